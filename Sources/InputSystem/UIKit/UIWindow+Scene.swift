import Foundation

extension UIWindow {
    /// Creates a window in `windowScene` (iOS 13): sized to the scene's screen; a window in a simulation's
    /// scene belongs to that simulation, as one from ``InputSystem/Simulator/makeWindow()`` does (its frame
    /// and safe area follow the device and its rotation, its views' keyboard layout guide follows the
    /// simulation's keyboard), and it joins ``UIApplication/windows``.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        if let simulator = windowScene.simulator {
            self.simulator = simulator
            let keyboard = simulator.keyboard
            let insets = keyboard.orientation.isLandscape ? keyboard.device.safeAreaInsets.landscape
                : keyboard.device.safeAreaInsets.portrait
            if insets.count == 4 {
                windowSafeAreaInsets = UIEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
            }
        }
        self.windowScene = windowScene
    }

    /// The window's scene: the one it was given (``init(windowScene:)`` or setting this), else its
    /// simulation's scene for a window a simulation made, else the default scene for a window
    /// ``UIApplication`` knows (made key), else nil. Setting a scene makes the window known to
    /// ``UIApplication`` (among ``UIApplication/windows`` and its scene's windows), as UIKit's scene
    /// holds its windows.
    public var windowScene: UIWindowScene? {
        get {
            if let assignedWindowScene { return assignedWindowScene }
            if let simulator { return UIWindowScene.scene(for: simulator) }
            return UIApplication.shared.windows.contains(self) ? UIWindowScene.defaultScene : nil
        }
        set {
            assignedWindowScene = newValue
            if newValue != nil { UIApplication.shared.register(self) }
        }
    }
}
