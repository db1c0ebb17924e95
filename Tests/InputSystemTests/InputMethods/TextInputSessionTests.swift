import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The session between keyboard and first responder: direct input, the default actions of non-text keys,
/// caret movement, and reporting of client answers that break the contract.
@Suite struct TextInputSessionTests {
    func session(_ text: String = "", caret: Int? = nil) -> (UITextView, TextInputSession, [String]) {
        let v = UITextView(text: text)
        if let caret { v.selectedTextRange = IndexedRange(location: caret, length: 0) }
        return (v, TextInputSession(client: v), [])
    }

    @Test("direct input inserts each character with insertText: and logs the call")
    func directInput() {
        let (v, s, _) = session()
        var calls: [String] = []
        s.onCall = { calls.append($0.description) }
        for c in "hi" { s.handle(.insertText(String(c))) }
        s.handle(.deleteBackward)
        s.handle(.return)
        #expect(v.text == "h\n")
        #expect(calls == ["insertText: text=\"h\"", "insertText: text=\"i\"", "deleteBackward", "insertText: text=\"\\n\""])
    }

    @Test("left/right collapse a selection before moving; Shift extends from the anchor")
    func arrows() {
        let (v, s, _) = session("abcdef", caret: 3)
        s.handle(.moveCaret(CaretMotion(direction: .right, unit: .character, extendsSelection: true)))
        s.handle(.moveCaret(CaretMotion(direction: .right, unit: .character, extendsSelection: true)))
        #expect(v.selectedRange == NSRange(location: 3, length: 2))
        s.handle(.moveCaret(CaretMotion(direction: .left, unit: .character, extendsSelection: true)))
        #expect(v.selectedRange == NSRange(location: 3, length: 1))
        s.handle(.moveCaret(CaretMotion(direction: .left, unit: .character)))
        #expect(v.selectedRange == NSRange(location: 3, length: 0))
        s.handle(.moveCaret(CaretMotion(direction: .left, unit: .character)))
        #expect(v.selectedRange == NSRange(location: 2, length: 0))
        s.handle(.moveCaret(CaretMotion(direction: .down, unit: .documentBoundary)))
        #expect(v.selectedRange == NSRange(location: 6, length: 0))
        s.handle(.moveCaret(CaretMotion(direction: .left, unit: .character, extendsSelection: true)))
        s.handle(.moveCaret(CaretMotion(direction: .left, unit: .character, extendsSelection: true)))
        #expect(v.selectedRange == NSRange(location: 4, length: 2))
    }

    @Test("arrows move over a surrogate pair as one character")
    func arrowsOverPairs() {
        let (v, s, _) = session("a😀b", caret: 1)
        s.handle(.moveCaret(CaretMotion(direction: .right, unit: .character)))
        #expect(v.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test("forward delete removes the character after the caret")
    func forwardDelete() {
        let (v, s, _) = session("abc", caret: 1)
        s.handle(.deleteForward)
        #expect(v.text == "ac" && v.selectedRange == NSRange(location: 1, length: 0))
    }

    @Test("a key-input-only client gets direct input only and no marked text (TWPG, Simple Text Input)")
    func keyInputOnly() {
        let k = KeyInputView()
        let s = TextInputSession(client: k, inputMethod: DirectInput(identifier: "ja-JP-romaji"))
        #expect(!s.supportsMarkedText)
        #expect(s.inputMethod is DirectInput)
        s.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        s.handle(.insertText("a"))
        #expect(k.text == "a")
    }

    @Test("a client whose selection lies outside its text is reported, not trusted")
    func contractViolation() {
        final class Liar: UITextView {
            override var selectedTextRange: UITextRange? {
                get { IndexedRange(location: 5, length: 10) }
                set {}
            }
        }
        let liar = Liar(text: "abc")
        let s = TextInputSession(client: liar)
        var violations: [String] = []
        s.onViolation = { violations.append($0) }
        #expect(s.selectedRange == nil)
        #expect(violations == ["selectedTextRange {5, 10} lies outside the document of 3 UTF-16 units"])
    }
}

/// Option-arrow moves by word through the client's tokenizer (TWPG "Tokenizers": "if the user is pressing
/// the Option-left arrow key (on an external keyboard), the text system queries the tokenizer to find the
/// information it needs to move to the previous word").
@Test("Option-arrows move by word through the tokenizer; Shift-Option extends by word")
func optionArrowsMoveByWord() {
    let v = UITextView(text: "hello brave new world")
    let s = TextInputSession(client: v)
    s.handle(.moveCaret(CaretMotion(direction: .left, unit: .word)))
    #expect(v.selectedRange == NSRange(location: 16, length: 0))
    s.handle(.moveCaret(CaretMotion(direction: .left, unit: .word)))
    #expect(v.selectedRange == NSRange(location: 12, length: 0))
    s.handle(.moveCaret(CaretMotion(direction: .right, unit: .word, extendsSelection: true)))
    #expect(v.selectedRange == NSRange(location: 12, length: 3))
}
