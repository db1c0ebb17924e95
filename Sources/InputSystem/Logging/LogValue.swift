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
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the value as compact JSON text.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += LogValue.format(value)
        case .string(let value): LogValue.writeString(value, to: &out)
        case .rect(let rect):
            LogValue.array([.double(Double(rect.origin.x)), .double(Double(rect.origin.y)),
                            .double(Double(rect.size.width)), .double(Double(rect.size.height))]).write(to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out += "," }
                LogValue.writeString(pair.0, to: &out)
                out += ":"
                pair.1.write(to: &out)
            }
            out += "}"
        }
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
        var out = ""
        writeString(value, to: &out)
        return out
    }

    static func writeString(_ value: String, to out: inout String) {
        out += "\""
        // Most strings need no escaping: copy them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += value
            out += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
