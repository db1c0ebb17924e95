import Foundation

/// A simulated screen: a window of text objects, first-responder switching, the text input session
/// with its input method, a hardware keyboard, one clock, and the event log.
///
/// Single-threaded by design: one simulator belongs to one task; parallel replays use one simulator each.
public final class Simulator {
    /// Where notifications are posted (a center of this simulation's own).
    public let notificationCenter: NotificationCenter
    /// The window holding the text objects.
    public let window: Window
    /// The event log.
    public let log: EventLog
    /// Simulated time in milliseconds.
    public private(set) var now = 0
    /// The session with the first responder, while a text object is first responder.
    public private(set) var session: TextInputSession?
    /// The attached hardware keyboard, if any.
    public private(set) var hardwareKeyboard: HardwareKeyboard?
    /// The keyboard's input mode (`en-US`, `ja-JP-romaji`, `ja-JP-kana`).
    public private(set) var inputMode = "en-US"
    /// The candidates picked in the Japanese input methods (learning), shared by all of this simulation's sessions.
    public let japaneseHistory = LearningHistory()
    /// Whether the Japanese input methods convert with the embedded dictionary even when the full one is installed.
    public var usesEmbeddedDictionary = false

    private var fields: [String: Responder] = [:]
    private var fieldOrder: [String] = []
    private var delegates: [String: ScriptedDelegate] = [:]
    private var bridge: SinkBridge?

    /// Creates an empty simulation logging to `log`.
    public init(log: EventLog = EventLog()) {
        self.notificationCenter = NotificationCenter()
        self.window = Window(notificationCenter: notificationCenter)
        self.log = log
        let bridge = SinkBridge()
        self.bridge = bridge
        bridge.simulator = self
        window.eventSink = bridge
    }

    // MARK: Scene

    /// Adds a text object described by `spec`; its delegate answers as `spec.delegate` says.
    @discardableResult
    public func addField(_ spec: FieldSpec) -> Responder {
        let frame = spec.frame ?? CGRect(x: 20, y: 80 + 50 * CGFloat(fieldOrder.count), width: 280,
                                         height: spec.kind == .textView ? 120 : 31)
        let responder: Responder
        let delegate = ScriptedDelegate(behavior: spec.delegate)
        switch spec.kind {
        case .textField:
            let f = TextField(identifier: spec.id, text: spec.text, frame: frame, traits: spec.traits)
            f.clearsOnBeginEditing = spec.clearsOnBeginEditing
            f.delegate = delegate
            responder = f
        case .textView:
            let v = TextView(identifier: spec.id, text: spec.text, frame: frame, traits: spec.traits)
            v.delegate = delegate
            responder = v
        case .keyInput:
            responder = KeyInputView(identifier: spec.id, text: spec.text, frame: frame, traits: spec.traits)
        }
        responder.inputAccessoryView = spec.accessory
        responder.inputView = spec.inputView
        if let old = fields[spec.id] { window.remove(old) } else { fieldOrder.append(spec.id) }
        fields[spec.id] = responder
        delegates[spec.id] = delegate
        window.add(responder)
        return responder
    }

    /// The text object named `id`.
    public func field(named id: String) -> Responder? { fields[id] }

    /// The names of the text objects, in the order they were added.
    public var fieldNames: [String] { fieldOrder }

    /// The text of a text object (nil for an unknown name).
    public func text(of id: String) -> String? {
        switch fields[id] {
        case let v as TextEditingView: return v.text
        case let k as KeyInputView: return k.text
        default: return nil
        }
    }

    // MARK: Time

    /// Moves simulated time on to `ms` (never back).
    public func advance(to ms: Int) {
        guard ms > now else { return }
        now = ms
        if let session { session.inputMethod.advance(toMilliseconds: ms, in: session) }
    }

    // MARK: Focus

    /// A tap on a text object: it is asked to become first responder. Throws for an unknown name.
    public func focus(_ id: String) throws {
        guard let r = fields[id] else { throw SimulatorError.unknownField(id, known: fieldOrder) }
        if window.firstResponder !== r { session?.end() }
        r.becomeFirstResponder()
    }

    /// The first responder (or the named object) resigns.
    public func resign(_ id: String? = nil) throws {
        let target: Responder?
        if let id {
            guard let r = fields[id] else { throw SimulatorError.unknownField(id, known: fieldOrder) }
            target = r
        } else {
            target = window.firstResponder
        }
        guard let target else {
            log.append(LogRecord(time: now, kind: "refused", [("request", .string("resignFirstResponder")),
                                                               ("object", .null), ("reason", .string("no first responder"))]))
            return
        }
        if target.isFirstResponder { session?.end() }
        target.resignFirstResponder()
    }

    /// The window ends editing (`endEditing:`).
    public func endEditing(force: Bool) {
        session?.end()
        window.endEditing(force: force)
    }

    /// The user selects `range` in the first responder (or the named object) with a tap or a drag.
    public func select(_ range: NSRange, in id: String? = nil) throws {
        let target: Responder?
        if let id {
            guard let r = fields[id] else { throw SimulatorError.unknownField(id, known: fieldOrder) }
            target = r
        } else {
            target = window.firstResponder
        }
        guard let view = target as? TextEditingView else { throw SimulatorError.notSelectable(id ?? "first responder") }
        guard range.location >= 0, range.length >= 0, range.location + range.length <= view.length else {
            throw SimulatorError.rangeOutsideText(range, length: view.length)
        }
        session?.inputMethod.resetComposition()
        view.userSelect(range)
    }

