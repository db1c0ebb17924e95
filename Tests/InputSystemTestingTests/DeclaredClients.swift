import Foundation
@_spi(Engine) import InputSystem

// Clients that start from text, filter or format their input, or trap: what the checker's starting
// texts, `filter:`/`formats:` declarations and crash reports are for.

/// Deletes nothing on any line after the first (only a multi-line text shows it).
final class LineBreakDeleteClient: PlainTextClient {
    override func deleteBackward() {
        if units[0..<min(selection.location, units.count)].contains(0x0A) { return }
        super.deleteBackward()
    }
}

/// Made with text already in it, the caret at the end.
final class PrefilledClient: PlainTextClient {
    init(_ text: String) {
        super.init()
        units = Array(text.utf16)
        selection = NSRange(location: units.count, length: 0)
    }
}

/// A digits-only field: refuses an edit whose replacement holds anything but 0–9, as a
/// `UITextFieldDelegate` returning false from `shouldChangeCharactersIn` makes a field do.
class DigitsOnlyClient: PlainTextClient {
    func accepts(_ text: String) -> Bool { text.allSatisfy { ("0"..."9").contains($0) } }
    override func insertText(_ text: String) { if accepts(text) { super.insertText(text) } }
    override func replace(_ range: UITextRange, withText text: String) { if accepts(text) { super.replace(range, withText: text) } }
    override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        if accepts(markedText ?? "") { super.setMarkedText(markedText, selectedRange: selectedRange) }
    }
    override func paste(_ text: String) { if accepts(text) { super.paste(text) } }
}

/// Declared digits-only, but drops the other characters instead of refusing the edit.
final class TrimmingDigitsClient: DigitsOnlyClient {
    override func insertText(_ text: String) { super.insertText(String(text.filter { ("0"..."9").contains($0) })) }
}

/// Refuses an edit that makes the text longer than 3 characters.
final class MaxThreeClient: PlainTextClient {
    override func insertText(_ text: String) { if (string + text).count <= 3 || marked != nil { super.insertText(text) } }
}

/// A card-number field: after every edit with no marked text it groups its digits by `group` with
/// spaces, telling its input delegate (the grouping is its own change), and keeps the caret after the
/// same number of digits.
class CardNumberClient: DigitsOnlyClient {
    var group: Int { 4 }

    static func grouped(_ text: String, by n: Int) -> String {
        var out = ""
        for (i, c) in text.filter({ $0 != " " }).enumerated() {
            if i > 0, i % n == 0 { out.append(" ") }
            out.append(c)
        }
        return out
    }

    func reformat(after body: () -> Void) {
        let before = units
        body()
        guard marked == nil, units != before else { return }
        let formatted = Self.grouped(string, by: group)
        guard formatted != string else { return }
        let kept = String(decoding: units[0..<selection.location], as: UTF16.self).filter { $0 != " " }.count
        inputDelegate?.textWillChange(self)
        units = Array(formatted.utf16)
        var caret = 0, seen = 0
        for c in formatted where seen < kept { caret += c.utf16.count; if c != " " { seen += 1 } }
        selection = NSRange(location: caret, length: 0)
        inputDelegate?.textDidChange(self)
    }

    override func insertText(_ text: String) { reformat { super.insertText(text) } }
    override func deleteBackward() { reformat { super.deleteBackward() } }
    override func replace(_ range: UITextRange, withText text: String) { reformat { super.replace(range, withText: text) } }
    override func paste(_ text: String) { reformat { super.paste(text) } }
    override func cut() { reformat { super.cut() } }
}

/// Groups by three while its declaration says four.
final class CardNumberByThreeClient: CardNumberClient {
    override var group: Int { 3 }
}

/// Formats as declared, and also tells its input delegate about marked text the system set.
final class CardNumberChattyClient: CardNumberClient {
    override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        inputDelegate?.textWillChange(self)
        super.setMarkedText(markedText, selectedRange: selectedRange)
        inputDelegate?.textDidChange(self)
    }
}

/// Reads the character before the caret without checking that there is one: traps (index out of range)
/// on `deleteBackward` at the start of the text.
final class TrappingClient: PlainTextClient {
    override func deleteBackward() {
        if marked == nil, selection.length == 0 { _ = units[selection.location - 1] }
        super.deleteBackward()
    }
}
