import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Selected- and marked-range maintenance of the reference clients, checked against the Text and Web
/// Programming Guide (TWPG) listings 5-5 (insertText:), 5-6 (replaceRange:withText:) and 5-8
/// (setMarkedText:selectedRange:), and the cases those listings leave out.
@Suite struct EditingContractTests {
    // MARK: insertText: (TWPG listing 5-5)

    @Test("insertText: at the caret inserts and moves the caret past the text (listing 5-5, last branch)")
    func insertAtCaret() {
        let v = UITextView(text: "ac")
        v.place(1)
        v.insertText("b")
        #expect(v.text == "abc")
        #expect(v.selectedRange == r(2, 0))
    }

    @Test("insertText: replaces a selection and leaves the caret after it (listing 5-5, selection branch)")
    func insertReplacesSelection() {
        let v = UITextView(text: "hello world")
        v.place(6, 5)
        v.insertText("there")
        #expect(v.text == "hello there")
        #expect(v.selectedRange == r(11, 0))
    }

    @Test("insertText: replaces the marked text and ends it (listing 5-5, marked branch)")
    func insertReplacesMarked() {
        let v = UITextView(text: "ab")
        v.place(1)
        v.setMarkedText("かな", selectedRange: r(2, 0))
        v.insertText("仮名")
        #expect(v.text == "a仮名b")
        #expect(v.editor.markedRange == nil)
        #expect(v.selectedRange == r(3, 0))
    }

    // MARK: deleteBackward

    @Test("deleteBackward deletes the composed character before the caret, never half a surrogate pair")
    func deleteSurrogatePair() {
        let v = UITextView(text: "a😀")
        v.deleteBackward()
        #expect(v.text == "a")
        #expect(v.selectedRange == r(1, 0))
    }

    /// Found by EditingPropertyTests' model (seeds 3 and 42): the caret set between the halves of 😀 through
    /// selectedTextRange deleted only the lead surrogate and left a lone trail surrogate in the text.
    @Test("deleteBackward with the caret between the halves of a surrogate pair deletes the whole pair")
    func deleteWithTheCaretInsideAPair() {
        let v = UITextView(text: " 😀😀")
        v.place(4)  // between the halves of the second 😀
        v.deleteBackward()
        #expect(Array(v.text.utf16) == Array(" 😀".utf16))
        #expect(v.selectedRange == r(3, 0))
    }

    @Test("deleteBackward deletes a whole combining sequence and a whole flag")
    func deleteComposedSequences() {
        let v = UITextView(text: "e\u{301}🇯🇵")
        v.deleteBackward()
        #expect(v.text == "e\u{301}")
        v.deleteBackward()
        #expect(v.text == "")
    }

    @Test("deleteBackward with a selection deletes the selection only")
    func deleteSelection() {
        let v = UITextView(text: "abcdef")
        v.place(1, 3)
        v.deleteBackward()
        #expect(v.text == "aef")
        #expect(v.selectedRange == r(1, 0))
    }

    @Test("deleteBackward with marked text deletes the marked text (SimpleTextInput's structure, listing 5-5)")
    func deleteMarked() {
        let v = UITextView(text: "xy")
        v.place(1)
        v.setMarkedText("ab", selectedRange: r(2, 0))
        v.deleteBackward()
        #expect(v.text == "xy")
        #expect(v.editor.markedRange == nil)
        #expect(v.selectedRange == r(1, 0))
    }

    @Test("deleteBackward at the start of the text does nothing")
    func deleteAtStart() {
        let v = UITextView(text: "abc")
        v.place(0)
        v.deleteBackward()
        #expect(v.text == "abc")
        #expect(v.selectedRange == r(0, 0))
        let empty = UITextView(text: "")
        empty.deleteBackward()
        #expect(empty.text == "" && !empty.hasText)
    }

    // MARK: replaceRange:withText: (TWPG listing 5-6 and its "overlapping ranges" comment)

