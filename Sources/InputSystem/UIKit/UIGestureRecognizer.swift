import Foundation

/// The base of the gesture recognizers (`UIGestureRecognizer`): attached to a view with
/// ``UIView/addGestureRecognizer(_:)``, it runs its handler when its gesture is recognized.
///
/// Touches are not simulated, so a recognizer never recognizes by itself: it is kept, and a test fires
/// it with ``sendActions(in:at:)``. Target–action (`init(target:action:)`, `addTarget(_:action:)`) is
/// impossible here: `#selector` needs the Objective-C runtime, which Linux has not. Give a closure
/// instead: `UITapGestureRecognizer { [weak view] _ in view?.endEditing(true) }` for UIKit's
/// `UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))`.
///
/// As in UIKit, a recognizer is an `NSObject` (`Equatable` and `Hashable` by identity).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// The recognizer's state (``State/possible`` until it is fired).
    open var state = State.possible
    /// Whether the recognizer is enabled (a disabled one ignores ``sendActions(in:at:)``).
    open var isEnabled = true
    /// Whether recognized touches are cancelled in the view (true). Inert.
    open var cancelsTouchesInView = true
    /// Whether touches are delayed until the gesture fails (false). Inert.
    open var delaysTouchesBegan = false
    /// Whether touch ends are delayed until the gesture fails (true). Inert.
    open var delaysTouchesEnded = true
    /// A name for debugging (iOS 11).
    open var name: String?
    /// The delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    private var handlers: [(UIGestureRecognizer) -> Void] = []
    var location: CGPoint = .zero

    /// Creates a recognizer with no handler (add one with ``addHandler(_:)``).
    public override init() {
        super.init()
    }

    /// Creates a recognizer that runs `handler` when its gesture is recognized: the closure form of
    /// UIKit's `init(target:action:)`, which needs selectors.
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers = [handler]
        super.init()
    }

    /// Adds a handler (the closure form of `addTarget(_:action:)`).
    open func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes all handlers (the closure form of `removeTarget(nil, action: nil)`).
    open func removeAllHandlers() {
        handlers.removeAll()
    }

    /// Fires the recognizer as if its gesture were recognized at `location` (in the view's coordinates):
    /// sets ``state`` to `state` and runs the handlers, unless the recognizer is disabled or its delegate's
    /// `gestureRecognizerShouldBegin(_:)` says no. A test's stand-in for the touches UIKit would deliver.
    open func sendActions(in state: State = .recognized, at location: CGPoint = .zero) {
        guard isEnabled, delegate?.gestureRecognizerShouldBegin(self) ?? true else { return }
        self.location = location
        self.state = state
        for handler in handlers { handler(self) }
    }

    /// Where the gesture is in `view`'s coordinates (the window's when nil): the location last passed to
    /// ``sendActions(in:at:)``, converted from the recognizer's view.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return location }
        return own.convert(location, to: view)
    }

    /// The number of touches (1 while fired, as a one-finger gesture).
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    /// Resets the recognizer to ``State/possible``; override to clear subclass state.
    open func reset() {
        state = .possible
    }

    /// The state of a gesture recognizer (`UIGestureRecognizer.State`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum State: RawRepresentable, Hashable, Sendable {
        /// Not yet recognized (0).
        case possible
        /// A continuous gesture began (1).
        case began
        /// A continuous gesture changed (2).
        case changed
        /// The gesture ended (a discrete gesture was recognized) (3).
        case ended
        /// The gesture was cancelled (4).
        case cancelled
        /// The gesture failed (5).
        case failed
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// A discrete gesture was recognized (the same raw value as ``ended``).
        public static let recognized: State = .ended

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .possible
            case 1: self = .began
            case 2: self = .changed
            case 3: self = .ended
            case 4: self = .cancelled
            case 5: self = .failed
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .possible: 0
            case .began: 1
            case .changed: 2
            case .ended: 3
            case .cancelled: 4
            case .failed: 5
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: State, rhs: State) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }
}

/// The delegate of a gesture recognizer (`UIGestureRecognizerDelegate`); every method has a default, as
/// UIKit's optional methods have.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin (true by default).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at once (false by default). Inert: not asked.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer may see `touch` (true by default). Inert: not asked (touches are not simulated).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// False: one recognizer at a time.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// True: the recognizer sees every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
