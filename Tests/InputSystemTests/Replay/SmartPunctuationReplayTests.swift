import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 25, section 2: the keyboard's own edits on typed text (the "." shortcut, smart quotes, smart
/// dashes), era by era, as `Traces/smart-punctuation.jsonl` shows them.
@MainActor
@Suite struct SmartPunctuationReplayTests {
    /// The sample trace under iOS 9 (before Smart Punctuation: only the "." shortcut) and iOS 18 (all of
    /// them); every system edit's record carries its `cause`.
    @Test("Traces/smart-punctuation.jsonl replayed under iOS 9 and iOS 18 gives its golden logs", arguments: ["ios9", "ios18"])
    func goldens(profile: String) throws {
        let name = "smart-punctuation.jsonl"
        let reader = try TraceReader(contentsOf: tracesFolder().appendingPathComponent(name), name: name)
        var out = ""
        try TraceReplay.run(reader, options: ReplayOptions(profile: profile, finalText: true, embeddedDictionary: true),
                            output: { out += $0 })
        assertGolden(out, named: "smart-punctuation-\(profile).jsonl")
        let causes = out.split(separator: "\n").filter { $0.contains("\"cause\":") }
        #expect(causes.allSatisfy { $0.contains("\"cause\":\"periodShortcut\"") } == (profile == "ios9"))
        #expect(causes.contains { $0.contains("\"cause\":\"smartQuotes\"") } == (profile == "ios18"))
    }

    func replay(_ lines: [String], profile: String = "ios18") throws -> (Simulator, String) {
        let s = try Simulator(profile: profile)
        let replayer = Replayer(simulator: s)
        try replayer.replay(TraceReader(string: lines.joined(separator: "\n"), name: "p.jsonl"))
        return (s, s.log.jsonLines)
    }

    /// WebKit/WebKit#26910 (2024): "UIKit tries to replace a space after a sentence with a period, when the
    /// user inserts two space characters in a row": the second space goes in as typed, then the first is
    /// replaced by "." through the text object (its delegate sees range {2, 1} and ".").
    @Test("the \".\" shortcut: the second space is typed, then UIKit replaces the first by a period (WebKit#26910)")
    func periodShortcutShape() throws {
        let (s, log) = try replay([
            #"{"event": "field", "id": "f", "kind": "textField"}"#, #"{"event": "focus", "field": "f"}"#,
            #"{"event": "type", "text": "Hi  "}"#,
        ])
        #expect(s.text(of: "f") == "Hi. ")
        let lines = log.split(separator: "\n").map(String.init)
        let secondSpace = try #require(lines.firstIndex { $0.contains(#""replacementString":" ""#) && $0.contains("[3,0]") })
        let period = try #require(lines.firstIndex { $0.contains(#""cause":"periodShortcut""#) })
        #expect(secondSpace < period)
        #expect(lines[period].contains(#""name":"replaceRange:withText:","object":"f","range":[2,1],"text":".""#))
        #expect(lines[period + 1].contains(#""range":[2,1],"replacementString":".""#))
        #expect(lines.contains { $0.contains("UITextFieldTextDidChangeNotification") })
    }

