import Foundation

/// How the keyboard capitalizes as the user types (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
    /// No automatic capitalization.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence (UIKit's default).
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// Whether autocorrection is on (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable, Hashable, CaseIterable {
    /// The system's default for the script.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spell checking is on (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether straight quotes become curly ones (`UITextSmartQuotesType`).
public enum UITextSmartQuotesType: Int, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether two hyphens become a dash (`UITextSmartDashesType`).
public enum UITextSmartDashesType: Int, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether spaces are adjusted around pasted and deleted words (`UITextSmartInsertDeleteType`).
public enum UITextSmartInsertDeleteType: Int, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether inline predictions are shown (`UITextInlinePredictionType`, iOS 17).
public enum UITextInlinePredictionType: Int, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether math expressions are completed (`UITextMathExpressionCompletionType`, iOS 18).
public enum UITextMathExpressionCompletionType: Int, Sendable, Hashable, CaseIterable {
    /// The system's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// The writing-tools experience a view supports (`UIWritingToolsBehavior`, iOS 18).
public enum UIWritingToolsBehavior: Int, Sendable, Hashable, CaseIterable {
    /// No writing tools.
    case none = -1
    /// The system chooses.
    case `default` = 0
    /// The complete experience.
    case complete = 1
    /// A limited experience.
    case limited = 2
}

/// Which keyboard is shown (`UIKeyboardType`), with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable, Hashable, CaseIterable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// A keyboard that shows standard ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URL entry.
    case URL = 3
    /// A numeric keypad.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A keypad for a name or a phone number.
    case namePhonePad = 6
    /// For email addresses.
    case emailAddress = 7
    /// Numbers and a decimal point.
    case decimalPad = 8
    /// For Twitter text entry.
    case twitter = 9
    /// For web search terms and URLs.
    case webSearch = 10
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad = 11

    /// The same as ``asciiCapable`` (`UIKeyboardTypeAlphabet`, deprecated).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's appearance (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable, Hashable, CaseIterable {
    /// The default appearance.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// The same as ``dark`` (`UIKeyboardAppearanceAlert`, deprecated).
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the return key (`UIReturnKeyType`), with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable, Hashable, CaseIterable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google" (shown as "Search").
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo" (shown as "Search").
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
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
@MainActor
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
