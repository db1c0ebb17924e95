import Foundation

// UIKit's delegate protocols are Objective-C protocols with optional members, so code that forwards to a
// delegate writes `delegate?.textFieldShouldReturn?(field)`. Swift without Objective-C has no optional
// protocol members; here every member has a default instead, and each single-argument member also exists
// as an optional closure property of the same name, so the optional-chained spelling compiles unchanged and
// calls the delegate's own method (or the default). Members with argument labels after the first
// (`textField(_:shouldChangeCharactersIn:replacementString:)`) cannot be spelled so, since a closure has no
// argument labels: drop the `?` after the name (`delegate?.textField(field, shouldChangeCharactersIn: r,
// replacementString: s)`), which calls the same method.

extension UITextFieldDelegate {
    /// `delegate?.textFieldShouldBeginEditing?(field)`: calls ``textFieldShouldBeginEditing(_:)``.
    public var textFieldShouldBeginEditing: ((UITextField) -> Bool)? { { [self] in self.textFieldShouldBeginEditing($0) } }
    /// `delegate?.textFieldDidBeginEditing?(field)`: calls ``textFieldDidBeginEditing(_:)``.
    public var textFieldDidBeginEditing: ((UITextField) -> Void)? { { [self] in self.textFieldDidBeginEditing($0) } }
    /// `delegate?.textFieldShouldEndEditing?(field)`: calls ``textFieldShouldEndEditing(_:)``.
    public var textFieldShouldEndEditing: ((UITextField) -> Bool)? { { [self] in self.textFieldShouldEndEditing($0) } }
    /// `delegate?.textFieldDidEndEditing?(field)`: calls ``textFieldDidEndEditing(_:)``.
    public var textFieldDidEndEditing: ((UITextField) -> Void)? { { [self] in self.textFieldDidEndEditing($0) } }
    /// `delegate?.textFieldDidChangeSelection?(field)`: calls ``textFieldDidChangeSelection(_:)``.
    public var textFieldDidChangeSelection: ((UITextField) -> Void)? { { [self] in self.textFieldDidChangeSelection($0) } }
    /// `delegate?.textFieldShouldClear?(field)`: calls ``textFieldShouldClear(_:)``.
    public var textFieldShouldClear: ((UITextField) -> Bool)? { { [self] in self.textFieldShouldClear($0) } }
    /// `delegate?.textFieldShouldReturn?(field)`: calls ``textFieldShouldReturn(_:)``.
    public var textFieldShouldReturn: ((UITextField) -> Bool)? { { [self] in self.textFieldShouldReturn($0) } }
}

extension UITextViewDelegate {
    /// `delegate?.textViewShouldBeginEditing?(view)`: calls ``textViewShouldBeginEditing(_:)``.
    public var textViewShouldBeginEditing: ((UITextView) -> Bool)? { { [self] in self.textViewShouldBeginEditing($0) } }
    /// `delegate?.textViewDidBeginEditing?(view)`: calls ``textViewDidBeginEditing(_:)``.
    public var textViewDidBeginEditing: ((UITextView) -> Void)? { { [self] in self.textViewDidBeginEditing($0) } }
    /// `delegate?.textViewShouldEndEditing?(view)`: calls ``textViewShouldEndEditing(_:)``.
    public var textViewShouldEndEditing: ((UITextView) -> Bool)? { { [self] in self.textViewShouldEndEditing($0) } }
    /// `delegate?.textViewDidEndEditing?(view)`: calls ``textViewDidEndEditing(_:)``.
    public var textViewDidEndEditing: ((UITextView) -> Void)? { { [self] in self.textViewDidEndEditing($0) } }
    /// `delegate?.textViewDidChange?(view)`: calls ``textViewDidChange(_:)``.
    public var textViewDidChange: ((UITextView) -> Void)? { { [self] in self.textViewDidChange($0) } }
    /// `delegate?.textViewDidChangeSelection?(view)`: calls ``textViewDidChangeSelection(_:)``.
    public var textViewDidChangeSelection: ((UITextView) -> Void)? { { [self] in self.textViewDidChangeSelection($0) } }
}
