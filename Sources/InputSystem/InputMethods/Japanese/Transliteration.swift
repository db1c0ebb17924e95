import Foundation
import KanaKanji

/// The forms F6–F10 turn a reading into, as on Japanese PC input methods (Mozc, MS-IME).
public enum Transliteration: Int, CaseIterable, Sendable {
    /// F6: hiragana.
    case hiragana = 6
    /// F7: full-width katakana.
    case katakana = 7
    /// F8: half-width katakana.
    case halfWidthKatakana = 8
    /// F9: full-width Latin (the reading spelled back in romaji).
    case fullWidthLatin = 9
    /// F10: half-width Latin.
    case halfWidthLatin = 10

    /// The form of `reading`; `romaji` spells kana back in Latin letters (F9, F10).
    public func apply(to reading: String, romaji: RomajiSpeller) -> String {
        switch self {
        case .hiragana: return Kana.hiragana(reading)
        case .katakana: return Kana.katakana(reading)
        case .halfWidthKatakana:
            let k = Kana.katakana(reading)
            return k.applyingTransform(.fullwidthToHalfwidth, reverse: false) ?? k
        case .fullWidthLatin:
            let latin = romaji.spell(reading)
            return latin.applyingTransform(.fullwidthToHalfwidth, reverse: true) ?? latin
        case .halfWidthLatin:
            let latin = romaji.spell(reading)
            return latin.applyingTransform(.fullwidthToHalfwidth, reverse: false) ?? latin
        }
    }
}
