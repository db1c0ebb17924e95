import Foundation
import Testing
@testable import KanaKanji

/// The converter tells candidates apart with Swift's `String` equality (`Set<String>` in
/// `KanaKanjiConverter`), which is canonical equivalence: two spellings that differ only in Unicode
/// normalisation count as one candidate, as Unicode's conformance clause C6 asks (canonically equivalent
/// text is to be interpreted alike; the two would look the same in a candidate bar). That drops no
/// candidate a user could tell apart as long as no reading has two byte-different, canonically equivalent
/// surfaces, and no path joins two surfaces into text that composes. This suite checks the dictionary
/// facts that guarantee it, so a new dictionary source that breaks them is noticed.
@Suite struct CandidateIdentityTests {
    /// A surface whose first scalar can compose with or reorder against the text before it: a
    /// combining mark (canonical combining class above 0, among them the kana voicing marks U+3099 and
    /// U+309A) or a Hangul medial vowel or final consonant jamo.
    static func attachesToPrecedingText(_ surface: String) -> Bool {
        guard let first = surface.unicodeScalars.first else { return false }
        return first.properties.canonicalCombiningClass.rawValue != 0
            || (0x1161...0x1175).contains(first.value) || (0x11A8...0x11C2).contains(first.value)
    }

    @Test("every surface and reading of the embedded dictionary is NFC, and a surface that would compose with the text before it is its own reading (so it can only begin the input: the converter reads NFC grapheme clusters)")
    func embeddedDictionaryKeepsCandidatesDistinct() throws {
        let dictionary = try KanaKanjiDictionary.embedded()
        var notNFC: [String] = [], attaching: [String] = []
        for index in 0..<dictionary.entryCount {
            guard let entry = dictionary.entry(at: index) else { continue }
            let reading = dictionary.reading(of: entry), surface = dictionary.surface(of: entry)
            for text in [reading, surface] where !text.utf8.elementsEqual(text.precomposedStringWithCanonicalMapping.utf8) {
                notNFC.append(text)
            }
            if Self.attachesToPrecedingText(surface), surface != reading { attaching.append("\(reading)\t\(surface)") }
        }
        #expect(dictionary.entryCount > 200_000)
        #expect(notNFC.isEmpty, "\(notNFC.prefix(10))")
        #expect(attaching.isEmpty, "\(attaching.prefix(10))")
        // The converter's input is made NFC too, and a combining mark joins the character before it.
        let conversion = KanaKanjiConverter(dictionary: dictionary).convert("か\u{3099}くせい", candidateLimit: 20)
        #expect(conversion.reading == "がくせい")
        for segment in conversion.segments {
            let bytes = segment.candidates.map { Array($0.utf8) }
            #expect(Set(bytes).count == bytes.count, "\(segment.candidates)")
        }
    }
}
