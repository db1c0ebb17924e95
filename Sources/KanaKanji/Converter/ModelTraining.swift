/// Learns ``ConversionModel`` weights from (reading, expected text) pairs with an averaged
/// structured perceptron over the conversion lattice.
///
/// For each pair the converter's best path is compared with the cheapest path whose words spell the
/// expected text (found by a search over the same lattice, constrained to the text); when the two
/// texts differ, the weights of the features on the expected path are lowered and those on the
/// converter's path raised, by `rate` cost units per unit of feature. Pairs whose expected text no
/// path spells (a word missing from the dictionary, a wrong reading) are skipped. The result is the
/// average of the weights over all steps, which generalises better than the last weights.
public enum ModelTraining {
    /// Settings of a training run.
    public struct Settings: Sendable {
        /// Passes over the pairs.
        public var epochs = 10
        /// Step size for features counted in units (cost units per update).
        public var rate = 200.0
        /// Step size for ``ConversionModel/Feature/wordCostScale``, per mille per 1000 cost units.
        public var scaleRate = 20.0
        /// Step size for the per-part-of-speech cost scales (``ConversionModel/Feature/partOfSpeechCostScale(_:)``).
        public var partOfSpeechScaleRate = 20.0
        /// When set, a passive-aggressive update instead of the perceptron's fixed step: each mistake
        /// moves the weights (along the same direction, scaled by each feature's step size) just far
        /// enough that the expected path becomes cheaper than the converter's by `margin` cost units
        /// per character of edit distance between their texts, but by at most this many fixed steps.
        public var passiveAggressiveCap: Double? = nil
        /// With ``passiveAggressiveCap``: the margin asked for, in cost units per character of edit distance.
        public var margin = 0.0
        /// How many of the converter's best paths a mistake is learned from: the best, and up to this
        /// many in all of the wrong ones cheaper than the expected path (1 = the best only).
        public var nBestUpdates = 1
        /// When set, the pairs are visited in a different order every epoch, shuffled by a generator
        /// seeded with this (deterministic); otherwise in the given order every epoch.
        public var shuffleSeed: UInt64? = nil
        /// Features (indices into ``ConversionModel/weights``) that keep their starting weight: by default
        /// the features measured and not adopted (``ConversionModel/unadoptedFeatures``).
        public var frozenFeatures: Set<Int> = ConversionModel.unadoptedFeatures
        /// Keep the averaged weights after every epoch in ``Report/epochModels`` (to choose the number
        /// of passes on held-out data from one run).
        public var keepsEpochModels = false
        /// Creates the default settings.
        public init() {}
    }

    /// What a training run did.
    public struct Report: Sendable {
        /// Pairs with an expected path in the lattice.
        public var reachable = 0
        /// Updates made in each epoch (pairs converted wrongly).
        public var mistakesPerEpoch: [Int] = []
        /// With ``Settings/keepsEpochModels``: the averaged weights after each epoch (the last is the result).
        public var epochModels: [ConversionModel] = []
    }

