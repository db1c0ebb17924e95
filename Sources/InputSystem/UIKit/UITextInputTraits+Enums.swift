import Foundation

/// How the keyboard capitalizes as the user types (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// No automatic capitalization.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence (UIKit's default).
    case sentences
    /// Every letter.
    case allCharacters
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .none
        case 1: self = .words
        case 2: self = .sentences
        case 3: self = .allCharacters
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .none: return 0
        case .words: return 1
        case .sentences: return 2
        case .allCharacters: return 3
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextAutocapitalizationType] = [.none, .words, .sentences, .allCharacters]
}

/// Whether autocorrection is on (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The system's default for the script.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .no
        case 2: self = .yes
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .no: return 1
        case .yes: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextAutocorrectionType] = [.`default`, .no, .yes]
}

/// Whether spell checking is on (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .no
        case 2: self = .yes
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .no: return 1
        case .yes: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextSpellCheckingType] = [.`default`, .no, .yes]
}

/// Whether straight quotes become curly ones (`UITextSmartQuotesType`).
public enum UITextSmartQuotesType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .no
        case 2: self = .yes
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .no: return 1
        case .yes: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextSmartQuotesType] = [.`default`, .no, .yes]
}

/// Whether two hyphens become a dash (`UITextSmartDashesType`).
public enum UITextSmartDashesType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .no
        case 2: self = .yes
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .no: return 1
        case .yes: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextSmartDashesType] = [.`default`, .no, .yes]
}

/// Whether spaces are adjusted around pasted and deleted words (`UITextSmartInsertDeleteType`).
public enum UITextSmartInsertDeleteType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .no
        case 2: self = .yes
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .no: return 1
        case .yes: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextSmartInsertDeleteType] = [.`default`, .no, .yes]
}

/// Whether inline predictions are shown (`UITextInlinePredictionType`, iOS 17).
public enum UITextInlinePredictionType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .no
        case 2: self = .yes
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .no: return 1
        case .yes: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextInlinePredictionType] = [.`default`, .no, .yes]
}

/// Whether math expressions are completed (`UITextMathExpressionCompletionType`, iOS 18).
public enum UITextMathExpressionCompletionType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .no
        case 2: self = .yes
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .no: return 1
        case .yes: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextMathExpressionCompletionType] = [.`default`, .no, .yes]
}

/// The writing-tools experience a view supports (`UIWritingToolsBehavior`, iOS 18).
public enum UIWritingToolsBehavior: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// No writing tools.
    case none
    /// The system chooses.
    case `default`
    /// The complete experience.
    case complete
    /// A limited experience.
    case limited
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case -1: self = .none
        case 0: self = .`default`
        case 1: self = .complete
        case 2: self = .limited
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .none: return -1
        case .`default`: return 0
        case .complete: return 1
        case .limited: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIWritingToolsBehavior] = [.none, .`default`, .complete, .limited]
}

/// Which keyboard is shown (`UIKeyboardType`), with UIKit's raw values.
public enum UIKeyboardType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The default keyboard for the current input method.
    case `default`
    /// A keyboard that shows standard ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URL entry.
    case URL
    /// A numeric keypad.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A keypad for a name or a phone number.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Numbers and a decimal point.
    case decimalPad
    /// For Twitter text entry.
    case twitter
    /// For web search terms and URLs.
    case webSearch
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad

    /// The same as ``asciiCapable`` (`UIKeyboardTypeAlphabet`, deprecated).
    public static var alphabet: UIKeyboardType { .asciiCapable }
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .asciiCapable
        case 2: self = .numbersAndPunctuation
        case 3: self = .URL
        case 4: self = .numberPad
        case 5: self = .phonePad
        case 6: self = .namePhonePad
        case 7: self = .emailAddress
        case 8: self = .decimalPad
        case 9: self = .twitter
        case 10: self = .webSearch
        case 11: self = .asciiCapableNumberPad
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .asciiCapable: return 1
        case .numbersAndPunctuation: return 2
        case .URL: return 3
        case .numberPad: return 4
        case .phonePad: return 5
        case .namePhonePad: return 6
        case .emailAddress: return 7
        case .decimalPad: return 8
        case .twitter: return 9
        case .webSearch: return 10
        case .asciiCapableNumberPad: return 11
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIKeyboardType] = [.`default`, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad, .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad]
}

