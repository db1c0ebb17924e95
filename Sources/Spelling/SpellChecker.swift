import Foundation

/// A spell checker for one language: word validity from a Hunspell dictionary, guesses ranked by how
/// likely the word is (its frequency) and how likely the typing error is on the keyboard it was typed
/// on, and completions of a prefix, most frequent first. Knows nothing of text views: it is the engine
/// behind `UITextChecker` and `kbsim spell`.
///
/// Guesses come from the lexicon — the shipped frequency list's words that the dictionary accepts, in
/// the form it accepts (`paris` → `Paris`) — and every other form the dictionary spells, within two edits
/// of the typed word (three for long words), plus the word split in two. Immutable once made, so it
/// is shared between threads (Hunspell's calls are serialized by ``HunspellDictionary``).
public final class SpellChecker: @unchecked Sendable {
    /// The language (`en_US`).
    public var language: String { dictionary.language }
    /// The word-validity dictionary.
    public let dictionary: HunspellDictionary
    /// The keyboard the words are typed on.
    public let keyboard: KeyboardProximity
    let lexicon: Lexicon
    private let model: TypingErrorModel

    /// How much a word's frequency counts against the typing error's likelihood (1: as a probability
    /// would; less: a rare word with a likelier error wins more often). Tuned with the typing-error
    /// model's costs on the development halves of the spell benchmark's sets.
    static let priorWeight = 0.5

    /// How far below the likeliest guess (in log10 units) other guesses are still looked for.
    static let guessRange = 2.5

    /// The Zipf value given to a word that is not in the frequency list (the English list ends at 2.54).
    public static let unlistedZipf = 2.0
    /// The longest word checked, in UTF-16 units; longer words are reported correct (Hunspell's limit is 100 bytes).
    public static let maximumWordLength = 100

    /// A checker over `dictionary`, with `frequencies` for ranking and the lexicon of guesses, for words
    /// typed on `keyboard`.
    public init(dictionary: HunspellDictionary, frequencies: WordFrequencies, keyboard: KeyboardProximity) {
        self.dictionary = dictionary
        self.keyboard = keyboard
        model = TypingErrorModel(keyboard: keyboard)
        var lexicon = Lexicon()
        for (word, zipf) in frequencies.entries {
            if let form = Self.acceptedForm(of: word, in: dictionary) { lexicon.add(form, zipf: zipf) }
        }
        // Then every other form the dictionary spells, as rare words.
        dictionary.forEachForm { form in
            if !lexicon.contains(form), dictionary.accepts(form) { lexicon.add(form, zipf: Self.unlistedZipf) }
        }
        lexicon.finish()
        self.lexicon = lexicon
    }

    /// The installed dictionary of `language` with the shipped frequencies of its language.
    public convenience init(language: String, keyboard: KeyboardProximity) throws(SpellingError) {
        let dictionary = try HunspellDictionary(language: language)
        try self.init(dictionary: dictionary, frequencies: WordFrequencies.shipped(for: dictionary.language), keyboard: keyboard)
    }

    /// The languages with an installed dictionary, in `en_US` form.
    public static var availableLanguages: [String] { HunspellDictionary.installedLanguages() }

    private static func acceptedForm(of word: String, in dictionary: HunspellDictionary) -> String? {
        if dictionary.accepts(word) { return word }
        let capitalized = word.prefix(1).uppercased() + word.dropFirst()
        if dictionary.accepts(capitalized) { return capitalized }
        let upper = word.uppercased()
        return dictionary.accepts(upper) ? upper : nil
    }

    /// The number of words guesses and completions are drawn from.
    public var lexiconSize: Int { lexicon.count }

    /// The Zipf value of `word` (any case): its frequency list value, ``unlistedZipf`` for the other
    /// forms the dictionary spells, nil when the lexicon lacks it.
    public func zipf(of word: String) -> Double? { lexicon.lookup(Lexicon.key(word)).map { lexicon.zipf[$0] } }

