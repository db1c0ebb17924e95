/// The properties that choose and configure the keyboard for a client, mirroring `UITextInputTraits`.
///
/// Raw values are UIKit's, so logs can be compared with a device's; `uikitName` gives the constant's name.
public struct TextInputTraits: Equatable, Hashable, Sendable, Codable {
    /// How the keyboard capitalizes as the user types.
    public var autocapitalizationType: AutocapitalizationType
    /// Whether autocorrection is on.
    public var autocorrectionType: AutocorrectionType
    /// Whether spell checking is on.
    public var spellCheckingType: SpellCheckingType
    /// Which keyboard is shown.
    public var keyboardType: KeyboardType
    /// The keyboard's appearance.
    public var keyboardAppearance: KeyboardAppearance
    /// The title of the return key.
    public var returnKeyType: ReturnKeyType
    /// Whether the return key is disabled while the client has no text.
    public var enablesReturnKeyAutomatically: Bool
    /// Whether the text is hidden and copying is disabled (passwords).
    public var isSecureTextEntry: Bool
    /// The semantic content type (`UITextContentType`), such as `"emailAddress"`, if any.
    public var textContentType: String?

    /// Creates traits; every default is UIKit's default.
    public init(autocapitalizationType: AutocapitalizationType = .sentences,
                autocorrectionType: AutocorrectionType = .default,
                spellCheckingType: SpellCheckingType = .default,
                keyboardType: KeyboardType = .default,
                keyboardAppearance: KeyboardAppearance = .default,
                returnKeyType: ReturnKeyType = .default,
                enablesReturnKeyAutomatically: Bool = false,
                isSecureTextEntry: Bool = false,
                textContentType: String? = nil) {
        self.autocapitalizationType = autocapitalizationType
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
        self.keyboardType = keyboardType
        self.keyboardAppearance = keyboardAppearance
        self.returnKeyType = returnKeyType
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.isSecureTextEntry = isSecureTextEntry
        self.textContentType = textContentType
    }
}

/// `UITextAutocapitalizationType`.
public enum AutocapitalizationType: Int, Sendable, CaseIterable, Codable {
    /// UIKit's values in order: `none` (no automatic Shift), `words` (Shift at the start of each word),
    /// `sentences` (at the start of each sentence, UIKit's default for text fields and views) and
    /// `allCharacters` (Shift stays on).
    case none = 0, words = 1, sentences = 2, allCharacters = 3

    /// UIKit's constant name.
    public var uikitName: String {
        ["UITextAutocapitalizationTypeNone", "UITextAutocapitalizationTypeWords",
         "UITextAutocapitalizationTypeSentences", "UITextAutocapitalizationTypeAllCharacters"][rawValue]
    }
}

/// `UITextAutocorrectionType`.
public enum AutocorrectionType: Int, Sendable, CaseIterable, Codable {
    /// UIKit's values in order: `default` (the user's setting and the context decide), `no` (autocorrection
    /// off) and `yes` (on).
    case `default` = 0, no = 1, yes = 2

    /// UIKit's constant name.
    public var uikitName: String {
        ["UITextAutocorrectionTypeDefault", "UITextAutocorrectionTypeNo", "UITextAutocorrectionTypeYes"][rawValue]
    }
}

/// `UITextSpellCheckingType`.
public enum SpellCheckingType: Int, Sendable, CaseIterable, Codable {
    /// UIKit's values in order: `default` (follows autocorrection), `no` (spell checking off) and
    /// `yes` (on).
    case `default` = 0, no = 1, yes = 2

    /// UIKit's constant name.
    public var uikitName: String {
        ["UITextSpellCheckingTypeDefault", "UITextSpellCheckingTypeNo", "UITextSpellCheckingTypeYes"][rawValue]
    }
}

