/// Why the system keyboard changed a client's text by itself, named in the log's `cause` field so that a
/// log shows which edits the system authored (DESIGN.md: "The system edits too").
public enum SystemEditCause: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The "." shortcut: two quick taps on the space bar after a word put a period in place of the first space.
    case periodShortcut
    /// Smart quotes: a typed `"` or `'` goes in as a curly quotation mark or apostrophe.
    case smartQuotes
    /// Smart dashes: a second hyphen typed after one turns the pair into an em dash.
    case smartDashes
    /// Autocorrection: the word before the caret is replaced by the correction as the user ends it.
    case autocorrection
    /// A text replacement of Settings › General › Keyboard › Text Replacement: a shortcut becomes its phrase
    /// as the user ends it.
    case textReplacement
    /// A QuickType suggestion the user tapped: the word before the caret becomes it, then a space.
    case suggestion
    /// An inline prediction (iOS 17 and later): the rest of the predicted word shown as marked text after the
    /// caret, accepted with the space bar.
    case inlinePrediction
    /// The user tapped an autocorrected word's underline (iOS 17 and later) and chose the word as typed.
    case revertCorrection

    /// The name the log uses.
    public var description: String { rawValue }
}
