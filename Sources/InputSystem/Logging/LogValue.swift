import Foundation

/// A value in a log record: the small JSON subset the logs use, with rectangles as a first-class case.
///
/// Objects keep their keys in the order given, so that a record's text is the same on every run.
public indirect enum LogValue: Equatable, Sendable {
    /// JSON `null`.
    case null
    /// A boolean.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number, printed in its shortest exact form (`0.25`, `216`).
    case double(Double)
    /// A string.
    case string(String)
    /// A rectangle, written as `[x, y, width, height]`.
    case rect(CGRect)
    /// An array.
    case array([LogValue])
    /// An object whose keys are written in the order of the pairs.
    case object([(String, LogValue)])

    /// Values are equal when their JSON texts are.
    public static func == (lhs: LogValue, rhs: LogValue) -> Bool {
        lhs.json == rhs.json
    }

    /// The value as compact JSON text.
    public var json: String {
        let buffer = LogBuffer(capacity: 256)
        buffer.append(self)
        return buffer.string
    }

    /// Appends the value as compact JSON text.
    public func write(to out: inout String) {
        out += json
    }

    /// Formats a number stably: integral values without a fraction, others in Swift's shortest
    /// round-tripping form; non-finite values, which JSON cannot carry, as `null`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// `value` as a JSON string literal (quotes, backslashes and control characters escaped).
    public static func quoted(_ value: String) -> String {
        let buffer = LogBuffer(capacity: value.utf8.count + 16)
        buffer.append(string: value)
        return buffer.string
    }
}
