import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

private nonisolated let sampleURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Traces/german-dead-keys.libinput.yml")

/// Issue 32, "Reading real files": recordings as they come from users' machines.
@MainActor
@Suite struct RecordingFilesTests {
    func sample() throws -> String { try String(contentsOf: sampleURL, encoding: .utf8) }

    @Test("an evemu recording (evemu-record writes '# EVEMU 1.3' first) is named as such, with what to record instead")
    func evemuIsNamed() {
        #expect {
            _ = try LibinputRecordReader.read(yaml: "# EVEMU 1.3\nN: USB Keyboard\nI: 0003 046d c31c 0110\n", file: "kbd.yml")
        } throws: { "\($0)".contains("an evemu recording") && "\($0)".contains("libinput record --show-keycodes") }
    }

    @Test("a keyboard device that recorded no events says so, not 'no keyboard device'")
    func keyboardWithoutEvents() throws {
        let text = try sample()
        let cut = try #require(text.range(of: "  events:"))
        let empty = String(text[..<cut.lowerBound]) + "  events: []\n"
        #expect {
            _ = try LibinputRecordReader.read(yaml: empty, file: "quiet.yml")
        } throws: { error in
            let message = "\(error)"
            return message.contains("recorded no key events") && !message.contains("no keyboard device")
        }
    }

    @Test("libinput record's default obfuscation (every key KEY_A, libinput-record(1): --show-keycodes) is warned of in the log")
    func obfuscatedKeysAreWarnedOf() throws {
        let text = try sample()
        let obfuscated = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            // Every key event's code (the fourth number of an EV_KEY, type 1, event) becomes KEY_A (30).
            guard let match = line.firstMatch(of: /\[\s*(\d+),\s*(\d+),\s*1,\s*(\d+),\s*(\d+)\]/) else { return String(line) }
            return line.replacingOccurrences(of: match.0, with: "[\(match.1), \(match.2), 1, 30, \(match.4)]")
        }.joined(separator: "\n")
        let recording = try LibinputRecordReader.read(yaml: obfuscated, file: "o.yml")
        #expect(recording.looksObfuscated)
        #expect(!(try LibinputRecordReader.read(yaml: text, file: "s.yml")).looksObfuscated)
        var log = ""
        try TraceReplay.runRecording(yaml: obfuscated, name: "o.yml", options: ReplayOptions(), chunkSize: 0) { bytes in
            log += String(decoding: bytes, as: UTF8.self)
        }
        #expect(log.contains(#""name":"warning""#) && log.contains("--show-keycodes"))
    }

    @Test("a trace read through a handle whose first bytes were already read for sniffing keeps them")
    func prefixIsKept() throws {
        let pipe = Pipe()
        let lines = #"{"event": "field", "id": "f"}"# + "\n" + #"{"event": "focus", "field": "f"}"# + "\n"
        let bytes = Data(lines.utf8)
        pipe.fileHandleForWriting.write(bytes.dropFirst(10))
        try pipe.fileHandleForWriting.close()
        let reader = TraceReader(handle: pipe.fileHandleForReading, prefix: bytes.prefix(10), name: "-")
        var kinds: [String] = []
        while let event = try reader.next() { kinds.append("\(event.kind)".components(separatedBy: "(").first ?? "") }
        #expect(kinds == ["field", "focus"])
    }
}
