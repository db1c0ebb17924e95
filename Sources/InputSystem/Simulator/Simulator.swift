import Foundation

/// A simulated screen: a device with its system keyboard, a window of text objects, first-responder
/// switching, the text input session with its input method, a hardware keyboard, one clock, and the
/// event log.
///
/// Single-threaded by design: one simulator belongs to one task; parallel replays use one simulator each.
@MainActor
public final class Simulator {
    /// The device simulated when a scene names none: today's phone, the 6.1-inch iPhone 16 (393x852
    /// points). Under a profile older than it, the newest phone of that profile is simulated instead
    /// (``defaultDevice(for:in:)``).
    public nonisolated static let defaultDevice = "iphone-16"

    /// Where notifications are posted (a center of this simulation's own).
    public let notificationCenter: NotificationCenter
    /// The window holding the text objects.
    public let window: Window
    /// The simulation's only clock: animations, timeouts and log times follow it.
    public let clock: Clock
    /// The event log.
    public let log: EventLog
    /// The devices, profiles and key planes.
    public let catalog: LayoutCatalog
    /// The system keyboard: its frame and notifications.
    public private(set) var keyboard: SystemKeyboard
    /// The session with the first responder, while a text object is first responder.
    public private(set) var session: TextInputSession?
    /// The attached hardware keyboard, if any.
    public private(set) var hardwareKeyboard: HardwareKeyboard?
    /// When the Command key went down with no other key since (for the key-commands overlay), if it is down.
    var commandHeldSince: Int?
    /// The keyboard's input mode (`en-US`, `ja-JP-romaji`, `ja-JP-kana`).
    public private(set) var inputMode = "en-US"
    /// The on-screen keyboard's planes and state, while a text object is first responder.
    var onScreenKeyboard: OnScreenKeyboard?
    /// The candidates picked in the Japanese input methods (learning), shared by all of this simulation's sessions.
    public let japaneseHistory = LearningHistory()
    /// Whether the Japanese input methods convert with the embedded dictionary even when the full one is installed.
    public var usesEmbeddedDictionary = false
    /// The general pasteboard's text (`UIPasteboard.general.string`), shared by the text objects: Copy and
    /// Cut put text here, Paste takes it. Setting it is what app code's `UIPasteboard.general.string = …`
    /// does (UIKitTextInput's `UIPasteboard` reads and writes it); it is not logged.
    public var pasteboard: String?
    /// The user's keyboard switches in Settings (Smart Punctuation, the "." shortcut); change them with
    /// ``setKeyboardSettings(smartPunctuation:periodShortcut:autoCorrection:textReplacements:inlinePredictions:)``, which logs the change.
    public internal(set) var keyboardSettings = KeyboardSettings()
    /// What the keyboard remembers between keystrokes for its own edits (the first tap of a double space).
    var punctuationState = PunctuationState()
    /// The inline prediction shown as marked text in a custom text view (iOS 17 and later), and its session.
    var inlinePrediction: (session: ObjectIdentifier, suffix: String)?
    /// The last autocorrection in a session (its word's range after the correction, the correction and the
    /// word as typed), for the iOS 17 underline's revert.
    var lastCorrection: (session: ObjectIdentifier, range: NSRange, correction: String, typed: String)?
    /// Where autocorrection's corrections come from while Settings › Auto-Correction is on: by default the
    /// keyboard language's dictionary (``DictionaryAutocorrector``); a test may put a list of its own.
    public var autocorrector: any Autocorrector = DictionaryAutocorrector()

    /// Whether the device was named (by `init`, a scene or an option) rather than taken by default.
    private var deviceNamed = false
    var fields: [String: UIResponder] = [:]
    var fieldOrder: [String] = []
    var delegates: [String: ScriptedDelegate] = [:]
    /// Whether dictation is under way with the keyboard's input mode `dictation` (iOS 15 and earlier).
    var isDictating = false
    /// The UIKit text objects a trace's `field` made (the window holds their responders, which hold them weakly).
    private var bridge: SinkBridge?

    /// Runs what the app queued for the next turn of its run loop, as iOS does between two events: called
    /// before each on-screen keyboard event and between the characters of a `type`. Nil (nothing runs) by
    /// default. On iOS each key arrives in its own run-loop turn, so code that moves the caret in a
    /// `DispatchQueue.main.async` block (a common formatter habit) has done so before the next key; a test
    /// of such code sets this to one pass of the main run loop, `{ _ = RunLoop.main.run(mode: .default,
    /// before: Date()) }`, in a test that runs alone on the main thread (XCTest, or a serialized Swift
    /// Testing run): a pass also runs any other main-actor work waiting, which parallel tests would share.
    public var runLoopTurn: (() -> Void)?

