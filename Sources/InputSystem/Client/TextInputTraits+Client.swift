import Foundation

extension UITextInputTraits {
    /// The text object's traits as one value: what the keyboard reads when the object becomes first
    /// responder (UIKit's defaults for the properties an object does not implement).
    public var textInputTraits: TextInputTraits { TraitMapping.traits(of: self) }
}

extension UIKeyInput {
    /// Whether the keyboard's Return key is enabled: with `enablesReturnKeyAutomatically` it is disabled
    /// while the text is empty (UITextInputTraits reference).
    public var isReturnKeyEnabled: Bool { !enablesReturnKeyAutomatically || hasText }
}
