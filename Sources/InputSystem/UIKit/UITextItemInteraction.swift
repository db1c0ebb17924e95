import Foundation

/// How the user acts on a link or attachment in a text view (`UITextItemInteraction`), with UIKit's raw
/// values. The simulation produces none (touches on text items are not simulated); delegates receive it
/// only when an app's code calls them.
public enum UITextItemInteraction: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// A tap: the default action (0).
    case invokeDefaultAction
    /// A long press: the action sheet (1).
    case presentActions
    /// A preview (2).
    case preview
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .invokeDefaultAction
        case 1: self = .presentActions
        case 2: self = .preview
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .invokeDefaultAction: return 0
        case .presentActions: return 1
        case .preview: return 2
        case .unknownValue(let value): return value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITextItemInteraction] = [.invokeDefaultAction, .presentActions, .preview]
}
