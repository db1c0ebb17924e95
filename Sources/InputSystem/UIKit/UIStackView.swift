import Foundation

/// A view that lays out a row or column of views (`UIStackView`): its axis, spacing, alignment,
/// distribution and arranged subviews.
///
/// Arranging is kept: arranged subviews are also subviews, in order, as in UIKit. Layout is inert: the
/// stack view makes no constraints and moves no frames (Auto Layout is not solved here);
/// ``sizeThatFits(_:)`` adds up the arranged views' intrinsic sizes and the spacing, deterministically.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The axis the views are stacked along (horizontal).
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// The space between adjacent views (0).
    open var spacing: CGFloat = 0
    /// How views are placed across the axis (fill).
    open var alignment = Alignment.fill
    /// How views are sized along the axis (fill).
    open var distribution = Distribution.fill
    /// Whether spacing is measured from baselines (false). Inert.
    open var isBaselineRelativeArrangement = false
    /// Whether the layout margins inset the arranged views (false). Inert.
    open var isLayoutMarginsRelativeArrangement = false
    /// The views the stack arranges, in order (a view removed from the stack view's subviews is no longer
    /// arranged, as in UIKit).
    open var arrangedSubviews: [UIView] { arranged.filter { $0.superview === self } }
    private var arranged: [UIView] = []
    private var spacings: [ObjectIdentifier: CGFloat] = [:]

    /// Creates an empty horizontal stack view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a stack view arranging `views` in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Arranges `view` after the others (adding it as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex` (clamped to the end), adding it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arranged = arrangedSubviews.filter { $0 !== view }
        arranged.insert(view, at: max(0, min(stackIndex, arranged.count)))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit (remove it from its superview too to drop it).
    open func removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
    }

    /// Sets the spacing after `arrangedSubview` (iOS 11).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        spacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The spacing after `arrangedSubview` (``spacing`` unless set with ``setCustomSpacing(_:after:)``).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        spacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// The arranged visible views' intrinsic sizes (their bounds' size where they have none) added along
    /// the axis with the spacing, and their largest across it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let views = arrangedSubviews.filter { !$0.isHidden }
        var along: CGFloat = 0, across: CGFloat = 0
        for (i, view) in views.enumerated() {
            let intrinsic = view.intrinsicContentSize
            let w = intrinsic.width == UIView.noIntrinsicMetric ? view.bounds.width : intrinsic.width
            let h = intrinsic.height == UIView.noIntrinsicMetric ? view.bounds.height : intrinsic.height
            along += axis == .horizontal ? w : h
            across = max(across, axis == .horizontal ? h : w)
            if i < views.count - 1 { along += customSpacing(after: view) }
        }
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    /// How a stack view sizes its arranged views along its axis (`UIStackView.Distribution`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum Distribution: RawRepresentable, Hashable, Sendable {
        /// Fill the axis, resizing by priority (0).
        case fill
        /// Fill with equal sizes (1).
        case fillEqually
        /// Fill in proportion to intrinsic sizes (2).
        case fillProportionally
        /// Equal spacing between views (3).
        case equalSpacing
        /// Equal spacing between centers (4).
        case equalCentering
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .fill
            case 1: self = .fillEqually
            case 2: self = .fillProportionally
            case 3: self = .equalSpacing
            case 4: self = .equalCentering
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .fill: 0
            case .fillEqually: 1
            case .fillProportionally: 2
            case .equalSpacing: 3
            case .equalCentering: 4
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: Distribution, rhs: Distribution) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }

    /// How a stack view places its arranged views across its axis (`UIStackView.Alignment`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum Alignment: RawRepresentable, Hashable, Sendable {
        /// Fill across the axis (0).
        case fill
        /// Leading edges (top edges of a horizontal stack) (1).
        case leading
        /// First baselines (2).
        case firstBaseline
        /// Centered (3).
        case center
        /// Trailing edges (bottom edges of a horizontal stack) (4).
        case trailing
        /// Last baselines (5).
        case lastBaseline
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// Top edges of a horizontal stack (the same raw value as ``leading``).
        public static let top: Alignment = .leading
        /// Bottom edges of a horizontal stack (the same raw value as ``trailing``).
        public static let bottom: Alignment = .trailing

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .fill
            case 1: self = .leading
            case 2: self = .firstBaseline
            case 3: self = .center
            case 4: self = .trailing
            case 5: self = .lastBaseline
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .fill: 0
            case .leading: 1
            case .firstBaseline: 2
            case .center: 3
            case .trailing: 4
            case .lastBaseline: 5
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: Alignment, rhs: Alignment) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }
}
