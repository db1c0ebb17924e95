import Foundation
import Testing
@testable import KanaKanji

/// The first candidate (the best path's text) for ordinary sentences, with the embedded dictionary that ships
/// in the package (so the result does not depend on what set-up installed). Each sentence's first candidate is
/// the spelling a Japanese writer expects; together they guard the word costs, the learned weights and the
/// connection costs between words on the paths of everyday grammar (the comment of each names what it
/// exercises). The connection into the end of the input decides none of them (EndOfInputConnectionTests).
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

/// The connection from the last word into the end of the input (MeCab's and Mozc's id 0) is part of the
/// best path's cost. In the shipped dictionaries that column is 0–16 (measured over every right id of the
/// embedded and the full Mozc dictionary), so no ordinary sentence's first candidate depends on it: dropping it
/// changed none of 5,200 evaluation readings (Evaluation/*.tsv). The `end-of-input` fixture makes it decide:
/// 読み, a conjunctive form that cannot end a sentence (5000 into the end), against 黄泉.
@Suite struct EndOfInputConnectionTests {
    static func converter() throws -> KanaKanjiConverter {
        let source = try IPADICSource.read(directory: Fixture.directory.appendingPathComponent("end-of-input").path)
        let path = Fixture.temporaryPath("end-of-input-\(UUID().uuidString).kkdic")
        try Data(DictionaryBuilder.build(source, frequencies: try Fixture.fixtureFrequencies(source))).write(to: URL(fileURLWithPath: path))
        return KanaKanjiConverter(dictionary: try KanaKanjiDictionary(path: path), model: .ipadicOnly)
    }

    @Test("the end-of-input connection decides the last word: よみ alone is 黄泉, not the conjunctive 読み")
    func endConnectionDecides() throws {
        #expect(try Self.converter().convert("よみ").text == "黄泉")
    }

    @Test("before ます the conjunctive form wins (読みます): the end connection is paid by the last word only")
    func conjunctiveBeforeMasu() throws {
        #expect(try Self.converter().convert("よみます").text == "読みます")
    }
}
