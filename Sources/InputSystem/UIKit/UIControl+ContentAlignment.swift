import Foundation

extension UIControl {
    /// How a control's content is placed vertically (`UIControl.ContentVerticalAlignment`), with UIKit's raw values.
    public enum ContentVerticalAlignment: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Centered (0).
        case center
        /// At the top (1).
        case top
        /// At the bottom (2).
        case bottom
        /// Filling the height (3).
        case fill
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .center
            case 1: self = .top
            case 2: self = .bottom
            case 3: self = .fill
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .center: 0
            case .top: 1
            case .bottom: 2
            case .fill: 3
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [ContentVerticalAlignment] = [.center, .top, .bottom, .fill]
    }

    /// How a control's content is placed horizontally (`UIControl.ContentHorizontalAlignment`), with UIKit's
    /// raw values.
    public enum ContentHorizontalAlignment: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Centered (0).
        case center
        /// At the left (1).
        case left
        /// At the right (2).
        case right
        /// Filling the width (3).
        case fill
        /// At the leading edge (4).
        case leading
        /// At the trailing edge (5).
        case trailing
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .center
            case 1: self = .left
            case 2: self = .right
            case 3: self = .fill
            case 4: self = .leading
            case 5: self = .trailing
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .center: 0
            case .left: 1
            case .right: 2
            case .fill: 3
            case .leading: 4
            case .trailing: 5
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [ContentHorizontalAlignment] = [.center, .left, .right, .fill, .leading, .trailing]
    }
}
