import CXKBCommon

/// A hardware keyboard on libxkbcommon: a keymap from RMLVO names, the key state it keeps (modifiers,
/// Caps Lock, AltGr, layout groups), and a compose state for dead keys and Multi_key sequences.
///
/// Each key event gives a ``HardwareKeyResult``: the keysym and the UTF-8 text libxkbcommon produces, and
/// the ``KeyAction`` the key means to the input system. The recipe is the one libxkbcommon documents
/// for clients: on a press, read the keysym and text with the state as it was, feed the keysym to the
/// compose state, then update the key state; on a release, only update the state. Repeats of keys that
/// the keymap says do not repeat (modifiers) are ignored.
public final class HardwareKeyboard {
    /// The keymap.
    public let keymap: XKBKeymap
    /// The compose table, or nil when dead keys and Multi_key sequences are not composed.
    public let composeTable: ComposeTable?
    private let state: OpaquePointer
    private let composeState: OpaquePointer?
    private let modifierMasks: [(mask: xkb_mod_mask_t, flag: KeyModifierFlags)]
    // Mutable per-key data lives in storage the keyboard owns rather than in `var` properties, which
    // would pay for Swift's dynamic exclusivity checks on every key (measured by HardwareBenchmarks).
    private static let pressedWords = 12 // 768 bits: every evdev key code up to KEY_MAX
    private let pressed: UnsafeMutablePointer<UInt64>
    private let cache: UnsafeMutablePointer<(modifiers: KeyModifierFlags, layoutIndex: Int)>

    /// Creates a keyboard with its own keymap for `names` and the compose table of `composeLocale`
    /// (nil for no compose).
    public convenience init(names: KeymapNames = KeymapNames(),
                            composeLocale: String? = ComposeTable.defaultLocale) throws {
        let keymap = try XKBKeymap(names: names)
        let compose = try composeLocale.map { try ComposeTable(locale: $0) }
        self.init(keymap: keymap, composeTable: compose)
    }

    /// Creates a keyboard over a keymap and an optional compose table, all keys up.
    public init(keymap: XKBKeymap, composeTable: ComposeTable?) {
        self.keymap = keymap
        self.composeTable = composeTable
        self.state = xkb_state_new(keymap.keymap)
        self.pressed = .allocate(capacity: Self.pressedWords)
        self.pressed.initialize(repeating: 0, count: Self.pressedWords)
        self.cache = .allocate(capacity: 1)
        self.cache.initialize(to: ([], 0))
        self.composeState = composeTable.map { xkb_compose_state_new($0.table, XKB_COMPOSE_STATE_NO_FLAGS) }
        let names: [(String, KeyModifierFlags)] = [
            ("Shift", .shift), ("Lock", .alphaShift), ("Control", .control), ("Mod1", .alternate),
            ("Mod4", .command),
        ]
        modifierMasks = names.compactMap { name, flag in
            let index = xkb_keymap_mod_get_index(keymap.keymap, name)
            return index == XKB_MOD_INVALID || index >= 32 ? nil : (1 << index, flag)
        }
        refreshStateCache()
    }

    deinit {
        if let composeState { xkb_compose_state_unref(composeState) }
        xkb_state_unref(state)
        pressed.deallocate()
        cache.deallocate()
    }

    /// Releases every key, clears locks and latches and any compose sequence in progress.
    public func reset() {
        for word in 0..<Self.pressedWords where pressed[word] != 0 {
            for bit in 0..<64 where pressed[word] & (1 << UInt64(bit)) != 0 {
                xkb_state_update_key(state, UInt32(word * 64 + bit) + 8, XKB_KEY_UP)
            }
            pressed[word] = 0
        }
        xkb_state_update_mask(state, 0, 0, 0, 0, 0, 0)
        if let composeState { xkb_compose_state_reset(composeState) }
        refreshStateCache()
    }

    /// The modifiers in effect (Caps Lock as ``KeyModifierFlags/alphaShift`` while locked).
    public var modifiers: KeyModifierFlags { cache.pointee.modifiers }

    /// The active layout (group), from 0.
    public var layoutIndex: Int { cache.pointee.layoutIndex }

    /// Updates the key state and, when libxkbcommon says modifiers or the layout changed, the cached
    /// ``modifiers`` and ``layoutIndex``.
    private func updateKey(_ keycode: UInt32, _ direction: xkb_key_direction) {
        if xkb_state_update_key(state, keycode, direction).rawValue != 0 { refreshStateCache() }
    }

