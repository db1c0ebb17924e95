import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Full Japanese sessions replayed from traces, compared with golden logs (issue 6, scopes 4, 5 and 7).
/// Conversions depend on the dictionary: the replays use the embedded one, whatever is installed.
/// The traces name no scene: the replays pin the device and profile the goldens were recorded with
/// (the 4.7-inch iPhone, iOS 8), so that the simulator's defaults can move on without changing them.
@Suite struct JapaneseReplayTests {
    func replay(_ trace: String, name: String = "t.jsonl", history: String? = nil) throws -> String {
        var out = ""
        try TraceReplay.run(TraceReader(string: trace, name: name),
                            options: ReplayOptions(device: "iphone-4.7", profile: "ios8", finalText: true, historyPath: history, embeddedDictionary: true), output: { out += $0 })
        return out
    }

    func replayFile(_ name: String) throws -> String {
        var out = ""
        let url = tracesFolder().appendingPathComponent(name)
        try TraceReplay.run(TraceReader(contentsOf: url, name: name), options: ReplayOptions(device: "iphone-4.7", profile: "ios8", finalText: true, embeddedDictionary: true), output: { out += $0 })
        return out
    }

    @Test("Traces/japanese-romaji.jsonl: type, convert, move focus, resize (Shift-arrows), next candidate, pick, commit; F7, Escape twice; the learned pick ranks first")
    func romajiTrace() throws {
        let log = try replayFile("japanese-romaji.jsonl")
        assertGolden(log, named: "japanese-romaji.jsonl")
        #expect(log.contains("\"name\":\"unmarkText\""))
    }

    @Test("Traces/japanese-kana.jsonl: 12-key toggles, ゛゜小, undo, →, a flick the key lacks (iOS no-op), convert, pick, commit, resign commits")
    func kanaTrace() throws {
        let log = try replayFile("japanese-kana.jsonl")
        assertGolden(log, named: "japanese-kana.jsonl")
        #expect(log.contains("\"name\":\"ignored\""))
    }

    @Test("cancel and backspace: Escape twice removes the composition, Backspace edits the reading and then the client's text")
    func cancelAndBackspace() throws {
        let log = try replay("""
        {"event": "field", "id": "f", "text": "ok"}
        {"event": "focus", "field": "f"}
        {"event": "inputMode", "mode": "ja-JP-romaji"}
        {"event": "type", "text": "neko"}
        {"event": "tap", "key": "space"}
        {"event": "hardware", "layout": "us"}
        {"event": "key", "code": "KEY_ESC", "state": "down"}
        {"event": "key", "code": "KEY_ESC", "state": "down"}
        {"event": "type", "text": "inu"}
        {"event": "tap", "key": "delete"}
        {"event": "tap", "key": "delete"}
        {"event": "tap", "key": "delete"}
        """)
        assertGolden(log, named: "cancel-backspace.jsonl")
        #expect(log.hasSuffix("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"f\",\"text\":\"o\"}\n"))
    }

    @Test("ending compositions: focus moving away and an input mode switch commit; the user selecting text (select) keeps the text and resets the method")
    func endingCompositions() throws {
        let log = try replay("""
        {"event": "field", "id": "a"}
        {"event": "field", "id": "b"}
        {"event": "focus", "field": "a"}
        {"event": "inputMode", "mode": "ja-JP-romaji"}
        {"event": "type", "text": "sora"}
        {"event": "focus", "field": "b"}
        {"event": "type", "text": "umi"}
        {"event": "inputMode", "mode": "en-US"}
        {"event": "type", "text": "!"}
        {"event": "inputMode", "mode": "ja-JP-romaji"}
        {"event": "type", "text": "yama"}
        {"event": "select", "field": "b", "range": [0, 0]}
        {"event": "type", "text": "ka"}
        """)
        assertGolden(log, named: "ending.jsonl")
        #expect(log.contains("\"field\":\"a\",\"text\":\"そら\""))
        #expect(log.contains("\"field\":\"b\",\"text\":\"かうみ!やま\""))
    }

    @Test("rotating the device does not end a composition (chosen): no unmarkText, typing goes on in the same marked text")
    func rotationKeepsComposition() throws {
        let log = try replay("""
        {"event": "field", "id": "f"}
        {"event": "focus", "field": "f"}
        {"event": "inputMode", "mode": "ja-JP-romaji"}
        {"event": "type", "text": "ne"}
        {"event": "rotate", "to": "landscapeLeft"}
        {"event": "type", "text": "ko"}
        """)
        #expect(!log.contains("unmarkText"))
        #expect(log.contains("\"text\":\"ねこ\",\"selectedRange\":[2,0]"))
    }

