import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// One model: a trace's `field` makes a `UITextField` or `UITextView`, the object a Swift test makes, and
/// what the trace does reaches that object's UIKit state (DESIGN.md, "UIKit's own names, one model").
@MainActor
@Suite struct TraceFieldsAreUIKitTests {
    func replay(_ lines: String) throws -> Simulator {
        let s = try Simulator()
        try Replayer(simulator: s).replay(TraceReader(string: lines, name: "uikit-fields.jsonl"))
        return s
    }

    @Test("a trace's textField is a UITextField: its traits, text, clear button and delegate are the UIKit object's")
    func textFieldIsUITextField() throws {
        let s = try replay("""
        {"event": "field", "id": "email", "kind": "textField", "text": "a", "clearButtonMode": "whileEditing", "traits": {"keyboardType": "emailAddress", "returnKeyType": "next", "autocapitalizationType": "none"}}
        {"event": "focus", "field": "email"}
        {"event": "type", "text": "da@example.com"}
        """)
        let field = try #require(s.textObject(named: "email") as? UITextField)
        #expect(field.text == "ada@example.com")
        #expect(field.keyboardType == .emailAddress)
        #expect(field.returnKeyType == .next)
        #expect(field.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(field.clearButtonMode == .whileEditing)
        #expect(field.isClearButtonShowing)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(field.delegate is ScriptedDelegate)
        #expect(s.text(of: "email") == field.text)
    }

    @Test("a trace's textView is a UITextView; update changes the UIKit object's isEditable, isHidden and accessory view")
    func textViewIsUITextViewAndUpdatesReachIt() throws {
        let s = try replay("""
        {"event": "field", "id": "notes", "kind": "textView", "text": "one", "accessory": {"name": "DoneToolbar", "height": 44}}
        {"event": "focus", "field": "notes"}
        {"event": "type", "text": " two"}
        {"event": "update", "field": "notes", "hidden": true, "accessory": null}
        {"event": "update", "field": "notes", "editable": false}
        """)
        let view = try #require(s.textObject(named: "notes") as? UITextView)
        #expect(view.text == "one two")
        #expect(view.isHidden)
        #expect(!view.isEditable)
        #expect(view.inputAccessoryView == nil)
        // Not editable any more: editing ended (UITextView resigns when isEditable turns false while editing).
        #expect(!view.isFirstResponder)
    }

    @Test("the app's own code on the UIKit object a trace made is the simulation's state: setting text and isEnabled from Swift")
    func swiftChangesOnTraceObjectsAreLive() throws {
        let s = try replay("""
        {"event": "field", "id": "code", "kind": "textField"}
        {"event": "field", "id": "other", "kind": "textField"}
        """)
        let code = try #require(s.textObject(named: "code") as? UITextField)
        code.text = "1234"
        #expect(s.text(of: "code") == "1234")
        code.isEnabled = false
        // A disabled field cannot become first responder (UIControl.isEnabled): the focus is refused.
        try s.focus("code")
        #expect(!code.isFirstResponder)
        #expect(s.log.records.last?.name == "refused")
        code.isEnabled = true
        try s.focus("code")
        #expect(code.isFirstResponder)
        // "Did End on Exit": the app's action for it makes Return end editing, as UIKit's field does.
        var exits = 0
        code.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        try s.tap(key: .return)
        #expect(exits == 1)
        #expect(!code.isFirstResponder)
    }

    @Test("removing a trace's field lets its UIKit object go, and a field of the same name is a new object")
    func removeAndReplace() throws {
        let s = try replay("""
        {"event": "field", "id": "f", "kind": "textField", "text": "x"}
        """)
        weak var first = s.textObject(named: "f")
        #expect(first != nil)
        try s.removeField("f")
        #expect(s.textObject(named: "f") == nil)
        #expect(first == nil)
        s.addField(FieldSpec(id: "f", kind: .textView, text: "y"))
        #expect(s.textObject(named: "f") is UITextView)
    }
}

/// UIView.isHidden: "A hidden view … does not receive input events"; a view in a hidden superview is
/// hidden too, so neither a UIKit text object nor your own `UITextInput` view there becomes first responder.
@MainActor
@Suite struct HiddenSuperviewTests {
    @Test("a custom UITextInput view in a hidden superview cannot become first responder; shown again, it can")
    func customViewInHiddenSuperview() throws {
        let s = try Simulator()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let editor = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        container.addSubview(editor)
        s.add(editor, named: "editor")
        container.isHidden = true
        #expect(!editor.becomeFirstResponder())
        container.isHidden = false
        #expect(editor.becomeFirstResponder())
        // A trace's update hides the view itself.
        try s.update("editor", FieldUpdate(isHidden: true))
        #expect(editor.isHidden)
    }
}

/// One layout pass per edit: UIKit lays a text view out once in the run-loop turn after an edit, not once for
/// the selection change and again for the text change.
@MainActor
@Suite struct OneLayoutPassPerEditTests {
    final class CountingTextView: UITextView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
        }
    }

    @Test("each typed character lays the text view out once; a selection the user makes lays it out once too")
    func onePassPerKeystroke() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let view = CountingTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        s.add(view, named: "v")
        #expect(view.becomeFirstResponder())
        view.passes = 0
        try s.type("abc")
        #expect(view.passes == 3)
        view.passes = 0
        view.selectedRange = NSRange(location: 1, length: 0)
        #expect(view.passes == 1)
    }
}
