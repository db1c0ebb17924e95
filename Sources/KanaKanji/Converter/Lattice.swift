/// The word lattice over one run of kana: every dictionary word, unknown character and number
/// reading that can cover each span.
struct Lattice {
    struct Node {
        var start: Int
        var end: Int
        var leftId: UInt16
        var rightId: UInt16
        var cost: Int
        var wordClass: WordClass
        /// A dictionary entry index, −1 − index into `extraSurfaces`, or one of ``Lattice/spanAsWritten``
        /// and ``Lattice/spanInKatakana`` (surfaces made only when asked for).
        var surfaceRef: Int
        /// For a word not in the dictionary that is priced from one entry (the Arabic twin 1回 of the
        /// numeral entry 一回): that entry's index, whose features the word shares; otherwise −1.
        var featureEntry: Int = -1

        /// Whether this is a one-character word not in the dictionary.
        var isUnknownCharacter: Bool { surfaceRef < 0 && wordClass == .content && end - start == 1 }
    }

    /// One UTF-16 unit per character: the hiragana-folded kana, or 0 for a character that is not kana.
    let units: [UInt16]
    /// `surfaceRef` of a word written as the characters of its span (an unknown character).
    static let spanAsWritten = Int.min
    /// `surfaceRef` of a word written as the katakana of its span (an unknown loanword).
    static let spanInKatakana = Int.min + 1
    let characters: [Character]
    /// Whether the reading begins the input, so that its first word is priced as the start of the input
    /// (``ConversionModel/Feature/inputStart(_:)``); false for a reading that follows other text (a learning
    /// pair whose source sentence went on from words the evaluation set drops).
    let startsInput: Bool
    var nodes: [Node] = []
    var extraSurfaces: [String] = []
    /// Counter words added after numbers ("position length surface"), so none is added twice.
    private var counterNodes: Set<String> = []
    var byStart: [[Int]]
    var byEnd: [[Int]]
    /// One more than the largest context id of any node (the size of tables indexed by id).
    private(set) var idBound = 1

