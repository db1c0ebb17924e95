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
        allowsChange(length: (textField.text ?? "").utf16.count, range: range, replacement: string)
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
        allowsChange(length: textView.text.utf16.count, range: range, replacement: text)
    }
}

extension UITextField.ViewMode {
    /// The mode a trace's `clearButtonMode` names.
    init(_ mode: TextField.ClearButtonMode) {
        switch mode {
        case .never: self = .never
        case .whileEditing: self = .whileEditing
        case .unlessEditing: self = .unlessEditing
        case .always: self = .always
        }
    }
}
