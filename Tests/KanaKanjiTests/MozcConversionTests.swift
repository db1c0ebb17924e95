import Foundation
import Testing
@testable import KanaKanji

/// The full Mozc dictionary that set-up builds (`scripts/setup.sh`: `kbsim dictionary build --source mozc`),
/// or nil when it is not installed (the tests that need it are then skipped).
private func installedMozc() -> KanaKanjiDictionary? {
    let path = DictionaryLocation.fullDictionaryPath()
    guard FileManager.default.fileExists(atPath: path), let dictionary = try? KanaKanjiDictionary(path: path),
          dictionary.source == .mozc, !dictionary.isSubset else { return nil }
    return dictionary
}

/// Issue 14 scope 3 ("Arabic digits first and kanji numerals among the candidates for every number
/// reading, including one digit with a counter (にじ → 2時, ごにん → 5人, いっかい → 1回/1階)") and the
/// learned `numberReading` weight; scope 4 (verbs left in kana). Conversions with the full Mozc
/// dictionary and its learned weights.
@Suite(.enabled(if: installedMozc() != nil, "needs the full Mozc dictionary that scripts/setup.sh builds"))
struct MozcConversionTests {
    let converter: KanaKanjiConverter

    init() throws {
        converter = KanaKanjiConverter(dictionary: try #require(installedMozc()))
    }

    /// Scope 3: a number reading with a counter converts to Arabic digits first, kanji numerals among
    /// the candidates, even where the dictionary has a word of that reading (虹, 誤認) or lists the
    /// kanji spelling (一回, 二時, 五人 are 名詞,数 entries of Mozc's dictionary).
    @Test("scope 3: one digit with a counter, Arabic first, kanji among the candidates", arguments: [
        ("にじ", ["2時"], ["二時"]),
        ("ごにん", ["5人"], ["五人"]),
        ("いっかい", ["1回", "1階"], ["一回", "一階"]),
        ("よじ", ["4時"], ["四時"]),
    ])
    func digitWithCounter(_ reading: String, _ arabic: [String], _ kanji: [String]) {
        let candidates = converter.convert(reading).segments.flatMap(\.candidates)
        #expect(converter.convert(reading).text == arabic[0])
        #expect(Array(candidates.prefix(arabic.count)) == arabic)
        for form in kanji { #expect(candidates.contains(form), "\(reading): \(form) in \(candidates)") }
    }

    /// Scope 3: dates, prices and long numbers.
    @Test("scope 3: long numbers, dates and prices in Arabic digits", arguments: [
        ("にせんにじゅうよねん", "2024年"), ("さんぜんごひゃくえん", "3500円"), ("にじゅうさんにち", "23日"),
        ("さんびゃくえん", "300円"),
    ])
    func longNumbers(_ reading: String, _ text: String) {
        #expect(converter.convert(reading).text == text)
    }

    /// Within a longer reading the path decides: words whose reading is a number with a counter stay
    /// words (一時停止, 一切, 旋回 after に), as Mozc's and the manual pages' spellings have them.
    @Test("within a sentence, number-like words stay words", arguments: [
        ("いちじていしする", "一時停止する"), ("えらーめっせーじをいっさいしゅつりょくしません", "エラーメッセージを一切出力しません"),
        ("ひこうきにせんかいさせます", "飛行機に旋回させます"),
    ])
    func numberLikeWordsInSentences(_ reading: String, _ text: String) {
        #expect(converter.convert(reading).text == text)
    }

    /// A reading that is a number with a counter keeps a word of the commonest few thousand
    /// first (日本, Zipf 6 in the word-frequency table), with the number forms among the candidates.
    @Test("a most common word keeps its place before the number forms (にほん: 日本, then 2本)")
    func commonWordBeforeNumber() throws {
        let segment = try #require(converter.convert("にほん").segments.first)
        #expect(segment.best == "日本")
        #expect(segment.candidates.contains("2本") && segment.candidates.contains("二本"))
    }

    /// Scope 4: verbs the dictionary usually writes with kanji are not left in kana. Mozc lists the kana
    /// spelling いか with the same ids as 行か and prices it lower (299 against 406); the relearned
    /// weights convert it.
    @Test("scope 4: a verb whose usual spelling is kanji is converted (いかなければ → 行かなければ)")
    func verbInKanji() {
        #expect(converter.convert("いかなければ").text == "行かなければ")
        #expect(converter.convert("いかなければならない").text == "行かなければならない")
    }

    /// Scope 4, not reached: at the start of the input the kana paths take words Mozc lists in kana
    /// that `boundary.def` penalises only there: で as a conjunctive particle, then as the copula, then as
    /// a case particle (で増したら); あれ as the classical ラ変 verb あり, then as the non-independent ある.
    /// Every rule tried that prices them away at the start lost held-out dev accuracy or, relearned,
    /// lost いかなければ and 一時停止 (docs/KanaKanji.md, "Verbs left in kana (scope 4)"). After a word
    /// they convert (海が荒れた).
    @Test("scope 4 (known issue): でましたら and あれた at the start of the input stay in kana")
    func verbsLeftInKanaAtTheStart() {
        #expect(converter.convert("うみがあれた").text == "海が荒れた")
        // One known issue per expectation, so that fixing either is reported (an unexpected pass) on its own.
        withKnownIssue("""
            でましたら: at the start of the input で as a conjunctive particle (助詞,接続助詞), then as the copula's \
            連用形, then as a case particle (で増したら) beats 出 (no start penalty as boundary.def's); see \
            docs/KanaKanji.md, "Verbs left in kana (scope 4)"
            """) {
            #expect(converter.convert("でましたら").text == "出ましたら")
        }
        withKnownIssue("""
            あれた: at the start of the input あれ as the classical ラ変 verb あり, then as the non-independent ある \
            (動詞,非自立), beats 荒れ (no start penalty as boundary.def's); see docs/KanaKanji.md, \
            "Verbs left in kana (scope 4)"
            """) {
            #expect(converter.convert("あれた").text == "荒れた")
        }
    }

    /// The `numberReading` weight is learned: a number against a word (五人 against 誤認) moves it,
    /// in both directions, from whatever it started at.
    @Test("the numberReading weight is learned in both directions")
    func numberReadingIsLearned() throws {
        let dictionary = try #require(installedMozc())
        var settings = ModelTraining.Settings()
        settings.epochs = 1
        var favoursNumbers = ConversionModel.learned(for: dictionary)
        favoursNumbers[.numberReading] = -6000
        let (afterWord, _) = ModelTraining.train([("ごにんがある", "誤認がある")], dictionary: dictionary, initial: favoursNumbers, settings: settings)
        #expect(afterWord[.numberReading] > -6000)
        var favoursWords = ConversionModel.learned(for: dictionary)
        favoursWords[.numberReading] = 3000
        let (afterNumber, _) = ModelTraining.train([("ごにんがきた", "五人が来た")], dictionary: dictionary, initial: favoursWords, settings: settings)
        #expect(afterNumber[.numberReading] < 3000)
    }
}

/// The Arabic twin of a numeral entry (scope 3), without a dictionary.
@Suite struct NumberTwinTests {
    @Test("a numeral spelling of a number with its counter has an Arabic twin; words and counted words have none", arguments: [
        ("一回", "いっかい", "1回" as String?), ("一階", "いっかい", "1階"), ("二時", "にじ", "2時"), ("五人", "ごにん", "5人"),
        ("三千五百円", "さんぜんごひゃくえん", "3500円"), ("四時", "よじ", "4時"),
        ("二次", "にじ", nil), ("誤認", "ごにん", nil), ("一人", "ひとり", nil), ("二人", "ふたり", nil), ("二十三", "にじゅうさん", nil),
    ])
    func arabicTwin(_ kanji: String, _ reading: String, _ twin: String?) {
        #expect(NumberReading.arabicTwin(ofKanji: kanji, reading: reading) == twin)
    }
}
