import Foundation

/// What the keyboard system looked like in one range of releases: which notifications exist, which
/// userInfo keys they carry, the coordinate space of frames, the predictive bar, the animation, and the
/// behaviours that changed from one era to the next (the iPad shortcuts bar, floating keyboard, keyboard
/// layout guide, the notifications' object…).
///
/// Read from `Layouts/profiles.json`; the default profile is named there (``LayoutCatalog/defaultProfile``).
/// Profiles are ordered by the release they begin at (``firstRelease``): `iphoneos3` < `ios3.2` < `ios5` <
/// `ios7` < `ios8` < `ios9` < `ios11` < `ios13` < `ios15` < `ios16` < `ios17` < `ios18` < `ios26`, so that a
/// device can name the profile it first appears in and be compared with the profile in use.
public struct SystemProfile: Equatable, Sendable, Codable, Comparable {
    /// The space keyboard frames are given in.
    public enum CoordinateSpace: String, Sendable, Codable {
        /// Screen coordinates fixed in portrait (up to iOS 7): a landscape keyboard's frame is rotated.
        case fixedPortrait
        /// Screen coordinates that follow the interface orientation (iOS 8 and later).
        case interface
    }

    /// The notification that a hardware keyboard reducing the software keyboard to its accessory view
    /// posts (or, focused with a hardware keyboard attached, bringing the accessory view up).
    public enum AccessoryOnlyNotification: String, Sendable, Codable {
        /// Will/did show (iOS 9 and later).
        case show
        /// Will/did hide (iOS 8).
        case hide
    }

    /// The object of the keyboard notifications.
    public enum NotificationObject: String, Sendable, Codable {
        /// `nil` (up to iOS 16.0).
        case `nil`
        /// The `UIScreen` the keyboard appears on (iOS 16.1 and later).
        case screen
    }

    /// How sure a profile value is, as its source says.
    public enum Certainty: String, Sendable, CaseIterable {
        /// Documented by Apple or shown by a log of the era.
        case sure
        /// Reported, but not confirmed by a second source.
        case check
        /// No source settles it; the value was chosen and the source says why.
        case chosen
    }

    /// The catalog name (`iphoneos3`, `ios3.2`, `ios5`, `ios7`, `ios8`, `ios9`, `ios11`, `ios13`, `ios15`,
    /// `ios16`, `ios17`, `ios18`, `ios26`).
    public var name: String
    /// A human-readable name.
    public var displayName: String
    /// The release the profile begins at (`"9.0"`, `"16.1"`): profiles compare by it.
    public var firstRelease: String
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
    /// The height of the iPad shortcuts bar that stays on screen with a hardware keyboard (iOS 9 and
    /// later); 0 where there is none.
    public var shortcutsBarHeight: Double
    /// What a hardware keyboard that leaves only the accessory view (or bar) on screen posts.
    public var accessoryOnlyNotification: AccessoryOnlyNotification
    /// Whether switching the first responder between text objects posts will-hide and show again when
    /// nothing about the keyboard changes (up to iOS 10; openradar 34432484).
    public var switchingPostsShow: Bool
    /// Whether the iPad keyboard can float (iPadOS 13 and later).
    public var floatingKeyboard: Bool
    /// The floating keyboard's width and height in points.
    public var floatingKeyboardSize: [Double]
    /// Whether text fields send `textFieldDidChangeSelection:` (iOS 13 and later).
    public var textFieldDidChangeSelection: Bool
    /// Whether `UIKeyboardLayoutGuide` exists (iOS 15 and later).
    public var keyboardLayoutGuide: Bool
    /// Whether the layout guide has `usesBottomSafeArea` and `keyboardDismissPadding` (iOS 17 and later).
    public var layoutGuideSafeAreaOptions: Bool
    /// The keyboard notifications' object.
    public var notificationObject: NotificationObject
    /// Whether the iPhone keyboard runs out of the app's process (iOS 17 and later). A recorded fact: it
    /// changes nothing the simulator's notifications show.
    public var keyboardOutOfProcess: Bool
    /// Whether the keyboard has the "." shortcut (a double tap on the space bar types a period and a space).
    public var periodShortcut: Bool
    /// Whether the keyboard has Smart Punctuation: smart quotes and smart dashes (iOS 11 and later).
    public var smartPunctuation: Bool
    /// Whether the frames the keyboard notifications carry include the input accessory view (up to iOS 18);
    /// from iOS 26 they give the keyboard alone, below the accessory view. The keyboard's own frame
    /// (``SystemKeyboard/frame``) and the layout guide keep the accessory view.
    public var accessoryInKeyboardFrame: Bool
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

