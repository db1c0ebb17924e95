import Foundation

/// Where an edit menu's arrow points (`UIEditMenuArrowDirection`, iOS 16), with UIKit's raw values.
///
/// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
/// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
public enum UIEditMenuArrowDirection: RawRepresentable, Hashable, Sendable {
    /// As the system decides (0).
    case automatic
    /// Up (1).
    case up
    /// Down (2).
    case down
    /// Left (3).
    case left
    /// Right (4).
    case right
    /// A raw value UIKit defines no case for.
    case unknownValue(Int)

    /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .automatic
        case 1: self = .up
        case 2: self = .down
        case 3: self = .left
        case 4: self = .right
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .automatic: 0
        case .up: 1
        case .down: 2
        case .left: 3
        case .right: 4
        case .unknownValue(let value): value
        }
    }

    /// Whether the two have the same raw value.
    public static func == (lhs: UIEditMenuArrowDirection, rhs: UIEditMenuArrowDirection) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the raw value.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
