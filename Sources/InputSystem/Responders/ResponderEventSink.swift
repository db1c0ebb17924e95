/// Receives what the responders of a ``Window`` do, for the system keyboard and the event log.
public protocol ResponderEventSink: AnyObject {
    /// A delegate message was sent (`selector` is UIKit's, e.g. `textFieldShouldBeginEditing:`); `result`
    /// is the answer of a `should…` message, nil for a notification-style message.
    func responder(_ responder: Responder, sentDelegateMessage selector: String, result: Bool?)
    /// A delegate message with its arguments (`shouldChangeCharactersInRange:` with the range and the
    /// replacement string), in the order the selector names them.
    func responder(_ responder: Responder, sentDelegateMessage selector: String, arguments: [(String, LogValue)], result: Bool?)
    /// A notification the responder posted (`UITextFieldTextDidChangeNotification`, …).
    func responder(_ responder: Responder, posted notification: String)
    /// First-responder status moved from `old` to `new` (either may be nil).
    func firstResponderDidChange(from old: Responder?, to new: Responder?)
    /// The first responder reloaded its input views.
    func inputViewsDidReload(for responder: Responder)
    /// A request was refused or had no effect (`becomeFirstResponder` on a hidden view, resigning twice…).
    func responder(_ responder: Responder?, refused request: String, reason: String)
}

extension ResponderEventSink {
    /// By default a message's arguments are dropped and the message reported as one without them.
    public func responder(_ responder: Responder, sentDelegateMessage selector: String, arguments: [(String, LogValue)], result: Bool?) {
        self.responder(responder, sentDelegateMessage: selector, result: result)
    }
}
