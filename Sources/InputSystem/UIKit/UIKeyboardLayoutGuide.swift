import Foundation

/// A rectangle of a view that layout follows (`UILayoutGuide`): its frame, and anchors whose constraints
/// are recorded, not solved (see ``NSLayoutAnchor``).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// An identifier for debugging.
    open var identifier = ""

    /// Creates a guide owned by `owningView`.
    public nonisolated init(owningView: UIView?) {
        self.owningView = owningView
        super.init()
    }

    /// Creates a guide owned by no view yet (``UIView/addLayoutGuide(_:)`` gives it one). A designated
    /// initializer, as in UIKit, so that a subclass's initializer can call `super.init()`.
    public nonisolated override init() {
        self.owningView = nil
        super.init()
    }

    /// The guide's rectangle in the owning view's coordinates (empty in the base class).
    open var layoutFrame: CGRect { .zero }
}

/// The layout guide that tracks the keyboard (`UIKeyboardLayoutGuide`, iOS 15): ``UIView/keyboardLayoutGuide``.
///
/// Its ``layoutFrame`` is computed from the simulation's keyboard frame and the view's safe area, as UIKit
/// documents the guide: while no docked keyboard is up it covers the bottom safe area (when
/// ``usesBottomSafeArea``), else the part of the view from the keyboard's top down; an undocked or split
/// keyboard counts only with ``followsUndockedKeyboard``. The frame comes from ``KeyboardGuideSource``, the
/// one place to rewire when the simulation models the guide itself.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard (false: it acts as if the keyboard were
    /// hidden then, UIKit's default).
    open var followsUndockedKeyboard = false
    /// Whether the guide includes the bottom safe area while the keyboard is down (iOS 17; default true).
    open var usesBottomSafeArea = true
    /// Extra space above the keyboard for interactive dismissal (iOS 17; not simulated: a gesture).
    open var keyboardDismissPadding: CGFloat = 0

    open override var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let b = view.bounds
        var top = b.maxY - (usesBottomSafeArea ? view.safeAreaInsets.bottom : 0)
        if let window = view.window,
           let keyboard = KeyboardGuideSource.keyboardFrame(in: window, followsUndocked: followsUndockedKeyboard) {
            let inView = view.convert(keyboard, from: nil)
            if inView.minY < b.maxY, inView.maxY > b.minY { top = min(top, max(b.minY, inView.minY)) }
        }
        return CGRect(x: b.minX, y: top, width: b.width, height: b.maxY - top)
    }
}

/// Where ``UIKeyboardLayoutGuide`` reads the keyboard from (the one place to rewire when the simulation
/// models the guide itself): the simulation's system keyboard, in window
/// (screen) coordinates, or nil while it is hidden, off screen (a hardware keyboard), or undocked when
/// the guide does not follow undocked keyboards.
@MainActor
public enum KeyboardGuideSource {
    /// Whether the simulation's system profile is a release that has the guide (iOS 15 and later: profile
    /// names `iosN` with N ≥ 15). With an older profile the guide is still computed, since the code under
    /// test compiles against an SDK that has it; a test can check this to skip guide-based layout.
    public static func profileHasLayoutGuide(_ simulator: Simulator) -> Bool {
        simulator.keyboard.profile.keyboardLayoutGuide
    }

    /// The keyboard's frame for the guides of `window`'s views.
    public static func keyboardFrame(in window: UIWindow, followsUndocked: Bool) -> CGRect? {
        guard let keyboard = window.simulator?.keyboard, let frame = keyboard.frame else { return nil }
        switch keyboard.placement {
        case .docked: return keyboard.hardwareKeyboardAttached ? nil : frame
        case .undocked, .split, .floating: return followsUndocked ? frame : nil
        case .hidden, .accessoryOnly: return keyboard.placement == .accessoryOnly ? frame : nil
        }
    }
}
