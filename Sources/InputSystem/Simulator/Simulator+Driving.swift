import Foundation

/// The keyboard's input modes, by name (the globe key's choices in the simulator).
public enum InputMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The English (US) QWERTY keyboard, direct input.
    case english = "en-US"
    /// The Japanese romaji keyboard: QWERTY keys compose kana, converted to kanji.
    case japaneseRomaji = "ja-JP-romaji"
    /// The Japanese 12-key kana keyboard, tapped or flicked.
    case japaneseKana = "ja-JP-kana"
    /// The emoji keyboard: each key types its emoji.
    case emoji

    /// The mode's name in traces and logs (`en-US`, `ja-JP-romaji`, `ja-JP-kana`, `emoji`).
    public var description: String { rawValue }
}

/// A key of the on-screen keyboard, by what it is (the trace's `tap` event names the same keys).
public enum OnScreenKey: Hashable, Sendable, CustomStringConvertible {
    /// A key by its label: a letter, digit or symbol of the current plane, or a kana key of the 12-key
    /// keyboard (`"あ"`).
    case character(String)
    /// Shift.
    case shift
    /// Delete (backspace).
    case delete
    /// Return.
    case `return`
    /// The space bar.
    case space
    /// The globe (next keyboard) key.
    case globe
    /// The plane switch (`123`, `ABC`, `#+=`: whichever the current plane shows).
    case more
    /// The iPad keyboard's dismiss key.
    case dismiss
    /// The 12-key kana keyboard's ゛゜小 key (voicing marks and small kana).
    case kanaModifier
    /// The 12-key kana keyboard's undo (reverse cycle) key.
    case kanaUndo
    /// The 12-key kana keyboard's → key (ends a cycle, or moves the caret).
    case kanaAdvance

    /// The key's name in a trace's `tap` event.
    public var traceName: String {
        switch self {
        case .character(let label): return label
        case .shift: return "shift"
        case .delete: return "delete"
        case .return: return "return"
        case .space: return "space"
        case .globe: return "globe"
        case .more: return "more"
        case .dismiss: return "dismiss"
        case .kanaModifier: return "゛゜小"
        case .kanaUndo: return "undo"
        case .kanaAdvance: return "→"
        }
    }

    /// The same as ``traceName``.
    public var description: String { traceName }
}

/// A hardware key's state change, as the trace's `key` event gives it.
public typealias HardwareKeyTransition = HardwareKeyState

/// Driving a simulation from Swift, in the style of a widget tester: each call does exactly what the
/// trace event of the same name does (the same code path, so the same log), and none moves simulated time
/// except ``type(_:)``, whose taps are ``typingInterval`` apart as a trace's `type` event's are. Use
/// ``advance(by:)`` between calls to pace them, ``settle()`` to let animations end.
extension Simulator {
    /// Types `text` with the taps the current keyboard needs (plane switches and Shift included), one tap
    /// ``typingInterval`` ms after the other: the trace's `type` event.
    public func type(_ text: String) throws {
        try perform(.type(text: text))
    }

    /// Taps one on-screen key: the trace's `tap` event.
    public func tap(key: OnScreenKey) throws {
        try perform(.tap(key: key.traceName))
    }

    /// Flicks a 12-key kana key (`"か"`) in a direction: the trace's `flick` event. Throws unless the kana
    /// keyboard is up.
    public func flick(_ key: Character, _ direction: FlickDirection) throws {
        try perform(.flick(key: String(key), direction: direction.rawValue))
    }

    /// Switches the input mode (the globe key's menu): the trace's `inputMode` event.
    public func setInputMode(_ mode: InputMode) throws {
        try setInputMode(mode.rawValue)
    }

    /// The current input mode as a typed value (nil for a mode the enum does not name).
    public var currentInputMode: InputMode? { InputMode(rawValue: inputMode) }

    /// Picks the candidate at `index` (0-based) of the candidate bar: the trace's `candidate` event.
    public func pickCandidate(at index: Int) throws {
        try perform(.candidate(index: index))
    }

    /// The candidates the candidate bar shows now (empty without a session or a composition).
    public var candidates: [String] {
        session?.inputMethod.candidates ?? []
    }

    /// Rotates the interface: the trace's `rotate` event.
    public func rotate(to orientation: InterfaceOrientation) throws {
        try perform(.rotate(to: orientation.name))
    }

    /// Attaches a hardware keyboard with an XKB layout (`"us"`, `"jp"`, …): the trace's `hardware` event.
    public func attachHardwareKeyboard(layout: String, variant: String? = nil, options: String? = nil) throws {
        try setHardwareKeyboard(HardwareSpec(layout: layout, variant: variant, options: options))
    }

    /// Detaches the hardware keyboard: the trace's `hardware` event with no layout.
    public func detachHardwareKeyboard() throws {
        try setHardwareKeyboard(nil)
    }

    /// One hardware key event: the trace's `key` event.
    public func hardwareKey(_ code: EvdevKeyCode, _ transition: HardwareKeyTransition) throws {
        try hardwareKey(code, state: transition)
    }

    /// Presses and releases a hardware key with `modifiers` held: each modifier goes down, the key goes
    /// down and up, the modifiers go up in reverse order — the `key` events a trace would list.
    public func pressHardwareKey(_ code: EvdevKeyCode, modifiers: [EvdevKeyCode] = []) throws {
        for m in modifiers { try hardwareKey(m, state: .down) }
        try hardwareKey(code, state: .down)
        try hardwareKey(code, state: .up)
        for m in modifiers.reversed() { try hardwareKey(m, state: .up) }
    }

    /// A tap on the text object named `id`, which asks it to become first responder: the trace's
    /// `focus` event (the same as ``focus(_:)``).
    public func tap(field id: String) throws {
        try focus(id)
    }

    /// Lets `ms` milliseconds of simulated time pass: the trace's `wait` event.
    public func advance(by ms: Int) {
        advance(to: now + max(0, ms))
    }
}
