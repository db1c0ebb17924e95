import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 27, "Hostile input" (the trace reader's part): a `webField`'s `html` attributes whose names differ
/// only in case gave a log that changed from run to run (a JSON object's keys have no order, and HTML
/// attribute names are case-insensitive, so they were one attribute with two values); a `delegate` on an
/// object that has no delegate was accepted and ignored. Both are FILE:LINE errors.
@MainActor @Suite struct HostileTraceFieldsTests {
    func replayError(_ trace: String) -> String {
        do {
            try TraceReplay.run(TraceReader(string: trace, name: "h.jsonl"), options: ReplayOptions(), output: { _ in })
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test("html attribute names that differ only in case are refused, naming both, whatever their order",
          arguments: [#"{"type": "email", "TYPE": "tel"}"#, #"{"TYPE": "tel", "type": "email"}"#,
                      #"{"inputmode": "url", "type": "text", "InputMode": "url"}"#])
    func caseDuplicateAttributes(_ html: String) {
        let trace = #"{"event": "field", "id": "w", "kind": "webField", "html": \#(html)}"# + "\n" + #"{"event": "focus", "field": "w"}"#
        let message = replayError(trace)
        #expect(message.hasPrefix("h.jsonl:1: html attributes \""), "\(message)")
        #expect(message.hasSuffix("are one attribute (HTML attribute names are case-insensitive); give it once"), "\(message)")
        // The same message every time (the keys are read in sorted order).
        #expect(message == replayError(trace))
    }

    @Test("an attribute given once, in any case, is read case-insensitively as before")
    func singleAttributeInAnyCase() {
        let trace = #"{"event": "field", "id": "w", "kind": "webField", "html": {"TYPE": "tel"}}"# + "\n" + #"{"event": "focus", "field": "w"}"#
        #expect(replayError(trace) == "no error")
    }

    @Test("a delegate is a text field's or text view's; on a web field or key-input view it is refused",
          arguments: [("webField", false), ("keyInput", false), ("textField", true), ("textView", true)])
    func delegateOnlyWhereThereIsOne(_ kind: String, _ accepted: Bool) {
        let trace = #"{"event": "field", "id": "w", "kind": "\#(kind)", "delegate": {"refuseChanges": true}}"#
        let message = replayError(trace)
        if accepted {
            #expect(message == "no error")
        } else {
            #expect(message == #"h.jsonl:1: "delegate" is a text field's or text view's (UITextFieldDelegate, UITextViewDelegate); "w" is a \#(kind), which has none"#)
        }
    }

    @Test("a value or key echoed in an error stays on one line: its line breaks and control characters are escaped",
          arguments: [(#"{"event": "field", "id": "f", "traits": {"keyboardType": "a\nb"}}"#, #"unknown keyboardType "a\nb""#),
                      (#"{"event": "field", "id": "f", "bad\r\nfield\u0085": 1}"#, #"unknown field "bad\r\nfield\u{85}" for "field""#)])
    func echoedInputStaysOnOneLine(_ line: String, _ shown: String) {
        let message = replayError(line)
        #expect(message.hasPrefix("h.jsonl:1: "), "\(message)")
        #expect(message.contains(shown), "\(message)")
        #expect(!message.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{85}" }, "\(message)")
    }
}
