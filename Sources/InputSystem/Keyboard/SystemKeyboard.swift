import Foundation

/// The system keyboard as a state machine: which responder owns it, where it is, and the keyboard
/// notifications it posts, with UIKit's names and userInfo, as the simulated clock runs.
///
/// The window calls the input methods (``textResponderBecameFirst(_:)``, ``noTextResponder()``,
/// ``rotate(to:)``, ``setHardwareKeyboardAttached(_:)``, ``reloadInputViews(_:)``, and on iPad
/// ``undock()``, ``split()``, ``merge()``, ``dock()``, ``beginDrag()``, ``endDrag(toY:)``). Will-
/// notifications are posted at once; did- notifications when the clock passes the animation's end.
/// Every input and notification is written to the ``EventLog``.
public final class SystemKeyboard {
    /// The device.
    public let device: Device
    /// The system profile.
    public let profile: SystemProfile
    /// The catalog the keyboard's layouts come from.
    public let catalog: LayoutCatalog
    /// The notification center the keyboard posts on.
    public let center: NotificationCenter
    /// The simulated clock.
    public let clock: Clock
    /// The log every input and notification is written to.
    public let log: EventLog

    /// The interface orientation.
    public private(set) var orientation: InterfaceOrientation
    /// Where the keyboard is.
    public private(set) var placement: KeyboardPlacement = .hidden
    /// The responder that owns the keyboard, if any.
    public private(set) var owner: KeyboardRequest?
    /// The keyboard's frame (with any accessory view) in interface coordinates, once its animation ends;
    /// nil while hidden.
    public private(set) var frameInInterface: CGRect?
    /// Whether a hardware keyboard is attached.
    public private(set) var hardwareKeyboardAttached = false
    /// Whether a form sheet is presented on iPad (the keyboard stays up when no text responder is first).
    public var presentingFormSheet = false
    /// The form sheet's `disablesAutomaticKeyboardDismissal`; true by default for form sheets.
    public var disablesAutomaticKeyboardDismissal = true

    private var pending: [Clock.Token] = []
    private var undockedY: Double?

    /// Creates a hidden keyboard.
    public init(device: Device, orientation: InterfaceOrientation = .portrait, profile: SystemProfile,
                catalog: LayoutCatalog, center: NotificationCenter, clock: Clock, log: EventLog) {
        self.device = device
        self.orientation = orientation
        self.profile = profile
        self.catalog = catalog
        self.center = center
        self.clock = clock
        self.log = log
    }

    /// The geometry for the current orientation.
    public var geometry: KeyboardGeometry { KeyboardGeometry(device: device, orientation: orientation, profile: profile) }

    /// The keyboard's frame in the profile's coordinate space, nil while hidden.
    public var frame: CGRect? { frameInInterface.map(geometry.toProfileSpace) }

    /// Whether a did- notification is still to come.
    public var isAnimating: Bool { !pending.isEmpty }

    /// Whether resigning the last text responder leaves the keyboard up (the iPad form-sheet exception).
    public var keepsKeyboardWithoutResponder: Bool {
        device.idiom == .pad && presentingFormSheet && disablesAutomaticKeyboardDismissal
    }

    // MARK: - Inputs

    /// A text responder became first responder: the keyboard shows, or moves to the new owner.
    ///
    /// On an owner change the old owner gets will-hide but no did-hide, and show is posted for the new
    /// owner (seed 000, "Receiving Keyboard Notifications").
    public func textResponderBecameFirst(_ request: KeyboardRequest) {
        logInput("becomeFirstResponder", request: request)
        let previous = owner
        owner = request
        let target = targetFrame(for: request)
        guard let current = frameInInterface else {
            guard let target else { return }
            transition(begin: offscreen(like: target), end: target, show: true, placement: targetPlacement)
            return
        }
        guard let target else {
            // Hardware keyboard and no accessory view: nothing stays on screen.
            transition(begin: current, end: offscreen(like: current), show: false, placement: .hidden)
            return
        }
        if placement == .undocked || placement == .split {
            // The floating keyboard stays where the user put it; only its owner changes,
            // and show/hide, which concern docking, are not posted.
            let moved = CGRect(x: current.origin.x, y: current.origin.y, width: target.size.width,
                               height: placement == .split ? current.size.height : target.size.height)
            changeFrameOnly(begin: current, end: moved)
            return
        }
        if let previous, previous.owner != request.owner {
            post(.willHide, begin: current, end: current)
        }
        if previous?.owner != request.owner || current != target {
            transition(begin: current, end: target, show: true, placement: targetPlacement)
        }
    }

    /// The first responder is no longer a text object: the keyboard hides, unless a form sheet keeps it.
    public func noTextResponder() {
        logInput("resignFirstResponder", request: owner)
        guard owner != nil else { return }
        if keepsKeyboardWithoutResponder, frameInInterface != nil {
            owner = nil
            log.record(.state, "keyboardKeptByFormSheet")
            return
        }
        owner = nil
        hide()
    }

