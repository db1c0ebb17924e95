import FileOutput
import Foundation

/// A parsed JSON value, as read from one line of a trace.
public enum JSONValue: Equatable, Sendable, CustomStringConvertible {
    /// A JSON string.
    case string(String)
    /// A JSON number, as a double (integers are exact up to 2^53).
    case number(Double)
    /// A JSON `true` or `false`.
    case bool(Bool)
    /// A JSON `null`.
    case null
    /// A JSON array, its elements in order.
    case array([JSONValue])
    /// A JSON object, by key.
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

    /// The description cut to about `limit` characters (with "…"), for error messages: a value from a
    /// hostile line can be megabytes long, and only its start is read. Control characters in strings and
    /// keys (a line break written `\n` in the trace) are shown as escapes, so the message stays one line.
    public func brief(limit: Int = 80) -> String {
        var out = ""
        var budget = limit
        write(to: &out, budget: &budget)
        return budget < 0 ? String(out.prefix(limit)) + "…" : out
    }

    /// `text` with line breaks, tabs and the other control characters (C0, DEL, C1, the Unicode line and
    /// paragraph separators) written as escapes: `\n`, `\r`, `\t`, `\u{85}`.
    static func escaped(_ text: Substring) -> String {
        EchoedInput.oneLine(text, escapingTabs: true)
    }

    private func write(to out: inout String, budget: inout Int) {
        func put(_ text: String) {
            guard budget >= 0 else { return }
            out += text.prefix(budget + 1)
            budget -= text.count
        }
        switch self {
        case .string(let s): put("\"" + Self.escaped(s.prefix(max(0, budget) + 1)) + "\"")
        case .number, .bool, .null: put(description)
        case .array(let a):
            put("[")
            for (i, item) in a.enumerated() {
                if budget < 0 { break }
                if i > 0 { put(", ") }
                item.write(to: &out, budget: &budget)
            }
            put("]")
        case .object(let o):
            put("{")
            for (i, pair) in o.sorted(by: { $0.key < $1.key }).enumerated() {
                if budget < 0 { break }
                if i > 0 { put(", ") }
                put("\"" + Self.escaped(pair.key.prefix(max(0, budget) + 1)) + "\": ")
                pair.value.write(to: &out, budget: &budget)
            }
            put("}")
        }
    }
}
