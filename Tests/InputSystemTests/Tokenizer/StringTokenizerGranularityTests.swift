import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Character, sentence, paragraph, line and document answers.
@Suite struct StringTokenizerGranularityTests {
    /// Issue clause "character = extended grapheme cluster; a surrogate pair or a combining sequence is
    /// never split" (UAX #29 §3).
    @Test func charactersAreGraphemeClusters() {
        let client = FixtureTextClient("e\u{301}👍🏽🇯🇵x")
        let units = client.tokenizer.units(of: .character, in: client).compactMap { client.text(in: $0) }
        #expect(units == ["e\u{301}", "👍🏽", "🇯🇵", "x"])
        #expect(client.tokenizer.boundary(client, 1, .character) == 2)
        #expect(client.tokenizer.boundary(client, 2, .character) == 6)
        #expect(client.tokenizer.boundary(client, 10, .character, .backward) == 6)
    }

    /// UAX #29 §5: a sentence takes its trailing spaces; looking backward from a sentence start the
    /// enclosing sentence is the previous one (WebKit `enclosingTextUnitOfGranularity`, sentence case).
    @Test func sentences() {
        let client = FixtureTextClient("One. Two? Three")
        let t = client.tokenizer
        #expect(t.enclosing(client, 5, .sentence) == 5..<10)
        #expect(t.enclosing(client, 5, .sentence, .backward) == 0..<5)
        #expect(t.boundary(client, 2, .sentence) == 5)
        #expect(t.boundary(client, 12, .sentence, .backward) == 10)
        #expect(t.isPosition(client.at(10), atBoundary: .sentence, inDirection: .forward))
        #expect(t.isPosition(client.at(10), atBoundary: .sentence, inDirection: .backward))
    }

    /// Paragraphs end at LF, CR, CR LF and U+2029 as NSString's `paragraphRangeForRange:` counts them;
    /// the separator belongs to no paragraph (WebKit `endOfParagraph` stops before it), and an empty
    /// paragraph encloses nothing (chosen: no unit has zero length).
    @Test func paragraphs() {
        let client = FixtureTextClient("ab\n\ncd\r\nef\u{2029}g")
        let t = client.tokenizer
        let units = t.units(of: .paragraph, in: client).compactMap { client.text(in: $0) }
        #expect(units == ["ab", "cd", "ef", "g"])
        #expect(t.enclosing(client, 2, .paragraph) == nil)
        #expect(t.enclosing(client, 2, .paragraph, .backward) == 0..<2)
        #expect(t.boundary(client, 2, .paragraph) == 4)
        #expect(t.boundary(client, 6, .paragraph) == 8)
        #expect(t.boundary(client, 7, .paragraph) == 8)
        #expect(t.boundary(client, 8, .paragraph, .backward) == 6)
        #expect(t.isPosition(client.at(6), atBoundary: .paragraph, inDirection: .forward))
        #expect(t.isPosition(client.at(8), atBoundary: .paragraph, inDirection: .backward))
    }

    /// Issue clause "line = the visual lines of the client's layout (ask the client for them, so a custom
    /// layout works)": the fixture wraps after 5 units, so "hello world" is three lines there.
    @Test func linesComeFromTheClientsLayout() {
        let client = FixtureTextClient("hello world\nxy", columns: 5)
        let t = client.tokenizer
        let units = t.units(of: .line, in: client).compactMap { client.text(in: $0) }
        #expect(units == ["hello", " worl", "d", "xy"])
        #expect(t.enclosing(client, 5, .line) == 5..<10)
        #expect(t.enclosing(client, 5, .line, .backward) == 0..<5)
        #expect(t.enclosing(client, 11, .line) == nil)
        #expect(t.boundary(client, 0, .line) == 5)
        #expect(t.boundary(client, 11, .line) == 12)
        #expect(t.boundary(client, 13, .line, .backward) == 12)
        #expect(t.boundary(client, 14, .line) == nil)
    }

    /// The reference text view's lines through the same questions.
    @Test func linesOfTheReferenceTextView() {
        let view = UITextView(text: "abc\ndef")
        let t = view.tokenizer
        let r = t.rangeEnclosingPosition(IndexedPosition(1), with: .line, inDirection: .forward)
        #expect((r as? IndexedRange)?.range == NSRange(location: 0, length: 3)
                || (r.flatMap { view.editor.nsRange($0) } == NSRange(location: 0, length: 3)))
        let next = t.position(from: IndexedPosition(3), toBoundary: .line, inDirection: .forward)
        #expect((next as? IndexedPosition)?.index == 4)
    }

    /// WebKit `withinTextUnitOfGranularity` and `enclosingTextUnitOfGranularity`: the document granularity
    /// is always within and encloses the whole text, whatever the direction, even when empty;
    /// `atBoundaryOfGranularity`: forward at the end, backward at the start.
    @Test(arguments: ["", "abc"])
    func document(_ text: String) {
        let client = FixtureTextClient(text)
        let t = client.tokenizer
        let n = text.utf16.count
        for d in [UITextDirection.forward, .backward] {
            #expect(t.enclosing(client, 0, .document, d) == 0..<n)
            #expect(t.isPosition(client.at(0), withinTextUnit: .document, inDirection: d))
        }
        #expect(t.isPosition(client.at(n), atBoundary: .document, inDirection: .forward))
        #expect(t.isPosition(client.at(0), atBoundary: .document, inDirection: .backward))
        #expect(t.boundary(client, 0, .document) == n)
        #expect(t.boundary(client, n, .document, .backward) == 0)
    }

    /// An empty document has no character, word, sentence, paragraph or line (chosen: ICU finds no
    /// segment in empty text, so nothing encloses, nothing is a boundary and there is nowhere to move).
    @Test(arguments: [UITextGranularity.character, .word, .sentence, .paragraph, .line])
    func emptyDocumentHasNoUnits(_ g: UITextGranularity) {
        let client = FixtureTextClient("")
        let t = client.tokenizer
        for d in [UITextDirection.forward, .backward] {
            #expect(t.enclosing(client, 0, g, d) == nil)
            #expect(!t.isPosition(client.at(0), withinTextUnit: g, inDirection: d))
            #expect(!t.isPosition(client.at(0), atBoundary: g, inDirection: d))
            #expect(t.boundary(client, 0, g, d) == nil)
        }
    }
}
