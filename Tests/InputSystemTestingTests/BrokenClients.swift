import Foundation
@_spi(Engine) import InputSystem

// Clients that each break one clause of the contract on purpose, to show the checker catches it.

/// Keeps the first marked range when marked text is replaced (the range is "not updated").
final class MarkedRangeNotUpdatedClient: PlainTextClient {
    override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let old = marked
        super.setMarkedText(markedText, selectedRange: selectedRange)
        if let old, marked != nil { marked = old }
    }
}

/// Sets the selection from `selectedRange` without clamping it into the marked text.
final class SelectionNotClampedClient: PlainTextClient {
    override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        super.setMarkedText(markedText, selectedRange: selectedRange)
        if let m = marked {
            let s = NSRange(location: m.location + selectedRange.location, length: selectedRange.length)
            if NSMaxRange(s) <= units.count { selection = s }
        }
    }
}

/// Answers `position(from:offset:)` past the end instead of nil (listing 5-9 without its range check).
final class PositionPastEndClient: PlainTextClient {
    override func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = index(position) else { return nil }
        return IndexedPosition(max(0, p + offset))
    }
}

/// Deletes one UTF-16 unit at the caret, splitting a surrogate pair or a combining sequence.
final class SurrogateSplittingClient: PlainTextClient {
    override func deleteBackward() {
        if marked == nil && selection.length == 0 && selection.location > 0 {
            edit(NSRange(location: selection.location - 1, length: 1), "")
            selection.location -= 1
            return
        }
        super.deleteBackward()
    }
}

/// Changes its text on its own without telling the input delegate.
final class SilentExternalChangeClient: PlainTextClient {
    override func setText(_ text: String) {
        units = Array(text.utf16)
        marked = nil
        selection = NSRange(location: units.count, length: 0)
    }
}

/// Caches its string for `text(in:)` and forgets to refresh the cache in `replace`.
final class StaleCacheClient: PlainTextClient {
    var cache: [UInt16]?
    override func text(in range: UITextRange) -> String? {
        guard let r = nsRange(range) else { return nil }
        let source = cache ?? units
        guard NSMaxRange(r) <= source.count else { return nil }
        return String(decoding: source[r.location..<NSMaxRange(r)], as: UTF16.self)
    }
    override func insertText(_ text: String) { super.insertText(text); cache = units }
    override func deleteBackward() { super.deleteBackward(); cache = units }
    override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        super.setMarkedText(markedText, selectedRange: selectedRange); cache = units
    }
    override func setText(_ text: String) { super.setText(text); cache = units }
}

/// Compares positions the wrong way round.
final class ReversedCompareClient: PlainTextClient {
    override func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        super.compare(other, to: position)
    }
}

/// Tells the input delegate about changes the system asked for.
final class ChattyClient: PlainTextClient {
    override func insertText(_ text: String) {
        inputDelegate?.textWillChange(self)
        super.insertText(text)
        inputDelegate?.textDidChange(self)
    }
}

/// Trusts positions it is given: a stale position past the end is answered as if it were inside.
final class TrustingClient: PlainTextClient {
    override func text(in range: UITextRange) -> String? {
        guard let a = (range.start as? IndexedPosition)?.index, let b = (range.end as? IndexedPosition)?.index,
              a <= b else { return nil }
        let padded = units + Array(repeating: UInt16(0x3F), count: max(0, b - units.count))
        return String(decoding: padded[a..<b], as: UTF16.self)
    }
}

/// Does not end the marked text when the user taps a new selection (listing 5-16).
final class TapKeepsMarkedTextClient: PlainTextClient {
    override func userSelect(_ range: NSRange) {
        let kept = marked
        super.userSelect(range)
        marked = kept
    }
}

/// Reports a marked range that runs from the marked text to one unit past the end of the text.
final class MarkedRangePastEndClient: PlainTextClient {
    override var markedTextRange: UITextRange? {
        marked.map { IndexedRange(location: $0.location, length: units.count - $0.location + 1) }
    }
}

/// A range with the two ends it is given, in that order.
nonisolated final class EndsRange: UITextRange {
    private let ends: (UITextPosition, UITextPosition)
    nonisolated init(_ start: UITextPosition, _ end: UITextPosition) {
        ends = (start, end)
        super.init()
    }
    override var start: UITextPosition { ends.0 }
    override var end: UITextPosition { ends.1 }
    override var isEmpty: Bool { false }
}

/// Returns `textRange(from:to:)` with its ends in the order given (listing 5-11 without MIN/ABS).
final class UnorderedRangeClient: PlainTextClient {
    override func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = index(fromPosition), let b = index(toPosition) else { return nil }
        return a <= b ? IndexedRange(location: a, length: b - a) : EndsRange(IndexedPosition(a), IndexedPosition(b))
    }
}

/// A key-input-only client whose deleteBackward removes one UTF-16 unit (listing 5-2 taken literally).
final class LiteralKeyInputClient: UIKeyInput {
    var units: [UInt16] = []
    var hasText: Bool { !units.isEmpty }
    func insertText(_ text: String) { units += Array(text.utf16) }
    func deleteBackward() { if !units.isEmpty { units.removeLast() } }
}

/// Notifies its input delegate from a getter the system calls constantly (`textRange(from:to:)`).
final class NotifyingGetterClient: PlainTextClient {
    override func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        inputDelegate?.selectionWillChange(self)
        inputDelegate?.selectionDidChange(self)
        return super.textRange(from: fromPosition, to: toPosition)
    }
}

/// A tokenizer that steps one unit forward from any position it is given, inside the text or not.
final class TrustingTokenizer: UITextInputTokenizer {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange? { nil }
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool { false }
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition? {
        (position as? IndexedPosition).map { IndexedPosition($0.index + 1) }
    }
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool { false }
}

/// A client whose tokenizer answers past the end for a stale position.
final class TrustingTokenizerClient: PlainTextClient {
    let trusting = TrustingTokenizer()
    override var tokenizer: any UITextInputTokenizer {
        get { trusting }
        set {}
    }
}

/// Pastes, but leaves the caret before the pasted text instead of after it.
final class PasteCaretBeforeClient: PlainTextClient {
    override func paste(_ text: String) {
        let start = (marked ?? selection).location
        super.paste(text)
        selection = NSRange(location: start, length: 0)
    }
}
