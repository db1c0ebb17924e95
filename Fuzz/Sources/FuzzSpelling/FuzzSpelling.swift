import Foundation
import FuzzDriver
import Spelling

/// Reads arbitrary bytes as a Hunspell dictionary — the affix file before the first 0xFF byte, the word
/// list after it — written to two private files and opened as `UITextChecker`'s engine opens Debian's:
/// the checks before Hunspell sees the files, Hunspell itself, the expansion of the affix rules into the
/// lexicon, then a few words checked, guessed and completed. Every outcome is a checker or a
/// `SpellingError`; a trap, a read outside a buffer (AddressSanitizer), a hang (-timeout) or a huge
/// allocation (-rss_limit_mb) is a finding.
private let affixPath = fuzzInputPath("spelling", fileExtension: "aff")
private let wordsPath = fuzzInputPath("spelling", fileExtension: "dic")

@_cdecl("FuzzSpelling_main")
func fuzzSpellingMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzSpelling(data, size)
    }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSpelling(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0xFF) ?? size
    let affix = Data(bytes[..<split])
    let words = split < size ? Data(bytes[(split + 1)...]) : Data()
    guard FileManager.default.createFile(atPath: affixPath, contents: affix),
          FileManager.default.createFile(atPath: wordsPath, contents: words) else { return 0 }
    defer { unlink(affixPath); unlink(wordsPath) }
    do {
        let dictionary = try HunspellDictionary(affixPath: affixPath, dictionaryPath: wordsPath, language: "xx_XX")
        let checker = SpellChecker(dictionary: dictionary, frequencies: WordFrequencies(entries: [("the", 7.0), ("hello", 5.0)]),
                                   keyboard: .none)
        for word in ["hello", "helo", "the", "teh", "x", "ab'c"] {
            _ = checker.isCorrect(word)
            _ = checker.guesses(for: word, limit: 3)
        }
        _ = checker.completions(forPrefix: "he", limit: 3)
    } catch {
        // A clear refusal (SpellingError) is the expected outcome for most inputs.
    }
    return 0
}
