import CICU
import Foundation

/// The deterministic font metrics of the reference clients' layout.
///
/// Real text views measure glyphs; these numbers stand in for a font so that geometry answers
/// (`caretRect`, `firstRect`, hit testing) are exact and the same on every machine:
/// - every line is ``lineHeight`` points tall;
/// - a character advances by ``wideAdvance`` when its first scalar is East Asian Wide or Fullwidth
///   (UAX #11, read from ICU) or has emoji presentation, by 0 when it is a lone combining mark, format
///   character or variation selector, and by ``narrowAdvance`` otherwise;
/// - a tab advances to the next multiple of ``tabInterval``; a line break takes no room.
public struct TextMetrics: Equatable, Sendable {
    /// The height of every line, in points.
    public var lineHeight: CGFloat
    /// The advance of a narrow character.
    public var narrowAdvance: CGFloat
    /// The advance of a wide character.
    public var wideAdvance: CGFloat
    /// The interval of tab stops.
    public var tabInterval: CGFloat
    /// The width of the caret rectangle.
    public var caretWidth: CGFloat

    /// Creates metrics.
    public init(lineHeight: CGFloat = 20, narrowAdvance: CGFloat = 10, wideAdvance: CGFloat = 20,
                tabInterval: CGFloat = 40, caretWidth: CGFloat = 2) {
        self.lineHeight = lineHeight
        self.narrowAdvance = narrowAdvance
        self.wideAdvance = wideAdvance
        self.tabInterval = tabInterval
        self.caretWidth = caretWidth
    }

    /// The metrics the reference clients use by default.
    public static let standard = TextMetrics()

    /// Whether `c` ends a line (LF, CR, CR LF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR).
    public static func isLineBreak(_ c: Character) -> Bool {
        if let ascii = c.asciiValue { return ascii == 0x0A || ascii == 0x0D }  // "\r\n" is 0x0A too
        switch c {
        case "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    /// Whether `c` is wide by UAX #11 (Wide or Fullwidth) or is shown as an emoji.
    public static func isWide(_ c: Character) -> Bool {
        if c.isASCII { return false }
        guard let scalar = c.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        if c.unicodeScalars.count > 1, c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return true }
        let width = cicu_east_asian_width(scalar.value)
        return width == 3 || width == 5
    }

    /// The advance of `c` when it is not a tab or a line break.
    public func advance(of c: Character) -> CGFloat {
        if let ascii = c.asciiValue { return ascii == 0x0A || ascii == 0x0D ? 0 : narrowAdvance }
        guard let scalar = c.unicodeScalars.first else { return 0 }
        if TextMetrics.isLineBreak(c) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if scalar.properties.isVariationSelector { return 0 }
        return TextMetrics.isWide(c) ? wideAdvance : narrowAdvance
    }

    /// The x position after `c` when it starts at `x`.
    public func position(after c: Character, at x: CGFloat) -> CGFloat {
        if c == "\t" { return (floor(x / tabInterval) + 1) * tabInterval }
        return x + advance(of: c)
    }
}
