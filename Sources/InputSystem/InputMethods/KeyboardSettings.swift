/// The user's switches in Settings › General › Keyboard that turn the keyboard's own edits on or off for
/// every app, whatever the text object's traits ask for.
public struct KeyboardSettings: Equatable, Sendable {
    /// "Smart Punctuation" (iOS 11 and later): smart quotes and smart dashes. On by default.
    public var smartPunctuation: Bool
    /// The "." Shortcut: a double tap on the space bar types a period and a space. On by default.
    public var periodShortcut: Bool
    /// "Auto-Correction": the word the user ends (with a space, punctuation or Return) is replaced by the
    /// keyboard's correction. A device ships with it on; the simulation starts with it **off**, so that a
    /// trace types exactly the text it names, and a `settings` event (or
    /// ``Simulator/setKeyboardSettings(smartPunctuation:periodShortcut:autoCorrection:textReplacements:inlinePredictions:)``)
    /// turns it on.
    public var autoCorrection: Bool
    /// The user's text replacements (Settings › General › Keyboard › Text Replacement), shortcut to phrase,
    /// in the order given: a shortcut the user ends becomes its phrase.
    public var textReplacements: [(shortcut: String, phrase: String)]
    /// "Show Predictions Inline" (iOS 17 and later): the rest of the predicted word shows after the caret as
    /// marked text. On a device by default; off in the simulation until a `settings` event turns it on.
    public var inlinePredictions = false

    /// The settings of a new simulation: Smart Punctuation and the "." Shortcut on, Auto-Correction off,
    /// no text replacements.
    public init(smartPunctuation: Bool = true, periodShortcut: Bool = true, autoCorrection: Bool = false,
                textReplacements: [(shortcut: String, phrase: String)] = []) {
        self.smartPunctuation = smartPunctuation
        self.periodShortcut = periodShortcut
        self.autoCorrection = autoCorrection
        self.textReplacements = textReplacements
    }

    public static func == (a: KeyboardSettings, b: KeyboardSettings) -> Bool {
        a.smartPunctuation == b.smartPunctuation && a.periodShortcut == b.periodShortcut && a.autoCorrection == b.autoCorrection
            && a.inlinePredictions == b.inlinePredictions
            && a.textReplacements.map(\.shortcut) == b.textReplacements.map(\.shortcut)
            && a.textReplacements.map(\.phrase) == b.textReplacements.map(\.phrase)
    }
}

/// What a `settings` event changes (nil: a switch stays as it is).
public struct KeyboardSettingsChange: Equatable, Sendable {
    /// Smart Punctuation.
    public var smartPunctuation: Bool?
    /// The "." Shortcut.
    public var periodShortcut: Bool?
    /// Auto-Correction.
    public var autoCorrection: Bool?
    /// The text replacements (replacing the list).
    public var textReplacements: [(shortcut: String, phrase: String)]?
    /// Show Predictions Inline.
    public var inlinePredictions: Bool?

    /// Creates a change.
    public init(smartPunctuation: Bool? = nil, periodShortcut: Bool? = nil, autoCorrection: Bool? = nil,
                textReplacements: [(shortcut: String, phrase: String)]? = nil) {
        self.smartPunctuation = smartPunctuation
        self.periodShortcut = periodShortcut
        self.autoCorrection = autoCorrection
        self.textReplacements = textReplacements
    }

    public static func == (a: KeyboardSettingsChange, b: KeyboardSettingsChange) -> Bool {
        a.smartPunctuation == b.smartPunctuation && a.periodShortcut == b.periodShortcut && a.autoCorrection == b.autoCorrection
            && a.inlinePredictions == b.inlinePredictions
            && a.textReplacements?.map(\.shortcut) == b.textReplacements?.map(\.shortcut)
            && a.textReplacements?.map(\.phrase) == b.textReplacements?.map(\.phrase)
    }
}
