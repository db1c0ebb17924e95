import Foundation

/// A finger on the screen (`UITouch`), as the `touchesBegan(_:with:)` family receives it.
///
/// Inert: touches are not simulated (the simulator taps text objects through the text input system), so
/// UIKit never hands one out here. A test that drives touch-handling code (a view that dismisses the keyboard
/// when touched) makes one with ``init(location:in:phase:tapCount:)`` and calls the responder's method.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The view the touch began in.
    open private(set) var view: UIView?
    /// The window of ``view``.
    open var window: UIWindow? { view?.window }
    /// The touch's phase.
    open private(set) var phase = Phase.began
    /// How many times the finger tapped (1).
    open private(set) var tapCount = 1
    /// When the touch happened or last changed, in seconds since system startup.
    open private(set) var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime
    /// The kind of touch (a finger on the screen).
    open var type: TouchType { .direct }
    /// The force of the touch (0: force is not simulated).
    open var force: CGFloat { 0 }
    private var location = CGPoint.zero

    /// Creates a touch with no view, at the origin.
    public override init() {
        super.init()
    }

    /// Creates a touch at `location` in `view`'s coordinates: this module's stand-in for the touches UIKit
    /// delivers, for tests that call a responder's touch methods.
    public init(location: CGPoint, in view: UIView?, phase: Phase = .began, tapCount: Int = 1) {
        self.location = location
        self.view = view
        self.phase = phase
        self.tapCount = tapCount
        super.init()
    }

    /// Where the touch is in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return location }
        return own.convert(location, to: view)
    }

    /// Where the touch was before its last move (the current location: moves are not simulated).
    open func previousLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The phase of a touch (`UITouch.Phase`), with UIKit's raw values; any raw value is accepted, as by an
    /// imported `NS_ENUM`.
    public enum Phase: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// The finger touched the screen (0).
        case began
        /// The finger moved (1).
        case moved
        /// The finger rests without moving (2).
        case stationary
        /// The finger left the screen (3).
        case ended
        /// The system cancelled the touch (4).
        case cancelled
        /// A raw value UIKit declares no case for (`init(rawValue:)` never fails, as on iOS).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .began
            case 1: self = .moved
            case 2: self = .stationary
            case 3: self = .ended
            case 4: self = .cancelled
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .began: 0
            case .moved: 1
            case .stationary: 2
            case .ended: 3
            case .cancelled: 4
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [Phase] = [.began, .moved, .stationary, .ended, .cancelled]
    }

    /// The kind of a touch (`UITouch.TouchType`), with UIKit's raw values; any raw value is accepted.
    public enum TouchType: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// A finger on the screen (0).
        case direct
        /// A touch not on the screen (1).
        case indirect
        /// An Apple Pencil (2).
        case pencil
        /// A pointer (trackpad or mouse) (3).
        case indirectPointer
        /// A raw value UIKit declares no case for (`init(rawValue:)` never fails, as on iOS).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .direct
            case 1: self = .indirect
            case 2: self = .pencil
            case 3: self = .indirectPointer
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .direct: 0
            case .indirect: 1
            case .pencil: 2
            case .indirectPointer: 3
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
    }
}
