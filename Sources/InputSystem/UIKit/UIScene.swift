import Foundation

/// A scene (`UIScene`): one instance of the app's interface, as iOS 13's scene-based life cycle connects it.
///
/// Live: the scenes are made by the module, never by the app — each simulation has one
/// ``UIWindowScene`` (its windows' scene), and windows that belong to no simulation share a default
/// one; ``UIApplication/connectedScenes`` lists them. Inert by design: a scene is always
/// ``ActivationState/foregroundActive``, no life-cycle notification is posted, and there is no scene
/// delegate.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The scene's session (its persistent identifier and role).
    open private(set) lazy var session = UISceneSession(scene: self)
    /// The scene's title (kept; shown nowhere).
    open var title: String?
    /// The scene's state: always ``ActivationState/foregroundActive`` (the simulated app never leaves the
    /// foreground).
    open var activationState: ActivationState { .foregroundActive }

    /// Made by the module (a scene per simulation and a default scene).
    init(module: Void) {
        super.init()
    }

    /// The state of a scene (`UIScene.ActivationState`), with UIKit's raw values.
    public enum ActivationState: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Not connected to the app (−1).
        case unattached
        /// On screen and receiving events (0).
        case foregroundActive
        /// On screen, not receiving events (1).
        case foregroundInactive
        /// In the background (2).
        case background
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case -1: self = .unattached
            case 0: self = .foregroundActive
            case 1: self = .foregroundInactive
            case 2: self = .background
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .unattached: -1
            case .foregroundActive: 0
            case .foregroundInactive: 1
            case .background: 2
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [ActivationState] = [.unattached, .foregroundActive, .foregroundInactive, .background]
    }
}
