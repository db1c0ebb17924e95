/// The simple text-entry contract, mirroring `UIKeyInput` ("Simple Text Input" in the Text and Web
/// Programming Guide).
///
/// A client that adopts only this protocol receives characters and deletions at its caret, and nothing
/// else: the system offers it no multistage input methods (no marked text), as the guide says of
/// `UIKeyInput`-only views.
@MainActor
public protocol KeyInput: AnyObject {
    /// Whether the client holds any text.
    var hasText: Bool { get }
    /// Inserts text at the caret, replacing the selection or marked text if there is any.
    func insertText(_ text: String)
    /// Deletes the character before the caret, or the selection if there is one.
    func deleteBackward()
    /// The traits that choose and configure the keyboard (`UITextInputTraits`).
    var textInputTraits: TextInputTraits { get }
}

extension KeyInput {
    /// The default traits, as UIKit's defaults for a view that implements none of the optional properties.
    public var textInputTraits: TextInputTraits { TextInputTraits() }

    /// Whether the keyboard's Return key is enabled: with `enablesReturnKeyAutomatically` it is disabled
    /// while the text is empty (UITextInputTraits reference).
    public var isReturnKeyEnabled: Bool { !textInputTraits.enablesReturnKeyAutomatically || hasText }
}