    @Test("bad input: a candidate index past the candidate bar and a flick on a key the 12-key pad lacks are trace errors with FILE:LINE")
    func badInput() throws {
        #expect(throws: TraceError(file: "t.jsonl", line: 5, message: "candidate 99: the candidate bar has 5 candidates")) {
            _ = try replay("""
            {"event": "field", "id": "f"}
            {"event": "focus", "field": "f"}
            {"event": "inputMode", "mode": "ja-JP-romaji"}
            {"event": "type", "text": "a"}
            {"event": "candidate", "index": 99}
            """).isEmpty
        }
        #expect(throws: TraceError(file: "t.jsonl", line: 4, message: "no key \"Q\" on the 12-key kana keyboard")) {
            _ = try replay("""
            {"event": "field", "id": "f"}
            {"event": "focus", "field": "f"}
            {"event": "inputMode", "mode": "ja-JP-kana"}
            {"event": "flick", "key": "Q", "direction": "up"}
            """).isEmpty
        }
    }

    @Test("a Japanese hardware layout (jp): letters compose, 変換 (KEY_HENKAN) converts and steps candidates, F7 makes katakana, Enter commits")
    func japaneseHardwareLayout() throws {
        let keys = ["KEY_K", "KEY_A", "KEY_N", "KEY_A", "KEY_HENKAN", "KEY_F7", "KEY_ENTER"]
        let log = try replay("""
        {"event": "field", "id": "f"}
        {"event": "focus", "field": "f"}
        {"event": "inputMode", "mode": "ja-JP-romaji"}
        {"event": "hardware", "layout": "jp"}
        """ + keys.map { "\n{\"event\": \"key\", \"code\": \"\($0)\", \"state\": \"down\"}\n{\"event\": \"key\", \"code\": \"\($0)\", \"state\": \"up\"}" }.joined())
        #expect(log.contains("\"text\":\"かな\",\"selectedRange\":[2,0]"))
        #expect(log.contains("\"text\":\"カナ\",\"selectedRange\":[0,2]"))
        #expect(log.contains("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"f\",\"text\":\"カナ\""))
        #expect(log.contains("\"name\":\"unmarkText\""))
    }

    @Test("a key-input-only client never gets a Japanese method: text goes in directly (TWPG, Simple Text Input)")
    func keyInputOnlyClient() throws {
        let log = try replay("""
        {"event": "field", "id": "k", "kind": "keyInput"}
        {"event": "focus", "field": "k"}
        {"event": "inputMode", "mode": "ja-JP-romaji"}
        {"event": "type", "text": "ka"}
        """)
        #expect(!log.contains("setMarkedText"))
        #expect(log.contains("\"field\":\"k\",\"text\":\"ka\""))
    }

    @Test("--history: a pick is saved after the replay and ranks first in the next run; a corrupt file is an error naming it (issue 6, scope 6)")
    func historyFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("jp-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("history.json").path
        let setup = """
        {"event": "field", "id": "f"}
        {"event": "focus", "field": "f"}
        {"event": "inputMode", "mode": "ja-JP-romaji"}
        {"event": "type", "text": "kisha"}
        {"event": "tap", "key": "space"}
        """
        let first = try replay(setup + "\n{\"event\": \"candidate\", \"index\": 2}\n{\"event\": \"tap\", \"key\": \"return\"}", history: path)
        let history = LearningHistory()
        try history.load(from: path)
        let picked = try #require(history.candidates(for: "きしゃ").first)
        #expect(first.contains("\"text\":\"\(picked)\"}"))
        let second = try replay(setup + "\n{\"event\": \"tap\", \"key\": \"return\"}", history: path)
        #expect(second.contains("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"f\",\"text\":\"\(picked)\""))

        try Data("{\"version\": 1, \"entries\": [{\"reading\": 3}]}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: LearningHistoryError.self) { _ = try replay(setup, history: path) }
        do {
            _ = try replay(setup, history: path)
        } catch {
            #expect("\(error)".hasPrefix(path + ": not a learning history file"))
        }
    }
}
