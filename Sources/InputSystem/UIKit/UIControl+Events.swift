import Foundation

extension UIControl.Event {
    /// A finger touched down in the control.
    public static let touchDown = UIControl.Event(rawValue: 1 << 0)
    /// A repeated touch down (a double tap's second touch).
    public static let touchDownRepeat = UIControl.Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = UIControl.Event(rawValue: 1 << 2)
    /// A finger dragged outside the control.
    public static let touchDragOutside = UIControl.Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = UIControl.Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = UIControl.Event(rawValue: 1 << 5)
    /// A finger lifted inside the control (a button's tap).
    public static let touchUpInside = UIControl.Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = UIControl.Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = UIControl.Event(rawValue: 1 << 8)
    /// A menu action was triggered (iOS 14).
    public static let menuActionTriggered = UIControl.Event(rawValue: 1 << 14)
    /// All touch events.
    public static let allTouchEvents = UIControl.Event(rawValue: 0x0FFF)
    /// The events an application may define.
    public static let applicationReserved = UIControl.Event(rawValue: 0x0F00_0000)
    /// The events the system reserves.
    public static let systemReserved = UIControl.Event(rawValue: 0xF000_0000)
    /// All events.
    public static let allEvents = UIControl.Event(rawValue: 0xFFFF_FFFF)
}

extension UIControl {
    /// A control's state (`UIControl.State`), with UIKit's raw values; buttons keep titles and images per state.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates a state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state (no bits).
        public static let normal = State([])
        /// Highlighted (touched).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (iOS 9).
        public static let focused = State(rawValue: 1 << 3)
        /// The bits an application may use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits the framework reserves.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The control's state from ``isEnabled`` and ``isSelected`` (never highlighted: touches are not simulated).
    public var state: State {
        var s = State.normal
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
}
