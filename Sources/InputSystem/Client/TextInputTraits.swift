/// The properties that choose and configure the keyboard for a client, mirroring `UITextInputTraits`.
///
/// The values are UIKit's own enumerations (one vocabulary for the simulation and for UIKit code); logs
/// name them with UIKit's constants (`uikitName`), so they can be compared with a device's.
public struct TextInputTraits: Equatable, Hashable, Sendable, Codable {
    /// How the keyboard capitalizes as the user types.
    public var autocapitalizationType: UITextAutocapitalizationType
    /// Whether autocorrection is on.
    public var autocorrectionType: UITextAutocorrectionType
    /// Whether spell checking is on.
    public var spellCheckingType: UITextSpellCheckingType
    /// Which keyboard is shown.
    public var keyboardType: UIKeyboardType
    /// The keyboard's appearance.
    public var keyboardAppearance: UIKeyboardAppearance
    /// The title of the return key.
    public var returnKeyType: UIReturnKeyType
    /// Whether the return key is disabled while the client has no text.
    public var enablesReturnKeyAutomatically: Bool
    /// Whether the text is hidden and copying is disabled (passwords).
    public var isSecureTextEntry: Bool
    /// The semantic content type (`UITextContentType`), such as `"emailAddress"`, if any.
    public var textContentType: String?
    /// Whether the keyboard turns straight quotes into curly ones (iOS 11 and later).
    public var smartQuotesType: UITextSmartQuotesType
    /// Whether the keyboard turns two hyphens into a dash (iOS 11 and later).
    public var smartDashesType: UITextSmartDashesType
    /// Whether the keyboard shows its prediction of the word inline, as marked text (iOS 17 and later).
    public var inlinePredictionType: UITextInlinePredictionType
    /// Whether a paste may add a space and a cut or delete remove one or two (iOS 11 and later).
    public var smartInsertDeleteType: UITextSmartInsertDeleteType

    /// Creates traits; every default is UIKit's default.
    public init(autocapitalizationType: UITextAutocapitalizationType = .sentences,
                autocorrectionType: UITextAutocorrectionType = .default,
                spellCheckingType: UITextSpellCheckingType = .default,
                keyboardType: UIKeyboardType = .default,
                keyboardAppearance: UIKeyboardAppearance = .default,
                returnKeyType: UIReturnKeyType = .default,
                enablesReturnKeyAutomatically: Bool = false,
                isSecureTextEntry: Bool = false,
                textContentType: String? = nil,
                smartQuotesType: UITextSmartQuotesType = .default,
                smartDashesType: UITextSmartDashesType = .default,
                inlinePredictionType: UITextInlinePredictionType = .default,
                smartInsertDeleteType: UITextSmartInsertDeleteType = .default) {
        self.autocapitalizationType = autocapitalizationType
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
        self.keyboardType = keyboardType
        self.keyboardAppearance = keyboardAppearance
        self.returnKeyType = returnKeyType
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.isSecureTextEntry = isSecureTextEntry
        self.textContentType = textContentType
        self.smartQuotesType = smartQuotesType
        self.smartDashesType = smartDashesType
        self.inlinePredictionType = inlinePredictionType
        self.smartInsertDeleteType = smartInsertDeleteType
    }
}

// The simulation reads UIKit's trait enumerations directly: what it needs of them beyond UIKit's API
// (the constant names logs use, the short names traces use) is here.

/// A name for a raw value UIKit declares no constant for (`UIKeyboardType(99)`).
private func unnamed(_ type: String, _ rawValue: Int) -> String { "\(type)(\(rawValue))" }

extension UITextAutocapitalizationType: Codable {
    /// UIKit's constant name.
    public var uikitName: String {
        switch self {
        case .none: return "UITextAutocapitalizationTypeNone"
        case .words: return "UITextAutocapitalizationTypeWords"
        case .sentences: return "UITextAutocapitalizationTypeSentences"
        case .allCharacters: return "UITextAutocapitalizationTypeAllCharacters"
        case .unknownValue(let v): return unnamed("UITextAutocapitalizationType", v)
        }
    }
}

extension UITextAutocorrectionType: Codable {
    /// UIKit's constant name.
    public var uikitName: String {
        switch self {
        case .default: return "UITextAutocorrectionTypeDefault"
        case .no: return "UITextAutocorrectionTypeNo"
        case .yes: return "UITextAutocorrectionTypeYes"
        case .unknownValue(let v): return unnamed("UITextAutocorrectionType", v)
        }
    }
}

