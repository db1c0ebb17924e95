import Foundation

/// A model of `UIKeyboardLayoutGuide` (iOS 15 and later): the space the keyboard takes at the bottom of
/// the screen, for constraints that avoid it.
///
/// Apple's reference: the guide tracks the docked keyboard; while the keyboard is off screen or undocked
/// its top is the bottom of the safe area; with ``followsUndockedKeyboard`` it follows an undocked or
/// floating keyboard. iOS 17 adds ``usesBottomSafeArea`` (false: the guide's bottom edge and its hidden
/// position are the view's bottom, not the safe area's) and ``keyboardDismissPadding`` (scroll-to-dismiss
/// starts that many points above the keyboard). The window is the whole screen here, so the frame is in
/// the screen's interface coordinates.
public struct KeyboardLayoutGuide: Equatable, Sendable {
    /// Whether the guide follows an undocked, split or floating keyboard (default false).
    public var followsUndockedKeyboard = false
    /// Whether the guide's hidden position is the safe area's bottom (iOS 17; default true).
    public var usesBottomSafeArea = true
    /// Points above the keyboard where an interactive dismissal begins (iOS 17; default 0).
    public var keyboardDismissPadding: Double = 0

    /// Creates a guide with UIKit's defaults.
    public init(followsUndockedKeyboard: Bool = false, usesBottomSafeArea: Bool = true, keyboardDismissPadding: Double = 0) {
        self.followsUndockedKeyboard = followsUndockedKeyboard
        self.usesBottomSafeArea = usesBottomSafeArea
        self.keyboardDismissPadding = keyboardDismissPadding
    }

    /// The guide's frame for a keyboard at `keyboardFrame` (interface coordinates, nil while hidden) in
    /// `placement`, on a screen of `screen` with `safeAreaBottom` points of bottom safe area.
    ///
    /// Docked (or only its accessory view or shortcuts bar on screen): from the keyboard's top to the
    /// screen's bottom. Hidden, or undocked without ``followsUndockedKeyboard``: from the safe area's
    /// bottom (the screen's bottom without ``usesBottomSafeArea``) to the screen's bottom. Undocked and
    /// followed: the keyboard's frame.
    public func layoutFrame(keyboardFrame: CGRect?, placement: KeyboardPlacement, screen: CGSize,
                            safeAreaBottom: Double) -> CGRect {
        let width = Double(screen.width), height = Double(screen.height)
        let restingTop = usesBottomSafeArea ? height - safeAreaBottom : height
        let resting = CGRect(x: 0, y: restingTop, width: width, height: height - restingTop)
        guard let keyboard = keyboardFrame else { return resting }
        switch placement {
        case .hidden:
            return resting
        case .docked, .accessoryOnly:
            let top = min(max(0, Double(keyboard.origin.y)), height)
            return CGRect(x: 0, y: top, width: width, height: height - top)
        case .undocked, .split, .floating:
            return followsUndockedKeyboard ? keyboard : resting
        }
    }
}
