import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// setMarkedText:selectedRange: with a selected range whose location is `NSNotFound` (Foundation's "no
/// range"). TWPG listing 5-8 makes `selectedRange` relative to the marked text and says nothing of
/// `NSNotFound`; UITextView and UITextField here put the caret at the end of the new marked text, where an
/// input method's next keystroke goes, with no selection (TextEditor.setMarkedText's documented choice),
/// never at a huge offset or the start of the text.
@Suite struct MarkedTextNotFoundTests {
    @Test("NSNotFound: the caret goes to the end of the marked text inserted at the caret")
    func atTheCaret() {
        let v = UITextView(text: "abcd")
        v.place(2)
        v.setMarkedText("にほん", selectedRange: NSRange(location: NSNotFound, length: 0))
        #expect(v.text == "abにほんcd")
        #expect(v.editor.markedRange == r(2, 3))
        #expect(v.selectedRange == r(5, 0))
    }

    @Test("NSNotFound with a length: still the caret at the end, no selection past the marked text")
    func lengthIsDropped() {
        let v = UITextView(text: "xy")
        v.place(1)
        v.setMarkedText("かな", selectedRange: NSRange(location: NSNotFound, length: 5))
        #expect(v.text == "xかなy")
        #expect(v.selectedRange == r(3, 0))
    }

    @Test("NSNotFound: marked text replacing marked text puts the caret at the end of the new text")
    func replacingMarkedText() {
        let v = UITextView(text: "")
        v.setMarkedText("k", selectedRange: r(1, 0))
        v.setMarkedText("きょう", selectedRange: r(0, 0))
        #expect(v.selectedRange == r(0, 0))
        v.setMarkedText("今日", selectedRange: NSRange(location: NSNotFound, length: 0))
        #expect(v.text == "今日")
        #expect(v.editor.markedRange == r(0, 2))
        #expect(v.selectedRange == r(2, 0))
    }

    @Test("NSNotFound on a text field: the caret at the end of the marked text that replaced the selection")
    func textField() {
        let f = UITextField(text: "hello world")
        f.place(6, 5)
        f.setMarkedText("せかい", selectedRange: NSRange(location: NSNotFound, length: 0))
        #expect(f.text == "hello せかい")
        #expect(f.editor.selectedRange == r(9, 0))
        #expect(f.editor.markedRange == r(6, 3))
    }

    @Test("NSNotFound with empty marked text: the marked text is gone and the caret stays where it was")
    func emptyMarkedText() {
        let v = UITextView(text: "ab")
        v.place(1)
        v.setMarkedText("か", selectedRange: r(1, 0))
        v.setMarkedText("", selectedRange: NSRange(location: NSNotFound, length: 0))
        #expect(v.text == "ab")
        #expect(v.editor.markedRange == nil)
        #expect(v.selectedRange == r(1, 0))
    }
}
