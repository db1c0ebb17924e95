import Foundation

/// The edit menu of iOS 3–15 (`UIMenuController.shared`, deprecated in iOS 16 for
/// ``UIEditMenuInteraction``): showing and hiding it, and custom items.
///
/// Inert: kept, not shown. ``isMenuVisible`` follows ``showMenu(from:rect:)`` and ``hideMenu()``; no
/// menu appears and no notification is posted.
@preconcurrency @MainActor
open class UIMenuController {
    /// The edit menu.
    public static let shared = UIMenuController()
    /// Whether the menu is shown (after ``showMenu(from:rect:)``, until ``hideMenu()``).
    open private(set) var isMenuVisible = false
    /// Custom items shown after the system's.
    open var menuItems: [UIMenuItem]?
    /// The rectangle the menu points at, in screen coordinates (set by ``showMenu(from:rect:)``).
    open private(set) var menuFrame: CGRect = .zero

    private init() {}

    /// Shows the menu pointing at `targetRect` in `targetView`'s coordinates (iOS 13).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        menuFrame = targetView.convert(targetRect, to: UIScreen.main.coordinateSpace)
        isMenuVisible = true
    }

    /// Hides the menu (iOS 13).
    open func hideMenu() {
        isMenuVisible = false
    }

    /// Hides the menu shown from `targetView` (iOS 13).
    open func hideMenu(from targetView: UIView) {
        isMenuVisible = false
    }

    /// Sets the rectangle the menu points at (before iOS 13; with ``setMenuVisible(_:animated:)``).
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        menuFrame = targetView.convert(targetRect, to: UIScreen.main.coordinateSpace)
    }

    /// Shows or hides the menu (before iOS 13).
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        isMenuVisible = menuVisible
    }

    /// Updates the menu's items (inert).
    open func update() {}

    /// Posted before the menu shows. Not posted here (the menu is not shown); code that observes it compiles.
    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu showed. Not posted here.
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides. Not posted here.
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu hid. Not posted here.
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
}
