import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The trace format (README "Trace format"): JSON Lines, comments, default pace, and errors that name
/// the file, the line and what was expected.
@Suite struct TraceReaderTests {
    func read(_ text: String) throws -> [TraceEvent] { try TraceReader(string: text, name: "t.jsonl").readAll() }

    func error(_ text: String) -> String {
        do { _ = try read(text); return "no error" } catch { return "\(error)" }
    }

    @Test("UIReturnKeyType(name:) takes the trace name and UIKit's constant name of each of UIKit's 12 return key types, and nothing else")
    func returnKeyTypeNames() {
        for type in UIReturnKeyType.allCases {
            #expect(UIReturnKeyType(name: type.traceName) == type)
            #expect(UIReturnKeyType(name: type.uikitName) == type)
        }
        #expect(UIReturnKeyType(name: "UIReturnKeyGo") == .go)
        #expect(UIReturnKeyType(name: "emergencyCall") == .emergencyCall)
        #expect(UIReturnKeyType(name: "Go") == nil, "names are case-sensitive, as in traces")
        #expect(UIReturnKeyType(name: "launch") == nil)
        #expect(UIReturnKeyType.allCases.count == 12)
    }

    @Test("every event of the format parses")
    func everyEvent() throws {
        let events = try read("""
        {"event": "scene", "device": "iPad", "orientation": "landscapeLeft", "profile": "iOS 8"}
        {"event": "field", "id": "f", "kind": "textView", "frame": [0, 0, 320, 100], "text": "hi", "traits": {"keyboardType": "URL", "secureTextEntry": true, "returnKeyType": "done"}, "delegate": {"refuseEndEditing": true}, "accessory": {"name": "Done", "height": 44}}
        {"event": "focus", "field": "f"}
        {"event": "resign"}
        {"event": "endEditing", "force": true}
        {"event": "rotate", "to": "portrait"}
        {"event": "tap", "key": "shift"}
        {"event": "flick", "key": "か", "direction": "up"}
        {"event": "type", "text": "héllo"}
        {"event": "inputMode", "mode": "ja-JP-kana"}
        {"event": "candidate", "index": 2}
        {"event": "hardware", "layout": "de", "variant": "nodeadkeys"}
        {"event": "hardware", "detach": true}
        {"event": "key", "code": "KEY_A", "state": "down"}
        {"event": "key", "code": 30, "state": "up"}
        {"event": "select", "field": "f", "range": [1, 2]}
        {"event": "wait", "ms": 250}
        """)
        #expect(events.count == 17)
        #expect(events[0].kind == .scene(device: "iPad", orientation: "landscapeLeft", profile: "iOS 8"))
        guard case .field(let spec) = events[1].kind else { Issue.record("not a field"); return }
        #expect(spec.kind == .textView && spec.text == "hi" && spec.traits.keyboardType == .URL)
        #expect(spec.traits.isSecureTextEntry && spec.traits.returnKeyType == .done && spec.delegate.refuseEndEditing)
        #expect(spec.accessory == InputViewDescription(name: "Done", height: 44))
        #expect(spec.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(events[11].kind == .hardware(HardwareSpec(layout: "de", variant: "nodeadkeys")))
        #expect(events[12].kind == .hardware(nil))
        #expect(events[14].kind == .key(code: .number(30), state: .up))
        #expect(events[15].kind == .select(field: "f", range: NSRange(location: 1, length: 2)))
    }

    @Test("comments and blank lines are skipped; line numbers count them")
    func comments() throws {
        let events = try read("# a comment\n\n   \n{\"event\": \"wait\", \"ms\": 1}\r\n")
        #expect(events.count == 1 && events[0].line == 4)
    }

    @Test("time: default pace between events, t sets it, wait moves it on, type lasts 50 ms a tap")
    func time() throws {
        let events = try read("""
        {"event": "tap", "key": "a"}
        {"event": "tap", "key": "b"}
        {"event": "wait", "ms": 1000}
        {"event": "tap", "key": "c"}
        {"event": "type", "text": "abc"}
        {"event": "tap", "key": "d"}
        {"event": "tap", "key": "e", "t": 5000}
        """)
        #expect(events.map(\.time) == [0, 100, 200, 1300, 1400, 1600, 5000])
    }

