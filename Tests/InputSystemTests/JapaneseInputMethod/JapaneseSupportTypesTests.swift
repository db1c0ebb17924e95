import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The pieces under the Japanese input methods: romaji spelling for F9/F10, the focused segment's UTF-16
/// range, and the learning-history file's errors (issue 6, scopes 4 and 6; "Bad input").
@Suite struct JapaneseSupportTypesTests {
    @Test("F9/F10 spell kana back from the romaji table: shortest spelling without c/q/l/x, っ doubles the next consonant",
          arguments: [("か", "ka"), ("きょう", "kyou"), ("かった", "katta"), ("カタカナ", "katakana"), ("ん", "n"),
                      ("がっこう", "gakkou"), ("ー", "-"), ("、。", ",."), ("A1", "A1"), ("っ", "ltu")])
    func speller(kana: String, latin: String) throws {
        let speller = RomajiSpeller(table: try RomajiTable.bundled())
        #expect(speller.spell(kana) == latin)
    }

    @Test("the focused segment's selected range counts UTF-16 units (a candidate outside the BMP is 2 units)")
    func focusedRangeUTF16() {
        let state = ConversionState(parts: [.init(reading: "つち", candidates: ["𡈽"], index: 0),
                                            .init(reading: "が", candidates: ["が"], index: 0)], focus: 1)
        #expect(state.text == "𡈽が")
        #expect(state.focusedRange == NSRange(location: 2, length: 1))
    }

    @Test("a chosen index outside the candidates shows the reading, never traps")
    func partOutOfRange() {
        let part = ConversionState.Part(reading: "かな", candidates: ["仮名"], index: 5)
        #expect(part.text == "かな" && !part.userChose)
    }

    @Test("history files: bad JSON, a wrong version and empty entries are errors naming the file; a missing file is an empty history",
          arguments: [("[1,", "not JSON"), ("{\"version\": 2, \"entries\": []}", "version 2; expected 1"),
                      ("{\"version\": 1, \"entries\": [{\"reading\": \"\", \"candidates\": [\"x\"]}]}", "entries[0]"),
                      ("{\"version\": 1}", "missing \"entries\"")])
    func historyErrors(text: String, detail: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jp-history-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let history = LearningHistory()
        history.record(reading: "あ", candidate: "亜")
        do {
            try history.load(from: path)
            Issue.record("expected an error for \(text)")
        } catch let error as LearningHistoryError {
            #expect(error.description.hasPrefix(path + ": not a learning history file"))
            #expect(error.description.contains(detail))
        }
        #expect(history.candidates(for: "あ") == ["亜"], "a failed load keeps the history as it was")
        try history.load(from: path + ".missing")
        #expect(history.isEmpty)
    }

    @Test("history round trip: the same history gives the same bytes; the most recent pick comes first")
    func historyRoundTrip() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jp-history-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let history = LearningHistory()
        history.record(reading: "きしゃ", candidate: "記者")
        history.record(reading: "きしゃ", candidate: "汽車")
        history.record(reading: "あ", candidate: "亜")
        try history.save(to: path)
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        let loaded = LearningHistory()
        try loaded.load(from: path)
        #expect(loaded.candidates(for: "きしゃ") == ["汽車", "記者"])
        #expect(loaded.ranked(["帰社", "記者"], for: "きしゃ") == ["汽車", "記者", "帰社"])
        try loaded.save(to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == first)
    }
}
