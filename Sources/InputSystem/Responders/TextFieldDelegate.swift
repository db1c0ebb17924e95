import Foundation

/// The delegate of a ``TextField``, mirroring `UITextFieldDelegate`. Every method is optional: the
/// defaults answer as UIKit does when the delegate does not implement a method.
@MainActor
@_spi(Engine)
public protocol TextFieldDelegate: AnyObject {
    /// `textFieldShouldBeginEditing:` — return false to keep the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// `textFieldDidBeginEditing:` — the field became first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// `textFieldShouldEndEditing:` — return false to keep the field editing (first responder).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// `textFieldDidEndEditing:` — the field resigned (also after a forced end).
    func textFieldDidEndEditing(_ textField: TextField)
    /// `textField:shouldChangeCharactersInRange:replacementString:` — return false to refuse a change.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// `textFieldShouldClear:` — return false to ignore the clear button (and `clearsOnBeginEditing`).
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// `textFieldShouldReturn:` — the return key was pressed.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// `textFieldDidChangeSelection:` — the selection changed (iOS 13 and later).
    func textFieldDidChangeSelection(_ textField: TextField)
}

@_spi(Engine)
extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
}

/// The delegate of a ``TextView``, mirroring `UITextViewDelegate`. Every method is optional.
@MainActor
@_spi(Engine)
public protocol TextViewDelegate: AnyObject {
    /// `textViewShouldBeginEditing:`.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// `textViewDidBeginEditing:`.
    func textViewDidBeginEditing(_ textView: TextView)
    /// `textViewShouldEndEditing:`.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// `textViewDidEndEditing:`.
    func textViewDidEndEditing(_ textView: TextView)
    /// `textView:shouldChangeTextInRange:replacementText:`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// `textViewDidChange:` — the user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// `textViewDidChangeSelection:`.
    func textViewDidChangeSelection(_ textView: TextView)
}

@_spi(Engine)
extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
