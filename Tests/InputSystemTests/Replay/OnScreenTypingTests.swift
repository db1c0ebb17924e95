import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// `type` expands to the taps the on-screen keyboard needs (README "Trace format"); `tap` names keys of
/// the current plane. Key planes come from Layouts/keyboards.
@Suite struct OnScreenTypingTests {
    func replay(_ lines: [String]) throws -> String {
        var out = ""
        try TraceReplay.run(TraceReader(string: lines.joined(separator: "\n"), name: "t.jsonl"),
                            options: ReplayOptions(finalText: true), output: { out += $0 })
        return out
    }

    func taps(_ log: String) -> [String] {
        log.split(separator: "\n").filter { $0.contains("\"name\":\"tap\"") }.compactMap { line in
            line.range(of: "\"key\":\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
    }

    @Test("capitals take a Shift tap; digits and symbols switch planes (123, #+=) and back")
    func planeSwitches() throws {
        let log = try replay([#"{"event":"field","id":"a","traits":{"autocapitalizationType":"none"}}"#,
                              #"{"event":"focus","field":"a"}"#, #"{"event":"type","text":"Hi! #1"}"#])
        #expect(taps(log) == ["shift", "123", "#+=", "123"])
        #expect(log.contains(#""kind":"final","name":"finalText","field":"a","text":"Hi! #1""#))
    }

    @Test("with sentence auto-capitalization (the default) Shift is already on at the start: a capital takes no Shift tap, a small letter takes one to turn it off")
    func autoShiftAtTheStart() throws {
        let capital = try replay([#"{"event":"field","id":"a"}"#, #"{"event":"focus","field":"a"}"#,
                                  #"{"event":"type","text":"Hi! #1"}"#])
        #expect(taps(capital) == ["123", "#+=", "123"])
        let small = try replay([#"{"event":"field","id":"a"}"#, #"{"event":"focus","field":"a"}"#,
                                #"{"event":"type","text":"hi"}"#])
        #expect(taps(small) == ["shift"])
        #expect(small.contains(#""kind":"final","name":"finalText","field":"a","text":"hi""#))
    }

    @Test("the email keyboard types @ and . from its bottom row without a plane switch")
    func emailBottomRow() throws {
        let log = try replay([#"{"event":"field","id":"a","traits":{"keyboardType":"emailAddress","autocapitalizationType":"none"}}"#,
                              #"{"event":"focus","field":"a"}"#, #"{"event":"type","text":"a@b.c"}"#])
        #expect(taps(log).isEmpty)
        #expect(log.contains(#""text":"a@b.c""#))
    }

    @Test("a character the keyboard cannot type is an error naming it, and the text typed before it stays")
    func impossibleCharacter() {
        var out = ""
        #expect(throws: TraceError(file: "t.jsonl", line: 3, message: "the numberPad keyboard has no key for \"x\" (U+0078)")) {
            try TraceReplay.run(TraceReader(string: """
                {"event":"field","id":"a","traits":{"keyboardType":"numberPad"}}
                {"event":"focus","field":"a"}
                {"event":"type","text":"12x"}
                """, name: "t.jsonl"), options: ReplayOptions(), output: { out += $0 })
        }
        #expect(out.contains(#""name":"insertText:","object":"a","text":"2""#))
    }

    @Test("tap names a key of the current plane; an unknown key lists the plane's keys")
    func tapErrors() throws {
        let log = try replay([#"{"event":"field","id":"a"}"#, #"{"event":"focus","field":"a"}"#,
                              #"{"event":"tap","key":"q"}"#, #"{"event":"tap","key":"more"}"#,
                              #"{"event":"tap","key":"7"}"#, #"{"event":"tap","key":"delete"}"#,
                              #"{"event":"tap","key":"space"}"#])
        // Shift is on by itself at the start of the field (sentence auto-capitalization): q types Q.
        #expect(log.contains(#""kind":"final","name":"finalText","field":"a","text":"Q ""#))
        #expect(throws: TraceError.self) {
            _ = try replay([#"{"event":"field","id":"a"}"#, #"{"event":"focus","field":"a"}"#, #"{"event":"tap","key":"7"}"#])
        }
    }
}
