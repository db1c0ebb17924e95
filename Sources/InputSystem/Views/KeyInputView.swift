import Foundation

/// The reference key-input-only client, modeled on the guide's listing 5-2: a view that adopts only
/// UIKeyInput, so the system offers it no multistage input (no marked text, no Japanese keyboards),
/// appends what is typed and deletes the last composed character.
open class KeyInputView: UIView, UIKeyInput, InputViewsSettable {
    /// The text typed so far.
    public private(set) var storage: TextStorage

    /// Creates a view holding `text`, with `traits`.
    public init(text: String = "", frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 44),
                traits: TextInputTraits = TextInputTraits()) {
        self.storage = TextStorage(text)
        super.init(frame: frame)
        TraitMapping.apply(traits, to: self)
    }

    /// Creates a view from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) { nil }

    open override var canBecomeFirstResponder: Bool { true }

    /// The text typed so far.
    open var text: String { storage.string }

    open var hasText: Bool { !storage.isEmpty }

    open func insertText(_ text: String) {
        storage.replace(NSRange(location: storage.utf16Count, length: 0), with: text)
    }

    open func deleteBackward() {
        let end = storage.utf16Count
        guard let before = storage.offset(beforeCharacterAt: end) else { return }
        storage.replace(NSRange(location: before, length: end - before), with: "")
    }

    /// A custom input view (a trace's `inputView`).
    open override var inputView: UIView? { get { storedInputView } set { storedInputView = newValue } }
    private var storedInputView: UIView?
    /// A view on top of the keyboard (a trace's `inputAccessoryView`).
    open override var inputAccessoryView: UIView? { get { storedAccessoryView } set { storedAccessoryView = newValue } }
    private var storedAccessoryView: UIView?

    // MARK: UITextInputTraits (stored)

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var inlinePredictionType = UITextInlinePredictionType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
}
