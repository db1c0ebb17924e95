import Foundation

/// A parsed JSON value, as read from one line of a trace.
public enum JSONValue: Equatable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses one JSON text (any value, not only an object), or nil when it is not valid JSON.
    public static func parse(_ data: Data) -> JSONValue? {
        JSONLineParser.parse(data)
    }

    /// The JSON type's name, for error messages.
    public var typeName: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o): return "{" + o.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value.description)" }.joined(separator: ", ") + "}"
        }
    }
}
