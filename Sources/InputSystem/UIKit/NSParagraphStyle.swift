import Foundation

/// The paragraph attributes of text (`NSParagraphStyle`), the value of the `.paragraphStyle` attribute.
///
/// Inert: kept, not drawn or measured (string measurement and the text views' layout use the simulation's
/// fixed metrics). The defaults are UIKit's: natural alignment, word wrapping, natural writing direction,
/// everything else 0. `mutableCopy()` gives an ``NSMutableParagraphStyle`` with the same values; two styles
/// are equal when their values are.
///
/// Unlike UIKit's, this class does not derive from `NSObject`: swift-corelibs-foundation traps when an
/// attributed string compares two different `NSObject` values of one attribute in adjacent runs, which
/// plain Swift values do not make it do. `copy()`, `mutableCopy()`, `isEqual(_:)` and `hash` remain.
open class NSParagraphStyle: NSCopying, NSMutableCopying, Hashable, @unchecked Sendable {
    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection = NSWritingDirection.natural
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
        var defaultTabInterval: CGFloat = 0
    }

    var values = Values()

    /// Creates a style with the default values.
    public init() {}

    /// The default paragraph style (a new style with the default values each time it is read).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The default writing direction for a language (``NSWritingDirection/leftToRight`` here, whatever the
    /// language: inert).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .leftToRight }

    /// How lines are aligned (``NSTextAlignment/natural``).
    open var alignment: NSTextAlignment { values.alignment }
    /// Extra space between lines of the paragraph (0).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after the paragraph (0).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space before the paragraph (0).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How lines that do not fit are broken (``NSLineBreakMode/byWordWrapping``).
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The indent of the first line (0).
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the other lines (0).
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent: from the leading margin when positive, from the trailing one when not (0).
    open var tailIndent: CGFloat { values.tailIndent }
    /// The smallest line height (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The multiple of the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The writing direction (``NSWritingDirection/natural``).
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated, 0…1 (0).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether text may be tightened before it is truncated (false).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// The interval of the default tab stops (0: none).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }

    /// An immutable copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable copy with the same values (``NSMutableParagraphStyle``).
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// An immutable copy with the same values (`NSObject.copy()`).
    open func copy() -> Any { copy(with: nil) }

    /// A mutable copy with the same values (`NSObject.mutableCopy()`).
    open func mutableCopy() -> Any { mutableCopy(with: nil) }

    /// Whether two styles have the same values (``isEqual(_:)``).
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool { lhs.isEqual(rhs) }

    /// Hashes ``hash``.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Whether `object` is a paragraph style with the same values.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    /// A hash of the alignment, line break mode and spacing.
    open var hash: Int {
        var h = Hasher()
        h.combine(values.alignment)
        h.combine(values.lineBreakMode)
        h.combine(values.lineSpacing)
        h.combine(values.paragraphSpacing)
        return h.finalize()
    }
}

/// A paragraph style whose values can be set (`NSMutableParagraphStyle`). Inert: kept, not drawn or measured.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Copies every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        values = style.values
    }

    /// How lines are aligned.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// Extra space between lines of the paragraph.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// Space after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// Space before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// How lines that do not fit are broken.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// The indent of the first line.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The trailing indent.
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// The smallest line height.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The largest line height.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// The multiple of the natural line height.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// The writing direction.
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    /// How eagerly words are hyphenated, 0…1.
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    /// Whether text may be tightened before it is truncated.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    /// The interval of the default tab stops.
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }
}
