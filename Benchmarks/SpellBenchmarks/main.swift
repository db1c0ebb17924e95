// The spell checker behind UITextChecker against GNU Aspell, measured in the same run on the same words:
// top-1 guess accuracy on public misspelling corpora and on generated touch-typing errors on the iPhone's
// letters keyboard, false positives on the 5,000 most frequent words, completion keystroke savings
// against a frequency-ranked prefix baseline, and the time per word.
//
// Run: Benchmarks/spell-benchmark.sh [--quick]   (downloads the corpora, installs Aspell, then runs
//      swift run -c release --package-path Benchmarks SpellBenchmarks --wikipedia PATH --codespell PATH)
//
// Every set is split by position into a development half (odd positions) and a held-out half (even
// positions); the costs of the typing-error model may be tuned on the development half only, and the
// held-out figures are the ones reported.
import Foundation
import InputSystem
import Spelling

struct Options {
    var wikipedia: String?
    var codespell: String?
    var language = "en_US"
    var quick = false
    var aspell = "aspell"
    var failures = 0
    var profile = false

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--wikipedia": options.wikipedia = iterator.next()
            case "--codespell": options.codespell = iterator.next()
            case "--language": options.language = iterator.next() ?? options.language
            case "--aspell": options.aspell = iterator.next() ?? options.aspell
            case "--quick": options.quick = true
            case "--profile": options.profile = true
            case "--failures": options.failures = Int(iterator.next() ?? "") ?? 20
            default:
                FileHandle.standardError.write(Data("SpellBenchmarks: unknown option \(argument)\n".utf8))
                exit(64)
            }
        }
        return options
    }
}

/// SplitMix64: a fixed seed gives the same generated sets on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

func percent(_ part: Int, _ whole: Int) -> String { whole == 0 ? "n/a" : String(format: "%.1f %%", 100 * Double(part) / Double(whole)) }

/// One misspelling and the word meant.
struct Pair { var typo: String; var target: String }

// MARK: - Aspell, through its ispell pipe (`aspell -a`)

/// GNU Aspell's answers for a list of words: for each, whether it is correct and its suggestions.
struct AspellRun {
    var answers: [(correct: Bool, suggestions: [String])]
    var seconds: Double
}

func runAspell(_ executable: String, language: String, words: [String]) throws -> AspellRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable, "-a", "--lang=\(language)", "--encoding=utf-8"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let start = now()
    try process.run()
    let text = words.map { "^" + $0 + "\n" }.joined()
    let writer = Thread {
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
    }
    writer.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = now() - start
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    var answers: [(Bool, [String])] = []
    var block: (Bool, [String])?
    for line in lines.dropFirst() where answers.count < words.count {  // after the banner
        if line.isEmpty {
            answers.append(block ?? (true, []))
            block = nil
            continue
        }
        guard block == nil else { continue }  // a word Aspell split: its first part decides
        switch line.first {
        case "*", "-", "+": block = (true, [])
        case "#": block = (false, [])
        case "&", "?":
            let parts = line.split(separator: ":", maxSplits: 1)
            let suggestions = parts.count == 2 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
            block = (false, suggestions)
        default: block = (true, [])
        }
    }
    guard answers.count == words.count else {
        throw NSError(domain: "SpellBenchmarks", code: 1, userInfo: [NSLocalizedDescriptionKey:
            "aspell answered \(answers.count) of \(words.count) words (is aspell-en installed?)"])
    }
    return AspellRun(answers: answers, seconds: seconds)
}

// MARK: - Corpora

func isPlainWord(_ word: Substring) -> Bool {
    !word.isEmpty && word.allSatisfy { $0.isLetter || $0 == "'" } && word.first?.isLetter == true
}

/// Wikipedia's list: `typo correction` a line; a typo listed with two corrections is left out.
func readWikipedia(_ path: String) throws -> [Pair] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var corrections: [String: [String]] = [:], order: [String] = []
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ")
        guard fields.count == 2, isPlainWord(fields[0]), isPlainWord(fields[1]) else { continue }
        if corrections[String(fields[0])] == nil { order.append(String(fields[0])) }
        corrections[String(fields[0]), default: []].append(String(fields[1]))
    }
    return order.compactMap { typo in corrections[typo].flatMap { $0.count == 1 ? Pair(typo: typo, target: $0[0]) : nil } }
}

