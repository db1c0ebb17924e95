import Foundation

/// A view showing a visual effect (`UIVisualEffectView`): add content to its ``contentView``.
///
/// Live: ``contentView`` is a subview filling the view and following its size (autoresizing), so
/// hierarchy, conversion, hit testing and first-responder code inside it work. Inert by design: the
/// ``effect`` is kept; nothing is blurred or drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect (kept, not drawn).
    open var effect: UIVisualEffect?
    /// The view to add content to: fills the effect view.
    public let contentView: UIView

    /// Creates a view with `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView()
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a view with no effect and the frame `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates a view from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }
}
