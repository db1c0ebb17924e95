import Foundation

/// An element of a menu (`UIMenuElement`): ``UIAction``, ``UICommand`` and ``UIMenu``.
///
/// UIKit's `UIMenuElement` is a class those three subclass; here it is a protocol they adopt (``UIAction``
/// is a closure action for controls first), so `[UIMenuElement]` and `element as? UIAction` read as in
/// UIKit, but code cannot subclass `UIMenuElement` itself. Inert: menus are kept, not shown.
@preconcurrency @MainActor
public protocol UIMenuElement: AnyObject {
    /// The element's title.
    var title: String { get }
    /// The element's subtitle (iOS 15).
    var subtitle: String? { get }
    /// The element's image.
    var image: UIImage? { get }
}

extension UIMenuElement {
    /// The attributes of a menu element (`UIMenuElement.Attributes`).
    public typealias Attributes = UIMenuElementAttributes
    /// The check state of a menu element (`UIMenuElement.State`).
    public typealias State = UIMenuElementState
}

/// The attributes of a menu element (`UIMenuElement.Attributes`, Objective-C `UIMenuElementAttributes`),
/// with UIKit's raw values.
public struct UIMenuElementAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The element is disabled.
    public static let disabled = UIMenuElementAttributes(rawValue: 1 << 0)
    /// The element is destructive (shown in red).
    public static let destructive = UIMenuElementAttributes(rawValue: 1 << 1)
    /// The element is hidden.
    public static let hidden = UIMenuElementAttributes(rawValue: 1 << 2)
    /// Choosing the element keeps the menu open (iOS 16).
    public static let keepsMenuPresented = UIMenuElementAttributes(rawValue: 1 << 3)
}

/// The check state of a menu element (`UIMenuElement.State`, Objective-C `UIMenuElementState`), with UIKit's raw values.
///
/// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
/// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
public enum UIMenuElementState: RawRepresentable, Hashable, Sendable {
    /// Unchecked (0).
    case off
    /// Checked (1).
    case on
    /// Mixed (2).
    case mixed
    /// A raw value UIKit defines no case for.
    case unknownValue(Int)

    /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .off
        case 1: self = .on
        case 2: self = .mixed
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .off: 0
        case .on: 1
        case .mixed: 2
        case .unknownValue(let value): value
        }
    }

    /// Whether the two have the same raw value.
    public static func == (lhs: UIMenuElementState, rhs: UIMenuElementState) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the raw value.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
