import Foundation

/// One call the checker makes on a client, as a value: the unit of a reproducing call sequence.
///
/// Ranges are UTF-16 offsets into the document at the moment of the call. ``swiftLine`` prints the call
/// the way a test would write it, with two helpers: `position(k)` for
/// `client.position(from: client.beginningOfDocument, offset: k)!` and `range(a, b)` for
/// `client.textRange(from: position(a), to: position(b))!`.
public enum CheckerCall: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `insertText(_:)`.
    case insertText(String)
    /// `deleteBackward()`.
    case deleteBackward
    /// `setMarkedText(_:selectedRange:)`, the selected range relative to the marked text.
    case setMarkedText(String, selectedLocation: Int, selectedLength: Int)
    /// `unmarkText()`.
    case unmarkText
    /// `replace(range(location, location + length), withText:)`.
    case replace(location: Int, length: Int, text: String)
    /// `selectedTextRange = range(location, location + length)`.
    case select(location: Int, length: Int)
    /// Takes a range over the whole text and its end position, empties the text with `replace`, then asks
    /// about the stale range and position (which now lie past the end).
    case staleProbe
    /// The client changes its whole text on its own, through the user's hook (such as `text = …`).
    case externalSetText(String)
    /// The user taps or drags a selection, through the user's hook.
    case externalSelect(location: Int, length: Int)
    /// The edit menu's Paste of `text`, which the client performs itself, through the user's hook.
    case externalPaste(String)
    /// The edit menu's Cut, which the client performs itself, through the user's hook.
    case externalCut

    /// Whether the text input system makes this call (as opposed to a change the client makes itself).
    public var isSystemCall: Bool {
        switch self {
        case .externalSetText, .externalSelect, .externalPaste, .externalCut: return false
        default: return true
        }
    }

    /// The call as a line of Swift.
    public var swiftLine: String {
        switch self {
        case .insertText(let t): return "client.insertText(\(literal(t)))"
        case .deleteBackward: return "client.deleteBackward()"
        case .setMarkedText(let t, let l, let n):
            return "client.setMarkedText(\(literal(t)), selectedRange: NSRange(location: \(l), length: \(n)))"
        case .unmarkText: return "client.unmarkText()"
        case .replace(let l, let n, let t): return "client.replace(range(\(l), \(l + n)), withText: \(literal(t)))"
        case .select(let l, let n): return "client.selectedTextRange = range(\(l), \(l + n))"
        case .staleProbe:
            return "let stale = range(0, length); client.replace(stale, withText: \"\"); _ = client.text(in: stale); client.selectedTextRange = stale"
        case .externalSetText(let t): return "setText(client, \(literal(t)))  // the client's own change"
        case .externalSelect(let l, let n):
            return "select(client, NSRange(location: \(l), length: \(n)))  // the user's tap or drag"
        case .externalPaste(let t): return "paste(client, \(literal(t)))  // the edit menu's Paste"
        case .externalCut: return "cut(client)  // the edit menu's Cut"
        }
    }

    /// The same as ``swiftLine``.
    public var description: String { swiftLine }
}

/// A Swift string literal for `text` that reads as the text does: Japanese, emoji and other printable
/// characters appear as themselves; what cannot be seen is escaped — control and format characters
/// (zero-width joiner, variation selectors), combining marks (so that `"e\u{301}"` is told from `"é"`),
/// separators other than the space, unassigned and private-use scalars.
func literal(_ text: String) -> String {
    var out = "\""
    for s in text.unicodeScalars {
        switch s {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if isVisible(s) { out.unicodeScalars.append(s) }
            else { out += "\\u{\(String(s.value, radix: 16, uppercase: true))}" }
        }
    }
    return out + "\""
}

/// Whether a scalar shows as itself in a report.
private func isVisible(_ s: Unicode.Scalar) -> Bool {
    if s.isASCII { return s.value >= 0x20 && s.value != 0x7F }
    switch s.properties.generalCategory {
    case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator,
         .spaceSeparator, .unassigned, .privateUse, .surrogate:
        return false
    default:
        return true
    }
}
