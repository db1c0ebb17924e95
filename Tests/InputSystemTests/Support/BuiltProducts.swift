import Foundation

/// Where `swift test` put the package's built products: the folder of the running test bundle
/// (`.build/<triple>/<configuration>/` on Linux, whatever `--build-path`, `--scratch-path`, `-c release` or
/// `--triple` chose), so the command-line tests run the `kbsim` built with them and not a stale one from another
/// configuration. `swift build --show-bin-path` names the same folder, but cannot be run from inside `swift
/// test`, which holds the build folder's lock.
enum BuiltProducts {
    /// The folder holding the test bundle and the executables built with it.
    nonisolated static let directory: URL? = {
        // Linux: the test bundle is the running executable, `<bin>/<Package>PackageTests.xctest`; macOS: a
        // loaded `<bin>/<Package>PackageTests.xctest` bundle.
        if let bundle = Bundle.allBundles.first(where: { $0.bundleURL.pathExtension == "xctest" }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()  // fallback: Bundle.main below where there is no /proc (macOS)
        if executable.pathExtension == "xctest" { return executable.deletingLastPathComponent() }
        return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
    }()

    /// The `kbsim` built with the tests (it may not exist: the tests that need it check).
    nonisolated static let kbsim: String = directory?.appendingPathComponent("kbsim").path ?? "kbsim-not-found-beside-the-tests"
}
