import Testing
@_spi(Engine) @testable import InputSystem

private func press(_ keyboard: HardwareKeyboard, _ name: String, _ state: HardwareKeyState = .down) -> HardwareKeyResult {
    keyboard.handle(HardwareKeyEvent(code: EvdevKeyCode(name: name)!, state: state))
}

/// Typed text with modifiers held: `[("KEY_LEFTSHIFT", ["KEY_A"])]` holds Shift while tapping A.
private func type(_ keyboard: HardwareKeyboard, holding modifiers: [String] = [], _ keys: [String]) -> String {
    for m in modifiers { _ = press(keyboard, m) }
    var text = ""
    for key in keys {
        text += press(keyboard, key).text
        _ = press(keyboard, key, .up)
    }
    for m in modifiers.reversed() { _ = press(keyboard, m, .up) }
    return text
}

/// Key state with modifiers: Shift gives the second level, Caps Lock locks capitals (and shows as
/// UIKeyModifierAlphaShift) until pressed again.
@Test("Shift and Caps Lock levels on us")
func shiftAndCapsLock() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us"))
    #expect(type(keyboard, ["KEY_A"]) == "a")
    #expect(type(keyboard, holding: ["KEY_LEFTSHIFT"], ["KEY_A", "KEY_1"]) == "A!")
    _ = type(keyboard, ["KEY_CAPSLOCK"])
    #expect(keyboard.modifiers.contains(.alphaShift))
    #expect(type(keyboard, ["KEY_A", "KEY_1"]) == "A1")
    _ = type(keyboard, ["KEY_CAPSLOCK"])
    #expect(!keyboard.modifiers.contains(.alphaShift))
    #expect(type(keyboard, ["KEY_A"]) == "a")
}

/// AltGr (ISO_Level3_Shift) reaches the third level: de AltGr+Q is @, AltGr+E is €.
@Test("AltGr third level on de")
func altGrOnGerman() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "de"))
    #expect(type(keyboard, holding: ["KEY_RIGHTALT"], ["KEY_Q", "KEY_E"]) == "@€")
    #expect(type(keyboard, ["KEY_Y", "KEY_Z"]) == "zy")
}

/// Group switching: with `grp:alt_shift_toggle`, Alt+Shift moves from us to de (y and z swap).
@Test("Layout group switching with grp:alt_shift_toggle")
func groupSwitching() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us,de", options: "grp:alt_shift_toggle"))
    #expect(keyboard.layoutIndex == 0)
    #expect(type(keyboard, ["KEY_Y"]) == "y")
    _ = type(keyboard, holding: ["KEY_LEFTALT"], ["KEY_LEFTSHIFT"])
    #expect(keyboard.layoutIndex == 1)
    #expect(keyboard.keymap.layoutName(at: 1)?.hasPrefix("German") == true)
    #expect(type(keyboard, ["KEY_Y"]) == "z")
    #expect(keyboard.keymap.layoutName(at: 5) == nil)
}

/// Dead keys through the locale's compose table: de ´ then e gives é; the dead key itself gives no text
/// and no action while the sequence is pending.
@Test("Dead acute then e composes é on de")
func deadKeyComposes() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "de"))
    let dead = press(keyboard, "KEY_EQUAL")
    #expect(dead.keysym.name == "dead_acute")
    #expect(dead.compose == .composing && dead.text.isEmpty && dead.action == nil)
    #expect(keyboard.isComposing)
    _ = press(keyboard, "KEY_EQUAL", .up)
    let letter = press(keyboard, "KEY_E")
    #expect(letter.compose == .composed && letter.text == "é" && letter.action == .insertText("é"))
    #expect(!keyboard.isComposing)
}

/// Multi_key sequences: with `compose:ralt`, Compose o e gives œ (en_US.UTF-8 table).
@Test("Multi_key compose sequence with compose:ralt")
func multiKeyCompose() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us", options: "compose:ralt"))
    #expect(type(keyboard, ["KEY_RIGHTALT", "KEY_O", "KEY_E"]) == "œ")
}

/// Without a compose table a dead key gives its own (empty) text and the next key is plain.
@Test("No compose table: dead keys do not combine")
func noCompose() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "de"), composeLocale: nil)
    #expect(type(keyboard, ["KEY_EQUAL", "KEY_E"]) == "e")
}

