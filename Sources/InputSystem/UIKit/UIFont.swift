import Foundation

/// A font (`UIFont`): its name, size and weight, and deterministic metrics for layout code that reads them.
///
/// Inert: kept, not drawn. No font files are read: any name gives a font, the system font is named
/// `.SFUI-Regular` (family `.SF UI Text`), and the metrics are fixed fractions of the point size
/// (``lineHeight`` is 1.2 × ``pointSize``), so tests that lay out by them are reproducible.
///
/// Unlike UIKit's, this class does not derive from `NSObject`: swift-corelibs-foundation traps when an
/// attributed string compares two different `NSObject` instances of an attribute (two fonts in adjacent
/// runs), which plain Swift values do not make it do. `isEqual(_:)`, `hash` and `description` remain.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's name (`.SFUI-Regular`, `.SFUI-Bold`, or the name given to ``init(name:size:)``).
    public let fontName: String
    /// The font's family name.
    public let familyName: String
    /// The weight the font was made with (``UIFont/Weight/regular`` for a named font).
    let weight: Weight

    init(name: String, family: String, size: CGFloat, weight: Weight) {
        fontName = name
        familyName = family
        pointSize = size
        self.weight = weight
    }

    /// Creates the font named `fontName` at `fontSize` points; nil for an empty name (UIKit: nil when no
    /// installed font has the name; here every non-empty name is taken as installed).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(name: fontName, family: family, size: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points (named `.SFUI-Italic`).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", family: ".SF UI Text", size: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points with `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.name)", family: ".SF UI Text", size: fontSize, weight: weight)
    }

    /// The system font with fixed-width digits (inert: the same metrics as ``systemFont(ofSize:weight:)``).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (iOS 13), named `.SFUIMono-…`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUIMono-\(weight.name)", family: ".SF UI Mono", size: fontSize, weight: weight)
    }

    /// The font for a text style at the default content size (Large): body 17 pt, headline 17 pt
    /// semibold, title1 28 pt, caption1 12 pt … as UIKit's Dynamic Type table gives them.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The size UIKit uses for a label (17 pt).
    open class var labelFontSize: CGFloat { 17 }
    /// The size UIKit uses for a button (18 pt).
    open class var buttonFontSize: CGFloat { 18 }
    /// The size UIKit uses for small text (12 pt).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The default system font size (14 pt).
    open class var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight)
    }

    /// The distance between baselines of consecutive lines: 1.2 × ``pointSize`` (deterministic, not the
    /// font file's value).
    open var lineHeight: CGFloat { pointSize * 1.2 }
    /// The top of the tallest glyphs above the baseline: 0.95 × ``pointSize``.
    open var ascender: CGFloat { pointSize * 0.95 }
    /// The bottom of the lowest glyphs below the baseline (negative): −0.25 × ``pointSize``.
    open var descender: CGFloat { -pointSize * 0.25 }
    /// The height of capital letters: 0.7 × ``pointSize``.
    open var capHeight: CGFloat { pointSize * 0.7 }
    /// The height of lowercase x: 0.5 × ``pointSize``.
    open var xHeight: CGFloat { pointSize * 0.5 }
    /// The extra space between lines (0).
    open var leading: CGFloat { 0 }

    /// Whether two fonts are equal (``isEqual(_:)``).
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.isEqual(rhs) }

    /// Hashes ``hash``.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Whether `object` is a font with the same name and size.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// A hash of the name and size.
    open var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    /// `<UIFont: name; pointSize: N>`.
    open var description: String { "<UIFont: \(fontName); pointSize: \(pointSize)>" }

    /// A font's weight (`UIFont.Weight`), with UIKit's values (−0.8 ultra light … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight value.
        public var rawValue: CGFloat
        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Orders by value.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Ultra light (−0.8).
        public static let ultraLight = Weight(-0.8)
        /// Thin (−0.6).
        public static let thin = Weight(-0.6)
        /// Light (−0.4).
        public static let light = Weight(-0.4)
        /// Regular (0).
        public static let regular = Weight(0)
        /// Medium (0.23).
        public static let medium = Weight(0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(0.3)
        /// Bold (0.4).
        public static let bold = Weight(0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(0.56)
        /// Black (0.62).
        public static let black = Weight(0.62)

        var name: String {
            let names: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                             (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")]
            return names.first { $0.0 == self }?.1 ?? "Weight\(rawValue)"
        }
    }

    /// A Dynamic Type text style (`UIFont.TextStyle`), with UIKit's raw strings.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's string for the style (`UICTFontTextStyleBody` …).
        public var rawValue: String
        /// Creates a style from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a style from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Large title (34 pt at the default size).
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// Title 1 (28 pt).
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// Title 2 (22 pt).
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// Title 3 (20 pt).
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// Headline (17 pt semibold).
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// Subheadline (15 pt).
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body (17 pt).
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// Callout (16 pt).
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// Footnote (13 pt).
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// Caption 1 (12 pt).
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// Caption 2 (11 pt).
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        var defaultSize: CGFloat {
            let sizes: [TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17,
                                               .subheadline: 15, .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11]
            return sizes[self] ?? 17
        }
    }
}