    @Test("replace before the selection shifts it by the change in length (listing 5-6)")
    func replaceBeforeSelection() {
        let v = UITextView(text: "one two three")
        v.place(8, 5)
        v.replace(IndexedRange(location: 0, length: 3), withText: "1")
        #expect(v.text == "1 two three")
        #expect(v.selectedRange == r(6, 5))
    }

    @Test("replace after the selection leaves it where it is")
    func replaceAfterSelection() {
        let v = UITextView(text: "one two")
        v.place(1)
        v.replace(IndexedRange(location: 4, length: 3), withText: "2")
        #expect(v.selectedRange == r(1, 0))
    }

    @Test("replace ending at the caret (autocorrection) leaves the caret after the new text")
    func replaceEndingAtCaret() {
        let v = UITextView(text: "teh")
        v.replace(IndexedRange(location: 0, length: 3), withText: "the")
        #expect(v.selectedRange == r(3, 0))
        v.replace(IndexedRange(location: 0, length: 3), withText: "these")
        #expect(v.selectedRange == r(5, 0))
    }

    @Test("replace overlapping the selection: an end inside the replaced range moves to the end of the new text")
    func replaceOverlapping() {
        let v = UITextView(text: "abcdefgh")
        v.place(2, 4)  // cdef
        v.replace(IndexedRange(location: 4, length: 4), withText: "XY")  // efgh -> XY
        #expect(v.text == "abcdXY")
        #expect(v.selectedRange == r(2, 4))
        let w = UITextView(text: "abcdefgh")
        w.place(4, 2)  // ef
        w.replace(IndexedRange(location: 1, length: 4), withText: "Z")  // bcde -> Z
        #expect(w.text == "aZfgh")
        #expect(w.selectedRange == r(2, 1))
    }

    @Test("replace spanning the marked text keeps only what is left of it marked")
    func replaceSpanningMarked() {
        let v = UITextView(text: "ab")
        v.place(1)
        v.setMarkedText("xyz", selectedRange: r(3, 0))  // a[xyz]b
        v.replace(IndexedRange(location: 0, length: 5), withText: "Q")  // all -> Q
        #expect(v.text == "Q")
        #expect(v.editor.markedRange == nil)
        let w = UITextView(text: "ab")
        w.place(1)
        w.setMarkedText("xyz", selectedRange: r(3, 0))
        w.replace(IndexedRange(location: 2, length: 1), withText: "YY")  // inside the marked text
        #expect(w.text == "axYYzb")
        #expect(w.editor.markedRange == r(1, 4))
    }

    @Test("replace with a range outside the text does nothing")
    func replaceOutside() {
        let v = UITextView(text: "abc")
        v.replace(IndexedRange(location: 2, length: 5), withText: "x")
        #expect(v.text == "abc")
    }

    // MARK: setMarkedText:selectedRange: (TWPG listing 5-8)

    @Test("setMarkedText: at the caret inserts marked text; the selected range is relative to it")
    func markAtCaret() {
        let v = UITextView(text: "ab")
        v.place(1)
        v.setMarkedText("k", selectedRange: r(1, 0))
        #expect(v.text == "akb")
        #expect(v.editor.markedRange == r(1, 1))
        #expect(v.selectedRange == r(2, 0))
        v.setMarkedText("か", selectedRange: r(1, 0))
        #expect(v.text == "akb".replacingOccurrences(of: "k", with: "か"))
        #expect(v.editor.markedRange == r(1, 1))
    }

    @Test("setMarkedText: replaces a selection (listing 5-8, selection branch)")
    func markReplacesSelection() {
        let v = UITextView(text: "hello")
        v.place(1, 3)
        v.setMarkedText("あい", selectedRange: r(0, 2))
        #expect(v.text == "hあいo")
        #expect(v.editor.markedRange == r(1, 2))
        #expect(v.selectedRange == r(1, 2))
    }

    @Test("the selection stays inside the marked text: an out-of-range selectedRange is clamped")
    func markClampsSelection() {
        let v = UITextView(text: "")
        v.setMarkedText("abc", selectedRange: r(10, 4))
        #expect(v.editor.markedRange == r(0, 3))
        #expect(v.selectedRange == r(3, 0))
    }

