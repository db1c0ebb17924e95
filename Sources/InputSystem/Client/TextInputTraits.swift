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
    case none = 0, words = 1, sentences = 2, allCharacters = 3

    /// UIKit's constant name.
    public var uikitName: String {
        ["UITextAutocapitalizationTypeNone", "UITextAutocapitalizationTypeWords",
         "UITextAutocapitalizationTypeSentences", "UITextAutocapitalizationTypeAllCharacters"][rawValue]
    }
}

/// `UITextAutocorrectionType`.
public enum AutocorrectionType: Int, Sendable, CaseIterable, Codable {
    case `default` = 0, no = 1, yes = 2

    /// UIKit's constant name.
    public var uikitName: String {
        ["UITextAutocorrectionTypeDefault", "UITextAutocorrectionTypeNo", "UITextAutocorrectionTypeYes"][rawValue]
    }
}

/// `UITextSpellCheckingType`.
public enum SpellCheckingType: Int, Sendable, CaseIterable, Codable {
    case `default` = 0, no = 1, yes = 2

    /// UIKit's constant name.
    public var uikitName: String {
        ["UITextSpellCheckingTypeDefault", "UITextSpellCheckingTypeNo", "UITextSpellCheckingTypeYes"][rawValue]
    }
}

/// `UIKeyboardType`, with UIKit's raw values.
public enum KeyboardType: Int, Sendable, CaseIterable, Codable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case url = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
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
    case `default` = 0, dark = 1, light = 2

    /// UIKit's constant name.
    public var uikitName: String {
        ["UIKeyboardAppearanceDefault", "UIKeyboardAppearanceDark", "UIKeyboardAppearanceLight"][rawValue]
    }
}

/// `UIReturnKeyType`, with UIKit's raw values.
public enum ReturnKeyType: Int, Sendable, CaseIterable, Codable {
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
