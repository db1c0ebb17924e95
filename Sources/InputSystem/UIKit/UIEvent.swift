import Foundation

/// An event (`UIEvent`): the base of ``UIPressesEvent``, and the type of the `for event:` parameters of
/// action-sending API (`UIApplication.sendAction(_:to:from:for:)`), which code passes nil.
///
/// Touch and motion events are not simulated; hardware key presses arrive as ``UIPressesEvent``s.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Creates an event.
    public nonisolated override init() {
        super.init()
    }
}
