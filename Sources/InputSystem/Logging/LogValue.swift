import Foundation

/// A value in an event-log record. Objects keep their keys in the order they were given, so the same
/// record always prints the same bytes.
public indirect enum LogValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([LogValue])
    case object([(String, LogValue)])

    /// A rectangle as UIKit logs are compared: `[x, y, width, height]`.
    public static func rect(_ r: CGRect) -> LogValue {
        .array([.double(Double(r.origin.x)), .double(Double(r.origin.y)),
                .double(Double(r.size.width)), .double(Double(r.size.height))])
    }

    /// A UTF-16 range as `[location, length]`.
    public static func range(_ r: NSRange) -> LogValue { .array([.int(r.location), .int(r.length)]) }

    public static func == (a: LogValue, b: LogValue) -> Bool { a.json == b.json }

    /// The value as JSON: integral doubles print without a fraction, other doubles in Swift's shortest
    /// round-tripping form; strings escape only what JSON requires (and control characters).
    public var json: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .string(let s): Self.writeString(s, to: &out)
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isNaN || d.isInfinite { out += "null" }
            else if d == d.rounded() && abs(d) < 1e15 { out += String(Int(d)) }
            else { out += "\(d)" }
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, (k, v)) in fields.enumerated() {
                if i > 0 { out += "," }
                Self.writeString(k, to: &out)
                out += ":"
                v.write(to: &out)
            }
            out += "}"
        }
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        // Most strings need no escaping: copy them whole.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
