import Foundation

extension Simulator {
    /// Adds a UIKit responder (a user's `UITextInput` or `UIKeyInput` view, a ``UITextField``, a
    /// ``UITextView``) to the simulation under the log name `name`: from then on its
    /// `becomeFirstResponder()` is a tap on it, the system keyboard serves it, and `focus`, `select`,
    /// `text(of:)` and the trace events find it by `name`. An object already there under that name leaves
    /// first; adding an object again under another name renames it.
    /// The simulation keeps the responder, as a window keeps its views, until it is removed.
    public func add(_ responder: UIResponder, named name: String) {
        if let old = fields[name] {
            if old === responder { return }
            remove(name)
        }
        if responder.simulationWindow === window, fields[responder.identifier] === responder { remove(responder.identifier) }
        attach(responder, named: name)
        fieldOrder.append(name)
        fields[name] = responder
        window.add(responder)
    }

    /// Names a UIKit responder in this simulation and registers it (not yet added to the window).
    func attach(_ responder: UIResponder, named name: String) {
        responder.identifier = name
        if inputModeDidChange == nil {
            // UIKit posts the input-mode change on NotificationCenter.default, where apps observe it.
            inputModeDidChange = { _ in
                MainActor.assumeIsolated {
                    NotificationCenter.default.post(name: UITextInputMode.currentInputModeDidChangeNotification, object: nil)
                }
            }
        }
        ViewRegistry.shared.register(responder, for: ObjectIdentifier(responder))
        UIApplication.shared.noteSimulator(self)
    }

    /// Removes a UIKit responder added with ``add(_:named:)-(UIResponder,_)`` (it resigns first, as a view removed from its
    /// window does).
    public func remove(_ responder: UIResponder) {
        guard responder.simulationWindow === window, fields[responder.identifier] === responder else { return }
        remove(responder.identifier)
    }

    /// A window the size of the simulated device's screen in the current orientation, with its safe area:
    /// the coordinate space of the keyboard notifications' frames, and the window whose views'
    /// ``UIView/keyboardLayoutGuide`` follows this simulation's keyboard. It is among
    /// ``UIApplication/windows``, and ``UIScreen/main`` has its size while its simulation is current.
    @MainActor
    public func makeWindow() -> UIWindow {
        let size = keyboard.device.screenSize(in: keyboard.orientation)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let insets = keyboard.orientation.isLandscape ? keyboard.device.safeAreaInsets.landscape
            : keyboard.device.safeAreaInsets.portrait
        if insets.count == 4 {
            window.windowSafeAreaInsets = UIEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
        }
        window.simulator = self
        UIApplication.shared.register(window)
        return window
    }

    /// Starts reposting this simulation's keyboard notifications (and its text objects' notifications) on
    /// `center` as UIKit posts them (see ``NotificationRelay``). Opt-in, one simulation per center: throws
    /// ``NotificationRelayError/centerInUse(by:)`` while another simulation's relay is attached to it.
    /// Keep the relay; ``NotificationRelay/detach()`` (or releasing it) stops it.
    @MainActor
    public func postNotifications(to center: NotificationCenter = .default) throws -> NotificationRelay {
        try NotificationRelay(source: notificationCenter, center: center,
                              label: "the simulation of \(keyboard.device.name)", views: .shared)
    }
}

extension ViewRegistry {
    /// The registry of every simulation's UIKit views.
    static let shared = ViewRegistry()
}
