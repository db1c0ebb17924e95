import FileOutput
import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 15, "`--log PATH` replaces what is at PATH": output paths that are not regular files are written
/// through and stay what they are (a shell's `>` behaves so); regular files are replaced atomically; a
/// failure leaves no temporary file behind. Everything happens in a fresh temporary directory.
@Suite(.serialized) struct OutputFileTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func contents(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }
    func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }
    func entries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted() }

    @Test func regularFileIsReplacedAtomicallyAndKeepsItsMode() throws {
        let path = directory + "/log.jsonl"
        try OutputFile.write("old\n", toPath: path)
        #expect(chmod(path, 0o640) == 0)
        try OutputFile.write("new\n", toPath: path)
        #expect(contents(path) == "new\n")
        #expect(fileType(path) == S_IFREG)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(entries() == ["log.jsonl"])  // no temporary file left
    }

    @Test func symbolicLinkIsWrittenThrough() throws {
        let target = directory + "/target.txt", link = directory + "/link.txt"
        try OutputFile.write("before\n", toPath: target)
        #expect(symlink(target, link) == 0)
        try OutputFile.write("through the link\n", toPath: link)
        #expect(fileType(link) == S_IFLNK)
        #expect(contents(target) == "through the link\n")
        // A dangling link: the file it names is created, the link stays.
        let dangling = directory + "/dangling", missing = directory + "/created-by-link"
        #expect(symlink(missing, dangling) == 0)
        try OutputFile.write("x", toPath: dangling)
        #expect(fileType(dangling) == S_IFLNK && contents(missing) == "x")
    }

    @Test func namedPipeIsWrittenThroughNotReplaced() throws {
        let fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        nonisolated(unsafe) var received: Data?
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            received = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()  // the writer's open returns once this opens
            done.signal()
        }
        try OutputFile.write("through the pipe\n", toPath: fifo)
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(received.map { String(decoding: $0, as: UTF8.self) } == "through the pipe\n")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(entries() == ["pipe"])
    }

    /// A character device made here (root only: mknod needs it) — the device stays a device. The device is
    /// /dev/null's numbers (major 1, minor 3: Linux encodes them as 1 << 8 | 3), so writing to it discards the bytes; no real device file is touched.
    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func deviceIsWrittenThroughNotReplaced() throws {
        let device = directory + "/null"
        #expect(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        try OutputFile.write("discarded\n", toPath: device)
        let stream = try OutputFile.Stream(path: device)
        try stream.write(Array("streamed\n".utf8))
        try stream.close()
        #expect(fileType(device) == S_IFCHR)
        #expect(entries() == ["null"])
    }

    @Test func failuresLeaveNothingBehind() throws {
        // A missing directory: the temporary file cannot be made.
        #expect(throws: OutputFileError.self) { try OutputFile.write("x", toPath: directory + "/missing/out.txt") }
        // A directory at the path: opening it for writing fails.
        #expect(mkdir(directory + "/dir", 0o755) == 0)
        #expect(throws: OutputFileError.self) { try OutputFile.write("x", toPath: directory + "/dir") }
        #expect(entries() == ["dir"])
        let error = OutputFileError(path: "p", operation: "open", code: ENOENT)
        #expect(error.description == "cannot write p: could not open it: No such file or directory")
    }

    /// `--history`: the learning history is written through the same writer (a symlinked history stays
    /// a symlink).
    @Test func learningHistoryFollowsSymlinks() throws {
        let target = directory + "/history.json", link = directory + "/history-link.json"
        try OutputFile.write("{\"version\":1,\"entries\":[]}\n", toPath: target)
        #expect(symlink(target, link) == 0)
        let history = LearningHistory()
        try history.save(to: link)
        #expect(fileType(link) == S_IFLNK)
        #expect(contents(target)?.contains("\"version\" : 1") == true)
    }
}

/// `kbsim replay --log PATH` itself (the built tool, found beside the tests' build products): a symlink, a
/// named pipe and a device at PATH stay what they are and receive the log.
@Suite(.serialized) struct LogPathTests {
    nonisolated static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    nonisolated static let kbsim = BuiltProducts.kbsim
    nonisolated static let trace = packageRoot.appendingPathComponent("Traces/rotation.jsonl").path

    func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.kbsim)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: kbsim), "kbsim is not built"))
    func logThroughSymlinkPipeAndDevice() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var info = stat()
        // A symlink to a log file.
        let target = directory + "/real.jsonl", link = directory + "/link.jsonl"
        #expect(symlink(target, link) == 0)
        #expect(try run(["replay", "--log", link, Self.trace]) == 0)
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        let log = FileManager.default.contents(atPath: target).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(log.contains("\"kind\":\"notification\""))
        // A named pipe with a reader.
        let fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        nonisolated(unsafe) var piped: Data?
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            piped = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile()
            done.signal()
        }
        #expect(try run(["replay", "--log", fifo, Self.trace]) == 0)
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(piped.map { String(decoding: $0, as: UTF8.self) } == log)
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        // A device of our own (root only), with /dev/null's numbers.
        if getuid() == 0 {
            let device = directory + "/null"
            #expect(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
            #expect(try run(["replay", "--log", device, Self.trace]) == 0)
            #expect(lstat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                    == (getuid() == 0 ? ["link.jsonl", "null", "pipe", "real.jsonl"] : ["link.jsonl", "pipe", "real.jsonl"]))
    }
}