/// The keyboard's appearance (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The default appearance.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light

    /// The same as ``dark`` (`UIKeyboardAppearanceAlert`, deprecated).
    public static var alert: UIKeyboardAppearance { .dark }
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .dark
        case 2: self = .light
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .dark: return 1
        case .light: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIKeyboardAppearance] = [.`default`, .dark, .light]
}

/// The title of the return key (`UIReturnKeyType`), with UIKit's raw values.
public enum UIReturnKeyType: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google" (shown as "Search").
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo" (shown as "Search").
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .`default`
        case 1: self = .go
        case 2: self = .google
        case 3: self = .join
        case 4: self = .next
        case 5: self = .route
        case 6: self = .search
        case 7: self = .send
        case 8: self = .yahoo
        case 9: self = .done
        case 10: self = .emergencyCall
        case 11: self = .`continue`
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .`default`: return 0
        case .go: return 1
        case .google: return 2
        case .join: return 3
        case .next: return 4
        case .route: return 5
        case .search: return 6
        case .send: return 7
        case .yahoo: return 8
        case .done: return 9
        case .emergencyCall: return 10
        case .`continue`: return 11
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIReturnKeyType] = [.`default`, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done, .emergencyCall, .`continue`]
}

/// The semantic meaning of a text object's content (`UITextContentType`): a string constant, as in UIKit.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// UIKit's string value.
    public var rawValue: String

    /// Creates a content type from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a content type from its string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A name.
    public static let name = UITextContentType("name")
    /// A given name.
    public static let givenName = UITextContentType("given-name")
    /// A family name.
    public static let familyName = UITextContentType("family-name")
    /// A street address (full).
    public static let fullStreetAddress = UITextContentType("street-address")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// A user name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// Requirements for generated passwords (`UITextInputPasswordRules`), described in Apple's rules language.
public final class UITextInputPasswordRules: Sendable {
    /// The rules.
    public let passwordRulesDescriptor: String

    /// Creates rules from a descriptor such as `"required: upper; required: digit; minlength: 8;"`.
    public init(descriptor: String) {
        passwordRulesDescriptor = descriptor
    }
}

/// The keyboard features a text object asks for (`UITextInputTraits`).
///
/// Every property is optional in UIKit; here each has a default in an extension that answers UIKit's
/// default and ignores a set. A conformer that declares a property (`var keyboardType = UIKeyboardType.numberPad`)
/// is asked for it by the simulated keyboard as UIKit asks.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// How the keyboard capitalizes.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether smart quotes are on.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether smart dashes are on.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether smart insert and delete are on.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Whether inline predictions are shown.
    var inlinePredictionType: UITextInlinePredictionType { get set }
    /// Whether math expressions are completed.
    var mathExpressionCompletionType: UITextMathExpressionCompletionType { get set }
    /// The writing-tools experience.
    var writingToolsBehavior: UIWritingToolsBehavior { get set }
    /// Which keyboard is shown.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's appearance.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while the text object has no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden and copying disabled.
    var isSecureTextEntry: Bool { get set }
    /// The content's semantic meaning, or nil.
    var textContentType: UITextContentType! { get set }
    /// Rules for generated passwords, or nil.
    var passwordRules: UITextInputPasswordRules? { get set }
}

extension UITextInputTraits {
    /// UIKit's default (`.sentences`); a set is ignored unless the conformer declares the property.
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    /// UIKit's default (`.default`).
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var inlinePredictionType: UITextInlinePredictionType { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var mathExpressionCompletionType: UITextMathExpressionCompletionType { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var writingToolsBehavior: UIWritingToolsBehavior { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    /// UIKit's default (`.default`).
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    /// UIKit's default (false).
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    /// UIKit's default (false).
    public var isSecureTextEntry: Bool { get { false } set {} }
    /// UIKit's default (nil).
    public var textContentType: UITextContentType! { get { nil } set {} }
    /// UIKit's default (nil).
    public var passwordRules: UITextInputPasswordRules? { get { nil } set {} }
}
