/// What a key means to the input system, whichever keyboard it came from (on-screen or hardware).
///
/// The text input session routes actions to the active input method: direct input inserts text at once,
/// the Japanese methods compose it; movement actions go through the client's tokenizer, as the Text and
/// Web Programming Guide says of "the Option-left arrow key (on an external keyboard)" ("Tokenizers").
public enum KeyAction: Hashable, Sendable, CustomStringConvertible {
    /// Text typed by a key (after Shift, Caps Lock, AltGr, dead keys and compose).
    case insertText(String)
    /// Backspace: delete the character before the caret, or the selection.
    case deleteBackward
    /// Forward delete (`Delete`, fn-Backspace on Apple keyboards).
    case deleteForward
    /// Return or Enter.
    case `return`
    /// Tab.
    case tab
    /// Shift-Tab (`ISO_Left_Tab`).
    case backTab
    /// Escape.
    case escape
    /// A caret movement by an arrow key, with what its modifiers ask for.
    case moveCaret(CaretMotion)
    /// A key pressed with Command or Control held: a shortcut (`UIKeyCommand`), never text.
    case keyCommand(input: String, modifiers: KeyModifierFlags)
    /// A key of a Japanese keyboard.
    case japanese(JapaneseKey)
    /// A function key, F1–F24 (F6–F10 convert the composition in Japanese input methods).
    case functionKey(Int)

    /// A compact name used in logs: `insertText("é")`, `moveCaret(left,word,extend)`.
    public var description: String {
        switch self {
        case .insertText(let text): return "insertText(\(text.debugDescription))"
        case .deleteBackward: return "deleteBackward"
        case .deleteForward: return "deleteForward"
        case .return: return "return"
        case .tab: return "tab"
        case .backTab: return "backTab"
        case .escape: return "escape"
        case .moveCaret(let motion): return "moveCaret(\(motion))"
        case .keyCommand(let input, let modifiers): return "keyCommand(\(input.debugDescription),\(modifiers))"
        case .japanese(let key): return "japanese(\(key.rawValue))"
        case .functionKey(let number): return "F\(number)"
        }
    }
}

/// A caret movement asked for by an arrow key.
public struct CaretMotion: Hashable, Sendable, CustomStringConvertible {
    /// How far one press moves.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// One character (left/right without modifiers).
        case character
        /// One visual line (up/down without modifiers).
        case line
        /// To the next word boundary (Option/Alt), found through the tokenizer.
        case word
        /// To the start or end of the line (Command with left/right).
        case lineBoundary
        /// To the start or end of the paragraph (Option/Alt with up/down).
        case paragraphBoundary
        /// To the start or end of the document (Command with up/down).
        case documentBoundary

        /// The tokenizer granularity that finds the target (`position(from:toBoundary:inDirection:)`), or
        /// nil for a move by visual line, which the client's layout answers.
        public var tokenizerGranularity: UITextGranularity? {
            switch self {
            case .character: return .character
            case .line: return nil
            case .word: return .word
            case .lineBoundary: return .line
            case .paragraphBoundary: return .paragraph
            case .documentBoundary: return .document
            }
        }
    }

    /// The arrow's direction.
    public var direction: UITextLayoutDirection
    /// How far to move.
    public var unit: Unit
    /// Whether the selection's anchor stays put (Shift held) instead of collapsing to the caret.
    public var extendsSelection: Bool

    /// Creates a motion.
    public init(direction: UITextLayoutDirection, unit: Unit, extendsSelection: Bool = false) {
        self.direction = direction
        self.unit = unit
        self.extendsSelection = extendsSelection
    }

    /// `left,word,extend`.
    public var description: String {
        let name = UITextDirection.layout(direction).description
        return "\(name),\(unit.rawValue)" + (extendsSelection ? ",extend" : "")
    }
}

/// The keys of Japanese (JIS) keyboards that Japanese input methods act on.
public enum JapaneseKey: String, Hashable, Sendable, CaseIterable {
    /// 変換 Henkan: convert the reading, or the next candidate.
    case henkan
    /// 無変換 Muhenkan: leave the reading unconverted.
    case muhenkan
    /// ひらがな/カタカナ: switch to kana input.
    case hiraganaKatakana
    /// 半角/全角: toggle between the Japanese input method and direct input.
    case zenkakuHankaku
    /// 英数 Eisu: switch to alphanumeric input.
    case eisuToggle
    /// Hiragana mode (Shift-less Hiragana keysym on some layouts).
    case hiragana
    /// Katakana mode.
    case katakana
}
