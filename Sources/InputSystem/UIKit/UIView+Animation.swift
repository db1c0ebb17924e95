import Foundation

// The block animations beyond `animate(withDuration:delay:options:animations:completion:)`: springs,
// keyframes and transitions. As that one, each runs its blocks at once and then its completion with true:
// the simulation draws no frames, so only an animation's end state exists.

extension UIView {
    /// Runs `animations` at once and then `completion` with true (a spring animation's end state; the
    /// damping and velocity are not used).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once — each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside it runs its block at once, in order — and then `completion` with true. A repeating animation
    /// (`.repeat`) is run once.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once (a keyframe's end state), inside or outside
    /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` (changes to `view`) at once and then `completion` with true; the transition
    /// (`.transitionCrossDissolve`, `.transitionFlipFromLeft` …) is not drawn.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Replaces `fromView` with `toView` at once, as UIKit does at the end of the transition: `toView` takes
    /// `fromView`'s place among its superview's subviews and `fromView` is removed — or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. Then `completion` runs with true.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Options of a keyframe animation (`UIView.KeyframeAnimationOptions`), with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews during the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Allow touches during the animation.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely (run once here).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Play backwards after forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}

extension UIView.AnimationOptions {
    /// Repeat indefinitely (run once here).
    public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
    /// Play backwards after forwards.
    public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
    /// Ignore an enclosing animation's duration.
    public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
    /// Ignore an enclosing animation's curve.
    public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
    /// Redraw the content during the animation.
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    /// Hide and show the views of `transition(from:to:…)` instead of removing and adding them.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    /// Ignore an enclosing animation's options.
    public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
    /// No transition.
    public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
    /// Flip around the vertical axis, left side forward.
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// Flip around the vertical axis, right side forward.
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// Curl up like a page.
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// Curl down like a page.
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// Flip around the horizontal axis, top forward.
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// Flip around the horizontal axis, bottom forward.
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
    /// The default frame rate.
    public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second.
    public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second.
    public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)
}
