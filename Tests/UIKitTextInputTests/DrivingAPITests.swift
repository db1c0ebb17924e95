import Foundation
@_spi(Engine) import InputSystem
import InputSystemTesting
import Testing
import UIKitTextInput

/// The Swift driving API has the semantics of the trace events: replaying a trace and making the same
/// calls from Swift give byte-identical logs (the same code paths run).
@MainActor
@Suite struct DrivingAPITests {
    /// Every event has an explicit time, so the Swift side can advance to the same times.
    static let trace = """
    {"event": "field", "id": "memo", "kind": "textField", "t": 0}
    {"event": "focus", "field": "memo", "t": 100}
    {"event": "type", "text": "Hi there", "t": 200}
    {"event": "tap", "key": "delete", "t": 900}
    {"event": "inputMode", "mode": "ja-JP-romaji", "t": 1000}
    {"event": "type", "text": "nihongo", "t": 1100}
    {"event": "candidate", "index": 0, "t": 2000}
    {"event": "rotate", "to": "landscapeLeft", "t": 2200}
    {"event": "wait", "ms": 500, "t": 2300}
    {"event": "inputMode", "mode": "ja-JP-kana", "t": 3000}
    {"event": "flick", "key": "か", "direction": "up", "t": 3100}
    {"event": "tap", "key": "゛゜小", "t": 3200}
    {"event": "tap", "key": "→", "t": 3300}
    {"event": "hardware", "layout": "us", "t": 4000}
    {"event": "key", "code": "KEY_A", "state": "down", "t": 4100}
    {"event": "key", "code": "KEY_A", "state": "up", "t": 4150}
    {"event": "select", "field": "memo", "range": [0, 2], "t": 4200}
    {"event": "resign", "t": 4300}
    """

    func makeSimulator() throws -> Simulator {
        let s = try Simulator()
        s.usesEmbeddedDictionary = true
        return s
    }

    /// The same scene and gestures, written as a test would.
    func drive(_ s: Simulator) throws {
        s.addField(FieldSpec(id: "memo", kind: .textField))
        s.advance(to: 100); try s.tap(field: "memo")
        s.advance(to: 200); try s.type("Hi there")
        s.advance(to: 900); try s.tap(key: .delete)
        s.advance(to: 1000); try s.setInputMode(.japaneseRomaji)
        s.advance(to: 1100); try s.type("nihongo")
        s.advance(to: 2000); try s.pickCandidate(at: 0)
        s.advance(to: 2200); try s.rotate(to: .landscapeLeft)
        s.advance(to: 2300); s.advance(by: 500)
        s.advance(to: 3000); try s.setInputMode(.japaneseKana)
        s.advance(to: 3100); try s.flick("か", .up)
        s.advance(to: 3200); try s.tap(key: .kanaModifier)
        s.advance(to: 3300); try s.tap(key: .kanaAdvance)
        s.advance(to: 4000); try s.attachHardwareKeyboard(layout: "us")
        s.advance(to: 4100); try s.hardwareKey(.a, .down)
        s.advance(to: 4150); try s.hardwareKey(.a, .up)
        s.advance(to: 4200); try s.select(NSRange(location: 0, length: 2), in: "memo")
        s.advance(to: 4300); try s.resign()
    }

    @Test("a trace and the same Swift calls give byte-identical logs (reference text field)")
    func traceAndSwiftCallsLogTheSame() throws {
        let replayed = try makeSimulator()
        try Replayer(simulator: replayed).replay(TraceReader(string: Self.trace, name: "driving.jsonl"))
        let driven = try makeSimulator()
        try drive(driven)
        #expect(!replayed.log.records.isEmpty)
        #expect(driven.log.jsonLines == replayed.log.jsonLines)
        #expect(driven.text(of: "memo") == replayed.text(of: "memo"))
        assertLog(driven.log, matches: "Golden/driving-api.jsonl")
    }

    @Test("a trace that focuses a UIKit view added from Swift logs the same as the Swift calls")
    func traceAndSwiftCallsOnUIKitView() throws {
        let lines = """
        {"event": "focus", "field": "simple", "t": 100}
        {"event": "type", "text": "ok", "t": 200}
        {"event": "inputMode", "mode": "ja-JP-romaji", "t": 1000}
        {"event": "type", "text": "sushi", "t": 1100}
        {"event": "candidate", "index": 0, "t": 2000}
        {"event": "select", "range": [0, 1], "t": 2100}
        {"event": "resign", "t": 2200}
        """
        let replayed = try makeSimulator()
        let a = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        replayed.add(a, named: "simple")
        try Replayer(simulator: replayed).replay(TraceReader(string: lines, name: "uikit.jsonl"))

        let driven = try makeSimulator()
        let b = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        driven.add(b, named: "simple")
        driven.advance(to: 100); #expect(b.becomeFirstResponder())
        driven.advance(to: 200); try driven.type("ok")
        driven.advance(to: 1000); try driven.setInputMode(.japaneseRomaji)
        driven.advance(to: 1100); try driven.type("sushi")
        driven.advance(to: 2000); try driven.pickCandidate(at: 0)
        driven.advance(to: 2100); try driven.select(NSRange(location: 0, length: 1))
        driven.advance(to: 2200); #expect(b.resignFirstResponder())

        #expect(driven.log.jsonLines == replayed.log.jsonLines)
        #expect(a.storage as String == b.storage as String)
        #expect(b.selectedNSRange == NSRange(location: 0, length: 1))
    }

    @Test("log records and keyboard notifications arrive as AsyncSequences of Sendable values")
    func asyncObservation() async throws {
        let s = try makeSimulator()
        let notes = s.keyboardNotifications()
        let records = s.logRecords()
        s.addField(FieldSpec(id: "memo", kind: .textField))
        try s.focus("memo")
        s.settle()
        try s.type("a")
        var names: [KeyboardNotification] = []
        for await n in notes {
            names.append(n.notification)
            if n.notification == .didShow { break }
        }
        #expect(names.contains(.willShow) && names.contains(.didShow))
        let consumer = Task { () -> [String] in
            var seen: [String] = []
            for await r in records {
                seen.append(r.name)
                if r.name == "insertText:" { break }
            }
            return seen
        }
        let seen = await consumer.value
        #expect(seen.first == "textFieldShouldBeginEditing:")
        #expect(seen.last == "insertText:")
    }
}

/// A `UITextInput` model that is not a responder joins a simulation through `ClientResponder`.
@MainActor
@Suite struct TextInputModelTests {
    @Test("a plain UITextInput model is added, focused, typed into, selected, read and removed by name")
    func modelClient() throws {
        let s = try Simulator()
        let model: any UITextInput = UITextView(text: "")
        let responder = s.add(model: model, named: "model")
        #expect(s.fieldNames == ["model"])
        try s.focus("model")
        #expect(responder.isFirstResponder)
        try s.type("abc")
        #expect(s.text(of: "model") == "abc")
        try s.select(NSRange(location: 1, length: 1), in: "model")
        try s.type("X")
        #expect(s.text(of: "model") == "aXc")
        s.remove("model")
        #expect(s.fieldNames.isEmpty)
        #expect(s.session == nil || !responder.isFirstResponder)
        #expect(throws: SimulatorError.self) { try s.focus("model") }
    }
}
