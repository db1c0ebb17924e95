import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The keyboard's sentence context (issue "Tokenizer": "the keyboard's sentence context uses it") and
/// UITextAutocapitalizationType: "capitalize the first letter of each sentence / word / all characters".
@Suite struct AutoCapitalizationTests {
    func shifts(_ text: String, caret: Int? = nil, _ type: UITextAutocapitalizationType = .sentences) -> Bool {
        let view = UITextView(text: text)
        view.userSelect(NSRange(location: caret ?? view.editor.length, length: 0))
        return AutoCapitalization.shifts(view, for: type)
    }

    /// Sentences: on at the start, after a sentence terminator and white space, after a line break; off
    /// right after the terminator, after a space inside a sentence, inside a word.
    @Test(arguments: [("", true), ("Hello. ", true), ("Hello.", false), ("Hello ", false), ("Hello", false),
                      ("Hello\n", true), ("Why? ", true), ("Stop! ", true), ("He said \"Stop.\" ", true),
                      ("(See above.) ", true), ("3.5 ", false), ("日本語です。", false), ("Line one\u{2029}", true)])
    func sentences(_ text: String, _ expected: Bool) {
        #expect(shifts(text) == expected, "\(text.debugDescription)")
    }

    /// The sentence context is the text before the insertion point, wherever it is.
    @Test func insertionPointInsideTheText() {
        #expect(shifts("Hello. World", caret: 7))
        #expect(!shifts("Hello world", caret: 6))
        #expect(shifts("Hello world", caret: 0))
    }

    /// Words: at the start and after white space; all characters: always; none: never.
    @Test func otherTypes() {
        #expect(shifts("", .words))
        #expect(shifts("Jane ", .words))
        #expect(!shifts("Jane", .words))
        #expect(shifts("abc", .allCharacters))
        #expect(!shifts("", .none))
        #expect(!shifts("Hello. ", .none))
    }

    /// Only the end of the sentence is read: a long sentence with no terminator answers the same.
    @Test func longSentence() {
        #expect(!shifts(String(repeating: "word ", count: 20_000)))
        #expect(shifts(String(repeating: "word ", count: 20_000) + "end. "))
    }

    func replay(_ lines: [String]) throws -> String {
        var out = ""
        try TraceReplay.run(TraceReader(string: lines.joined(separator: "\n"), name: "t.jsonl"),
                            options: ReplayOptions(finalText: true), output: { out += $0 })
        return out
    }

    /// Tapped letters come out capitalized where Shift comes on by itself; the change is logged.
    @Test func tappedLettersFollowTheShiftState() throws {
        let taps = ["h", "i", "123", ".", "space", "ABC", "o", "k", "return", "n"].map { #"{"event":"tap","key":"\#($0)"}"# }
        let sentences = try replay([#"{"event":"field","id":"a","kind":"textView"}"#, #"{"event":"focus","field":"a"}"#] + taps)
        #expect(sentences.contains(#""kind":"final","name":"finalText","field":"a","text":"Hi. Ok\nN""#))
        #expect(sentences.contains(#""kind":"state","name":"shift","on":true,"reason":"autocapitalization""#))
        let words = try replay([#"{"event":"field","id":"a","kind":"textView","traits":{"autocapitalizationType":"words"}}"#,
                                #"{"event":"focus","field":"a"}"#] + taps)
        #expect(words.contains(#""kind":"final","name":"finalText","field":"a","text":"Hi. Ok\nN""#))
        let none = try replay([#"{"event":"field","id":"a","kind":"textView","traits":{"autocapitalizationType":"none"}}"#,
                               #"{"event":"focus","field":"a"}"#] + taps)
        #expect(none.contains(#""kind":"final","name":"finalText","field":"a","text":"hi. ok\nn""#))
        #expect(!none.contains(#""name":"shift""#))
        let all = try replay([#"{"event":"field","id":"a","kind":"textView","traits":{"autocapitalizationType":"allCharacters"}}"#,
                              #"{"event":"focus","field":"a"}"#] + taps)
        #expect(all.contains(#""kind":"final","name":"finalText","field":"a","text":"HI. OK\nN""#))
    }

    /// No auto-capitalization with a hardware keyboard attached or in a Japanese input mode.
    @Test func onlyTheLatinOnScreenKeyboard() throws {
        let ja = try replay([#"{"event":"field","id":"a"}"#, #"{"event":"inputMode","mode":"ja-JP-romaji"}"#,
                             #"{"event":"focus","field":"a"}"#])
        #expect(!ja.contains(#""name":"shift""#))
    }
}