    /// Simulated time in milliseconds.
    public var now: Int { clock.now }

    /// Creates an empty simulation of `device` (default ``defaultDevice``) in `orientation` (default
    /// portrait) under `profile` (default: the catalog's default profile). Unknown names are refused with
    /// the list of valid ones.
    public init(device: String? = nil, orientation: String? = nil, profile: String? = nil) throws {
        catalog = try Self.bundledCatalog.get()
        clock = Clock()
        log = EventLog(clock: clock)
        notificationCenter = NotificationCenter()
        window = Window(notificationCenter: notificationCenter)
        keyboard = try Self.makeKeyboard(catalog: catalog, device: device,
                                         orientation: orientation.map(LayoutCatalog.orientation(named:)) ?? .portrait,
                                         profile: profile, center: notificationCenter, clock: clock, log: log)
        deviceNamed = device != nil
        let bridge = SinkBridge(log: log)
        self.bridge = bridge
        bridge.simulator = self
        window.eventSink = bridge
        window.simulator = self
    }

    private static let bundledCatalog = Result { try LayoutCatalog.bundled() }

    /// The device simulated when none is named, under `profile`: ``defaultDevice`` where the profile has
    /// it, else the phone introduced last among those the profile has (the newest phone of that era; of
    /// phones introduced together, the first in `devices.json`).
    public nonisolated static func defaultDevice(for profile: SystemProfile, in catalog: LayoutCatalog) throws -> Device {
        let preferred = try catalog.device(named: defaultDevice)
        if catalog.isAvailable(preferred, in: profile) { return preferred }
        let order = catalog.profiles.map(\.name)
        let phones = catalog.devices.filter { $0.idiom == .phone && catalog.isAvailable($0, in: profile) }
        guard let newest = phones.max(by: { (order.firstIndex(of: $0.introducedIn) ?? order.count)
                                            < (order.firstIndex(of: $1.introducedIn) ?? order.count) }) else {
            throw LayoutError.deviceNotInProfile(device: defaultDevice, profile: profile.name,
                                                 firstProfile: preferred.introducedIn)
        }
        return newest
    }

    /// The keyboard for a device (nil: the default device for the profile) and profile (nil: the
    /// catalog's default). A named device the profile predates is refused (``LayoutError/deviceNotInProfile(device:profile:firstProfile:)``).
    private static func makeKeyboard(catalog: LayoutCatalog, device: String?, orientation: InterfaceOrientation,
                                     profile: String?, center: NotificationCenter, clock: Clock,
                                     log: EventLog) throws -> SystemKeyboard {
        let profile = try profile.map(catalog.profile(named:)) ?? catalog.defaultProfile
        let device = try device.map(catalog.device(named:)) ?? defaultDevice(for: profile, in: catalog)
        try catalog.checkAvailability(of: device, in: profile)
        return SystemKeyboard(device: device, orientation: orientation, profile: profile,
                              catalog: catalog, center: center, clock: clock, log: log)
    }

    /// Sets the device, orientation and profile. The device and profile can change only while the keyboard
    /// is hidden; the orientation changes as a rotation would. A device the profile predates is refused
    /// with the first profile that has it; while no device was ever named, a new profile brings the default
    /// device for that profile (``defaultDevice(for:in:)``).
    public func setScene(device: String?, orientation: String?, profile: String?) throws {
        var fields: [(String, LogValue)] = []
        if let device { fields.append(("device", .string(device))) }
        if let orientation {
            // Records spell orientations with UIKit's constant names; traces may use the short ones.
            fields.append(("orientation", .string(InterfaceOrientation(name: orientation)?.uikitName ?? orientation)))
        }
        if let profile { fields.append(("profile", .string(profile))) }
        log.record(.input, "scene", fields)
        if device != nil || profile != nil {
            guard keyboard.placement == .hidden, keyboard.owner == nil else {
                throw SimulatorError.unsupported("the device and profile can change only while the keyboard is hidden")
            }
            let named = device ?? (deviceNamed ? keyboard.device.name : nil)
            keyboard = try Self.makeKeyboard(catalog: catalog, device: named,
                                             orientation: keyboard.orientation,
                                             profile: profile ?? keyboard.profile.name,
                                             center: notificationCenter, clock: clock, log: log)
            if device != nil { deviceNamed = true }
        }
        if let orientation { try rotate(to: orientation) }
    }

