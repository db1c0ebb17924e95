import Foundation

/// Reads a keystroke trace (JSON Lines, one event a line) as a stream of ``TraceEvent``s.
///
/// The file is read in blocks, so memory does not grow with the trace's length. Blank lines and lines
/// starting with `#` are comments. An event without `"t"` happens ``defaultPace`` ms after the previous
/// one (the first at 0); `"t"` gives the time in ms from the start of the trace and must not go back; a
/// `wait` moves the time on by its `ms`. Every problem is a ``TraceError`` naming the file, the line and
/// what was expected.
public final class TraceReader {
    /// The time between two events that give no `"t"`, in ms.
    public static let defaultPace = 100

    /// The trace's name in error messages.
    public let name: String
    private var source: LineSource
    private var clock = 0
    private var started = false

    /// Opens the trace file at `url`; `name` defaults to its path.
    public init(contentsOf url: URL, name: String? = nil) throws {
        let display = name ?? url.path
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            throw TraceError(file: display, line: 0, message: "cannot open the trace file")
        }
        self.name = display
        self.source = LineSource(handle: handle)
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

    /// The next event, nil at the end of the trace.
    public func next() throws -> TraceEvent? {
        while let (number, bytes) = source.nextLine() {
            // Comments and blank lines are recognized from their first non-blank byte.
            guard let first = bytes.first(where: { $0 != 0x20 && $0 != 0x09 }), first != 0x23 else { continue }
            guard String(validating: bytes, as: UTF8.self) != nil else {
                throw TraceError(file: name, line: number, message: "the line is not valid UTF-8")
            }
            return try parse(bytes, line: number)
        }
        return nil
    }

    /// Reads every remaining event.
    public func readAll() throws -> [TraceEvent] {
        var events: [TraceEvent] = []
        while let e = try next() { events.append(e) }
        return events
    }

    private func parse(_ bytes: Data, line: Int) throws -> TraceEvent {
        guard let value = JSONValue.parse(bytes) else {
            throw TraceError(file: name, line: line, message: "not valid JSON; expected one JSON object on the line")
        }
        guard case .object(let object) = value else {
            throw TraceError(file: name, line: line, message: "expected a JSON object such as {\"event\": \"tap\", \"key\": \"a\"}")
        }
        var fields = TraceFields(object: object, file: name, line: line)
        let event = try fields.string("event")
        let time = try fields.optionalInt("t", minimum: 0)
        let kind = try TraceEventParser.kind(event, &fields)
        try fields.finish(event: event)
        if let time {
            guard time >= clock || !started else {
                throw TraceError(file: name, line: line, message: "\"t\" is \(time) ms but the previous event was at \(clock) ms; time must not go back")
            }
            clock = time
        } else if started {
            clock += Self.defaultPace
        }
        started = true
        let result = TraceEvent(line: line, time: clock, kind: kind)
        if case .wait(let ms) = kind { clock += ms }
        return result
    }
}

/// Splits bytes into lines, reading a file handle in blocks.
private struct LineSource {
    private var handle: FileHandle?
    private var buffer = Data()
    private var position = 0
    private var atEnd = false
    private var number = 0

    init(handle: FileHandle) { self.handle = handle }
    init(data: Data) {
        buffer = data
        atEnd = true
    }

    mutating func nextLine() -> (Int, Data)? {
        while true {
            if let newline = buffer[position...].firstIndex(of: 0x0A) {
                var line = buffer[position..<newline]
                if line.last == 0x0D { line = line.dropLast() }
                position = newline + 1
                number += 1
                return (number, Data(line))
            }
            if atEnd {
                guard position < buffer.endIndex else { return nil }
                var line = buffer[position...]
                if line.last == 0x0D { line = line.dropLast() }
                position = buffer.endIndex
                number += 1
                return (number, Data(line))
            }
            let block = (try? handle?.read(upToCount: 1 << 16)) ?? nil
            buffer = Data(buffer[position...])
            position = buffer.startIndex
            if let block, !block.isEmpty {
                buffer.append(block)
            } else {
                atEnd = true
            }
        }
    }
}