/// codespell's dictionary: `typo->correction` (entries with several corrections are left out).
func readCodespell(_ path: String) throws -> [Pair] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
        let parts = line.components(separatedBy: "->")
        guard parts.count == 2 else { return nil }
        let target = parts[1].trimmingCharacters(in: .whitespaces)
        guard !target.contains(","), isPlainWord(Substring(parts[0])), isPlainWord(Substring(target)) else { return nil }
        return Pair(typo: parts[0], target: target)
    }
}

/// Keeps the pairs whose target the dictionary accepts and whose typo it rejects (otherwise no checker
/// could flag and fix it), at most `limit` spread evenly over the list.
func usable(_ pairs: [Pair], checker: SpellChecker, limit: Int) -> [Pair] {
    let kept = pairs.filter { checker.isCorrect($0.target) && !checker.isCorrect($0.typo) }
    guard kept.count > limit else { return kept }
    let step = Double(kept.count) / Double(limit)
    return (0..<limit).map { kept[Int(Double($0) * step)] }
}

/// Touch-typing errors on the iPhone's letters keyboard from the frequent words: a neighbouring key's
/// letter, a letter left out, a neighbouring key also touched, two letters swapped — one error a word,
/// the kinds in turn; only results the dictionary rejects are kept.
func touchTypingErrors(words: [String], keyboard: KeyboardProximity, checker: SpellChecker, count: Int) -> [(Pair, String)] {
    var generator = SeededGenerator(state: 0x5EED_0025)
    var result: [(Pair, String)] = []
    let kinds = ["neighbour substitution", "omission", "insertion", "transposition"]
    var attempts = 0
    while result.count < count, attempts < count * 50 {
        attempts += 1
        let kind = kinds[(result.count / 2) % kinds.count]  // both halves get every kind
        guard let word = words.randomElement(using: &generator) else { break }
        var letters = Array(word.unicodeScalars)
        let i = Int.random(in: 0..<letters.count, using: &generator)
        switch kind {
        case "neighbour substitution":
            guard let n = keyboard.neighbours(of: letters[i]).randomElement(using: &generator) else { continue }
            letters[i] = n
        case "omission":
            letters.remove(at: i)
        case "insertion":
            guard let n = keyboard.neighbours(of: letters[i]).randomElement(using: &generator) else { continue }
            letters.insert(n, at: Bool.random(using: &generator) ? i : i + 1)
        default:
            guard i + 1 < letters.count, letters[i] != letters[i + 1] else { continue }
            letters.swapAt(i, i + 1)
        }
        let typo = String(String.UnicodeScalarView(letters))
        guard !typo.isEmpty, !checker.isCorrect(typo) else { continue }
        result.append((Pair(typo: typo, target: word), kind))
    }
    return result
}

// MARK: - Measurements

struct Accuracy {
    var ours = 0, oursTop5 = 0, aspell = 0, aspellTop5 = 0, total = 0
    var oursSeconds = 0.0, aspellSeconds = 0.0
}

nonisolated(unsafe) var failuresShown = 0

/// Top-1 and top-5 of both checkers on `pairs`; with `development` (and `--failures N`), prints our misses.
func measure(_ pairs: [Pair], checker: SpellChecker, aspell: String, language: String, development: Bool = false) throws -> Accuracy {
    var accuracy = Accuracy()
    accuracy.total = pairs.count
    failuresShown = 0
    let start = now()
    var oursGuesses: [[String]] = []
    for pair in pairs {
        oursGuesses.append(checker.isCorrect(pair.typo) ? [] : checker.guesses(for: pair.typo, limit: 6))
    }
    accuracy.oursSeconds = now() - start
    let startup = try runAspell(aspell, language: language, words: []).seconds
    let run = try runAspell(aspell, language: language, words: pairs.map(\.typo))
    accuracy.aspellSeconds = max(0, run.seconds - startup)
    for (index, pair) in pairs.enumerated() {
        let target = pair.target.lowercased()
        let ours = oursGuesses[index].map { $0.lowercased() }
        let theirs = run.answers[index].suggestions.map { $0.lowercased() }
        if ours.first == target { accuracy.ours += 1 } else if failuresShown < options.failures, development {
            failuresShown += 1
            print("    miss: \(pair.typo) → \(pair.target): ours \(ours.prefix(3)), Aspell \(theirs.prefix(3))")
        }
        if ours.prefix(5).contains(target) { accuracy.oursTop5 += 1 }
        if theirs.first == target { accuracy.aspell += 1 }
        if theirs.prefix(5).contains(target) { accuracy.aspellTop5 += 1 }
    }
    return accuracy
}