    /// The form sheet was dismissed, or the user tapped the iPad keyboard's dismiss key: a keyboard
    /// kept up by a form sheet goes down.
    public func dismissKeyboard() {
        logInput("dismissKeyboard", request: owner)
        owner = nil
        hide()
    }

    /// The interface rotates: a keyboard that is up posts will/did hide, then will/did show in the new
    /// orientation (seed 000: "the original must be hidden before the new one is displayed").
    public func rotate(to newOrientation: InterfaceOrientation) {
        log.record(.input, "rotate", [("orientation", .string(newOrientation.uikitName))])
        guard newOrientation != orientation else { return }
        guard let current = frameInInterface else {
            orientation = newOrientation
            return
        }
        finishPending()
        post(.willChangeFrame, begin: current, end: offscreen(like: current), ifChanged: true)
        post(.willHide, begin: current, end: offscreen(like: current))
        post(.didChangeFrame, begin: current, end: offscreen(like: current), ifChanged: true)
        post(.didHide, begin: current, end: offscreen(like: current))
        frameInInterface = nil
        placement = .hidden
        orientation = newOrientation
        undockedY = nil
        if let owner, let target = targetFrame(for: owner) {
            transition(begin: offscreen(like: target), end: target, show: true, placement: targetPlacement)
        }
    }

    /// A hardware keyboard was attached or detached. Attached, the software keyboard goes off screen but
    /// an accessory view stays on screen; detached, the software keyboard comes back for a text responder.
    public func setHardwareKeyboardAttached(_ attached: Bool) {
        log.record(.input, attached ? "hardwareKeyboardAttached" : "hardwareKeyboardDetached")
        guard attached != hardwareKeyboardAttached else { return }
        hardwareKeyboardAttached = attached
        guard let owner else { return }
        refresh(for: owner)
    }

    /// The first responder called `reloadInputViews` with new traits or input/accessory views.
    public func reloadInputViews(_ request: KeyboardRequest) {
        logInput("reloadInputViews", request: request)
        guard owner != nil else { return }
        owner = request
        refresh(for: request)
    }

    /// The user undocks the iPad keyboard: it "hides" in the notifications' sense and moves up the screen.
    public func undock() {
        log.record(.input, "undock")
        guard canFloat, placement == .docked, let current = frameInInterface else { return ignore("undock") }
        let y = floor((Double(geometry.screenSize.height) - Double(current.size.height)) / 2)
        undockedY = y
        let end = CGRect(x: 0, y: y, width: Double(current.size.width), height: Double(current.size.height))
        transition(begin: current, end: end, show: false, placement: .undocked)
    }

    /// The user splits the iPad keyboard; its frame keeps the whole width but is shorter (seed 001).
    public func split() {
        log.record(.input, "split")
        guard canFloat, device.supportsSplitKeyboard, let current = frameInInterface,
              let splitHeight = device.keyboardHeights(in: orientation).split,
              placement == .docked || placement == .undocked else { return ignore("split") }
        let height = splitHeight + (owner?.accessoryHeight ?? 0)
        let y = undockedY ?? floor((Double(geometry.screenSize.height) - height) / 2)
        undockedY = y
        let end = CGRect(x: 0, y: y, width: Double(current.size.width), height: height)
        if placement == .docked {
            transition(begin: current, end: end, show: false, placement: .split)
        } else {
            changeFrameOnly(begin: current, end: end)
            placement = .split
        }
    }

    /// The user joins a split keyboard back together; it stays undocked.
    public func merge() {
        log.record(.input, "merge")
        guard placement == .split, let current = frameInInterface, let owner, let target = targetFrame(for: owner) else {
            return ignore("merge")
        }
        let end = CGRect(x: 0, y: Double(current.origin.y), width: Double(target.size.width), height: Double(target.size.height))
        changeFrameOnly(begin: current, end: end)
        placement = .undocked
    }

    /// The user docks the keyboard: it "shows" in the notifications' sense.
    public func dock() {
        log.record(.input, "dock")
        guard placement == .undocked || placement == .split, let current = frameInInterface, let owner,
              let target = targetFrame(for: owner) else { return ignore("dock") }
        undockedY = nil
        transition(begin: current, end: target, show: true, placement: .docked)
    }

    /// The user starts dragging the undocked keyboard: will-change-frame without an end frame (seed 001).
    public func beginDrag() {
        log.record(.input, "beginDrag")
        guard placement == .undocked || placement == .split, let current = frameInInterface else {
            return ignore("beginDrag")
        }
        finishPending()
        post(.willChangeFrame, begin: current, end: nil)
    }

    /// The user drops the dragged keyboard with its top at `y`: did-change-frame with the new frame.
    public func endDrag(toY y: Double) {
        log.record(.input, "endDrag", [("y", .double(y))])
        guard placement == .undocked || placement == .split, let current = frameInInterface else {
            return ignore("endDrag")
        }
        let maxY = Double(geometry.screenSize.height) - Double(current.size.height)
        let clamped = min(max(0, y), maxY)
        undockedY = clamped
        let end = CGRect(x: Double(current.origin.x), y: clamped, width: Double(current.size.width),
                         height: Double(current.size.height))
        frameInInterface = end
        post(.didChangeFrame, begin: current, end: end)
    }