    // MARK: Keys

    /// A key action from any keyboard, for the first responder. Without a session it has no effect (logged).
    public func handle(_ action: KeyAction) {
        guard let session else {
            log.append(LogRecord(time: now, kind: "refused", [("request", .string(action.description)),
                                                               ("object", .null), ("reason", .string("no first responder"))]))
            return
        }
        session.handle(action)
    }

    /// Attaches a hardware keyboard with an XKB layout (or detaches it with nil).
    public func setHardwareKeyboard(_ spec: HardwareSpec?) throws {
        guard let spec else {
            hardwareKeyboard = nil
            log.append(LogRecord(time: now, kind: "hardwareKeyboard", [("attached", .bool(false))]))
            return
        }
        let names = KeymapNames(model: spec.model ?? "pc105", layout: spec.layout, variant: spec.variant ?? "",
                                options: spec.options ?? "")
        hardwareKeyboard = try HardwareKeyboard(names: names)
        log.append(LogRecord(time: now, kind: "hardwareKeyboard", [("attached", .bool(true)), ("layout", .string(spec.layout)),
                                                                   ("variant", .string(spec.variant ?? "")),
                                                                   ("options", .string(spec.options ?? ""))]))
    }

    /// A hardware key event: libxkbcommon turns it into text or an action for the first responder.
    public func hardwareKey(_ code: EvdevKeyCode, state: HardwareKeyState) throws {
        guard let keyboard = hardwareKeyboard else { throw SimulatorError.noHardwareKeyboard }
        let result = keyboard.handle(HardwareKeyEvent(code: code, state: state, milliseconds: Double(now)))
        guard let action = result.action, !result.ignored else { return }
        handle(action)
    }

    /// Switches the input mode. Throws for a mode the simulator does not know.
    public func setInputMode(_ mode: String) throws {
        guard Self.inputModes.contains(mode) else { throw SimulatorError.unknownInputMode(mode, known: Self.inputModes) }
        inputMode = mode
        session?.switchInputMethod(to: makeInputMethod())
    }

    /// The input modes the simulator offers.
    public static let inputModes = ["en-US", "ja-JP-romaji", "ja-JP-kana"]

    /// Appends a `final` record with the text of every text object, in the order they were added.
    public func logFinalTexts() {
        for id in fieldOrder {
            log.append(LogRecord(time: now, kind: "final", [("field", .string(id)), ("text", .string(text(of: id) ?? ""))]))
        }
    }

    // MARK: Internals

    func makeInputMethod() -> any InputMethod {
        makeJapaneseInputMethod(inputMode) ?? DirectInput(identifier: inputMode)
    }

    fileprivate func firstResponderChanged(from old: Responder?, to new: Responder?) {
        log.append(LogRecord(time: now, kind: "firstResponder", [("from", old.map { .string($0.identifier) } ?? .null),
                                                                 ("to", new.map { .string($0.identifier) } ?? .null)]))
        session = nil
        guard let new, new.isTextResponder, let client = new as? any KeyInput else { return }
        let s = TextInputSession(client: client, inputMethod: makeInputMethod())
        let id = new.identifier
        s.onCall = { [weak self] call in
            guard let self else { return }
            var fields: [(String, LogValue)] = [("selector", .string(call.selector)), ("object", .string(id))]
            for (name, value) in call.arguments {
                switch value {
                case .string(let v): fields.append((name, .string(v)))
                case .int(let v): fields.append((name, .int(v)))
                case .range(let r): fields.append((name, .range(r)))
                case .null: fields.append((name, .null))
                }
            }
            self.log.append(LogRecord(time: self.now, kind: "call", fields))
        }
        s.onViolation = { [weak self] message in
            guard let self else { return }
            self.log.append(LogRecord(time: self.now, kind: "violation", [("object", .string(id)), ("message", .string(message))]))
        }
        session = s
    }

    fileprivate func record(_ kind: String, _ fields: [(String, LogValue)]) {
        log.append(LogRecord(time: now, kind: kind, fields))
    }
}

/// Forwards the window's reports to the simulator (kept apart so the window holds it weakly).
private final class SinkBridge: ResponderEventSink {
    weak var simulator: Simulator?

    func responder(_ responder: Responder, sentDelegateMessage selector: String, result: Bool?) {
        var fields: [(String, LogValue)] = [("selector", .string(selector)), ("object", .string(responder.identifier))]
        if let result { fields.append(("result", .bool(result))) }
        simulator?.record("delegate", fields)
    }

    func responder(_ responder: Responder, posted notification: String) {
        simulator?.record("notification", [("name", .string(notification)), ("object", .string(responder.identifier))])
    }

    func firstResponderDidChange(from old: Responder?, to new: Responder?) {
        simulator?.firstResponderChanged(from: old, to: new)
    }

    func inputViewsDidReload(for responder: Responder) {
        simulator?.record("reloadInputViews", [("object", .string(responder.identifier))])
    }

    func responder(_ responder: Responder?, refused request: String, reason: String) {
        simulator?.record("refused", [("request", .string(request)),
                                      ("object", responder.map { .string($0.identifier) } ?? .null),
                                      ("reason", .string(reason))])
    }
}
