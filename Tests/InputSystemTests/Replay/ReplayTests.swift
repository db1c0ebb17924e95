import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Replaying traces: golden logs, determinism, and errors that keep the log written so far.
@Suite struct ReplayTests {
    func replay(_ reader: TraceReader, finalText: Bool = true) throws -> String {
        var out = ""
        try TraceReplay.run(reader, options: ReplayOptions(finalText: finalText, embeddedDictionary: true), output: { out += $0 })
        return out
    }

    @Test("the seeds' form (name, email, SSN with a validating delegate) gives its golden log (MTFTV delegate sequence)")
    func formGolden() throws {
        let url = tracesFolder().appendingPathComponent("form.jsonl")
        let log = try replay(TraceReader(contentsOf: url, name: "form.jsonl"))
        assertGolden(log, named: "form.jsonl")
        #expect(log.contains("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"ssn\",\"text\":\"123456789\""))
    }

    @Test("the same trace replayed twice gives byte-identical logs")
    func deterministic() throws {
        let url = tracesFolder().appendingPathComponent("form.jsonl")
        let a = try replay(TraceReader(contentsOf: url))
        let b = try replay(TraceReader(contentsOf: url))
        #expect(a == b && !a.isEmpty)
    }

    @Test("an impossible event stops the replay with FILE:LINE and keeps the log written before it")
    func errorKeepsLog() {
        let trace = """
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "type", "text": "ok"}
        {"event": "focus", "field": "missing"}
        {"event": "type", "text": "never"}
        """
        var out = ""
        #expect(throws: TraceError(file: "t.jsonl", line: 4, message: "no field \"missing\"; fields: a")) {
            try TraceReplay.run(TraceReader(string: trace, name: "t.jsonl"), options: ReplayOptions(), output: { out += $0 })
        }
        #expect(out.contains("\"text\":\"k\""))
        #expect(!out.contains("never"))
    }

    @Test("hardware keys go through libxkbcommon to the first responder; keys before a hardware keyboard is attached are an error")
    func hardwareKeys() throws {
        let trace = """
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "hardware", "layout": "us"}
        {"event": "key", "code": "KEY_LEFTSHIFT", "state": "down"}
        {"event": "key", "code": "KEY_H", "state": "down"}
        {"event": "key", "code": "KEY_H", "state": "up"}
        {"event": "key", "code": "KEY_LEFTSHIFT", "state": "up"}
        {"event": "key", "code": 23, "state": "down"}
        {"event": "key", "code": "KEY_BACKSPACE", "state": "down"}
        {"event": "key", "code": "KEY_O", "state": "down"}
        """
        let log = try replay(TraceReader(string: trace))
        #expect(log.hasSuffix("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"a\",\"text\":\"Ho\"}\n"))
        #expect(throws: TraceError(file: "<string>", line: 1, message: SimulatorError.noHardwareKeyboard.description)) {
            try TraceReplay.run(TraceReader(string: "{\"event\": \"key\", \"code\": \"KEY_A\", \"state\": \"down\"}"),
                                options: ReplayOptions(), output: { _ in })
        }
    }

    @Test("focus moves between fields with the delegate sequence; a refusing shouldEndEditing keeps the first field")
    func refusingDelegate() throws {
        let trace = """
        {"event": "field", "id": "a", "delegate": {"refuseEndEditing": true}}
        {"event": "field", "id": "b"}
        {"event": "focus", "field": "a"}
        {"event": "focus", "field": "b"}
        {"event": "type", "text": "x"}
        """
        let log = try replay(TraceReader(string: trace))
        #expect(log.contains("\"name\":\"textFieldShouldEndEditing:\",\"object\":\"a\",\"result\":false"))
        #expect(log.contains("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"a\",\"text\":\"x\"}"))
    }

    @Test("a libinput record file replays through an XKB layout: German dead keys compose (libinput-record(1))")
    func libinputRecording() throws {
        var out = ""
        var options = ReplayOptions(finalText: true)
        options.recordingLayout = HardwareSpec(layout: "de")
        try TraceReplay.runRecording(tracesFolder().appendingPathComponent("german-dead-keys.libinput.yml"),
                                     options: options, output: { out += $0 })
        #expect(out.hasSuffix("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"text\",\"text\":\"Cafü\\n\"}\n"))
    }

    @Test("the sample traces give their golden logs", arguments: [
        // seed 000 "Receiving Keyboard Notifications": rotation hides and shows; iOS 5 frames fixed in portrait
        "rotation.jsonl",
        // reference notes: the accessory view's height is part of the frame; a hardware keyboard keeps it on screen
        "accessory-done.jsonl",
        // XKB de layout with dead keys (libxkbcommon compose)
        "german-hardware.jsonl",
        // MTFTV: the iPad form-sheet exception; iPad undock/split/dock
        "ipad-form-sheet.jsonl",
        // issue 12: iPadOS 13 floating keyboard (change-frame only), enablesReturnKeyAutomatically, should… logged
        // before what its delegate does, a text view gets the keyboard before textViewDidBeginEditing:
        "ipad-floating.jsonl",
        // system-edits.md F11.2/F11.4: a secure field's first keystroke after focus (or after secure entry is
        // turned on while editing) replaces its text; clearsOnInsertion replaces it on the next insertion
        "secure-entry.jsonl",
        // Apple's UITextInput reference, system-edits.md F7: dictation into a text view, a failed
        // recognition, a text field's delegate filtering a dictated result
        "dictation.jsonl",
        // system-edits.md F8.3/F8.5: AutoFill from the QuickType bar (the iOS 14.2+ probe, a delegate refusing
        // the suggestion for its trailing space, a one-time code)
        "autofill.jsonl",
        // Apple's UITextViewDelegate reference (iOS 18): Writing Tools' will-begin and did-end around the
        // rewrite of the whole text, then of a selection; undo takes the rewrite back
        "writing-tools.jsonl",
        // system-edits.md F1.1–F1.3, F5.1: autocorrection with the en_US dictionary and a text replacement
        "autocorrection.jsonl",
        // system-edits.md F2.1, F2.4: QuickType suggestions picked (a completion, a correction, the typed word)
        "quicktype.jsonl",
    ])
    func sampleTraceGoldens(name: String) throws {
        let reader = try TraceReader(contentsOf: tracesFolder().appendingPathComponent(name), name: name)
        // Traces that name no scene replay on the device and profile their goldens were recorded with (the
        // 4.7-inch iPhone, iOS 8), whatever the simulator's defaults become.
        let pinned = ["accessory-done.jsonl", "german-hardware.jsonl"].contains(name)
        var out = ""
        try TraceReplay.run(reader, options: ReplayOptions(device: pinned ? "iphone-4.7" : nil, profile: pinned ? "ios8" : nil,
                                                           finalText: true, embeddedDictionary: true), output: { out += $0 })
        assertGolden(out, named: name)
    }
}
