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
        /// A dictionary entry index, or −1 − index into `extraSurfaces`.
        var surfaceRef: Int

        /// Whether this is a one-character word not in the dictionary.
        var isUnknownCharacter: Bool { surfaceRef < 0 && wordClass == .content && end - start == 1 }
    }

    /// One UTF-16 unit per character: the hiragana-folded kana, or 0 for a character that is not kana.
    let units: [UInt16]
    let characters: [Character]
    var nodes: [Node] = []
    var extraSurfaces: [String] = []
    var byStart: [[Int]]
    var byEnd: [[Int]]

    /// Builds the lattice over `characters` (NFC). Runs of non-kana characters become single
    /// pass-through nodes with the sentence-boundary context ids, split at `fixedBoundaries`.
    init(characters: [Character], fixedBoundaries: [Int], dictionary: KanaKanjiDictionary, model: ConversionModel) {
        self.characters = characters
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
                            let cost = model.cost(of: e, readingLength: length)
                            add(Node(start: p, end: p + length, leftId: e.leftId, rightId: e.rightId, cost: cost,
                                     wordClass: e.wordClass, surfaceRef: index))
                        }
                    }
                    add(Node(start: p, end: p + 1, leftId: dictionary.unknownIds.left, rightId: dictionary.unknownIds.right,
                             cost: model.unknownCharacterCost, wordClass: .content, surfaceRef: extra(String(characters[p]))))
                    if model.katakanaWordMaxLength >= 2 {
                        for end in stride(from: p + 2, through: min(runEnd, p + model.katakanaWordMaxLength), by: 1) {
                            let word = Kana.katakana(String(characters[p..<end]))
                            add(Node(start: p, end: end, leftId: dictionary.unknownIds.left, rightId: dictionary.unknownIds.right,
                                     cost: model.katakanaWordCost(length: end - p),
                                     wordClass: .content, surfaceRef: extra(word)))
                        }
                    }
                    // Only the longest number reading, and none starting inside another:
                    // 「にじゅうさんにち」 is 23日, not 20 + 三日 or 二 + 13日.
                    if p >= numberCoveredUntil, let number = NumberReading.parse(key, from: p).last, number.tokens >= 2 {
                        numberCoveredUntil = p + number.length
                        add(Node(start: p, end: p + number.length, leftId: dictionary.numberIds.left, rightId: dictionary.numberIds.right,
                                 cost: model.numberReadingCost, wordClass: .number, surfaceRef: extra(String(number.value))))
                    }
                }
                i = runEnd
            }
        }
    }

    private mutating func extra(_ s: String) -> Int {
        extraSurfaces.append(s)
        return -extraSurfaces.count
    }

    private mutating func add(_ node: Node) {
        nodes.append(node)
        byStart[node.start].append(nodes.count - 1)
        byEnd[node.end].append(nodes.count - 1)
    }

    func surface(_ node: Node, _ dictionary: KanaKanjiDictionary) -> String {
        if node.surfaceRef < 0 { return extraSurfaces[-node.surfaceRef - 1] }
        guard let e = dictionary.entry(at: node.surfaceRef) else { return "" }
        return dictionary.surface(of: e)
    }
}