func report(_ name: String, _ a: Accuracy) {
    let oursMs = a.total == 0 ? 0 : 1000 * a.oursSeconds / Double(a.total)
    let aspellMs = a.total == 0 ? 0 : 1000 * a.aspellSeconds / Double(a.total)
    print(String(format: "%@ (%d words): top-1 ours %@, Aspell %@ (ratio %.2f); top-5 ours %@, Aspell %@; per word ours %.3f ms, Aspell %.3f ms (ratio %.2f)",
                 name, a.total, percent(a.ours, a.total), percent(a.aspell, a.total),
                 a.aspell == 0 ? 0 : Double(a.ours) / Double(a.aspell), percent(a.oursTop5, a.total), percent(a.aspellTop5, a.total),
                 oursMs, aspellMs, aspellMs == 0 ? 0 : oursMs / aspellMs))
}

func heldOut<T>(_ items: [T]) -> [T] { items.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) }
func development<T>(_ items: [T]) -> [T] { items.enumerated().filter { $0.offset % 2 == 1 }.map(\.element) }

/// Keystrokes to enter `words` when, after each letter, the three suggestions of `suggest` are shown
/// and a tap on the word ends it; `noise` is the chance that a letter lands on a neighbouring key.
func keystrokes(_ words: [String], noise: Double, keyboard: KeyboardProximity, suggest: (String) -> [String]) -> (used: Int, letters: Int) {
    var generator = SeededGenerator(state: 0xC0_FFEE)
    var used = 0, letters = 0
    for word in words {
        let scalars = Array(word.unicodeScalars)
        letters += scalars.count
        var typed = String.UnicodeScalarView()
        var cost = scalars.count
        for (k, scalar) in scalars.enumerated() where k + 1 < scalars.count {
            var key = scalar
            if Double.random(in: 0..<1, using: &generator) < noise, let n = keyboard.neighbours(of: scalar).randomElement(using: &generator) {
                key = n
            }
            typed.append(key)
            if suggest(String(typed)).prefix(3).contains(where: { $0.lowercased() == word }) {
                cost = min(k + 2, scalars.count)
                break
            }
        }
        used += cost
    }
    return (used, letters)
}

// MARK: - Main

let options = Options.parse(CommandLine.arguments)
let loadStart = now()
let checker: SpellChecker
do { checker = try SpellCheckers.shared.checker(language: options.language) } catch {
    FileHandle.standardError.write(Data("SpellBenchmarks: \(error)\n".utf8))
    exit(1)
}
print(String(format: "checker %@: %d lexicon words, loaded in %.0f ms", options.language, checker.lexiconSize, 1000 * (now() - loadStart)))
let frequencies = try WordFrequencies.english().entries
let keyboard = checker.keyboard
let limit = options.quick ? 1000 : 4000

if options.profile {
    // Guesses only, over touch-typing errors, for `perf record`.
    let frequent = frequencies.prefix(10_000).map(\.word).filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) && checker.isCorrect($0) }
    let typos = touchTypingErrors(words: frequent, keyboard: keyboard, checker: checker, count: 2000).map(\.0.typo)
    let start = now()
    var total = 0
    for _ in 0..<5 { for typo in typos { total += checker.guesses(for: typo).count } }
    print(String(format: "profile: %.3f ms a word (%d guesses)", 1000 * (now() - start) / Double(typos.count * 5), total))
    exit(0)
}

