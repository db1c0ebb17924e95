import Foundation
import Testing
#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif

/// The seeds' listing 5-17 ("Spell-checking a document", Text Programming Guide for iOS), in Swift, line
/// for line: the loop calls `rangeOfMisspelledWord` then `guessesForWordRange`, logs each misspelled word
/// and its possible replacements, and advances the offset by `currentRange.length - 1` from the previous
/// offset, exactly as written. Returns what it logs.
@MainActor
func spellCheckDocument(_ theText: String, textChecker: UITextChecker) -> [String] {
    var log: [String] = []
    func NSLog(_ line: String) {
        log.append(line)
        print(line)
    }
    var currentOffset = 0
    var currentRange = NSRange(location: 0, length: 0)
    let stringRange = NSRange(location: 0, length: (theText as NSString).length - 1)
    var guesses: [String]?
    var done = false

    let theLanguage = UITextChecker.availableLanguages.first ?? "en_US"

    while !done {
        currentRange = textChecker.rangeOfMisspelledWord(in: theText, range: stringRange, startingAt: currentOffset,
                                                         wrap: false, language: theLanguage)
        if currentRange.location == NSNotFound {
            done = true
            continue
        }
        guesses = textChecker.guesses(forWordRange: currentRange, in: theText, language: theLanguage)
        NSLog("-----")
        NSLog("Word misspelled is \((theText as NSString).substring(with: currentRange))")
        NSLog("Possible replacements are \(guesses ?? [])")
        NSLog(" ")
        currentOffset = currentOffset + (currentRange.length - 1)
    }
    return log
}

/// UITextChecker's documented semantics (UIKit reference; seeds' "Spell Checking and Word Completion";
/// shared/reference/system-edits.md §12).
@MainActor @Suite(.serialized) struct UITextCheckerTests {
    @Test("Listing 5-17 runs: it logs each misspelled word and its replacements, most likely first, and ends")
    func listing517() {
        let log = spellCheckDocument("Thsi is a tset of the speling checker.", textChecker: UITextChecker())
        let words = log.filter { $0.hasPrefix("Word misspelled is ") }.map { $0.dropFirst("Word misspelled is ".count) }
        // The listing advances its offset from the previous offset, not past the word it found, so a word
        // after the first is found again until the offset passes its start: tset 3 times, speling twice.
        #expect(words == ["Thsi", "tset", "tset", "tset", "speling", "speling"])
        let replacements = log.filter { $0.hasPrefix("Possible replacements are ") }
        #expect(replacements.first?.hasPrefix("Possible replacements are [\"This\"") == true)
        #expect(replacements.contains { $0.hasPrefix("Possible replacements are [\"test\"") })
        #expect(replacements.last?.hasPrefix("Possible replacements are [\"spelling\"") == true)
        #expect(log.count == words.count * 4)
    }

