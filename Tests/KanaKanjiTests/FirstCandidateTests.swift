import Foundation
import Testing
@testable import KanaKanji

/// The first candidate (the best path's text) for ordinary sentences, with the embedded dictionary that ships
/// in the package (so the result does not depend on what set-up installed). Each sentence's first candidate is
/// the spelling a Japanese writer expects, and each guards a part of the path's cost: word costs, the
/// connection costs between words, and the connection from the last word to the end of the input (a
/// sentence-final auxiliary or inflection is cheap only before the end; Mozc's and MeCab's end-of-sentence id 0).
@Suite struct FirstCandidateTests {
    let converter: KanaKanjiConverter

    init() throws {
        converter = KanaKanjiConverter(dictionary: try KanaKanjiDictionary.embedded())
    }

    @Test("ordinary sentences convert to the expected first candidate", arguments: [
        // The copula です ends the sentence: the topic particle は between two nouns, です before the end.
        ("わたしはがくせいです", "私は学生です"),
        // A polite past ました at the end after the object particle を: 読み (連用形) + ました.
        ("ほんをよみました", "本を読みました"),
        // A request ending in ください after the negative て-form: 忘れ + ない + で + ください.
        ("しゅくだいをわすれないでください", "宿題を忘れないでください"),
        // A て-form joining two clauses, a place name and the direction particle へ; 行きます at the end.
        ("でんしゃにのっておおさかへいきます", "電車に乗って大阪へ行きます"),
        // A plain past た at the end of a purpose construction: 見 + に + 行っ + た.
        ("ともだちとえいがをみにいった", "友達と映画を見に行った"),
        // A progressive ています at the end of a する-verb: 勉強 + し + て + い + ます.
        ("にほんごをべんきょうしています", "日本語を勉強しています"),
        // A desiderative たい at the end of the input: 飲み + たい.
        ("みずをのみたい", "水を飲みたい"),
        // A katakana loanword (ラーメン) and an adjective ending the sentence (美味しい, as Mozc spells it).
        ("このみせのらーめんはおいしい", "この店のラーメンは美味しい"),
    ])
    func firstCandidate(_ reading: String, _ expected: String) {
        #expect(converter.convert(reading).text == expected, "\(reading)")
    }
}