    /// ianstormtaylor/slate#1177: iOS converts "only … if you tap the space bar twice within about a second",
    /// and not right after a deletion; a hardware keyboard's space bar is not the on-screen double tap.
    @Test("the \".\" shortcut needs two quick space-bar taps after a word, no deletion just before, and the Settings switch")
    func periodShortcutConditions() throws {
        let field = [#"{"event": "field", "id": "f", "kind": "textView"}"#, #"{"event": "focus", "field": "f"}"#]
        #expect(try replay(field + [#"{"event": "type", "text": "a "}"#, #"{"event": "wait", "ms": 1200}"#,
                                    #"{"event": "tap", "key": "space"}"#]).0.text(of: "f") == "a  ")
        #expect(try replay(field + [#"{"event": "type", "text": "ab"}"#, #"{"event": "tap", "key": "delete"}"#,
                                    #"{"event": "type", "text": "  "}"#]).0.text(of: "f") == "a  ")
        #expect(try replay(field + [#"{"event": "type", "text": "ab"}"#, #"{"event": "tap", "key": "delete"}"#,
                                    #"{"event": "type", "text": "c  "}"#]).0.text(of: "f") == "ac. ")
        #expect(try replay(field + [#"{"event": "type", "text": "a.  "}"#]).0.text(of: "f") == "a.  ")
        #expect(try replay(field + [#"{"event": "settings", "periodShortcut": false}"#,
                                    #"{"event": "type", "text": "a  "}"#]).0.text(of: "f") == "a  ")
        #expect(try replay([#"{"event": "field", "id": "f", "traits": {"secureTextEntry": true}}"#,
                            #"{"event": "focus", "field": "f"}"#, #"{"event": "type", "text": "a  "}"#]).0.text(of: "f") == "a  ")
        #expect(try replay(field + [#"{"event": "hardware", "layout": "us"}"#, #"{"event": "key", "code": "KEY_A", "state": "down"}"#,
                                    #"{"event": "key", "code": "KEY_A", "state": "up"}"#,
                                    #"{"event": "key", "code": "KEY_SPACE", "state": "down"}"#, #"{"event": "key", "code": "KEY_SPACE", "state": "up"}"#,
                                    #"{"event": "key", "code": "KEY_SPACE", "state": "down"}"#, #"{"event": "key", "code": "KEY_SPACE", "state": "up"}"#,
                                   ]).0.text(of: "f") == "a  ")
    }

    /// Apple's smartQuotesType/smartDashesType references: iOS 11.0+, `.default` "selectively enables … based
    /// on the keyboard type … disabled for email address and password keyboards"; `.no` turns it off.
    @Test("smart quotes and dashes: iOS 11 and later only, off for .no, email address and password keyboards and the Settings switch")
    func smartPunctuationGates() throws {
        func typed(_ traits: String, _ profile: String = "ios18", settings: String? = nil) throws -> String? {
            var lines = [#"{"event": "field", "id": "f", "traits": {"# + traits + "}}", #"{"event": "focus", "field": "f"}"#]
            if let settings { lines.append(settings) }
            lines.append(#"{"event": "type", "text": "\"a\" b--"}"#)
            return try replay(lines, profile: profile).0.text(of: "f")
        }
        #expect(try typed("") == "\u{201C}a\u{201D} b\u{2014}")
        #expect(try typed("", "ios9") == "\"a\" b--")
        #expect(try typed("", "ios11") == "\u{201C}a\u{201D} b\u{2014}")
        #expect(try typed(#""smartQuotesType": "no""#) == "\"a\" b\u{2014}")
        #expect(try typed(#""smartDashesType": "no""#) == "\u{201C}a\u{201D} b--")
        #expect(try typed(#""keyboardType": "emailAddress""#) == "\"a\" b--")
        #expect(try typed(#""secureTextEntry": true"#) == "\"a\" b--")
        #expect(try typed(#""secureTextEntry": true, "smartQuotesType": "yes""#) == "\u{201C}a\u{201D} b--")
        #expect(try typed(#""smartQuotesType": "yes""#, settings: #"{"event": "settings", "smartPunctuation": false}"#) == "\"a\" b--")
    }

    /// blink shell's users on iOS 11 got smart quotes "when I use the software keyboard — or even the Smart
    /// Keyboard" (blinksh/blink#348; GoCoEdit#30, a Bluetooth keyboard): a hardware keyboard's quote is
    /// made smart too, but its space bar is no double tap.
    @Test("a hardware keyboard's straight quote is made smart as well (blinksh/blink#348)")
    func hardwareQuotes() throws {
        let keys = ["KEY_A", "KEY_APOSTROPHE", "KEY_SPACE", "KEY_APOSTROPHE"].flatMap {
            [#"{"event": "key", "code": ""# + $0 + #"", "state": "down"}"#, #"{"event": "key", "code": ""# + $0 + #"", "state": "up"}"#]
        }
        let (s, _) = try replay([#"{"event": "field", "id": "f", "kind": "textView"}"#, #"{"event": "focus", "field": "f"}"#,
                                 #"{"event": "hardware", "layout": "us"}"#] + keys)
        #expect(s.text(of: "f") == "a\u{2019} \u{2018}")
    }

    /// A delegate's answer to the system's replacement counts as its answer to a typed key: refused, the
    /// text stays as typed (the double space, the two hyphens).
    @Test("a delegate that refuses the system's replacement keeps the text as typed")
    func refusedSystemEdits() throws {
        let (s, log) = try replay([
            #"{"event": "field", "id": "f", "traits": {"autocapitalizationType": "none"}, "delegate": {"allowedCharacters": "ab -"}}"#,
            #"{"event": "focus", "field": "f"}"#, #"{"event": "type", "text": "a--b  "}"#,
        ])
        #expect(s.text(of: "f") == "a--b  ")
        #expect(log.contains(#""range":[1,2],"replacementString":"—"}"#))
        #expect(log.contains(#""range":[4,1],"replacementString":"."}"#))
    }

    /// Bad input to the `settings` event is refused with FILE:LINE, as every event's is.
    @Test(arguments: [
        (#"{"event": "settings"}"#, #"p.jsonl:1: "settings" changes nothing; give "smartPunctuation", "periodShortcut", "autoCorrection", "inlinePredictions" (true or false) or "textReplacements""#),
        (#"{"event": "settings", "smartPunctuation": "off"}"#, #"p.jsonl:1: "smartPunctuation" must be true or false, not "off""#),
        (#"{"event": "settings", "periodShortcut": 1}"#, #"p.jsonl:1: "periodShortcut" must be true or false, not 1"#),
        (#"{"event": "settings", "smartQuotes": false}"#, #"p.jsonl:1: "settings" changes nothing"#),
        (#"{"event": "settings", "periodShortcut": true, "autoCorrect": false}"#, #"p.jsonl:1: unknown field "autoCorrect" for "settings""#),
        (#"{"event": "settings", "autoCorrection": "yes"}"#, #"p.jsonl:1: "autoCorrection" must be true or false, not "yes""#),
        (#"{"event": "settings", "textReplacements": {"omw": 3}}"#, #"p.jsonl:1: text replacement "omw" must be a string (its phrase), not a number"#),
        (#"{"event": "settings", "textReplacements": {"o m": "x"}}"#, #"p.jsonl:1: text replacement "o m": a shortcut is letters or digits and its phrase is not empty"#),
        (#"{"event": "settings", "textReplacements": ["omw"]}"#, #"p.jsonl:1: "textReplacements" must be an object"#),
        (#"{"event": "field", "id": "f", "traits": {"smartQuotesType": "curly"}}"#, #"p.jsonl:1: unknown smartQuotesType "curly"; expected one of: default, no, yes"#),
        (#"{"event": "field", "id": "f", "traits": {"smartDashesType": true}}"#, #"p.jsonl:1: "smartDashesType" must be a string"#),
    ])
    func badSettings(_ line: String, _ expected: String) {
        do {
            _ = try TraceReader(string: line, name: "p.jsonl").readAll()
            Issue.record("no error for \(line)")
        } catch {
            #expect("\(error)".hasPrefix(expected), "\(error)")
        }
    }

    @Test("the settings event is logged as an input record with the switches it names, and the Swift call makes the same record")
    func settingsRecord() throws {
        let (_, log) = try replay([#"{"event": "settings", "smartPunctuation": false}"#])
        #expect(log.contains(#"{"t":0,"kind":"input","name":"settings","smartPunctuation":false}"#))
        let s = try Simulator()
        s.setKeyboardSettings(smartPunctuation: false)
        #expect(s.log.jsonLines == #"{"t":0,"kind":"input","name":"settings","smartPunctuation":false}"# + "\n")
        #expect(s.keyboardSettings == KeyboardSettings(smartPunctuation: false, periodShortcut: true))
    }
}
