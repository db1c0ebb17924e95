import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// A trace field's delegate behaves like the seeds' validating delegate (MTFTV, "Validating Input"), on the
/// UIKit text fields a trace's `field` makes.
@Suite struct ScriptedDelegateTests {
    @Test("an SSN-style delegate accepts digits up to the maximum length and always allows deleting")
    func validatingDelegate() throws {
        let s = try Simulator()
        let f = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        s.add(f, named: "ssn")
        let d = ScriptedDelegate(behavior: DelegateBehavior(maxLength: 4, allowedCharacters: "0123456789"))
        f.delegate = d
        #expect(f.becomeFirstResponder())
        for c in "12a345" { f.insertText(String(c)) }
        #expect(f.text == "1234")
        f.deleteBackward()
        #expect(f.text == "123")
    }

    @Test("refusing to end editing keeps the field first responder; resignOnReturn resigns on the return key")
    func endAndReturn() throws {
        let s = try Simulator()
        let a = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        let b = UITextField(frame: CGRect(x: 20, y: 130, width: 280, height: 31))
        s.add(a, named: "a"); s.add(b, named: "b")
        let stubborn = ScriptedDelegate(behavior: DelegateBehavior(refuseEndEditing: true))
        a.delegate = stubborn
        a.becomeFirstResponder()
        #expect(!b.becomeFirstResponder() && a.isFirstResponder)
        let polite = ScriptedDelegate(behavior: DelegateBehavior(resignOnReturn: true))
        b.delegate = polite
        s.endEditing(force: true)
        b.becomeFirstResponder()
        b.insertText("\n")
        #expect(s.window.firstResponder == nil)
        #expect(!b.isFirstResponder)
    }
}