    @Test("bad lines are reported as FILE:LINE: what was expected", arguments: [
        ("{\"event\": \"tap\"}", "t.jsonl:2: missing \"key\" (a string)"),
        ("{\"event\": \"jump\"}", "t.jsonl:2: unknown event \"jump\"; expected one of: scene, formSheet, keyboard, field, focus, resign, endEditing, rotate, tap, flick, type, inputMode, candidate, hardware, key, select, tapText, wait, setText, setSelection, edit, clear, remove, update, reloadInputViews, dictate, autofill, writingTools, settings, suggestion, revertCorrection, layoutGuide"),
        ("{\"event\": \"tap\", \"key\": \"a\", \"kye\": 1}", "t.jsonl:2: unknown field \"kye\" for \"tap\"; expected: key, t"),
        ("not json", "t.jsonl:2: not valid JSON; expected one JSON object on the line"),
        ("[1, 2]", "t.jsonl:2: expected a JSON object such as {\"event\": \"tap\", \"key\": \"a\"}"),
        ("{\"event\": \"wait\", \"ms\": -5}", "t.jsonl:2: \"ms\" must be at least 0, not -5"),
        ("{\"event\": \"wait\", \"ms\": 1.5}", "t.jsonl:2: \"ms\" must be a whole number, not 1.5"),
        ("{\"event\": \"flick\", \"key\": \"あ\", \"direction\": \"north\"}", "t.jsonl:2: unknown direction \"north\"; expected one of: up, down, left, right"),
        ("{\"event\": \"key\", \"code\": \"KEY_A\"}", "t.jsonl:2: missing \"state\" (down, up or repeat)"),
        ("{\"event\": \"key\", \"code\": true, \"state\": \"down\"}", "t.jsonl:2: \"code\" must be an evdev key name such as \"KEY_A\" or a key code number, not true"),
        ("{\"event\": \"select\", \"range\": [1]}", "t.jsonl:2: \"range\" must be [location, length] in UTF-16 units, not [1]"),
        ("{\"event\": \"field\", \"id\": \"x\", \"kind\": \"label\"}", "t.jsonl:2: unknown kind \"label\"; expected one of: textField, textView, keyInput, webField"),
        ("{\"event\": \"field\", \"id\": \"x\", \"traits\": {\"keyboardType\": \"emoji\"}}", "t.jsonl:2: unknown keyboardType \"emoji\"; expected one of: default, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad"),
        ("{\"event\": \"hardware\"}", "t.jsonl:2: \"hardware\" needs \"layout\" (an XKB layout such as \"us\") or \"detach\": true"),
        ("{\"event\": \"tap\", \"key\": \"a\", \"t\": 10}", "t.jsonl:2: \"t\" is 10 ms but the previous event was at 50 ms; time must not go back"),
    ])
    func badLines(line: String, message: String) {
        #expect(error("{\"event\": \"wait\", \"ms\": 0, \"t\": 50}\n" + line) == message)
    }

    @Test("invalid UTF-8 is reported with its line")
    func invalidUTF8() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-utf8-\(getpid()).jsonl")
        try Data([0x7B, 0x7D, 0x0A, 0xFF, 0xFE, 0x0A]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try TraceReader(contentsOf: url, name: "bad.jsonl")
        #expect(throws: TraceError(file: "bad.jsonl", line: 1, message: "missing \"event\" (a string)")) { try reader.next() }
        #expect(throws: TraceError(file: "bad.jsonl", line: 2, message: "the line is not valid UTF-8")) { try reader.next() }
    }

