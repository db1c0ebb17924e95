import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Numbers are words. ICU's word break iterator gives a run of digits the rule status `UBRK_WORD_NUMBER`
/// (100–199), not `UBRK_WORD_NONE`, and WebKit's tokenizer (the model of StringTokenizerWordTests) counts
/// every segment whose status is not `UBRK_WORD_NONE` as a word; so "42" in "abc 42 def" is a word like
/// its neighbours, and a caret in it has an enclosing word, a within answer and word boundaries.
@Suite struct StringTokenizerNumberWordTests {
    // "abc 42 def": words 0..<3, 4..<6 (the number), 7..<10.
    nonisolated static let text = "abc 42 def"

    @Test("a number between words is a word: its enclosing range, as for letters", arguments: [
        (4, UITextDirection.forward, 4..<6 as Range<Int>?), (5, .forward, 4..<6), (5, .backward, 4..<6),
        (6, .backward, 4..<6), (6, .forward, nil), (4, .backward, nil), (3, .forward, nil),
    ])
    func enclosingNumber(_ at: Int, _ direction: UITextDirection, _ expected: Range<Int>?) {
        let client = FixtureTextClient(Self.text)
        #expect(client.tokenizer.enclosing(client, at, .word, direction) == expected)
    }

    /// WebKit `withinTextUnitOfGranularity` and `atBoundaryOfGranularity` at the number's edges: within it
    /// from its start forward and from its end backward; its start is a word start, its end a word end.
    @Test("within and at the boundary of a number, as of a word")
    func withinAndAtNumber() {
        let client = FixtureTextClient(Self.text)
        let t = client.tokenizer
        #expect(t.isPosition(client.at(4), withinTextUnit: .word, inDirection: .forward))
        #expect(t.isPosition(client.at(5), withinTextUnit: .word, inDirection: .forward))
        #expect(t.isPosition(client.at(6), withinTextUnit: .word, inDirection: .backward))
        #expect(t.isPosition(client.at(4), atBoundary: .word, inDirection: .backward), "the number's start is a word start")
        #expect(t.isPosition(client.at(6), atBoundary: .word, inDirection: .forward), "the number's end is a word end")
        #expect(!t.isPosition(client.at(5), atBoundary: .word, inDirection: .forward))
    }

    /// WebKit `nextWordBoundaryInDirection`: Option-arrow moves stop at the number's start and end as at
    /// any word's.
    @Test("word moves stop at the number's start and end", arguments: [
        (3, 4, 0), (4, 6, 3), (5, 6, 4), (6, 7, 4), (7, 10, 6),
    ] as [(Int, Int?, Int?)])
    func movesStopAtNumber(_ at: Int, _ forward: Int?, _ backward: Int?) {
        let client = FixtureTextClient(Self.text)
        #expect(client.tokenizer.boundary(client, at, .word, .forward) == forward)
        #expect(client.tokenizer.boundary(client, at, .word, .backward) == backward)
    }

    /// UAX #29 WB9/WB10 (letters and digits join: "abc42" is one word) and WB11/WB12 (digits around a
    /// MidNum such as "." stay one word: "3.14").
    @Test("letters and digits, and a decimal number, are one word each (UAX #29 WB9-WB12)", arguments: [
        ("abc42 x", 2, 0..<5 as Range<Int>), ("pi 3.14 x", 5, 3..<7), ("x 1,000 y", 3, 2..<7),
    ])
    func joinedNumbers(_ text: String, _ at: Int, _ word: Range<Int>) {
        let client = FixtureTextClient(text)
        #expect(client.tokenizer.enclosing(client, at, .word, .forward) == word)
    }
}
