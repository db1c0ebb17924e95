import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `open(2)` read-only, under a name ``TraceReader/open(_:name:)`` does not shadow.
private func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }

/// `close(2)`, under a name no type's member shadows.
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

/// Reads a keystroke trace (JSON Lines, one event a line) as a stream of ``TraceEvent``s.
///
/// The file is read in blocks, so memory does not grow with the trace's length. Blank lines and lines
/// starting with `#` are comments. An event without `"t"` happens ``defaultPace`` ms after the previous
/// one (the first at 0); `"t"` gives the time in ms from the start of the trace and must not go back; a
/// `wait` moves the time on by its `ms`, and a `type` by the time its taps take (``typingInterval`` apart). Every problem is a ``TraceError`` naming the file, the line and
/// what was expected.
public final class TraceReader {
    /// The time between two events that give no `"t"`, in ms.
    public static let defaultPace = 100
    /// The time between two taps of a `type` event, in ms: a `type` of n characters lasts (n − 1) × this.
    public static let typingInterval = 50
    /// The latest time a trace may reach, in ms: 2^53 − 1, the largest whole number a JSON number holds
    /// exactly (about 285,000 years). A `"t"`, a `wait`'s `ms` or the sum of the times before an event
    /// that would pass it is an error naming the line, so the simulated clock never overflows.
    public static let maximumTime = 9_007_199_254_740_991
    /// The longest line a trace may have, in bytes (16 MiB, room for a `type` event of millions of
    /// characters). A longer line is an error naming it, read no further: memory for reading a trace is
    /// bounded by this, whatever the file holds.
    public static let maximumLineLength = 1 << 24

    /// The trace's name in error messages.
    public let name: String
    private var source: LineSource
    private var clock = 0
    private var started = false

    /// Opens the trace file at `url`; `name` defaults to its path.
    ///
    /// - Throws: ``TraceError`` (for the file as a whole, line 0) when it cannot be opened, with the
    ///   system's reason, or is a directory.
    public init(contentsOf url: URL, name: String? = nil) throws {
        let display = name ?? url.path
        self.name = display
        self.source = LineSource(handle: try Self.open(url.path, name: display))
    }

