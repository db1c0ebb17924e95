import Foundation

extension Simulator {
    /// Adds a UIKit responder (a user's `UITextInput` or `UIKeyInput` view, a ``UITextField``, a
    /// ``UITextView``) to the simulation under the log name `name`: from then on its
    /// `becomeFirstResponder()` is a tap on it, the system keyboard serves it, and `focus`, `select`,
    /// `text(of:)` and the trace events find it by `name`.
    /// The simulation keeps the responder, as a window keeps its views, until it is removed.
    @MainActor
    public func add(_ responder: UIResponder, named name: String) {
        // A text object already there under that name leaves first (as `add(_:)` replaces one).
        if fields[name] != nil { remove(name) }
        let adapter = attach(responder, named: name)
        add(adapter)
        textObjects[name] = responder
    }

    /// Links a UIKit responder to this simulation under `name` and returns the responder the window holds
    /// for it (not yet added).
    func attach(_ responder: UIResponder, named name: String) -> Responder {
        let adapter: Responder
        if let backed = responder as? TextInputBackedView {
            backed.rebuildBacking(identifier: name)
            adapter = backed.backingResponder
        } else {
            adapter = UIKitResponderAdapter.make(for: responder, identifier: name)
        }
        responder.link = SimulationLink(simulator: self, adapter: adapter)
        if inputModeDidChange == nil {
            // UIKit posts the input-mode change on NotificationCenter.default, where apps observe it.
            inputModeDidChange = { _ in
                MainActor.assumeIsolated {
                    NotificationCenter.default.post(name: UITextInputMode.currentInputModeDidChangeNotification, object: nil)
                }
            }
        }

        ViewRegistry.shared.register(responder, for: ObjectIdentifier(adapter))
        UIApplication.shared.noteSimulator(self)
        return adapter
    }

    /// Forgets the UIKit text object a trace made under `id`, as its responder leaves the window.
    func detachTextObject(_ id: String) {
        guard let object = textObjects.removeValue(forKey: id), let link = object.link else { return }
        ViewRegistry.shared.unregister(ObjectIdentifier(link.adapter))
        object.link = nil
    }

    /// Removes a UIKit responder added with ``add(_:named:)-(UIResponder,_)`` (it resigns first, as a view removed from its
    /// window does).
    @MainActor
    public func remove(_ responder: UIResponder) {
        guard let link = responder.link else { return }
        remove(link.adapter.identifier)
        ViewRegistry.shared.unregister(ObjectIdentifier(link.adapter))
        responder.link = nil
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
