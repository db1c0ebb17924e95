import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// A model of the text-input contract on NSMutableString's text model — an array of UTF-16 code units,
/// edited by `replaceCharacters(in:with:)` at exactly the range given — written from the Text and Web
/// Programming Guide's listings (5-5 insertText:, 5-6 replaceRange:withText:, 5-8
/// setMarkedText:selectedRange:) and what `UITextView` adds to them: an edit never splits a surrogate pair
/// (its range is widened out of one), deleteBackward removes the composed character sequence before the
/// caret (UAX #29 extended grapheme cluster, as `rangeOfComposedCharacterSequenceAtIndex:`), and marked text
/// with an `NSNotFound` selection puts the caret at its end. For a `UITextField` (one line): line breaks become
/// spaces, and a Return inserted alone asks `textFieldShouldReturn:` instead of changing the text.
///
/// The code units are kept in an array rather than in an `NSMutableString` because swift-corelibs-foundation's
/// `NSMutableString.replaceCharacters(in:with:)` rounds a range that splits a grapheme cluster out to whole
/// `Character`s (measured: replacing 1..<5 of "e\u{301}e\u{301}a" with "\n" leaves "\n", not "e\n";
/// inserting at 3 in "x🇯🇵" inserts at 1), which Apple's NSMutableString, a UTF-16 string, never does.
struct TextInputModel {
    /// The text as NSString holds it: UTF-16 code units, lone surrogates included.
    private(set) var units: [UInt16] = []
    /// A text field's single line: each line break typed or set becomes a space (UITextField shows one line).
    var singleLine = false
    static let lineBreaks: Set<Character> = ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"]
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?

    var length: Int { units.count }

    /// Whether `offset` falls between the two halves of a surrogate pair.
    func splitsPair(_ offset: Int) -> Bool {
        guard offset > 0, offset < units.count else { return false }
        return UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset])
    }

    /// `range` widened so that neither end splits a surrogate pair.
    func aligned(_ range: NSRange) -> NSRange {
        var start = range.location, end = range.location + range.length
        if splitsPair(start) { start -= 1 }
        if range.length == 0 { end = start } else if splitsPair(end) { end += 1 }
        return NSRange(location: start, length: end - start)
    }

    /// Replaces `range` (already aligned) and returns where the new text lies.
    @discardableResult
    mutating func replace(_ range: NSRange, with string: String) -> NSRange {
        let stored = singleLine ? String(string.map { Self.lineBreaks.contains($0) ? " " : $0 }) : string
        units.replaceSubrange(range.location..<(range.location + range.length), with: Array(stored.utf16))
        return NSRange(location: range.location, length: stored.utf16.count)
    }

    /// The start of the extended grapheme cluster holding the code unit at `offset`, over the whole text.
    func clusterStart(containing offset: Int) -> Int {
        var at = 0
        for character in String(decoding: units, as: UTF16.self) {
            let end = at + character.utf16.count
            if offset < end { return at }
            at = end
        }
        return offset
    }

    /// TWPG 5-5: the marked text, else the selection, is replaced; the caret follows the new text.
    mutating func insertText(_ string: String) {
        // UITextField: Return (a line break inserted alone) asks textFieldShouldReturn: and inserts nothing.
        if singleLine, string.count == 1, let c = string.first, Self.lineBreaks.contains(c) { return }
        let placed = replace(aligned(marked ?? selection), with: string)
        marked = nil
        selection = NSRange(location: placed.location + placed.length, length: 0)
    }

    /// The marked text, else the selection, else the composed character before the caret is removed.
    mutating func deleteBackward() {
        let target: NSRange
        if let marked {
            target = aligned(marked)
        } else if selection.length > 0 {
            target = aligned(selection)
        } else {
            guard selection.location > 0 else { return }
            let start = clusterStart(containing: selection.location - 1)
            target = aligned(NSRange(location: start, length: selection.location - start))
        }
        replace(target, with: "")
        marked = nil
        selection = NSRange(location: target.location, length: 0)
    }

    /// TWPG 5-8: the marked text, else the selection, becomes the new marked text (none when empty); the
    /// selection is `relative` inside it, clamped, and an `NSNotFound` location is its end.
    mutating func setMarkedText(_ string: String, selectedRange relative: NSRange) {
        let placed = replace(aligned(marked ?? selection), with: string)
        marked = placed.length > 0 ? placed : nil
        let location = relative.location == NSNotFound ? placed.length : relative.location
        let start = min(max(0, location), placed.length)
        selection = NSRange(location: placed.location + start, length: min(max(0, relative.length), placed.length - start))
    }

    mutating func unmarkText() { marked = nil }

    mutating func select(_ range: NSRange) { selection = range }

    /// TWPG 5-6, with the overlapping cases it leaves out: an end inside the replaced range moves to the end
    /// of the new text, an end at or after its end shifts by the change in length, an end before it stays.
    mutating func replace(range: NSRange, withText string: String) {
        let r = aligned(range)
        let placed = replace(r, with: string)
        func map(_ p: Int) -> Int {
            if p < r.location || (p == r.location && r.length > 0) { return p }
            if p >= r.location + r.length { return p + placed.length - r.length }
            return r.location + placed.length
        }
        if let m = marked {
            let start = map(m.location), end = map(m.location + m.length)
            marked = end > start ? NSRange(location: start, length: end - start) : nil
        }
        let start = map(selection.location), end = map(selection.location + selection.length)
        selection = NSRange(location: start, length: max(0, end - start))
    }

    /// The text, lone surrogates shown as U+FFFD.
    var string: String { String(decoding: units, as: UTF16.self) }
}

