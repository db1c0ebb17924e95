import Foundation

// What UIKit adds to Foundation and Core Graphics that text-input and keyboard-avoidance code relies on,
// and swift-corelibs-foundation lacks. On Apple platforms UIKit provides these; here this module does,
// with the same spelling.

extension NSValue {
    /// Wraps a rectangle, as UIKit's `NSValue(cgRect:)` does (keyboard notifications carry frames so).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Wraps a point, as UIKit's `NSValue(cgPoint:)` does.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Wraps a size, as UIKit's `NSValue(cgSize:)` does.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The wrapped rectangle (`CGRect.zero` when the value holds something else, as on iOS).
    public var cgRectValue: CGRect { rectValue }

    /// The wrapped point.
    public var cgPointValue: CGPoint { pointValue }

    /// The wrapped size.
    public var cgSizeValue: CGSize { sizeValue }
}

/// Insets for each edge of a rectangle (UIKit's `UIEdgeInsets`), in points.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates zero insets.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No insets (`UIEdgeInsets.zero`).
    public static let zero = UIEdgeInsets()

    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` prints it.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `CGRect.inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

extension NSAttributedString.Key {
    /// The text color (`NSForegroundColorAttributeName`); a marked-text style's usual key.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background color (`NSBackgroundColorAttributeName`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The underline style (`NSUnderlineStyleAttributeName`), an `NSNumber`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The font (`NSFontAttributeName`).
    public static let font = NSAttributedString.Key("NSFont")
}
