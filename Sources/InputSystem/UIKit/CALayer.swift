import Foundation

/// A Core Animation layer (`CALayer`): the border, corner, background, shadow and geometry properties
/// view code sets, and the sublayer tree.
///
/// Inert: kept, not drawn; animations are kept until they finish, which is when they are added or when
/// their ``CATransaction`` commits (see ``CAAnimation``). A view's layer (``UIView/layer``) reports the view's frame each
/// time the view hands it out; setting a layer's frame does not move its view.
open class CALayer {
    /// The layer's frame in its superlayer's coordinates.
    open var frame: CGRect = .zero
    /// The layer's own coordinate space (origin zero, the frame's size).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The center of the frame (the default anchor point's position).
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The width of the border (0).
    open var borderWidth: CGFloat = 0
    /// The color of the border (opaque black by default, as in Core Animation).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The radius of the rounded corners (0).
    open var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds (all four).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners (iOS 13; circular).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether sublayers are clipped to the bounds (``UIView/clipsToBounds`` is this property).
    open var masksToBounds = false
    /// The background color.
    open var backgroundColor: CGColor?
    /// The opacity (1).
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The layer's position on the z axis.
    open var zPosition: CGFloat = 0
    /// The scale of the layer's content (1).
    open var contentsScale: CGFloat = 1
    /// The color of the shadow (opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The opacity of the shadow (0: no shadow).
    open var shadowOpacity: Float = 0
    /// The offset of the shadow (0, −3), as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow (3).
    open var shadowRadius: CGFloat = 3
    /// A name for debugging.
    open var name: String?
    /// The layer that masks this one.
    open var mask: CALayer?
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?
    /// The sublayers, back to front (nil when there are none, as in Core Animation).
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.superlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    private var children: [CALayer] = []

    /// Creates a layer.
    public required init() {}

    /// Creates a copy of `layer`'s properties (`init(layer:)`), without its sublayers.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        frame = other.frame
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        cornerRadius = other.cornerRadius
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        opacity = other.opacity
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
    }

    /// Adds `layer` on top of the sublayers (moving it from its old superlayer).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: children.count))
    }

    /// Inserts `layer` at index `idx` of the sublayers (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// Marks the layer's content as needing redisplay (inert: nothing is drawn).
    open func setNeedsDisplay() {}
    /// Marks the layer as needing layout (inert).
    open func setNeedsLayout() {}
    /// Lays out the layer if needed (inert).
    open func layoutIfNeeded() {}
    /// Lays out sublayers; override to position them. The default does nothing.
    open func layoutSublayers() {}
    // MARK: Animations (see CAAnimation: each finishes when added, or when its transaction commits)

    private var animations: [(key: String, animation: CAAnimation)] = []
    private var unnamedAnimations = 0

    /// Adds `anim` under `key` (replacing an animation with that key). Nothing animates: it finishes at once,
    /// or at the commit of the open ``CATransaction`` — its delegate gets `animationDidStart(_:)` and
    /// `animationDidStop(_:finished:)` with true, and it is removed then unless
    /// ``CAAnimation/isRemovedOnCompletion`` is false. Core Animation adds a copy; this keeps `anim` itself.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let name: String
        if let key {
            name = key
        } else {
            unnamedAnimations += 1
            name = "\u{1}unnamed-\(unnamedAnimations)"
        }
        animations.removeAll { $0.key == name }
        animations.append((name, anim))
        anim.delegate?.animationDidStart(anim)
        CATransaction.whenCommitted { [weak self] in
            if anim.isRemovedOnCompletion { self?.animations.removeAll { $0.key == name && $0.animation === anim } }
            anim.delegate?.animationDidStop(anim, finished: true)
        }
    }

    /// The animation under `key`, while it is on the layer.
    open func animation(forKey key: String) -> CAAnimation? {
        animations.first { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order they were added (nil when there are none, as
    /// in Core Animation; animations added without a key are not listed).
    open func animationKeys() -> [String]? {
        let keys = animations.map(\.key).filter { !$0.hasPrefix("\u{1}") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`.
    open func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    /// Removes all animations.
    open func removeAllAnimations() {
        animations.removeAll()
    }

    /// The layer's transform as an affine transform (identity). Kept, not applied.
    open func affineTransform() -> CGAffineTransform { storedAffineTransform }
    /// Sets the layer's affine transform. Kept, not applied.
    open func setAffineTransform(_ m: CGAffineTransform) { storedAffineTransform = m }
    private var storedAffineTransform = CGAffineTransform.identity
}

/// The corners of a layer that ``CALayer/cornerRadius`` rounds (`CACornerMask`), with Core Animation's raw values.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners (`CALayerCornerCurve`, iOS 13), with Core Animation's strings.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public var rawValue: String
    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous (squircle) curve.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
