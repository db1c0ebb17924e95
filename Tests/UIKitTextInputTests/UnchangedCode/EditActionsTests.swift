import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// Issue 24, item 8 and 9: the standard edit actions (UIResponderStandardEditActions), the undo manager, the
/// optional-delegate spelling and the rest of the text objects' members that components use.
@MainActor
@Suite struct EditActionsTests {
    func focusedField(_ s: Simulator, _ field: UITextField = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))) -> UITextField {
        let window = s.makeWindow()
        window.addSubview(field)
        s.add(field, named: "field")
        field.becomeFirstResponder()
        return field
    }

    @Test("canPerformAction(_:withSender:): Copy and Cut need a selection and are never offered for secure text; Paste needs a string on the pasteboard; Select All needs text (UIKit's edit menu)")
    func canPerformAction() throws {
        let s = try Simulator()
        let field = focusedField(s)
        #expect(!field.canPerformAction(.copy, withSender: nil))
        #expect(!field.canPerformAction(.paste, withSender: nil))
        try s.type("hello")
        #expect(field.canPerformAction(.selectAll, withSender: nil))
        field.selectAll(nil)
        #expect(field.canPerformAction(.copy, withSender: nil) && field.canPerformAction(.cut, withSender: nil))
        field.isSecureTextEntry = true
        #expect(!field.canPerformAction(.copy, withSender: nil) && !field.canPerformAction(.cut, withSender: nil))
        #expect(!field.canPerformAction(Selector("makeTextWritingDirectionLeftToRight:"), withSender: nil))
    }

    @Test("copy(_:) then paste(_:) from Swift: the selection goes to the simulation's pasteboard and replaces the selection, asking the delegate (UITextFieldDelegate: a paste's replacement is the pasted string)")
    func copyAndPaste() throws {
        let s = try Simulator()
        let field = focusedField(s)
        try s.type("abc")
        field.selectAll(nil)
        field.copy(nil)
        #expect(s.pasteboard == "abc")
        #expect(UIPasteboard.general.string == "abc")
        field.paste(nil)
        field.paste(nil)
        #expect(field.text == "abcabc")
        field.selectAll(nil)
        field.cut(nil)
        #expect(field.text == "" && s.pasteboard == "abcabc")
    }

    /// A code field that refuses Paste, as OTP components do.
    final class NoPasteField: UITextField {
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == .paste ? false : super.canPerformAction(action, withSender: sender)
        }
    }

    /// A field that keeps only the digits of what is pasted, in its own paste(_:).
    final class DigitsPasteField: UITextField {
        override func paste(_ sender: Any?) {
            let digits = (UIPasteboard.general.string ?? "").filter(\.isNumber)
            if let range = selectedTextRange { replace(range, withText: digits) }
        }
    }

    @Test("the edit menu (trace edit / Simulator.edit) asks a UITextField subclass's own canPerformAction and runs its own paste(_:)")
    func subclassMenus() throws {
        let s = try Simulator()
        let noPaste = focusedField(s, NoPasteField(frame: CGRect(x: 0, y: 100, width: 300, height: 31)))
        #expect(throws: SimulatorError.self) { try s.edit(.paste, pasting: "1234") }
        #expect(noPaste.text == "")
        let t = try Simulator()
        let digits = focusedField(t, DigitsPasteField(frame: CGRect(x: 0, y: 100, width: 300, height: 31)))
        try t.edit(.paste, pasting: "12-ab 34")
        #expect(digits.text == "1234")
        #expect(t.log.records.contains { $0.name == "edit" })
    }

    /// A user's UITextInput view with its own edit actions.
    final class PastingTextView: SimpleTextView {
        var pasted: [String] = []
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == .paste && UIPasteboard.general.hasStrings
        }
        override func paste(_ sender: Any?) {
            guard let string = UIPasteboard.general.string else { return }
            pasted.append(string)
            insertText(string)
        }
    }

    @Test("Simulator.edit works on a user's UITextInput view through its canPerformAction(_:withSender:) and paste(_:); what it does not offer is refused with the reason")
    func customViewEditMenu() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let view = PastingTextView(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        window.addSubview(view)
        s.add(view, named: "custom")
        try s.focus("custom")
        try s.edit(.paste, pasting: "hi")
        #expect(view.pasted == ["hi"])
        #expect(String(view.storage) == "hi")
        #expect(throws: SimulatorError.self) { try s.edit(.selectAll) }
    }

    @Test("undoManager of a text field undoes and redoes its own typing (the edit menu's Undo Typing); removeAllActions forgets it")
    func undoManager() throws {
        let s = try Simulator()
        let field = focusedField(s)
        try s.type("abc")
        let undo = try #require(field.undoManager)
        #expect(undo.canUndo)
        undo.undo()
        #expect(field.text == "")
        #expect(undo.canRedo)
        undo.redo()
        #expect(field.text == "abc")
        undo.removeAllActions()
        #expect(!undo.canUndo)
        // An app's own undo manager runs registered actions, one step each.
        final class Counter { var n = 0 }
        let app = UndoManager(), counter = Counter()
        app.registerUndo(withTarget: counter) { $0.n -= 1 }
        counter.n += 1
        app.undo()
        #expect(counter.n == 0 && !app.canUndo)
    }

    final class Forwarder: NSObject, UITextFieldDelegate {
        var returns = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return false }
    }

    @Test("optional delegate members called as UIKit code calls them: delegate?.textFieldShouldReturn?(field) reaches the delegate's method, or the default")
    func optionalDelegateCalls() throws {
        let forwarder = Forwarder()
        weak var delegate: (any UITextFieldDelegate)? = forwarder
        let field = UITextField(frame: .zero)
        #expect(delegate?.textFieldShouldReturn?(field) == false)
        #expect(forwarder.returns == 1)
        #expect(delegate?.textFieldShouldClear?(field) ?? false)
        delegate?.textFieldDidBeginEditing?(field)
        final class ViewDelegate: UITextViewDelegate { var changes = 0; func textViewDidChange(_ textView: UITextView) { changes += 1 } }
        let viewDelegate = ViewDelegate()
        let viewDelegateRef: (any UITextViewDelegate)? = viewDelegate
        viewDelegateRef?.textViewDidChange?(UITextView(frame: .zero))
        #expect(viewDelegate.changes == 1)
    }

    /// A formatter's own delegate that forwards to the app's delegate, as input-mask and currency
    /// libraries write it (Objective-C optional members, called with `?` and `!`).
    final class Passthrough: NSObject, UITextFieldDelegate {
        weak var next: (any UITextFieldDelegate)?
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            next?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            next?.textFieldDidEndEditing?(textField, reason: reason)
        }
    }

    final class AppDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var asked: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked.append("field:\(string)")
            return string != "x"
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { asked.append("ended") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            asked.append("view:\(text)")
            return true
        }
    }

    @Test("optional delegate members with argument labels, called as forwarding delegates call them: delegate?.textField?(f, shouldChangeCharactersIn:replacementString:), delegate!.textView!(…), textFieldDidEndEditing?(f, reason:)")
    func labelledOptionalDelegateCalls() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 31))
        window.addSubview(field)
        let app = AppDelegate(), passthrough = Passthrough()
        passthrough.next = app
        field.delegate = passthrough
        #expect(field.becomeFirstResponder())
        try s.type("axb")
        #expect(field.text == "ab")
        #expect(field.resignFirstResponder())
        #expect(app.asked == ["field:a", "field:x", "field:b", "ended"])
        let viewDelegate: (any UITextViewDelegate)? = app
        let view = UITextView(frame: .zero)
        #expect(viewDelegate!.textView!(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "q"))
        #expect(app.asked.last == "view:q")
    }

    final class InsetWatcher: UIScrollView {
        var changes = 0
        override func adjustedContentInsetDidChange() { changes += 1 }
    }

    @Test("attributedText is the text; UITextView(frame:textContainer:) keeps its container; adjustedContentInsetDidChange follows contentInset")
    func remainingMembers() {
        let field = UITextField(frame: .zero)
        field.attributedText = NSAttributedString(string: "styled")
        #expect(field.text == "styled" && field.attributedText?.string == "styled")
        let container = NSTextContainer(size: CGSize(width: 200, height: 100))
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
        #expect(view.textContainer === container)
        view.attributedText = NSAttributedString(string: "a")
        #expect(view.text == "a")
        let scroll = InsetWatcher(frame: .zero)
        scroll.contentInset.bottom = 300
        scroll.contentInset.bottom = 300
        #expect(scroll.changes == 1)
    }
}