    /// Rotates the interface (the keyboard hides and shows again in the new orientation).
    public func rotate(to orientation: String) throws {
        keyboard.rotate(to: try LayoutCatalog.orientation(named: orientation))
    }

    // MARK: Scene

    /// Adds a text object described by `spec`; its delegate answers as `spec.delegate` says. A text field is
    /// a ``UITextField`` and a text view a ``UITextView``, the same objects a Swift test makes: the trace sets
    /// their UIKit properties (traits, `isEnabled`, `isEditable`, `isHidden`, input and accessory views, the
    /// clear button, a "Did End on Exit" action) and the simulation reads them back from there. Returns the
    /// responder the window holds for it.
    @discardableResult
    public func addField(_ spec: FieldSpec) -> UIResponder {
        let frame = spec.frame ?? CGRect(x: 20, y: 80 + 50 * CGFloat(fieldOrder.count), width: 280,
                                         height: spec.kind == .textView ? 120 : 31)
        let responder: UIResponder & InputViewsSettable
        let delegate = ScriptedDelegate(behavior: spec.delegate)
        switch spec.kind {
        case .textField:
            let f = UITextField(frame: frame)
            f.text = spec.text
            TraitMapping.apply(spec.traits, to: f)
            f.clearsOnBeginEditing = spec.clearsOnBeginEditing
            f.clearButtonMode = spec.clearButtonMode
            // The app handles "Did End on Exit" (an action for it), so Return ends editing.
            if spec.endsEditingOnReturn { f.addAction(UIAction { _ in }, for: .editingDidEndOnExit) }
            f.isEnabled = spec.isEnabled
            f.clearsOnInsertion = spec.clearsOnInsertion
            f.delegate = delegate
            responder = f
        case .textView:
            let v = UITextView(frame: frame)
            v.text = spec.text
            TraitMapping.apply(spec.traits, to: v)
            v.isEditable = spec.isEditable
            v.clearsOnInsertion = spec.clearsOnInsertion
            v.delegate = delegate
            responder = v
        case .keyInput:
            responder = KeyInputView(text: spec.text, frame: frame, traits: spec.traits)
        case .webField:
            responder = WebInputElement(attributes: spec.html, text: spec.text, frame: frame)
        }
        // A web view shows its form-navigation bar (previous, next, Done) above the iPhone keyboard; on iPad
        // those buttons sit in the shortcuts bar instead.
        let accessory = spec.kind == .webField && keyboard.device.idiom == .phone ? spec.accessory ?? Self.formAccessory : spec.accessory
        responder.inputAccessoryView = UIResponder.view(for: accessory)
        responder.inputView = UIResponder.view(for: spec.inputView)
        (responder as? UIView)?.isHidden = spec.isHidden
        if spec.inputAssistantItemIsEmpty { responder.setInputAssistantItemEmpty(true) }
        if let old = fields[spec.id] {
            window.remove(old)
            ViewRegistry.shared.unregister(ObjectIdentifier(old))
        } else {
            fieldOrder.append(spec.id)
        }
        attach(responder, named: spec.id)
        fields[spec.id] = responder
        delegates[spec.id] = delegate
        window.add(responder)
        return responder
    }

    /// The text object named `id`: the ``UITextField`` or ``UITextView`` a trace's `field` made (or the
    /// view standing for a key-input view or a web form field), or the UIKit responder added with
    /// ``add(_:named:)-(UIResponder,_)``; nil for an unknown name.
    public func textObject(named id: String) -> UIResponder? { fields[id] }

    /// The text object named `id`.
    public func field(named id: String) -> UIResponder? { fields[id] }

    /// The form accessory a web view puts above the iPhone keyboard for a focused form field (WebKit's
    /// `WKFormAccessoryView`: previous, next, Done).
    public static let formAccessory = InputViewDescription(name: "WKFormAccessoryView", height: 44)

    /// The app removes the text object named `id` from the window. If it is first responder its editing
    /// ends by force (`…DidEndEditing:` is sent even where `…ShouldEndEditing:` would refuse; UITextField.h:
    /// "may be called if forced even if shouldEndEditing returns NO (e.g. view removed from window)") and
    /// the keyboard goes down. Throws for an unknown name.
    public func removeField(_ id: String) throws {
        guard fields[id] != nil else { throw SimulatorError.unknownField(id, known: fieldOrder) }
        log.record(.input, "remove", [("field", .string(id))])
        remove(id)
    }

