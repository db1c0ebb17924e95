import Foundation

/// The reference multi-line text client, modeled on `UITextView`: lines wrap to the frame's width and a
/// return key inserts a line break. It runs the `UITextViewDelegate` sequence and posts the
/// `UITextView…Notification`s.
@_spi(Engine)
open class TextView: TextEditingView {
    /// The delegate (held weakly, as UIKit does).
    open weak var delegate: (any TextViewDelegate)?

    /// Creates a text view.
    public override init(identifier: String = "textView", text: String = "",
                         frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 200),
                         traits: TextInputTraits = TextInputTraits()) {
        super.init(identifier: identifier, text: text, frame: frame, traits: traits)
    }

    open override var wrapsLines: Bool { true }

    /// Whether the user can edit the text (`isEditable`). A text view that is not editable does not become
    /// first responder here and shows no keyboard; making the first responder non-editable ends its editing.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }

    open override var canBecomeFirstResponder: Bool { isEditable && super.canBecomeFirstResponder }
    open override var cannotBecomeFirstResponderReason: String {
        isEditable ? super.cannotBecomeFirstResponderReason : "isEditable is NO"
    }

    /// A text view gets the keyboard's will-change-frame and will-show before `textViewDidBeginEditing:`
    /// and its notification (IQKeyboardManager issue #271; craiggrummitt.com 2016).
    open override var keyboardMovesBeforeDidBegin: Bool { true }

    open override func shouldBeginFirstResponder() -> Bool {
        let answer = ask("textViewShouldBeginEditing:") { delegate?.textViewShouldBeginEditing(self) ?? true }
        return answer
    }

    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        delegate?.textViewDidBeginEditing(self)
        report("textViewDidBeginEditing:")
        post("UITextViewTextDidBeginEditingNotification")
    }

    open override func shouldResignFirstResponder() -> Bool {
        let answer = ask("textViewShouldEndEditing:") { delegate?.textViewShouldEndEditing(self) ?? true }
        return answer
    }

    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        delegate?.textViewDidEndEditing(self)
        report("textViewDidEndEditing:")
        post("UITextViewTextDidEndEditingNotification")
    }

    open override func shouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        let answer = ask("textView:shouldChangeTextInRange:replacementText:",
                         arguments: [("range", .array([.int(range.location), .int(range.length)])), ("replacementText", .string(replacementText))]) {
            delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacementText) ?? true
        }
        return answer
    }

    open override func didChangeText() {
        delegate?.textViewDidChange(self)
        report("textViewDidChange:")
        post("UITextViewTextDidChangeNotification")
    }

    open override func didChangeSelection() {
        delegate?.textViewDidChangeSelection(self)
        report("textViewDidChangeSelection:")
    }
}
