import Foundation
import InputSystem
import Testing
import UIKitTextInput

/// iOS 17 inline predictions: "UIKit represents them as marked text" to a custom `UITextInput` view
/// (system-edits.md F9.2: Ghostty's iOS view, Flutter PR #183650, WebKit PR #36674); `inlinePredictionType`
/// `.no` turns them off (F9.1); the space bar accepts one (chosen: the acceptance path is unverified, F9.3).
@MainActor
@Suite struct InlinePredictionTests {
    func scene(profile: SystemProfileName = .ios18, configure: (SimpleTextView) -> Void = { _ in }) throws -> (Simulator, SimpleTextView) {
        let s = try Simulator(device: profile == .ios18 || profile == .ios17 ? .iPhone16 : .iPhone4_7Inch, profile: profile)
        s.setKeyboardSettings(inlinePredictions: true)
        let editor = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        editor.autocapitalizationType = .none
        configure(editor)
        s.add(editor, named: "e")
        #expect(editor.becomeFirstResponder())
        return (s, editor)
    }

    func predictions(_ s: Simulator) -> [String] {
        s.log.records.filter { $0.name == "setMarkedText:selectedRange:" && $0.jsonLine.contains("\"cause\":\"inlinePrediction\"") }
            .compactMap { r in r.jsonLine.range(of: #""text":"[^"]*""#, options: .regularExpression).map { String(r.jsonLine[$0].dropFirst(8).dropLast()) } }
    }

    @Test("after each letter the rest of the likeliest word arrives as marked text with the caret before it; the space bar accepts it (insertText: with it) before the space")
    func spaceAccepts() throws {
        let (s, editor) = try scene()
        try s.type("tomor")
        let shown = predictions(s)
        #expect(shown.last == "row")
        #expect(editor.storage as String == "tomorrow")
        #expect(editor.markedNSRange == NSRange(location: 5, length: 3))
        #expect(editor.selectedNSRange == NSRange(location: 5, length: 0))
        try s.type(" ")
        #expect(editor.storage as String == "tomorrow ")
        #expect(editor.markedNSRange.location == NSNotFound)
    }

    @Test("another key takes the prediction away first (setMarkedText with an empty string, unmarkText), then types")
    func otherKeysRemoveIt() throws {
        let (s, editor) = try scene()
        try s.type("tomor")
        try s.tap(key: .delete)
        #expect(editor.storage as String == "tomo")
        try s.type("x")
        #expect((editor.storage as String).hasPrefix("tomox"))
        #expect(editor.selectedNSRange.location == 5)
    }

    @Test("none before iOS 17, with inlinePredictionType .no, or for UITextField/UITextView (they draw it themselves)")
    func whereThereIsNone() throws {
        let (old, _) = try scene(profile: .ios16)
        try old.type("tomor")
        #expect(predictions(old).isEmpty)
        let off = try Simulator(device: .iPhone16, profile: .ios18)
        off.setKeyboardSettings(inlinePredictions: true)
        let declared = DictationTests.RecordingEditor(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        declared.autocapitalizationType = .none
        declared.inlinePredictionType = .no
        off.add(declared, named: "d")
        #expect(declared.becomeFirstResponder())
        try off.type("tomor")
        #expect(predictions(off).isEmpty)
        declared.inlinePredictionType = .yes
        try off.type("r")
        #expect(predictions(off) == ["ow"])
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        s.setKeyboardSettings(inlinePredictions: true)
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        s.add(field, named: "f")
        #expect(field.becomeFirstResponder())
        try s.type("tomor")
        #expect(predictions(s).isEmpty)
        #expect(field.text == "tomor")
    }
}
