import Foundation

/// A text field and text view delegate that answers as a trace's ``DelegateBehavior`` says, the way an
/// app's validating delegate would (MTFTV: "the delegate validates the entered string … and returns NO").
public final class ScriptedDelegate {
    /// The answers to give.
    public let behavior: DelegateBehavior

    /// Creates a delegate with `behavior`.
    public init(behavior: DelegateBehavior) {
        self.behavior = behavior
    }

    /// Whether replacing `range` of a text of `length` units with `replacement` is allowed.
    public func allowsChange(length: @autoclosure () -> Int, range: NSRange, replacement: String) -> Bool {
        if behavior.refuseChanges { return false }
        if let allowed = behavior.allowedCharacters, !replacement.allSatisfy({ allowed.contains($0) }) { return false }
        if let maxLength = behavior.maxLength, length() - range.length + replacement.utf16.count > maxLength {
            // Deleting is always allowed, even in a field already over the limit.
            return replacement.isEmpty
        }
        return true
    }
}
