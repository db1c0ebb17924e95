import Foundation

/// A view that shows read-only text (`UILabel`): text or attributed text, font, color, alignment and
/// the number of lines.
///
/// Inert: kept, not drawn. Its size is measured deterministically, as the reference clients measure text
/// (`TextMetrics` scaled to the font: a narrow character advances half the point size, a
/// wide one the point size, a line is ``UIFont/lineHeight`` tall), so `sizeToFit()` and
/// ``intrinsicContentSize`` give the same numbers on every machine, not a device's.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text (setting it replaces ``attributedText`` with plain text).
    open var text: String? {
        didSet { storedAttributedText = text.map { NSAttributedString(string: $0) } }
    }
    private var storedAttributedText: NSAttributedString?
    /// The text with attributes (setting it sets ``text`` to its string).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set { text = newValue?.string; storedAttributedText = newValue }
    }
    /// The font (the 17 pt system font).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The text color (``UIColor/label``).
    open var textColor: UIColor! = UIColor.label
    /// The text color while highlighted.
    open var highlightedTextColor: UIColor?
    /// Whether the label is highlighted.
    open var isHighlighted = false
    /// Whether the label is enabled (a disabled label is drawn dimmed; inert).
    open var isEnabled = true
    /// How the text is aligned (``NSTextAlignment/natural``).
    open var textAlignment = NSTextAlignment.natural
    /// The most lines shown (1; 0 means no limit).
    open var numberOfLines = 1
    /// How text that does not fit is broken (``NSLineBreakMode/byTruncatingTail``).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font shrinks to fit the width (inert).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to (inert).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the content size category (inert: the category never changes).
    open var adjustsFontForContentSizeCategory = false
    /// The width a multi-line label wraps at when measured (0: its bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// How the text moves when it is shrunk to fit (``UIBaselineAdjustment/alignBaselines``). Inert: kept.
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    /// The text's shadow color. Inert: kept.
    open var shadowColor: UIColor?
    /// The text's shadow offset (UIKit's default: 0 across, -1 down). Inert: kept.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether the label tightens letter spacing before truncating. Inert: kept.
    open var allowsDefaultTighteningForTruncation = false

    /// Draws the text in `rect`; override to inset it (subclasses call super). Inert: nothing is drawn.
    open func drawText(in rect: CGRect) {}

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no limit): the
    /// measured text's size (``sizeThatFits(_:)`` at the bounds' width), at the bounds' origin, no taller
    /// than the bounds.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = sizeThatFits(CGSize(width: bounds.width, height: 0))
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
    }

    /// Creates a label (user interaction off, as UIKit's label).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The measured size of the text with no width limit beyond ``preferredMaxLayoutWidth``.
    open override var intrinsicContentSize: CGSize {
        measure(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude)
    }

    /// The measured size of the text wrapped at `size.width` (no limit when it is 0 or less; a one-line
    /// label never wraps).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(width: size.width > 0 ? size.width : .greatestFiniteMagnitude)
    }

    private func measure(width limit: CGFloat) -> CGSize {
        let string = text ?? ""
        guard !string.isEmpty else { return .zero }
        let f = font ?? UIFont.systemFont(ofSize: 17)
        let metrics = TextMetrics(lineHeight: f.lineHeight, narrowAdvance: f.pointSize / 2, wideAdvance: f.pointSize,
                                  tabInterval: f.pointSize * 2)
        var lines: [CGFloat] = [0]
        for c in string {
            if TextMetrics.isLineBreak(c) && numberOfLines != 1 { lines.append(0); continue }
            let x = metrics.position(after: c, at: lines[lines.count - 1])
            if numberOfLines != 1, x > limit, lines[lines.count - 1] > 0 {
                lines.append(metrics.position(after: c, at: 0))
            } else {
                lines[lines.count - 1] = x
            }
        }
        let shown = numberOfLines > 0 ? min(lines.count, numberOfLines) : lines.count
        let width = lines.prefix(shown).max() ?? 0
        return CGSize(width: numberOfLines == 1 ? width : min(width, limit), height: CGFloat(shown) * metrics.lineHeight)
    }
}
