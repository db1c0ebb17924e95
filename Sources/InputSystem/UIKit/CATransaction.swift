import Foundation

/// A batch of layer changes (`CATransaction`): `begin()`…`commit()`, with the batch's animation duration,
/// timing, disabled implicit actions and a completion block.
///
/// As in Core Animation, transactions nest and belong to the thread that begins them. Nothing animates
/// here, so a transaction's animations (``CALayer/add(_:forKey:)``) finish when it commits: their delegates
/// are told they stopped, then the completion block runs — at `commit()` of the outermost transaction. A
/// completion block set with no transaction begun runs at once.
open class CATransaction: NSObject {
    /// One level of nested transactions.
    final class Frame {
        var disableActions = false
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        var finishing: [() -> Void] = []
    }

    /// The stack of the calling thread's open transactions.
    final class Stack {
        var frames: [Frame] = []
    }

    private static let threadKey = "UIKitTextInput.CATransaction"

    static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[threadKey] as? Stack { return stack }
        let stack = Stack()
        dictionary[threadKey] = stack
        return stack
    }

    /// Begins a transaction (nested in the current one, if any).
    open class func begin() {
        let frame = Frame()
        if let outer = stack.frames.last {
            frame.disableActions = outer.disableActions
            frame.duration = outer.duration
            frame.timingFunction = outer.timingFunction
        }
        stack.frames.append(frame)
    }

    /// Commits the current transaction: the animations added in it finish (their delegates are told), then
    /// its completion block runs. An inner transaction's animations and completion run with the outermost's.
    open class func commit() {
        guard let frame = stack.frames.popLast() else { return }
        if let outer = stack.frames.last {
            outer.finishing.append(contentsOf: frame.finishing)
            if let completion = frame.completion { outer.finishing.append(completion) }
            return
        }
        for finish in frame.finishing { finish() }
        frame.completion?()
    }

    /// Commits every open transaction of the calling thread (Core Animation's implicit-transaction flush).
    open class func flush() {
        while !stack.frames.isEmpty { commit() }
    }

    /// Whether implicit layer actions are off in the current transaction.
    open class func disableActions() -> Bool { stack.frames.last?.disableActions ?? false }
    /// Turns implicit layer actions off or on for the current transaction. Kept: nothing animates anyway.
    open class func setDisableActions(_ flag: Bool) { stack.frames.last?.disableActions = flag }

    /// The current transaction's animation duration (0.25).
    open class func animationDuration() -> CFTimeInterval { stack.frames.last?.duration ?? 0.25 }
    /// Sets the current transaction's animation duration. Kept.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { stack.frames.last?.duration = dur }

    /// The current transaction's timing curve.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { stack.frames.last?.timingFunction }
    /// Sets the current transaction's timing curve. Kept.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.frames.last?.timingFunction = function
    }

    /// The current transaction's completion block.
    open class func completionBlock() -> (() -> Void)? { stack.frames.last?.completion }
    /// Sets the block run when the current transaction's animations finish: at its commit here; at once
    /// when no transaction is begun.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        guard let frame = stack.frames.last else { block?(); return }
        frame.completion = block
    }

    /// Runs `finish` when the current transaction commits, or at once when none is begun.
    static func whenCommitted(_ finish: @escaping () -> Void) {
        guard let frame = stack.frames.last else { finish(); return }
        frame.finishing.append(finish)
    }
}
