import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Position and range arithmetic (TWPG listings 5-9 to 5-11) and the nil answers for positions outside
/// the text that UIKit gives.
@Suite struct PositionTests {
    let v = UITextView(text: "ab😀\ncd")  // utf16: a b \u{d83d}\u{de00} \n c d = 7

    @Test("positionFromPosition:offset: adds the offset and is nil outside the document (listing 5-9)")
    func positionFromOffset() {
        #expect((v.position(from: v.beginningOfDocument, offset: 7) as? IndexedPosition)?.index == 7)
        #expect(v.position(from: v.beginningOfDocument, offset: 8) == nil)
        #expect(v.position(from: v.beginningOfDocument, offset: -1) == nil)
        #expect(v.position(from: IndexedPosition(99), offset: 0) == nil)
        #expect(v.position(from: v.endOfDocument, offset: Int.min) == nil)
    }

    @Test("offsetFromPosition:toPosition: is the signed difference (listing 5-10)")
    func offsets() {
        #expect(v.offset(from: IndexedPosition(2), to: IndexedPosition(5)) == 3)
        #expect(v.offset(from: IndexedPosition(5), to: IndexedPosition(2)) == -3)
        #expect(v.offset(from: v.beginningOfDocument, to: v.endOfDocument) == 7)
    }

    @Test("textRangeFromPosition:toPosition: orders its ends (listing 5-11) and is nil outside")
    func ranges() {
        let range = v.textRange(from: IndexedPosition(5), to: IndexedPosition(1)) as? IndexedRange
        #expect(range?.range == r(1, 4))
        #expect(v.textRange(from: IndexedPosition(0), to: IndexedPosition(8)) == nil)
        #expect(v.text(in: IndexedRange(location: 2, length: 2)) == "😀")
        #expect(v.text(in: IndexedRange(location: 6, length: 2)) == nil)
    }

    @Test("comparePosition:toPosition: orders by offset")
    func compare() {
        #expect(v.compare(IndexedPosition(1), to: IndexedPosition(2)) == .orderedAscending)
        #expect(v.compare(IndexedPosition(2), to: IndexedPosition(2)) == .orderedSame)
        #expect(v.compare(IndexedPosition(3), to: IndexedPosition(2)) == .orderedDescending)
    }

    @Test("left and right move by composed characters; up and down by lines; nil past the ends")
    func layoutDirections() {
        #expect((v.position(from: IndexedPosition(2), in: .right, offset: 1) as? IndexedPosition)?.index == 4)
        #expect((v.position(from: IndexedPosition(4), in: .left, offset: 1) as? IndexedPosition)?.index == 2)
        #expect((v.position(from: IndexedPosition(4), in: .left, offset: -1) as? IndexedPosition)?.index == 5)
        #expect(v.position(from: v.beginningOfDocument, in: .left, offset: 1) == nil)
        #expect((v.position(from: IndexedPosition(1), in: .down, offset: 1) as? IndexedPosition)?.index == 6)
        #expect((v.position(from: IndexedPosition(6), in: .up, offset: 1) as? IndexedPosition)?.index == 1)
        #expect(v.position(from: IndexedPosition(6), in: .down, offset: 1) == nil)
    }

    @Test("positionWithinRange:farthestInDirection: and characterRangeByExtendingPosition:inDirection:")
    func layoutQuestions() {
        let range = IndexedRange(location: 1, length: 3)
        #expect((v.position(within: range, farthestIn: .left) as? IndexedPosition)?.index == 1)
        #expect((v.position(within: range, farthestIn: .right) as? IndexedPosition)?.index == 4)
        #expect((v.characterRange(byExtending: IndexedPosition(2), in: .right) as? IndexedRange)?.range == r(2, 2))
        #expect((v.characterRange(byExtending: IndexedPosition(2), in: .left) as? IndexedRange)?.range == r(1, 1))
        #expect(v.characterRange(byExtending: v.endOfDocument, in: .right) == nil)
    }

    @Test("a client accepts ranges of other UITextRange subclasses by their ends")
    func foreignRangeClass() {
        let plain = PositionRange(start: IndexedPosition(0), end: IndexedPosition(2), isEmpty: false)
        #expect(v.text(in: plain) == "ab")
        let reversed = PositionRange(start: IndexedPosition(2), end: IndexedPosition(0), isEmpty: false)
        #expect(v.text(in: reversed) == nil)
    }

    @Test("setting the selection out of range is ignored; the base writing direction is stored")
    func selectionAndDirection() {
        let w = UITextView(text: "abc")
        w.selectedTextRange = IndexedRange(location: 1, length: 9)
        #expect(w.selectedRange == r(3, 0))
        w.setBaseWritingDirection(.rightToLeft, for: IndexedRange(location: 0, length: 1))
        #expect(w.baseWritingDirection(for: w.beginningOfDocument, in: .forward) == .rightToLeft)
    }
}