    /// Whether `word` is spelled correctly: the dictionary accepts it. Words with digits, and words too
    /// long to check, count as correct (a choice: iOS's behavior with digits is not documented).
    public func isCorrect(_ word: String) -> Bool {
        if word.isEmpty || word.utf16.count > Self.maximumWordLength { return true }
        if word.unicodeScalars.contains(where: { CharacterSet.decimalDigits.contains($0) }) { return true }
        if dictionary.accepts(word) { return true }
        // The typographic apostrophe iOS's smart punctuation types.
        if word.contains("\u{2019}") { return dictionary.accepts(word.replacingOccurrences(of: "\u{2019}", with: "'")) }
        return false
    }

    /// The likeliest intended words for the typed `word`, most likely first, at most `limit`; `extraWords`
    /// (learned words) are candidates too. Guesses follow the typed word's capitalization (`Teh` → `The`).
    public func guesses(for word: String, extraWords: [String] = [], limit: Int = 6) -> [String] {
        let typed = Lexicon.key(word.replacingOccurrences(of: "\u{2019}", with: "'"))
        guard !typed.isEmpty, typed.count <= Lexicon.maximumWordLength, limit > 0 else { return [] }
        var scored: [String: Double] = [:]
        func offer(_ candidate: String, _ score: Double) {
            if let old = scored[candidate], old >= score { return }
            scored[candidate] = score
        }
        // Candidates within two edits (three for long words when none is that close), scored best bound
        // first: every edit costs at least `cheapestEdit`, so a candidate's bound is its weighted frequency
        // less that much per edit, and scoring stops once no bound can enter the list (or come within
        // `guessRange` of the best guess).
        var candidates: [(index: Int, bound: Double)] = []
        for maxDistance in typed.count <= 2 ? [1] : typed.count >= 6 ? [2, 3] : [2] where candidates.isEmpty {
            lexicon.search(typed, maxDistance: maxDistance) { index, distance in
                candidates.append((index, Self.priorWeight * lexicon.zipf[index] - Double(distance) * TypingErrorModel.cheapestEdit))
            }
        }
        candidates.sort { $0.bound > $1.bound }
        var best: [Double] = []
        for candidate in candidates {
            if best.count >= limit, candidate.bound < best[limit - 1] { break }
            if let top = best.first, candidate.bound < top - Self.guessRange { break }
            let score = Self.priorWeight * lexicon.zipf[candidate.index] - model.cost(typed: typed, intended: lexicon.keys[candidate.index])
            offer(lexicon.words[candidate.index], score)
            best.append(score)
            best.sort(by: >)
            if best.count > limit { best.removeLast() }
        }
        for extra in extraWords {
            let key = Lexicon.key(extra)
            guard !key.isEmpty, key.count <= Lexicon.maximumWordLength, key != typed else { continue }
            let cost = model.cost(typed: typed, intended: key)
            if cost <= 2 * TypingErrorModel.farSubstitution { offer(extra, Self.priorWeight * (zipf(of: extra) ?? 3.0) - cost) }
        }
        offerSplits(typed, offer)
        // Hunspell's own suggestions only when the lexicon is empty (an affix file this reader could not
        // expand): they take 10 to 20 ms on a word that resembles nothing, and on the benchmark's
        // misspellings they found no better guess than the lexicon's.
        if scored.isEmpty, lexicon.count == 0 {
            for suggestion in dictionary.suggestions(for: word) {
                let cost = model.cost(typed: typed, intended: Lexicon.key(suggestion))
                offer(suggestion, Self.priorWeight * (zipf(of: suggestion) ?? Self.unlistedZipf) - cost)
            }
        }
        let typedLower = String(String.UnicodeScalarView(typed.compactMap(Unicode.Scalar.init)))
        let ranked = scored.filter { $0.key.lowercased() != typedLower }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(limit).map(\.key)
        return ranked.map { Self.matchCase(of: word, $0) }
    }