    private func refreshStateCache() {
        cache.pointee = (readModifiers(), Int(xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_EFFECTIVE)))
    }

    private func readModifiers() -> KeyModifierFlags {
        let active = xkb_state_serialize_mods(state, XKB_STATE_MODS_EFFECTIVE)
        var flags: KeyModifierFlags = []
        for entry in modifierMasks where active & entry.mask != 0 {
            flags.insert(entry.flag)
        }
        return flags
    }

    /// Whether a dead key or Multi_key sequence is in progress.
    public var isComposing: Bool {
        guard let composeState else { return false }
        return xkb_compose_state_get_status(composeState) == XKB_COMPOSE_COMPOSING
    }

    /// Whether `code` is held down.
    public func isPressed(_ code: EvdevKeyCode) -> Bool {
        let bit = Int(code.rawValue)
        guard bit < Self.pressedWords * 64 else { return false }
        return pressed[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    private func setPressed(_ code: EvdevKeyCode, _ down: Bool) {
        let bit = Int(code.rawValue)
        guard bit < Self.pressedWords * 64 else { return }
        if down { pressed[bit >> 6] |= 1 << UInt64(bit & 63) } else { pressed[bit >> 6] &= ~(1 << UInt64(bit & 63)) }
    }

    /// Processes one key event.
    ///
    /// A press of a key already down counts as a repeat; a repeat of a key that is not down, or that the
    /// keymap says does not repeat, and a release of a key that is not down, are ignored.
    public func handle(_ event: HardwareKeyEvent) -> HardwareKeyResult {
        let code = event.code
        let keycode = code.xkbKeycode
        let isDown = isPressed(code)
        if event.state == .up {
            guard isDown else { return ignoredResult(event) }
            updateKey(keycode, XKB_KEY_UP)
            setPressed(code, false)
            return HardwareKeyResult(event: event, keysym: .none, text: "", compose: .nothing,
                                     modifiers: modifiers, layoutIndex: layoutIndex, action: nil, ignored: false)
        }
        let isRepeat = event.state == .repeat || isDown
        if isRepeat && (!isDown || !keymap.keyRepeats(code)) { return ignoredResult(event) }

        let modifiersBefore = modifiers
        let keysym = Keysym(xkb_state_key_get_one_sym(state, keycode))
        var status = ComposeStatus.nothing
        var text: String
        if let composeState, xkb_compose_state_feed(composeState, keysym.rawValue) == XKB_COMPOSE_FEED_ACCEPTED {
            switch xkb_compose_state_get_status(composeState) {
            case XKB_COMPOSE_COMPOSING:
                status = .composing
                text = ""
            case XKB_COMPOSE_COMPOSED:
                status = .composed
                text = Self.utf8 { xkb_compose_state_get_utf8(composeState, $0, $1) }
                xkb_compose_state_reset(composeState)
            case XKB_COMPOSE_CANCELLED:
                status = .cancelled
                text = ""
                xkb_compose_state_reset(composeState)
            default:
                text = keyText(keycode)
            }
        } else {
            text = keyText(keycode)
        }
        if !isRepeat {
            updateKey(keycode, XKB_KEY_DOWN)
            setPressed(code, true)
        }
        let action: KeyAction?
        switch status {
        case .composing, .cancelled: action = nil
        case .composed: action = text.isEmpty ? nil : .insertText(text)
        case .nothing: action = Self.action(keysym: keysym, text: text, modifiers: modifiersBefore)
        }
        return HardwareKeyResult(event: event, keysym: keysym, text: text, compose: status,
                                 modifiers: modifiers, layoutIndex: layoutIndex, action: action, ignored: false)
    }

    /// Processes a press and a release of `code`, returning the press's result.
    ///
    /// - Parameter code: The key to press and release.
    @discardableResult
    public func tap(_ code: EvdevKeyCode) -> HardwareKeyResult {
        let result = handle(HardwareKeyEvent(code: code, state: .down))
        _ = handle(HardwareKeyEvent(code: code, state: .up))
        return result
    }

    private func keyText(_ keycode: UInt32) -> String {
        Self.utf8 { xkb_state_key_get_utf8(state, keycode, $0, $1) }
    }

    private func ignoredResult(_ event: HardwareKeyEvent) -> HardwareKeyResult {
        HardwareKeyResult(event: event, keysym: .none, text: "", compose: .nothing, modifiers: modifiers,
                          layoutIndex: layoutIndex, action: nil, ignored: true)
    }

    /// Reads a string from a libxkbcommon `get_utf8` function (which returns the length it needs).
    private static func utf8(_ read: (UnsafeMutablePointer<CChar>?, Int) -> Int32) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = Int(read(buffer.baseAddress, 64))
            if count <= 0 { return "" }
            if count < 64 {
                return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: count),
                              as: UTF8.self)
            }
            var large = [CChar](repeating: 0, count: count + 1)
            let written = Int(large.withUnsafeMutableBufferPointer { read($0.baseAddress, count + 1) })
            return String(decoding: large.prefix(max(0, min(written, count))).map { UInt8(bitPattern: $0) },
                          as: UTF8.self)
        }
    }
}
