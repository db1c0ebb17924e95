import Foundation

/// One call the text input system made on a client, for the event log: UIKit's selector and its
/// arguments in order (strings, numbers and UTF-16 ranges).
public struct TextInputCall: Equatable, Sendable, CustomStringConvertible {
    /// An argument's value.
    public enum Value: Equatable, Sendable, CustomStringConvertible {
        /// A string argument, such as the text of `insertText:`.
        case string(String)
        /// A number argument.
        case int(Int)
        /// A range argument in UTF-16 units, such as `selectedRange` of `setMarkedText:selectedRange:`.
        case range(NSRange)
        /// A nil argument (`setMarkedText:` with nil text).
        case null

        public var description: String {
            switch self {
            case .string(let s): return s.debugDescription
            case .int(let i): return String(i)
            case .range(let r): return "[\(r.location), \(r.length)]"
            case .null: return "nil"
            }
        }
    }

    /// UIKit's selector (`insertText:`, `setMarkedText:selectedRange:`, …).
    public var selector: String
    /// The arguments, named as in the log (`text`, `selectedRange`, …).
    public var arguments: [(name: String, value: Value)]
    /// Why the system made the call when it authored the edit itself (smart punctuation, the "." shortcut);
    /// nil for a call that carries a keystroke as typed. Logged as the record's last field, `cause`.
    public var cause: SystemEditCause?

    /// Creates a call record.
    public init(_ selector: String, _ arguments: [(name: String, value: Value)] = [], cause: SystemEditCause? = nil) {
        self.selector = selector
        self.arguments = arguments
        self.cause = cause
    }

    public static func == (a: TextInputCall, b: TextInputCall) -> Bool {
        a.selector == b.selector && a.arguments.map(\.name) == b.arguments.map(\.name)
            && a.arguments.map(\.value) == b.arguments.map(\.value) && a.cause == b.cause
    }

    /// `setMarkedText:selectedRange: text="か" selectedRange=[1, 0]` (then `cause=smartQuotes` for a system edit).
    public var description: String {
        ([selector] + arguments.map { "\($0.name)=\($0.value)" } + (cause.map { ["cause=\($0.rawValue)"] } ?? []))
            .joined(separator: " ")
    }
}