    /// Learns weights on `pairs`, starting from `initial`. Deterministic: the pairs are visited in
    /// order, every epoch. The pairs whose indices are in `afterText` followed other text in their
    /// source: their first word is not priced as the start of the input.
    public static func train(_ pairs: [(reading: String, expected: String)], dictionary: KanaKanjiDictionary,
                             initial: ConversionModel, settings: Settings = Settings(),
                             afterText: Set<Int> = []) -> (ConversionModel, Report) {
        let n = initial.weights.count
        var w = initial.weights.map(Double.init)
        var sum = [Double](repeating: 0, count: n)   // Σ over steps of w, for averaging
        var steps = 0.0
        var report = Report()
        var model = initial
        let posScales = ConversionModel.Index.partOfSpeechCostScaleBase..<(ConversionModel.Index.partOfSpeechCostScaleBase + PartOfSpeech.count)
        let rates = (0..<n).map { i in
            settings.frozenFeatures.contains(i) ? 0
                : i == ConversionModel.Index.wordCostScale ? settings.scaleRate
                : posScales.contains(i) ? settings.partOfSpeechScaleRate : settings.rate
        }
        var order = Array(pairs.indices)
        var generator = SplitMix64(seed: settings.shuffleSeed ?? 0)
        for epoch in 0..<settings.epochs {
            var mistakes = 0
            if settings.shuffleSeed != nil { order.shuffle(using: &generator) }
            for index in order {
                guard let (lattice, gold, expected) = spelled(pairs[index], dictionary, model,
                                                              startsInput: !afterText.contains(index)) else { continue }
                let span = Lattice.Span(start: 0, end: lattice.characters.count)
                if epoch == 0 { report.reachable += 1 }
                let paths = lattice.nBest(span, count: max(1, settings.nBestUpdates), dictionary)
                guard let predicted = paths.first else { continue }
                let expectedText = String(expected)
                if text(of: predicted, lattice, dictionary) != expectedText {
                    mistakes += 1
                    // The wrong paths to update against: the best, and with nBestUpdates > 1 every other wrong
                    // path of the N best that is cheaper than the expected one; each gets an equal share of the step.
                    let goldCost = pathCost(gold, lattice, dictionary)
                    var violating: [(path: [Int], text: String)] = []
                    for (rank, path) in paths.enumerated() {
                        let t = text(of: path, lattice, dictionary)
                        guard t != expectedText, rank == 0 || pathCost(path, lattice, dictionary) < goldCost else { continue }
                        violating.append((path, t))
                    }
                    for (path, pathText) in violating {
                        var delta = [Double](repeating: 0, count: n)
                        for i in gold { addFeatures(lattice.nodes[i], lattice, dictionary, sign: 1, into: &delta) }
                        for i in path { addFeatures(lattice.nodes[i], lattice, dictionary, sign: -1, into: &delta) }
                        var step = 1.0 / Double(violating.count)
                        if let cap = settings.passiveAggressiveCap {
                            // How much dearer the expected path is now, plus the margin its errors call for,
                            // over how fast a unit step closes that gap.
                            let gap = Double(goldCost - pathCost(path, lattice, dictionary))
                                + settings.margin * Double(Evaluation.editDistance(Array(pathText), expected))
                            var speed = 0.0
                            for i in 0..<n where delta[i] != 0 { speed += rates[i] * delta[i] * delta[i] }
                            step *= speed > 0 ? Swift.min(cap, Swift.max(0, gap) / speed) : 0
                        }
                        for i in 0..<n where delta[i] != 0 { w[i] -= step * rates[i] * delta[i] }
                    }
                    model.weights = w.map(weight)
                }
                for i in 0..<n { sum[i] += w[i] }
                steps += 1
            }
            report.mistakesPerEpoch.append(mistakes)
            if settings.keepsEpochModels, steps > 0 {
                var averaged = initial
                averaged.weights = sum.map { weight($0 / steps) }
                report.epochModels.append(averaged)
            }
        }
        var averaged = initial
        if steps > 0 { averaged.weights = sum.map { weight($0 / steps) } }
        return (averaged, report)
    }

    /// A dictionary word that spells part of an expected text: its reading, its surface, and in how many
    /// pairs the cheapest path spelling the expected text uses it.
    public struct AttestedWord: Sendable, Equatable {
        /// The word's reading (hiragana, as the dictionary keys it).
        public var reading: String
        /// The word as written.
        public var surface: String
        /// The number of pairs whose expected path uses the word (at least 1).
        public var pairs: Int

        /// A word attested in `pairs` pairs.
        public init(reading: String, surface: String, pairs: Int) {
            self.reading = reading
            self.surface = surface
            self.pairs = pairs
        }
    }

