import Foundation

/// A layer that draws a shape (`CAShapeLayer`): its fill and stroke properties.
///
/// Inert: kept, not drawn. There is no `path` (Core Graphics' `CGPath` does not exist on Linux).
open class CAShapeLayer: CALayer {
    /// The fill color (opaque black, as in Core Animation).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The stroke color (none).
    open var strokeColor: CGColor?
    /// The width of the stroke (1).
    open var lineWidth: CGFloat = 1
    /// Where the stroke starts along the path, 0…1.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0…1.
    open var strokeEnd: CGFloat = 1
}
