/// Receives what the responders of a ``Window`` do, for the system keyboard and the event log.
@MainActor
public protocol ResponderEventSink: AnyObject {
    /// A delegate message was sent (`selector` is UIKit's, e.g. `textFieldShouldBeginEditing:`); `result`
    /// is the answer of a `should…` message, nil when the message is being sent (a `should…` message is
    /// reported twice: when sent, with nil, then with its answer when the delegate returns).
    func responder(_ responder: UIResponder, sentDelegateMessage selector: String, result: Bool?)
    /// A delegate message with its arguments (`shouldChangeCharactersInRange:` with the range and the
    /// replacement string), in the order the selector names them.
    func responder(_ responder: UIResponder, sentDelegateMessage selector: String, arguments: [(String, LogValue)], result: Bool?)
    /// Whether the simulated system sends delegate message `selector` at all (`textFieldDidChangeSelection:`
    /// exists from iOS 13). True unless the sink says otherwise.
    func systemSends(_ selector: String) -> Bool
    /// A notification the responder posted (`UITextFieldTextDidChangeNotification`, …).
    func responder(_ responder: UIResponder, posted notification: String)
    /// First-responder status moved from `old` to `new` (either may be nil).
    func firstResponderDidChange(from old: UIResponder?, to new: UIResponder?)
    /// The first responder reloaded its input views.
    func inputViewsDidReload(for responder: UIResponder)
    /// A request was refused or had no effect (`becomeFirstResponder` on a hidden view, resigning twice…).
    func responder(_ responder: UIResponder?, refused request: String, reason: String)
    /// The first responder is about to be asked to give up first-responder status (before its
    /// `…ShouldEndEditing:`): the keyboard applies what it still has pending for it.
    func firstResponderWillResign(_ responder: UIResponder)
    /// Whether the system's smart insert and delete (iOS 11 and later) acts in this era: a text object in no
    /// simulation edits exactly what it is asked.
    func smartInsertDeleteExists() -> Bool
}

extension ResponderEventSink {
    /// By default a message's arguments are dropped and the message reported as one without them.
    public func responder(_ responder: UIResponder, sentDelegateMessage selector: String, arguments: [(String, LogValue)], result: Bool?) {
        self.responder(responder, sentDelegateMessage: selector, result: result)
    }
    /// Every message exists unless the sink knows the era.
    public func systemSends(_ selector: String) -> Bool { true }
    /// By default nothing is pending.
    public func firstResponderWillResign(_ responder: UIResponder) {}
    /// By default no smart insert and delete.
    public func smartInsertDeleteExists() -> Bool { false }
}
