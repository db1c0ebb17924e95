import Foundation

/// A bar of buttons (`UIToolbar`), most often the Done/Cancel bar set as a text field's
/// ``UIResponder/inputAccessoryView``.
///
/// Live: its size — ``sizeThatFits(_:)`` answers UIKit's 44-point toolbar height, so after `sizeToFit()` the
/// toolbar adds 44 points to the keyboard's frame in the keyboard notifications, as on an iPhone in portrait
/// (UIKit's 32-point landscape toolbar of the iPhones is not modeled). Its items are kept and tapped with
/// ``UIBarButtonItem/performPrimaryAction()``; they are not laid out or drawn.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// UIKit's toolbar height in points.
    static let standardHeight: CGFloat = 44

    /// The items, left to right (nil when there are none).
    open var items: [UIBarButtonItem]?
    /// The bar's style. Inert: kept, not drawn.
    open var barStyle = UIBarStyle.default
    /// Whether the bar is translucent (true). Inert.
    open var isTranslucent = true
    /// The bar's background tint. Inert: kept, not drawn.
    open var barTintColor: UIColor?

    /// Sets the items (at once: there is no animation).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The toolbar's size for `size`: `size`'s width (the screen's, ``UIScreen/main``, when it is 0) and
    /// UIKit's 44-point height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : UIScreen.main.bounds.width, height: Self.standardHeight)
    }

    /// The toolbar's natural size: no intrinsic width, the 44-point height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }
}

/// The style of a bar (`UIBarStyle`), with UIKit's raw values; any raw value is accepted, as by an
/// imported `NS_ENUM`.
public enum UIBarStyle: RawRepresentable, Hashable, Sendable, CaseIterable {
    /// The default (light) style (0).
    case `default`
    /// A black bar (1).
    case black
    /// A black translucent bar (2; deprecated: use ``black`` with translucency).
    case blackTranslucent
    /// A raw value UIKit declares no case for (`init(rawValue:)` never fails, as on iOS).
    case unknownValue(Int)

    /// A black opaque bar: the same raw value as ``black`` (deprecated).
    public static let blackOpaque = UIBarStyle.black

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .default
        case 1: self = .black
        case 2: self = .blackTranslucent
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .default: 0
        case .black: 1
        case .blackTranslucent: 2
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIBarStyle] = [.default, .black, .blackTranslucent]
}
