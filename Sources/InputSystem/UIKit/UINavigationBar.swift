import Foundation

/// A navigation bar (`UINavigationBar`). Inert by design: a plain 44-point view; its properties are kept,
/// nothing is drawn (no items, titles or back button are shown).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
    /// Whether the bar shows large titles (kept).
    open var prefersLargeTitles = false
    /// The bar's tint for its background (kept).
    open var barTintColor: UIColor?
}
