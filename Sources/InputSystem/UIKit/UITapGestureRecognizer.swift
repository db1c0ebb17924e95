import Foundation

/// A recognizer of taps (`UITapGestureRecognizer`): the number of taps and touches it wants.
///
/// Create it with a closure (`UITapGestureRecognizer { _ in … }`, see ``UIGestureRecognizer``):
/// `init(target:action:)` is impossible without selectors. Touches are not simulated; a test fires it
/// with ``UIGestureRecognizer/sendActions(in:at:)``.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps the gesture needs (1).
    open var numberOfTapsRequired = 1
    /// The number of fingers the gesture needs (1).
    open var numberOfTouchesRequired = 1
}
