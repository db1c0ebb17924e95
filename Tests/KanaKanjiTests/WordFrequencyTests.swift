import Foundation
import Testing
@testable import KanaKanji

/// The word-frequency feature (issue 7: conversion quality): the table's format and bad input, the
/// buckets the builder stores with each entry, and the weights that act on them.
@Suite struct WordFrequencyTests {
    func write(_ text: String, _ name: String) throws -> String {
        let path = Fixture.temporaryPath(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("buckets are half Zipf units: 0 for a surface not listed, 1 below Zipf 2, 2 from 2, 14 from 8, 15 from 8.5")
    func buckets() {
        let t = WordFrequencies(zipf100: ["a": 0, "b": 149, "c": 150, "d": 199, "e": 200, "f": 557, "g": 800, "h": 1000])
        #expect(t.bucket(of: "none") == 0)
        #expect([t.bucket(of: "a"), t.bucket(of: "b"), t.bucket(of: "c"), t.bucket(of: "d"), t.bucket(of: "e")] == [1, 1, 1, 1, 2])
        #expect(t.bucket(of: "f") == 9)
        #expect(t.bucket(of: "g") == 14 && t.bucket(of: "h") == 15)
    }

    @Test("a table is read from surface<TAB>Zipf × 100 lines; comments and blank lines are skipped")
    func reads() throws {
        let path = try write("# comment\n今日\t557\n\n教\t445\n", "freq-\(UUID().uuidString).tsv")
        #expect(try WordFrequencies.read(path: path).zipf100 == ["今日": 557, "教": 445])
    }

    @Test("a malformed line is refused with the file, the line and what was expected", arguments: [
        "今日 557", "今日\t", "\t557", "今日\tmany", "今日\t557\textra", "今日\t1200", "今日\t-3",
    ])
    func malformedLine(_ line: String) throws {
        let path = try write("今日\t557\n\(line)\n", "bad-freq-\(UUID().uuidString).tsv")
        #expect(throws: DictionaryError.malformedLine(path: path, line: 2, value: line,
                                                       expected: "surface<TAB>Zipf × 100 (0…1000)")) {
            try WordFrequencies.read(path: path)
        }
        let missing = Fixture.temporaryPath("missing-\(UUID().uuidString).tsv")
        #expect(throws: DictionaryError.self) { try WordFrequencies.read(path: missing) }
    }

    @Test("the bundled table (wordfreq's Japanese list) ranks everyday words above their rarer homophones")
    func bundledTable() throws {
        let t = try WordFrequencies.bundled()
        #expect(t.zipf100.count > 100_000)
        let today = try #require(t.zipf100["今日"]), teaching = try #require(t.zipf100["教"])
        #expect(today > teaching)
        #expect(try #require(t.zipf100["電車"]) > (t.zipf100["伝写"] ?? 0))
    }

    @Test("the builder stores each entry's bucket, and frequency weights move the words in their bucket")
    func builderAndWeights() throws {
        let source = try IPADICSource.read(directory: Fixture.ipadic)
        let table = WordFrequencies(zipf100: ["返還": 500, "変換": 300])
        let path = Fixture.temporaryPath("freq-\(UUID().uuidString).kkdic")
        try Data(DictionaryBuilder.build(source, frequencies: table)).write(to: URL(fileURLWithPath: path))
        let d = try KanaKanjiDictionary(path: path)
        func entry(_ surface: String) throws -> KanaKanjiDictionary.Entry {
            try #require(d.lookup("へんかん").first { d.surface(of: $0) == surface })
        }
        #expect(try entry("返還").frequency == 8 && entry("変換").frequency == 4)
        #expect(try #require(d.lookup("かんじ").first { d.surface(of: $0) == "漢字" }).frequency == 0)
        var model = ConversionModel.ipadicOnly
        #expect(KanaKanjiConverter(dictionary: d, model: model).convert("へんかん").text == "変換")   // 3000 < 3200
        model[.frequency(8)] = -500
        #expect(KanaKanjiConverter(dictionary: d, model: model).convert("へんかん").text == "返還")
        model[.frequency(8)] = 0
        model[.scriptFrequency(.kanji, 8)] = -500
        #expect(KanaKanjiConverter(dictionary: d, model: model).convert("へんかん").text == "返還")
        // Without a table every entry is in bucket 0.
        let bare = Fixture.temporaryPath("bare-\(UUID().uuidString).kkdic")
        try Data(try Fixture.bytes(frequencies: WordFrequencies.none)).write(to: URL(fileURLWithPath: bare))
        #expect(try KanaKanjiDictionary(path: bare).lookup("へんかん").allSatisfy { $0.frequency == 0 })
    }

