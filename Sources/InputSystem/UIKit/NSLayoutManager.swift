import Foundation

/// Lays out a text storage in text containers (`NSLayoutManager`, TextKit 1), deterministically.
///
/// One glyph stands for one UTF-16 unit, so glyph and character indexes are the same. A standalone layout
/// manager measures its ``textStorage`` as string drawing does (InputSystem's text metrics scaled to each
/// character's font, see `NSAttributedString.size()`), wrapping at its first container's width less the
/// container's `lineFragmentPadding` at both ends (no wrapping when that width is 0 or less); line
/// fragments start at x = 0 and their text at the padding. A text view's ``UITextView/layoutManager``
/// answers from the view's own layout instead (the lines its caret and selection rectangles use, with no
/// padding), in text-container coordinates (the view's less ``UITextView/textContainerInset``).
/// Layout is computed when asked, so `ensureLayout` and `invalidate…` have nothing to do; drawing is inert.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The text laid out (held weakly: the storage holds its layout managers).
    open weak var textStorage: NSTextStorage?
    private var ownContainers: [NSTextContainer] = []
    /// The text view whose layout this manager reports (its own ``UITextView/layoutManager``).
    weak var textView: UITextView?

    /// Whether layout may skip text before the part asked about (kept; inert).
    open var allowsNonContiguousLayout = false
    /// Whether the font's leading is used (kept; inert).
    open var usesFontLeading = true
    /// Whether invisible characters are drawn (kept; inert).
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn (kept; inert).
    open var showsControlCharacters = false

    /// Creates a layout manager with no storage or containers.
    public override init() {
        super.init()
    }

    /// The containers, in order (a text view's manager: the view's ``UITextView/textContainer``).
    open var textContainers: [NSTextContainer] {
        textView.map { [$0.textContainer] } ?? ownContainers
    }

    /// Adds `container` at the end.
    open func addTextContainer(_ container: NSTextContainer) {
        ownContainers.append(container)
        container.layoutManager = self
    }

    /// Inserts `container` at `index`.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        ownContainers.insert(container, at: min(max(0, index), ownContainers.count))
        container.layoutManager = self
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        guard ownContainers.indices.contains(index) else { return }
        ownContainers.remove(at: index).layoutManager = nil
    }

    /// Moves this manager to `newTextStorage`.
    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        textStorage?.removeLayoutManager(self)
        newTextStorage.addLayoutManager(self)
    }

    /// The number of glyphs (UTF-16 units of the text).
    open var numberOfGlyphs: Int { length }

    private var length: Int { textView.map { ($0.text ?? "").utf16.count } ?? textStorage?.length ?? 0 }

    // MARK: Layout (computed when asked)

    /// Lays out the text in `container` (nothing to do: layout is computed when asked).
    open func ensureLayout(for container: NSTextContainer) {}
    /// Lays out the glyphs in `glyphRange` (nothing to do).
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {}
    /// Lays out the characters in `charRange` (nothing to do).
    open func ensureLayout(forCharacterRange charRange: NSRange) {}
    /// Lays out the text in `bounds` of `container` (nothing to do).
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) {}
    /// Forgets the layout of `charRange` (nothing to do); `actualCharRange` is set to `charRange`.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) {
        actualCharRange?.pointee = charRange
    }
    /// Marks `charRange` for redrawing (inert).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    /// Marks `glyphRange` for redrawing (inert).
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}
    /// Draws the glyphs of `glyphsToShow` at `origin` (inert: nothing is drawn).
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
    /// Draws the background of `glyphsToShow` at `origin` (inert: nothing is drawn).
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}

    private struct Layout {
        var lines: [MeasuredLine]
        var padding: CGFloat
        var containerWidth: CGFloat
        var container: NSTextContainer?
    }

    private func layout() -> Layout {
        if let textView {
            let backing = textView.editor
            let lineHeight = backing.layout.metrics.lineHeight
            var lines: [MeasuredLine] = []
            var i = 0
            while let line = backing.layout.line(at: i, in: backing.storage) {
                let characters = backing.layout.characters(of: line, in: backing.storage)
                lines.append(MeasuredLine(range: NSRange(location: line.start, length: line.length), breakLength: line.breakLength,
                                          y: CGFloat(i) * lineHeight, height: lineHeight, width: characters.last?.maxX ?? 0,
                                          characters: characters))
                i += 1
            }
            let inset = textView.textContainerInset
            return Layout(lines: lines, padding: 0, containerWidth: textView.bounds.width - inset.left - inset.right,
                          container: textView.textContainer)
        }
        let container = ownContainers.first
        let padding = container?.lineFragmentPadding ?? 0
        let containerWidth = container?.size.width ?? 0
        let wrapWidth = containerWidth - 2 * padding
        let width: CGFloat? = wrapWidth > 0 && containerWidth < .greatestFiniteMagnitude ? wrapWidth : nil
        let lines = TextMeasurement.lines(of: textStorage ?? NSAttributedString(string: ""), width: width)
        return Layout(lines: lines, padding: padding, containerWidth: containerWidth, container: container)
    }

    private func lineIndex(forGlyphAt glyphIndex: Int, in lines: [MeasuredLine]) -> Int? {
        guard !lines.isEmpty else { return nil }
        return lines.firstIndex { glyphIndex < NSMaxRange($0.range) + $0.breakLength } ?? lines.count - 1
    }

    private func fragmentRect(_ line: MeasuredLine, _ layout: Layout) -> CGRect {
        let used = line.width + 2 * layout.padding
        let width = layout.containerWidth > 0 && layout.containerWidth < .greatestFiniteMagnitude ? layout.containerWidth : used
        return CGRect(x: 0, y: line.y, width: max(width, used), height: line.height)
    }

    private func usedRect(_ line: MeasuredLine, _ layout: Layout) -> CGRect {
        CGRect(x: 0, y: line.y, width: line.width + 2 * layout.padding, height: line.height)
    }

    // MARK: Answers

    /// The glyphs laid out in `container`: the whole text when it is this manager's container.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        textContainers.contains { $0 === container } ? NSRange(location: 0, length: length) : NSRange(location: 0, length: 0)
    }

    /// The glyphs of `charRange` (the same range: one glyph per UTF-16 unit).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualCharRange?.pointee = charRange
        return charRange
    }

    /// The characters of `glyphRange` (the same range).
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    /// The glyph of the character at `charIndex` (the same index).
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// The character of the glyph at `glyphIndex` (the same index).
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    /// The container of the glyph at `glyphIndex` (the first container); `effectiveGlyphRange` is set to the whole text.
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSTextContainer? {
        effectiveGlyphRange?.pointee = NSRange(location: 0, length: length)
        return textContainers.first
    }

    /// The rectangle the text takes in `container`: as wide as its widest line plus the padding at both
    /// ends, as tall as its lines (zero for an empty text).
    open func usedRect(for container: NSTextContainer) -> CGRect {
        let layout = layout()
        guard length > 0 else { return .zero }
        let width = layout.lines.map(\.width).max() ?? 0
        return CGRect(x: 0, y: 0, width: width + 2 * layout.padding, height: layout.lines.reduce(0) { $0 + $1.height })
    }

    /// The line fragment holding the glyph at `glyphIndex`: the container's width (or the line's used
    /// width when the container has none) at the line's place; `effectiveGlyphRange` is set to the line's glyphs.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        let layout = layout()
        guard let i = lineIndex(forGlyphAt: glyphIndex, in: layout.lines) else { return .zero }
        let line = layout.lines[i]
        effectiveGlyphRange?.pointee = NSRange(location: line.range.location, length: line.range.length + line.breakLength)
        return fragmentRect(line, layout)
    }

    /// ``lineFragmentRect(forGlyphAt:effectiveRange:)`` (layout is always complete).
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?,
                               withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The part of the line fragment the glyph at `glyphIndex`'s line uses: from x = 0, its characters'
    /// width plus the padding at both ends; `effectiveGlyphRange` is set to the line's glyphs.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        let layout = layout()
        guard let i = lineIndex(forGlyphAt: glyphIndex, in: layout.lines) else { return .zero }
        let line = layout.lines[i]
        effectiveGlyphRange?.pointee = NSRange(location: line.range.location, length: line.range.length + line.breakLength)
        return usedRect(line, layout)
    }

    /// ``lineFragmentUsedRect(forGlyphAt:effectiveRange:)`` (layout is always complete).
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: UnsafeMutablePointer<NSRange>?,
                                   withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// Calls `block` for each line fragment that holds glyphs of `glyphsToShow`, with its rectangle, used
    /// rectangle, container and glyph range, until the block sets its last argument to true.
    open func enumerateLineFragments(forGlyphRange glyphsToShow: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let layout = layout()
        guard let container = layout.container else { return }
        var stop = ObjCBool(false)
        for line in layout.lines {
            let glyphs = NSRange(location: line.range.location, length: line.range.length + line.breakLength)
            let touches = glyphsToShow.length == 0
                ? glyphs.location <= glyphsToShow.location && glyphsToShow.location <= NSMaxRange(glyphs)
                : NSIntersectionRange(glyphs, glyphsToShow).length > 0
            guard touches else { continue }
            block(fragmentRect(line, layout), usedRect(line, layout), container, glyphs, &stop)
            if stop.boolValue { return }
        }
    }

    /// The smallest rectangle around the glyphs of `glyphRange` in `container` (a zero-width rectangle
    /// at the place of an empty range; zero when the range is outside the text).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let layout = layout()
        var result = CGRect.null
        for line in layout.lines {
            for c in line.characters where c.offset < NSMaxRange(glyphRange) && c.offset + c.length > glyphRange.location
                || (glyphRange.length == 0 && c.offset == glyphRange.location) {
                let minX = layout.padding + c.minX
                let maxX = glyphRange.length == 0 ? minX : layout.padding + c.maxX
                result = result.union(CGRect(x: minX, y: line.y, width: maxX - minX, height: line.height))
            }
        }
        if result.isNull, glyphRange.length == 0, let last = layout.lines.last, glyphRange.location == NSMaxRange(last.range) {
            result = CGRect(x: layout.padding + last.width, y: last.y, width: 0, height: last.height)
        }
        return result.isNull ? .zero : result
    }

    /// The index of the character under `point` in `container` (the nearest line, then the character whose
    /// extent holds the point's x; past a line's end, its last character). `partialFraction` is set to how
    /// far across that character the point is, 0…1.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let layout = layout()
        partialFraction?.pointee = 0
        guard let line = layout.lines.first(where: { point.y < $0.y + $0.height }) ?? layout.lines.last else { return 0 }
        let x = point.x - layout.padding
        guard let last = line.characters.last else { return line.range.location }
        let c = line.characters.first { x < $0.maxX } ?? last
        let fraction = c.maxX > c.minX ? (x - c.minX) / (c.maxX - c.minX) : 0
        partialFraction?.pointee = min(max(fraction, 0), 1)
        return c.offset
    }

    /// The index of the glyph under `point` in `container` (as ``characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)``).
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    }

    /// The place of the glyph at `glyphIndex` in its line fragment: its x, and y at the line's bottom (the
    /// metrics have no baseline of their own).
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        let layout = layout()
        guard let i = lineIndex(forGlyphAt: glyphIndex, in: layout.lines) else { return .zero }
        let line = layout.lines[i]
        let x = line.characters.first { $0.offset >= glyphIndex }?.minX ?? line.width
        return CGPoint(x: layout.padding + x, y: line.height)
    }

    /// The line fragment after a final line break or for an empty text (zero: not modeled).
    open var extraLineFragmentRect: CGRect { .zero }
}