    /// The names of the text objects, in the order they were added.
    public var fieldNames: [String] { fieldOrder }

    /// The text of a text object (nil for an unknown name).
    public func text(of id: String) -> String? {
        switch fields[id] {
        case let v as any TextEditorHost: return v.editor.text
        case let k as KeyInputView: return k.text
        case let t as any UITextInput: return Self.wholeText(of: t)
        default: return nil
        }
    }

    // MARK: Time

    /// Lets every pending animation end (the clock moves on to the last deadline).
    public func settle() {
        clock.runUntilIdle()
    }

    /// Moves simulated time on to `ms` (never back): pending animations end and their did- notifications
    /// are posted; the input method's timeouts run.
    public func advance(to ms: Int) {
        guard ms > now else { return }
        clock.advance(to: ms)
        if let session { session.inputMethod.advance(toMilliseconds: ms, in: session) }
    }

    // MARK: Focus

    /// A tap on a text object: it is asked to become first responder. Throws for an unknown name.
    public func focus(_ id: String) throws {
        guard let r = fields[id] else { throw SimulatorError.unknownField(id, known: fieldOrder) }
        if window.firstResponder !== r { session?.end() }
        r.becomeFirstResponder()
    }

    /// The named object, or the first responder when `id` is nil; throws for an unknown name.
    func responderOrFirst(_ id: String?) throws -> UIResponder? {
        guard let id else { return window.firstResponder }
        guard let r = fields[id] else { throw SimulatorError.unknownField(id, known: fieldOrder) }
        return r
    }

    /// The first responder (or the named object) resigns.
    public func resign(_ id: String? = nil) throws {
        guard let target = try responderOrFirst(id) else {
            log.record(.state, "refused", [("request", .string("resignFirstResponder")), ("object", .null),
                                           ("reason", .string("no first responder"))])
            return
        }
        if target.isFirstResponder {
            target.resignFirstResponder()
        } else {
            window.resignFirstResponder(target, force: false)  // refused and logged: it is not first responder
        }
    }

    /// A responder in this simulation is about to become first responder or resign: the session with the
    /// current first responder ends first (marked text is committed).
    func firstResponderWillChange() {
        session?.end()
    }

    /// The window ends editing (`endEditing:`).
    public func endEditing(force: Bool) {
        session?.end()
        window.endEditing(force: force)
    }

    /// The user selects `range` in the first responder (or the named object) with a tap or a drag.
    public func select(_ range: NSRange, in id: String? = nil) throws {
        let target = try responderOrFirst(id)
        guard let view = target as? any TextEditorHost else {
            guard let client = target as? any UITextInput else { throw SimulatorError.notSelectable(id ?? "first responder") }
            return try select(range, inClient: client)
        }
        let editor = view.editor
        guard range.location >= 0, range.length >= 0, range.location + range.length <= editor.length else {
            throw SimulatorError.rangeOutsideText(range, length: editor.length)
        }
        session?.inputMethod.resetComposition()
        editor.userSelect(range)
        updateAutoShift()
    }

    // MARK: Keys

    /// A key action from any keyboard, for the first responder. Without a session it has no effect (logged).
    public func handle(_ action: KeyAction) {
        guard let session else {
            log.record(.state, "refused", [("request", .string(action.description)), ("object", .null),
                                           ("reason", .string("no first responder"))])
            return
        }
        if case .keyCommand(let input, let modifiers) = action {
            performKeyCommand(input: input, modifiers: modifiers, in: session)
            return
        }
        handle(action, in: session, fromSpaceBar: false)
    }

    /// The layouts whose xkeyboard-config `mac` variant is the Macintosh layout of the same language (from
    /// xkeyboard-config's evdev.lst; `jp(mac)` is left out: it is `jp(kana)`).
    static let macVariantLayouts: Set<String> = ["us", "gb", "de", "at", "fr", "es", "it", "pt", "nl", "se", "no",
                                                 "dk", "fi", "is", "ru", "ara"]

