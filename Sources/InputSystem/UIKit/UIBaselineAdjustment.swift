import Foundation

/// How a label's text is moved when shrunk to fit (`UIBaselineAdjustment`), with UIKit's raw values.
public enum UIBaselineAdjustment: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Keep the baselines (0).
    case alignBaselines
    /// Keep the centers (1).
    case alignCenters
    /// Keep the top (2).
    case none
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .alignBaselines
        case 1: self = .alignCenters
        case 2: self = .none
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .alignBaselines: 0
        case .alignCenters: 1
        case .none: 2
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIBaselineAdjustment] = [.alignBaselines, .alignCenters, .none]
}
