import Foundation

/// A color (`UIColor`): its RGBA components, the common named and semantic colors, and ``cgColor``.
///
/// Inert: kept, not drawn. Semantic colors (``label``, ``systemBackground`` …) are their light-mode
/// values; there is no dark mode or trait resolution. Two colors are equal when their components are.
///
/// Unlike UIKit's, this class does not derive from `NSObject`: swift-corelibs-foundation traps when an
/// attributed string compares two different `NSObject` instances of an attribute (two colors in adjacent
/// runs), which plain Swift values do not make it do. `isEqual(_:)`, `hash` and `description` remain.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The red, green, blue and alpha components.
    let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Creates a color from RGBA components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
    }

    /// Creates a gray from its white level and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from a Core Graphics color (black when it has fewer than three components).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        if c.count >= 4 { self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }
        else if c.count >= 3 { self.init(red: c[0], green: c[1], blue: c[2], alpha: 1) }
        else { self.init(white: 0, alpha: 1) }
    }

    /// Creates a color from a hue, saturation, brightness and alpha (HSB to RGB).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - CGFloat(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Creates a color that has one value in every trait environment here (UIKit resolves `provider` per
    /// trait collection; this module has no traits, so it keeps the light-mode value: inert).
    public convenience init(dynamicProvider provider: @escaping @Sendable (AnyObject?) -> UIColor) {
        let c = provider(nil).rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// The Core Graphics color with the same components.
    open var cgColor: CGColor { CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) }

    /// Reads the RGBA components into the four pointers (`getRed(_:green:blue:alpha:)`); always true here.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Whether two colors are equal (``isEqual(_:)``).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.isEqual(rhs) }

    /// Hashes ``hash``.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Whether `object` is a color with the same components.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return rgba == other.rgba
    }

    /// A hash of the components.
    open var hash: Int {
        var h = Hasher()
        h.combine(rgba.red); h.combine(rgba.green); h.combine(rgba.blue); h.combine(rgba.alpha)
        return h.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints a color.
    open var description: String { "UIExtendedSRGBColorSpace \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha)" }

    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark gray (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light gray (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    /// The system blue (light mode: 0, 122, 255), the default tint.
    public static let systemBlue = rgb(0, 122, 255)
    /// The system red (light mode: 255, 59, 48).
    public static let systemRed = rgb(255, 59, 48)
    /// The system green (light mode: 52, 199, 89).
    public static let systemGreen = rgb(52, 199, 89)
    /// The system orange (light mode: 255, 149, 0).
    public static let systemOrange = rgb(255, 149, 0)
    /// The system yellow (light mode: 255, 204, 0).
    public static let systemYellow = rgb(255, 204, 0)
    /// The system gray (light mode: 142, 142, 147).
    public static let systemGray = rgb(142, 142, 147)
    /// The system gray 2 (light mode: 174, 174, 178).
    public static let systemGray2 = rgb(174, 174, 178)
    /// The system gray 3 (light mode: 199, 199, 204).
    public static let systemGray3 = rgb(199, 199, 204)
    /// The system gray 4 (light mode: 209, 209, 214).
    public static let systemGray4 = rgb(209, 209, 214)
    /// The system gray 5 (light mode: 229, 229, 234).
    public static let systemGray5 = rgb(229, 229, 234)
    /// The system gray 2 … 6 scale's lightest step (light mode: 242, 242, 247).
    public static let systemGray6 = rgb(242, 242, 247)
    /// The tint color of the system (``systemBlue`` here).
    public static let tintColor = systemBlue

    /// Primary text (light mode: black).
    public static let label = UIColor(white: 0, alpha: 1)
    /// Secondary text (light mode: 60, 60, 67 at 60 %).
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// Tertiary text (light mode: 60, 60, 67 at 30 %).
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// Placeholder text (light mode: 60, 60, 67 at 30 %).
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    /// A link (light mode: 0, 122, 255).
    public static let link = rgb(0, 122, 255)
    /// A separator (light mode: 60, 60, 67 at 29 %).
    public static let separator = rgb(60, 60, 67, 0.29)
    /// The background of a view (light mode: white).
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The background of content over ``systemBackground`` (light mode: 242, 242, 247).
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// The background of grouped content (light mode: 242, 242, 247).
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// A fill for thin and small shapes (light mode: 120, 120, 128 at 20 %).
    public static let systemFill = rgb(120, 120, 128, 0.2)
}