/// Key repeat: a repeat of a held key types again; modifiers do not repeat (keymap), and repeats or
/// releases of keys that are not down are ignored.
@Test("Key repeat handling")
func keyRepeat() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us"))
    #expect(press(keyboard, "KEY_A").text == "a")
    let again = press(keyboard, "KEY_A", .repeat)
    #expect(again.text == "a" && !again.ignored)
    #expect(press(keyboard, "KEY_A", .down).text == "a") // a second press while down counts as a repeat
    #expect(!press(keyboard, "KEY_A", .up).ignored)
    #expect(press(keyboard, "KEY_A", .repeat).ignored)
    #expect(press(keyboard, "KEY_B", .up).ignored)
    _ = press(keyboard, "KEY_LEFTSHIFT")
    #expect(press(keyboard, "KEY_LEFTSHIFT", .repeat).ignored)
    #expect(keyboard.modifiers == .shift)
    #expect(press(keyboard, "KEY_A", .down).text == "A")
    keyboard.reset()
    #expect(keyboard.modifiers.isEmpty && !keyboard.isPressed(EvdevKeyCode(name: "KEY_A")!))
}

/// Out-of-range codes never trap: a code no keymap knows types nothing and is not tracked as pressed.
@Test("Codes beyond KEY_MAX are handled without trapping", arguments: [0, 767, 768, 4000, 65535] as [UInt16])
func outOfRangeCodes(raw: UInt16) throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us"))
    let code = EvdevKeyCode(raw)
    let down = keyboard.handle(HardwareKeyEvent(code: code, state: .down))
    #expect(down.text.isEmpty && down.action == nil)
    _ = keyboard.handle(HardwareKeyEvent(code: code, state: .up))
    #expect(!keyboard.isPressed(code))
    #expect(throws: HardwareKeyboardError.unknownKeyName("KEY_NOPE")) { try EvdevKeyCode.parse("KEY_NOPE") }
}

/// Bad RMLVO names and missing compose locales are errors naming the value and what was expected.
@Test("Unknown layout and compose locale are clear errors")
func setupErrors() {
    #expect(throws: HardwareKeyboardError.self) { try XKBKeymap(names: KeymapNames(layout: "no-such-layout")) }
    do {
        _ = try XKBKeymap(names: KeymapNames(layout: "no-such-layout"))
    } catch {
        #expect("\(error)".contains("no-such-layout"))
    }
    #expect(throws: HardwareKeyboardError.composeTableNotFound(locale: "xx_YY.NOPE")) {
        try ComposeTable(locale: "xx_YY.NOPE")
    }
    #expect(HardwareKeyboardError.unknownKeyName("KEY_NOPE").description.contains("KEY_NOPE"))
}

/// Same events, same results: two keyboards fed the same sequence agree exactly.
@Test("Deterministic results for the same events")
func deterministic() throws {
    let events = ["KEY_LEFTSHIFT", "KEY_H", "KEY_EQUAL", "KEY_E", "KEY_RIGHTALT", "KEY_Q"].flatMap {
        [HardwareKeyEvent(code: EvdevKeyCode(name: $0)!, state: .down),
         HardwareKeyEvent(code: EvdevKeyCode(name: $0)!, state: .up)]
    }
    let a = try HardwareKeyboard(names: KeymapNames(layout: "de"))
    let b = try HardwareKeyboard(names: KeymapNames(layout: "de"))
    #expect(events.map { a.handle($0) } == events.map { b.handle($0) })
}

/// `reset()` returns to a keyboard with no key down: Caps Lock unlocked, the first group, no held
/// modifier and no pending dead key.
@Test("Reset clears locks, groups, held keys and compose")
func resetClearsEverything() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us,de", options: "grp:alt_shift_toggle"))
    _ = type(keyboard, ["KEY_CAPSLOCK"])
    _ = type(keyboard, holding: ["KEY_LEFTALT"], ["KEY_LEFTSHIFT"])
    _ = press(keyboard, "KEY_RIGHTSHIFT")
    _ = type(keyboard, ["KEY_EQUAL"])
    #expect(keyboard.layoutIndex == 1 && keyboard.modifiers.contains(.alphaShift) && keyboard.isComposing)
    keyboard.reset()
    #expect(keyboard.layoutIndex == 0 && keyboard.modifiers.isEmpty && !keyboard.isComposing)
    #expect(!keyboard.isPressed(.rightShift))
    #expect(type(keyboard, ["KEY_Y", "KEY_EQUAL", "KEY_E"]) == "y=e")
}

/// Deterministic compose: the system table is found through libX11's compose.dir and locale.alias, the
/// same file libxkbcommon's own locale lookup uses when no user file exists.
@Test("System compose table resolves through compose.dir and locale.alias", arguments: ["en_US.UTF-8", "en_US.utf8", "C.UTF-8"])
func systemComposeTable(locale: String) throws {
    let table = try ComposeTable(locale: locale)
    #expect(table.path == "/usr/share/X11/locale/en_US.UTF-8/Compose")
    let keyboard = HardwareKeyboard(keymap: try XKBKeymap(names: KeymapNames(layout: "de")), composeTable: table)
    #expect(type(keyboard, ["KEY_GRAVE", "KEY_A"]) == "â")
    #expect(try ComposeTable(locale: locale, source: .userOrSystem).path == nil)
}