    /// The dictionary words that the expected texts of `pairs` are spelled with: for each pair, the words of
    /// the cheapest path (under `model`) through its reading's lattice whose surfaces concatenate to the
    /// expected text, as the learner finds it. Words the lattice makes up (unknown characters, katakana of
    /// the reading, numbers) are not dictionary words and are left out; pairs that no path spells add
    /// nothing. Sorted by reading, then surface (UTF-8 order), so that the result is deterministic. The
    /// pairs whose indices are in `afterText` are not priced from the start of the input, as in
    /// ``train(_:dictionary:initial:settings:afterText:)``.
    public static func attestedWords(_ pairs: [(reading: String, expected: String)], dictionary: KanaKanjiDictionary,
                                     model: ConversionModel, afterText: Set<Int> = []) -> [AttestedWord] {
        var counts: [DictionaryBuilder.WordKey: Int] = [:]
        for (index, pair) in pairs.enumerated() {
            guard let (lattice, path, _) = spelled(pair, dictionary, model, startsInput: !afterText.contains(index)) else { continue }
            var seen = Set<DictionaryBuilder.WordKey>()
            for index in path {
                let node = lattice.nodes[index]
                guard node.surfaceRef >= 0 else { continue }
                let word = DictionaryBuilder.WordKey(reading: String(lattice.characters[node.start..<node.end]),
                                                     surface: lattice.surface(node, dictionary))
                if seen.insert(word).inserted { counts[word, default: 0] += 1 }
            }
        }
        return counts.map { AttestedWord(reading: $0.key.reading, surface: $0.key.surface, pairs: $0.value) }
            .sorted { ($0.reading.utf8.lexicographicallyPrecedes($1.reading.utf8)) || ($0.reading == $1.reading && $0.surface.utf8.lexicographicallyPrecedes($1.surface.utf8)) }
    }

    /// The lattice of `pair`'s reading (NFC) under `model`, the cheapest path through it that spells the
    /// expected text (``expectedPath(_:expected:_:)``) and that text's characters; nil for an empty
    /// reading or when no path spells the text.
    static func spelled(_ pair: (reading: String, expected: String), _ dictionary: KanaKanjiDictionary,
                        _ model: ConversionModel, startsInput: Bool = true) -> (lattice: Lattice, path: [Int], expected: [Character])? {
        let characters = Array(pair.reading.precomposedStringWithCanonicalMapping)
        let expected = Array(pair.expected.precomposedStringWithCanonicalMapping)
        guard !characters.isEmpty else { return nil }
        let lattice = Lattice(characters: characters, fixedBoundaries: [], dictionary: dictionary, model: model,
                              startsInput: startsInput)
        return expectedPath(lattice, expected: expected, dictionary).map { (lattice, $0, expected) }
    }

    /// The text `path` spells.
    static func text(of path: [Int], _ lattice: Lattice, _ dictionary: KanaKanjiDictionary) -> String {
        path.map { lattice.surface(lattice.nodes[$0], dictionary) }.joined()
    }

    /// The cost of `path` (node indices) through the whole lattice, sentence boundaries included.
    static func pathCost(_ path: [Int], _ lattice: Lattice, _ dictionary: KanaKanjiDictionary) -> Int {
        var cost = 0
        var previous: UInt16 = 0
        for i in path {
            let node = lattice.nodes[i]
            cost += dictionary.connectionCost(previous, node.leftId) + node.cost
            previous = node.rightId
        }
        return cost + dictionary.connectionCost(previous, 0)
    }

