import Foundation

/// A recognizer of drags (`UIPanGestureRecognizer`): the translation and velocity of the drag.
///
/// Create it with a closure (see ``UIGestureRecognizer``): `init(target:action:)` is impossible without
/// selectors. Touches are not simulated: the translation is what code sets with
/// ``setTranslation(_:in:)`` and the velocity is zero.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers the drag needs (1).
    open var minimumNumberOfTouches = 1
    /// The most fingers the drag may have (unbounded).
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    /// The drag's translation in `view`'s coordinate system (the same vector in every view here: views
    /// are not scaled or rotated).
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// Sets the drag's translation (code resets it to zero after applying it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
    }

    /// The drag's velocity in points per second (zero: there is no drag).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
