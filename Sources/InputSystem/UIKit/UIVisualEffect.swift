import Foundation

/// A visual effect (`UIVisualEffect`), the base of ``UIBlurEffect`` and ``UIVibrancyEffect``.
///
/// Inert by design: nothing is blurred or drawn; the effect is kept by ``UIVisualEffectView``.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect (no effect).
    public override init() {
        super.init()
    }
}
