import Foundation

/// The application object (`UIApplication.shared`): its windows, the key window, and sending an action
/// to the first responder.
///
/// It knows the windows a simulation made (``InputSystem/Simulator/makeWindow()``) and the windows that
/// were made key (``UIWindow/makeKey()``, ``UIWindow/makeKeyAndVisible()``); a window made with
/// `UIWindow(frame:)` and never made key is not among ``windows``. Windows are held weakly.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application (one per process).
    public static let shared = UIApplication(singleton: ())

    private struct WeakWindow {
        weak var window: UIWindow?
    }
    private var known: [WeakWindow] = []
    private weak var keyWindowStorage: UIWindow?
    private weak var lastSimulator: Simulator?

    private init(singleton: Void) {
        super.init()
    }

    /// The application's windows, in the order they became known (made by a simulation or made key).
    open var windows: [UIWindow] {
        known.removeAll { $0.window == nil }
        return known.compactMap(\.window)
    }

    /// The key window: the last window that called ``UIWindow/makeKeyAndVisible()`` or
    /// ``UIWindow/makeKey()`` while it is alive; else, when exactly one window made by a simulation is
    /// alive, that window; else nil.
    open var keyWindow: UIWindow? {
        if let window = recordedKeyWindow { return window }
        let made = windows.filter { $0.simulator != nil }
        return made.count == 1 ? made[0] : nil
    }

    /// The layout direction of the interface (left to right: the simulation has no right-to-left locale).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the idle timer is off (inert: kept).
    open var isIdleTimerDisabled = false

    /// Sends an action to a responder: the closure form of UIKit's
    /// `sendAction(_ action: Selector, to: Any?, from: Any?, for: UIEvent?)`, since `#selector` needs the
    /// Objective-C runtime, which Linux has not.
    ///
    /// `action` runs on `target` when it is a ``UIResponder``, else (nil) on the first responder, the
    /// responder in a simulation that is first responder (the current simulation's first: the one that
    /// most recently made a window, had its window made key, or was given a responder). Returns
    /// whether there was a responder to run it on. UIKit's keyboard-dismissing idiom
    /// `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)` is written
    /// `sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)` here.
    @discardableResult
    open func sendAction(_ action: (UIResponder) -> () -> Bool, to target: Any?, from sender: Any?,
                         for event: UIEvent?) -> Bool {
        sendAction({ responder in action(responder)() }, to: target, from: sender, for: event)
    }

    /// Sends an action given as a closure (`sendAction({ $0.resignFirstResponder() }, to: nil, …)`), to
    /// `target` or the first responder as the method-reference form does. The closure's result is
    /// ignored; returns whether there was a responder to run it on.
    @discardableResult
    open func sendAction(_ action: (UIResponder) -> Bool, to target: Any?, from sender: Any?,
                         for event: UIEvent?) -> Bool {
        guard let responder = (target as? UIResponder) ?? firstResponder else { return false }
        _ = action(responder)
        return true
    }

    /// The UIKit responder that is first responder in a simulation: the current simulation's first,
    /// then any.
    var firstResponder: UIResponder? {
        let preferred = currentSimulator
        let candidates = ViewRegistry.shared.responders.filter(\.isFirstResponder)
        return candidates.first { $0.owningSimulator === preferred } ?? candidates.first
    }

    // MARK: What the windows, the screen and the pasteboard follow

    /// The key window as recorded by ``UIWindow/makeKey()`` (nil once released or no longer key).
    var recordedKeyWindow: UIWindow? {
        guard let window = keyWindowStorage, window.isKeyWindow else { return nil }
        return window
    }

    /// Records `window` as the key window (``UIWindow/makeKey()`` calls this).
    func windowBecameKey(_ window: UIWindow) {
        register(window)
        keyWindowStorage = window
    }

    /// Records a window a simulation made or that was made key.
    func register(_ window: UIWindow) {
        known.removeAll { $0.window == nil || $0.window === window }
        known.append(WeakWindow(window: window))
        if let simulator = window.simulator { lastSimulator = simulator }
    }

    /// Records that `simulator` was given a UIKit responder.
    func noteSimulator(_ simulator: Simulator) {
        lastSimulator = simulator
    }

    /// The simulation the screen, the general pasteboard and `sendAction` follow:
    /// the one that most recently made a window, had its window made key, or was given a responder (while
    /// it is alive), else the key window's.
    var currentSimulator: Simulator? {
        lastSimulator ?? keyWindow?.simulator
    }
}
