import Foundation

// UIKit's NSStringDrawing additions to `NSString`, `String` and `NSAttributedString`. Measuring is live and
// deterministic (InputSystem's text metrics scaled to each character's font, see ``NSAttributedString/size()``);
// drawing is inert: nothing is drawn.

/// Options for measuring and drawing strings (`NSStringDrawingOptions`, `NSString.DrawingOptions`), with
/// UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out in lines from the rectangle's top-left corner, wrapping at its width (live: without it,
    /// the string is measured as one line, up to its first line break).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line height (inert: the metrics have no leading).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds rather than typographic bounds (inert).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits the rectangle's height (live: lines below the height are left out
    /// of the measurement).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// The drawing options (`NSString.DrawingOptions`, UIKit's Swift name for ``NSStringDrawingOptions``).
    public typealias DrawingOptions = NSStringDrawingOptions
}

/// What string drawing reports back (`NSStringDrawingContext`): the bounds of the last measurement and the
/// scale used. The minimum scale factor is kept; text is never shrunk to fit (the actual scale is 1).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (kept; inert).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used by the last measurement (always 1).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement or drawing with this context gave.
    open internal(set) var totalBounds: CGRect = .zero

    /// Creates a context.
    public override init() {
        super.init()
    }
}

extension NSAttributedString {
    /// The size of the string on one line per paragraph (line breaks end lines; nothing wraps).
    ///
    /// Deterministic: each character advances as in InputSystem's `TextMetrics.standard` (10 points when
    /// narrow, 20 when East Asian wide or an emoji, tab stops every 40) scaled by its `.font`'s
    /// `pointSize` ÷ 17, plus its `.kern`; a line is 20 points scaled by the largest font on it. Without a
    /// `.font` attribute the scale is 1 (UIKit would use 12-point Helvetica). An empty string is zero by
    /// zero. Paragraph styles, shadows and other attributes are not measured.
    public func size() -> CGSize {
        TextMeasurement.size(of: TextMeasurement.lines(of: self, width: nil), textLength: length)
    }

    /// The rectangle the string needs (deterministic, measured as ``size()`` measures).
    ///
    /// With ``NSStringDrawingOptions/usesLineFragmentOrigin`` the string wraps at `size.width` (no limit
    /// when it is 0 or less, or infinite) and with ``NSStringDrawingOptions/truncatesLastVisibleLine`` only
    /// the lines within `size.height` count; without it the string is one line, up to its first line break.
    /// The origin is zero (UIKit's is the first glyph's origin, above the baseline without
    /// `usesLineFragmentOrigin`). `context`'s ``NSStringDrawingContext/totalBounds`` is set to the result.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let rect = TextDrawing.boundingRect(of: self, size: size, options: options)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    /// Draws the string at `point` (inert: nothing is drawn).
    public func draw(at point: CGPoint) {}

    /// Draws the string in `rect` (inert: nothing is drawn).
    public func draw(in rect: CGRect) {}

    /// Draws the string in `rect` with `options` (inert: nothing is drawn; `context`'s
    /// ``NSStringDrawingContext/totalBounds`` is set as ``boundingRect(with:options:context:)`` sets it).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        context?.totalBounds = boundingRect(with: rect.size, options: options, context: nil)
    }
}

extension NSString {
    /// The size of the string drawn with `attributes` (as ``NSAttributedString/size()`` measures).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attributes).size()
    }

    /// The rectangle the string needs with `attributes` (as ``NSAttributedString/boundingRect(with:options:context:)``
    /// measures).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string at `point` (inert: nothing is drawn).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string in `rect` (inert: nothing is drawn).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string in `rect` with `options` (inert: nothing is drawn).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

// On iOS a `String` has `NSString`'s methods through Foundation's bridging; here they are spelled for
// `StringProtocol` so that `"text".size(withAttributes:)` and `placeholder.draw(in:withAttributes:)` compile.
extension StringProtocol {
    /// The size of the string drawn with `attributes` (as `NSAttributedString.size()` measures).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attributes).size()
    }

    /// The rectangle the string needs with `attributes` (as `NSAttributedString.boundingRect(with:options:context:)`
    /// measures).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string at `point` (inert: nothing is drawn).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string in `rect` (inert: nothing is drawn).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string in `rect` with `options` (inert: nothing is drawn).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

/// The measurement behind `NSAttributedString.boundingRect(with:options:context:)`.
enum TextDrawing {
    static func boundingRect(of text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        guard text.length > 0 else { return .zero }
        guard options.contains(.usesLineFragmentOrigin) else {
            let first = TextMeasurement.lines(of: text, width: nil).first
            return CGRect(x: 0, y: 0, width: first?.width ?? 0, height: first?.height ?? 0)
        }
        let width: CGFloat? = size.width > 0 && size.width.isFinite && size.width < .greatestFiniteMagnitude ? size.width : nil
        var lines = TextMeasurement.lines(of: text, width: width)
        if options.contains(.truncatesLastVisibleLine), size.height > 0, size.height.isFinite {
            let fitting = lines.prefix { $0.y + $0.height <= size.height }
            lines = fitting.isEmpty ? Array(lines.prefix(1)) : Array(fitting)
        }
        return CGRect(origin: .zero, size: TextMeasurement.size(of: lines, textLength: text.length))
    }
}
