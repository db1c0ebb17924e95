import Foundation

// UIKit's delegate protocols are Objective-C protocols with optional members, so code that forwards to a
// delegate writes `delegate?.textFieldShouldReturn?(field)`. Swift without Objective-C has no optional
// protocol members; here every member has a default instead, and each member's base name also exists as an
// optional property of the same name, so that the optional-chained spelling compiles unchanged and calls
// the delegate's own method (or the default): a closure for a one-argument member
// (`delegate?.textFieldShouldReturn?(field)`), a value whose `callAsFunction` overloads carry the argument
// labels where the base name has several members (`delegate?.textField?(field, shouldChangeCharactersIn: r,
// replacementString: s)`, `delegate.textField!(…)`). The plain call without `?` calls the method itself.

extension UITextFieldDelegate {
    /// `delegate?.textFieldShouldBeginEditing?(field)`: calls ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``.
    public var textFieldShouldBeginEditing: ((UITextField) -> Bool)? { { [self] in self.textFieldShouldBeginEditing($0) } }
    /// `delegate?.textFieldDidBeginEditing?(field)`: calls ``UITextFieldDelegate/textFieldDidBeginEditing(_:)``.
    public var textFieldDidBeginEditing: ((UITextField) -> Void)? { { [self] in self.textFieldDidBeginEditing($0) } }
    /// `delegate?.textFieldShouldEndEditing?(field)`: calls ``UITextFieldDelegate/textFieldShouldEndEditing(_:)``.
    public var textFieldShouldEndEditing: ((UITextField) -> Bool)? { { [self] in self.textFieldShouldEndEditing($0) } }
    /// `delegate?.textFieldDidEndEditing?(field)` and `delegate?.textFieldDidEndEditing?(field, reason: r)`.
    public var textFieldDidEndEditing: UITextFieldDelegateDidEndEditingCall? { UITextFieldDelegateDidEndEditingCall(delegate: self) }
    /// `delegate?.textField?(field, shouldChangeCharactersIn: r, replacementString: s)` and
    /// `delegate?.textField?(field, editMenuForCharactersIn: r, suggestedActions: a)`.
    public var textField: UITextFieldDelegateTextFieldCall? { UITextFieldDelegateTextFieldCall(delegate: self) }
    /// `delegate?.textFieldDidChangeSelection?(field)`: calls ``UITextFieldDelegate/textFieldDidChangeSelection(_:)``.
    public var textFieldDidChangeSelection: ((UITextField) -> Void)? { { [self] in self.textFieldDidChangeSelection($0) } }
    /// `delegate?.textFieldShouldClear?(field)`: calls ``UITextFieldDelegate/textFieldShouldClear(_:)``.
    public var textFieldShouldClear: ((UITextField) -> Bool)? { { [self] in self.textFieldShouldClear($0) } }
    /// `delegate?.textFieldShouldReturn?(field)`: calls ``UITextFieldDelegate/textFieldShouldReturn(_:)``.
    public var textFieldShouldReturn: ((UITextField) -> Bool)? { { [self] in self.textFieldShouldReturn($0) } }
}

/// The optional-call form of a text-field delegate's `textFieldDidEndEditing` members
/// (``UITextFieldDelegate/textFieldDidEndEditing``).
@preconcurrency @MainActor
public struct UITextFieldDelegateDidEndEditingCall {
    let delegate: any UITextFieldDelegate
    /// Calls ``UITextFieldDelegate/textFieldDidEndEditing(_:)``.
    public func callAsFunction(_ textField: UITextField) { delegate.textFieldDidEndEditing(textField) }
    /// Calls ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)``.
    public func callAsFunction(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        delegate.textFieldDidEndEditing(textField, reason: reason)
    }
}

/// The optional-call form of a text-field delegate's `textField(_:…)` members (``UITextFieldDelegate/textField``).
@preconcurrency @MainActor
public struct UITextFieldDelegateTextFieldCall {
    let delegate: any UITextFieldDelegate
    /// Calls ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)``.
    public func callAsFunction(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
    }
    /// Calls ``UITextFieldDelegate/textField(_:editMenuForCharactersIn:suggestedActions:)``.
    public func callAsFunction(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate.textField(textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }
}

extension UITextViewDelegate {
    /// `delegate?.textViewShouldBeginEditing?(view)`: calls ``UITextViewDelegate/textViewShouldBeginEditing(_:)``.
    public var textViewShouldBeginEditing: ((UITextView) -> Bool)? { { [self] in self.textViewShouldBeginEditing($0) } }
    /// `delegate?.textViewDidBeginEditing?(view)`: calls ``UITextViewDelegate/textViewDidBeginEditing(_:)``.
    public var textViewDidBeginEditing: ((UITextView) -> Void)? { { [self] in self.textViewDidBeginEditing($0) } }
    /// `delegate?.textViewShouldEndEditing?(view)`: calls ``UITextViewDelegate/textViewShouldEndEditing(_:)``.
    public var textViewShouldEndEditing: ((UITextView) -> Bool)? { { [self] in self.textViewShouldEndEditing($0) } }
    /// `delegate?.textViewDidEndEditing?(view)`: calls ``UITextViewDelegate/textViewDidEndEditing(_:)``.
    public var textViewDidEndEditing: ((UITextView) -> Void)? { { [self] in self.textViewDidEndEditing($0) } }
    /// `delegate?.textViewDidChange?(view)`: calls ``UITextViewDelegate/textViewDidChange(_:)``.
    public var textViewDidChange: ((UITextView) -> Void)? { { [self] in self.textViewDidChange($0) } }
    /// `delegate?.textViewDidChangeSelection?(view)`: calls ``UITextViewDelegate/textViewDidChangeSelection(_:)``.
    public var textViewDidChangeSelection: ((UITextView) -> Void)? { { [self] in self.textViewDidChangeSelection($0) } }
    /// `delegate?.textView?(view, shouldChangeTextIn: r, replacementText: t)` and the other `textView(_:…)`
    /// members.
    public var textView: UITextViewDelegateTextViewCall? { UITextViewDelegateTextViewCall(delegate: self) }
}

/// The optional-call form of a text-view delegate's `textView(_:…)` members (``UITextViewDelegate/textView``).
@preconcurrency @MainActor
public struct UITextViewDelegateTextViewCall {
    let delegate: any UITextViewDelegate
    /// Calls ``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``.
    public func callAsFunction(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        delegate.textView(textView, shouldChangeTextIn: range, replacementText: text)
    }
    /// Calls the URL form of `textView(_:shouldInteractWith:in:interaction:)`.
    public func callAsFunction(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                               interaction: UITextItemInteraction) -> Bool {
        delegate.textView(textView, shouldInteractWith: URL, in: characterRange, interaction: interaction)
    }
    /// Calls the attachment form of `textView(_:shouldInteractWith:in:interaction:)`.
    public func callAsFunction(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                               interaction: UITextItemInteraction) -> Bool {
        delegate.textView(textView, shouldInteractWith: textAttachment, in: characterRange, interaction: interaction)
    }
    /// Calls ``UITextViewDelegate/textView(_:editMenuForTextIn:suggestedActions:)``.
    public func callAsFunction(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate.textView(textView, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }
}
