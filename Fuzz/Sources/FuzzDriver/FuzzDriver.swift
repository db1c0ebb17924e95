import Foundation

/// Runs libFuzzer's driver with the process's arguments (`-max_total_time=600`, a corpus directory, …).
///
/// SwiftPM links an executable target with its entry point renamed (`<Target>_main`), so each fuzz
/// target defines that symbol and hands over to libFuzzer here instead of relying on libFuzzer's `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// Runs libFuzzer on `callback` with `argc`/`argv` as `main` received them.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                      _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}

/// A path for a target's input file, private to this process: on tmpfs (/dev/shm) when it exists, else
/// in the temporary directory, named `kbsim-fuzz-<name>-<pid>.<fileExtension>`. For readers whose API
/// opens a path.
public func fuzzInputPath(_ name: String, fileExtension: String) -> String {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return "\(base)/kbsim-fuzz-\(name)-\(getpid()).\(fileExtension)"
}
