import Foundation
import Spelling

/// Checks a document's spelling and offers guesses for misspelled words and completions of partial words
/// (`UITextChecker`, "Spell Checking and Word Completion" in the Text Programming Guide for iOS).
///
/// Use one checker per document, as UIKit advises: ignored words belong to the checker, learned words to
/// the device (the class methods). The lexicons are real: Debian's Hunspell dictionaries (`en_US`, `en_GB`
/// and any other installed `hunspell-*` language; `scripts/setup.sh` installs the English ones), with
/// word frequencies from wordfreq for ranking. Guesses are most likely first: the word's frequency
/// together with how likely the typing error is on the iPhone's keyboard (a neighbouring key's letter is
/// a likelier slip than a distant one). Words are found with ICU's word boundaries, the tokenizer's.
///
/// Choices where UIKit's behavior is not documented: a search starts at the first word that begins at
/// or after `startingAt`; words with digits are never misspelled; an unknown language finds nothing
/// (`NSNotFound`, nil guesses and completions); completions are most frequent first, as the
/// documentation says (devices have been reported to sort them alphabetically); a range outside the
/// string is clamped to it (UIKit raises an exception).
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    private var ignored: [String] = []

    /// The words learned on this device, shared by every checker (see ``learnWord(_:)``).
    private static var learned = LearnedWords()

    /// The most guesses returned for one word.
    nonisolated public static let maximumGuesses = 6
    /// The most completions returned for one partial word.
    nonisolated public static let maximumCompletions = 10

    /// Creates a checker with no ignored words.
    public override init() {
        super.init()
    }

    /// The languages the checker has dictionaries for, in `en_US` form: `en_US` first when installed,
    /// the others in alphabetical order.
    open class var availableLanguages: [String] {
        let installed = SpellChecker.availableLanguages
        return installed.contains("en_US") ? ["en_US"] + installed.filter { $0 != "en_US" } : installed
    }

    /// The range of the first misspelled word in `range` of `stringToCheck` that begins at or after
    /// `startingOffset`; with `wrapFlag`, the search continues from the start of `range` up to
    /// `startingOffset`. The location is `NSNotFound` when there is none. Ignored and learned words are
    /// not misspelled.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let checker = Self.checker(for: language),
              let words = try? WordRanges.words(in: stringToCheck, range: range, locale: Self.resolved(language)) else {
            return notFound
        }
        let units = Array(stringToCheck.utf16)
        func isMisspelled(_ word: NSRange) -> Bool {
            let text = String(decoding: units[word.location..<word.location + word.length], as: UTF16.self)
            return !checker.isCorrect(text) && !ignored.contains(text) && !Self.learned.contains(text)
        }
        if let found = words.first(where: { $0.location >= startingOffset && isMisspelled($0) }) { return found }
        if wrapFlag, let found = words.first(where: { $0.location < startingOffset && isMisspelled($0) }) { return found }
        return notFound
    }

    /// The likely correct spellings of the word in `range` of `string`, most likely first; an empty array
    /// when there are none, nil when the language has no dictionary or the range is not in the string.
    /// Learned words are among the candidates.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let checker = Self.checker(for: language), let word = Self.substring(string, range) else { return nil }
        return checker.guesses(for: word, extraWords: Self.learned.words.sorted(), limit: Self.maximumGuesses)
    }

    /// The words that complete the partial word in `range` of `string`, most probable first; an empty
    /// array when there are none, nil when the language has no dictionary or the range is not in the
    /// string. Learned words are not offered (as reported of devices).
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let checker = Self.checker(for: language), let word = Self.substring(string, range) else { return nil }
        return checker.completions(forPrefix: word, limit: Self.maximumCompletions, excluding: Self.learned.words)
    }

    /// Tells this checker to ignore `wordToIgnore`: it is no longer reported misspelled by this checker.
    open func ignoreWord(_ wordToIgnore: String) {
        guard !wordToIgnore.isEmpty, !ignored.contains(wordToIgnore) else { return }
        ignored.append(wordToIgnore)
    }

    /// The words this checker ignores, in the order they were ignored (nil when none); setting replaces them.
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = [] ; newValue?.forEach(ignoreWord) }
    }

    /// Adds `word` to the device's learned words: no checker reports it misspelled, and it can be a guess.
    open class func learnWord(_ word: String) {
        // UIKit's method cannot fail; a learned-words file that cannot be written keeps the word in memory.
        try? learned.learn(word)
    }

    /// Whether `word` was learned.
    open class func hasLearnedWord(_ word: String) -> Bool {
        learned.words.contains(word)
    }

    /// Removes `word` from the learned words.
    open class func unlearnWord(_ word: String) {
        try? learned.unlearn(word)
    }

    /// Keeps the learned words in `path` (one word a line; read now, rewritten atomically after each
    /// change), or in memory only with nil. A simulator setting, not UIKit API: the device keeps its
    /// learned words across launches, and a test or a trace can do the same with a file.
    public static func setLearnedWordsFile(_ path: String?) throws {
        learned = try path.map { try LearnedWords(path: $0) } ?? LearnedWords()
    }

    /// The dictionary name for `language`: `en-US` → `en_US`; a bare language (`en`, as the guide's listing
    /// 5-18 passes) → its first available region, `en_US` first.
    static func resolved(_ language: String) -> String {
        let name = language.replacingOccurrences(of: "-", with: "_")
        let available = availableLanguages
        if available.contains(name) || name.contains("_") { return name }
        return available.first { $0.hasPrefix(name + "_") } ?? name
    }

    private static func checker(for language: String) -> SpellChecker? {
        try? SpellCheckers.shared.checker(language: resolved(language))
    }

    private static func substring(_ string: String, _ range: NSRange) -> String? {
        let units = string.utf16
        guard range.location != NSNotFound, range.location >= 0, range.length > 0,
              range.location <= units.count, range.length <= units.count - range.location else { return nil }
        let start = units.index(units.startIndex, offsetBy: range.location)
        return String(decoding: units[start..<units.index(start, offsetBy: range.length)], as: UTF16.self)
    }
}
