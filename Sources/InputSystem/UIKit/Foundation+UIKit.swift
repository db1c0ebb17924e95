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

// On Apple platforms a `CGRect`, `CGPoint` or `CGSize` bridges to `NSValue`, so keyboard-avoidance code reads
// `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect` as often as `(… as? NSValue)?.cgRectValue`.
// swift-corelibs-foundation has no such bridge; these conformances give it, and the Swift runtime's dynamic
// casts use them on Linux too (`NSValue` → `CGRect` when the value holds a rectangle, `CGRect` → `NSValue`).

extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The Objective-C type a rectangle bridges to.
    public typealias _ObjectiveCType = NSValue
    /// Wraps the rectangle in an `NSValue`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    /// Unwraps a rectangle (`CGRect.zero` when the value holds something else).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }
    /// Unwraps a rectangle when the value holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = BridgedValueKind.rect.matches(source) ? source.rectValue : nil
        return result != nil
    }
    /// Unwraps a rectangle (`CGRect.zero` from nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source.map(\.rectValue) ?? .zero
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    /// The Objective-C type a point bridges to.
    public typealias _ObjectiveCType = NSValue
    /// Wraps the point in an `NSValue`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    /// Unwraps a point (`CGPoint.zero` when the value holds something else).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.pointValue
    }
    /// Unwraps a point when the value holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = BridgedValueKind.point.matches(source) ? source.pointValue : nil
        return result != nil
    }
    /// Unwraps a point (`CGPoint.zero` from nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source.map(\.pointValue) ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    /// The Objective-C type a size bridges to.
    public typealias _ObjectiveCType = NSValue
    /// Wraps the size in an `NSValue`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    /// Unwraps a size (`CGSize.zero` when the value holds something else).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.sizeValue
    }
    /// Unwraps a size when the value holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = BridgedValueKind.size.matches(source) ? source.sizeValue : nil
        return result != nil
    }
    /// Unwraps a size (`CGSize.zero` from nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source.map(\.sizeValue) ?? .zero
    }
}

// On Apple platforms `CGFloat` bridges to `NSNumber` as `Double` does, so keyboard-avoidance code reads
// `userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as! CGFloat`; swift-corelibs-foundation bridges
// `Double` but not `CGFloat`. This conformance gives the same casts, by way of `Double`'s bridge (so a number
// that is no exact `Double` does not cast, as on iOS).

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The Objective-C type a `CGFloat` bridges to.
    public typealias _ObjectiveCType = NSNumber
    /// Wraps the value in an `NSNumber` holding a `Double`.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    /// Unwraps a number as `Double`'s bridge does.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(Double._unconditionallyBridgeFromObjectiveC(source))
    }
    /// Unwraps a number when `Double`'s bridge would.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        var value: Double?
        guard Double._conditionallyBridgeFromObjectiveC(source, result: &value), let value else {
            result = nil
            return false
        }
        result = CGFloat(value)
        return true
    }
    /// Unwraps a number (0 from nil).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(Double._unconditionallyBridgeFromObjectiveC(source))
    }
}

/// What an `NSValue` holds, told by its Objective-C type encoding (the one Foundation gives the value).
private enum BridgedValueKind {
    case rect, point, size

    private static let rectType = String(cString: NSValue(rect: .zero).objCType)
    private static let pointType = String(cString: NSValue(point: .zero).objCType)
    private static let sizeType = String(cString: NSValue(size: .zero).objCType)

    func matches(_ value: NSValue) -> Bool {
        let type = String(cString: value.objCType)
        switch self {
        case .rect: return type == Self.rectType
        case .point: return type == Self.pointType
        case .size: return type == Self.sizeType
        }
    }
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

// The attribute keys UIKit adds (swift-corelibs-foundation declares none), with UIKit's raw strings. They
// are kept in attributed strings; only `.font` and `.kern` change a measurement (NSStringDrawing.swift).
extension NSAttributedString.Key {
    /// The paragraph style (`NSParagraphStyleAttributeName`), an ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character in points (`NSKernAttributeName`), a number; measured.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The offset from the baseline in points (`NSBaselineOffsetAttributeName`), a number.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The strikethrough style (`NSStrikethroughStyleAttributeName`), a number.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough color (`NSStrikethroughColorAttributeName`), a ``UIColor``.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The underline color (`NSUnderlineColorAttributeName`), a ``UIColor``.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A link (`NSLinkAttributeName`), a `URL` or a string.
    public static let link = NSAttributedString.Key("NSLink")
    /// An attachment (`NSAttachmentAttributeName`), an ``NSTextAttachment``.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// The shadow (`NSShadowAttributeName`).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Whether ligatures are used (`NSLigatureAttributeName`), a number.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The skew of the glyphs (`NSObliquenessAttributeName`), a number.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal stretch of the glyphs (`NSExpansionAttributeName`), a number.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// The outline color (`NSStrokeColorAttributeName`), a ``UIColor``.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline width in percent of the font size (`NSStrokeWidthAttributeName`), a number.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A text effect (`NSTextEffectAttributeName`), such as the letterpress style's string.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Writing-direction overrides (`NSWritingDirectionAttributeName`), an array of numbers.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Whether glyphs are vertical (`NSVerticalGlyphFormAttributeName`), a number (UIKit draws horizontal
    /// text only).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}