/// `UIKeyboardType`, with UIKit's raw values.
public enum KeyboardType: Int, Sendable, CaseIterable, Codable {
    /// The keyboard of the current input mode: letters first.
    case `default` = 0
    /// Letters of the ASCII range only (no input modes that type other scripts).
    case asciiCapable = 1
    /// The letters keyboard opened on its numbers and punctuation plane.
    case numbersAndPunctuation = 2
    /// Letters with `.`, `/` and `.com` keys for typing web addresses.
    case url = 3
    /// The digits 0–9 on a keypad (no decimal point).
    case numberPad = 4
    /// A telephone keypad: digits with `*`, `#` and `+`.
    case phonePad = 5
    /// Letters for a name, with a telephone keypad a key away.
    case namePhonePad = 6
    /// Letters with `@` and `.` keys for typing an e-mail address.
    case emailAddress = 7
    /// The digits 0–9 and the locale's decimal separator.
    case decimalPad = 8
    /// Letters with `@` and `#` keys.
    case twitter = 9
    /// Letters for search terms and web addresses, with the space and `.` keys prominent.
    case webSearch = 10
    /// The number pad that types ASCII digits whatever the locale (iOS 10 and later).
    case asciiCapableNumberPad = 11

    /// UIKit's constant name.
    public var uikitName: String {
        switch self {
        case .default: return "UIKeyboardTypeDefault"
        case .asciiCapable: return "UIKeyboardTypeASCIICapable"
        case .numbersAndPunctuation: return "UIKeyboardTypeNumbersAndPunctuation"
        case .url: return "UIKeyboardTypeURL"
        case .numberPad: return "UIKeyboardTypeNumberPad"
        case .phonePad: return "UIKeyboardTypePhonePad"
        case .namePhonePad: return "UIKeyboardTypeNamePhonePad"
        case .emailAddress: return "UIKeyboardTypeEmailAddress"
        case .decimalPad: return "UIKeyboardTypeDecimalPad"
        case .twitter: return "UIKeyboardTypeTwitter"
        case .webSearch: return "UIKeyboardTypeWebSearch"
        case .asciiCapableNumberPad: return "UIKeyboardTypeASCIICapableNumberPad"
        }
    }

    /// The short name used in traces and on the command line (`numberPad`, `emailAddress`, …).
    public var name: String {
        switch self {
        case .default: return "default"
        case .asciiCapable: return "asciiCapable"
        case .numbersAndPunctuation: return "numbersAndPunctuation"
        case .url: return "URL"
        case .numberPad: return "numberPad"
        case .phonePad: return "phonePad"
        case .namePhonePad: return "namePhonePad"
        case .emailAddress: return "emailAddress"
        case .decimalPad: return "decimalPad"
        case .twitter: return "twitter"
        case .webSearch: return "webSearch"
        case .asciiCapableNumberPad: return "asciiCapableNumberPad"
        }
    }

    /// Parses a short name (``name``) or UIKit's constant name.
    public init?(name: String) {
        guard let match = KeyboardType.allCases.first(where: { $0.name == name || $0.uikitName == name }) else {
            return nil
        }
        self = match
    }
}

/// `UIKeyboardAppearance` (`UIKeyboardAppearanceAlert` is the same value as dark).
public enum KeyboardAppearance: Int, Sendable, CaseIterable, Codable {
    /// UIKit's values in order: `default` (the system's appearance), `dark` (the dark keyboard, also
    /// `UIKeyboardAppearanceAlert`) and `light`.
    case `default` = 0, dark = 1, light = 2

    /// UIKit's constant name.
    public var uikitName: String {
        ["UIKeyboardAppearanceDefault", "UIKeyboardAppearanceDark", "UIKeyboardAppearanceLight"][rawValue]
    }
}

/// `UIReturnKeyType`, with UIKit's raw values.
public enum ReturnKeyType: Int, Sendable, CaseIterable, Codable {
    /// UIKit's values in order, each naming what the Return key says: `default` ("return"), `go`, `google`,
    /// `join`, `next`, `route`, `search`, `send`, `yahoo`, `done`, `emergencyCall` and `continue` (iOS 9 and
    /// later).
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

    /// UIKit's constant name.
    public var uikitName: String {
        let names = ["Default", "Go", "Google", "Join", "Next", "Route", "Search", "Send", "Yahoo", "Done",
                     "EmergencyCall", "Continue"]
        return "UIReturnKey" + names[rawValue]
    }

    /// The English title the key shows (`return` for the default key).
    public var title: String {
        ["return", "Go", "Search", "Join", "Next", "Route", "Search", "Send", "Search", "Done",
         "Emergency Call", "Continue"][rawValue]
    }
}
