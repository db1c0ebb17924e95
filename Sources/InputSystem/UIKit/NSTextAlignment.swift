import Foundation

/// How text is aligned in its container (`NSTextAlignment`), with UIKit's raw values on iOS.
///
/// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
/// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
public enum NSTextAlignment: RawRepresentable, Hashable, Sendable {
    /// Left (0).
    case left
    /// Centered (1).
    case center
    /// Right (2).
    case right
    /// Justified (3).
    case justified
    /// The writing direction's start (4).
    case natural
    /// A raw value UIKit defines no case for.
    case unknownValue(Int)

    /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .left
        case 1: self = .center
        case 2: self = .right
        case 3: self = .justified
        case 4: self = .natural
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .left: 0
        case .center: 1
        case .right: 2
        case .justified: 3
        case .natural: 4
        case .unknownValue(let value): value
        }
    }

    /// Whether the two have the same raw value.
    public static func == (lhs: NSTextAlignment, rhs: NSTextAlignment) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the raw value.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
