import Foundation

/// A parsed JSON value, as read from one line of a trace.
public enum JSONValue: Equatable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// Converts what `JSONSerialization` returns; nil for anything that is not JSON.
    public init?(foundation value: Any) {
        switch value {
        case let s as String:
            self = .string(s)
        case let n as NSNumber:
            // JSONSerialization returns booleans as NSNumbers of type char ("c").
            if String(cString: n.objCType) == "c" { self = .bool(n.boolValue) } else { self = .number(n.doubleValue) }
        case is NSNull:
            self = .null
        case let a as [Any]:
            var items: [JSONValue] = []
            items.reserveCapacity(a.count)
            for item in a {
                guard let v = JSONValue(foundation: item) else { return nil }
                items.append(v)
            }
            self = .array(items)
        case let o as [String: Any]:
            var fields: [String: JSONValue] = [:]
            for (k, item) in o {
                guard let v = JSONValue(foundation: item) else { return nil }
                fields[k] = v
            }
            self = .object(fields)
        default:
            return nil
        }
    }

    /// Parses one JSON text (any value, not only an object), or nil when it is not valid JSON.
    public static func parse(_ data: Data) -> JSONValue? {
        guard let any = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return JSONValue(foundation: any)
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
