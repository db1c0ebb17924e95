import Foundation

/// A place in a TextKit 2 text (`NSTextLocation`).
public protocol NSTextLocation: AnyObject {
    /// How this location is ordered against `location`.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// A UTF-16 offset into a content storage's text, the locations this module's TextKit 2 types hand out.
final class TextOffsetLocation: NSTextLocation {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
    }

    func compare(_ location: any NSTextLocation) -> ComparisonResult {
        let other = (location as? TextOffsetLocation)?.offset ?? 0
        return offset < other ? .orderedAscending : offset > other ? .orderedDescending : .orderedSame
    }
}

/// A range between two text locations (`NSTextRange`, TextKit 2).
open class NSTextRange {
    /// The start.
    public let location: any NSTextLocation
    /// The end.
    public let endLocation: any NSTextLocation

    /// An empty range at `location`.
    public init(location: any NSTextLocation) {
        self.location = location
        endLocation = location
    }

    /// The range from `location` to `endLocation`; nil when the end is before the start.
    public init?(location: any NSTextLocation, end endLocation: (any NSTextLocation)?) {
        let end = endLocation ?? location
        guard location.compare(end) != .orderedDescending else { return nil }
        self.location = location
        self.endLocation = end
    }

    /// Whether the range is empty.
    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    /// The range as UTF-16 offsets, when its locations are this module's.
    var offsets: NSRange? {
        guard let a = location as? TextOffsetLocation, let b = endLocation as? TextOffsetLocation else { return nil }
        return NSRange(location: a.offset, length: b.offset - a.offset)
    }
}

/// The laid-out lines of one paragraph (`NSTextLayoutFragment`, TextKit 2).
@preconcurrency @MainActor
open class NSTextLayoutFragment: NSObject {
    /// The fragment's rectangle in its container: from x = 0, as wide as its widest line plus the
    /// container's padding at both ends, as tall as its lines.
    open private(set) var layoutFragmentFrame: CGRect
    /// The paragraph's range.
    open private(set) var rangeInElement: NSTextRange
    /// The fragment's layout manager.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?

    init(frame: CGRect, range: NSTextRange, textLayoutManager: NSTextLayoutManager) {
        layoutFragmentFrame = frame
        rangeInElement = range
        self.textLayoutManager = textLayoutManager
        super.init()
    }

    /// How ``NSTextLayoutManager/enumerateTextLayoutFragments(from:options:using:)`` walks
    /// (`NSTextLayoutFragment.EnumerationOptions`), with UIKit's raw values.
    public struct EnumerationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Walk from the end backward.
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        /// Lay out the fragments walked (always done here).
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 1)
        /// Estimate sizes (ignored: sizes are exact).
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 2)
        /// Give text line fragments too (always done here).
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }
}

/// Lays out a content storage's text in a container (`NSTextLayoutManager`, TextKit 2), deterministically:
/// the text of its ``textContentManager`` (an ``NSTextContentStorage``'s `attributedString`) measured as
/// ``NSLayoutManager`` measures, at ``textContainer``'s width less its padding at both ends. One layout
/// fragment per paragraph; layout is computed when asked. Text views here do not use TextKit 2
/// (``UITextView/textLayoutManager`` is nil).
@preconcurrency @MainActor
open class NSTextLayoutManager: NSObject {
    /// The container (setting it links the container back).
    open var textContainer: NSTextContainer? {
        didSet { textContainer?.textLayoutManager = self }
    }
    /// The content manager whose text is laid out (held weakly: the content manager holds its layout managers).
    open internal(set) weak var textContentManager: NSTextContentManager?

    /// Creates a layout manager with no content or container.
    public override init() {
        super.init()
    }

    /// The whole text's range.
    open var documentRange: NSTextRange {
        textContentManager?.documentRange ?? NSTextRange(location: TextOffsetLocation(0))
    }

    /// Lays out `range` (nothing to do: layout is computed when asked).
    open func ensureLayout(for range: NSTextRange) {}
    /// Lays out `bounds` (nothing to do).
    open func ensureLayout(for bounds: CGRect) {}
    /// Forgets the layout of `range` (nothing to do).
    open func invalidateLayout(for range: NSTextRange) {}

    private var text: NSAttributedString {
        (textContentManager as? NSTextContentStorage)?.attributedString ?? NSAttributedString(string: "")
    }

    private var padding: CGFloat { textContainer?.lineFragmentPadding ?? 0 }

    private func lines() -> [MeasuredLine] {
        let containerWidth = textContainer?.size.width ?? 0
        let wrapWidth = containerWidth - 2 * padding
        return TextMeasurement.lines(of: text, width: wrapWidth > 0 && containerWidth < .greatestFiniteMagnitude ? wrapWidth : nil)
    }

    /// The rectangle the laid-out text takes: as wide as its widest line (padding not included), as tall as
    /// its lines (zero for an empty text).
    open var usageBoundsForTextContainer: CGRect {
        let text = text
        return CGRect(origin: .zero, size: TextMeasurement.size(of: lines(), textLength: text.length))
    }

    /// Calls `block` with each paragraph's layout fragment from `location` (nil: the start, or the end with
    /// ``NSTextLayoutFragment/EnumerationOptions/reverse``) until it returns false; returns the location
    /// where the walk stopped (nil when it went through).
    @discardableResult
    open func enumerateTextLayoutFragments(from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [],
                                           using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)? {
        var fragments: [NSTextLayoutFragment] = []
        var current: [MeasuredLine] = []
        func flush() {
            guard let first = current.first, let last = current.last else { return }
            let width = (current.map(\.width).max() ?? 0) + 2 * padding
            let frame = CGRect(x: 0, y: first.y, width: width, height: last.y + last.height - first.y)
            let range = NSTextRange(location: TextOffsetLocation(first.range.location),
                                    end: TextOffsetLocation(NSMaxRange(last.range) + last.breakLength)) ?? NSTextRange(location: TextOffsetLocation(first.range.location))
            fragments.append(NSTextLayoutFragment(frame: frame, range: range, textLayoutManager: self))
            current = []
        }
        if text.length > 0 {
            for line in lines() {
                current.append(line)
                if line.breakLength > 0 { flush() }
            }
            flush()
        }
        let start = (location as? TextOffsetLocation)?.offset
        let ordered = options.contains(.reverse) ? Array(fragments.reversed()) : fragments
        for fragment in ordered {
            let range = fragment.rangeInElement.offsets ?? NSRange()
            if let start {
                if options.contains(.reverse) ? range.location > start : NSMaxRange(range) <= start && range.length > 0 { continue }
            }
            if !block(fragment) { return fragment.rangeInElement.location }
        }
        return nil
    }
}
