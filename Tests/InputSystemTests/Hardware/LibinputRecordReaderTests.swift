import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

private nonisolated let sampleURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Traces/german-dead-keys.libinput.yml")

/// Issue "Trace format": `libinput record` files of keyboards become key events with evdev code, state
/// and time in ms (libinput-record(1), FILE FORMAT: `events: - evdev: [[sec, usec, type, code, value]]`).
@Test("The German sample recording reads as key events")
func readsSample() throws {
    let recording = try LibinputRecordReader.read(contentsOf: sampleURL)
    #expect(recording.deviceNames == ["Example USB Keyboard"])
    #expect(recording.events.count == 24)
    let first = try #require(recording.events.first)
    #expect(first.event == HardwareKeyEvent(code: .leftShift, state: .down, milliseconds: 0))
    #expect(first.line == 40)
    #expect(recording.events.filter { $0.event.state == .repeat }.count == 2)
    #expect(recording.events.map { $0.event.milliseconds ?? -1 } == recording.events.map { $0.event.milliseconds ?? -1 }.sorted())
}

/// Issue "Traces/": German typing with dead keys on a hardware keyboard, replayed through the de layout.
@Test("The German sample types Cafü and a new line through de with dead keys")
func sampleThroughGermanLayout() throws {
    let recording = try LibinputRecordReader.read(contentsOf: sampleURL)
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "de"))
    var text = ""
    for recorded in recording.events {
        switch keyboard.handle(recorded.event).action {
        case .insertText(let typed): text += typed
        case .deleteBackward: if !text.isEmpty { text.removeLast() }
        case .return: text += "\n"
        default: break
        }
    }
    #expect(text == "Cafü\n")
}

/// Each kind of bad input is an error naming the file, the line and what was expected.
@Test("Malformed recordings give errors with line numbers", arguments: [
    ("version: 2\ndevices: []\n", 1, "version '2'"),
    ("version: 1\nndevices: 1\n", 1, "missing 'devices'"),
    ("version: 1\ndevices: 5\n", 2, "expected a list of recorded devices"),
    ("version: 1\ndevices:\n- node: x\n  events:\n  - evdev:\n    - [0, 0, 1, 30]\n", 6, "five integers"),
    ("version: 1\ndevices:\n- node: x\n  events:\n  - evdev:\n    - [0, 0, 1, 30, 7]\n", 6, "0 (up), 1 (down) or 2 (repeat)"),
    ("version: 1\ndevices:\n- node: x\n  events:\n  - evdev:\n    - [0, 2000000, 1, 30, 1]\n", 6, "usec from 0 to 999999"),
    ("version: 1\ndevices:\n- node: x\n  events:\n  - evdev:\n    - [0, 0, 1, KEY_A, 1]\n", 6, "'KEY_A'"),
    ("version: 1\ndevices:\n- node: x\n  events:\n  - 12\n", 5, "an event frame"),
    ("version: 1\ndevices: [\n", 3, "not YAML"),
    ("- just\n- a list\n", 1, "a mapping with 'version' and 'devices'"),
])
func malformed(yaml: String, line: Int, message: String) {
    do {
        _ = try LibinputRecordReader.read(yaml: yaml, file: "bad.yml")
        Issue.record("expected an error for \(yaml.debugDescription)")
    } catch {
        #expect("\(error)".hasPrefix("bad.yml:\(line):"), "\(error)")
        #expect("\(error)".contains(message), "\(error)")
    }
}

/// Devices that are not keyboards (a mouse by its udev properties) are skipped; none left is an error.
@Test("A recording without a keyboard is an error")
func noKeyboard() {
    let yaml = """
        version: 1
        devices:
        - node: /dev/input/event5
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_MOUSE=1
          events:
          - evdev:
            - [0, 0, 1, 272, 1]
        """
    #expect(throws: LibinputRecordError.noKeyboard(file: "mouse.yml")) {
        try LibinputRecordReader.read(yaml: yaml, file: "mouse.yml")
    }
    #expect(throws: LibinputRecordError.self) {
        try LibinputRecordReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/x.yml"))
    }
}

private func expectResultOrReaderError(_ yaml: String, seed: UInt64) {
    do {
        _ = try LibinputRecordReader.read(yaml: yaml, file: "fuzz.yml")
    } catch let error as LibinputRecordError {
        #expect("\(error)".hasPrefix("fuzz.yml"), "seed \(seed): \(error)")
    } catch {
        Issue.record("seed \(seed): unexpected error type \(error)")
    }
}

/// Issue "Tests": random bytes give an error or a result, never a crash.
@Test("Fuzz: random bytes", arguments: [1, 2, 3] as [UInt64])
func fuzzRandomBytes(seed: UInt64) {
    var random = SplitMix64(state: seed)
    let alphabet = Array("version: 1\ndevices:\n- evdev: [0, 1, 2, -3]{}\"'&*!|>#%@`\t ab\u{0}\u{7f}é".utf8)
    for _ in 0..<200 {
        let count = Int.random(in: 0..<200, using: &random)
        var bytes: [UInt8] = []
        for _ in 0..<count {
            bytes.append(Bool.random(using: &random) ? alphabet.randomElement(using: &random)!
                                                      : UInt8.random(in: 0...255, using: &random))
        }
        expectResultOrReaderError(String(decoding: bytes, as: UTF8.self), seed: seed)
    }
}

/// Issue "Tests": mutated valid recordings give an error or a result, never a crash.
@Test("Fuzz: mutated sample recordings", arguments: [11, 12, 13] as [UInt64])
func fuzzMutatedSample(seed: UInt64) throws {
    let sample = try String(contentsOf: sampleURL, encoding: .utf8)
    var random = SplitMix64(state: seed)
    let replacements = ["", "-", "[", "]", ":", "9999999999999999999999", "-1", "2", "3", "  ", "\n", "x", "{", "&a", "*a"]
    for _ in 0..<150 {
        var lines = sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let index = Int.random(in: 0..<lines.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: lines.remove(at: index)
            case 1: lines.insert(lines[index], at: index)
            case 2:
                var characters = Array(lines[index])
                if !characters.isEmpty {
                    let at = Int.random(in: 0..<characters.count, using: &random)
                    characters.replaceSubrange(at...at, with: replacements.randomElement(using: &random)!)
                }
                lines[index] = String(characters)
            default: lines = Array(lines.prefix(index))
            }
            if lines.isEmpty { lines = [""] }
        }
        expectResultOrReaderError(lines.joined(separator: "\n"), seed: seed)
    }
}
