import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Word answers. UIKit's documentation ("UITextInputTokenizer", TWPG "Tokenizers") defines the four
/// questions but not their answers at spaces and punctuation; the answers below follow WebKit's
/// implementation of the same protocol for UIKit (Source/WebCore/editing/VisibleUnits.cpp:
/// `withinTextUnitOfGranularity`, `atBoundaryOfGranularity`, `nextWordBoundaryInDirection`,
/// `enclosingTextUnitOfGranularity`) on ICU's boundaries, where a word is a segment whose rule status is
/// not UBRK_WORD_NONE.
@Suite struct StringTokenizerWordTests {
    // "Hello, world.  Bye": words 0..<5, 7..<12, 15..<18.
    nonisolated static let text = "Hello, world.  Bye"

    struct Case: CustomStringConvertible, Sendable {
        let at: Int
        let direction: UITextDirection
        let expected: Range<Int>?
        var description: String { "\(at) \(direction)" }
    }

    /// WebKit `enclosingTextUnitOfGranularity`: nil when the position is not within a word (in spaces or
    /// punctuation); at a word's start only looking forward, at its end only looking backward.
    @Test(arguments: [
        Case(at: 0, direction: .forward, expected: 0..<5), Case(at: 2, direction: .forward, expected: 0..<5),
        Case(at: 2, direction: .backward, expected: 0..<5), Case(at: 0, direction: .backward, expected: nil),
        Case(at: 5, direction: .forward, expected: nil), Case(at: 5, direction: .backward, expected: 0..<5),
        Case(at: 6, direction: .forward, expected: nil), Case(at: 6, direction: .backward, expected: nil),
        Case(at: 13, direction: .forward, expected: nil), Case(at: 14, direction: .backward, expected: nil),
        Case(at: 18, direction: .forward, expected: nil), Case(at: 18, direction: .backward, expected: 15..<18),
    ])
    func rangeEnclosingWordIsNilInSpacesAndPunctuation(_ c: Case) {
        let client = FixtureTextClient(Self.text)
        #expect(client.tokenizer.enclosing(client, c.at, .word, c.direction) == c.expected)
    }

    /// WebKit `withinTextUnitOfGranularity`: `if (vp == prevBoundary) return useDownstream; if (vp ==
    /// nextBoundary) return !useDownstream;` and false between words.
    @Test(arguments: [(0, true, false), (3, true, true), (5, false, true), (6, false, false), (7, true, false),
                      (12, false, true), (13, false, false), (18, false, true)])
    func withinWordDependsOnDirectionAtTheEdges(_ at: Int, _ forward: Bool, _ backward: Bool) {
        let client = FixtureTextClient(Self.text)
        let t = client.tokenizer
        #expect(t.isPosition(client.at(at), withinTextUnit: .word, inDirection: .forward) == forward)
        #expect(t.isPosition(client.at(at), withinTextUnit: .word, inDirection: .backward) == backward)
    }

    /// WebKit `atBoundaryOfGranularity`: forward, the end of a word; backward, the start of a word.
    @Test(arguments: [(0, false, true), (3, false, false), (5, true, false), (6, false, false), (7, false, true),
                      (12, true, false), (14, false, false), (15, false, true), (18, true, false)])
    func atWordBoundaryForwardMeansWordEndBackwardWordStart(_ at: Int, _ forward: Bool, _ backward: Bool) {
        let client = FixtureTextClient(Self.text)
        let t = client.tokenizer
        #expect(t.isPosition(client.at(at), atBoundary: .word, inDirection: .forward) == forward)
        #expect(t.isPosition(client.at(at), atBoundary: .word, inDirection: .backward) == backward)
    }

    /// WebKit `nextWordBoundaryInDirection`: within a word, to its far end; between words, to the near end
    /// of the next word (Option-arrow moves stop at word starts and ends alike). At the ends of the text
    /// there is no boundary further on: nil (chosen; WebKit returns a null position there too).
    @Test(arguments: [(0, 5, nil), (2, 5, 0), (5, 7, 0), (6, 7, 5), (7, 12, 5), (12, 15, 7), (15, 18, 12),
                      (18, nil, 15)] as [(Int, Int?, Int?)])
    func positionToWordBoundary(_ at: Int, _ forward: Int?, _ backward: Int?) {
        let client = FixtureTextClient(Self.text)
        #expect(client.tokenizer.boundary(client, at, .word, .forward) == forward)
        #expect(client.tokenizer.boundary(client, at, .word, .backward) == backward)
    }

    /// No source says where a move from trailing spaces goes when no word follows; chosen: the end of the
    /// text (the boundary ICU's segments imply), and symmetrically the start from leading spaces.
    @Test func fromSpacesWithNoFurtherWordMovesToTheEndOfTheText() {
        let client = FixtureTextClient("  ab  ")
        #expect(client.tokenizer.boundary(client, 4, .word, .forward) == 6)
        #expect(client.tokenizer.boundary(client, 2, .word, .backward) == 0)
        #expect(client.tokenizer.boundary(client, 1, .word, .backward) == 0)
    }

    /// TWPG "Tokenizers": the default tokenizer "is suitable for all supported languages"; Japanese has no
    /// spaces, and ICU's dictionary segments it ("今日" is one word, not the whole run of ideographs).
    @Test func japaneseWordsComeFromICUsDictionary() throws {
        let client = FixtureTextClient("今日は良い天気です。")
        let words = client.tokenizer.units(of: .word, in: client).compactMap { client.text(in: $0) }
        #expect(words.first == "今日")
        #expect(words.count >= 4)
        #expect(!words.contains("。"))
        #expect(words.joined().count == 9)
    }

    /// Thai has no spaces either; ICU's Thai dictionary splits "สวัสดีครับ" into more than one word.
    @Test func thaiWordsComeFromICUsDictionary() {
        let client = FixtureTextClient("สวัสดีครับ")
        #expect(client.tokenizer.units(of: .word, in: client).count >= 2)
    }

    /// Issue clause "a combining sequence is never split": a position inside e + U+0301 still answers
    /// with the whole word, and word ends never fall inside the sequence.
    @Test func combiningSequencesStayInTheirWord() {
        let client = FixtureTextClient("cafe\u{301} ok")
        #expect(client.tokenizer.enclosing(client, 4, .word) == 0..<5)
        #expect(client.tokenizer.boundary(client, 0, .word) == 5)
    }
}
