import Foundation

/// The system keyboard's punctuation rules (smart quotes, smart dashes, the "." shortcut) as pure
/// functions of the text before the caret and the text object's traits. Where each rule comes from is in
/// docs/Fidelity.md; the tests name the source of each.
public enum SmartPunctuation {
    /// The em dash two typed hyphens become (iOS 11 as shipped; the iOS 11 betas and Apple's
    /// `smartDashesType` reference give an en dash for two hyphens instead).
    public static let emDash = "\u{2014}"

    /// The longest time between the two space-bar taps of the "." shortcut, in milliseconds: "about a
    /// second" as reported; the exact window is the keyboard's own and unpublished.
    public static let periodShortcutWindow = 1000

    /// The curly mark a typed straight quote becomes after `previous` (the character before the caret,
    /// nil at the start of the text), or nil for text that is not a straight quote. After the start, white
    /// space, an opening bracket or an opening quote it opens (“ ‘); anywhere else it closes (” ’), which
    /// makes an apostrophe inside a word ’.
    public static func smartQuote(for typed: String, after previous: Character?) -> String? {
        let opens = previous.map(opensQuotation) ?? true
        switch typed {
        case "\"": return opens ? "\u{201C}" : "\u{201D}"
        case "'": return opens ? "\u{2018}" : "\u{2019}"
        default: return nil
        }
    }

    private static func opensQuotation(after c: Character) -> Bool {
        c.isWhitespace || "([{<\u{201C}\u{2018}\u{2014}\u{2013}".contains(c)
    }

    /// Whether the text before the caret, just after a hyphen was typed, ends in the two hyphens that
    /// smart dashes turn into ``emDash`` (a third hyphen in a row is left alone).
    public static func endsInDashPair(_ textBeforeCaret: String) -> Bool {
        let tail = textBeforeCaret.utf16.suffix(3)
        guard tail.count >= 2 else { return false }
        let units = Array(tail)
        let hyphen = UInt16(UInt8(ascii: "-"))
        guard units[units.count - 1] == hyphen, units[units.count - 2] == hyphen else { return false }
        return units.count < 3 || units[0] != hyphen
    }

    /// Whether the text before the caret, just after the second space of a double tap went in, asks for the
    /// "." shortcut: two spaces after a word (a letter or digit, or a closing quote or bracket after one).
    public static func endsInWordAndTwoSpaces(_ textBeforeCaret: String) -> Bool {
        guard textBeforeCaret.hasSuffix("  ") else { return false }
        guard let last = textBeforeCaret.dropLast(2).last else { return false }
        return last.isLetter || last.isNumber || ")]}\u{201D}\u{2019}\"'".contains(last)
    }

    /// Whether smart quotes are on for a text object: `.yes` and `.no` say so; `.default` is on except for
    /// "email address and password keyboards" (Apple's `UITextSmartQuotesType.default` reference).
    public static func quotesEnabled(_ traits: TextInputTraits) -> Bool {
        switch traits.smartQuotesType {
        case .yes: return true
        case .no: return false
        default: return !excludedByDefault(traits)
        }
    }

    /// Whether smart dashes are on for a text object: as ``quotesEnabled(_:)``, with `smartDashesType`.
    public static func dashesEnabled(_ traits: TextInputTraits) -> Bool {
        switch traits.smartDashesType {
        case .yes: return true
        case .no: return false
        default: return !excludedByDefault(traits)
        }
    }

    /// Whether the "." shortcut can fire in a text object: never in secure text entry, and not on keyboards
    /// for addresses (email, URL), which have no sentences.
    public static func periodShortcutEnabled(_ traits: TextInputTraits) -> Bool {
        !excludedByDefault(traits) && traits.keyboardType.known != .URL
    }

    private static func excludedByDefault(_ traits: TextInputTraits) -> Bool {
        traits.isSecureTextEntry || traits.keyboardType.known == .emailAddress
            || traits.textContentType == "password" || traits.textContentType == "new-password"
    }
}
