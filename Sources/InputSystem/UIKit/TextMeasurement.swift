import Foundation

/// One measured line of text: its characters' UTF-16 range (without the line break), its place and the
/// horizontal extent of each character.
struct MeasuredLine {
    /// The UTF-16 range of the line's characters, not counting the line break that ends it.
    var range: NSRange
    /// The UTF-16 length of the line break that ends the line (0 for a wrapped or the last line).
    var breakLength: Int
    /// The top of the line.
    var y: CGFloat
    /// The line's height.
    var height: CGFloat
    /// The width of the line's characters (trailing spaces of a wrapped line not counted).
    var width: CGFloat
    /// Each character's UTF-16 offset and length and its horizontal extent.
    var characters: [(offset: Int, length: Int, minX: CGFloat, maxX: CGFloat)]
}

/// Deterministic text measurement for UIKit's string drawing and TextKit answers: InputSystem's
/// `TextMetrics.standard` (a narrow character 10 points, an East Asian wide one or an emoji 20, a line 20,
/// tab stops every 40), scaled by a character's `.font` point size ÷ 17, plus its `.kern`. Wrapping follows
/// `TextLayout`'s greedy rule: after the last run of spaces that fits, before a wide character, or between
/// characters when one word is wider than the line.
enum TextMeasurement {
    /// The point size that measures as `TextMetrics.standard` (UIKit's default text size).
    static let referencePointSize: CGFloat = 17

    private struct Item {
        var character: Character
        var offset: Int
        var length: Int
        var scale: CGFloat
        var kern: CGFloat
    }

    /// The scale a `.font` attribute gives (1 without a font).
    static func scale(of attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        guard let font = attributes[.font] as? UIFont, font.pointSize > 0 else { return 1 }
        return font.pointSize / referencePointSize
    }

    /// A number attribute's value (`CGFloat`, `Double`, `Float`, `Int` or `NSNumber`), else 0.
    static func number(_ value: Any?) -> CGFloat {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return 0
        }
    }

    /// The lines of `text` wrapped at `width` (nil: only line breaks end lines).
    static func lines(of text: NSAttributedString, width: CGFloat?) -> [MeasuredLine] {
        var runs: [(range: NSRange, scale: CGFloat, kern: CGFloat)] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            runs.append((range, scale(of: attributes), number(attributes[.kern])))
        }
        var items: [Item] = []
        var offset = 0, run = 0
        for c in text.string {
            while run + 1 < runs.count && NSMaxRange(runs[run].range) <= offset { run += 1 }
            let r = runs.isEmpty ? (NSRange(), CGFloat(1), CGFloat(0)) : runs[run]
            items.append(Item(character: c, offset: offset, length: c.utf16.count, scale: r.1, kern: r.2))
            offset += c.utf16.count
        }
        let standard = TextMetrics.standard
        func position(after item: Item, at x: CGFloat) -> CGFloat {
            if item.character == "\t" {
                let interval = standard.tabInterval * item.scale
                return (floor(x / interval) + 1) * interval
            }
            return x + standard.advance(of: item.character) * item.scale + item.kern
        }

        var lines: [MeasuredLine] = []
        var y: CGFloat = 0
        var i = 0
        repeat {
            var x: CGFloat = 0
            var end = i
            var breakLength = 0
            var lastOpportunity: Int?
            var previousWasSpace = false
            var wrapped = false
            var j = i
            while j < items.count {
                let item = items[j]
                if TextMetrics.isLineBreak(item.character) { breakLength = 1; break }
                let isSpace = item.character == " " || item.character == "\t"
                let wide = TextMetrics.isWide(item.character)
                if j > i && (previousWasSpace && !isSpace || wide) { lastOpportunity = j }
                let nx = position(after: item, at: x)
                if let width, nx > width, j > i, !isSpace {
                    end = lastOpportunity ?? j
                    wrapped = true
                    break
                }
                x = nx
                end = j + 1
                previousWasSpace = isSpace
                if wide { lastOpportunity = end }
                j += 1
            }
            var characters: [(offset: Int, length: Int, minX: CGFloat, maxX: CGFloat)] = []
            var cx: CGFloat = 0
            var visibleWidth: CGFloat = 0
            for k in i..<end {
                let nx = position(after: items[k], at: cx)
                characters.append((items[k].offset, items[k].length, cx, nx))
                if !(wrapped && (items[k].character == " " || items[k].character == "\t")) { visibleWidth = nx }
                cx = nx
            }
            let scaleHere = (i..<max(end, i + breakLength)).map { items[$0].scale }.max()
                ?? (i > 0 ? items[i - 1].scale : runs.first?.scale ?? 1)
            let height = standard.lineHeight * scaleHere
            let start = i < items.count ? items[i].offset : text.length
            let stop = end < items.count ? items[end].offset : text.length
            lines.append(MeasuredLine(range: NSRange(location: start, length: stop - start),
                                      breakLength: breakLength > 0 ? items[end].length : 0,
                                      y: y, height: height, width: wrapped ? visibleWidth : cx, characters: characters))
            y += height
            i = end + breakLength
            // A final line break opens no line of its own (as TextKit's used rectangle leaves out the extra
            // line fragment).
            if i >= items.count { break }
        } while true
        return lines
    }

    /// The size of `lines`: the widest line and the lines' heights together (zero for an empty text).
    static func size(of lines: [MeasuredLine], textLength: Int) -> CGSize {
        guard textLength > 0 else { return .zero }
        return CGSize(width: lines.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.height })
    }
}