    /// Adds `sign` × the features of `node` (a node of `lattice`) to `delta` (the word cost scale counted
    /// per 1000 cost units).
    static func addFeatures(_ node: Lattice.Node, _ lattice: Lattice, _ dictionary: KanaKanjiDictionary, sign: Double,
                            into delta: inout [Double]) {
        // A word priced from one entry (an Arabic twin of a numeral entry) shares that entry's features.
        let entryIndex = node.surfaceRef >= 0 ? node.surfaceRef : node.featureEntry
        if entryIndex >= 0 {
            guard let e = dictionary.entry(at: entryIndex) else { return }
            delta[ConversionModel.Index.wordCostScale] += sign * Double(e.cost) / 1000
            delta[ConversionModel.Index.partOfSpeechCostScaleBase + min(Int(e.partOfSpeech), PartOfSpeech.count - 1)] += sign * Double(e.cost) / 1000
            ConversionModel.forEachFeature(of: e, readingLength: node.end - node.start, atInputStart: lattice.startsInput && node.start == 0) { i, v in delta[i] += sign * Double(v) }
        } else if node.isUnknownCharacter {
            delta[ConversionModel.Index.unknownCharacter] += sign
        } else if node.wordClass == .number {
            delta[ConversionModel.Index.numberReading] += sign
        } else if node.wordClass == .content {
            delta[ConversionModel.Index.katakanaWord] += sign
            delta[ConversionModel.Index.katakanaWordCharacter] += sign * Double(node.end - node.start)
        }
    }

    /// The cheapest path through `lattice` whose surfaces concatenate to `expected`, or nil when none does.
    static func expectedPath(_ lattice: Lattice, expected: [Character], _ dictionary: KanaKanjiDictionary) -> [Int]? {
        // States: a node and the length of expected text its path has spelled.
        struct State { var node: Int; var offset: Int; var cost: Int; var parent: Int }
        var states: [State] = []
        var endingAt = [[Int]](repeating: [], count: lattice.characters.count + 1)  // state indices by end position
        let surfaces = lattice.nodes.map { Array(lattice.surface($0, dictionary)) }
        for p in 0..<lattice.characters.count {
            if p > 0 && endingAt[p].isEmpty { continue }
            for index in lattice.byStart[p] {
                let node = lattice.nodes[index]
                let s = surfaces[index]
                guard !s.isEmpty else { continue }
                // Offsets reachable at p, with the cheapest state for each.
                var candidates: [(offset: Int, cost: Int, parent: Int)] = []
                if p == 0 {
                    candidates.append((0, dictionary.connectionCost(0, node.leftId), -1))
                } else {
                    var bestByOffset: [Int: (Int, Int)] = [:]
                    for si in endingAt[p] {
                        let st = states[si]
                        let c = st.cost + dictionary.connectionCost(lattice.nodes[st.node].rightId, node.leftId)
                        if let b = bestByOffset[st.offset], b.0 <= c { continue }
                        bestByOffset[st.offset] = (c, si)
                    }
                    for (offset, (c, si)) in bestByOffset.sorted(by: { $0.key < $1.key }) { candidates.append((offset, c, si)) }
                }
                for (offset, c, parent) in candidates {
                    guard offset + s.count <= expected.count, Array(expected[offset..<(offset + s.count)]) == s else { continue }
                    states.append(State(node: index, offset: offset + s.count, cost: c + node.cost, parent: parent))
                    endingAt[node.end].append(states.count - 1)
                }
            }
        }
        var best: (Int, Int)? = nil
        for si in endingAt[lattice.characters.count] where states[si].offset == expected.count {
            let c = states[si].cost + dictionary.connectionCost(lattice.nodes[states[si].node].rightId, 0)
            if c < best?.0 ?? Int.max { best = (c, si) }
        }
        guard var s = best?.1 else { return nil }
        var path: [Int] = []
        while s >= 0 { path.append(states[s].node); s = states[s].parent }
        return path.reversed()
    }

    /// A learned weight as an integer: rounded, clamped to ±``ConversionModel/maxWeight``, and 0 for a
    /// value that is not a number (so a runaway step size can never trap in an `Int` conversion).
    static func weight(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let limit = Double(ConversionModel.maxWeight)
        return Int(Swift.min(Swift.max(value.rounded(), -limit), limit))
    }
}

/// A small deterministic random number generator (SplitMix64), for shuffling training pairs the same
/// way on every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
