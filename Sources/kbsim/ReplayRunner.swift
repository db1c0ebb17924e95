import FileOutput
import Foundation
@_spi(Engine) import InputSystem

/// Where the log goes: standard output or a file. Bytes are written with `write(2)` in large pieces.
///
/// A file path is opened for writing (created or truncated) and written through, never replaced: a
/// symbolic link, a named pipe or a device at the path stays what it is (`OutputFile.Stream`).
final class LogSink: @unchecked Sendable {
    private let file: OutputFile.Stream?
    private var pending: [UInt8] = []
    private var failed = false
    /// A copy of every byte written, kept when set (for `--timeline`, which draws the log), up to
    /// `keptRecordLimit` records and `keptByteLimit` bytes: past either the copy is dropped and
    /// `keptCopyOverflowed` says why, so memory is bounded by what a timeline can draw, not by the log.
    var keptCopy: [UInt8]?
    /// The most lines (records) the kept copy holds.
    var keptRecordLimit = Int.max
    /// The most bytes the kept copy holds.
    var keptByteLimit = Int.max
    /// Why the kept copy was dropped, or nil.
    private(set) var keptCopyOverflowed: String?
    private var keptLines = 0
    static let chunkSize = 1 << 16

    init(path: String) throws {
        if path == "-" {
            file = nil
        } else {
            do {
                file = try OutputFile.Stream(path: path)
            } catch {
                throw CLIError("cannot write the log file \(path): \(String(cString: strerror(error.code)))")
            }
        }
        pending.reserveCapacity(Self.chunkSize)
    }

