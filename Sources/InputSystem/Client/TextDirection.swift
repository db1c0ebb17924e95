/// A direction in storage order, mirroring `UITextStorageDirection`.
public enum TextStorageDirection: Int, Sendable, CaseIterable, Codable {
    /// Toward the end of the document (`UITextStorageDirectionForward`).
    case forward = 0
    /// Toward the beginning of the document (`UITextStorageDirectionBackward`).
    case backward = 1
}

/// A direction on screen, mirroring `UITextLayoutDirection` (raw values as UIKit's: right = 2 … down = 5).
public enum TextLayoutDirection: Int, Sendable, CaseIterable, Codable {
    /// To the right on screen (`UITextLayoutDirectionRight`).
    case right = 2
    /// To the left on screen (`UITextLayoutDirectionLeft`).
    case left = 3
    /// Up on screen, to the previous line (`UITextLayoutDirectionUp`).
    case up = 4
    /// Down on screen, to the next line (`UITextLayoutDirectionDown`).
    case down = 5
}

/// Either a storage or a layout direction, mirroring `UITextDirection`, which the tokenizer takes.
public enum TextDirection: Hashable, Sendable, CustomStringConvertible {
    /// A direction in storage order: forward or backward through the text.
    case storage(TextStorageDirection)
    /// A direction on screen: right, left, up or down.
    case layout(TextLayoutDirection)

    /// Storage forward.
    public static let forward = TextDirection.storage(.forward)
    /// Storage backward.
    public static let backward = TextDirection.storage(.backward)

    /// UIKit's raw value (`UITextStorageDirectionForward` = 0 … `UITextLayoutDirectionDown` = 5).
    public var rawValue: Int {
        switch self {
        case .storage(let d): return d.rawValue
        case .layout(let d): return d.rawValue
        }
    }

    /// Creates a direction from UIKit's raw value, or nil for a value UIKit does not define.
    public init?(rawValue: Int) {
        if let s = TextStorageDirection(rawValue: rawValue) {
            self = .storage(s)
        } else if let l = TextLayoutDirection(rawValue: rawValue) {
            self = .layout(l)
        } else {
            return nil
        }
    }

    /// The name used in logs and on the command line.
    public var description: String {
        switch self {
        case .storage(.forward): return "forward"
        case .storage(.backward): return "backward"
        case .layout(.right): return "right"
        case .layout(.left): return "left"
        case .layout(.up): return "up"
        case .layout(.down): return "down"
        }
    }

    /// Parses a name printed by ``description``.
    public init?(name: String) {
        switch name {
        case "forward": self = .storage(.forward)
        case "backward": self = .storage(.backward)
        case "right": self = .layout(.right)
        case "left": self = .layout(.left)
        case "up": self = .layout(.up)
        case "down": self = .layout(.down)
        default: return nil
        }
    }
}

/// The unit a tokenizer works in, mirroring `UITextGranularity`.
public enum TextGranularity: Int, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// A user-perceived character (an extended grapheme cluster).
    case character = 0
    /// A word, with the boundaries of ICU's word break rules.
    case word = 1
    /// A sentence, with the boundaries of ICU's sentence break rules.
    case sentence = 2
    /// A paragraph: the text between line breaks.
    case paragraph = 3
    /// A laid-out line.
    case line = 4
    /// The whole document.
    case document = 5

    /// The name used in logs and on the command line.
    public var description: String {
        switch self {
        case .character: return "character"
        case .word: return "word"
        case .sentence: return "sentence"
        case .paragraph: return "paragraph"
        case .line: return "line"
        case .document: return "document"
        }
    }
}

/// A writing direction, mirroring `NSWritingDirection` (`UITextWritingDirection`).
public enum WritingDirection: Int, Sendable, CaseIterable, Codable {
    /// The direction of the text's first strong character (`NSWritingDirectionNatural`).
    case natural = -1
    /// Left to right, as Latin and Japanese text (`NSWritingDirectionLeftToRight`).
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew text (`NSWritingDirectionRightToLeft`).
    case rightToLeft = 1
}