    /// Builds the lattice over `characters` (NFC). Runs of non-kana characters become single
    /// pass-through nodes with the sentence-boundary context ids, split at `fixedBoundaries`.
    init(characters: [Character], fixedBoundaries: [Int], dictionary: KanaKanjiDictionary, model: ConversionModel,
         startsInput: Bool = true) {
        self.characters = characters
        self.startsInput = startsInput
        units = characters.map { c in
            guard Kana.isKana(c), let s = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return 0 }
            return Kana.hiragana(String(s)).utf16.first ?? 0
        }
        byStart = Array(repeating: [], count: characters.count + 1)
        byEnd = Array(repeating: [], count: characters.count + 1)
        var found: [(Int, Range<Int>)] = []
        let units = self.units
        units.withUnsafeBufferPointer { all in
            var i = 0
            while i < all.count {
                var runEnd = i
                let kana = all[i] != 0
                while runEnd < all.count, (all[runEnd] != 0) == kana { runEnd += 1 }
                if !kana {
                    var pieceStart = i
                    for b in fixedBoundaries.sorted() + [runEnd] where b > pieceStart && b <= runEnd {
                        add(Node(start: pieceStart, end: b, leftId: 0, rightId: 0, cost: 0, wordClass: .symbol,
                                 surfaceRef: extra(String(characters[pieceStart..<b]))))
                        pieceStart = b
                    }
                    i = runEnd
                    continue
                }
                let key = UnsafeBufferPointer(rebasing: all[0..<runEnd])
                var numberCoveredUntil = 0
                for p in i..<runEnd {
                    found.removeAll(keepingCapacity: true)
                    dictionary.forEachPrefix(of: key, from: p) { length, range in found.append((length, range)) }
                    for (length, range) in found {
                        for index in range {
                            guard let e = dictionary.entry(at: index) else { continue }
                            let cost = model.cost(of: e, readingLength: length, atInputStart: startsInput && p == 0)
                            add(Node(start: p, end: p + length, leftId: e.leftId, rightId: e.rightId, cost: cost,
                                     wordClass: e.wordClass, surfaceRef: index))
                            // A number with its counter that the dictionary lists in kanji numerals (一回,
                            // 五人, 二時 as 名詞,数): its Arabic twin, with the same ids and features and one
                            // less cost, so Arabic digits stand wherever the dictionary would write these
                            // numerals and the choice of number against word (五人 or 誤認) stays the model's.
                            if e.partOfSpeech == PartOfSpeech.numeral,
                               let twin = NumberReading.arabicTwin(ofKanji: dictionary.surface(of: e),
                                                                   reading: String(decoding: UnsafeBufferPointer(rebasing: key[p..<(p + length)]), as: UTF16.self)) {
                                add(Node(start: p, end: p + length, leftId: e.leftId, rightId: e.rightId, cost: cost - 1,
                                         wordClass: .number, surfaceRef: extra(twin), featureEntry: index))
                            }
                        }
                    }
                    add(Node(start: p, end: p + 1, leftId: dictionary.unknownIds.left, rightId: dictionary.unknownIds.right,
                             cost: model.unknownCharacterCost, wordClass: .content, surfaceRef: Self.spanAsWritten))
                    if model.katakanaWordMaxLength >= 2 {
                        for end in stride(from: p + 2, through: min(runEnd, p + model.katakanaWordMaxLength), by: 1) {
                            add(Node(start: p, end: end, leftId: dictionary.unknownIds.left, rightId: dictionary.unknownIds.right,
                                     cost: model.katakanaWordCost(length: end - p),
                                     wordClass: .content, surfaceRef: Self.spanInKatakana))
                        }
                    }
                    // Only the longest number reading, and none starting inside another:
                    // 「にじゅうさんにち」 is 23日, not 20 + 三日 or 二 + 13日.
                    if p >= numberCoveredUntil {
                        // The longest number reading of two or more tokens, and every number reading a
                        // counter follows (ごにん, いっかい, にせんにじゅうよねん).
                        var numbers: [(length: Int, value: Int, tokens: Int)] = []
                        if let number = NumberReading.parse(key, from: p).last, number.tokens >= 2 {
                            numbers.append(number)
                        }
                        for number in NumberReading.numbersBeforeCounters(key, from: p) where !numbers.contains(where: { $0.length == number.length }) {
                            numbers.append(number)
                        }
                        for number in numbers {
                            numberCoveredUntil = max(numberCoveredUntil, p + number.length)
                            if number.tokens == 1, listsCountedWord(key, start: p, number: number, dictionary: dictionary) { continue }
                            addNumber(key, start: p, atRunStart: p == i, number: number, dictionary: dictionary, model: model)
                        }
                    }
                }
                i = runEnd
            }
        }
    }

    /// Adds a number node written in Arabic digits over `key[start..<start + number.length]`, and the
    /// counter words after it that the dictionary lacks in their sound-changed reading (ろっぽん's ぽん).
    ///
    /// The node takes the context ids of the dictionary's kanji-numeral spelling of the span (三千五百:
    /// the cheapest path of numeral entries), or the dictionary's number ids when there is none. Its
    /// cost: for a reading of three or more number tokens (さんぜんごひゃく, にせんにじゅうよ) or with a unit
    /// in the sound-changed form that only follows a digit (さんびゃく), one less
    /// than the cheapest path of any dictionary words over the span (at the ends of the kana run, with
    /// the sentence-boundary connections), so that such a reading is read as the number it spells (not
    /// 産前後百); for one or two tokens (ご before にん, にせん before かい), one less than its kanji
    /// numerals, so that Arabic digits stand wherever the dictionary's numerals would and words win
    /// where they would (日本, 誤解, 虹, に旋回). With neither, the model's number-reading cost.
    private mutating func addNumber(_ key: UnsafeBufferPointer<UInt16>, start p: Int, atRunStart: Bool,
                                    number: (length: Int, value: Int, tokens: Int),
                                    dictionary: KanaKanjiDictionary, model: ConversionModel) {
        func cheapestPath(numeralsOnly: Bool, length span: Int? = nil) -> (cost: Int, left: UInt16, right: UInt16)? {
            let spanLength = span ?? number.length
            // Viterbi over the span, one state per position and right context id (exact, as the path search).
            var best = [[UInt16: (cost: Int, left: UInt16)]](repeating: [:], count: spanLength + 1)
            for q in 0..<spanLength where q == 0 || !best[q].isEmpty {
                dictionary.forEachPrefix(of: key, from: p + q) { length, range in
                    guard q + length <= spanLength else { return }
                    for index in range {
                        guard let e = dictionary.entry(at: index) else { continue }
                        if numeralsOnly, !dictionary.surface(of: e).allSatisfy({ NumberReading.kanjiNumerals.contains($0) }) { continue }
                        var cheapest: (cost: Int, left: UInt16)
                        if q == 0 {
                            // At the start of the kana run the neighbour is known: the sentence boundary.
                            cheapest = (atRunStart ? dictionary.connectionCost(0, e.leftId) : 0, e.leftId)
                        } else {
                            cheapest = (Int.max, 0)
                            for (right, state) in best[q] {
                                let c = state.cost + dictionary.connectionCost(right, e.leftId)
                                if c < cheapest.cost { cheapest = (c, state.left) }
                            }
                        }
                        var total = cheapest.cost + model.cost(of: e, readingLength: length, atInputStart: startsInput && p + q == 0)
                        if p + q + length == key.count { total += dictionary.connectionCost(e.rightId, 0) }
                        if best[q + length][e.rightId].map({ total < $0.cost }) ?? true {
                            best[q + length][e.rightId] = (total, cheapest.left)
                        }
                    }
                }
            }
            return best[spanLength].min { ($0.value.cost, $0.key) < ($1.value.cost, $1.key) }.map { ($0.value.cost, $0.value.left, $0.key) }
        }
        /// `path`'s cost less the boundary connections a node with these ids pays itself, less one.
        func beating(_ path: (cost: Int, left: UInt16, right: UInt16), end: Int) -> Int {
            path.cost - 1 - (atRunStart ? dictionary.connectionCost(0, path.left) : 0)
                - (end == key.count ? dictionary.connectionCost(path.right, 0) : 0)
        }
        let numerals = cheapestPath(numeralsOnly: true)
        // A reading that can only be a number: three or more tokens, or a unit in the sound-changed form
        // that only follows a digit (さんびゃく, はっぴゃく, さんぜん).
        let certain = number.tokens >= 3
            || key[p..<(p + number.length)].contains { NumberReading.voicedSmallStarts.contains($0) }
        let any = certain ? cheapestPath(numeralsOnly: false) : nil
        let end = p + number.length
        let cost = any.map { min(beating($0, end: end), model.numberReadingCost) } ?? numerals.map { beating($0, end: end) } ?? model.numberReadingCost
        let surface = extra(String(number.value))
        add(Node(start: p, end: p + number.length,
                 leftId: numerals?.left ?? dictionary.numberIds.left, rightId: numerals?.right ?? dictionary.numberIds.right,
                 cost: cost, wordClass: .number, surfaceRef: surface))
        // The same number with the outer ids of the cheapest word path, so that it also beats that path
        // where the numeral's ids connect badly (a number ending the sentence).
        if let any, any.left != numerals?.left || any.right != numerals?.right {
            add(Node(start: p, end: p + number.length, leftId: any.left, rightId: any.right,
                     cost: beating(any, end: end), wordClass: .number, surfaceRef: surface))
        }
        let q = p + number.length
        // A long number with its counter as one word (さんぜんごひゃくえん → 3500円), priced like the number
        // against every word path over both, so that no word across the number's end (百円) splits it.
        if certain {
            for match in Counters.matches(key, at: q) {
                guard let whole = cheapestPath(numeralsOnly: false, length: number.length + match.length) else { continue }
                for counter in match.counter.surfaces {
                    add(Node(start: p, end: q + match.length, leftId: whole.left, rightId: whole.right,
                             cost: beating(whole, end: q + match.length), wordClass: .number, surfaceRef: extra(String(number.value) + counter)))
                }
            }
        }
        for match in Counters.matches(key, at: q) {
            let reading = String(decoding: UnsafeBufferPointer(rebasing: key[q..<(q + match.length)]), as: UTF16.self)
            let listed = Set(dictionary.lookup(reading).map { dictionary.surface(of: $0) })
            for surface in match.counter.surfaces where !listed.contains(surface) {
                guard counterNodes.insert("\(q) \(match.length) \(surface)").inserted,
                      let e = dictionary.lookup(match.counter.readings[0]).first(where: { dictionary.surface(of: $0) == surface })
                else { continue }
                add(Node(start: q, end: q + match.length, leftId: e.leftId, rightId: e.rightId,
                         cost: model.cost(of: e, readingLength: match.length), wordClass: e.wordClass, surfaceRef: extra(surface)))
            }
        }
    }

    /// Whether the dictionary lists a one-digit number with the counter after it as a word of its own in
    /// kanji (一度 read いちど, 一人 read いちにん): such a word is left to the dictionary, and the Arabic
    /// form (1度) is only a candidate.
    private func listsCountedWord(_ key: UnsafeBufferPointer<UInt16>, start p: Int, number: (length: Int, value: Int, tokens: Int),
                                  dictionary: KanaKanjiDictionary) -> Bool {
        let numeral = NumberReading.kanji(number.value)
        for match in Counters.matches(key, at: p + number.length) {
            let reading = String(decoding: UnsafeBufferPointer(rebasing: key[p..<(p + number.length + match.length)]), as: UTF16.self)
            let surfaces = Set(dictionary.lookup(reading).map { dictionary.surface(of: $0) })
            if match.counter.surfaces.contains(where: { surfaces.contains(numeral + $0) }) { return true }
        }
        return false
    }

    private mutating func extra(_ s: String) -> Int {
        extraSurfaces.append(s)
        return -extraSurfaces.count
    }

    private mutating func add(_ node: Node) {
        nodes.append(node)
        idBound = max(idBound, Int(max(node.leftId, node.rightId)) + 1)
        byStart[node.start].append(nodes.count - 1)
        byEnd[node.end].append(nodes.count - 1)
    }

    func surface(_ node: Node, _ dictionary: KanaKanjiDictionary) -> String {
        switch node.surfaceRef {
        case Self.spanAsWritten: return String(characters[node.start..<node.end])
        case Self.spanInKatakana: return Kana.katakana(String(characters[node.start..<node.end]))
        case ..<0: return extraSurfaces[-node.surfaceRef - 1]
        default: break
        }
        guard let e = dictionary.entry(at: node.surfaceRef), node.start >= 0, node.end <= units.count, node.start <= node.end else { return "" }
        // The node's reading is the key it was found under: no walk up the dictionary's trie to spell it.
        return units.withUnsafeBufferPointer { dictionary.surface(of: e, reading: UnsafeBufferPointer(rebasing: $0[node.start..<node.end])) }
    }
}
