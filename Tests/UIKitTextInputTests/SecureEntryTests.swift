import Foundation
import InputSystem
import Testing
import UIKitTextInput

/// A secure `UITextField` clears all its text on the first insertion or deletion after it (re)becomes first
/// responder, and after `isSecureTextEntry` turns on while it edits (system-edits.md F11.2: openradar
/// 25690848, ReactiveCocoa#779, Expensify/App#7029); `clearsOnInsertion` replaces the text on the next
/// insertion and any selection change turns it off (UITextField.h, F11.4).
@MainActor
@Suite struct SecureEntryTests {
    func scene() throws -> (Simulator, UITextField, UITextField) {
        let s = try Simulator()
        let user = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        let password = UITextField(frame: CGRect(x: 20, y: 130, width: 280, height: 31))
        password.isSecureTextEntry = true
        s.add(user, named: "user")
        s.add(password, named: "password")
        return (s, user, password)
    }

    @Test("the first keystroke after a secure field becomes first responder replaces its text; later ones edit at the caret")
    func firstKeystrokeReplaces() throws {
        let (s, user, password) = try scene()
        password.text = "abc"
        #expect(password.becomeFirstResponder())
        try s.type("de")
        #expect(password.text == "de")
        #expect(user.becomeFirstResponder())
        #expect(password.becomeFirstResponder())
        try s.tap(key: .delete)
        #expect(password.text == "", "a delete as first keystroke clears the whole field")
    }

    @Test("a field that is not secure keeps its text; an empty secure field types normally")
    func onlySecureFieldsWithText() throws {
        let (s, user, password) = try scene()
        user.text = "ada"
        #expect(user.becomeFirstResponder())
        try s.type("!")
        #expect(user.text == "ada!")
        #expect(password.becomeFirstResponder())
        try s.type("p")
        #expect(password.text == "p")
    }

    @Test("turning secure entry on while the field edits makes the next keystroke replace the text")
    func secureTurnedOnWhileEditing() throws {
        let (s, user, _) = try scene()
        user.text = "visible"
        #expect(user.becomeFirstResponder())
        user.isSecureTextEntry = true
        try s.type("x")
        #expect(user.text == "x")
    }

    @Test("the common workaround keeps the text: deleteBackward then insertText(old) right after becoming first responder (Strongbox SecureTextFieldClearFix)")
    func workaroundKeepsText() throws {
        let (s, _, password) = try scene()
        password.text = "abc"
        #expect(password.becomeFirstResponder())
        let old = password.text ?? ""
        password.deleteBackward()
        password.insertText(old)
        try s.type("d")
        #expect(password.text == "abcd")
    }

    @Test("the clearing keystroke asks the delegate about the whole range; a refusal keeps the text and uses the keystroke up")
    func delegateSeesWholeRange() throws {
        final class Refuser: UITextFieldDelegate {
            var ranges: [NSRange] = []
            var refuse = true
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                ranges.append(range)
                return !refuse
            }
        }
        let (s, _, password) = try scene()
        password.text = "abc"
        let d = Refuser()
        password.delegate = d
        #expect(password.becomeFirstResponder())
        try s.type("d")
        #expect(d.ranges == [NSRange(location: 0, length: 3)])
        #expect(password.text == "abc")
        d.refuse = false
        try s.type("e")
        #expect(d.ranges.last == NSRange(location: 3, length: 0))
        #expect(password.text == "abce")
    }

    @Test("clearsOnInsertion: the next insertion replaces the text and turns it off; a selection change turns it off first")
    func clearsOnInsertion() throws {
        let s = try Simulator()
        let view = UITextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        view.text = "draft"
        view.clearsOnInsertion = true
        s.add(view, named: "v")
        #expect(view.becomeFirstResponder())
        try s.type("n")
        #expect(view.text == "n")
        #expect(!view.clearsOnInsertion)
        view.text = "draft"
        view.clearsOnInsertion = true
        view.selectedRange = NSRange(location: 0, length: 0)
        #expect(!view.clearsOnInsertion)
        try s.type("a ")
        #expect(view.text == "a draft")
    }
}
