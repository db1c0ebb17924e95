import Foundation

extension UIView {
    /// How a view lays out its content when its bounds change (`UIView.ContentMode`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum ContentMode: RawRepresentable, Hashable, Sendable {
        /// Scale to fill, changing the aspect ratio (0).
        case scaleToFill
        /// Scale to fit, keeping the aspect ratio (1).
        case scaleAspectFit
        /// Scale to fill, keeping the aspect ratio (2).
        case scaleAspectFill
        /// Redraw on a bounds change (3).
        case redraw
        /// Centered (4).
        case center
        /// Top (5).
        case top
        /// Bottom (6).
        case bottom
        /// Left (7).
        case left
        /// Right (8).
        case right
        /// Top left (9).
        case topLeft
        /// Top right (10).
        case topRight
        /// Bottom left (11).
        case bottomLeft
        /// Bottom right (12).
        case bottomRight
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .scaleToFill
            case 1: self = .scaleAspectFit
            case 2: self = .scaleAspectFill
            case 3: self = .redraw
            case 4: self = .center
            case 5: self = .top
            case 6: self = .bottom
            case 7: self = .left
            case 8: self = .right
            case 9: self = .topLeft
            case 10: self = .topRight
            case 11: self = .bottomLeft
            case 12: self = .bottomRight
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .scaleToFill: 0
            case .scaleAspectFit: 1
            case .scaleAspectFill: 2
            case .redraw: 3
            case .center: 4
            case .top: 5
            case .bottom: 6
            case .left: 7
            case .right: 8
            case .topLeft: 9
            case .topRight: 10
            case .bottomLeft: 11
            case .bottomRight: 12
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: ContentMode, rhs: ContentMode) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }
}
