import Foundation

/// A scene that shows windows (`UIWindowScene`): its windows, its key window, its screen and its
/// interface orientation.
///
/// Live: each simulation has one window scene — the ``UIWindow/windowScene`` of the windows it made
/// (``InputSystem/Simulator/makeWindow()``) or that were made with ``UIWindow/init(windowScene:)`` from
/// it — whose ``interfaceOrientation`` is the simulation's orientation; the windows that belong to no
/// simulation and are known to ``UIApplication`` share a default scene. So the idiom
/// `UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }
/// .first { $0.isKeyWindow }` finds the window a simulation made and made key.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The simulation the scene shows (nil for the default scene).
    weak var simulator: Simulator?

    private struct Entry {
        weak var simulator: Simulator?
        let scene: UIWindowScene
    }
    private static var bySimulator: [ObjectIdentifier: Entry] = [:]
    /// The scene of the windows that belong to no simulation.
    static let defaultScene = UIWindowScene(simulator: nil)

    private init(simulator: Simulator?) {
        self.simulator = simulator
        super.init(module: ())
    }

    /// The scene of `simulator` (made on first use, kept while the simulation lives).
    static func scene(for simulator: Simulator) -> UIWindowScene {
        bySimulator = bySimulator.filter { $0.value.simulator != nil }
        if let entry = bySimulator[ObjectIdentifier(simulator)], entry.simulator === simulator { return entry.scene }
        let scene = UIWindowScene(simulator: simulator)
        bySimulator[ObjectIdentifier(simulator)] = Entry(simulator: simulator, scene: scene)
        return scene
    }

    /// The scene's windows: the windows ``UIApplication/windows`` lists whose ``UIWindow/windowScene`` is
    /// this scene, in that order.
    open var windows: [UIWindow] {
        UIApplication.shared.windows.filter { $0.windowScene === self }
    }

    /// The scene's key window (iOS 15): the one of ``windows`` that is key, else nil.
    open var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    /// The screen the scene is on (``UIScreen/main``: the simulated device's).
    open var screen: UIScreen { UIScreen.main }

    /// The orientation of the scene's interface: its simulation's (portrait for the default scene).
    open var interfaceOrientation: UIInterfaceOrientation {
        guard let orientation = simulator?.keyboard.orientation else { return .portrait }
        return UIInterfaceOrientation(rawValue: orientation.rawValue) ?? .portrait
    }

    /// The scene's traits: its key window's (else UIKit's unspecified collection).
    open var traitCollection: UITraitCollection { keyWindow?.traitCollection ?? UITraitCollection() }

    /// The scene's coordinate space (the screen's).
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