    /// Attaches a hardware keyboard with an XKB layout (or detaches it with nil). The software keyboard
    /// goes off screen while one is attached, keeping an accessory view.
    ///
    /// With no variant named, the layout's Macintosh variant is used where xkeyboard-config has one (`us(mac)`,
    /// `de(mac)`, `fr(mac)` …), since an iPad's hardware keyboard types as a Mac's does: its Option layer
    /// (Right Alt here: Option+g is ©, Option+e then e is é) rather than XKB's AltGr layer; the log's
    /// `hardwareLayout` record names the variant used. An empty variant (`""`) asks for XKB's own layout.
    /// Not for `jp`, whose `mac` variant is the kana layout (an iPad's JIS keyboard types letters for romaji).
    public func setHardwareKeyboard(_ spec: HardwareSpec?) throws {
        guard let spec else {
            hardwareKeyboard = nil
            keyboard.setHardwareKeyboardAttached(false)
            return
        }
        func names(_ variant: String) -> KeymapNames {
            KeymapNames(model: spec.model ?? "pc105", layout: spec.layout, variant: variant, options: spec.options ?? "")
        }
        var variant = spec.variant ?? ""
        if spec.variant == nil, Self.macVariantLayouts.contains(spec.layout), let mac = try? HardwareKeyboard(names: names("mac")) {
            hardwareKeyboard = mac
            variant = "mac"
        } else {
            hardwareKeyboard = try HardwareKeyboard(names: names(variant))
        }
        log.record(.input, "hardwareLayout", [("layout", .string(spec.layout)), ("variant", .string(variant)),
                                              ("options", .string(spec.options ?? ""))])
        keyboard.setHardwareKeyboardAttached(true)
    }

    /// A hardware key event: libxkbcommon turns it into text or an action for the first responder.
    public func hardwareKey(_ code: EvdevKeyCode, state: HardwareKeyState) throws {
        guard let keyboard = hardwareKeyboard else { throw SimulatorError.noHardwareKeyboard }
        let result = keyboard.handle(HardwareKeyEvent(code: code, state: state, milliseconds: Double(now)))
        noteCommandKey(code, state: state)
        if let first = window.firstResponder, first.consumeHardwareKey(result) {
            log.record(.state, "keyConsumed", [("object", .string(first.identifier)), ("key", .string(code.description)),
                                               ("state", .string(state.description))])
            return
        }
        guard let action = result.action, !result.ignored else { return }
        handle(action)
    }

    /// Switches the input mode (the globe key). The keyboard's height may change (a Japanese keyboard has
    /// a candidate row), which posts the frame-change notifications. Throws for an unknown mode.
    public func setInputMode(_ mode: String) throws {
        guard Self.inputModes.contains(mode) else { throw SimulatorError.unknownInputMode(mode, known: Self.inputModes) }
        inputMode = mode
        log.record(.input, "inputMode", [("mode", .string(mode))])
        session?.switchInputMethod(to: makeInputMethod())
        updateAutoShift()
        if let first = window.firstResponder, let request = keyboardRequest(for: first) {
            keyboard.reloadInputViews(request)
        }
        inputModeDidChange?(mode)
    }

    /// Called after the input mode changed, with the new mode (not logged: the `input inputMode` record
    /// says it). UIKit's side posts `UITextInputCurrentInputModeDidChangeNotification` from here.
    public var inputModeDidChange: ((String) -> Void)?

    /// The input modes the simulator offers.
    public static let inputModes = ["en-US", "ja-JP-romaji", "ja-JP-kana", "emoji"]

    /// The final text of every text object, in the order they were added.
    public var finalTexts: [(field: String, text: String)] {
        fieldOrder.map { ($0, text(of: $0) ?? "") }
    }

    // MARK: Internals

    func makeInputMethod() -> any InputMethod {
        makeJapaneseInputMethod(inputMode) ?? DirectInput(identifier: inputMode)
    }

    /// What the first responder asks of the keyboard, or nil for a responder the keyboard does not serve.
    func keyboardRequest(for responder: UIResponder) -> KeyboardRequest? {
        let inputView = responder.inputViewDescription
        guard responder.isTextResponder || inputView != nil else { return nil }
        let traits = (responder as? any UIKeyInput)?.textInputTraits ?? TextInputTraits()
        return KeyboardRequest(owner: responder.identifier, traits: traits,
                               inputViewHeight: inputView.map { Double($0.height) },
                               accessoryHeight: Double(responder.inputAccessoryViewDescription?.height ?? 0),
                               japanese: inputMode.hasPrefix("ja") && responder is any UITextInput,
                               emoji: inputMode == "emoji",
                               hidesShortcutsBar: responder.hasEmptyInputAssistantItem && traits.autocorrectionType == .no,
                               returnKeyEnabled: (responder as? any UIKeyInput)?.isReturnKeyEnabled ?? true)
    }