    /// Writes UTF-8 log bytes (kept back until a chunk's worth has gathered).
    func write(_ bytes: UnsafeRawBufferPointer) {
        if keptCopy != nil { keep(bytes) }
        if pending.isEmpty && bytes.count >= Self.chunkSize {
            writeOut(bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.chunkSize { flush() }
    }

    private func keep(_ bytes: UnsafeRawBufferPointer) {
        keptLines += bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        if keptLines > keptRecordLimit {
            keptCopy = nil
            keptCopyOverflowed = "the log has more than \(keptRecordLimit) records"
        } else if (keptCopy?.count ?? 0) + bytes.count > keptByteLimit {
            keptCopy = nil
            keptCopyOverflowed = "the log is more than \(keptByteLimit) bytes"
        } else {
            keptCopy?.append(contentsOf: bytes)
        }
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    func flush() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBytes { writeOut($0) }
        pending.removeAll(keepingCapacity: true)
    }

    private func writeOut(_ bytes: UnsafeRawBufferPointer) {
        guard !failed else { return }
        do {
            if let file {
                try file.write(bytes)
            } else {
                try OutputFile.Stream.writeAll(bytes, to: STDOUT_FILENO, path: "<stdout>")
            }
        } catch {
            failed = true
            FileHandle.standardError.write(Data("kbsim: writing the log failed: \(String(cString: strerror(error.code)))\n".utf8))
        }
    }

    func close() {
        flush()
        do {
            try file?.close()
        } catch {
            FileHandle.standardError.write(Data("kbsim: \(error)\n".utf8))
        }
    }
}

struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Replays traces one after another or in parallel, keeping the output in the order of the traces. It runs
/// on the main thread, where the simulation's text objects live (the main actor's, as UIKit's are).
@MainActor
enum ReplayRunner {
    /// Replays `traces` into `sink`; returns the error messages of the traces that failed. With `progress`,
    /// a ``ReplayProgress`` line on standard error follows the replay (it never touches the log).
    static func run(traces: [String], options shared: ReplayOptions, jobs: Int, sink: LogSink, progress: Bool) -> [String] {
        // One log holding several traces: every record names its trace.
        @Sendable func options(for path: String) -> ReplayOptions {
            var options = shared
            if traces.count > 1 { options.traceLabel = path }
            return options
        }
        let meter = progress ? ReplayProgress(paths: traces) : nil
        defer { meter?.finish() }
        if jobs == 1 || traces.count == 1 {
            var failures: [String] = []
            for (i, path) in traces.enumerated() {
                if let failure = replay(path, options: options(for: path), write: sink.write, progress: meter, index: i) {
                    failures.append(failure)
                }
            }
            return failures
        }
        // Parallel: each trace is replayed by a worker process (this program, `replay --worker-index i` with
        // the same arguments): the simulation's text objects belong to the main actor, as UIKit's do, so one
        // process replays one trace at a time on its main thread. The first unfinished trace's output writes
        // through; the others wait in bounded buffers that spill to temporary files (OrderedStreams), so the
        // log is in trace order, byte for byte what `--jobs 1` writes, and memory stays bounded.
        let results = ResultSlots(count: traces.count)
        let ordered = OrderedStreams(count: traces.count) { sink.write($0) }
        let queue = DispatchQueue(label: "kbsim.replay", attributes: .concurrent)
        let group = DispatchGroup()
        let limit = DispatchSemaphore(value: jobs)
        let arguments = Array(CommandLine.arguments.dropFirst())
        for (i, path) in traces.enumerated() {
            limit.wait()
            meter?.started(i, handle: nil)
            queue.async(group: group) {
                var writeError: OutputFileError?
                var failure = ReplayWorker.run(arguments: arguments, index: i, path: path) { bytes in
                    guard writeError == nil else { return }
                    do throws(OutputFileError) { try ordered.append(i, bytes) } catch { writeError = error }
                }
                meter?.finished(i)
                do throws(OutputFileError) { try ordered.finish(i) } catch { writeError = writeError ?? error }
                if let writeError { failure = failure ?? "\(path): \(writeError)" }
                results.set(i, failure: failure)
                limit.signal()
            }
        }
        group.wait()
        return (0..<traces.count).compactMap { results.failure($0) }
    }

    /// Replays one trace (number `index` of the run); returns the error message on failure (after the log
    /// so far was written).
    static func replay(_ path: String, options: ReplayOptions, write: (UnsafeRawBufferPointer) -> Void,
                       progress: ReplayProgress?, index: Int) -> String? {
        defer { progress?.finished(index) }
        do {
            if path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
                progress?.started(index, handle: nil)
                try TraceReplay.runRecording(URL(fileURLWithPath: path), name: path, options: options,
                                             chunkSize: LogSink.chunkSize, write: write)
                return nil
            }
            // The trace is read through a handle of our own, so the progress meter can ask how far it is read.
            let handle = path == "-" ? FileHandle.standardInput : try TraceReader.open(path)
            // A libinput recording under another name (piped to standard input, say) is told by its first line.
            let head = readHead(of: handle, count: recordingMarker.count)
            if head.starts(with: recordingMarker) {
                progress?.started(index, handle: nil)
                let rest = try readRest(of: handle, after: head, name: path)
                try TraceReplay.runRecording(yaml: rest, name: path, options: options, chunkSize: LogSink.chunkSize,
                                             write: write)
                return nil
            }
            let reader = TraceReader(handle: handle, prefix: head, name: path)
            progress?.started(index, handle: path == "-" ? nil : handle)
            try withExtendedLifetime(handle) {
                try TraceReplay.run(reader, options: options, chunkSize: LogSink.chunkSize, write: write,
                                    progress: progress.map { meter in { meter.replayed(index, events: $0) } })
            }
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// The first line of a `libinput record` file.
private let recordingMarker = Data("# libinput record".utf8)

/// Up to `count` bytes from the start of `handle` (fewer at its end), read as they come (a pipe gives them in parts).
private func readHead(of handle: FileHandle, count: Int) -> Data {
    var head = Data()
    while head.count < count, let part = try? handle.read(upToCount: count - head.count), !part.isEmpty {
        head.append(part)
    }
    return head
}

/// The whole text of a recording whose first bytes are `head`, refused past the recording reader's size limit.
private func readRest(of handle: FileHandle, after head: Data, name: String) throws -> String {
    var data = head
    let limit = LibinputRecordReader.maximumFileSize
    while let part = try handle.read(upToCount: 1 << 16), !part.isEmpty {
        data.append(part)
        if data.count > limit {
            throw LibinputRecordError.tooLarge(file: name, line: 1,
                                               problem: "the recording is larger than \(limit) bytes; expected at most that")
        }
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw LibinputRecordError.unreadable(file: name, reason: "not UTF-8 text")
    }
    return text
}

/// Progress of a replay on standard error: traces done, events replayed and events per second, the share
/// of the input bytes read (and an estimate of the time left) when every input is a regular file.
///
/// The wall clock is read here for the display alone: nothing of it reaches the simulation or the log.
/// On a terminal the line is redrawn in place at most 10 times a second and cleared at the end; elsewhere
/// (`--progress` with standard error redirected) a line is written at most once a second, then a summary.
final class ReplayProgress: @unchecked Sendable {
    private struct Active {
        var descriptor: Int32?
        var events = 0
    }

    private let lock = NSLock()
    private let paths: [String]
    /// Each input's size in bytes, or nil for standard input or anything that is not a regular file.
    private let sizes: [Int64?]
    private let totalBytes: Int64?
    private var active: [Int: Active] = [:]
    private var done = Set<Int>()
    private var doneBytes: Int64 = 0
    private var doneEvents = 0
    private let started = DispatchTime.now().uptimeNanoseconds
    private let terminal: Bool
    private var timer: DispatchSourceTimer?
    private var lastLength = 0

    init(paths: [String], terminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.paths = paths
        self.terminal = terminal
        sizes = paths.map { path in
            var info = stat()
            guard path != "-", stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return Int64(info.st_size)
        }
        totalBytes = sizes.contains(where: { $0 == nil }) ? nil : sizes.reduce(0) { $0 + ($1 ?? 0) }
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "kbsim.progress"))
        let interval: DispatchTimeInterval = terminal ? .milliseconds(100) : .seconds(1)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in self?.draw(final: false) }
        timer.resume()
        self.timer = timer
    }

    /// Trace `index` has begun; `handle` is the file it is read from, when its read offset means progress.
    func started(_ index: Int, handle: FileHandle?) {
        lock.lock(); defer { lock.unlock() }
        active[index] = Active(descriptor: handle?.fileDescriptor)
    }

    /// Trace `index` has replayed `events` events so far.
    func replayed(_ index: Int, events: Int) {
        lock.lock(); defer { lock.unlock() }
        active[index]?.events = events
    }

    /// Trace `index` is over (replayed or failed); called again later, it changes nothing.
    func finished(_ index: Int) {
        lock.lock(); defer { lock.unlock() }
        guard !done.contains(index) else { return }
        done.insert(index)
        doneEvents += active[index]?.events ?? 0
        doneBytes += sizes[index] ?? 0
        active[index] = nil
    }

    /// Stops the redraws and ends the display: a terminal's line is cleared; elsewhere a summary line is written.
    func finish() {
        timer?.cancel()
        timer = nil
        draw(final: true)
    }

    /// The progress line (what is drawn); `now` is nanoseconds of uptime.
    func line(now: UInt64) -> String {
        lock.lock(); defer { lock.unlock() }
        var events = doneEvents
        var bytes = doneBytes
        for (index, trace) in active {
            events += trace.events
            if let fd = trace.descriptor, let size = sizes[index] {
                bytes += min(max(Int64(lseek(fd, 0, SEEK_CUR)), 0), size)
            }
        }
        let seconds = Double(now &- started) / 1e9
        // Numbers first, names last: a line clipped to the terminal's width loses the name, not the numbers.
        var parts = ["\(events) events"]
        if seconds > 0 { parts.append("\(Int((Double(events) / seconds).rounded())) events/s") }
        var eta: String?
        if let total = totalBytes, total > 0 {
            let fraction = Double(bytes) / Double(total)
            parts.append(String(format: "%.0f%%", (fraction * 100).rounded(.down)) + " of \(Self.size(total))")
            if fraction > 0.01, fraction < 1, seconds >= 1 { eta = "ETA " + Self.duration(seconds * (1 - fraction) / fraction) }
        }
        parts.append(eta ?? Self.duration(seconds))
        parts.append(paths.count == 1 ? paths[0] : "\(done.count)/\(paths.count) traces")
        return "kbsim: " + parts.joined(separator: "  ")
    }

    private func draw(final: Bool) {
        let text = line(now: DispatchTime.now().uptimeNanoseconds)
        let out: String
        if terminal {
            // Clipped to the terminal's width: a wrapped line could not be redrawn in place.
            out = final ? "\r\u{1B}[K" : "\r" + String(text.prefix(max(Self.terminalWidth() - 1, 20))) + "\u{1B}[K"
        } else {
            out = (final ? text + " (done)" : text) + "\n"
        }
        FileHandle.standardError.write(Data(out.utf8))
    }

    private static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// A file size for the progress line: bytes, kB or MB (decimal units).
    static func size(_ bytes: Int64) -> String {
        bytes < 10_000 ? "\(bytes) bytes" : bytes < 10_000_000 ? "\(bytes / 1000) kB" : String(format: "%.1f MB", Double(bytes) / 1e6)
    }

    /// m:ss or h:mm:ss.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 1e7 else { return "--:--" }
        let s = Int(seconds.rounded())
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }
}

