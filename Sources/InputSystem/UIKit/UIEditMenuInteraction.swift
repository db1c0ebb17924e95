import Foundation

/// The edit menu of iOS 16 and later (`UIEditMenuInteraction`): added to a view, presented with a
/// configuration, its menu built by the delegate.
///
/// Inert: kept, not shown. ``presentEditMenu(with:)`` asks the delegate for the menu (passing no
/// suggested actions) and keeps it in ``presentedMenu``; ``dismissMenu()`` drops it. Nothing appears.
@preconcurrency @MainActor
open class UIEditMenuInteraction: UIInteraction {
    /// The interaction's view.
    open private(set) weak var view: UIView?
    /// The delegate that builds the menu.
    open private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The menu last presented (nil when none is, or after ``dismissMenu()``).
    open private(set) var presentedMenu: UIMenu?
    private var configuration: UIEditMenuConfiguration?

    /// Creates an interaction whose menus `delegate` builds.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// The interaction is about to move to `view`.
    open func willMove(to view: UIView?) {}

    /// The interaction moved to `view`.
    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Presents the edit menu for `configuration`: the delegate's
    /// `editMenuInteraction(_:menuFor:suggestedActions:)` builds it.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        self.configuration = configuration
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: [])
            ?? UIMenu(children: [])
        presentedMenu = menu
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration)
    }

    /// Dismisses the presented menu.
    open func dismissMenu() {
        guard let configuration, presentedMenu != nil else { return }
        presentedMenu = nil
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration)
    }

    /// Rebuilds the presented menu (asks the delegate again).
    open func reloadVisibleMenu() {
        guard let configuration, presentedMenu != nil else { return }
        presentedMenu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: []) ?? UIMenu(children: [])
    }

    /// Moves the presented menu (inert).
    open func updateVisibleMenuPosition(animated: Bool) {}

    /// The configuration's source point in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return configuration?.sourcePoint ?? .zero }
        return own.convert(configuration?.sourcePoint ?? .zero, to: view)
    }
}

/// The delegate of an edit menu interaction (`UIEditMenuInteractionDelegate`); every method has a
/// default, as UIKit's optional methods have.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu for `configuration` (default: the suggested actions in a menu).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [any UIMenuElement]) -> UIMenu?
    /// The rectangle the menu points at, in the interaction's view (default: the null rectangle, which
    /// lets the system decide).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to be presented (UIKit passes an animator too; there is no animation here).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration)
    /// The menu is about to be dismissed (UIKit passes an animator too; there is no animation here).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration)
}

extension UIEditMenuInteractionDelegate {
    /// The suggested actions in a menu.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [any UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }
    /// The null rectangle.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        .null
    }
    /// Nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration) {}
    /// Nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration) {}
}
