import Foundation

/// UIKit's accessibility functions and notifications (`UIAccessibility`).
///
/// Inert by design: no assistive technology runs (``isVoiceOverRunning`` and ``isReduceMotionEnabled``
/// are false, the status notifications are never posted). ``post(notification:argument:)`` records what
/// was posted in ``postedNotifications`` so a test can check that a form announced its error.
public enum UIAccessibility {
    /// Whether VoiceOver is on: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether the user asked for reduced motion: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Switch Control is on: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for bold text: false.
    public static var isBoldTextEnabled: Bool { false }

    /// Posted when VoiceOver turns on or off. Never posted by the simulation.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the reduce-motion setting changes. Never posted by the simulation.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// An accessibility notification an app posts to assistive technologies
    /// (`UIAccessibility.Notification`), with UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's value.
        public var rawValue: UInt32
        /// The notification with the value `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (1000); the argument is the element to focus or a string to read.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (1001); the argument is the element to focus or a string.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to read (1008); the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (1009); the argument is a string describing the position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// A notification ``post(notification:argument:)`` recorded.
    public struct PostedNotification {
        /// The notification.
        public let notification: Notification
        /// Its argument (an announcement's string, an element to focus), if any.
        public let argument: Any?
    }

    /// What ``post(notification:argument:)`` was given, oldest first, across the process (compare counts
    /// before and after, or call ``removeAllPostedNotifications()``).
    @MainActor public private(set) static var postedNotifications: [PostedNotification] = []

    /// Posts `notification` to assistive technologies. Inert: nothing reads it; it is appended to
    /// ``postedNotifications``.
    @MainActor public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append(PostedNotification(notification: notification, argument: argument))
    }

    /// Empties ``postedNotifications``.
    @MainActor public static func removeAllPostedNotifications() {
        postedNotifications.removeAll()
    }
}