    /// The typed word split in two words (`hipstar` → `hip star`): both in the lexicon and common enough.
    private func offerSplits(_ typed: [UInt32], _ offer: (String, Double) -> Void) {
        guard typed.count >= 4 else { return }
        for cut in 2...(typed.count - 2) {
            guard let left = lexicon.lookup(Array(typed[..<cut])), let right = lexicon.lookup(Array(typed[cut...])) else { continue }
            let zl = lexicon.zipf[left], zr = lexicon.zipf[right]
            guard zl >= 4, zr >= 4 else { continue }
            // P(left) · P(right) relative to a word's probability: (zl - 9) + (zr - 9) + 9.
            offer(lexicon.words[left] + " " + lexicon.words[right], Self.priorWeight * (zl + zr - 9) - TypingErrorModel.missingSpace)
        }
    }

    /// Words that start with `prefix` (any case), most frequent first, at most `limit`, without the
    /// prefix itself and without `excluding`. When no word starts with the prefix, words that start with
    /// a prefix one slip away on the keyboard are offered instead.
    public func completions(forPrefix prefix: String, limit: Int = 10, excluding: Set<String> = []) -> [String] {
        let key = Lexicon.key(prefix.replacingOccurrences(of: "\u{2019}", with: "'"))
        guard !key.isEmpty, key.count <= Lexicon.maximumWordLength, limit > 0 else { return [] }
        // Possessives the dictionary makes of every noun (hipster's) are offered only when people use them.
        func offered(_ index: Int) -> Bool {
            !excluding.contains(lexicon.words[index]) && (lexicon.zipf[index] > Self.unlistedZipf || !lexicon.words[index].hasSuffix("'s"))
        }
        // The best `limit` kept as they come (a short prefix starts thousands of words).
        var found: [(Int, Double)] = []
        func better(_ a: (Int, Double), than b: (Int, Double)) -> Bool {
            a.1 != b.1 ? a.1 > b.1 : lexicon.words[a.0] < lexicon.words[b.0]
        }
        func keep(_ index: Int, _ score: Double) {
            guard found.count < limit || better((index, score), than: found[found.count - 1]) else { return }
            let at = found.firstIndex { better((index, score), than: $0) } ?? found.count
            found.insert((index, score), at: at)
            if found.count > limit { found.removeLast() }
        }
        for index in lexicon.words(withPrefix: key) where lexicon.keys[Int(index)] != key && offered(Int(index)) {
            keep(Int(index), lexicon.zipf[Int(index)])
        }
        if found.isEmpty, key.count >= 2 {
            var scores: [Int: Double] = [:]
            for (alternative, cost) in nearbyPrefixes(key) {
                for index in lexicon.words(withPrefix: alternative) where lexicon.keys[Int(index)] != alternative {
                    let score = lexicon.zipf[Int(index)] - cost
                    if scores[Int(index)].map({ $0 < score }) ?? true { scores[Int(index)] = score }
                }
            }
            for (index, score) in scores where offered(index) { keep(index, score) }
        }
        return found.map { Self.matchCase(of: prefix, lexicon.words[$0.0]) }
    }

    /// The prefixes one neighbour-key substitution or one transposition away from `key`, with their cost.
    private func nearbyPrefixes(_ key: [UInt32]) -> [([UInt32], Double)] {
        var result: [([UInt32], Double)] = []
        for i in key.indices {
            guard let scalar = Unicode.Scalar(key[i]) else { continue }
            for neighbour in keyboard.neighbours(of: scalar) {
                var alternative = key
                alternative[i] = neighbour.value
                result.append((alternative, model.substitution(neighbour.value, key[i])))
            }
            if i + 1 < key.count, key[i] != key[i + 1] {
                var swapped = key
                swapped.swapAt(i, i + 1)
                result.append((swapped, TypingErrorModel.transposition))
            }
        }
        return result
    }

    /// `candidate` in the case pattern of `typed`: all capitals when `typed` is (and longer than one
    /// letter), a capital first letter when `typed` has one; as listed otherwise.
    static func matchCase(of typed: String, _ candidate: String) -> String {
        let letters = typed.filter(\.isLetter)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) { return candidate.uppercased() }
        if let first = typed.first, first.isUppercase { return candidate.prefix(1).uppercased() + candidate.dropFirst() }
        return candidate
    }
}
