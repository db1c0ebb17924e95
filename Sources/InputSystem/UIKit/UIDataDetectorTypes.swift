import Foundation

/// The kinds of data a text view turns into links (`UIDataDetectorTypes`), with UIKit's raw values.
/// Inert: kept; nothing is detected (swift-corelibs-foundation has no `NSDataDetector`).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt
    /// Creates types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Shipment tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Lookup suggestions.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money (iOS 16).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values (iOS 16).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
