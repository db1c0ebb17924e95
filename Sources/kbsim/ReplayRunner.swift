import FileOutput
import Foundation
import InputSystem

/// Where the log goes: standard output or a file. Bytes are written with `write(2)` in large pieces.
///
/// A file path is opened for writing (created or truncated) and written through, never replaced: a
/// symbolic link, a named pipe or a device at the path stays what it is (`OutputFile.Stream`).
final class LogSink: @unchecked Sendable {
    private let file: OutputFile.Stream?
    private var pending: [UInt8] = []
    private var failed = false
    /// A copy of every byte written, kept when set (for `--timeline`, which draws the log).
    var keptCopy: [UInt8]?
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
        keptCopy?.append(contentsOf: bytes)
        if pending.isEmpty && bytes.count >= Self.chunkSize {
            writeOut(bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.chunkSize { flush() }
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

/// Replays traces one after another or in parallel, keeping the output in the order of the traces.
enum ReplayRunner {
    static func run(traces: [String], options shared: ReplayOptions, jobs: Int, sink: LogSink) -> [String] {
        // One log holding several traces: every record names its trace.
        @Sendable func options(for path: String) -> ReplayOptions {
            var options = shared
            if traces.count > 1 { options.traceLabel = path }
            return options
        }
        let showProgress = isatty(STDERR_FILENO) == 1
        if jobs == 1 || traces.count == 1 {
            var failures: [String] = []
            for path in traces {
                if let failure = replay(path, options: options(for: path), write: sink.write, progress: showProgress) {
                    failures.append(failure)
                }
            }
            return failures
        }
        // Parallel: each trace replays into its own buffer; buffers are written in trace order.
        let results = ResultSlots(count: traces.count)
        let queue = DispatchQueue(label: "kbsim.replay", attributes: .concurrent)
        let group = DispatchGroup()
        let limit = DispatchSemaphore(value: jobs)
        for (i, path) in traces.enumerated() {
            limit.wait()
            queue.async(group: group) {
                var out: [UInt8] = []
                let failure = replay(path, options: options(for: path), write: { out.append(contentsOf: $0) }, progress: false)
                results.set(i, output: out, failure: failure)
                limit.signal()
            }
        }
        group.wait()
        var failures: [String] = []
        for i in 0..<traces.count {
            let (out, failure) = results.get(i)
            out.withUnsafeBytes { sink.write($0) }
            if let failure { failures.append(failure) }
        }
        return failures
    }

    /// Replays one trace; returns the error message on failure (after the log so far was written).
    static func replay(_ path: String, options: ReplayOptions, write: (UnsafeRawBufferPointer) -> Void, progress: Bool) -> String? {
        do {
            if path.hasSuffix(".yml") || path.hasSuffix(".yaml") {
                try TraceReplay.runRecording(URL(fileURLWithPath: path), name: path, options: options,
                                             chunkSize: LogSink.chunkSize, write: write)
                return nil
            }
            let reader = path == "-" ? TraceReader(handle: .standardInput)
                                     : try TraceReader(contentsOf: URL(fileURLWithPath: path), name: path)
            try TraceReplay.run(reader, options: options, chunkSize: LogSink.chunkSize, write: write, progress: progress ? { n in
                FileHandle.standardError.write(Data("\r\(path): \(n) events".utf8))
            } : nil)
            if progress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// Results of parallel replays, filled from several threads.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [[UInt8]]
    private var failures: [String?]

    init(count: Int) {
        outputs = Array(repeating: [], count: count)
        failures = Array(repeating: nil, count: count)
    }

    func set(_ i: Int, output: [UInt8], failure: String?) {
        lock.lock(); defer { lock.unlock() }
        outputs[i] = output
        failures[i] = failure
    }

    func get(_ i: Int) -> ([UInt8], String?) {
        lock.lock(); defer { lock.unlock() }
        return (outputs[i], failures[i])
    }
}