    /// ``firstRelease`` as major and minor numbers; (0, 0) for a value `validate(file:)` would refuse.
    public var release: (major: Int, minor: Int) {
        Self.parseRelease(firstRelease) ?? (0, 0)
    }

    /// The floating keyboard's size.
    public var floatingSize: CGSize {
        CGSize(width: floatingKeyboardSize.first ?? 320, height: floatingKeyboardSize.last ?? 260)
    }

    /// Profiles in release order.
    public static func < (lhs: SystemProfile, rhs: SystemProfile) -> Bool {
        lhs.release < rhs.release
    }

    /// The certainty a field's source states (its last `, sure` / `, check` / `, chosen…` clause, or a
    /// source that begins with `chosen:`), nil if the field has no source or the source states none.
    public func certainty(of field: String) -> Certainty? {
        guard let source = sources[field] else { return nil }
        if source.hasPrefix("chosen:") { return .chosen }
        guard let clause = source.split(separator: ",").last?.trimmingCharacters(in: .whitespaces) else { return nil }
        return Certainty.allCases.first { clause == $0.rawValue || clause.hasPrefix($0.rawValue + ":") }
    }

    /// The fields that must have a source with a certainty.
    public static let sourcedFields = [
        "firstRelease", "notifications", "userInfoKeys", "coordinateSpace", "predictiveBar", "undockableKeyboard",
        "animationDuration", "animationCurve", "shortcutsBarHeight", "accessoryOnlyNotification", "switchingPostsShow",
        "floatingKeyboard", "floatingKeyboardSize", "textFieldDidChangeSelection", "keyboardLayoutGuide",
        "layoutGuideSafeAreaOptions", "notificationObject", "keyboardOutOfProcess", "periodShortcut", "smartPunctuation",
        "accessoryInKeyboardFrame",
    ]

    static func parseRelease(_ text: String) -> (major: Int, minor: Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count <= 3 }), let major = Int(parts[0]), let minor = Int(parts[1]),
              major >= 0, minor >= 0 else { return nil }
        return (major, minor)
    }

    func validate(file: String) throws {
        guard Self.parseRelease(firstRelease) != nil else {
            throw LayoutError.invalidValue(file: file, entry: name, field: "firstRelease", value: firstRelease,
                                           expected: "a release MAJOR.MINOR such as \"9.0\"")
        }
        if !(shortcutsBarHeight >= 0 && shortcutsBarHeight <= 200) {
            throw LayoutError.invalidValue(file: file, entry: name, field: "shortcutsBarHeight",
                                           value: "\(shortcutsBarHeight)", expected: "points in 0...200")
        }
        if floatingKeyboardSize.count != 2 || !floatingKeyboardSize.allSatisfy({ $0 > 0 && $0 <= 2000 }) {
            throw LayoutError.invalidValue(file: file, entry: name, field: "floatingKeyboardSize",
                                           value: "\(floatingKeyboardSize)", expected: "[width, height] in points, each in 1...2000")
        }
        for field in Self.sourcedFields where certainty(of: field) == nil {
            throw LayoutError.invalidValue(file: file, entry: name, field: "sources.\(field)", value: sources[field] ?? "(none)",
                                           expected: "a source ending in \", sure\", \", check\" or \", chosen: why\" (or beginning \"chosen:\")")
        }
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
