/// A direction in storage order, mirroring `UITextStorageDirection`.
public enum TextStorageDirection: Int, Sendable, CaseIterable, Codable {
    case forward = 0
    case backward = 1
}

/// A direction on screen, mirroring `UITextLayoutDirection` (raw values as UIKit's: right = 2 … down = 5).
public enum TextLayoutDirection: Int, Sendable, CaseIterable, Codable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

/// Either a storage or a layout direction, mirroring `UITextDirection`, which the tokenizer takes.
public enum TextDirection: Hashable, Sendable, CustomStringConvertible {
    case storage(TextStorageDirection)
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
    case character = 0
    case word = 1
    case sentence = 2
    case paragraph = 3
    case line = 4
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
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
