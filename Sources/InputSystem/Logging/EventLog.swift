/// A JSON Lines log of everything the simulated system does, one object a line, byte-deterministic.
///
/// The keyboard writes its notifications here; responders and clients write delegate messages and
/// text-input calls through the same ``append(_:)``. Times come from the simulation's ``Clock``.
public final class EventLog {
    /// The records written so far, in order.
    public private(set) var records: [LogRecord] = []

    private let clock: Clock

    /// Creates an empty log that stamps records with `clock`'s time.
    public init(clock: Clock) {
        self.clock = clock
    }

    /// Appends a record as given.
    public func append(_ record: LogRecord) {
        records.append(record)
    }

    /// Appends a record stamped with the clock's current time.
    public func record(_ kind: LogRecord.Kind, _ name: String, _ fields: [(String, LogValue)] = []) {
        append(LogRecord(time: clock.now, kind: kind, name: name, fields: fields))
    }

    /// The whole log as JSON Lines text: every record on its own line, each line ending in a newline.
    public var jsonLines: String {
        var out = ""
        for record in records {
            out += record.jsonLine
            out += "\n"
        }
        return out
    }

    /// Forgets every record.
    public func removeAll() {
        records.removeAll()
    }
}
