import Foundation

/// A duration in seconds, as Core Animation spells it (`CFTimeInterval`, which swift-corelibs-foundation
/// does not export).
public typealias CFTimeInterval = Double

/// An animation of a layer (`CAAnimation`): timing, repetition and a delegate.
///
/// Inert by design: nothing is drawn, so an animation added to a layer (``CALayer/add(_:forKey:)``) is
/// finished as soon as it is added — or, inside a ``CATransaction``, when that transaction commits. Its
/// delegate then gets `animationDidStart(_:)` and `animationDidStop(_:finished:)` with true, and the layer
/// drops it unless ``isRemovedOnCompletion`` is false. Model values are not changed by an animation, as in
/// Core Animation (code sets the final value itself).
open class CAAnimation: NSObject {
    /// The duration in seconds (0: the transaction's duration, 0.25).
    open var duration: CFTimeInterval = 0
    /// When the animation begins, in the layer's time (0: now).
    open var beginTime: CFTimeInterval = 0
    /// The animation's pacing (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer removes the animation once it is finished (true).
    open var isRemovedOnCompletion = true
    /// How the animation shows before and after its active time (``CAMediaTimingFillMode/removed``).
    open var fillMode = CAMediaTimingFillMode.removed
    /// How many times the animation repeats (0: once).
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds (0).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether the animation plays backwards after playing forwards.
    open var autoreverses = false
    /// The speed relative to the layer's time (1).
    open var speed: Float = 1
    /// An offset into the animation's active time (0).
    open var timeOffset: CFTimeInterval = 0
    /// The delegate, held strongly as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?

    /// Creates an animation.
    public override init() {
        super.init()
    }
}

/// The delegate of an animation (`CAAnimationDelegate`); both methods have defaults, as Core Animation's
/// optional methods have.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped; `flag` is true when it ran to its end (always, here).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one property of a layer, named by its key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path (`"transform.translation.x"`, `"opacity"`).
    open var keyPath: String?
    /// Whether the values are added to the model value.
    open var isAdditive = false
    /// Whether each repetition builds on the previous one.
    open var isCumulative = false

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another (`CABasicAnimation`). Inert, see ``CAAnimation``.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change from the start value.
    open var byValue: Any?
}

/// An animation through a list of values (`CAKeyframeAnimation`), as shake animations use. Inert, see
/// ``CAAnimation``.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing between successive values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How intermediate values are computed (``CAAnimationCalculationMode/linear``).
    open var calculationMode = CAAnimationCalculationMode.linear
}

/// A spring animation (`CASpringAnimation`). Inert, see ``CAAnimation``.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100).
    open var stiffness: CGFloat = 100
    /// The damping (10).
    open var damping: CGFloat = 10
    /// The initial velocity (0).
    open var initialVelocity: CGFloat = 0
    /// How long the spring takes to settle: the duration, as nothing settles here.
    open var settlingDuration: CFTimeInterval { duration }
}

/// A timing curve (`CAMediaTimingFunction`): one of Core Animation's named curves or a cubic Bézier.
open class CAMediaTimingFunction: NSObject {
    /// The curve's control points: (0, 0), the two given, (1, 1).
    private let points: [Float]

    /// The named curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A cubic Bézier from (0, 0) to (1, 1) with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [c1x, c1y, c2x, c2y]
        super.init()
    }

    /// The control point at `idx` (0…3) into `ptr` as two floats: 0 is (0, 0), 3 is (1, 1).
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 1, 2: ptr[0] = points[(idx - 1) * 2]; ptr[1] = points[(idx - 1) * 2 + 1]
        case 3: ptr[0] = 1; ptr[1] = 1
        default: ptr[0] = 0; ptr[1] = 0
        }
    }
}

/// The names of Core Animation's timing curves (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear pacing.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// Creates a fill mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The final value stays after the animation.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the animation.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the animation shows only while active.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// How a keyframe animation computes intermediate values (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even pace.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
