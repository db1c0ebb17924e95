import Testing
@_spi(Engine) @testable import InputSystem

private func action(_ keyboard: HardwareKeyboard, holding modifiers: [String] = [], _ key: String) -> KeyAction? {
    keyboard.reset()
    for m in modifiers { _ = keyboard.handle(HardwareKeyEvent(code: EvdevKeyCode(name: m)!, state: .down)) }
    return keyboard.handle(HardwareKeyEvent(code: EvdevKeyCode(name: key)!, state: .down)).action
}

/// Issue "Hardware keyboards": keys that are not text map to input-system actions.
@Test("Editing keys map to actions", arguments: [
    ("KEY_BACKSPACE", KeyAction.deleteBackward), ("KEY_DELETE", .deleteForward), ("KEY_ENTER", .return),
    ("KEY_KPENTER", .return), ("KEY_TAB", .tab), ("KEY_ESC", .escape), ("KEY_F6", .functionKey(6)),
    ("KEY_F10", .functionKey(10)), ("KEY_A", .insertText("a")), ("KEY_SPACE", .insertText(" ")),
])
func editingKeys(key: String, expected: KeyAction) throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us"))
    #expect(action(keyboard, key) == expected)
}

/// Shift-Tab is ISO_Left_Tab; modifier keys alone mean nothing to the input system.
@Test("Shift-Tab and lone modifiers")
func backTabAndModifiers() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us"))
    #expect(action(keyboard, holding: ["KEY_LEFTSHIFT"], "KEY_TAB") == .backTab)
    #expect(action(keyboard, "KEY_LEFTSHIFT") == nil)
    #expect(action(keyboard, "KEY_CAPSLOCK") == nil)
    #expect(action(keyboard, "KEY_HOME") == nil)
}

/// Arrows: TWPG "Tokenizers" (Option-left arrow on an external keyboard moves by word through the
/// tokenizer); Shift extends the selection; Command (Super) — and Control — go to line or document ends.
@Test("Arrow keys with modifiers", arguments: [
    ([], "KEY_LEFT", CaretMotion(direction: .left, unit: .character)),
    ([], "KEY_DOWN", CaretMotion(direction: .down, unit: .line)),
    (["KEY_LEFTSHIFT"], "KEY_RIGHT", CaretMotion(direction: .right, unit: .character, extendsSelection: true)),
    (["KEY_LEFTALT"], "KEY_LEFT", CaretMotion(direction: .left, unit: .word)),
    (["KEY_LEFTALT", "KEY_LEFTSHIFT"], "KEY_RIGHT", CaretMotion(direction: .right, unit: .word, extendsSelection: true)),
    (["KEY_LEFTALT"], "KEY_UP", CaretMotion(direction: .up, unit: .paragraphBoundary)),
    (["KEY_LEFTMETA"], "KEY_LEFT", CaretMotion(direction: .left, unit: .lineBoundary)),
    (["KEY_LEFTMETA"], "KEY_DOWN", CaretMotion(direction: .down, unit: .documentBoundary)),
    (["KEY_LEFTCTRL", "KEY_LEFTSHIFT"], "KEY_UP", CaretMotion(direction: .up, unit: .documentBoundary, extendsSelection: true)),
])
func arrows(modifiers: [String], key: String, expected: CaretMotion) throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us"))
    #expect(action(keyboard, holding: modifiers, key) == .moveCaret(expected))
}

/// Movements go through the tokenizer's `position(from:toBoundary:inDirection:)` with these granularities
/// (TWPG "Tokenizers"); a move by visual line is the layout's, not the tokenizer's.
@Test("Caret units map to tokenizer granularities", arguments: [
    (CaretMotion.Unit.character, UITextGranularity?.some(.character)), (.word, .word), (.lineBoundary, .line),
    (.paragraphBoundary, .paragraph), (.documentBoundary, .document), (.line, nil),
])
func caretUnitGranularity(unit: CaretMotion.Unit, granularity: UITextGranularity?) {
    #expect(unit.tokenizerGranularity == granularity)
}

/// Command or Control with a character key is a key command (UIKeyCommand), never text.
@Test("Command and Control shortcuts are key commands")
func keyCommands() throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "us"))
    #expect(action(keyboard, holding: ["KEY_LEFTCTRL"], "KEY_C") == .keyCommand(input: "c", modifiers: .control))
    #expect(action(keyboard, holding: ["KEY_LEFTMETA", "KEY_LEFTSHIFT"], "KEY_Z")
            == .keyCommand(input: "Z", modifiers: [.command, .shift]))
}

/// The Japanese keys of a JIS keyboard (jp layout) for the Japanese input methods. On a JIS keyboard
/// Linux reports 半角/全角 as KEY_GRAVE and 英数 as KEY_CAPSLOCK; xkb-data's jp layout gives them
/// Zenkaku_Hankaku and Eisu_toggle (see Golden/layouts.jsonl).
@Test("Japanese keys on jp", arguments: [
    ("KEY_HENKAN", JapaneseKey.henkan), ("KEY_MUHENKAN", .muhenkan),
    ("KEY_KATAKANAHIRAGANA", .hiraganaKatakana), ("KEY_GRAVE", .zenkakuHankaku),
    ("KEY_CAPSLOCK", .eisuToggle),
])
func japaneseKeys(key: String, expected: JapaneseKey) throws {
    let keyboard = try HardwareKeyboard(names: KeymapNames(layout: "jp"))
    #expect(action(keyboard, key) == .japanese(expected))
}

/// Keysyms map to actions whatever key produced them; action names as logs print them.
@Test("Eisu_toggle keysym maps to eisuToggle; action names")
func eisu() {
    let keysym = Keysym(name: "Eisu_toggle")!
    #expect(HardwareKeyboard.action(keysym: keysym, text: "", modifiers: []) == .japanese(.eisuToggle))
    #expect(KeyAction.japanese(.eisuToggle).description == "japanese(eisuToggle)")
    #expect(KeyAction.moveCaret(CaretMotion(direction: .left, unit: .word, extendsSelection: true)).description
            == "moveCaret(left,word,extend)")
}
