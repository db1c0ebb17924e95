import Foundation

/// A JSON Lines log of everything the simulated system does, one object a line, byte-deterministic.
///
/// The keyboard writes its notifications here; responders and clients write delegate messages and
/// text-input calls through the same ``append(_:)``. Times come from the simulation's ``Clock``.
///
/// Records are kept in ``records`` unless the log streams: then each is written at once as a JSON line
/// into the ``stream`` buffer (the same bytes ``jsonLines`` would give) and not kept, so that a long
/// replay builds neither records nor strings.
public final class EventLog {
    /// The records written so far, in order (none while the log streams).
    public private(set) var records: [LogRecord] = [] {
        didSet { if !observers.isEmpty, let last = records.last { for o in observers { o(last) } } }
    }
    /// Told of each record kept in ``records`` (see ``observe(_:)``).
    private var observers: [(LogRecord) -> Void] = []

    /// Calls `observer` with every record appended to ``records`` from now on (records written to a
    /// ``stream`` are not observed).
    public func observe(_ observer: @escaping (LogRecord) -> Void) {
        observers.append(observer)
    }
    /// The buffer records are written into as JSON lines instead of being kept, if any.
    public private(set) var stream: LogBuffer?

    private let clock: Clock

    /// Creates an empty log that stamps records with `clock`'s time.
    public init(clock: Clock) {
        self.clock = clock
    }

    /// Writes every record from now on into `buffer` as a JSON line (nil: keep them in ``records`` again).
    public func stream(to buffer: LogBuffer?) {
        stream = buffer
    }

    /// Appends a record as given.
    public func append(_ record: LogRecord) {
        if let stream {
            record.write(to: stream)
            stream.append(byte: 0x0A)
        } else {
            records.append(record)
        }
    }

    /// Appends a record stamped with the clock's current time.
    public func record(_ kind: LogRecord.Kind, _ name: String, _ fields: [(String, LogValue)] = []) {
        guard let stream else { return records.append(LogRecord(time: clock.now, kind: kind, name: name, fields: fields)) }
        stream.appendRecordHead(time: clock.now, kind: kind, name: name)
        stream.append(fields: fields, leadingComma: true)
        stream.append(raw: "}\n")
    }

    /// Appends a record with the fields `object` and, when given, `result` (a delegate message, a
    /// notification about a text object), stamped with the clock's current time.
    public func record(_ kind: LogRecord.Kind, _ name: String, object: String, result: Bool? = nil) {
        guard let stream else {
            var fields: [(String, LogValue)] = [("object", .string(object))]
            if let result { fields.append(("result", .bool(result))) }
            return records.append(LogRecord(time: clock.now, kind: kind, name: name, fields: fields))
        }
        stream.appendRecordHead(time: clock.now, kind: kind, name: name)
        stream.append(raw: ",\"object\":")
        stream.append(string: object)
        if let result { stream.append(raw: result ? ",\"result\":true}\n" : ",\"result\":false}\n") } else { stream.append(raw: "}\n") }
    }

    /// Appends a record of a text-input call on `object`: its selector as the name, then the object, the
    /// call's arguments (ranges as `[location, length]`) and, for an edit the system authored, its `cause`,
    /// stamped with the clock's current time.
    public func record(_ call: TextInputCall, object: String) {
        guard let stream else {
            var fields: [(String, LogValue)] = [("object", .string(object))]
            for (name, value) in call.arguments { fields.append((name, Self.logValue(value))) }
            if let cause = call.cause { fields.append(("cause", .string(cause.rawValue))) }
            return records.append(LogRecord(time: clock.now, kind: .textInput, name: call.selector, fields: fields))
        }
        stream.appendRecordHead(time: clock.now, kind: .textInput, name: call.selector)
        stream.append(raw: ",\"object\":")
        stream.append(string: object)
        for (name, value) in call.arguments {
            stream.append(byte: 0x2C)
            stream.append(string: name)
            stream.append(byte: 0x3A)
            switch value {
            case .string(let v): stream.append(string: v)
            case .int(let v): stream.append(int: v)
            case .range(let r):
                stream.append(byte: 0x5B)
                stream.append(int: r.location)
                stream.append(byte: 0x2C)
                stream.append(int: r.length)
                stream.append(byte: 0x5D)
            case .null: stream.append(raw: "null")
            }
        }
        if let cause = call.cause {
            stream.append(raw: ",\"cause\":")
            stream.append(string: cause.rawValue)
        }
        stream.append(raw: "}\n")
    }

    private static func logValue(_ value: TextInputCall.Value) -> LogValue {
        switch value {
        case .string(let v): return .string(v)
        case .int(let v): return .int(v)
        case .range(let r): return .array([.int(r.location), .int(r.length)])
        case .null: return .null
        }
    }

    /// The whole log as JSON Lines text: every record on its own line, each line ending in a newline.
    public var jsonLines: String {
        let buffer = LogBuffer(capacity: 1 << 12)
        for record in records {
            record.write(to: buffer)
            buffer.append(byte: 0x0A)
        }
        return buffer.string
    }

    /// Forgets every record.
    public func removeAll() {
        records.removeAll()
    }
}
