import Foundation
import Testing
@testable import KanaKanji

/// Issue 7 scope 4: sentence accuracy and character accuracy (1 − edit distance / length).
@Suite struct EvaluationTests {
    @Test(arguments: [("", "", 0), ("abc", "", 3), ("漢字", "感じ", 2), ("kitten", "sitting", 3), ("変換する", "変換する", 0)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Evaluation.editDistance(Array(a), Array(b)) == distance)
    }

    @Test func accuraciesAggregateOverSentences() {
        var score = Evaluation()
        score.add(converted: "漢字を変換", expected: "漢字を変換")
        score.add(converted: "感じを変換", expected: "漢字を変換")
        #expect(score.sentenceAccuracy == 0.5)
        #expect(abs(score.characterAccuracy - 0.8) < 1e-9)  // 感→漢, じ→字: 2 edits over 10 characters
    }

    /// `Evaluation/README.md`: a pair a line, `#` comments; the sets learned from mark with a third field
    /// `after` a sentence that followed other text in its page. Anything else is refused with FILE:LINE
    /// and what was expected, and the reader shares the tables' size bound and UTF-8 check.
    @Test("an evaluation file is read as pairs, with the indices of the pairs marked after; a malformed line names FILE:LINE")
    func readPairs() throws {
        let path = Fixture.temporaryPath("pairs-\(UUID().uuidString).tsv")
        defer { unlink(path) }
        try "# page\nかんじ\t漢字\n\n# page\nへんかん\t変換\tafter\nよむ\t読む\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (pairs, afterText) = try Evaluation.readPairs(path: path)
        #expect(pairs.map(\.reading) == ["かんじ", "へんかん", "よむ"] && pairs.map(\.expected) == ["漢字", "変換", "読む"])
        #expect(afterText == [1])
        for (bad, line) in [("かんじ\t漢字\tbefore\n", 1), ("# c\nかんじ\n", 2), ("かんじ\t漢字\nかんじ\t\n", 2), ("\t漢字\n", 1),
                            ("かんじ\t漢字\tafter\textra\n", 1)] {
            try bad.write(toFile: path, atomically: true, encoding: .utf8)
            #expect {
                try Evaluation.readPairs(path: path)
            } throws: { error in
                guard case let .malformedLine(p, l, _, expected)? = error as? DictionaryError else { return false }
                return p == path && l == line && expected.contains("reading<TAB>expected text")
            }
        }
        try Data([0x61, 0x09, 0x62, 0x0A, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        #expect(throws: DictionaryError.notUTF8(path: path, line: 2)) { try Evaluation.readPairs(path: path) }
    }

    /// The shipped sets (`Evaluation/README.md`): `dev.tsv` 4,000 pairs and `test.tsv` 400, no sentence in
    /// both, and `vocabulary.tsv` none of `test.tsv`'s; the `after` marks only in the sets learned from
    /// (1,505 of `dev.tsv`'s pairs), so `test.tsv` is scored as it always was.
    @Test("the evaluation sets read as documented: sizes, no test sentence elsewhere, after marks only where learning reads them")
    func shippedSets() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Evaluation")
        let dev = try Evaluation.readPairs(path: folder.appendingPathComponent("dev.tsv").path)
        let test = try Evaluation.readPairs(path: folder.appendingPathComponent("test.tsv").path)
        let vocabulary = try Evaluation.readPairs(path: folder.appendingPathComponent("vocabulary.tsv").path)
        #expect(dev.pairs.count == 4000 && test.pairs.count == 400 && vocabulary.pairs.count == 10_231)
        #expect(dev.afterText.count == 1505 && test.afterText.isEmpty && !vocabulary.afterText.isEmpty)
        let testTexts = Set(test.pairs.map(\.expected))
        #expect(dev.pairs.allSatisfy { !testTexts.contains($0.expected) })
        #expect(vocabulary.pairs.allSatisfy { !testTexts.contains($0.expected) })
    }
}
