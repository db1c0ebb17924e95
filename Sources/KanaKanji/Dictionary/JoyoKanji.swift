import Foundation

/// The Jōyō kanji (2010), from Unihan's `kJoyoKanji` field (see Resources/README.md).
enum JoyoKanji {
    /// Every Jōyō kanji; empty if the package resource is missing.
    static let set: Set<Unicode.Scalar> = {
        guard let url = Bundle.module.url(forResource: "joyo-kanji", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return Set(text.unicodeScalars.filter(isKanji))
    }()

    /// Whether `scalar` is a CJK unified ideograph (the iteration mark 々 is not).
    static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }
}
