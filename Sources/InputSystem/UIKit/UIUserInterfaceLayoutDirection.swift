import Foundation

/// The direction of the user interface's layout (`UIUserInterfaceLayoutDirection`), with UIKit's raw values.
///
/// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
/// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
public enum UIUserInterfaceLayoutDirection: RawRepresentable, Hashable, Sendable {
    /// Left to right (0).
    case leftToRight
    /// Right to left (1).
    case rightToLeft
    /// A raw value UIKit defines no case for.
    case unknownValue(Int)

    /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .leftToRight
        case 1: self = .rightToLeft
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .leftToRight: 0
        case .rightToLeft: 1
        case .unknownValue(let value): value
        }
    }

    /// Whether the two have the same raw value.
    public static func == (lhs: UIUserInterfaceLayoutDirection, rhs: UIUserInterfaceLayoutDirection) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the raw value.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
