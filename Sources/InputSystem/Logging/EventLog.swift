import Foundation

/// One line of the event log: when it happened (simulated ms), what kind of record it is, and its fields
/// in a fixed order.
public struct LogRecord: Equatable, Sendable {
    /// Simulated time in milliseconds.
    public var time: Int
    /// `notification`, `delegate`, `call`, `firstResponder`, `refused`, `violation`, `key`, `final`, …
    public var kind: String
    /// The record's fields, in order.
    public var fields: [(String, LogValue)]

    /// Creates a record.
    public init(time: Int, kind: String, _ fields: [(String, LogValue)] = []) {
        self.time = time
        self.kind = kind
        self.fields = fields
    }

    public static func == (a: LogRecord, b: LogRecord) -> Bool { a.jsonLine == b.jsonLine }

    /// The record as one JSON object: `{"t":…,"kind":…,…}`.
    public var jsonLine: String {
        LogValue.object([("t", .int(time)), ("kind", .string(kind))] + fields).json
    }

    /// The value of a field, if present.
    public subscript(_ key: String) -> LogValue? { fields.first { $0.0 == key }?.1 }
}

/// The event log: every notification, delegate message and text-input call of a simulation, written as
/// JSON Lines with a stable key order and simulated time, so the same inputs give the same bytes.
public final class EventLog {
    /// The records so far (kept only when ``keepsRecords`` is set).
    public private(set) var records: [LogRecord] = []
    /// Whether records are kept in memory (tests) as well as written.
    public let keepsRecords: Bool
    private let output: ((String) -> Void)?

    /// Creates a log that writes each line (with its newline) to `output` and, when `keepsRecords` is set,
    /// keeps the records.
    public init(keepsRecords: Bool = true, output: ((String) -> Void)? = nil) {
        self.keepsRecords = keepsRecords
        self.output = output
    }

    /// Adds a record.
    public func append(_ record: LogRecord) {
        if keepsRecords { records.append(record) }
        output?(record.jsonLine + "\n")
    }

    /// The log so far as JSON Lines.
    public var jsonLines: String { records.map { $0.jsonLine + "\n" }.joined() }
}
