// The simulation's directions and units are UIKit's own (UITextStorageDirection, UITextLayoutDirection,
// UITextDirection, UITextGranularity, NSWritingDirection); what it needs of them beyond UIKit's API (the
// names logs and the command line use) is here.

extension UITextStorageDirection: Codable {}
extension UITextLayoutDirection: Codable {}
extension NSWritingDirection: Codable {}

extension UITextGranularity: Codable, CustomStringConvertible {
    /// The name used in logs and on the command line (`character`, `word`, … `document`).
    public var description: String {
        switch self {
        case .character: return "character"
        case .word: return "word"
        case .sentence: return "sentence"
        case .paragraph: return "paragraph"
        case .line: return "line"
        case .document: return "document"
        case .unknownValue(let v): return "UITextGranularity(\(v))"
        }
    }
}

extension UITextDirection: CustomStringConvertible {
    /// Storage forward.
    public static let forward = UITextDirection.storage(.forward)
    /// Storage backward.
    public static let backward = UITextDirection.storage(.backward)

    /// The storage direction this value holds (raw values 0 and 1), else nil.
    public var storageDirection: UITextStorageDirection? {
        (0...1).contains(rawValue) ? UITextStorageDirection(rawValue: rawValue) : nil
    }

    /// The layout direction this value holds (raw values 2 to 5), else nil.
    public var layoutDirection: UITextLayoutDirection? {
        (2...5).contains(rawValue) ? UITextLayoutDirection(rawValue: rawValue) : nil
    }

    /// The name used in logs and on the command line: `forward`, `backward`, `right`, `left`, `up`, `down`
    /// (`UITextDirection(9)` for a value UIKit defines no direction for).
    public var description: String {
        switch rawValue {
        case 0: return "forward"
        case 1: return "backward"
        case 2: return "right"
        case 3: return "left"
        case 4: return "up"
        case 5: return "down"
        default: return "UITextDirection(\(rawValue))"
        }
    }

    /// Parses a name printed by ``description``; nil for anything else.
    public init?(name: String) {
        guard let raw = ["forward", "backward", "right", "left", "up", "down"].firstIndex(of: name) else { return nil }
        self.init(rawValue: raw)
    }
}
