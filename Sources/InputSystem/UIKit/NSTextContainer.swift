import Foundation

/// The region text is laid out in (`NSTextContainer`, TextKit). Its values are kept; a text view lays out
/// with the simulation's fixed metrics at its own width, and a standalone ``NSLayoutManager`` wraps at the
/// container's width less ``lineFragmentPadding`` at both ends.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The container's size.
    open var size: CGSize
    /// The inset of each line fragment at both ends (UIKit's default: 5 points).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines (0: no limit).
    open var maximumNumberOfLines = 0
    /// How the last line is broken when the text does not fit.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Whether the width follows the text view's.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// The layout manager the container was added to (held weakly, as in UIKit).
    open weak var layoutManager: NSLayoutManager?
    /// The TextKit 2 layout manager the container was given to (held weakly).
    open weak var textLayoutManager: NSTextLayoutManager?

    /// Creates a container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// Creates a container of zero size (a standalone layout manager then does not wrap).
    public convenience init() {
        self.init(size: .zero)
    }
}