do {
    // Public corpora.
    if let path = options.wikipedia {
        let pairs = usable(try readWikipedia(path), checker: checker, limit: limit * 2)
        report("Wikipedia common misspellings, held-out", try measure(heldOut(pairs), checker: checker, aspell: options.aspell, language: options.language))
        report("Wikipedia common misspellings, development", try measure(development(pairs), checker: checker, aspell: options.aspell, language: options.language, development: true))
    } else {
        print("Wikipedia common misspellings: skipped (no --wikipedia; see Benchmarks/spell-benchmark.sh)")
    }
    if let path = options.codespell {
        let pairs = usable(try readCodespell(path), checker: checker, limit: limit * 2)
        report("codespell dictionary, held-out", try measure(heldOut(pairs), checker: checker, aspell: options.aspell, language: options.language))
        report("codespell dictionary, development", try measure(development(pairs), checker: checker, aspell: options.aspell, language: options.language, development: true))
    } else {
        print("codespell dictionary: skipped (no --codespell)")
    }

    // Touch-typing errors from the 10,000 most frequent words (of 3+ letters, accepted as written).
    let frequent = frequencies.prefix(10_000).map(\.word).filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) && checker.isCorrect($0) }
    let touch = touchTypingErrors(words: frequent, keyboard: keyboard, checker: checker, count: options.quick ? 1000 : 4000)
    let touchHeld = heldOut(touch)
    report("touch-typing errors, held-out", try measure(touchHeld.map(\.0), checker: checker, aspell: options.aspell, language: options.language))
    report("touch-typing errors, development", try measure(development(touch).map(\.0), checker: checker, aspell: options.aspell,
                                                          language: options.language, development: true))
    for kind in ["neighbour substitution", "omission", "insertion", "transposition"] {
        let subset = touchHeld.filter { $0.1 == kind }.map(\.0)
        report("  \(kind)", try measure(subset, checker: checker, aspell: options.aspell, language: options.language))
    }

    // False positives: the 5,000 most frequent words, each tried as listed, Capitalized and in CAPITALS
    // (a word is a false positive when no form is accepted: wordfreq lowercases names and acronyms).
    let top = frequencies.prefix(5000).map(\.word)
    func forms(_ w: String) -> [String] { [w, w.prefix(1).uppercased() + w.dropFirst(), w.uppercased()] }
    let oursStart = now()
    let oursFlagged = top.filter { w in !forms(w).contains(where: checker.isCorrect) }
    let oursCheckSeconds = now() - oursStart
    let aspellRun = try runAspell(options.aspell, language: options.language, words: top.flatMap(forms))
    let aspellFlagged = top.indices.filter { i in !(0..<3).contains { aspellRun.answers[i * 3 + $0].correct } }
    print("false positives on the 5,000 most frequent words: ours \(oursFlagged.count) (\(percent(oursFlagged.count, 5000))), Aspell \(aspellFlagged.count) (\(percent(aspellFlagged.count, 5000)))")
    print("  ours flags: \(oursFlagged.prefix(40).joined(separator: " "))")
    print(String(format: "  checking a correct word: ours %.2f µs a form", 1e6 * oursCheckSeconds / Double(top.count * 3)))

    // Completions: words drawn by frequency from the 20,000 most frequent, typed letter by letter; a tap
    // on one of the three suggestions ends the word. Baseline: the three most frequent words of the same
    // lexicon that start with the typed letters (the typed letters themselves included when a word).
    let lexicon = frequencies.prefix(50_000).map { $0.word.lowercased() }.filter { w in forms(w).contains(where: checker.isCorrect) }
    var baselineTable: [String: [String]] = [:]
    for word in lexicon {
        var prefix = ""
        for character in word {
            prefix.append(character)
            if baselineTable[prefix, default: []].count < 3 { baselineTable[prefix, default: []].append(word) }
        }
    }
    var sampler = SeededGenerator(state: 0xF00D)
    let pool = Array(frequencies.prefix(20_000).filter { $0.word.allSatisfy(\.isLetter) })
    let weights = pool.map { pow(10, $0.zipf - 3) }
    let totalWeight = weights.reduce(0, +)
    var cumulative: [Double] = []
    var running = 0.0
    for weight in weights { running += weight; cumulative.append(running) }
    let texts = (0..<(options.quick ? 2000 : 6000)).map { _ -> String in
        let r = Double.random(in: 0..<totalWeight, using: &sampler)
        var low = 0, high = cumulative.count - 1
        while low < high { let mid = (low + high) / 2; if cumulative[mid] < r { low = mid + 1 } else { high = mid } }
        return pool[low].word
    }.filter { $0.count >= 2 }
    for noise in [0.0, 0.05] {
        let completionStart = now()
        var calls = 0
        let ours = keystrokes(texts, noise: noise, keyboard: keyboard) { calls += 1; return checker.completions(forPrefix: $0, limit: 3) }
        let completionSeconds = now() - completionStart
        let base = keystrokes(texts, noise: noise, keyboard: keyboard) { baselineTable[$0.lowercased()] ?? [] }
        let oursSaving = 1 - Double(ours.used) / Double(ours.letters)
        let baseSaving = 1 - Double(base.used) / Double(base.letters)
        print(String(format: "completion keystroke savings (%d words, %.0f %% of letters on a neighbouring key): ours %.1f %%, frequency-ranked prefix baseline %.1f %% (ratio %.2f); %.3f ms a completion",
                     texts.count, noise * 100, 100 * oursSaving, 100 * baseSaving, baseSaving == 0 ? 0 : oursSaving / baseSaving,
                     1000 * completionSeconds / Double(max(calls, 1))))
    }
} catch {
    FileHandle.standardError.write(Data("SpellBenchmarks: \(error)\n".utf8))
    exit(1)
}
