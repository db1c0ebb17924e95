/// What a text responder asks of the keyboard when it becomes first responder or reloads its input views.
public struct KeyboardRequest: Equatable, Sendable {
    /// A name for the responder that owns the keyboard, used in logs.
    public var owner: String
    /// The responder's text input traits.
    public var traits: TextInputTraits
    /// The height of the responder's `inputView`, which replaces the system keyboard, if it has one.
    public var inputViewHeight: Double?
    /// The height of the responder's `inputAccessoryView`, shown on top of the keyboard; 0 for none.
    public var accessoryHeight: Double
    /// Whether the current input mode is Japanese (a candidate row above the keys).
    public var japanese: Bool
    /// Whether the emoji keyboard is showing (its own height, no predictive bar).
    public var emoji: Bool
    /// Whether the iPad shortcuts bar has nothing to show for this responder: its `inputAssistantItem` has no
    /// bar button groups and autocorrection is off (no predictions), so a hardware keyboard leaves nothing.
    public var hidesShortcutsBar: Bool
    /// Whether the Return key is enabled (false while the text is empty under `enablesReturnKeyAutomatically`).
    public var returnKeyEnabled: Bool

    /// Creates a request.
    public init(owner: String, traits: TextInputTraits = TextInputTraits(), inputViewHeight: Double? = nil,
                accessoryHeight: Double = 0, japanese: Bool = false, emoji: Bool = false, hidesShortcutsBar: Bool = false, returnKeyEnabled: Bool = true) {
        self.owner = owner
        self.traits = traits
        self.inputViewHeight = inputViewHeight
        self.accessoryHeight = accessoryHeight
        self.japanese = japanese
        self.emoji = emoji
        self.hidesShortcutsBar = hidesShortcutsBar
        self.returnKeyEnabled = returnKeyEnabled
    }
}
