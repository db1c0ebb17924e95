/// The user's switches in Settings › General › Keyboard that turn the keyboard's own edits on or off for
/// every app, whatever the text object's traits ask for.
public struct KeyboardSettings: Equatable, Sendable {
    /// "Smart Punctuation" (iOS 11 and later): smart quotes and smart dashes. On by default.
    public var smartPunctuation: Bool
    /// The "." Shortcut: a double tap on the space bar types a period and a space. On by default.
    public var periodShortcut: Bool

    /// The settings of a new device: both switches on.
    public init(smartPunctuation: Bool = true, periodShortcut: Bool = true) {
        self.smartPunctuation = smartPunctuation
        self.periodShortcut = periodShortcut
    }
}