    @Test("a subset keeps content words common in general text whatever their IPADIC cost, and drops the rest above the cost")
    func subsetByFrequency() throws {
        let source = try IPADICSource.read(directory: Fixture.ipadic)
        let table = WordFrequencies(zipf100: ["幹事": 450, "感じ": 300, "東京": 500])
        let path = Fixture.temporaryPath("freq-subset-\(UUID().uuidString).kkdic")
        let selection = DictionaryBuilder.Selection.subset(maxContentCost: 1000, minContentZipf100: 400)
        try Data(DictionaryBuilder.build(source, selection: selection, frequencies: table)).write(to: URL(fileURLWithPath: path))
        let d = try KanaKanjiDictionary(path: path)
        #expect(d.lookup("かんじ").map { d.surface(of: $0) } == ["幹事"])   // 漢字 (not listed) and 感じ (Zipf 3) dropped
        #expect(d.lookup("とうきょう").map { d.surface(of: $0) } == ["東京"])  // a proper noun, kept for its frequency
        #expect(!d.lookup("を").isEmpty)                                   // function words are always kept
        #expect(d.lookup("へんかん").isEmpty)                               // cost 3000 > 1000, not listed
    }

    @Test("katakana words of the table that IPADIC lacks become nouns flagged as listed loanwords, read in hiragana")
    func listedLoanwords() throws {
        let source = try IPADICSource.read(directory: Fixture.ipadic)
        let table = WordFrequencies(zipf100: ["クライアント": 420, "ヴァイオリン": 250, "テスト": 500, "アレ": 450,
                                              "ーーー": 400, "かんじ": 300])
        let d = try KanaKanjiDictionary(path: try write(table, selection: .full, source))
        let client = try #require(d.lookup("くらいあんと").first)
        #expect(d.surface(of: client) == "クライアント" && client.isListedLoanword && client.frequency == 6)
        #expect(PartOfSpeech.name(Int(client.partOfSpeech)) == "名詞,一般" && client.wordClass == .content)
        #expect(d.lookup("ゔぁいおりん").map { d.surface(of: $0) } == ["ヴァイオリン"])
        // Already in IPADIC, too short, not starting with a letter, or not katakana: not added.
        #expect(d.lookup("てすと").allSatisfy { !$0.isListedLoanword })
        #expect(d.lookup("あれ").isEmpty && d.lookup("ーーー").isEmpty)
        #expect(try #require(d.lookup("かんじ").first).isListedLoanword == false)
        // The model prices them by its own weight.
        var model = ConversionModel.ipadicOnly
        let base = model.cost(of: client, readingLength: 6)
        model[.listedLoanword] = 1000
        #expect(model.cost(of: client, readingLength: 6) == base + 1000)
        // A subset keeps them only when they are common enough.
        let subset = try KanaKanjiDictionary(path: try write(table, selection: .subset(maxContentCost: 10_000, minContentZipf100: 300), source))
        #expect(!subset.lookup("くらいあんと").isEmpty && subset.lookup("ゔぁいおりん").isEmpty)
    }

    func write(_ table: WordFrequencies, selection: DictionaryBuilder.Selection, _ source: IPADICSource) throws -> String {
        let path = Fixture.temporaryPath("loanwords-\(UUID().uuidString).kkdic")
        try Data(DictionaryBuilder.build(source, selection: selection, frequencies: table)).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a dictionary of format version 2 (no frequency buckets) is refused: rebuild it")
    func version2Refused() throws {
        var bytes = try Fixture.bytes()
        bytes[8] = 2; bytes[9] = 0; bytes[10] = 0; bytes[11] = 0
        let path = Fixture.temporaryPath("v2-\(UUID().uuidString).kkdic")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: DictionaryError.unsupportedVersion(path: path, found: 2, expected: DictionaryFormat.version)) {
            try KanaKanjiDictionary(path: path)
        }
        #expect("\(DictionaryError.unsupportedVersion(path: path, found: 2, expected: DictionaryFormat.version))".contains("kbsim dictionary build"))
    }
}
