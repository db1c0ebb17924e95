import Foundation
import Testing

/// Issue 15, "every number from … options range-checked where it is read": out-of-range numeric options
/// of the built `kbsim` are usage errors (exit status 64, EX_USAGE, with the option named), and a trace
/// whose times overflow is a FILE:LINE error (exit status 1), never a trap.
@Suite struct CommandLineRangeTests {
    nonisolated static var kbsim: String { LogPathTests.kbsim }

    func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.kbsim)
        process.arguments = arguments
        let stderr = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: LogPathTests.kbsim), "kbsim is not built"),
          arguments: [
            (["replay", "--jobs", "100000", "x.jsonl"], "--jobs must be from 1 to 256"),
            (["replay", "--jobs", "99999999999999999999999", "x.jsonl"], "--jobs"),
            (["check", "--iterations=-1"], "--iterations -1"),
            (["check", "--iterations", "9223372036854775807"], "expected 0 to 1000000"),
            (["tokenize", "--granularity", "word", "--width", "1e308"], "--width"),
            (["tokenize", "--granularity", "word", "--width", "nan"], "--width"),
            (["convert", "--candidates", "4000000000", "きょう"], "--candidates must be from 1 to 1000"),
            (["dictionary", "build", "--subset-max-cost", "100", "--subset-min-zipf", "99999"], "--subset-min-zipf 99999"),
            (["dictionary", "build", "--subset-max-cost", "70000"], "--subset-max-cost"),
          ])
    func outOfRangeOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let (status, error) = try run(arguments)
        #expect(status == 64, "\(arguments): \(error)")
        #expect(error.contains(message), "\(error)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: LogPathTests.kbsim), "kbsim is not built"))
    func overflowingTraceIsFileLineError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("overflow-\(getpid()).jsonl").path
        defer { unlink(path) }
        let wait = #"{"event": "wait", "ms": 9000000000000000}"#
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Array(repeating: wait, count: 1100).joined(separator: "\n").utf8)))
        let (status, error) = try run(["replay", "--log", "-", path])
        #expect(status == 1)
        #expect(error.hasPrefix("\(path):2: the trace's time passes 9007199254740991 ms"), "\(error)")
    }
}
