/// What the keyboard system looked like in one range of releases: which notifications exist, which
/// userInfo keys they carry, the coordinate space of frames, the predictive bar and the animation.
///
/// Read from `Layouts/profiles.json`; the default profile is named there (``LayoutCatalog/defaultProfile``).
public struct SystemProfile: Equatable, Sendable, Codable {
    /// The space keyboard frames are given in.
    public enum CoordinateSpace: String, Sendable, Codable {
        /// Screen coordinates fixed in portrait (up to iOS 7): a landscape keyboard's frame is rotated.
        case fixedPortrait
        /// Screen coordinates that follow the interface orientation (iOS 8 and later).
        case interface
    }

    /// The catalog name (`iphoneos3`, `ios3.2`, `ios5`, `ios8`).
    public var name: String
    /// A human-readable name.
    public var displayName: String
    /// The keyboard notification names that exist.
    public var notifications: [String]
    /// The userInfo keys the notifications carry.
    public var userInfoKeys: [String]
    /// The coordinate space of frames.
    public var coordinateSpace: CoordinateSpace
    /// Whether the letters keyboard has a predictive bar.
    public var predictiveBar: Bool
    /// Whether the iPad keyboard can be undocked, split and dragged.
    public var undockableKeyboard: Bool
    /// The keyboard animation's duration, in seconds.
    public var animationDuration: Double
    /// The keyboard animation's curve (`UIViewAnimationCurve` raw value, or 7).
    public var animationCurve: Int
    /// Where each value comes from, by field.
    public var sources: [String: String]

    /// Whether this profile posts `name`.
    public func posts(_ name: KeyboardNotification) -> Bool {
        notifications.contains(name.rawValue)
    }

    /// Whether this profile's notifications carry `key`.
    public func carries(_ key: KeyboardUserInfoKey) -> Bool {
        userInfoKeys.contains(key.rawValue)
    }

    /// The animation's duration in whole milliseconds of the simulated clock.
    public var animationMilliseconds: Int { Int((animationDuration * 1000).rounded()) }

    func validate(file: String) throws {
        for notification in notifications where KeyboardNotification(rawValue: notification) == nil {
            throw LayoutError.invalidValue(file: file, entry: name, field: "notifications", value: notification,
                                           expected: KeyboardNotification.allCases.map(\.rawValue).joined(separator: ", "))
        }
        for key in userInfoKeys where KeyboardUserInfoKey(rawValue: key) == nil {
            throw LayoutError.invalidValue(file: file, entry: name, field: "userInfoKeys", value: key,
                                           expected: KeyboardUserInfoKey.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if !(animationDuration >= 0 && animationDuration < 10) {
            throw LayoutError.invalidValue(file: file, entry: name, field: "animationDuration",
                                           value: "\(animationDuration)", expected: "seconds in 0..<10")
        }
    }
}