/// Invariants of the text-input contract under random call sequences: after every call the text, the whole
/// selection and the marked range of a `UITextView` or a `UITextField` equal those of ``TextInputModel``; the
/// marked range lies inside the text and, right after setMarkedText, holds the selection (TWPG: "The range of
/// marked text always contains within it a range of selected text"); the caret has a rectangle.
@Suite struct EditingPropertyTests {
    nonisolated static let alphabet = ["a", "é", "e\u{301}", "😀", "日", " ", "\n", "🇯🇵", "か"]

    @Test("random edits keep the contract's invariants and match the NSMutableString model",
          arguments: [UInt64(1), 2, 3, 42, 2024], ["UITextView", "UITextField"])
    func randomEdits(seed: UInt64, kind: String) {
        var rng = SplitMix64(seed: seed)
        let v: any UITextInput, editor: TextEditor
        if kind == "UITextField" {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 90, height: 31))
            (v, editor) = (field, field.editor)
        } else {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 90, height: 200))
            (v, editor) = (view, view.editor)
        }
        var model = TextInputModel()
        model.singleLine = kind == "UITextField"
        var calls: [String] = []
        for step in 0..<400 {
            let piece = Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))]
            switch rng.next() % 6 {
            case 0:
                calls.append("insertText(\(piece.debugDescription))")
                v.insertText(piece)
                model.insertText(piece)
            case 1:
                calls.append("deleteBackward()")
                v.deleteBackward()
                model.deleteBackward()
            case 2:
                let text = String(repeating: piece, count: Int(rng.next() % 3))
                let n = text.utf16.count
                // Now and then UIKit's "no selection given": NSNotFound, which puts the caret at the end.
                let location = rng.next() % 8 == 0 ? NSNotFound : Int(rng.next() % UInt64(n + 1))
                calls.append("setMarkedText(\(text.debugDescription), selectedRange: \(location == NSNotFound ? "NSNotFound" : "\(location)"), 0)")
                v.setMarkedText(text, selectedRange: NSRange(location: location, length: 0))
                model.setMarkedText(text, selectedRange: NSRange(location: location, length: 0))
                if let m = editor.markedRange {
                    #expect(NSLocationInRange(editor.selectedRange.location, m) || editor.selectedRange.location == m.location + m.length,
                            "\(kind) seed \(seed) step \(step): selection outside marked text")
                }
            case 3:
                calls.append("unmarkText()")
                v.unmarkText()
                model.unmarkText()
            case 4:
                let a = Int(rng.next() % UInt64(editor.length + 1)), b = Int(rng.next() % UInt64(editor.length + 1))
                calls.append("selectedTextRange = \(min(a, b)), \(abs(a - b))")
                v.selectedTextRange = IndexedRange(location: min(a, b), length: abs(a - b))
                model.select(NSRange(location: min(a, b), length: abs(a - b)))
            default:
                let a = Int(rng.next() % UInt64(editor.length + 1)), b = Int(rng.next() % UInt64(editor.length + 1))
                calls.append("replace(\(min(a, b)), \(abs(a - b)), withText: \(piece.debugDescription))")
                v.replace(IndexedRange(location: min(a, b), length: abs(a - b)), withText: piece)
                model.replace(range: NSRange(location: min(a, b), length: abs(a - b)), withText: piece)
            }
            let units = editor.storage.utf16Units(in: NSRange(location: 0, length: editor.length)) ?? []
            let matches = units == model.units && editor.selectedRange == model.selection && editor.markedRange == model.marked
            #expect(matches, """
                \(kind) seed \(seed) step \(step) after \(calls.suffix(4)): \
                text \(String(decoding: units, as: UTF16.self).debugDescription) (\(units.count) units), \
                model \(model.string.debugDescription) (\(model.length) units); \
                selection \(editor.selectedRange), model \(model.selection); marked \(String(describing: editor.markedRange)), \
                model \(String(describing: model.marked))
                """)
            guard matches else { return }  // later steps would only repeat the first difference
            #expect(editor.selectedRange.location + editor.selectedRange.length <= editor.length, "\(kind) seed \(seed) step \(step)")
            if let m = editor.markedRange {
                #expect(m.location + m.length <= editor.length && m.length > 0,
                        "\(kind) seed \(seed) step \(step) m=\(m) len=\(editor.length) text=\(editor.text.debugDescription)")
            }
            #expect(editor.text.utf16.count == editor.length, "\(kind) seed \(seed) step \(step)")
            let caret = v.caretRect(for: IndexedPosition(editor.selectedRange.location))
            #expect(!caret.isNull, "\(kind) seed \(seed) step \(step): no caret rect at the selection")
        }
    }
}
