import Foundation

/// A window (`UIWindow`): the root of a view hierarchy, with the device's safe area.
///
/// Make one sized to the simulated device with ``InputSystem/Simulator/makeWindow()``; its coordinates are
/// the screen's, which is where keyboard notifications' frames are.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's safe area insets (set from the simulated device by `makeWindow()`).
    open var windowSafeAreaInsets = UIEdgeInsets.zero
    /// Whether the window is the key window.
    open private(set) var isKeyWindow = false
    /// The simulation the window belongs to, if any (the keyboard layout guide reads its keyboard).
    weak var simulator: Simulator?
    /// How many views joined the simulation through this window on their own (their log names count up).
    var autoNamedViews = 0

    /// Makes the window key and visible.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        claimKeyStatus()
    }

    /// Makes the window key.
    open func makeKey() {
        isKeyWindow = true
        claimKeyStatus()
    }

    /// A window made by `makeWindow()` is the screen in the simulation's current orientation (it turns
    /// with a rotation, as UIKit's window does); any other window keeps its frame.
    open override var frame: CGRect {
        get {
            guard let keyboard = simulator?.keyboard else { return super.frame }
            return CGRect(origin: .zero, size: keyboard.device.screenSize(in: keyboard.orientation))
        }
        set { super.frame = newValue }
    }

    /// A window made by `makeWindow()` has the device's safe area of the current orientation.
    open override var safeAreaInsets: UIEdgeInsets {
        guard let keyboard = simulator?.keyboard else { return windowSafeAreaInsets }
        let i = keyboard.orientation.isLandscape ? keyboard.device.safeAreaInsets.landscape : keyboard.device.safeAreaInsets.portrait
        return i.count == 4 ? UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3]) : windowSafeAreaInsets
    }

    /// A window is the end of its views' responder chain here (no application object).
    open override var next: UIResponder? { nil }

    /// The window's root view controller: setting it puts the controller's view in the window, sized to the
    /// window and following its size, and sends the old controller's view `viewWillDisappear(_:)` and
    /// `viewDidDisappear(_:)` and the new one `viewWillAppear(_:)` and `viewDidAppear(_:)` (not animated).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, let view = old.viewIfLoaded, view.superview === self {
                old.sendAppearance(.willDisappear)
                view.removeFromSuperview()
                old.sendAppearance(.didDisappear)
            }
            if let controller = rootViewController {
                let view: UIView = controller.view
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                controller.sendAppearance(.willAppear)
                addSubview(view)
                controller.sendAppearance(.didAppear)
            }
        }
    }

    // MARK: Key window (UIApplication)

    /// Tells the window it became the application's key window (``makeKey()``, ``makeKeyAndVisible()``).
    /// Override to react; the default does nothing.
    open func becomeKey() {}
    /// Tells the window another window became key. Override to react; the default does nothing.
    open func resignKey() {}

    /// Makes this window ``UIApplication/keyWindow``: the previous key window stops being key.
    private func claimKeyStatus() {
        let previous = UIApplication.shared.recordedKeyWindow
        UIApplication.shared.windowBecameKey(self)
        guard previous !== self else { return }
        if let previous {
            previous.isKeyWindow = false
            previous.resignKey()
        }
        becomeKey()
    }

    // MARK: Scene (UIWindow+Scene.swift)

    /// The scene given by `init(windowScene:)` or by setting `windowScene`.
    weak var assignedWindowScene: UIWindowScene?
}
