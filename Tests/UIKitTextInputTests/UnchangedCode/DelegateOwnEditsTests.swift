import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// Issue 24, item 5: input-mask delegates edit the field inside
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and return false. UIKit does not ask the
/// delegate about the delegate's own edits, so neither a `text` assignment nor a `replace(_:withText:)` made
/// while it answers comes back to it (no recursion), and the keystroke it refused is not inserted as well.
@MainActor
@Suite struct DelegateOwnEditsTests {
    /// A phone mask in the style of input-mask libraries: keeps the digits and formats them itself.
    final class PhoneMask: NSObject, UITextFieldDelegate {
        var asked = 0
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked += 1
            let current = (textField.text ?? "") as NSString
            let digits = current.replacingCharacters(in: range, with: string).filter(\.isNumber)
            var out = ""
            for (i, d) in digits.prefix(10).enumerated() {
                if i == 0 { out += "(" }
                if i == 3 { out += ") " }
                if i == 6 { out += "-" }
                out.append(d)
            }
            textField.text = out
            return false
        }
    }

    /// A delegate that makes the change itself through `replace(_:withText:)`, upper-cased.
    final class UpperCaser: NSObject, UITextFieldDelegate {
        var asked = 0
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked += 1
            guard let start = textField.position(from: textField.beginningOfDocument, offset: range.location),
                  let end = textField.position(from: start, offset: range.length),
                  let r = textField.textRange(from: start, to: end) else { return true }
            textField.replace(r, withText: string.uppercased())
            return false
        }
    }

    func focusedField(_ s: Simulator, delegate: any UITextFieldDelegate) -> UITextField {
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        field.delegate = delegate
        window.addSubview(field)
        s.add(field, named: "masked")
        field.becomeFirstResponder()
        return field
    }

    @Test("a mask delegate that sets text inside shouldChangeCharactersIn and returns false: asked once per key, no recursion, its text stands")
    func maskSettingText() throws {
        let s = try Simulator()
        let mask = PhoneMask()
        let field = focusedField(s, delegate: mask)
        field.keyboardType = .phonePad
        try s.type("5551234567")
        #expect(field.text == "(555) 123-4567")
        #expect(mask.asked == 10)
        try s.tap(key: .delete)
        #expect(field.text == "(555) 123-456")
        #expect(mask.asked == 11)
    }

    @Test("a delegate that calls replace(_:withText:) inside shouldChangeCharactersIn is not asked about its own replace (no recursion)")
    func delegateReplacing() throws {
        let s = try Simulator()
        let upper = UpperCaser()
        let field = focusedField(s, delegate: upper)
        try s.type("abc")
        #expect(field.text == "ABC")
        #expect(upper.asked == 3)
    }

    @Test("the relayed keyboard notification's end frame reads as CGRect and as NSValue (UIKit's bridging) with curve 7 as AnimationCurve")
    func relayedFrameAsCGRect() throws {
        let s = try Simulator()
        let center = NotificationCenter()
        let relay = try s.postNotifications(to: center)
        defer { relay.detach() }
        final class Seen: @unchecked Sendable { var frames: [CGRect] = []; var curves: [UIView.AnimationCurve] = [] }
        let seen = Seen()
        let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
               let same = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue, end == same {
                seen.frames.append(end)
            }
            if let raw = note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
               let curve = UIView.AnimationCurve(rawValue: raw) {
                seen.curves.append(curve)
            }
        }
        defer { center.removeObserver(token) }
        _ = focusedField(s, delegate: UpperCaser())
        #expect(seen.frames.count == 1)
        #expect(seen.frames.first?.height ?? 0 > 200)
        #expect(seen.curves.map(\.rawValue) == [7])
    }
}

/// `Simulator.runLoopTurn`: what an app queued runs between two keys, as each key is its own run-loop turn
/// on iOS (formatters that move the caret in a main-queue block rely on it).
@MainActor
@Suite struct RunLoopTurnTests {
    /// A field delegate that formats, then puts the caret back "on the next turn" (here: a queue the test
    /// owns, drained by the simulator's run-loop turn).
    final class DeferredCaret: NSObject, UITextFieldDelegate {
        var pending: [() -> Void] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            let current = (textField.text ?? "") as NSString
            textField.text = current.replacingCharacters(in: range, with: string)
            let caret = range.location + (string as NSString).length
            pending.append {
                if let p = textField.position(from: textField.beginningOfDocument, offset: caret) {
                    textField.selectedTextRange = textField.textRange(from: p, to: p)
                }
            }
            return false
        }
    }

    @Test("runLoopTurn runs before each key of a type and between its characters: a caret moved on the next turn is in place for the next key")
    func turnsBetweenKeys() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 31))
        window.addSubview(field)
        let delegate = DeferredCaret()
        field.delegate = delegate
        field.text = "15"
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 1)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 1)!)
        s.runLoopTurn = { let work = delegate.pending; delegate.pending = []; work.forEach { $0() } }
        try s.type("234")
        #expect(field.text == "12345")
        // Without the turns, each key would land at the end, where `text =` leaves the caret.
        let t = try Simulator()
        let w2 = t.makeWindow()
        let other = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 31))
        w2.addSubview(other)
        let d2 = DeferredCaret()
        other.delegate = d2
        other.text = "15"
        #expect(other.becomeFirstResponder())
        other.selectedTextRange = other.textRange(from: other.position(from: other.beginningOfDocument, offset: 1)!,
                                                  to: other.position(from: other.beginningOfDocument, offset: 1)!)
        try t.type("234")
        #expect(other.text == "12534")
    }
}

/// A mask field that is its own delegate: it sets `super.delegate = self` and answers the app's delegate
/// from its `delegate` getter, as forwarding mask fields do. UIKit messages what the field stored.
@MainActor
@Suite struct SelfDelegatingFieldTests {
    class SelfDelegatingField: UITextField, UITextFieldDelegate {
        weak var appDelegate: (any UITextFieldDelegate)?
        override weak var delegate: (any UITextFieldDelegate)? {
            get { appDelegate }
            set { appDelegate = newValue; super.delegate = self }
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
            super.delegate = self
        }
        required init?(coder: NSCoder) { nil }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            // Upper-cases what is typed, then lets the app's delegate see it.
            let current = (textField.text ?? "") as NSString
            textField.text = current.replacingCharacters(in: range, with: string.uppercased())
            _ = appDelegate?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string)
            return false
        }
    }

    @Test("a field whose delegate getter answers the app's delegate is still messaged through what it stored with super.delegate (UIKit messages its own storage)")
    func selfDelegating() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = SelfDelegatingField(frame: CGRect(x: 0, y: 100, width: 300, height: 31))
        window.addSubview(field)
        #expect(field.delegate == nil)
        #expect(field.becomeFirstResponder())
        try s.type("ab")
        #expect(field.text == "AB")
    }
}
