import Foundation

/// A layer that draws text (`CATextLayer`): its string and text properties.
///
/// Inert: kept, not drawn.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any?
    /// The font size (36, as in Core Animation).
    open var fontSize: CGFloat = 36
    /// The text color (opaque white, as in Core Animation).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    /// Whether the text wraps to the bounds.
    open var isWrapped = false
    /// How the text is aligned in the bounds (natural).
    open var alignmentMode: CATextLayerAlignmentMode = .natural
}

/// How a text layer aligns its text (`CATextLayerAlignmentMode`), with Core Animation's strings.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public var rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The writing direction's start.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centered.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