    /// Opens the trace file at `path` for reading; `name` names it in errors.
    ///
    /// - Throws: ``TraceError`` (line 0) naming the file and the system's reason when it cannot be opened,
    ///   and for a directory (which opens, and reads as an error that must not pass for an empty trace).
    public static func open(_ path: String, name: String? = nil) throws -> FileHandle {
        let display = name ?? path
        var descriptor: Int32
        repeat { descriptor = openForReading(path) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            throw TraceError(file: display, line: 0, message: "cannot open the trace file: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            closeDescriptor(descriptor)
            throw TraceError(file: display, line: 0, message: "is a directory; expected a trace file")
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Reads a trace held in memory.
    public init(string: String, name: String = "<string>") {
        self.name = name
        self.source = LineSource(data: Data(string.utf8))
    }

    /// Reads a trace from a file handle (standard input).
    public init(handle: FileHandle, name: String = "<stdin>") {
        self.name = name
        self.source = LineSource(handle: handle)
    }

    /// Reads a trace from a file handle whose first bytes, `prefix`, were already read from it (to tell a
    /// trace from a libinput recording).
    public init(handle: FileHandle, prefix: Data, name: String = "<stdin>") {
        self.name = name
        self.source = LineSource(handle: handle, prefix: prefix)
    }

    /// The next event, nil at the end of the trace.
    public func next() throws -> TraceEvent? {
        while let (number, range) = source.nextLine() {
            if range.isEmpty, source.overlong {
                throw TraceError(file: name, line: number,
                                 message: "the line is longer than \(Self.maximumLineLength) bytes; expected one event of at most that size")
            }
            let event = try source.withLine(range) { bytes -> TraceEvent? in
                // Comments and blank lines are recognized from their first non-blank byte.
                guard let first = bytes.first(where: { $0 != 0x20 && $0 != 0x09 }), first != 0x23 else { return nil }
                guard Self.isValidUTF8(bytes) else {
                    throw TraceError(file: name, line: number, message: "the line is not valid UTF-8")
                }
                return try parse(bytes, line: number)
            }
            if let event { return event }
        }
        if let failure = source.readFailure {
            throw TraceError(file: name, line: failure.line, message: "cannot read the trace: \(failure.reason)")
        }
        return nil
    }

    /// Reads every remaining event.
    public func readAll() throws -> [TraceEvent] {
        var events: [TraceEvent] = []
        while let e = try next() { events.append(e) }
        return events
    }

    /// Plain ASCII (checked eight bytes at a time) or else valid UTF-8.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt64 = 0
        var i = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= bytes.count {
                high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                i += 8
            }
        }
        while i < bytes.count { high |= UInt64(bytes[i]); i += 1 }
        if high & 0x8080_8080_8080_8080 == 0 { return true }
        return String(validating: bytes, as: UTF8.self) != nil
    }

    /// The pairs of the line being parsed, kept between lines so that their storage is reused.
    private var scratch: [(key: String, value: JSONValue)] = []

    private func parse(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws -> TraceEvent {
        var pairs = scratch
        scratch = []
        pairs.removeAll(keepingCapacity: true)
        switch JSONLineParser.parseLine(bytes, into: &pairs) {
        case .invalid:
            throw TraceError(file: name, line: line, message: "not valid JSON; expected one JSON object on the line")
        case .otherValue:
            throw TraceError(file: name, line: line, message: "expected a JSON object such as {\"event\": \"tap\", \"key\": \"a\"}")
        case .object:
            break
        }
        var fields = TraceFields(pairs: pairs, file: name, line: line)
        pairs = []
        defer {
            // Hand the pairs' storage back for the next line.
            scratch = fields.pairs
        }
        let event = try fields.string("event")
        let time = try fields.optionalInt("t", minimum: 0)
        let kind = try TraceEventParser.kind(event, &fields)
        try fields.finish(event: event)
        if let time, time > Self.maximumTime {
            throw TraceError(file: name, line: line, message: "\"t\" is \(time) ms; expected at most \(Self.maximumTime) ms")
        }
        if let time {
            guard time >= clock || !started else {
                throw TraceError(file: name, line: line, message: "\"t\" is \(time) ms but the previous event was at \(clock) ms; time must not go back")
            }
            clock = time
        } else if started {
            clock = try later(clock, Self.defaultPace, line: line)
        }
        started = true
        let result = TraceEvent(line: line, time: clock, kind: kind)
        switch kind {
        case .wait(let ms): clock = try later(clock, ms, line: line)
        case .type(let text):
            // The text is at most one line long, so this product cannot overflow.
            clock = try later(clock, max(0, text.count - 1) * Self.typingInterval, line: line)
        default: break
        }
        return result
    }

    /// `time` moved on by `ms`, refused past ``maximumTime``.
    private func later(_ time: Int, _ ms: Int, line: Int) throws -> Int {
        guard ms <= Self.maximumTime - time else {
            throw TraceError(file: name, line: line,
                             message: "the trace's time passes \(Self.maximumTime) ms here (\(time) ms + \(ms) ms); expected smaller \"t\", \"wait\" or \"type\" times")
        }
        return time + ms
    }
}

/// Splits bytes into lines, reading a file handle in blocks.
private struct LineSource {
    private var handle: FileHandle?
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private var number = 0
    /// How far the buffer was searched for a line break.
    private var scanned = 0
    /// Set when the line just given (as an empty range) was longer than the limit; the rest of the input
    /// is not read.
    private(set) var overlong = false
    /// Set when reading failed: the line it was reading and the system's reason.
    private(set) var readFailure: (line: Int, reason: String)?

    init(handle: FileHandle) { self.handle = handle }
    init(handle: FileHandle, prefix: Data) {
        self.handle = handle
        buffer = [UInt8](prefix)
    }
    init(data: Data) {
        buffer = [UInt8](data)
        atEnd = true
    }

    /// Ends the input after a line longer than ``TraceReader/maximumLineLength``: an empty range with
    /// `overlong` set.
    private mutating func tooLong() -> (Int, Range<Int>) {
        overlong = true
        atEnd = true
        buffer = []
        position = 0
        scanned = 0
        handle = nil
        return (number, 0..<0)
    }

    /// The bytes of a line `nextLine()` gave, valid until the next call of `nextLine()`.
    func withLine<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The next line's number and its range in the buffer (without the line break), nil at the end.
    mutating func nextLine() -> (Int, Range<Int>)? {
        while true {
            // Bytes already searched are not searched again as a long line comes in block by block.
            let from = max(position, scanned)
            let found: Int? = buffer.withUnsafeBufferPointer { all in
                guard from < all.count, let base = all.baseAddress,
                      let hit = memchr(base + from, 0x0A, all.count - from) else { return nil }
                return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
            scanned = found ?? buffer.count
            if let newline = found {
                var end = newline
                if end > position, buffer[end - 1] == 0x0D { end -= 1 }
                let line = position..<end
                position = newline + 1
                number += 1
                if line.count > TraceReader.maximumLineLength { return tooLong() }
                return (number, line)
            }
            if buffer.count - position > TraceReader.maximumLineLength {
                // No line break within the limit: stop here, without reading (or keeping) any more.
                number += 1
                return tooLong()
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                var end = buffer.count
                if buffer[end - 1] == 0x0D { end -= 1 }
                let line = position..<end
                position = buffer.count
                number += 1
                if line.count > TraceReader.maximumLineLength { return tooLong() }
                return (number, line)
            }
            let block: Data?
            do { block = try handle?.read(upToCount: 1 << 16) } catch {
                // A read error ends the trace with an error, never as if the file ended there.
                let code = (error as NSError).domain == NSPOSIXErrorDomain ? Int32((error as NSError).code) : 0
                readFailure = (number + 1, code != 0 ? String(cString: strerror(code)) : "\(error)")
                atEnd = true
                handle = nil
                buffer = []
                position = 0
                scanned = 0
                return nil
            }
            if position > 0 {
                buffer.removeSubrange(0..<position)
                scanned -= position
                position = 0
            }
            if let block, !block.isEmpty {
                buffer.append(contentsOf: block)
            } else {
                atEnd = true
            }
        }
    }
}
