import Foundation

/// A relationship between two items' attributes that Auto Layout satisfies (`NSLayoutConstraint`):
/// `first.attribute = multiplier × second.attribute + constant`, with a relation and a priority.
///
/// Inert: kept, not solved. Constraints are recorded (``isActive``, ``UIView/constraints``) and their
/// properties can be read back, but no layout engine moves views: frames are what code sets. Activating
/// a constraint installs it on the nearest common ancestor of its items' views, as UIKit does; where the
/// items share no ancestor (UIKit raises an exception) it is installed on the first item's view.
///
/// As in UIKit, a constraint is an `NSObject`, so `Equatable` and `Hashable` by identity (`contains(_:)`,
/// `firstIndex(of:)` on an array of constraints).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item (a view or a layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The second item, or nil for a constant (a width or height).
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (``Attribute/notAnAttribute`` for a constant).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The constant added to the second side (what keyboard-avoidance code changes).
    open var constant: CGFloat
    /// The priority (``UILayoutPriority/required`` by default).
    open var priority = UILayoutPriority.required
    /// A name shown when debugging.
    open var identifier: String?
    /// Whether the constraint is kept in the archive of a nib (inert).
    open var shouldBeArchived = false
    /// The view the constraint is installed on while active.
    weak var container: UIView?
    private var activeWithoutView = false

    /// Creates a constraint `item.attribute relation toItem.attribute × multiplier + constant`
    /// (`toItem` nil with ``Attribute/notAnAttribute`` for a constant size). The constraint starts inactive.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Whether the constraint is active: setting true installs it on the nearest common ancestor of its
    /// items' views (``UIView/addConstraint(_:)``), false removes it.
    open var isActive: Bool {
        get { container != nil || activeWithoutView }
        set {
            if newValue == isActive { return }
            if newValue {
                if let view = installationView() { view.addConstraint(self) } else { activeWithoutView = true }
            } else {
                activeWithoutView = false
                container?.removeConstraint(self)
            }
        }
    }

    /// The constraints a Visual Format Language string describes. Inert: the format is not parsed and no
    /// constraint is made (Auto Layout is not solved here); the answer is empty.
    public static func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        []
    }

    /// Options of ``constraints(withVisualFormat:options:metrics:views:)`` (`NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align all views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align all views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align all views' tops.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align all views' bottoms.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align all views' horizontal centers.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align all views' vertical centers.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }

    /// Activates each constraint (sets ``isActive`` to true).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint (sets ``isActive`` to false).
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    private func installationView() -> UIView? {
        let first = Self.view(of: firstItem), second = Self.view(of: secondItem)
        guard let first else { return second }
        guard let second else { return first }
        var v: UIView? = first
        while let candidate = v {
            if second.isDescendant(of: candidate) { return candidate }
            v = candidate.superview
        }
        return first
    }

    /// The part of an item a constraint relates (`NSLayoutConstraint.Attribute`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum Attribute: RawRepresentable, Hashable, Sendable {
        /// No attribute (the second attribute of a constant size) (0).
        case notAnAttribute
        /// The left edge (1).
        case left
        /// The right edge (2).
        case right
        /// The top edge (3).
        case top
        /// The bottom edge (4).
        case bottom
        /// The leading edge (5).
        case leading
        /// The trailing edge (6).
        case trailing
        /// The width (7).
        case width
        /// The height (8).
        case height
        /// The horizontal center (9).
        case centerX
        /// The vertical center (10).
        case centerY
        /// The last line's baseline (11).
        case lastBaseline
        /// The first line's baseline (12).
        case firstBaseline
        /// The left margin (13).
        case leftMargin
        /// The right margin (14).
        case rightMargin
        /// The top margin (15).
        case topMargin
        /// The bottom margin (16).
        case bottomMargin
        /// The leading margin (17).
        case leadingMargin
        /// The trailing margin (18).
        case trailingMargin
        /// The horizontal center within the margins (19).
        case centerXWithinMargins
        /// The vertical center within the margins (20).
        case centerYWithinMargins
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .notAnAttribute
            case 1: self = .left
            case 2: self = .right
            case 3: self = .top
            case 4: self = .bottom
            case 5: self = .leading
            case 6: self = .trailing
            case 7: self = .width
            case 8: self = .height
            case 9: self = .centerX
            case 10: self = .centerY
            case 11: self = .lastBaseline
            case 12: self = .firstBaseline
            case 13: self = .leftMargin
            case 14: self = .rightMargin
            case 15: self = .topMargin
            case 16: self = .bottomMargin
            case 17: self = .leadingMargin
            case 18: self = .trailingMargin
            case 19: self = .centerXWithinMargins
            case 20: self = .centerYWithinMargins
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .notAnAttribute: 0
            case .left: 1
            case .right: 2
            case .top: 3
            case .bottom: 4
            case .leading: 5
            case .trailing: 6
            case .width: 7
            case .height: 8
            case .centerX: 9
            case .centerY: 10
            case .lastBaseline: 11
            case .firstBaseline: 12
            case .leftMargin: 13
            case .rightMargin: 14
            case .topMargin: 15
            case .bottomMargin: 16
            case .leadingMargin: 17
            case .trailingMargin: 18
            case .centerXWithinMargins: 19
            case .centerYWithinMargins: 20
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: Attribute, rhs: Attribute) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }

    /// How a constraint's two sides compare (`NSLayoutConstraint.Relation`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum Relation: RawRepresentable, Hashable, Sendable {
        /// First ≤ second (-1).
        case lessThanOrEqual
        /// First = second (0).
        case equal
        /// First ≥ second (1).
        case greaterThanOrEqual
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case -1: self = .lessThanOrEqual
            case 0: self = .equal
            case 1: self = .greaterThanOrEqual
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .lessThanOrEqual: -1
            case .equal: 0
            case .greaterThanOrEqual: 1
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: Relation, rhs: Relation) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }

    /// A layout axis (`NSLayoutConstraint.Axis`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum Axis: RawRepresentable, Hashable, Sendable {
        /// Horizontal (0).
        case horizontal
        /// Vertical (1).
        case vertical
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .horizontal
            case 1: self = .vertical
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .horizontal: 0
            case .vertical: 1
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: Axis, rhs: Axis) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }
}