    // MARK: - Frames

    private var canFloat: Bool { device.idiom == .pad && profile.undockableKeyboard && !hardwareKeyboardAttached }

    private var targetPlacement: KeyboardPlacement { hardwareKeyboardAttached ? .accessoryOnly : .docked }

    /// The height of the keyboard for `request`, with its accessory view.
    public func keyboardHeight(for request: KeyboardRequest) -> Double {
        let typeLayout = catalog.typeLayout(for: request.traits.keyboardType, on: device)
        let keyboard = request.inputViewHeight
            ?? geometry.keyboardHeight(for: request.traits, kind: typeLayout.kind, japanese: request.japanese)
        return keyboard + request.accessoryHeight
    }

    /// Where the keyboard goes for `request`: docked, or with a hardware keyboard only the accessory
    /// view on screen and the rest below it; nil when nothing is on screen.
    private func targetFrame(for request: KeyboardRequest) -> CGRect? {
        let height = keyboardHeight(for: request)
        if hardwareKeyboardAttached {
            guard request.accessoryHeight > 0 else { return nil }
            let screen = geometry.screenSize
            return CGRect(x: 0, y: Double(screen.height) - request.accessoryHeight, width: Double(screen.width),
                          height: height)
        }
        return geometry.dockedFrame(height: height)
    }

    private func offscreen(like frame: CGRect) -> CGRect {
        geometry.offscreenFrame(height: Double(frame.size.height))
    }

    private func refresh(for request: KeyboardRequest) {
        let target = targetFrame(for: request)
        switch (frameInInterface, target) {
        case (nil, nil):
            return
        case (nil, let end?):
            transition(begin: offscreen(like: end), end: end, show: true, placement: targetPlacement)
        case (let current?, nil):
            transition(begin: current, end: offscreen(like: current), show: false, placement: .hidden)
        case (let current?, let end?):
            if (placement == .undocked || placement == .split) && !hardwareKeyboardAttached { return }
            if current != end || placement != targetPlacement {
                transition(begin: current, end: end, show: true, placement: targetPlacement)
            }
        }
    }

    private func hide() {
        guard let current = frameInInterface else { return }
        transition(begin: current, end: offscreen(like: current), show: false, placement: .hidden)
    }

    // MARK: - Posting

    private func transition(begin: CGRect, end: CGRect, show: Bool, placement newPlacement: KeyboardPlacement) {
        finishPending()
        let will: KeyboardNotification = show ? .willShow : .willHide
        let did: KeyboardNotification = show ? .didShow : .didHide
        post(.willChangeFrame, begin: begin, end: end, ifChanged: true)
        post(will, begin: begin, end: end)
        placement = newPlacement
        frameInInterface = newPlacement == .hidden ? nil : end
        schedule { [self] in
            post(.didChangeFrame, begin: begin, end: end, ifChanged: true)
            post(did, begin: begin, end: end)
        }
    }

    private func changeFrameOnly(begin: CGRect, end: CGRect) {
        guard begin != end else { return }
        finishPending()
        post(.willChangeFrame, begin: begin, end: end)
        frameInInterface = end
        schedule { [self] in post(.didChangeFrame, begin: begin, end: end) }
    }

    private func schedule(_ action: @escaping () -> Void) {
        var token: Clock.Token?
        token = clock.schedule(after: profile.animationMilliseconds) { [self] in
            if let token { pending.removeAll { $0 == token } }
            action()
        }
        if let token { pending.append(token) }
    }

    /// A new transition starts before the last one's did- notifications: they are dropped, as the
    /// keyboard never arrives where the interrupted animation was going.
    private func finishPending() {
        guard !pending.isEmpty else { return }
        for token in pending { clock.cancel(token) }
        pending.removeAll()
        log.record(.state, "animationInterrupted")
    }

    private func ignore(_ input: String) {
        log.record(.state, "inputIgnored", [("input", .string(input)), ("placement", .string(placement.rawValue))])
    }

    private func logInput(_ name: String, request: KeyboardRequest?) {
        var fields: [(String, LogValue)] = [("owner", request.map { .string($0.owner) } ?? .null)]
        if let request {
            fields.append(("keyboardType", .string(request.traits.keyboardType.uikitName)))
            if let height = request.inputViewHeight { fields.append(("inputViewHeight", .double(height))) }
            if request.accessoryHeight > 0 { fields.append(("accessoryHeight", .double(request.accessoryHeight))) }
        }
        log.record(.input, name, fields)
    }

    private func post(_ notification: KeyboardNotification, begin: CGRect, end: CGRect?, ifChanged: Bool = false) {
        guard profile.posts(notification) else { return }
        if ifChanged, let end, end == begin { return }
        let userInfo = KeyboardUserInfo(profile: profile, geometry: geometry, begin: begin, end: end)
        log.record(.notification, notification.rawValue, [("userInfo", userInfo.logValue)])
        center.post(name: notification.name, object: nil, userInfo: userInfo.dictionary)
    }
}
