import Foundation

/// What an accessibility element is and how it behaves (`UIAccessibilityTraits`), with UIKit's raw values.
///
/// Inert by design: kept in ``UIView/accessibilityTraits``; no assistive technology reads it.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public var rawValue: UInt64
    /// The traits with the bits `rawValue`.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait (0).
    public static let none = UIAccessibilityTraits([])
    /// A button (1 << 0).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link (1 << 1).
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image (1 << 2).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected (1 << 3).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated (1 << 4).
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard (1 << 5).
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change (1 << 6).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts (1 << 7).
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled (1 << 8).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates its label or value often (1 << 9).
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field (1 << 10).
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated (1 << 11).
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable by swiping up and down (1 << 12).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (1 << 13).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver reaches its end (1 << 14).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar (1 << 15).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A header (1 << 16).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
