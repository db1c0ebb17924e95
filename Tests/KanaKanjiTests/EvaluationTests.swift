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
}
