import CXKBCommon

extension HardwareKeyboard {
    /// What a pressed key means to the input system, from its keysym, the text libxkbcommon gave it and the
    /// modifiers held when it was pressed; nil for keys that mean nothing to it (modifiers, Home, Insert…).
    ///
    /// Editing keys act whatever the modifiers; arrows move the caret (Shift extends the selection,
    /// Option/Alt moves by word, Command/Control to the line's or document's ends); other keys pressed
    /// with Command or Control are key commands; anything else that gives printable text inserts it.
    public static func action(keysym: Keysym, text: String, modifiers: KeyModifierFlags) -> KeyAction? {
        let value = Int(keysym.rawValue)
        switch value {
        case Int(XKB_KEY_BackSpace): return .deleteBackward
        case Int(XKB_KEY_Delete), Int(XKB_KEY_KP_Delete): return .deleteForward
        case Int(XKB_KEY_Return), Int(XKB_KEY_KP_Enter), Int(XKB_KEY_ISO_Enter): return .return
        case Int(XKB_KEY_Tab), Int(XKB_KEY_KP_Tab): return .tab
        case Int(XKB_KEY_ISO_Left_Tab): return .backTab
        case Int(XKB_KEY_Escape): return .escape
        case Int(XKB_KEY_Left), Int(XKB_KEY_KP_Left): return .moveCaret(motion(.left, modifiers))
        case Int(XKB_KEY_Right), Int(XKB_KEY_KP_Right): return .moveCaret(motion(.right, modifiers))
        case Int(XKB_KEY_Up), Int(XKB_KEY_KP_Up): return .moveCaret(motion(.up, modifiers))
        case Int(XKB_KEY_Down), Int(XKB_KEY_KP_Down): return .moveCaret(motion(.down, modifiers))
        case Int(XKB_KEY_Henkan_Mode): return .japanese(.henkan)
        case Int(XKB_KEY_Muhenkan): return .japanese(.muhenkan)
        case Int(XKB_KEY_Hiragana_Katakana): return .japanese(.hiraganaKatakana)
        case Int(XKB_KEY_Zenkaku_Hankaku): return .japanese(.zenkakuHankaku)
        case Int(XKB_KEY_Eisu_toggle), Int(XKB_KEY_Eisu_Shift): return .japanese(.eisuToggle)
        case Int(XKB_KEY_Hiragana): return .japanese(.hiragana)
        case Int(XKB_KEY_Katakana): return .japanese(.katakana)
        case Int(XKB_KEY_F1)...Int(XKB_KEY_F24): return .functionKey(value - Int(XKB_KEY_F1) + 1)
        default: break
        }
        if !modifiers.isDisjoint(with: [.command, .control]) {
            guard let character = keysym.character, !character.isControlCharacter else { return nil }
            return .keyCommand(input: String(character), modifiers: modifiers.subtracting(.alphaShift))
        }
        guard isPrintable(text) else { return nil }
        return .insertText(text)
    }

    /// Non-empty and free of control characters (C0, DEL, C1); ASCII is checked without Unicode tables.
    private static func isPrintable(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next() else { return false }
        if first < 0x80, utf8.next() == nil { return first >= 0x20 && first != 0x7f }
        return !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private static func motion(_ direction: UITextLayoutDirection, _ modifiers: KeyModifierFlags) -> CaretMotion {
        let horizontal = direction == .left || direction == .right
        let unit: CaretMotion.Unit
        if !modifiers.isDisjoint(with: [.command, .control]) {
            unit = horizontal ? .lineBoundary : .documentBoundary
        } else if modifiers.contains(.alternate) {
            unit = horizontal ? .word : .paragraphBoundary
        } else {
            unit = horizontal ? .character : .line
        }
        return CaretMotion(direction: direction, unit: unit, extendsSelection: modifiers.contains(.shift))
    }
}

extension Character {
    fileprivate var isControlCharacter: Bool {
        unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }
}