/// Results of parallel replays, filled from several threads.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String?]

    init(count: Int) {
        failures = Array(repeating: nil, count: count)
    }

    func set(_ i: Int, failure: String?) {
        lock.lock(); defer { lock.unlock() }
        failures[i] = failure
    }

    func failure(_ i: Int) -> String? {
        lock.lock(); defer { lock.unlock() }
        return failures[i]
    }
}

/// One trace replayed by a worker process: this program run again with the parent's arguments and
/// `--worker-index i`, writing that trace's log to its standard output and its error to standard error.
enum ReplayWorker {
    /// Exit status of a worker whose trace failed (the message is on its standard error).
    static let traceFailed: Int32 = 3

    /// Runs the worker for trace `index`, handing its log bytes to `write` as they come; returns the
    /// trace's error message, or nil when it replayed.
    static func run(arguments: [String], index: Int, path: String,
                    write: (UnsafeRawBufferPointer) -> Void) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        process.arguments = arguments + ["--worker-index", String(index)]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // Standard error is read on its own thread, so that neither pipe can fill and stall the worker.
        let errorText = ErrorCollector()
        let readErrors = DispatchGroup()
        do {
            try process.run()
        } catch {
            return "\(path): cannot start a worker process: \(error)"
        }
        DispatchQueue.global().async(group: readErrors) {
            errorText.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        let handle = output.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { write($0) }
        }
        process.waitUntilExit()
        readErrors.wait()
        let message = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if process.terminationReason == .uncaughtSignal {
            return "\(path): the worker replaying it stopped on signal \(process.terminationStatus)"
                + (message.isEmpty ? "" : ": \(message)")
        }
        guard process.terminationStatus != 0 else { return nil }
        return message.isEmpty ? "\(path): the worker replaying it exited with status \(process.terminationStatus)" : message
    }
}

/// A worker's standard error, read on another thread.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    func set(_ data: Data) {
        lock.lock(); defer { lock.unlock() }
        bytes = data
    }
    var data: Data {
        lock.lock(); defer { lock.unlock() }
        return bytes
    }
}
