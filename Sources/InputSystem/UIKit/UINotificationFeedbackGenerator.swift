import Foundation

/// A generator of success, warning and error haptics (`UINotificationFeedbackGenerator`).
///
/// Inert by design: nothing vibrates; each notification is recorded in
/// ``UIFeedbackGenerator/occurredFeedback``.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Gives the haptic of `notificationType` (records `.notification(notificationType)`).
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record(.notification(notificationType))
    }

    /// The kind of a notification haptic (`UINotificationFeedbackGenerator.FeedbackType`), with UIKit's
    /// raw values.
    public enum FeedbackType: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// A task succeeded (0).
        case success
        /// A warning (1).
        case warning
        /// A task failed (2).
        case error
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .success
            case 1: self = .warning
            case 2: self = .error
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .success: 0
            case .warning: 1
            case .error: 2
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [FeedbackType] = [.success, .warning, .error]
    }
}
