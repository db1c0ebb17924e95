import Foundation

extension UIApplication {
    /// The connected scenes: the ``UIWindow/windowScene`` of every window in ``windows`` (one scene per
    /// simulation, and the default scene of the windows that belong to none); with no window, the default
    /// scene alone (an app always has a scene). `UIScene` is an `NSObject`, hashed by identity.
    public var connectedScenes: Set<UIScene> {
        let scenes = Set<UIScene>(windows.compactMap(\.windowScene))
        return scenes.isEmpty ? [UIWindowScene.defaultScene] : scenes
    }

    /// Whether the app shows more than one scene at once: false (one device screen).
    public var supportsMultipleScenes: Bool { false }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> {
        Set(connectedScenes.map(\.session))
    }
}