    @Test("The guide's prose: resetting the offset past each word visits every misspelled word once")
    func wholeDocumentOnce() {
        let checker = UITextChecker()
        let text = "Thsi is a tset of the speling checker."
        var offset = 0, found: [String] = []
        while true {
            let range = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: (text as NSString).length),
                                                      startingAt: offset, wrap: false, language: "en_US")
            if range.location == NSNotFound { break }
            found.append((text as NSString).substring(with: range))
            offset = range.location + range.length
        }
        #expect(found == ["Thsi", "tset", "speling"])
    }

    @Test("No misspelled word: location NSNotFound (UIKit: 'returns {NSNotFound, 0}')")
    func notFound() {
        let range = UITextChecker().rangeOfMisspelledWord(in: "All words here are fine.", range: NSRange(location: 0, length: 24),
                                                          startingAt: 0, wrap: true, language: "en_US")
        #expect(range.location == NSNotFound)
        // An unknown language checks nothing.
        #expect(UITextChecker().rangeOfMisspelledWord(in: "teh", range: NSRange(location: 0, length: 3), startingAt: 0,
                                                      wrap: false, language: "xx_YY").location == NSNotFound)
    }

    @Test("wrap: the search goes on from the start of the range up to the starting offset")
    func wrap() {
        let checker = UITextChecker()
        let text = "teh cat sat"
        let whole = NSRange(location: 0, length: 11)
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 4, wrap: false, language: "en_US").location
            == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 4, wrap: true, language: "en_US")
            == NSRange(location: 0, length: 3))
        // Only the given range is searched.
        #expect(checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 4, length: 7), startingAt: 0, wrap: true,
                                              language: "en_US").location == NSNotFound)
    }

    @Test("Ranges beyond the string are clamped, not trapped on (UIKit raises NSRangeException; chosen)")
    func outOfRange() {
        let checker = UITextChecker()
        #expect(checker.rangeOfMisspelledWord(in: "teh", range: NSRange(location: 0, length: Int.max), startingAt: Int.min, wrap: true,
                                              language: "en_US") == NSRange(location: 0, length: 3))
        #expect(checker.rangeOfMisspelledWord(in: "teh", range: NSRange(location: NSNotFound, length: 5), startingAt: 0, wrap: true,
                                              language: "en_US").location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 2, length: Int.max), in: "teh", language: "en_US") == nil)
        #expect(checker.completions(forPartialWordRange: NSRange(location: -1, length: 2), in: "teh", language: "en_US") == nil)
    }

    @Test("Ranges are UTF-16 offsets (NSRange), after an emoji too")
    func utf16Offsets() {
        let text = "😀 teh"
        #expect(UITextChecker().rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 6), startingAt: 0, wrap: false,
                                                      language: "en_US") == NSRange(location: 3, length: 3))
    }

    @Test("Guesses: most likely first; an empty array when there are none; nil for an unknown language")
    func guesses() {
        let checker = UITextChecker()
        #expect(checker.guesses(forWordRange: NSRange(location: 4, length: 7), in: "See recieve", language: "en_US")?.first
            == "receive")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 15), in: "qxzjvqxzjvqxzjv", language: "en_US") == [])
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "teh", language: "xx_YY") == nil)
        // NSHipster's example: hipstar → hipster … hip star.
        let hipstar = checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "hipstar", language: "en_US") ?? []
        #expect(hipstar.first == "hipster" && hipstar.contains("hip star"))
    }

    @Test("Completions of a partial word, most probable first; the guide's listing 5-18 passes \"en\"")
    func completions() {
        let checker = UITextChecker()
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "hipst", language: "en_US")
            == ["hipster", "hipsters"])
        let en = checker.completions(forPartialWordRange: NSRange(location: 4, length: 3), in: "the qui", language: "en") ?? []
        #expect(en.first == "quite" && en.allSatisfy { $0.lowercased().hasPrefix("qui") })
    }

    @Test("Any text and any ranges: found ranges lie inside the searched range and start at word starts; nothing traps (seed 25)")
    func randomTexts() {
        var state: UInt64 = 25
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["teh", " ", "cat", "Thsi", "😀", "e\u{301}", "don’t", "x86", "\n", "qzx", "日本語", ".", "'", "Zorblax", "a"]
        let checker = UITextChecker()
        for _ in 0..<200 {
            let text = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
            let length = (text as NSString).length
            let range = NSRange(location: next(length + 2), length: next(length + 2))
            let found = checker.rangeOfMisspelledWord(in: text, range: range, startingAt: next(length + 2) - 1,
                                                      wrap: next(2) == 0, language: "en_US")
            if found.location != NSNotFound {
                let end = min(range.location + range.length, length)
                #expect(found.location >= range.location && found.location + found.length <= end, "seed 25: \(text.debugDescription) \(range)")
                _ = checker.guesses(forWordRange: found, in: text, language: "en_US")
            }
            _ = checker.completions(forPartialWordRange: range, in: text, language: "en_US")
        }
    }

    @Test("availableLanguages: en_US form, en_US first")
    func languages() {
        #expect(UITextChecker.availableLanguages.first == "en_US")
        #expect(UITextChecker.availableLanguages.contains("en_GB"))
    }

    @Test("ignoreWord: that checker stops reporting the word; other checkers still do; ignoredWords lists it")
    func ignore() {
        let checker = UITextChecker(), other = UITextChecker()
        let text = "Zorblax said hi", whole = NSRange(location: 0, length: 15)
        #expect(checker.ignoredWords == nil)
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US")
            == NSRange(location: 0, length: 7))
        checker.ignoreWord("Zorblax")
        #expect(checker.ignoredWords == ["Zorblax"])
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US").location
            == NSNotFound)
        #expect(other.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US").location == 0)
        checker.ignoredWords = nil
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US").location == 0)
    }

    @Test("learnWord is the device's: no checker reports the word; it becomes a guess, never a completion")
    func learn() throws {
        let word = "Quuxwidget"
        let text = "Quuxwidget works", whole = NSRange(location: 0, length: 16)
        #expect(!UITextChecker.hasLearnedWord(word))
        UITextChecker.learnWord(word)
        defer { UITextChecker.unlearnWord(word) }
        #expect(UITextChecker.hasLearnedWord(word))
        #expect(UITextChecker().rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US").location
            == NSNotFound)
        #expect(UITextChecker().guesses(forWordRange: NSRange(location: 0, length: 10), in: "Quuxwidgit", language: "en_US")?.first
            == "Quuxwidget")
        #expect(UITextChecker().completions(forPartialWordRange: NSRange(location: 0, length: 6), in: "Quuxwi", language: "en_US")
            == [])
        UITextChecker.unlearnWord(word)
        #expect(!UITextChecker.hasLearnedWord(word))
        #expect(UITextChecker().rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US").location
            == 0)
    }

    @Test("Learned words kept in a file survive a new store (the simulator's setting)")
    func learnedWordsFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("learned-\(UUID().uuidString)").path
        try UITextChecker.setLearnedWordsFile(path)
        defer { try? UITextChecker.setLearnedWordsFile(nil) }
        UITextChecker.learnWord("Frobnitz")
        try UITextChecker.setLearnedWordsFile(nil)
        #expect(!UITextChecker.hasLearnedWord("Frobnitz"))
        try UITextChecker.setLearnedWordsFile(path)
        #expect(UITextChecker.hasLearnedWord("Frobnitz"))
    }
}
