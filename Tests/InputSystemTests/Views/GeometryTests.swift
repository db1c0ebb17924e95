import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The deterministic layout model: line height 20, narrow characters 10 pt, East Asian Wide characters
/// 20 pt, greedy wrapping to the view's width. The rectangles the system asks for (TWPG "Returning
/// Rectangles" and "Hit Testing", listings 5-12 to 5-15) follow from those numbers exactly.
@Suite struct GeometryTests {
    @Test("caretRectForPosition: is 2 pt wide and a line tall at the position's x")
    func caret() {
        let v = flat(text: "abc\nde", frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(v.caretRect(for: IndexedPosition(0)) == CGRect(x: 0, y: 0, width: 2, height: 20))
        #expect(v.caretRect(for: IndexedPosition(3)) == CGRect(x: 30, y: 0, width: 2, height: 20))
        #expect(v.caretRect(for: IndexedPosition(4)) == CGRect(x: 0, y: 20, width: 2, height: 20))
        #expect(v.caretRect(for: IndexedPosition(6)) == CGRect(x: 20, y: 20, width: 2, height: 20))
        #expect(v.caretRect(for: IndexedPosition(7)).isNull)
    }

    @Test("East Asian Wide characters advance 20 pt (UAX #11 via ICU), combining marks 0")
    func widths() {
        let v = flat(text: "a日e\u{301}😀")
        #expect(v.caretRect(for: IndexedPosition(1)).minX == 10)
        #expect(v.caretRect(for: IndexedPosition(2)).minX == 30)
        #expect(v.caretRect(for: IndexedPosition(4)).minX == 40)
        #expect(v.caretRect(for: IndexedPosition(6)).minX == 60)
    }

    @Test("lines wrap after the last space that fits; a position at a wrap is on the next line")
    func wrapping() {
        let v = flat(text: "hello world again", frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        // "hello " fits (60), "hello world" is 110 ≤ 120, "hello world " 120, "again" does not fit.
        #expect(v.caretRect(for: IndexedPosition(12)) == CGRect(x: 0, y: 20, width: 2, height: 20))
        #expect(v.caretRect(for: IndexedPosition(11)).minY == 0)
        #expect(v.editor.layout.lineCount(in: v.editor.storage) == 2)
    }

    @Test("a word wider than the line breaks between characters; wide characters break anywhere")
    func hardWrapping() {
        let v = flat(text: "abcdefghij", frame: CGRect(x: 0, y: 0, width: 45, height: 100))
        #expect(v.editor.layout.lineCount(in: v.editor.storage) == 3)
        let j = flat(text: "日本語の文章", frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        #expect(v.caretRect(for: IndexedPosition(4)).minY == 20)
        #expect(j.caretRect(for: IndexedPosition(3)) == CGRect(x: 0, y: 20, width: 2, height: 20))
    }

    @Test("a text field never wraps")
    func fieldDoesNotWrap() {
        let f = UITextField(text: String(repeating: "x", count: 100), frame: CGRect(x: 0, y: 0, width: 50, height: 31))
        #expect(f.caretRect(for: f.endOfDocument) == CGRect(x: 1000, y: 0, width: 2, height: 20))
    }

    @Test("firstRectForRange: covers the part of the range on its first line (listing 5-13)")
    func firstRect() {
        let v = flat(text: "abc\ndef")
        #expect(v.firstRect(for: IndexedRange(location: 1, length: 5)) == CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(v.firstRect(for: IndexedRange(location: 5, length: 1)) == CGRect(x: 10, y: 20, width: 10, height: 20))
        #expect(v.firstRect(for: IndexedRange(location: 5, length: 9)).isNull)
    }

    @Test("selectionRects: one rectangle per line, the first containing the start and the last the end")
    func selectionRects() {
        let v = flat(text: "abc\ndef\ngh")
        let rects = v.selectionRects(for: IndexedRange(location: 1, length: 8))
        #expect(rects.count == 3)
        #expect(rects[0].rect == CGRect(x: 10, y: 0, width: 30, height: 20))
        #expect(rects[0].containsStart && !rects[0].containsEnd)
        #expect(rects[1].rect == CGRect(x: 0, y: 20, width: 40, height: 20))
        #expect(rects[2].rect == CGRect(x: 0, y: 40, width: 10, height: 20))
        #expect(rects[2].containsEnd && !rects[2].containsStart)
        #expect(v.selectionRects(for: IndexedRange(location: 1, length: 0)).isEmpty)
    }

    @Test("closestPositionToPoint: picks the nearer edge of the character under the point (listing 5-15)")
    func closestPosition() {
        let v = flat(text: "abc\ndef")
        #expect((v.closestPosition(to: CGPoint(x: 14, y: 5)) as? IndexedPosition)?.index == 1)
        #expect((v.closestPosition(to: CGPoint(x: 16, y: 5)) as? IndexedPosition)?.index == 2)
        #expect((v.closestPosition(to: CGPoint(x: 500, y: 5)) as? IndexedPosition)?.index == 3)
        #expect((v.closestPosition(to: CGPoint(x: 500, y: 500)) as? IndexedPosition)?.index == 7)
        #expect((v.closestPosition(to: CGPoint(x: -5, y: -5)) as? IndexedPosition)?.index == 0)
        let within = v.closestPosition(to: CGPoint(x: 0, y: 0), within: IndexedRange(location: 2, length: 3))
        #expect((within as? IndexedPosition)?.index == 2)
    }

    @Test("characterRangeAtPoint: is the character whose box holds the point, nil in empty space")
    func characterAtPoint() {
        let v = flat(text: "a日b")
        #expect((v.characterRange(at: CGPoint(x: 15, y: 10)) as? IndexedRange)?.range == r(1, 1))
        #expect((v.characterRange(at: CGPoint(x: 35, y: 10)) as? IndexedRange)?.range == r(2, 1))
        #expect(v.characterRange(at: CGPoint(x: 45, y: 10)) == nil)
        #expect(v.characterRange(at: CGPoint(x: 5, y: 30)) == nil)
    }

    @Test("layout follows edits: typing a line break moves later text down a line")
    func layoutFollowsEdits() {
        let v = flat(text: "abc")
        v.place(1)
        v.insertText("\n")
        #expect(v.caretRect(for: v.endOfDocument) == CGRect(x: 20, y: 20, width: 2, height: 20))
        v.deleteBackward()
        #expect(v.caretRect(for: v.endOfDocument) == CGRect(x: 30, y: 0, width: 2, height: 20))
    }
}

/// A text view with no text container inset: its geometry answers are the text layout's own.
@MainActor
private func flat(text: String, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 200)) -> UITextView {
    let view = UITextView(text: text, frame: frame)
    view.textContainerInset = .zero
    return view
}
