import Foundation
import Testing

/// `kbsim` runs without the Swift toolchain's test libraries. `kbsim check` uses the conformance checker's
/// core (the `InputSystemConformance` target), which imports neither Swift Testing nor XCTest; only
/// `InputSystemTesting`, the test-side glue that reports findings as test issues, does. When `kbsim` depended on
/// `InputSystemTesting` it linked libTesting.so, libXCTest.so and lib_TestingInterop.so, and a copy of the binary
/// on a machine without the toolchain's test libraries did not start.
@Suite struct LinkedLibrariesTests {
    nonisolated static let kbsim = LogPathTests.kbsim
    nonisolated static let root = LogPathTests.packageRoot
    /// The shared libraries of the toolchain's test frameworks (Linux names).
    nonisolated static let testLibraries = ["libTesting.so", "libXCTest.so", "lib_TestingInterop.so"]

    /// `ldd`, where the system has one (glibc's; absent on macOS and on some minimal images).
    nonisolated static let ldd: String? = ["/usr/bin/ldd", "/bin/ldd"].first { FileManager.default.isExecutableFile(atPath: $0) }
    nonisolated static var lddAndKbsim: Bool { ldd != nil && FileManager.default.isExecutableFile(atPath: kbsim) }

    /// The built kbsim (the debug build `swift test` makes; a release build has the same target graph) loads no
    /// test-framework library: `ldd` lists every shared library it needs, directly or through another library,
    /// and none is libTesting, libXCTest or lib_TestingInterop.
    @Test(.enabled(if: lddAndKbsim, "needs ldd and a built kbsim"))
    func kbsimLoadsNoTestLibrary() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.ldd))
        process.arguments = [Self.kbsim]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ldd \(Self.kbsim) failed:\n\(output)")
        let libraries = output.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
        // ldd really listed kbsim's libraries: the Swift runtime is among them.
        #expect(libraries.contains("libswiftCore.so"), "ldd's output lists libswiftCore.so:\n\(output)")
        for library in Self.testLibraries {
            #expect(!libraries.contains(library), "kbsim loads \(library):\n\(output)")
        }
    }

    /// The source-level cause, checked where `ldd` is absent too: neither the checker's core nor kbsim imports
    /// a test framework or `InputSystemTesting` (whose glue does).
    @Test func checkerCoreAndKbsimImportNoTestFramework() throws {
        let forbidden = ["import Testing", "import XCTest", "import InputSystemTesting"]
        var checked = 0
        for folder in ["Sources/InputSystemConformance", "Sources/kbsim"] {
            let url = Self.root.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    for statement in forbidden where trimmed == statement || trimmed.hasPrefix(statement + " ")
                        || trimmed.hasPrefix("@_exported " + statement) || trimmed.hasPrefix("@testable " + statement) {
                        Issue.record("\(folder)/\(file): \(trimmed) (kbsim would link the toolchain's test libraries)")
                    }
                }
                checked += 1
            }
        }
        #expect(checked > 10, "read the checker core's and kbsim's sources (\(checked) files)")
    }
}
