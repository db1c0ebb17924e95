/// What one key event did on a ``HardwareKeyboard``.
public struct HardwareKeyResult: Hashable, Sendable, CustomStringConvertible {
    /// The event.
    public var event: HardwareKeyEvent
    /// The key's keysym at the level in effect when it was pressed (``Keysym/none`` for a release).
    public var keysym: Keysym
    /// The text the key produced, after compose; empty for releases, modifiers and pending dead keys.
    /// It is libxkbcommon's `xkb_state_key_get_utf8` (or the compose result), control characters included.
    public var text: String
    /// Where the key left the compose sequence.
    public var compose: ComposeStatus
    /// The modifiers in effect after the event.
    public var modifiers: KeyModifierFlags
    /// The active layout (group) after the event, from 0.
    public var layoutIndex: Int
    /// What the key means to the input system, or nil (releases, modifiers, dead keys, unmapped keys).
    public var action: KeyAction?
    /// Whether the event was ignored: a repeat of a key that does not repeat or is not down, or the
    /// release of a key that is not down.
    public var ignored: Bool

    /// Creates a result.
    public init(event: HardwareKeyEvent, keysym: Keysym, text: String, compose: ComposeStatus,
                modifiers: KeyModifierFlags, layoutIndex: Int, action: KeyAction?, ignored: Bool) {
        self.event = event
        self.keysym = keysym
        self.text = text
        self.compose = compose
        self.modifiers = modifiers
        self.layoutIndex = layoutIndex
        self.action = action
        self.ignored = ignored
    }

    /// `KEY_A down a "a" insertText("a")`.
    public var description: String {
        var parts = ["\(event.code) \(event.state)", keysym.name, text.debugDescription]
        if compose != .nothing { parts.append(compose.rawValue) }
        if let action { parts.append(action.description) }
        if ignored { parts.append("ignored") }
        return parts.joined(separator: " ")
    }
}
