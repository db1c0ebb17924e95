#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif
import Testing

/// Issue 24, the design step: each text object exists once. The system (the keyboard, its input methods,
/// a tap) calls the UIKit object itself, so what a subclass overrides is what runs, as on iOS, where the
/// keyboard calls the first responder's `UIKeyInput` and `UITextInput` methods (Apple, "UIKeyInput": "The
/// text input system calls these methods on the first responder"; TWPG, "Communicating with the Text
/// Input System").
@MainActor
@Suite struct OneObjectTests {
    /// A one-time-code field as PIN components write it: it watches Backspace on an empty field (to move to
    /// the previous box) and the text typed, through overrides of UIKeyInput's methods.
    final class OTPField: UITextField {
        var deletes = 0
        var inserted: [String] = []
        var becameFirst = 0
        override func deleteBackward() {
            deletes += 1
            super.deleteBackward()
        }
        override func insertText(_ text: String) {
            inserted.append(text)
            super.insertText(String(text.filter(\.isNumber)))
        }
        override func becomeFirstResponder() -> Bool {
            becameFirst += 1
            return super.becomeFirstResponder()
        }
    }

    @Test("the keyboard calls a UITextField subclass's insertText(_:) and deleteBackward() overrides, Backspace on an empty field included (UIKeyInput: the system calls the first responder's methods)")
    func keyboardCallsOverrides() throws {
        let s = try Simulator()
        let field = OTPField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        field.keyboardType = .numberPad
        s.add(field, named: "otp")
        try s.focus("otp")
        #expect(field.becameFirst == 1, "a tap asks the view itself to become first responder")
        try s.type("12")
        #expect(field.inserted == ["1", "2"])
        #expect(field.text == "12")
        try s.tap(key: .delete)
        try s.tap(key: .delete)
        try s.tap(key: .delete)
        #expect(field.deletes == 3, "deleteBackward reaches the field on an empty field too")
        #expect(field.text == "")
    }

    @Test("a subclass's filtering in insertText(_:) decides what the field holds, whoever types (the keyboard or a trace's field)")
    func overrideFilters() throws {
        let s = try Simulator()
        let field = OTPField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        s.add(field, named: "otp")
        #expect(field.becomeFirstResponder())
        try s.type("a1b2")
        #expect(field.text == "12")
        #expect(s.text(of: "otp") == "12")
    }

    @Test("the window's first responder is the UITextField a trace's field made, not an object standing for it")
    func traceFieldIsTheFirstResponder() throws {
        let s = try Simulator()
        s.addField(FieldSpec(id: "name", kind: .textField))
        try s.focus("name")
        let object = try #require(s.textObject(named: "name") as? UITextField)
        #expect(s.window.firstResponder === object)
        #expect(s.field(named: "name") === object)
        #expect(object.isFirstResponder)
        try s.type("hi")
        #expect(object.text == "hi")
    }

    /// A field that hides its caret (PIN boxes draw their own), as such components do.
    final class CaretlessField: UITextField {
        override func caretRect(for position: UITextPosition) -> CGRect { .zero }
        override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    }

    @Test("geometry overrides are the field's answers to the system: caretRect(for:) of a caretless PIN field is .zero through UITextInput")
    func geometryOverrides() throws {
        let s = try Simulator()
        let field = CaretlessField(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        s.add(field, named: "pin")
        #expect(field.becomeFirstResponder())
        try s.type("42")
        let client: any UITextInput = field
        #expect(client.caretRect(for: client.endOfDocument) == .zero)
        let all = try #require(client.textRange(from: client.beginningOfDocument, to: client.endOfDocument))
        #expect(client.selectionRects(for: all).isEmpty)
    }
}

/// App code names its own members freely: a subclass may declare members named like the simulation's
/// internals (none of them is visible to it, so none is overridden by accident).
@MainActor
final class NamesLikeInternals: UITextField {
    var identifier = "mine"
    var editorState = 0
    var editor = "own"
    var simulationWindow: String?
    func didBecomeFirstResponder() { editorState += 1 }
    func didResignFirstResponder() { editorState -= 1 }
    func shouldBeginFirstResponder() -> Bool { false }
    func logDelegateMessage(_ selector: String) {}
    func postTextNotification(_ name: String) {}
}

@MainActor
@Suite struct MemberNamesTests {
    @Test("a UITextField subclass whose own members share the simulation's internal names still runs UIKit's sequence")
    func ownNamesDoNotInterfere() throws {
        let s = try Simulator()
        let field = NamesLikeInternals(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        s.add(field, named: "f")
        #expect(field.becomeFirstResponder(), "its own shouldBeginFirstResponder() is not the simulation's hook")
        try s.type("ok")
        #expect(field.text == "ok")
        #expect(field.editorState == 0 && field.identifier == "mine")
    }
}
