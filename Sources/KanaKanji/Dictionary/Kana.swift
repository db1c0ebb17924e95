/// Character classes and kana conversions used by the dictionary and the converter.
public enum Kana {
    /// Whether `scalar` is a hiragana or katakana letter, an iteration mark, or the long-vowel mark.
    public static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x3096, 0x309D, 0x309E, 0x30A1...0x30FA, 0x30FC, 0x30FD, 0x30FE: return true
        default: return false
        }
    }

    /// Whether every scalar of `character` is kana (see ``isKana(_:)``).
    public static func isKana(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(isKana)
    }

    /// Converts katakana letters to hiragana, leaving every other character as it is.
    public static func hiragana(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { s in
            switch s.value {
            case 0x30A1...0x30F6, 0x30FD, 0x30FE: return Unicode.Scalar(s.value - 0x60) ?? s
            default: return s
            }
        }))
    }

    /// Converts hiragana letters to katakana, leaving every other character as it is.
    public static func katakana(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { s in
            s.value <= 0xFFFF ? Unicode.Scalar(katakana(unit: UInt16(s.value))) ?? s : s
        }))
    }

    /// The katakana of one UTF-16 unit: a hiragana letter or iteration mark becomes its katakana, any
    /// other unit stays as it is (the mapping of ``katakana(_:)``, for text held as UTF-16).
    static func katakana(unit: UInt16) -> UInt16 {
        switch unit {
        case 0x3041...0x3096, 0x309D, 0x309E: return unit + 0x60
        default: return unit
        }
    }
}
