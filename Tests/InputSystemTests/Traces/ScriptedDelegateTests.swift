import Foundation
import Testing
@testable import InputSystem

/// A trace field's delegate behaves like the seeds' validating delegate (MTFTV, "Validating Input").
@Suite struct ScriptedDelegateTests {
    @Test("an SSN-style delegate accepts digits up to the maximum length and always allows deleting")
    func validatingDelegate() {
        let w = Window()
        let f = TextField(identifier: "ssn")
        w.add(f)
        let d = ScriptedDelegate(behavior: DelegateBehavior(maxLength: 4, allowedCharacters: "0123456789"))
        f.delegate = d
        f.becomeFirstResponder()
        for c in "12a345" { f.insertText(String(c)) }
        #expect(f.text == "1234")
        f.deleteBackward()
        #expect(f.text == "123")
    }

    @Test("refusing to end editing keeps the field first responder; resignOnReturn resigns on the return key")
    func endAndReturn() {
        let w = Window()
        let a = TextField(identifier: "a"), b = TextField(identifier: "b")
        w.add(a); w.add(b)
        let stubborn = ScriptedDelegate(behavior: DelegateBehavior(refuseEndEditing: true))
        a.delegate = stubborn
        a.becomeFirstResponder()
        #expect(!b.becomeFirstResponder() && w.firstResponder === a)
        let polite = ScriptedDelegate(behavior: DelegateBehavior(resignOnReturn: true))
        b.delegate = polite
        w.endEditing(force: true)
        b.becomeFirstResponder()
        b.insertText("\n")
        #expect(w.firstResponder == nil)
    }
}
