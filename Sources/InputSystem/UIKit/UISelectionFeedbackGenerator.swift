import Foundation

/// A generator of the tick felt when a selection changes (`UISelectionFeedbackGenerator`).
///
/// Inert by design: nothing vibrates; each change is recorded in ``UIFeedbackGenerator/occurredFeedback``.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Gives the selection tick (records `.selectionChanged`).
    open func selectionChanged() {
        record(.selectionChanged)
    }
}