    fileprivate func firstResponderChanged(from old: UIResponder?, to new: UIResponder?) {
        log.record(.state, "firstResponder", [("from", old.map { .string($0.identifier) } ?? .null),
                                              ("to", new.map { .string($0.identifier) } ?? .null)])
        session?.detach()
        session = nil
        onScreenKeyboard = (new as? any UIKeyInput).flatMap {
            OnScreenKeyboard(catalog: catalog, type: $0.textInputTraits.keyboardType, device: keyboard.device)
        }
        defer { updateAutoShift() }  // once the keyboard is up for the new first responder
        if let new, let request = keyboardRequest(for: new) {
            keyboard.textResponderBecameFirst(request)
        } else {
            keyboard.noTextResponder()
        }
        guard let new, new.isTextResponder, let client = new as? any UIKeyInput else { return }
        let s = TextInputSession(client: client, inputMethod: makeInputMethod())
        let id = new.identifier
        // The log, not the simulator: no weak reference to load on every call.
        s.onCall = { [log] call in
            log.record(call, object: id)
        }
        s.onInputDelegateMessage = { [log] selector in
            log.record(.inputDelegate, selector, object: id)
        }
        s.onViolation = { [weak self] message in
            self?.log.record(.state, "violation", [("object", .string(id)), ("message", .string(message))])
        }
        session = s
    }

    fileprivate func inputViewsReloaded(for responder: UIResponder) {
        // The keyboard follows the responder's traits as they are now (a keyboard type the app changed).
        if let keyInput = responder as? any UIKeyInput {
            onScreenKeyboard = OnScreenKeyboard(catalog: catalog, type: keyInput.textInputTraits.keyboardType, device: keyboard.device)
        }
        if let request = keyboardRequest(for: responder) { keyboard.reloadInputViews(request) }
        updateAutoShift()
    }
}

/// Forwards the window's reports to the simulator (kept apart so the window holds it weakly).
private final class SinkBridge: ResponderEventSink {
    weak var simulator: Simulator?
    /// The simulator's log, held directly so that delegate messages and notifications are logged without
    /// loading the weak reference to the simulator (the log refers to nothing that refers back).
    let log: EventLog

    init(log: EventLog) {
        self.log = log
    }

    /// A message is logged as `delegate` when sent; a `should…` message's answer follows as `delegateResult`.
    func responder(_ responder: UIResponder, sentDelegateMessage selector: String, result: Bool?) {
        if let result {
            log.record(.delegateResult, selector, object: responder.identifier, result: result)
        } else {
            log.record(.delegate, selector, object: responder.identifier)
        }
    }

    /// Smart insert and delete exist from iOS 11 (Apple's `smartInsertDeleteType` reference).
    func smartInsertDeleteExists() -> Bool {
        (simulator?.keyboard.profile.release.major ?? 0) >= 11
    }

    /// Losing focus accepts the keyboard's pending correction (system-edits.md F1.5, F1.6).
    func firstResponderWillResign(_ responder: UIResponder) {
        simulator?.acceptPendingCorrection(of: responder)
    }

    /// `textFieldDidChangeSelection:` exists from iOS 13 (the profile says).
    func systemSends(_ selector: String) -> Bool {
        guard selector == "textFieldDidChangeSelection:", let simulator else { return true }
        return simulator.keyboard.profile.textFieldDidChangeSelection
    }

    func responder(_ responder: UIResponder, sentDelegateMessage selector: String, arguments: [(String, LogValue)], result: Bool?) {
        var fields: [(String, LogValue)] = [("object", .string(responder.identifier))]
        fields += arguments
        if let result { fields.append(("result", .bool(result))) }
        log.record(result == nil ? .delegate : .delegateResult, selector, fields)
    }

    func responder(_ responder: UIResponder, posted notification: String) {
        log.record(.notification, notification, object: responder.identifier)
    }

    func firstResponderDidChange(from old: UIResponder?, to new: UIResponder?) {
        simulator?.firstResponderChanged(from: old, to: new)
    }

    func inputViewsDidReload(for responder: UIResponder) {
        simulator?.inputViewsReloaded(for: responder)
    }

    func responder(_ responder: UIResponder?, refused request: String, reason: String) {
        simulator?.log.record(.state, "refused", [("request", .string(request)),
                                              ("object", responder.map { .string($0.identifier) } ?? .null),
                                              ("reason", .string(reason))])
    }
}
