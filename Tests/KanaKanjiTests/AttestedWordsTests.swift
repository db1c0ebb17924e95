import Foundation
import Testing
@testable import KanaKanji

/// Words attested in text (issue 14, scope 5: the embedded default chosen by the project's own tool):
/// the words that spell a file's expected texts, the word list that carries them, and the subset rule
/// that keeps them.
@Suite struct AttestedWordsTests {
    @Test("the attested words are those of the cheapest path spelling each expected text, counted once per pair; made-up words are left out")
    func wordsOfExpectedPaths() throws {
        let d = try Fixture.dictionary()
        let pairs: [(reading: String, expected: String)] = [
            ("かんじをへんかん", "感じを変換"),      // not the converter's 漢字: the expected text decides
            ("かんじとかんじ", "感じと感じ"),        // the same word twice in one pair counts one pair
            ("へんかん", "変換"),
            ("ぱそこん", "パソコン"),               // the lattice's katakana of the reading: no dictionary word
            ("かんじ", "寛治"),                     // no path spells it: nothing
        ]
        let words = ModelTraining.attestedWords(pairs, dictionary: d, model: .ipadicOnly)
        #expect(words == [
            .init(reading: "かんじ", surface: "感じ", pairs: 2),
            .init(reading: "と", surface: "と", pairs: 1),
            .init(reading: "へんかん", surface: "変換", pairs: 2),
            .init(reading: "を", surface: "を", pairs: 1),
        ])
    }

    @Test("a subset keeps every attested content word whatever its cost or frequency, matched by reading and surface")
    func subsetKeepsAttestedWords() throws {
        let source = try IPADICSource.read(directory: Fixture.ipadic)
        let table = WordFrequencies(zipf100: ["幹事": 450])
        let attested: Set<DictionaryBuilder.WordKey> = [
            .init(reading: "かんじ", surface: "漢字"),       // cost 3000 > 1000, not in the table: kept for this
            .init(reading: "へんかん", surface: "返還"),
            .init(reading: "かんじ", surface: "変換"),       // no such entry: keeps nothing
        ]
        let path = Fixture.temporaryPath("attested-subset-\(UUID().uuidString).kkdic")
        let selection = DictionaryBuilder.Selection.subset(maxContentCost: 1000, minContentZipf100: 400, attestedWords: attested)
        try Data(DictionaryBuilder.build(source, selection: selection, frequencies: table)).write(to: URL(fileURLWithPath: path))
        let d = try KanaKanjiDictionary(path: path)
        #expect(Set(d.lookup("かんじ").map { d.surface(of: $0) }) == ["漢字", "幹事"])   // 感じ dropped
        #expect(d.lookup("へんかん").map { d.surface(of: $0) } == ["返還"])               // 変換 dropped
        #expect(d.lookup("ちゃ").isEmpty)
    }

    @Test("a word list written by wordList reads back; minPairs keeps the words attested in at least that many pairs")
    func wordListRoundTrip() throws {
        let words: [ModelTraining.AttestedWord] = [.init(reading: "かんじ", surface: "感じ", pairs: 2),
                                                   .init(reading: "へんかん", surface: "変換", pairs: 1)]
        let path = Fixture.temporaryPath("words-\(UUID().uuidString).tsv")
        try DictionaryBuilder.wordList(words, comment: ["a comment"]).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# a comment\nかんじ\t感じ\t2\nへんかん\t変換\t1\n")
        #expect(try DictionaryBuilder.readAttestedWords(path: path) == [.init(reading: "かんじ", surface: "感じ"), .init(reading: "へんかん", surface: "変換")])
        #expect(try DictionaryBuilder.readAttestedWords(path: path, minPairs: 2) == [.init(reading: "かんじ", surface: "感じ")])
    }

    @Test("a malformed word-list line is refused with the file, the line and what was expected; a missing file and bad UTF-8 are named too",
          arguments: ["かんじ\t感じ", "かんじ\t感じ\t0", "かんじ\t感じ\tmany", "\t感じ\t1", "かんじ\t\t1", "かんじ\t感じ\t1\textra",
                      "かんじ\t" + String(repeating: "字", count: 86) + "\t1"])
    func malformedLines(line: String) throws {
        let path = Fixture.temporaryPath("bad-words-\(UUID().uuidString).tsv")
        try "# header\nへんかん\t変換\t1\n\(line)\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: DictionaryError.malformedLine(path: path, line: 3, value: line, expected: DictionaryBuilder.wordListLine)) {
            try DictionaryBuilder.readAttestedWords(path: path)
        }
        let badUTF8 = Fixture.temporaryPath("bad-utf8-\(UUID().uuidString).tsv")
        try Data([0x82, 0xA0, 0x09, 0x41, 0x09, 0x31, 0x0A]).write(to: URL(fileURLWithPath: badUTF8))
        #expect(throws: DictionaryError.notUTF8(path: badUTF8, line: 1)) { try DictionaryBuilder.readAttestedWords(path: badUTF8) }
        let missing = Fixture.temporaryPath("missing-\(UUID().uuidString).tsv")
        #expect { try DictionaryBuilder.readAttestedWords(path: missing) } throws: { error in
            guard case let .unreadable(p, _) = error as? DictionaryError else { return false }
            return p == missing
        }
    }
}
