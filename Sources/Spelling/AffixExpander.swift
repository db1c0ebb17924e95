/// Lists the word forms a Hunspell dictionary spells: each `.dic` stem with the prefixes and suffixes its
/// flags allow (and their cross products), per the `.aff` file's `PFX` and `SFX` rules.
///
/// Hunspell answers "is this a word?" but has no call that lists its words, and the guesses need a list
/// (candidates within a few edits of a typo are found in a trie of words). So this reader proposes forms
/// and Hunspell disposes: ``SpellChecker`` keeps only the forms ``HunspellDictionary/accepts(_:)``
/// accepts, so flags this reader ignores (compounding, `NEEDAFFIX`, forbidden words, continuation
/// classes) can only cost a few candidates, never admit a wrong word.
struct AffixExpander {
    private enum FlagType { case single, long, numeric }

    private struct Rule {
        var strip: [Character]
        var add: [Character]
        /// The condition's elements, each a set of characters (nil: any character), and whether it is negated.
        var condition: [(set: Set<Character>?, negated: Bool)]
    }

    private struct Affix {
        var crossProduct: Bool
        var rules: [Rule]
    }

    private var flagType = FlagType.single
    private var prefixes: [String: Affix] = [:]
    private var suffixes: [String: Affix] = [:]

    /// The most forms made of one stem (guards against a pathological affix file).
    static let maximumFormsPerStem = 2000

    /// Reads the affix rules of `affix` (the `.aff` file's text).
    init(affix: String) {
        var pending: (isPrefix: Bool, flag: String, remaining: Int)?
        for rawLine in affix.split(whereSeparator: \.isNewline) {
            let fields = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let keyword = fields.first else { continue }
            if keyword == "FLAG", fields.count >= 2 {
                switch fields[1] {
                case "long": flagType = .long
                case "num": flagType = .numeric
                default: flagType = .single
                }
                continue
            }
            guard keyword == "PFX" || keyword == "SFX", fields.count >= 4 else { continue }
            let isPrefix = keyword == "PFX"
            let flag = String(fields[1])
            if let current = pending, current.remaining > 0, current.flag == flag, current.isPrefix == isPrefix {
                // A rule line: PFX flag strip add condition [morphology]
                let strip = fields[2] == "0" ? [] : Array(fields[2])
                let addField = fields[3].split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
                let add = addField == "0" ? [] : Array(addField)
                let condition = Self.parseCondition(fields.count >= 5 ? String(fields[4]) : ".")
                var table = isPrefix ? prefixes : suffixes
                table[flag, default: Affix(crossProduct: false, rules: [])].rules.append(Rule(strip: strip, add: add, condition: condition))
                if isPrefix { prefixes = table } else { suffixes = table }
                pending = (isPrefix, flag, current.remaining - 1)
            } else if let count = Int(fields[3]) {
                // A header: PFX flag cross-product count
                let affix = Affix(crossProduct: fields[2] == "Y", rules: [])
                if isPrefix { prefixes[flag] = affix } else { suffixes[flag] = affix }
                pending = (isPrefix, flag, max(0, count))
            }
        }
    }

    private static func parseCondition(_ text: String) -> [(set: Set<Character>?, negated: Bool)] {
        var result: [(Set<Character>?, Bool)] = []
        var characters = Array(text)[...]
        while let c = characters.popFirst() {
            switch c {
            case ".": result.append((nil, false))
            case "[":
                var negated = false
                if characters.first == "^" { negated = true; characters.removeFirst() }
                var set = Set<Character>()
                while let d = characters.popFirst(), d != "]" { set.insert(d) }
                result.append((set, negated))
            default: result.append((Set([c]), false))
            }
        }
        return result
    }

    private static func matches(_ element: (set: Set<Character>?, negated: Bool), _ c: Character) -> Bool {
        guard let set = element.set else { return true }
        return set.contains(c) != element.negated
    }

    /// The flags of a `.dic` entry's flag field.
    private func flags(_ field: Substring) -> [String] {
        switch flagType {
        case .single: return field.map(String.init)
        case .numeric: return field.split(separator: ",").map(String.init)
        case .long:
            let characters = Array(field)
            return stride(from: 0, to: characters.count - 1, by: 2).map { String(characters[$0...$0 + 1]) }
        }
    }

    private func applySuffix(_ rule: Rule, to word: [Character]) -> [Character]? {
        guard word.count >= rule.condition.count, word.count > rule.strip.count, word.suffix(rule.strip.count).elementsEqual(rule.strip) else {
            return nil
        }
        for (element, c) in zip(rule.condition, word.suffix(rule.condition.count)) where !Self.matches(element, c) { return nil }
        return Array(word.dropLast(rule.strip.count)) + rule.add
    }

    private func applyPrefix(_ rule: Rule, to word: [Character]) -> [Character]? {
        guard word.count >= rule.condition.count, word.count > rule.strip.count, word.prefix(rule.strip.count).elementsEqual(rule.strip) else {
            return nil
        }
        for (element, c) in zip(rule.condition, word.prefix(rule.condition.count)) where !Self.matches(element, c) { return nil }
        return rule.add + word.dropFirst(rule.strip.count)
    }

    /// Calls `visit` with every form of every entry of `dictionary` (the `.dic` file's text): the stem,
    /// its suffixed and prefixed forms, and prefix-and-suffix forms where both allow cross products.
    func forEachForm(in dictionary: String, _ visit: (String) -> Void) {
        var lines = dictionary.split(whereSeparator: \.isNewline)[...]
        _ = lines.popFirst()  // the entry count
        for line in lines {
            guard let first = line.first, first != "\t", first != "#" else { continue }
            let entry = line.split(whereSeparator: { $0 == "\t" }).first ?? line
            // The stem ends at the first unescaped slash (its flags follow) or space (morphology follows).
            var stem: [Character] = [], flagField: Substring = ""
            var index = entry.startIndex, escaped = false
            while index < entry.endIndex {
                let c = entry[index]
                if escaped { stem.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == "/" {
                    flagField = entry[entry.index(after: index)...].prefix { $0 != " " }
                    break
                } else if c == " " { break } else { stem.append(c) }
                index = entry.index(after: index)
            }
            guard !stem.isEmpty else { continue }
            visit(String(stem))
            var made = 0
            let entryFlags = flags(flagField)
            var suffixed: [[Character]] = []
            for flag in entryFlags {
                guard let affix = suffixes[flag] else { continue }
                for rule in affix.rules {
                    guard made < Self.maximumFormsPerStem, let form = applySuffix(rule, to: stem) else { continue }
                    visit(String(form))
                    made += 1
                    if affix.crossProduct { suffixed.append(form) }
                }
            }
            for flag in entryFlags {
                guard let affix = prefixes[flag] else { continue }
                for rule in affix.rules {
                    guard made < Self.maximumFormsPerStem, let form = applyPrefix(rule, to: stem) else { continue }
                    visit(String(form))
                    made += 1
                    guard affix.crossProduct else { continue }
                    for base in suffixed where made < Self.maximumFormsPerStem {
                        if let both = applyPrefix(rule, to: base) {
                            visit(String(both))
                            made += 1
                        }
                    }
                }
            }
        }
    }
}
