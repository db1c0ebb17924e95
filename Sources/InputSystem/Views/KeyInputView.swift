import Foundation

/// The reference key-input-only client, modeled on the guide's listing 5-2: it adopts only ``KeyInput``,
/// so the system offers it no multistage input (no marked text, no Japanese keyboards), appends what is
/// typed and deletes the last composed character.
open class KeyInputView: Responder, KeyInput {
    /// The text typed so far.
    public private(set) var storage: TextStorage
    /// The traits that choose and configure the keyboard.
    open var textInputTraits: TextInputTraits
    /// The view's frame.
    open var frame: CGRect

    /// Creates a view holding `text`.
    public init(identifier: String = "keyInput", text: String = "",
                frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 44),
                traits: TextInputTraits = TextInputTraits()) {
        self.storage = TextStorage(text)
        self.frame = frame
        self.textInputTraits = traits
        super.init(identifier: identifier)
    }

    open override var canBecomeFirstResponder: Bool { true }
    open override var isTextResponder: Bool { true }

    /// The text typed so far.
    open var text: String { storage.string }

    open var hasText: Bool { !storage.isEmpty }

    /// Appends `text` at the end.
    open func insertText(_ text: String) {
        storage.replace(NSRange(location: storage.utf16Count, length: 0), with: text)
    }

    /// Deletes the last composed character sequence; nothing when empty.
    open func deleteBackward() {
        let end = storage.utf16Count
        guard let before = storage.offset(beforeCharacterAt: end) else { return }
        storage.replace(NSRange(location: before, length: end - before), with: "")
    }
}
