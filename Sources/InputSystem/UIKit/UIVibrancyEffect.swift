import Foundation

/// Vibrancy over a blur (`UIVibrancyEffect`). Inert by design: its blur is kept, nothing is drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is made for.
    public let blurEffect: UIBlurEffect

    /// Creates vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
