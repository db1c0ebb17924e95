import Foundation

// A trace's delegate behavior, answered to the UIKit text objects a trace's `field` makes, as an app's
// validating delegate answers them.
extension ScriptedDelegate: UITextFieldDelegate, UITextViewDelegate {
    /// Refused when the behavior refuses to begin editing.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { !behavior.refuseBeginEditing }
    /// Refused when the behavior refuses to end editing.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { !behavior.refuseEndEditing }
    /// Allowed as ``allowsChange(length:range:replacement:)`` says for the field's current text.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool {
        allowsChange(length: textField.offset(from: textField.beginningOfDocument, to: textField.endOfDocument),
                     range: range, replacement: string)
    }
    /// Refused when the behavior refuses Return; resigns first when it resigns on Return.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if behavior.refuseReturn { return false }
        if behavior.resignOnReturn { textField.resignFirstResponder() }
        return true
    }
    /// Refused when the behavior refuses to clear.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { !behavior.refuseClear }

    /// Refused when the behavior refuses to begin editing.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { !behavior.refuseBeginEditing }
    /// Refused when the behavior refuses to end editing.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { !behavior.refuseEndEditing }
    /// Allowed as ``allowsChange(length:range:replacement:)`` says for the view's current text.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        allowsChange(length: textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument),
                     range: range, replacement: text)
    }
}

extension UITextField.ViewMode {
    /// The name a trace's `clearButtonMode` uses (`never`, `whileEditing`, `unlessEditing`, `always`).
    public var traceName: String {
        switch self {
        case .never: return "never"
        case .whileEditing: return "whileEditing"
        case .unlessEditing: return "unlessEditing"
        case .always: return "always"
        case .unknownValue(let v): return String(v)
        }
    }
}

// The user's own gestures on a text object with no simulation around it, for the conformance checker:
// a tap or drag that selects, and the edit menu's Paste of a given string.
extension UITextField {
    /// The user selects `range` (UTF-16), as a tap or drag does: marked text ends and the input delegate is told.
    @_spi(Engine) public func userSelect(_ range: NSRange) { editor.userSelect(range) }
    /// The user pastes `text` from the edit menu: it replaces the marked text or the selection (the
    /// delegate asked first).
    @_spi(Engine) public func userPaste(_ text: String) { _ = editor.paste(text) }
}

extension UITextView {
    /// The user selects `range` (UTF-16), as a tap or drag does: marked text ends and the input delegate is told.
    @_spi(Engine) public func userSelect(_ range: NSRange) { editor.userSelect(range) }
    /// The user pastes `text` from the edit menu: it replaces the marked text or the selection (the
    /// delegate asked first).
    @_spi(Engine) public func userPaste(_ text: String) { _ = editor.paste(text) }
}

extension UITextField {
    /// A field holding `text`, with the caret at its end (for tests of the text model).
    @_spi(Engine) public convenience init(text: String, frame: CGRect = CGRect(x: 0, y: 0, width: 280, height: 31)) {
        self.init(frame: frame)
        self.text = text
    }
}

extension UITextView {
    /// A text view holding `text`, with the caret at its end (for tests of the text model).
    @_spi(Engine) public convenience init(text: String, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 200)) {
        self.init(frame: frame)
        self.text = text
    }
}