    /// Lines count from 1 (issue 31): an error about the whole file has line 0 and prints as `FILE: message`,
    /// as compilers print a file-level error, never `FILE:0:`.
    @Test("a missing file is an error naming it, with no line")
    func missingFile() {
        #expect(throws: TraceError(file: "/no/such.jsonl", line: 0, message: "cannot open the trace file: No such file or directory")) {
            _ = try TraceReader(contentsOf: URL(fileURLWithPath: "/no/such.jsonl"))
        }
        #expect(TraceError(file: "/no/such.jsonl", line: 0, message: "cannot open the trace file").description
                == "/no/such.jsonl: cannot open the trace file")
        #expect(TraceError(file: "t.jsonl", line: 3, message: "m").description == "t.jsonl:3: m")
    }

    @Test("the sample traces in Traces/ parse", arguments: ["form.jsonl", "rotation.jsonl", "accessory-done.jsonl", "german-hardware.jsonl", "ipad-form-sheet.jsonl"])
    func sampleTraces(name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Traces/\(name)").standardized
        let events = try TraceReader(contentsOf: url).readAll()
        #expect(!events.isEmpty)
    }

    @Test("a large trace file streams in blocks: 30,000 lines (several 64 KB blocks)")
    func largeFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(getpid()).jsonl")
        let line = "{\"event\": \"tap\", \"key\": \"a\"}\n"
        try Data(String(repeating: line, count: 30_000).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try TraceReader(contentsOf: url)
        var n = 0
        while let e = try reader.next() { n += 1; if n == 30_000 { #expect(e.line == 30_000) } }
        #expect(n == 30_000)
    }

    @Test("fuzz: random bytes and mutated valid lines give an error or events, never a crash")
    func fuzz() {
        var rng = SplitMix64(seed: 0xF022)
        let valid = [
            "{\"event\": \"field\", \"id\": \"f\", \"kind\": \"textView\", \"frame\": [0, 0, 320, 100], \"traits\": {\"keyboardType\": \"URL\"}}",
            "{\"event\": \"key\", \"code\": \"KEY_A\", \"state\": \"down\"}",
            "{\"event\": \"select\", \"range\": [1, 2]}",
            "{\"event\": \"flick\", \"key\": \"か\", \"direction\": \"up\", \"t\": 5}",
        ]
        var outcomes = (errors: 0, events: 0)
        for i in 0..<3000 {
            var bytes: [UInt8]
            if i % 3 == 0 {
                bytes = (0..<Int(rng.next() % 80)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            } else {
                bytes = Array(valid[Int(rng.next() % UInt64(valid.count))].utf8)
                for _ in 0..<(1 + Int(rng.next() % 4)) where !bytes.isEmpty {
                    let at = Int(rng.next() % UInt64(bytes.count))
                    switch rng.next() % 3 {
                    case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(bytes[at], at: at)
                    }
                }
            }
            let reader = TraceReader(string: String(decoding: bytes, as: UTF8.self))
            do { outcomes.events += try reader.readAll().count } catch { outcomes.errors += 1 }
        }
        #expect(outcomes.errors > 0 && outcomes.events > 0)
    }
}

/// The trace reader's JSON parser against Foundation's JSONSerialization (RFC 8259): same verdicts, same values.
@Suite struct JSONLineParserTests {
    @Test("valid JSON texts parse to the values JSONSerialization finds", arguments: [
        "{}", "[]", "{\"a\": [1, -2.5e3, true, false, null, \"x\"]}", "\"\\u00e9\\ud83d\\ude00\\n\\t\\\"\\\\\\/\"",
        " 0 ", "-0.0", "1E+2", "{\"nested\": {\"deep\": [[[]]]}}", "\"日本語\"",
    ])
    func validTexts(text: String) throws {
        let ours = JSONValue.parse(Data(text.utf8))
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        #expect(ours != nil)
        #expect(ours.map(Self.plain) == Self.plain(theirs))
    }

    @Test("invalid JSON texts are refused", arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"\\ud800\"", "\"\\x\"", "\"a\nb\"", "{} {}",
        String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
    ])
    func invalidTexts(text: String) {
        #expect(JSONValue.parse(Data(text.utf8)) == nil)
    }

    /// A comparable rendering of either parser's result.
    static func plain(_ v: JSONValue) -> String { v.description }
    static func plain(_ any: Any) -> String {
        switch any {
        case let s as String: return JSONValue.string(s).description
        case let n as NSNumber where String(cString: n.objCType) == "c": return n.boolValue ? "true" : "false"
        case let n as NSNumber: return JSONValue.number(n.doubleValue).description
        case is NSNull: return "null"
        case let a as [Any]: return "[" + a.map { plain($0) }.joined(separator: ", ") + "]"
        case let o as [String: Any]: return "{" + o.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \(plain($0.value))" }.joined(separator: ", ") + "}"
        default: return "?"
        }
    }
}
