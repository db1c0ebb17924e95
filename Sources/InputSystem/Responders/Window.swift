import Foundation

/// A window: the responders in it and which of them is first responder, mirroring `UIWindow`'s part
/// in first-responder switching.
///
/// Switching from text object A to text object B runs, in order: B's `shouldBeginEditing`, A's
/// `shouldEndEditing`, A's `didEndEditing`, B's `didBeginEditing` (MTFTV, "The Sequence of Messages to the
/// Delegate"; the interleaving of A and B is the commonly observed one, see docs/Fidelity.md). A refusal at
/// either `should…` leaves A first responder. The keyboard is told after B's `didBeginEditing`, or before
/// it when B is a text view (`keyboardMovesBeforeDidBegin`).
@MainActor
public final class Window {
    /// The first responder, if any.
    public private(set) var firstResponder: UIResponder?
    /// The responders in the window, in the order they were added.
    public private(set) var responders: [UIResponder] = []
    /// Where notifications of text objects are posted (each simulation has its own center).
    public let notificationCenter: NotificationCenter
    /// Receives transitions and delegate messages (the simulator: keyboard and log).
    public weak var eventSink: (any ResponderEventSink)?
    /// The simulation this window belongs to, if any.
    weak var simulator: Simulator?

    /// Creates an empty window posting to `notificationCenter`.
    public init(notificationCenter: NotificationCenter = NotificationCenter()) {
        self.notificationCenter = notificationCenter
    }

    /// Adds a responder to the window.
    @_spi(Engine) public func add(_ responder: UIResponder) {
        guard responder.simulationWindow !== self else { return }
        responder.simulationWindow = self
        responders.append(responder)
    }

    /// Removes a responder; if it was first responder it resigns by force, as a view removed from its
    /// window does (`…DidEndEditing:` is sent even if `…ShouldEndEditing:` would refuse).
    @_spi(Engine) public func remove(_ responder: UIResponder) {
        if firstResponder === responder { _ = resignFirstResponder(responder, force: true) }
        responders.removeAll { $0 === responder }
        responder.simulationWindow = nil
    }

    /// The responder named `identifier`.
    public func responder(named identifier: String) -> UIResponder? {
        responders.first { $0.identifier == identifier }
    }

    /// Makes `responder` first responder, running the delegate sequence. Returns whether it is first
    /// responder afterwards.
    @discardableResult
    @_spi(Engine) public func makeFirstResponder(_ responder: UIResponder) -> Bool {
        guard responder.simulationWindow === self else {
            eventSink?.responder(responder, refused: "becomeFirstResponder", reason: "not in the window")
            return false
        }
        if firstResponder === responder { return true }
        guard !responder.isHiddenForInput else {
            eventSink?.responder(responder, refused: "becomeFirstResponder", reason: "hidden")
            return false
        }
        guard responder.canBecomeFirstResponder else {
            eventSink?.responder(responder, refused: "becomeFirstResponder", reason: responder.cannotBecomeFirstResponderReason)
            return false
        }
        guard responder.shouldBeginFirstResponder() else { return false }
        let old = firstResponder
        if let old {
            eventSink?.firstResponderWillResign(old)
            guard old.shouldResignFirstResponder() else { return false }
            firstResponder = nil
            old.didResignFirstResponder()
        }
        firstResponder = responder
        if responder.keyboardMovesBeforeDidBegin {
            eventSink?.firstResponderDidChange(from: old, to: responder)
            responder.didBecomeFirstResponder()
        } else {
            responder.didBecomeFirstResponder()
            eventSink?.firstResponderDidChange(from: old, to: responder)
        }
        return true
    }

    /// Resigns `responder`. Unless `force` is set it may refuse (`…ShouldEndEditing:` returning NO).
    @discardableResult
    @_spi(Engine) public func resignFirstResponder(_ responder: UIResponder, force: Bool) -> Bool {
        guard firstResponder === responder else {
            eventSink?.responder(responder, refused: "resignFirstResponder", reason: "not first responder")
            return false
        }
        if !force {
            eventSink?.firstResponderWillResign(responder)
            guard responder.shouldResignFirstResponder() else { return false }
        }
        firstResponder = nil
        responder.didResignFirstResponder()
        eventSink?.firstResponderDidChange(from: responder, to: nil)
        return true
    }

    /// Ends editing in the window (`endEditing:`): the first responder resigns, by force when `force`
    /// is set. Returns whether no responder is first responder afterwards.
    @discardableResult
    public func endEditing(force: Bool) -> Bool {
        guard let current = firstResponder else { return true }
        return resignFirstResponder(current, force: force)
    }

    func inputViewsDidReload(for responder: UIResponder) {
        eventSink?.inputViewsDidReload(for: responder)
    }
}
