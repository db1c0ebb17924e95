import Foundation

/// A scene's session (`UISceneSession`), minimal: its identifier, role and user info.
///
/// Inert by design: nothing is persisted or restored; the identifier is a fresh UUID per scene.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The scene the session belongs to.
    open private(set) weak var scene: UIScene?
    /// A unique identifier of the session (a UUID string).
    public let persistentIdentifier = UUID().uuidString
    /// The session's role: ``Role/windowApplication`` (the simulated app shows its interface on the
    /// device's screen).
    public let role = Role.windowApplication
    /// Information the app keeps with the session (kept, never persisted).
    open var userInfo: [String: Any]?

    init(scene: UIScene) {
        self.scene = scene
        super.init()
    }

    /// The role of a session (`UISceneSession.Role`): a string, as UIKit's.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// UIKit's string.
        public var rawValue: String
        /// The role with the string `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The interface on the device's screen (UIKit's `UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display, not interactive (`UIWindowSceneSessionRoleExternalDisplayNonInteractive`).
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
