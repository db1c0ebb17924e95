import Foundation

/// The system keyboard as a state machine: which responder owns it, where it is, and the keyboard
/// notifications it posts, with UIKit's names and userInfo, as the simulated clock runs.
///
/// The window calls the input methods (``textResponderBecameFirst(_:)``, ``noTextResponder()``,
/// ``rotate(to:)``, ``setHardwareKeyboardAttached(_:)``, ``reloadInputViews(_:)``, and on iPad
/// ``undock()``, ``split()``, ``merge()``, ``float()``, ``dock()``, ``beginDrag()``, ``endDrag(toY:)``). Will-
/// notifications are posted at once; did- notifications when the clock passes the animation's end.
/// Every input and notification is written to the ``EventLog``; where the profile has
/// `UIKeyboardLayoutGuide`, so is the guide's frame after every change (``layoutGuideFrame``).
///
/// What differs by era follows the ``SystemProfile``: which notifications an owner change posts
/// (``SystemProfile/switchingPostsShow``), the iPad shortcuts bar with a hardware keyboard
/// (``SystemProfile/shortcutsBarHeight``), what a hardware keyboard that leaves only the accessory view
/// posts, the floating keyboard, and the notifications' object.
@MainActor
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
    public private(set) var frameInInterface: CGRect? {
        didSet { if frameInInterface != nil { shownAccessoryHeight = owner?.accessoryHeight ?? shownAccessoryHeight } }
    }
    /// The height of the accessory view inside ``frameInInterface`` (the owner's when the frame was set).
    private var shownAccessoryHeight: Double = 0
    /// Whether a hardware keyboard is attached.
    public private(set) var hardwareKeyboardAttached = false
    /// Whether a form sheet is presented on iPad (the keyboard stays up when no text responder is first).
    public var presentingFormSheet = false
    /// The form sheet's `disablesAutomaticKeyboardDismissal`; true by default for form sheets.
    public var disablesAutomaticKeyboardDismissal = true
    /// The screen, the notifications' object where the profile says so (iOS 16.1 and later).
    public let screen: Screen
    /// The keyboard layout guide's settings; nil where the profile has no `UIKeyboardLayoutGuide`
    /// (before iOS 15). Setting it logs the guide.
    public var layoutGuide: KeyboardLayoutGuide? {
        didSet {
            guard profile.keyboardLayoutGuide else { layoutGuide = nil; return }
            if layoutGuide == nil { layoutGuide = oldValue }
            if layoutGuide != oldValue { logLayoutGuide(force: true) }
        }
    }
    /// Where an undocked, split or floating keyboard will come back when a text object is focused again
    /// (the keyboard stays undocked until it is docked or the interface rotates); nil when docked.
    public private(set) var undockedMode: KeyboardPlacement?

    private var pending: [Clock.Token] = []
    private var undockedY: Double?
    private var floatingOrigin: CGPoint?
    private var loggedGuideFrame: CGRect?

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
        screen = Screen(device: device)
        if profile.keyboardLayoutGuide {
            layoutGuide = KeyboardLayoutGuide()
            loggedGuideFrame = layoutGuideFrame
        }
    }

    /// The keyboard layout guide's frame (`layoutFrame`, in the screen's interface coordinates) once the
    /// current animation ends; nil where the profile has no layout guide.
    public var layoutGuideFrame: CGRect? {
        guard let layoutGuide else { return nil }
        let insets = orientation.isLandscape ? device.safeAreaInsets.landscape : device.safeAreaInsets.portrait
        return layoutGuide.layoutFrame(keyboardFrame: frameInInterface, placement: placement,
                                       screen: geometry.screenSize, safeAreaBottom: insets.count > 2 ? insets[2] : 0)
    }

    /// The geometry for the current orientation.
    public var geometry: KeyboardGeometry {
        KeyboardGeometry(device: device, orientation: orientation, profile: profile, predictiveBarCollapsed: predictiveBarCollapsed)
    }

    /// Whether the user has collapsed the predictive bar to its grabber.
    public private(set) var predictiveBarCollapsed = false

    /// The user collapses the predictive (QuickType) bar to its grabber or expands it again. A keyboard that
    /// shows the bar changes height: all four notifications are posted (will-change-frame, will-show,
    /// did-change-frame, did-show) with the new frame (iOS 8: "all 4 UIKeyboard__Notification are fired when
    /// the predictive accessory view is changed", stackoverflow.com/questions/25946121). Ignored (logged) where
    /// the profile has no predictive bar.
    public func setPredictiveBarCollapsed(_ collapsed: Bool) {
        log.record(.input, collapsed ? "collapsePredictiveBar" : "expandPredictiveBar")
        guard profile.predictiveBar else { return ignore(collapsed ? "collapsePredictiveBar" : "expandPredictiveBar") }
        guard collapsed != predictiveBarCollapsed else { return }
        predictiveBarCollapsed = collapsed
        if let owner { refresh(for: owner) }
    }

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
    /// On an owner change up to iOS 10 the old owner gets will-hide but no did-hide, and show is posted
    /// for the new owner (seed 000, "Receiving Keyboard Notifications"; openradar 34432484). From iOS 11
    /// nothing is posted when the keyboard stays as it is, and a keyboard whose frame changes posts
    /// change-frame and show without will-hide. An undocked, split or floating keyboard posts change-frame
    /// only, and comes back undocked after a resign (``undockedMode``).
    public func textResponderBecameFirst(_ request: KeyboardRequest) {
        logInput("becomeFirstResponder", request: request)
        defer { logLayoutGuide() }
        if otherAppKeyboardFrame != nil {
            // This app's text object takes the keyboard from the other app: it is shown here as from hidden
            // (chosen: no source describes the hand-over).
            otherAppKeyboardFrame = nil
            log.record(.state, "keyboardFromOtherApp")
        }
        let previous = owner
        owner = request
        let target = targetFrame(for: request)
        guard let current = frameInInterface else {
            guard let target else { return }
            if targetPlacement == .docked, let mode = undockedMode, let end = undockedFrame(mode, for: request) {
                // Focused again while the keyboard is undocked: it comes back where it was, without show.
                changeFrameOnly(begin: belowScreen(end), end: end)
                placement = mode
                return
            }
            transition(begin: offscreen(like: target), end: target, show: true, placement: targetPlacement)
            return
        }
        guard let target else {
            // Hardware keyboard and no accessory view or shortcuts bar: nothing stays on screen.
            transition(begin: current, end: offscreen(like: current), show: false, placement: .hidden)
            return
        }
        if placement.isUndocked {
            // The undocked keyboard stays where the user put it; only its owner changes,
            // and show/hide, which concern docking, are not posted.
            if let moved = undockedFrame(placement, for: request) { changeFrameOnly(begin: current, end: moved) }
            return
        }
        let ownerChanged = previous.map { $0.owner != request.owner } ?? true
        if ownerChanged && profile.switchingPostsShow {
            if previous != nil { post(.willHide, begin: current, end: current) }
            transition(begin: current, end: target, show: true, placement: targetPlacement)
        } else if current != target || placement != targetPlacement {
            transition(begin: current, end: target, show: true, placement: targetPlacement)
        } else if ownerChanged {
            log.record(.state, "keyboardUnchanged", [("owner", .string(request.owner))])
        }
    }

    /// The keyboard another app brought up beside this one (iPad multitasking), while it is up.
    public private(set) var otherAppKeyboardFrame: CGRect?

    /// Another app beside this one (iPad Split View or Slide Over, iOS 9 and later) brings its keyboard up
    /// (`show` true) or puts it away: this app is notified too, with `UIKeyboardIsLocalUserInfoKey` NO (Apple,
    /// UIKeyboardIsLocalUserInfoKey: "With multitasking on iPad, all visible apps are notified when the keyboard
    /// appears and disappears. The value of this key is true for the app that caused the keyboard to appear
    /// and false for any other apps"). The frames are the docked keyboard's, with no accessory view (the
    /// other app's views are not known here). Ignored (logged) on iPhone, before iOS 9, while this app's own
    /// text object has the keyboard, or when the other app's keyboard is already in that state.
    public func otherAppKeyboard(show: Bool) {
        let name = show ? "otherAppShowsKeyboard" : "otherAppHidesKeyboard"
        log.record(.input, name)
        guard device.idiom == .pad, profile.userInfoKeys.contains(KeyboardUserInfoKey.isLocal.rawValue),
              owner == nil, frameInInterface == nil else { return ignore(name) }
        finishPending()
        if show {
            guard otherAppKeyboardFrame == nil, let end = targetFrame(for: KeyboardRequest(owner: "other app")) else { return ignore(name) }
            let begin = offscreen(like: end)
            otherAppKeyboardFrame = end
            post(.willChangeFrame, begin: begin, end: end, accessory: (0, 0), isLocal: false)
            post(.willShow, begin: begin, end: end, accessory: (0, 0), isLocal: false)
            schedule { [self] in
                post(.didChangeFrame, begin: begin, end: end, accessory: (0, 0), isLocal: false)
                post(.didShow, begin: begin, end: end, accessory: (0, 0), isLocal: false)
            }
        } else {
            guard let begin = otherAppKeyboardFrame else { return ignore(name) }
            let end = offscreen(like: begin)
            otherAppKeyboardFrame = nil
            post(.willChangeFrame, begin: begin, end: end, accessory: (0, 0), isLocal: false)
            post(.willHide, begin: begin, end: end, accessory: (0, 0), isLocal: false)
            schedule { [self] in
                post(.didChangeFrame, begin: begin, end: end, accessory: (0, 0), isLocal: false)
                post(.didHide, begin: begin, end: end, accessory: (0, 0), isLocal: false)
            }
        }
    }

    /// The first responder is no longer a text object: the keyboard hides, unless a form sheet keeps it.
    ///
    /// An undocked, split or floating keyboard leaves with change-frame only (no hide) and stays undocked
    /// for the next text object (themainthread.com, "The iPad split keyboard and missing notifications";
    /// flutter_keyboard_visibility PR #162 for the floating keyboard).
    public func noTextResponder() {
        logInput("resignFirstResponder", request: owner)
        guard owner != nil else { return }
        defer { logLayoutGuide() }
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
        logLayoutGuide()
    }

    /// The interface rotates: a keyboard that is up posts will/did hide, then will/did show in the new
    /// orientation (seed 000: "the original must be hidden before the new one is displayed"). An undocked
    /// or split keyboard comes back docked; a floating keyboard stays floating, moved onto the new screen
    /// with change-frame only (chosen: no source describes its rotation).
    public func rotate(to newOrientation: InterfaceOrientation) {
        log.record(.input, "rotate", [("orientation", .string(newOrientation.uikitName))])
        guard newOrientation != orientation else { return }
        defer { logLayoutGuide() }
        if undockedMode != .floating { undockedMode = nil }
        guard let current = frameInInterface else {
            orientation = newOrientation
            floatingOrigin = nil
            return
        }
        if placement == .floating, let owner {
            orientation = newOrientation
            floatingOrigin = nil
            if let end = undockedFrame(.floating, for: owner) { changeFrameOnly(begin: current, end: end) }
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
    ///
    /// From iOS 9 the iPad keeps its shortcuts bar on screen: the frame keeps the keyboard's full height
    /// and only the bar (with any accessory view) is on screen. A custom `inputView` stays on screen
    /// (MMNumberKeyboard issue #14). An undocked keyboard is docked by the attachment (chosen).
    public func setHardwareKeyboardAttached(_ attached: Bool) {
        log.record(.input, attached ? "hardwareKeyboardAttached" : "hardwareKeyboardDetached")
        guard attached != hardwareKeyboardAttached else { return }
        hardwareKeyboardAttached = attached
        defer { logLayoutGuide() }
        if attached { undockedMode = nil }
        guard let owner else { return }
        refresh(for: owner)
    }

    /// The first responder called `reloadInputViews` with new traits or input/accessory views.
    public func reloadInputViews(_ request: KeyboardRequest) {
        logInput("reloadInputViews", request: request)
        guard owner != nil else { return }
        owner = request
        refresh(for: request)
        logLayoutGuide()
    }

    /// The user undocks the iPad keyboard: it "hides" in the notifications' sense and moves up the screen.
    public func undock() {
        log.record(.input, "undock")
        guard canFloat, placement == .docked, let current = frameInInterface else { return ignore("undock") }
        let y = floor((Double(geometry.screenSize.height) - Double(current.size.height)) / 2)
        undockedY = y
        undockedMode = .undocked
        let end = CGRect(x: 0, y: y, width: Double(current.size.width), height: Double(current.size.height))
        transition(begin: current, end: end, show: false, placement: .undocked)
        logLayoutGuide()
    }

    /// The user makes the iPad keyboard float (iPadOS 13 and later): a small keyboard near the bottom of
    /// the screen. From the dock it "hides" in the notifications' sense, as undocking does (Flutter engine
    /// PR #37719, by the Flutter team: "when a keyboard is hidden or changes from docked to
    /// undocked/floating, UIKeyboardWillHideNotification is triggered"); from an undocked keyboard, which
    /// has hidden already, change-frame only. Once floating it posts change-frame only, never show or hide
    /// (flutter_keyboard_visibility PR #162).
    public func float() {
        log.record(.input, "float")
        guard canFloat, profile.floatingKeyboard, placement == .docked || placement == .undocked,
              let current = frameInInterface, let owner, let end = undockedFrame(.floating, for: owner) else {
            return ignore("float")
        }
        undockedMode = .floating
        undockedY = nil
        if placement == .docked {
            transition(begin: current, end: end, show: false, placement: .floating)
        } else {
            changeFrameOnly(begin: current, end: end)
            placement = .floating
        }
        logLayoutGuide()
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
        undockedMode = .split
        let end = CGRect(x: 0, y: y, width: Double(current.size.width), height: height)
        if placement == .docked {
            transition(begin: current, end: end, show: false, placement: .split)
        } else {
            changeFrameOnly(begin: current, end: end)
            placement = .split
        }
        logLayoutGuide()
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
        undockedMode = .undocked
        logLayoutGuide()
    }

    /// The user docks the keyboard: it "shows" in the notifications' sense, from undocked, split or floating
    /// (Flutter engine PR #37719: "when a docked keyboard is shown, or when it changes from
    /// undocked/floating to docked, UIKeyboardWillShowNotification is triggered").
    public func dock() {
        log.record(.input, "dock")
        guard placement.isUndocked, let current = frameInInterface, let owner,
              let target = targetFrame(for: owner) else { return ignore("dock") }
        undockedY = nil
        floatingOrigin = nil
        undockedMode = nil
        transition(begin: current, end: target, show: true, placement: .docked)
        logLayoutGuide()
    }

    /// The user starts dragging the undocked keyboard: will-change-frame without an end frame (seed 001);
    /// for the floating keyboard, with an end frame of all zeroes (Flutter's FlutterKeyboardInsetManager:
    /// a will-change-frame whose end frame is all zeroes "happens when keyboard is dragged").
    public func beginDrag() {
        log.record(.input, "beginDrag")
        guard placement.isUndocked, let current = frameInInterface else {
            return ignore("beginDrag")
        }
        finishPending()
        post(.willChangeFrame, begin: current, end: placement == .floating ? .zero : nil)
    }

    /// The user drops the dragged keyboard with its top at `y`: did-change-frame with the new frame.
    public func endDrag(toY y: Double) {
        log.record(.input, "endDrag", [("y", .double(y))])
        guard placement.isUndocked, let current = frameInInterface else {
            return ignore("endDrag")
        }
        let maxY = Double(geometry.screenSize.height) - Double(current.size.height)
        let clamped = min(max(0, y), maxY)
        if placement == .floating {
            floatingOrigin = CGPoint(x: Double(current.origin.x), y: clamped)
        } else {
            undockedY = clamped
        }
        let end = CGRect(x: Double(current.origin.x), y: clamped, width: Double(current.size.width),
                         height: Double(current.size.height))
        frameInInterface = end
        post(.didChangeFrame, begin: current, end: end)
        logLayoutGuide()
    }

    // MARK: - Frames

    private var canFloat: Bool { device.idiom == .pad && profile.undockableKeyboard && !hardwareKeyboardAttached }

    /// Where the keyboard goes for the owner: with a hardware keyboard only the accessory view (or the
    /// shortcuts bar) is on screen, unless a custom input view replaces the keyboard, which stays.
    private var targetPlacement: KeyboardPlacement {
        hardwareKeyboardAttached && owner?.inputViewHeight == nil ? .accessoryOnly : .docked
    }

    /// The height of the iPad shortcuts bar that a hardware keyboard leaves on screen (iOS 9 and later), or 0.
    public var shortcutsBarHeight: Double {
        device.idiom == .pad ? profile.shortcutsBarHeight : 0
    }

    /// The frame of an undocked (`mode`) keyboard for `request`: an undocked or split keyboard keeps the
    /// whole width at the height the user dragged it to; the floating keyboard is the profile's floating
    /// size, centred, its bottom 20 points above the screen's bottom unless dragged (chosen placement).
    private func undockedFrame(_ mode: KeyboardPlacement, for request: KeyboardRequest) -> CGRect? {
        let screen = geometry.screenSize
        switch mode {
        case .floating:
            let size = profile.floatingSize
            let height = Double(size.height) + request.accessoryHeight
            let x = floor((Double(screen.width) - Double(size.width)) / 2)
            let defaultY = Double(screen.height) - height - 20
            let y = min(max(0, Double(floatingOrigin?.y ?? CGFloat(defaultY))), Double(screen.height) - height)
            return CGRect(x: x, y: y, width: Double(size.width), height: height)
        case .split:
            guard let splitHeight = device.keyboardHeights(in: orientation).split else { return nil }
            let height = splitHeight + request.accessoryHeight
            let y = min(undockedY ?? floor((Double(screen.height) - height) / 2), Double(screen.height) - height)
            return CGRect(x: 0, y: y, width: Double(screen.width), height: height)
        default:
            let height = keyboardHeight(for: request)
            let y = min(undockedY ?? floor((Double(screen.height) - height) / 2), Double(screen.height) - height)
            return CGRect(x: 0, y: y, width: Double(screen.width), height: height)
        }
    }

    /// The height of the keyboard for `request`, with its accessory view.
    public func keyboardHeight(for request: KeyboardRequest) -> Double {
        let typeLayout = catalog.typeLayout(for: request.traits.keyboardType, on: device)
        let keyboard = request.inputViewHeight
            ?? (request.emoji ? geometry.emojiKeyboardHeight
                : geometry.keyboardHeight(for: request.traits, kind: typeLayout.kind, japanese: request.japanese))
        return keyboard + request.accessoryHeight
    }

    /// Where the keyboard goes for `request`: docked, or with a hardware keyboard only the accessory
    /// view and the iPad's shortcuts bar on screen and the rest below it; nil when nothing is on screen.
    /// A custom input view stays docked with a hardware keyboard.
    private func targetFrame(for request: KeyboardRequest) -> CGRect? {
        let height = keyboardHeight(for: request)
        if hardwareKeyboardAttached && request.inputViewHeight == nil {
            let visible = request.accessoryHeight + (request.hidesShortcutsBar ? 0 : shortcutsBarHeight)
            guard visible > 0 else { return nil }
            let screen = geometry.screenSize
            return CGRect(x: 0, y: Double(screen.height) - visible, width: Double(screen.width),
                          height: max(height, visible))
        }
        return geometry.dockedFrame(height: height)
    }

    /// `frame` moved down to just below the screen (where an undocked keyboard goes when it leaves).
    private func belowScreen(_ frame: CGRect) -> CGRect {
        CGRect(x: frame.origin.x, y: geometry.screenSize.height, width: frame.size.width, height: frame.size.height)
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
            if targetPlacement == .docked, let mode = undockedMode, let back = undockedFrame(mode, for: request) {
                changeFrameOnly(begin: belowScreen(back), end: back)
                placement = mode
                return
            }
            transition(begin: offscreen(like: end), end: end, show: true, placement: targetPlacement)
        case (let current?, nil):
            transition(begin: current, end: offscreen(like: current), show: false, placement: .hidden)
        case (let current?, let end?):
            if placement.isUndocked && !hardwareKeyboardAttached {
                if let moved = undockedFrame(placement, for: request) { changeFrameOnly(begin: current, end: moved) }
                return
            }
            if current != end || placement != targetPlacement {
                // A software keyboard reduced to its accessory view posts show from iOS 9, hide on iOS 8
                // (CoconutKit issue #36).
                let show = !(placement == .docked && targetPlacement == .accessoryOnly
                             && profile.accessoryOnlyNotification == .hide)
                transition(begin: current, end: end, show: show, placement: targetPlacement)
            }
        }
    }

    private func hide() {
        guard let current = frameInInterface else { return }
        if placement.isUndocked {
            // An undocked keyboard leaves without hide, and stays undocked for the next text object.
            changeFrameOnly(begin: current, end: belowScreen(current))
            frameInInterface = nil
            placement = .hidden
            return
        }
        transition(begin: current, end: offscreen(like: current), show: false, placement: .hidden)
    }

    // MARK: - Posting

    private func transition(begin: CGRect, end: CGRect, show: Bool, placement newPlacement: KeyboardPlacement) {
        finishPending()
        let will: KeyboardNotification = show ? .willShow : .willHide
        let did: KeyboardNotification = show ? .didShow : .didHide
        let accessory = accessoryHeights(goingOffscreen: newPlacement == .hidden)
        post(.willChangeFrame, begin: begin, end: end, ifChanged: true, accessory: accessory)
        post(will, begin: begin, end: end, accessory: accessory)
        placement = newPlacement
        frameInInterface = newPlacement == .hidden ? nil : end
        schedule { [self] in
            post(.didChangeFrame, begin: begin, end: end, ifChanged: true, accessory: accessory)
            post(did, begin: begin, end: end, accessory: accessory)
        }
    }

    private func changeFrameOnly(begin: CGRect, end: CGRect) {
        guard begin != end else { return }
        finishPending()
        let accessory = accessoryHeights(goingOffscreen: end.minY >= geometry.screenSize.height)
        post(.willChangeFrame, begin: begin, end: end, accessory: accessory)
        frameInInterface = end
        schedule { [self] in post(.didChangeFrame, begin: begin, end: end, accessory: accessory) }
    }

    /// The accessory view's height inside a transition's begin and end frames: the one on screen (from off
    /// screen, the owner's), and the owner's (going off screen, the same as at the beginning).
    private func accessoryHeights(goingOffscreen: Bool) -> (begin: Double, end: Double) {
        let incoming = owner?.accessoryHeight ?? shownAccessoryHeight
        let begin = frameInInterface == nil ? incoming : shownAccessoryHeight
        return (begin, goingOffscreen ? begin : incoming)
    }

    /// `frame` as the notifications report it: with the accessory view where the profile says so
    /// (``SystemProfile/accessoryInKeyboardFrame``), else the keyboard alone, the accessory's `height`
    /// taken off its top (off screen, the frame keeps its origin below the screen).
    private func reported(_ frame: CGRect, accessory height: Double) -> CGRect {
        guard !profile.accessoryInKeyboardFrame, height > 0 else { return frame }
        let offscreen = frame.minY >= geometry.screenSize.height
        let y = Double(frame.origin.y) + (offscreen ? 0 : height)
        return CGRect(x: Double(frame.origin.x), y: y, width: Double(frame.size.width),
                      height: max(0, Double(frame.size.height) - height))
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
            // The plane the keyboard opens on (later plane switches are the taps' `plane:` actions).
            if request.inputViewHeight == nil {
                fields.append(("plane", .string(request.emoji ? "emoji" : catalog.typeLayout(for: request.traits.keyboardType, on: device).plane)))
            }
            // What the keyboard shows: the Return key's title and whether it is enabled, the appearance.
            fields.append(("returnKey", .string(request.traits.returnKeyType.title)))
            if !request.returnKeyEnabled { fields.append(("returnKeyEnabled", .bool(false))) }
            if request.traits.keyboardAppearance != .default {
                fields.append(("keyboardAppearance", .string(request.traits.keyboardAppearance.uikitName)))
            }
            if let height = request.inputViewHeight { fields.append(("inputViewHeight", .double(height))) }
            if request.accessoryHeight > 0 { fields.append(("accessoryHeight", .double(request.accessoryHeight))) }
        }
        log.record(.input, name, fields)
    }

    /// Logs the layout guide's frame when it changed since it was last logged (or at once when `force`),
    /// where the profile has a layout guide.
    private func logLayoutGuide(force: Bool = false) {
        guard let guide = layoutGuide, let frame = layoutGuideFrame else { return }
        guard force || frame != loggedGuideFrame else { return }
        loggedGuideFrame = frame
        var fields: [(String, LogValue)] = [("layoutFrame", .rect(frame)),
                                            ("followsUndockedKeyboard", .bool(guide.followsUndockedKeyboard))]
        if profile.layoutGuideSafeAreaOptions {
            fields.append(("usesBottomSafeArea", .bool(guide.usesBottomSafeArea)))
            fields.append(("keyboardDismissPadding", .double(guide.keyboardDismissPadding)))
        }
        log.record(.state, "keyboardLayoutGuide", fields)
    }

    private func post(_ notification: KeyboardNotification, begin fullBegin: CGRect, end fullEnd: CGRect?, ifChanged: Bool = false,
                      accessory: (begin: Double, end: Double)? = nil, isLocal: Bool = true) {
        guard profile.posts(notification) else { return }
        let accessory = accessory ?? (shownAccessoryHeight, shownAccessoryHeight)
        let begin = reported(fullBegin, accessory: accessory.begin)
        // An all-zero end frame (a floating keyboard's drag) is posted as it is.
        let end = fullEnd.map { $0 == .zero ? $0 : reported($0, accessory: accessory.end) }
        if ifChanged, let end, end == begin { return }
        let userInfo = KeyboardUserInfo(profile: profile, geometry: geometry, begin: begin, end: end, isLocal: isLocal)
        switch profile.notificationObject {
        case .nil:
            log.record(.notification, notification.rawValue, [("userInfo", userInfo.logValue)])
            center.post(name: notification.name, object: nil, userInfo: userInfo.dictionary)
        case .screen:
            log.record(.notification, notification.rawValue, [("object", .string("UIScreen")), ("userInfo", userInfo.logValue)])
            center.post(name: notification.name, object: screen, userInfo: userInfo.dictionary)
        }
    }
}
