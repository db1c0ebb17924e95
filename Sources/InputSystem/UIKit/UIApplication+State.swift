import Foundation

extension UIApplication {
    /// The app's state (`UIApplication.State`), with UIKit's raw values.
    public enum State: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// In the foreground, receiving events (0).
        case active
        /// In the foreground, not receiving events (1).
        case inactive
        /// In the background (2).
        case background
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .active
            case 1: self = .inactive
            case 2: self = .background
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .active: 0
            case .inactive: 1
            case .background: 2
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [State] = [.active, .inactive, .background]
    }

    /// The app's state: always ``State/active`` (the simulated app never goes to the background, and posts
    /// none of the life-cycle notifications by itself).
    public var applicationState: State { .active }

    /// The interface orientation (deprecated in iOS 13): the current simulation's (portrait when there is none).
    public var statusBarOrientation: UIInterfaceOrientation {
        guard let orientation = currentSimulator?.keyboard.orientation else { return .portrait }
        return UIInterfaceOrientation(rawValue: orientation.rawValue) ?? .portrait
    }

    /// Posted when the app went to the background. Not posted by the simulation; code that observes it
    /// compiles, and a test may post it.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground. Not posted by the simulation.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app became active. Not posted by the simulation.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive. Not posted by the simulation.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
}
