import Foundation
import Testing
@testable import KanaKanji

/// Number readings with counters (issue 14 scope 3) and candidate lists that do not depend on their
/// length (scope 6).
@Suite struct NumberCandidateTests {
    /// Readings of a number before a counter, with the sound changes of Makino and Tsutsui's counter
    /// types (Dictionary of Basic Japanese Grammar, App. 6B; Dictionary of Intermediate Japanese
    /// Grammar, App. 6): type B (h → p after 1, 6, 8, 10; h → b after 3), type C (k/s/t/p doubled
    /// after 1, 8, 10), types A′/A″ (4 read よ before 時 人 年 円; 9 く before 時 月; 4 し before 月).
    @Test("number + counter readings give Arabic forms first, then kanji forms (counter types A–C)", arguments: [
        ("にじ", ["2時", "二時"]),                         // type A
        ("ごにん", ["5人", "五人"]),
        ("いっかい", ["1回", "1階", "一回", "一階"]),        // type C: いち + かい → いっかい
        ("さんがい", ["3階", "三階"]),                     // 階 voiced after 3
        ("いっぽん", ["1本", "一本"]),                     // type B: いち + ほん → いっぽん
        ("さんぼん", ["3本", "三本"]),                     // type B: さん + ほん → さんぼん
        ("ろっぽん", ["6本", "六本"]),
        ("はっぴき", ["8匹", "八匹"]),
        ("じゅっぷん", ["10分", "十分"]),
        ("はっさい", ["8歳", "8才", "八歳", "八才"]),        // type C before s
        ("よじ", ["4時", "四時"]),                         // type A′: 4 is よ before 時
        ("くじ", ["9時", "九時"]),                         // 9 is く before 時
        ("しがつ", ["4月", "四月"]),                       // type A″: 4 is し before 月
        ("しちがつ", ["7月", "七月"]),
        ("じゅうよじ", ["14時", "十四時"]),                 // よ after a round number
        ("にせんにじゅうよねん", ["2024年", "二千二十四年"]),
        ("さんぜんごひゃくえん", ["3500円", "三千五百円"]),
        ("さんびゃくえん", ["300円", "三百円"]),             // ひゃく voiced after 3
        ("はっぴゃくえん", ["800円", "八百円"]),             // ひゃく geminated and p after 8
        ("ろっぴゃくにん", ["600人", "六百人"]),
        ("にじゅうさん", ["23", "二十三"]),
        ("ふたり", ["2人", "二人"]),                       // counted words read as words of their own
        ("はつか", ["20日", "二十日"]),
        ("ひとつ", ["1つ", "一つ"]),
    ])
    func numberForms(_ reading: String, _ forms: [String]) {
        #expect(NumberReading.forms(of: reading).forms == forms)
    }

    @Test("not a number with a counter: a geminated digit needs a counter whose consonant doubles; よ/く/し only where the counter takes them",
          arguments: ["いっにん", "よかい", "しじ", "くにん", "かいぎ", "にんじん", "はっ", "しょう"])
    func notNumberForms(_ reading: String) {
        #expect(NumberReading.forms(of: reading).forms.isEmpty)
    }

    @Test("a bare one-token number (に, ご, いち) is flagged: it is more often another word")
    func oneToken() {
        #expect(NumberReading.forms(of: "に").isOneToken)
        #expect(NumberReading.forms(of: "いち").isOneToken && NumberReading.forms(of: "いち").forms == ["1", "一"])
        #expect(!NumberReading.forms(of: "にじゅう").isOneToken)
    }

    @Test("numbersBeforeCounters: only the longest number (にせんにじゅう is not 2002 before じ)")
    func longestBeforeCounter() {
        let units = Array("にせんにじゅうよねん".utf16)
        let found = units.withUnsafeBufferPointer { NumberReading.numbersBeforeCounters($0, from: 0) }
        #expect(found.map(\.value) == [2024])
    }
}

/// Conversions with the embedded dictionary: number readings come out in Arabic digits, and every
/// number reading's candidates hold its Arabic form before its kanji form.
@Suite struct EmbeddedNumberConversionTests {
    let converter: KanaKanjiConverter

    init() throws { converter = KanaKanjiConverter(dictionary: try KanaKanjiDictionary.embedded()) }

    @Test("long numbers, prices and dates convert to Arabic digits with their counter", arguments: [
        ("にせんにじゅうよねん", "2024年"), ("さんびゃくえん", "300円"), ("にじゅうさんにち", "23日"),
    ])
    func longNumbers(_ reading: String, _ text: String) {
        #expect(converter.convert(reading).text == text)
    }

    /// Where the dictionary lists the kanji spelling as a word (一回) it may be the best; after the best,
    /// the Arabic form comes before the kanji form.
    @Test("one digit with a counter: the Arabic form is a candidate, before the kanji form (after the best)", arguments: [
        ("にじ", "2時", "二時"), ("ごにん", "5人", "五人"), ("いっかい", "1回", "一回"), ("いっかい", "1階", "一階"),
        ("さんぜんごひゃくえん", "3500円", "三千五百円"), ("よじ", "4時", "四時"), ("ろっぽん", "6本", "六本"),
    ])
    func digitWithCounter(_ reading: String, _ arabic: String, _ kanji: String) throws {
        let segments = converter.convert(reading, fixedSegmentLengths: [reading.count])?.segments ?? []
        let all = try #require(segments.first).candidates
        let candidates = Array(all.dropFirst())
        if all.first == arabic { #expect(candidates.contains(kanji)); return }
        if all.first == kanji { #expect(candidates.contains(arabic)); return }
        let a = try #require(candidates.firstIndex(of: arabic))
        let k = try #require(candidates.firstIndex(of: kanji))
        #expect(a < k)
    }

    /// Scope 6: "best first means best first" — asking for fewer candidates gives the start of the
    /// longer list, for every segment of many readings (the readings of the first 120 pairs of the
    /// held-out test set and some number and kana-only readings).
    @Test("--candidates N lists are prefixes of longer lists (N = 1…12 against 30)")
    func candidateListsArePrefixes() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Evaluation/test.tsv").standardized
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        var readings = lines.filter { !$0.hasPrefix("#") }.prefix(120).compactMap { $0.split(separator: "\t").first.map(String.init) }
        readings += ["にじ", "ごにん", "いっかい", "さんぜんごひゃくえん", "ふたり", "に", "いち", "ぽ", "ゔ", "ああ", "きょうはいいてんきです"]
        for reading in readings {
            let long = converter.convert(reading, candidateLimit: 30)
            for n in 1...12 {
                let short = converter.convert(reading, candidateLimit: n)
                #expect(short.segments.map(\.reading) == long.segments.map(\.reading))
                for (s, l) in zip(short.segments, long.segments) {
                    #expect(s.candidates == Array(l.candidates.prefix(n)), "\(reading) N=\(n)")
                }
            }
        }
    }

    @Test("the hiragana and katakana forms are among the first nine candidates of a kana segment")
    func kanaFormsInNine() {
        for reading in ["かんじ", "へんかん", "きょう", "にほん"] {
            let c = converter.convert(reading, fixedSegmentLengths: [reading.count], candidateLimit: 9)?.segments[0].candidates ?? []
            #expect(c.contains(reading))
            #expect(c.contains(Kana.katakana(reading)))
        }
    }
}
