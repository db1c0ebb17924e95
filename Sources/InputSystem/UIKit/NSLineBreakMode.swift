import Foundation

/// How a line of text that does not fit is wrapped or truncated (`NSLineBreakMode`), with UIKit's raw values.
///
/// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
/// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
public enum NSLineBreakMode: RawRepresentable, Hashable, Sendable {
    /// Wrap at word boundaries (0).
    case byWordWrapping
    /// Wrap at character boundaries (1).
    case byCharWrapping
    /// Clip (2).
    case byClipping
    /// Truncate the start with an ellipsis (3).
    case byTruncatingHead
    /// Truncate the end with an ellipsis (4).
    case byTruncatingTail
    /// Truncate the middle with an ellipsis (5).
    case byTruncatingMiddle
    /// A raw value UIKit defines no case for.
    case unknownValue(Int)

    /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .byWordWrapping
        case 1: self = .byCharWrapping
        case 2: self = .byClipping
        case 3: self = .byTruncatingHead
        case 4: self = .byTruncatingTail
        case 5: self = .byTruncatingMiddle
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .byWordWrapping: 0
        case .byCharWrapping: 1
        case .byClipping: 2
        case .byTruncatingHead: 3
        case .byTruncatingTail: 4
        case .byTruncatingMiddle: 5
        case .unknownValue(let value): value
        }
    }

    /// Whether the two have the same raw value.
    public static func == (lhs: NSLineBreakMode, rhs: NSLineBreakMode) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the raw value.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
