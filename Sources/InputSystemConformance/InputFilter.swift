import Foundation

/// What a text view does to the edits it is asked to make: a declaration the user gives the checker, so
/// that a view that filters its input (a digits-only field, a length limit) is checked against what it
/// is meant to do instead of being reported for refusing.
///
/// A filter answers, for an edit, the replacement the view actually puts in, or nil when it refuses the
/// edit and changes nothing (as a `UITextFieldDelegate` that returns `false` from
/// `textField(_:shouldChangeCharactersIn:replacementString:)`). The checker applies it to every edit the
/// system makes (`insertText`, `deleteBackward`, `setMarkedText`, `replace(_:withText:)`) and to the edit
/// menu's Paste and Cut; text it assigns through the `setText` hook is filtered first, as if typed into
/// an empty view. An edit whose result the filter changes is checked under
/// ``ContractClause/declaredFiltering``.
///
/// ```swift
/// let checker = ConformanceChecker(name: "PINField", makeClient: { PINField() },
///                                  alphabet: ["1", "2", "9", "a", "😀"], filter: .digitsOnly)
/// ```
public struct InputFilter: Sendable {
    /// Given the whole text before the edit, the replaced UTF-16 range and the replacement string, the
    /// replacement the view puts in, or nil when it refuses the edit.
    public var replacement: @Sendable (_ text: String, _ range: NSRange, _ replacement: String) -> String?

    /// Creates a filter from a function with the arguments of
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` that returns the replacement the view
    /// puts in (the same string to accept it, nil to refuse the edit).
    public init(_ replacement: @escaping @Sendable (_ text: String, _ range: NSRange, _ replacement: String) -> String?) {
        self.replacement = replacement
    }

    /// A custom filter; the same as ``init(_:)``.
    public static func custom(_ replacement: @escaping @Sendable (_ text: String, _ range: NSRange, _ replacement: String) -> String?) -> InputFilter {
        InputFilter(replacement)
    }

    /// Refuses an edit whose replacement holds anything but the ASCII digits 0–9 (deleting is allowed),
    /// as a delegate returning `string.allSatisfy { ("0"..."9").contains($0) }` does.
    public static var digitsOnly: InputFilter {
        InputFilter { _, _, r in r.allSatisfy { ("0"..."9").contains($0) } ? r : nil }
    }

    /// Refuses an edit after which the text would hold more than `count` composed characters (Swift
    /// `Character`s), as a delegate that computes the new text and returns `newText.count <= count` does.
    public static func maxLength(_ count: Int) -> InputFilter {
        InputFilter { text, range, r in
            let units = Array(text.utf16)
            guard range.location >= 0, NSMaxRange(range) <= units.count else { return nil }
            var new = units
            new.replaceSubrange(range.location..<NSMaxRange(range), with: Array(r.utf16))
            let grows = new.count > units.count
            return !grows || String(decoding: new, as: UTF16.self).count <= count ? r : nil
        }
    }

    /// Keeps only the characters of the replacement that `accepts` accepts and drops the others (a view
    /// that trims what it is given rather than refusing it).
    public static func characters(where accepts: @escaping @Sendable (Character) -> Bool) -> InputFilter {
        InputFilter { _, _, r in String(r.filter(accepts)) }
    }

    /// Turns line breaks into spaces: the single-line rule of `UITextField` (and of the reference
    /// `TextField`), which also applies to assigned text.
    public static var singleLine: InputFilter {
        InputFilter { _, _, r in
            String(r.map { c -> Character in
                switch c {
                case "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}": return " "
                default: return c
                }
            })
        }
    }
}
