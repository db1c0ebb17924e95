import Foundation

/// A scrolling view (`UIScrollView`), as far as keyboard avoidance needs: content size and offset,
/// content and indicator insets, and scrolling a rectangle into view. Scrolling moves ``UIView/bounds``' origin.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize = CGSize.zero
    /// Extra space around the content (what keyboard avoidance sets at the bottom).
    open var contentInset = UIEdgeInsets.zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }
    /// The insets of the vertical scroll indicator (iOS 11.1).
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The insets of the horizontal scroll indicator (iOS 11.1).
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets (deprecated in iOS 13: reads the vertical one, sets both).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// How the keyboard is dismissed by scrolling (not simulated: scrolling is a gesture).
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether the safe area is added to ``contentInset`` (iOS 11): ``ContentInsetAdjustmentBehavior/never``
    /// makes ``adjustedContentInset`` the content insets alone; every other value adds the safe area.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetDidChange() } }
    }
    /// Whether the indicator insets follow the safe area (iOS 13; true). Inert: kept.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Shows the scroll indicators for a moment. Inert: nothing is drawn.
    open func flashScrollIndicators() {}

    /// How the safe area adjusts the content insets (`UIScrollView.ContentInsetAdjustmentBehavior`), with
    /// UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// UIKit's choice (0).
        case automatic
        /// For the scrollable axes (1).
        case scrollableAxes
        /// Never (2).
        case never
        /// Always (3).
        case always
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .automatic
            case 1: self = .scrollableAxes
            case 2: self = .never
            case 3: self = .always
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .automatic: 0
            case .scrollableAxes: 1
            case .never: 2
            case .always: 3
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
    }

    /// How the keyboard is dismissed by scrolling (`UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Scrolling does not dismiss the keyboard.
        case none
        /// A drag dismisses it.
        case onDrag
        /// The keyboard follows the drag.
        case interactive
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .none
            case 1: self = .onDrag
            case 2: self = .interactive
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .none: return 0
            case .onDrag: return 1
            case .interactive: return 2
            case .unknownValue(let value): return value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [KeyboardDismissMode] = [.none, .onDrag, .interactive]
    }

    /// The point of the content at the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The content insets plus the safe area (UIKit's automatic adjustment for scrollable axes); the content
    /// insets alone with ``contentInsetAdjustmentBehavior`` ``ContentInsetAdjustmentBehavior/never``.
    open var adjustedContentInset: UIEdgeInsets {
        if contentInsetAdjustmentBehavior == .never { return contentInset }
        let s = safeAreaInsets
        return UIEdgeInsets(top: contentInset.top + s.top, left: contentInset.left + s.left,
                            bottom: contentInset.bottom + s.bottom, right: contentInset.right + s.right)
    }

    /// Called when ``adjustedContentInset`` changed (here: when ``contentInset`` changed); override to
    /// follow it, calling super.
    open func adjustedContentInsetDidChange() {}

    /// Scrolls as little as needed to make `rect` (content coordinates) visible inside the insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visibleTop = contentOffset.y + inset.top
        let visibleBottom = contentOffset.y + bounds.height - inset.bottom
        var y = contentOffset.y
        if rect.maxY > visibleBottom { y += rect.maxY - visibleBottom }
        if rect.minY < visibleTop + (y - contentOffset.y) { y = rect.minY - inset.top }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        contentOffset.y = min(max(-inset.top, y), maxY)
    }

    /// Sets the content offset (at once: there is no animation).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