    @Test("setMarkedText: with nil or empty text removes the marked text")
    func markNil() {
        let v = UITextView(text: "ab")
        v.place(1)
        v.setMarkedText("xyz", selectedRange: r(3, 0))
        v.setMarkedText(nil, selectedRange: r(0, 0))
        #expect(v.text == "ab")
        #expect(v.editor.markedRange == nil)
        #expect(v.selectedRange == r(1, 0))
    }

    @Test("unmarkText keeps the marked text as ordinary text and the selection where it was")
    func unmark() {
        let v = UITextView(text: "")
        v.setMarkedText("にほん", selectedRange: r(3, 0))
        v.unmarkText()
        #expect(v.text == "にほん")
        #expect(v.markedTextRange == nil)
        #expect(v.selectedRange == r(3, 0))
    }

    // MARK: Input delegate (TWPG "Informing the Text Input Delegate of Changes")

    @Test("changes the system asks for are not reported to the input delegate")
    func systemChangesAreSilent() {
        let v = UITextView(text: "a")
        let d = DelegateRecorder()
        v.inputDelegate = d
        v.insertText("b")
        v.deleteBackward()
        v.setMarkedText("x", selectedRange: r(1, 0))
        v.unmarkText()
        v.replace(IndexedRange(location: 0, length: 1), withText: "z")
        v.selectedTextRange = IndexedRange(location: 0, length: 0)
        #expect(d.messages.isEmpty)
    }

    @Test("setting text on its own sends textWillChange/textDidChange around the change, and drops marked text")
    func externalTextChange() {
        let v = UITextView(text: "a")
        v.setMarkedText("k", selectedRange: r(1, 0))
        let d = DelegateRecorder()
        v.inputDelegate = d
        v.text = "new"
        #expect(d.messages == ["selectionWillChange:", "textWillChange:", "textDidChange:", "selectionDidChange:"])
        #expect(v.editor.markedRange == nil)
        #expect(v.selectedRange == r(3, 0))
    }

    @Test("a tap that moves the caret sends selectionWillChange/selectionDidChange and commits marked text")
    func userTap() {
        let v = UITextView(text: "abc")
        v.setMarkedText("x", selectedRange: r(1, 0))
        let d = DelegateRecorder()
        v.inputDelegate = d
        v.userSelect(r(1, 0))
        #expect(d.messages == ["selectionWillChange:", "selectionDidChange:"])
        #expect(v.editor.markedRange == nil)
        #expect(v.text == "abcx")
        #expect(v.selectedRange == r(1, 0))
    }

    // MARK: Text fields and key-input views

    @Test("a text field holds one line: the return key asks textFieldShouldReturn: and is not inserted; pasted line breaks become spaces")
    func textFieldSingleLine() {
        let f = UITextField(text: "a\nb")
        #expect(f.text == "a b")
        let d = FieldDelegate()
        f.delegate = d
        f.insertText("\n")
        #expect(d.calls.filter { $0 == "textFieldShouldReturn:" }.count == 1)
        #expect(f.text == "a b")
        f.insertText("c\nd")
        #expect(f.text == "a bc d")
    }

    @Test("a key-input-only view appends and deletes the last character (TWPG listing 5-2)")
    func keyInputView() {
        let k = KeyInputView()
        #expect(!k.hasText)
        k.insertText("ab😀")
        k.deleteBackward()
        #expect(k.text == "ab")
        #expect(k.hasText)
        k.deleteBackward(); k.deleteBackward(); k.deleteBackward()
        #expect(k.text == "")
    }

    @Test("a key-input-only view is not a UITextInput, so the system cannot give it marked text")
    func keyInputViewHasNoMarkedText() {
        let k: any UIKeyInput = KeyInputView()
        #expect(!(k is any UITextInput))
        #expect((UITextView(text: "") as any UIKeyInput) is any UITextInput)
    }
}
