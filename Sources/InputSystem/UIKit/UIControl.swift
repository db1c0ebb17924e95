import Foundation

/// A control (`UIControl`): enabled and selected states and closure actions for events
/// (`addAction(_:for:)`, iOS 14). Target–action with selectors is not available (no Objective-C runtime).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// How the content is placed vertically (``ContentVerticalAlignment/center``). Inert: kept.
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// How the content is placed horizontally (``ContentHorizontalAlignment/center``). Inert: kept.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// ``contentHorizontalAlignment`` with leading and trailing resolved to left or right for the view's
    /// ``UIView/effectiveUserInterfaceLayoutDirection``.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
    private var actions: [(UIAction, Event)] = []

    /// Control events (`UIControl.Event`), with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed by the user's edit.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All editing events.
        public static let allEditingEvents = Event(rawValue: 0xF << 16)
    }

    /// Runs `action` whenever one of `controlEvents` happens.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.0 === action && $0.1 == controlEvents }
    }

    /// Whether an action is registered for any of `controlEvents`.
    func hasActions(for controlEvents: Event) -> Bool {
        actions.contains { !$0.1.intersection(controlEvents).isEmpty }
    }

    /// Runs the actions registered for any of `controlEvents`, with this control as their sender.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.intersection(controlEvents).isEmpty {
            action.sender = self
            action.handler(action)
            action.sender = nil
        }
    }
}
