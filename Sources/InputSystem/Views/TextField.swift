import Foundation

/// The reference single-line text client, modeled on `UITextField`: it never wraps and holds no line
/// breaks (a line break in inserted or assigned text becomes a space). The return key (`"\n"` inserted
/// alone) asks the delegate's `textFieldShouldReturn:` instead of inserting a line break. It runs the
/// `UITextFieldDelegate` sequence and posts the `UITextField…Notification`s.
@_spi(Engine)
open class TextField: TextEditingView {
    /// The delegate (held weakly, as UIKit does).
    open weak var delegate: (any TextFieldDelegate)?
    /// Whether beginning to edit clears the text (asking `textFieldShouldClear:` first).
    open var clearsOnBeginEditing = false
    /// When the clear button shows (`clearButtonMode`; UIKit's default is never).
    open var clearButtonMode: ClearButtonMode = .never
    /// Whether the field takes touches and can become first responder (`isEnabled`, UIControl). Disabling
    /// the first responder ends its editing.
    open var isEnabled = true {
        didSet { if !isEnabled, isFirstResponder { resignFirstResponder() } }
    }
    /// Whether the app handles the control event "Did End on Exit" (`UIControlEventEditingDidEndOnExit`): a
    /// Return that the delegate allows then ends editing, the way a storyboard's "Did End on Exit" action
    /// dismisses the keyboard.
    open var endsEditingOnReturn = false

    /// When a text field shows its clear button (`UITextField.ViewMode`).
    public enum ClearButtonMode: String, Sendable, CaseIterable {
        /// In order: the clear button never shows, shows only while the field is editing (and has text), shows
        /// only while it is not editing, or always shows (when the field has text).
        case never, whileEditing, unlessEditing, always
    }

    /// Whether the clear button is on screen now: it shows only while there is text (UIKit hides it for an
    /// empty field), and only in the editing states its mode names.
    public var showsClearButton: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled && super.canBecomeFirstResponder }
    open override var cannotBecomeFirstResponderReason: String {
        isEnabled ? super.cannotBecomeFirstResponderReason : "isEnabled is NO"
    }

    /// Creates a field; the default frame is one line tall.
    public override init(identifier: String = "textField", text: String = "",
                         frame: CGRect = CGRect(x: 0, y: 0, width: 280, height: 31),
                         traits: TextInputTraits = TextInputTraits()) {
        super.init(identifier: identifier, text: text, frame: frame, traits: traits)
    }

    open override var wrapsLines: Bool { false }

    /// Called when the delegate allowed a Return (`textFieldShouldReturn:` said YES), before editing ends
    /// for "Did End on Exit": where a UIKit field sends its `.editingDidEndOnExit` actions.
    open func returnAllowed() {}

    open override func insertText(_ text: String) {
        if text.count == 1, let c = text.first, TextMetrics.isLineBreak(c) {
            let answer = ask("textFieldShouldReturn:") { delegate?.textFieldShouldReturn(self) ?? true }
            // NO ignores the Return; YES runs the default behaviour, which sends "Did End on Exit".
            if answer { returnAllowed() }
            if answer, endsEditingOnReturn, isFirstResponder { resignFirstResponder() }
            return
        }
        super.insertText(text)
    }

    /// The user tapped the clear button: asks `textFieldShouldClear:` and, when it answers YES, clears the
    /// text as an edit the user made (the change notification is posted, the input delegate told); NO
    /// ignores the tap with no notifications (UITextField.h: "return NO to ignore (no notifications)").
    /// `shouldChangeCharactersInRange:` is not asked: the clear button's own delegate message stands for it.
    /// Returns whether the text was cleared.
    @discardableResult
    open func tapClearButton() -> Bool {
        let answer = ask("textFieldShouldClear:") { delegate?.textFieldShouldClear(self) ?? true }
        guard answer, hasText else { return false }
        return performUserEdit(NSRange(location: 0, length: length), with: "", action: .clear, asksDelegate: false)
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
        // A secure field's first keystroke after it becomes first responder replaces what it held.
        clearsTextOnNextKeystroke = textInputTraits.isSecureTextEntry && hasText
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
        clearsTextOnNextKeystroke = false
        delegate?.textFieldDidEndEditing(self)
        report("textFieldDidEndEditing:")
        post("UITextFieldTextDidEndEditingNotification")
    }

    open override func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        let answer = ask("textField:shouldChangeCharactersInRange:replacementString:",
                         arguments: [("range", .array([.int(range.location), .int(range.length)])), ("replacementString", .string(replacementText))]) {
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
