import Foundation

/// The reference single-line text client, modeled on `UITextField`: it never wraps and holds no line
/// breaks (a line break in inserted or assigned text becomes a space). The return key (`"\n"` inserted
/// alone) asks the delegate's `textFieldShouldReturn:` instead of inserting a line break. It runs the
/// `UITextFieldDelegate` sequence and posts the `UITextField…Notification`s.
open class TextField: TextEditingView {
    /// The delegate (held weakly, as UIKit does).
    open weak var delegate: (any TextFieldDelegate)?
    /// Whether beginning to edit clears the text (asking `textFieldShouldClear:` first).
    open var clearsOnBeginEditing = false

    /// Creates a field; the default frame is one line tall.
    public override init(identifier: String = "textField", text: String = "",
                         frame: CGRect = CGRect(x: 0, y: 0, width: 280, height: 31),
                         traits: TextInputTraits = TextInputTraits()) {
        super.init(identifier: identifier, text: text, frame: frame, traits: traits)
    }

    open override var wrapsLines: Bool { false }

    open override func insertText(_ text: String) {
        if text.count == 1, let c = text.first, TextMetrics.isLineBreak(c) {
            let answer = ask("textFieldShouldReturn:") { delegate?.textFieldShouldReturn(self) ?? true }
            return
        }
        super.insertText(text)
    }

    /// The user tapped the clear button: asks `textFieldShouldClear:` and clears the text when allowed,
    /// as an edit the user made. Returns whether the text was cleared.
    @discardableResult
    open func tapClearButton() -> Bool {
        let answer = ask("textFieldShouldClear:") { delegate?.textFieldShouldClear(self) ?? true }
        guard answer, hasText else { return false }
        return userReplace(NSRange(location: 0, length: length), with: "")
    }

    open override func shouldBeginFirstResponder() -> Bool {
        let answer = ask("textFieldShouldBeginEditing:") { delegate?.textFieldShouldBeginEditing(self) ?? true }
        return answer
    }

    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        if clearsOnBeginEditing, hasText {
            let answer = ask("textFieldShouldClear:") { delegate?.textFieldShouldClear(self) ?? true }
            if answer { text = "" }
        }
        delegate?.textFieldDidBeginEditing(self)
        report("textFieldDidBeginEditing:")
        post("UITextFieldTextDidBeginEditingNotification")
    }

    open override func shouldResignFirstResponder() -> Bool {
        let answer = ask("textFieldShouldEndEditing:") { delegate?.textFieldShouldEndEditing(self) ?? true }
        return answer
    }

    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        delegate?.textFieldDidEndEditing(self)
        report("textFieldDidEndEditing:")
        post("UITextFieldTextDidEndEditingNotification")
    }

    open override func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        let answer = ask("textField:shouldChangeCharactersInRange:replacementString:") {
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacementText) ?? true
        }
        return answer
    }

    open override func didChangeText() {
        post("UITextFieldTextDidChangeNotification")
    }

    /// `textFieldDidChangeSelection:` exists from iOS 13 (Apple's UITextFieldDelegate reference): not sent
    /// under an earlier profile.
    open override func didChangeSelection() {
        guard systemSends("textFieldDidChangeSelection:") else { return }
        delegate?.textFieldDidChangeSelection(self)
        report("textFieldDidChangeSelection:")
    }
}
