import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The Japanese input methods acting on a client through the session (issue 6, scopes 4 and 5; reference
/// notes "Multistage text input").
@Suite struct JapaneseInputMethodTests {
    @Test("composing: setMarkedText after every key with the caret at the end of the marked text (reference: Multistage text input, sure)")
    func composingMarksEveryKey() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("kya")
        #expect(h.calls == ["setMarkedText:selectedRange: text=\"k\" selectedRange=[1, 0]",
                            "setMarkedText:selectedRange: text=\"ky\" selectedRange=[2, 0]",
                            "setMarkedText:selectedRange: text=\"きゃ\" selectedRange=[2, 0]"])
        #expect(h.clientMarked == "きゃ" && h.relativeSelection == NSRange(location: 2, length: 0))
    }

    @Test("converting: the marked text is every segment's candidate and the selected range is the focused segment (iOS keyboards; chosen from Mozc/Kotoeri behavior)")
    func convertingSelectsFocusedSegment() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("watashihagakusei")
        h.press(.insertText(" "))
        let state = try #require(h.method.conversion)
        #expect(state.parts.count >= 2)
        #expect(h.clientMarked == state.text)
        #expect(h.relativeSelection == state.focusedRange && state.focus == 0)
        h.arrow(.right)
        #expect(h.method.conversion?.focus == 1)
        #expect(h.relativeSelection == h.method.conversion?.focusedRange)
        h.arrow(.left); h.arrow(.left)
        #expect(h.method.conversion?.focus == 0)
        #expect(h.method.conversion?.reading == "わたしはがくせい")
    }

    @Test("Space / Down give the next candidate, Up the previous one, wrapping around (Mozc keymap; chosen)")
    func candidateStepping() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("kisha")
        h.press(.insertText(" "))
        let candidates = h.method.candidates
        #expect(candidates.count >= 2)
        h.press(.insertText(" "))
        #expect(h.clientMarked == candidates[1])
        h.arrow(.down)
        #expect(h.clientMarked == candidates[2 % candidates.count])
        h.arrow(.up); h.arrow(.up); h.arrow(.up)
        #expect(h.clientMarked == candidates[candidates.count - 1])
    }

    @Test("Shift-left/right resize the focused segment through the converter; the reading is kept")
    func resizeFocusedSegment() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("kyouhaiitenki")
        h.press(.insertText(" "))
        let before = try #require(h.method.conversion)
        h.arrow(.left, shift: true)
        let after = try #require(h.method.conversion)
        #expect(after.parts[0].reading.count == before.parts[0].reading.count - 1)
        #expect(after.reading == before.reading)
        #expect(h.relativeSelection == after.focusedRange)
        h.arrow(.right, shift: true)
        #expect(h.method.conversion?.parts[0].reading == before.parts[0].reading)
    }

    @Test("commit: setMarkedText with the final text, caret at its end, then unmarkText (reference: Multistage text input, check)")
    func commitSequence() throws {
        let h = try JapaneseHarness(.romaji, text: "A")
        h.type("kana")
        h.press(.insertText(" "))
        let text = try #require(h.method.conversion?.text)
        h.reset()
        h.press(.return)
        #expect(h.calls == ["setMarkedText:selectedRange: text=\"\(text)\" selectedRange=[\(text.utf16.count), 0]", "unmarkText"])
        #expect(h.view.text == "A" + text && h.view.editor.markedRange == nil && !h.method.isComposing)
        #expect(h.method.committedText == text)
    }

    @Test("Return while composing: pending romaji is resolved (n → ん) into a last setMarkedText, then unmarkText; a final marked text gets unmarkText only")
    func returnCommitsReading() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("nihon")
        h.reset()
        h.press(.return)
        #expect(h.calls == ["setMarkedText:selectedRange: text=\"にほん\" selectedRange=[3, 0]", "unmarkText"])
        #expect(h.view.text == "にほん")
        h.type("ka")
        h.reset()
        h.press(.return)
        #expect(h.calls == ["unmarkText"] && h.view.text == "にほんか")
        h.reset()
        h.press(.return)
        #expect(h.calls == ["insertText: text=\"\\n\""])
    }

    @Test("Escape in conversion goes back to the reading; a second Escape removes the marked text (Mozc; chosen)")
    func escapeTwice() throws {
        let h = try JapaneseHarness(.romaji, text: "x")
        h.type("sakura")
        h.press(.insertText(" "))
        h.press(.escape)
        #expect(h.method.conversion == nil && h.clientMarked == "さくら")
        #expect(h.relativeSelection == NSRange(location: 3, length: 0))
        h.press(.escape)
        #expect(h.view.text == "x" && h.view.editor.markedRange == nil && !h.method.isComposing)
    }

    @Test("Backspace: edits the reading while composing, cancels conversion back to the reading, falls through with no composition")
    func backspace() throws {
        let h = try JapaneseHarness(.romaji, text: "ab")
        h.type("kak")
        h.press(.deleteBackward)
        #expect(h.clientMarked == "か")
        h.press(.insertText(" "))
        #expect(h.method.conversion != nil)
        h.press(.deleteBackward)
        #expect(h.method.conversion == nil && h.clientMarked == "か")
        h.press(.deleteBackward)
        #expect(h.view.text == "ab" && h.view.editor.markedRange == nil)
        h.reset()
        h.press(.deleteBackward)
        #expect(h.calls == ["deleteBackward"] && h.view.text == "a")
    }

    @Test("F6–F10 turn the whole reading (composing) into hiragana, katakana, half-width katakana, full-width and half-width Latin",
          arguments: [(6, "かった"), (7, "カッタ"), (8, "ｶｯﾀ"), (9, "ｋａｔｔａ"), (10, "katta")])
    func functionKeys(key: Int, expected: String) throws {
        let h = try JapaneseHarness(.romaji)
        h.type("katta")
        h.press(.functionKey(key))
        #expect(h.clientMarked == expected)
        #expect(h.relativeSelection == NSRange(location: 0, length: expected.utf16.count))
        h.press(.return)
        #expect(h.view.text == expected)
    }

    @Test("F7 in conversion changes only the focused segment")
    func functionKeyOnSegment() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("watashihagakusei")
        h.press(.insertText(" "))
        let state = try #require(h.method.conversion)
        h.arrow(.right)
        h.press(.functionKey(7))
        let after = try #require(h.method.conversion)
        #expect(after.parts[0].text == state.parts[0].text)
        #expect(after.parts[1].text == after.parts[1].reading.applyingTransform(.hiraganaToKatakana, reverse: false))
    }

    @Test("Ctrl-Down commits the first segment only; the rest stays in conversion (Mozc CommitFirstSegment; chosen key)")
    func commitFirstSegment() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("watashihagakusei")
        h.press(.insertText(" "))
        let state = try #require(h.method.conversion)
        h.press(.moveCaret(CaretMotion(direction: .down, unit: .documentBoundary)))
        #expect(h.view.text.hasPrefix(state.parts[0].text))
        #expect(h.clientMarked == state.parts.dropFirst().map(\.text).joined())
        #expect(h.method.conversion?.parts.count == state.parts.count - 1)
        h.press(.return)
        #expect(h.view.text == state.text && h.method.committedText == state.text)
    }

    @Test("typing after a conversion commits it and starts a new reading")
    func typingCommitsConversion() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("hana")
        h.press(.insertText(" "))
        let text = try #require(h.method.conversion?.text)
        h.type("ka")
        #expect(h.view.text == text + "か" && h.clientMarked == "か")
    }

    @Test("a candidate index out of range is refused and changes nothing (issue 6, Bad input)")
    func candidateOutOfRange() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("kisha")
        h.press(.insertText(" "))
        let before = h.method.conversion
        #expect(!h.method.selectCandidate(at: h.method.candidates.count, in: h.session))
        #expect(h.method.conversion == before)
    }

    @Test("learning: a picked candidate ranks first the next time its reading is converted (issue 6, scope 6)")
    func learning() throws {
        let history = LearningHistory()
        let h = try JapaneseHarness(.romaji, history: history)
        h.type("kisha")
        h.press(.insertText(" "))
        let candidates = h.method.candidates
        let picked = candidates[candidates.count - 1]
        #expect(h.method.selectCandidate(at: candidates.count - 1, in: h.session))
        h.press(.return)
        h.type("kisha")
        h.press(.insertText(" "))
        #expect(h.method.candidates.first == picked && h.clientMarked == picked)
        #expect(history.candidates(for: "きしゃ") == [picked])
    }

    @Test("12-key: taps cycle within the timeout, flicks enter a character, and the space key converts")
    func kanaKeys() throws {
        let h = try JapaneseHarness(.kana)
        #expect(h.method.handleKana(.tap("か"), atMs: 0, in: h.session) == .handled)
        #expect(h.method.handleKana(.tap("か"), atMs: 300, in: h.session) == .handled)
        #expect(h.method.handleKana(.flick("さ", .up), atMs: 600, in: h.session) == .handled)
        #expect(h.clientMarked == "きす")
        #expect(h.method.handleKana(.flick("わ", .down), atMs: 900, in: h.session) == .ignored(.noFlick(key: "わ", direction: .down)))
        #expect(h.clientMarked == "きす")
        h.press(.insertText(" "))
        #expect(h.method.conversion != nil)
        #expect(h.method.handleKana(.tap("あ"), atMs: 2000, in: h.session) == .handled)
        #expect(h.clientMarked == "あ" && h.view.text.hasSuffix("あ") && h.view.text.count == 1 + (h.method.committedText.count))
    }

    @Test("asking for the candidate bar while composing changes nothing: pending romaji stays pending")
    func candidatesHaveNoSideEffect() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("kak")
        #expect(!h.method.candidates.isEmpty)
        #expect(h.method.markedText == "かk")
        h.type("a")
        #expect(h.clientMarked == "かか")
    }

    @Test("a candidate picked while composing replaces the whole reading and is committed (iOS candidate bar)")
    func pickWhileComposing() throws {
        let h = try JapaneseHarness(.romaji)
        h.type("kisha")
        let candidates = h.method.candidates
        #expect(candidates.contains("キシャ"))
        let index = try #require(candidates.firstIndex(of: "キシャ"))
        #expect(h.method.selectCandidate(at: index, in: h.session))
        #expect(h.view.text == "キシャ" && h.view.editor.markedRange == nil && !h.method.isComposing)
    }

    @Test("12-key: the → key with no composition is the keyboard's caret key (not handled by the method)")
    func kanaArrowWithoutComposition() throws {
        let h = try JapaneseHarness(.kana)
        #expect(h.method.handleKana(.endCycle, atMs: 0, in: h.session) == .notHandled)
    }
}
