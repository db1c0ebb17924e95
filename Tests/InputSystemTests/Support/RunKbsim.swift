import Foundation
import Testing

/// What a run of the built `kbsim` gave: its exit status and everything it wrote to standard output and
/// standard error.
struct KbsimResult {
    var status: Int32
    var output: String
    var error: String
}

extension BuiltProducts {
    /// Runs the built `kbsim` in `directory`, as a user runs it. Standard output goes through a temporary
    /// file, so that neither pipe can fill while the other is read; standard input is the file at `input`,
    /// or /dev/null.
    static func runKbsim(_ arguments: [String], in directory: String, input: String? = nil) throws -> KbsimResult {
        let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-out-\(UUID().uuidString)").path
        #expect(FileManager.default.createFile(atPath: outPath, contents: nil))
        defer { unlink(outPath) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: kbsim)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardOutput = out
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardInput = try input.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) } ?? FileHandle.nullDevice
        try process.run()
        let error = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try out.close()
        let output = String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self)
        return KbsimResult(status: process.terminationStatus, output: output, error: error)
    }
}
