import Foundation

/// The region text is laid out in (`NSTextContainer`, TextKit). Inert: its values are kept so that code
/// configuring a text view compiles; layout uses the simulation's fixed metrics.
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

    /// Creates a container of `size`.
    public init(size: CGSize) {
        self.size = size
    }
}
