import Foundation

// What a text object tells the simulation as it runs its delegate sequence: each delegate message and
// its answer (the log's records) and the notifications it posts.
extension UIResponder {
    /// Tells the window's event sink that a delegate message was sent (`result` nil), or that a `should…`
    /// message was answered.
    func logDelegateMessage(_ selector: String, _ result: Bool? = nil) {
        simulationWindow?.eventSink?.responder(self, sentDelegateMessage: selector, result: result)
    }

    /// Tells the window's event sink that a delegate message was sent with `arguments` (`result` nil), or
    /// that it was answered.
    func logDelegateMessage(_ selector: String, arguments: [(String, LogValue)], _ result: Bool? = nil) {
        simulationWindow?.eventSink?.responder(self, sentDelegateMessage: selector, arguments: arguments, result: result)
    }

    /// Sends a `should…` delegate message: logs it as sent (with its `arguments`), asks `answer` (the
    /// delegate, which may do anything inside it, all logged after the message), then logs the answer.
    /// Returns the answer.
    func askDelegate(_ selector: String, arguments: [(String, LogValue)] = [], _ answer: () -> Bool) -> Bool {
        if arguments.isEmpty { logDelegateMessage(selector) } else { logDelegateMessage(selector, arguments: arguments) }
        let result = answer()
        logDelegateMessage(selector, result)
        return result
    }

    /// Whether the simulated system sends `selector` (false for a message the profile's era lacks).
    func simulationSends(_ selector: String) -> Bool {
        simulationWindow?.eventSink?.systemSends(selector) ?? true
    }

    /// Posts the notification `name` with this object as its object: on the simulation's center (the log
    /// records it) and on `NotificationCenter.default`, where apps observe UIKit's text notifications.
    func postTextNotification(_ name: String) {
        if let window = simulationWindow {
            window.notificationCenter.post(name: Notification.Name(name), object: self)
            window.eventSink?.responder(self, posted: name)
        }
        NotificationRelay.postOnDefaultCenter(name, object: self)
    }
}
