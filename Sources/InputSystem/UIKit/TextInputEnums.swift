import Foundation

/// A direction in storage order (`UITextStorageDirection`), with UIKit's raw values.
public enum UITextStorageDirection: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Toward the end of the text.
    case forward
    /// Toward the start of the text.
    case backward
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .forward
        case 1: self = .backward
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .forward: return 0
        case .backward: return 1
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextStorageDirection] = [.forward, .backward]
}

/// A direction on screen (`UITextLayoutDirection`), with UIKit's raw values (right = 2 … down = 5).
public enum UITextLayoutDirection: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// To the right.
    case right
    /// To the left.
    case left
    /// Up.
    case up
    /// Down.
    case down
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 2: self = .right
        case 3: self = .left
        case 4: self = .up
        case 5: self = .down
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .right: return 2
        case .left: return 3
        case .up: return 4
        case .down: return 5
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextLayoutDirection] = [.right, .left, .up, .down]
}

/// A storage or layout direction as the tokenizer takes it (`UITextDirection`): an integer that holds
/// either a ``UITextStorageDirection`` or a ``UITextLayoutDirection`` raw value, as in UIKit.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The raw value: 0–1 a storage direction, 2–5 a layout direction.
    public var rawValue: Int

    /// Creates a direction from a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Creates a direction from a raw value (the unlabeled form UIKit's Swift overlay also offers).
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A storage direction as a tokenizer direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A layout direction as a tokenizer direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
}

/// The unit a tokenizer works in (`UITextGranularity`), with UIKit's raw values.
public enum UITextGranularity: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// A character (an extended grapheme cluster).
    case character
    /// A word.
    case word
    /// A sentence.
    case sentence
    /// A paragraph.
    case paragraph
    /// A line as laid out.
    case line
    /// The whole document.
    case document
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .character
        case 1: self = .word
        case 2: self = .sentence
        case 3: self = .paragraph
        case 4: self = .line
        case 5: self = .document
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .character: return 0
        case .word: return 1
        case .sentence: return 2
        case .paragraph: return 3
        case .line: return 4
        case .document: return 5
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextGranularity] = [.character, .word, .sentence, .paragraph, .line, .document]
}

/// A writing direction (`NSWritingDirection`), with UIKit's raw values.
public enum NSWritingDirection: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The direction the Unicode bidirectional algorithm chooses.
    case natural
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case -1: self = .natural
        case 0: self = .leftToRight
        case 1: self = .rightToLeft
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .natural: return -1
        case .leftToRight: return 0
        case .rightToLeft: return 1
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [NSWritingDirection] = [.natural, .leftToRight, .rightToLeft]
}

/// How alternatives offered with inserted text are shown (`UITextAlternativeStyle`).
public enum UITextAlternativeStyle: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// No style.
    case none
    /// The alternatives are low-confidence dictation results.
    case lowConfidence
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .none
        case 1: self = .lowConfidence
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .none: return 0
        case .lowConfidence: return 1
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextAlternativeStyle] = [.none, .lowConfidence]
}