extension UITextSpellCheckingType: Codable {
    /// UIKit's constant name.
    public var uikitName: String {
        switch self {
        case .default: return "UITextSpellCheckingTypeDefault"
        case .no: return "UITextSpellCheckingTypeNo"
        case .yes: return "UITextSpellCheckingTypeYes"
        case .unknownValue(let v): return unnamed("UITextSpellCheckingType", v)
        }
    }
}

extension UITextSmartQuotesType: Codable {
    /// UIKit's constant name.
    public var uikitName: String {
        switch self {
        case .default: return "UITextSmartQuotesTypeDefault"
        case .no: return "UITextSmartQuotesTypeNo"
        case .yes: return "UITextSmartQuotesTypeYes"
        case .unknownValue(let v): return unnamed("UITextSmartQuotesType", v)
        }
    }
}

extension UITextInlinePredictionType: Codable {}
extension UITextSmartInsertDeleteType: Codable {}

extension UITextSmartDashesType: Codable {
    /// UIKit's constant name.
    public var uikitName: String {
        switch self {
        case .default: return "UITextSmartDashesTypeDefault"
        case .no: return "UITextSmartDashesTypeNo"
        case .yes: return "UITextSmartDashesTypeYes"
        case .unknownValue(let v): return unnamed("UITextSmartDashesType", v)
        }
    }
}

extension UIKeyboardType: Codable {
    /// UIKit's constant name (`UIKeyboardTypeNumberPad`).
    public var uikitName: String {
        if case .unknownValue(let v) = self { return unnamed("UIKeyboardType", v) }
        let n = name
        return "UIKeyboardType" + (n == "asciiCapable" ? "ASCIICapable" : n == "asciiCapableNumberPad" ? "ASCIICapableNumberPad"
            : n.prefix(1).uppercased() + n.dropFirst())
    }

    /// The short name used in traces and on the command line (`numberPad`, `emailAddress`, `URL`, …).
    public var name: String {
        switch self {
        case .default: return "default"
        case .asciiCapable: return "asciiCapable"
        case .numbersAndPunctuation: return "numbersAndPunctuation"
        case .URL: return "URL"
        case .numberPad: return "numberPad"
        case .phonePad: return "phonePad"
        case .namePhonePad: return "namePhonePad"
        case .emailAddress: return "emailAddress"
        case .decimalPad: return "decimalPad"
        case .twitter: return "twitter"
        case .webSearch: return "webSearch"
        case .asciiCapableNumberPad: return "asciiCapableNumberPad"
        case .unknownValue(let v): return String(v)
        }
    }

    /// Parses a short name (``name``) or UIKit's constant name; nil for anything else.
    public init?(name: String) {
        guard let match = UIKeyboardType.allCases.first(where: { $0.name == name || $0.uikitName == name }) else {
            return nil
        }
        self = match
    }

    /// The keyboard the simulation shows for this type: a value UIKit declares no case for shows the
    /// default keyboard, as the system falls back to it.
    var known: UIKeyboardType {
        if case .unknownValue = self { return .default }
        return self
    }
}

extension UIKeyboardAppearance: Codable {
    /// UIKit's constant name (`UIKeyboardAppearanceAlert` is the same value as dark).
    public var uikitName: String {
        switch self {
        case .default: return "UIKeyboardAppearanceDefault"
        case .dark: return "UIKeyboardAppearanceDark"
        case .light: return "UIKeyboardAppearanceLight"
        case .unknownValue(let v): return unnamed("UIKeyboardAppearance", v)
        }
    }
}

extension UIReturnKeyType: Codable {
    private static let names = ["default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done",
                                "emergencyCall", "continue"]

    /// UIKit's constant name (`UIReturnKeyGo`).
    public var uikitName: String {
        guard Self.names.indices.contains(rawValue) else { return unnamed("UIReturnKeyType", rawValue) }
        let n = Self.names[rawValue]
        return "UIReturnKey" + n.prefix(1).uppercased() + n.dropFirst()
    }

    /// The name used in traces (`default`, `go`, `next`, `done`, …).
    public var traceName: String {
        Self.names.indices.contains(rawValue) ? Self.names[rawValue] : String(rawValue)
    }

    /// Parses a trace name (``traceName``: `go`, `emergencyCall`) or UIKit's constant name (`UIReturnKeyGo`).
    public init?(name: String) {
        guard let match = UIReturnKeyType.allCases.first(where: { $0.traceName == name || $0.uikitName == name }) else {
            return nil
        }
        self = match
    }

    /// The English title the key shows (`return` for the default key, and for values UIKit names no key for).
    public var title: String {
        let titles = ["return", "Go", "Search", "Join", "Next", "Route", "Search", "Send", "Search", "Done",
                      "Emergency Call", "Continue"]
        return titles.indices.contains(rawValue) ? titles[rawValue] : "return"
    }
}
