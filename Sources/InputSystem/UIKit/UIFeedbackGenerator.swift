import Foundation

/// A haptic feedback generator (`UIFeedbackGenerator`), the base of the impact, notification and
/// selection generators.
///
/// Inert by design: nothing vibrates. Every feedback a generator gives (not ``prepare()``) is appended to
/// ``occurredFeedback``, an inspectable list shared by all generators, so a test can check that a PIN
/// field "vibrated on error" (`UIFeedbackGenerator.occurredFeedback.last == .notification(.error)`).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() {
        super.init()
    }

    /// Prepares the Taptic Engine to give feedback soon. Inert: nothing is recorded.
    open func prepare() {}

    /// A feedback a generator gave.
    public enum Feedback: Hashable, Sendable {
        /// ``UIImpactFeedbackGenerator/impactOccurred()`` (intensity 1) or
        /// ``UIImpactFeedbackGenerator/impactOccurred(intensity:)``.
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// ``UINotificationFeedbackGenerator/notificationOccurred(_:)``.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// ``UISelectionFeedbackGenerator/selectionChanged()``.
        case selectionChanged
    }

    /// Every feedback given by any generator, oldest first (compare counts before and after, or call
    /// ``removeAllOccurredFeedback()``).
    public private(set) static var occurredFeedback: [Feedback] = []

    /// Empties ``occurredFeedback``.
    public static func removeAllOccurredFeedback() {
        occurredFeedback.removeAll()
    }

    /// Records a feedback.
    func record(_ feedback: Feedback) {
        UIFeedbackGenerator.occurredFeedback.append(feedback)
    }
}
