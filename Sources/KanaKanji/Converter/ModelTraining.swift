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
        /// Creates the default settings.
        public init() {}
    }

    /// What a training run did.
    public struct Report: Sendable {
        /// Pairs with an expected path in the lattice.
        public var reachable = 0
        /// Updates made in each epoch (pairs converted wrongly).
        public var mistakesPerEpoch: [Int] = []
    }

    /// Learns weights on `pairs`, starting from `initial`. Deterministic: the pairs are visited in
    /// order, every epoch.
    public static func train(_ pairs: [(reading: String, expected: String)], dictionary: KanaKanjiDictionary,
                             initial: ConversionModel, settings: Settings = Settings()) -> (ConversionModel, Report) {
        let n = initial.weights.count
        var w = initial.weights.map(Double.init)
        var sum = [Double](repeating: 0, count: n)   // Σ over steps of w, for averaging
        var steps = 0.0
        var report = Report()
        var model = initial
        let posScales = ConversionModel.Index.partOfSpeechCostScaleBase..<(ConversionModel.Index.partOfSpeechCostScaleBase + PartOfSpeech.count)
        let rates = (0..<n).map { i in
            i == ConversionModel.Index.wordCostScale ? settings.scaleRate
                : posScales.contains(i) ? settings.partOfSpeechScaleRate : settings.rate
        }
        for epoch in 0..<settings.epochs {
            var mistakes = 0
            for pair in pairs {
                let characters = Array(pair.reading.precomposedStringWithCanonicalMapping)
                let expected = Array(pair.expected.precomposedStringWithCanonicalMapping)
                guard !characters.isEmpty else { continue }
                let lattice = Lattice(characters: characters, fixedBoundaries: [], dictionary: dictionary, model: model)
                let span = Lattice.Span(start: 0, end: characters.count)
                guard let gold = expectedPath(lattice, expected: expected, dictionary) else { continue }
                if epoch == 0 { report.reachable += 1 }
                guard let predicted = lattice.nBest(span, count: 1, dictionary).first else { continue }
                let text = predicted.map { lattice.surface(lattice.nodes[$0], dictionary) }.joined()
                if text != String(expected) {
                    mistakes += 1
                    var delta = [Double](repeating: 0, count: n)
                    for i in gold { addFeatures(lattice.nodes[i], dictionary, sign: 1, into: &delta) }
                    for i in predicted { addFeatures(lattice.nodes[i], dictionary, sign: -1, into: &delta) }
                    for i in 0..<n where delta[i] != 0 { w[i] -= rates[i] * delta[i] }
                    model.weights = w.map(weight)
                }
                for i in 0..<n { sum[i] += w[i] }
                steps += 1
            }
            report.mistakesPerEpoch.append(mistakes)
        }
        var averaged = initial
        if steps > 0 { averaged.weights = sum.map { weight($0 / steps) } }
        return (averaged, report)
    }

    /// Adds `sign` × the features of `node` to `delta` (the word cost scale counted per 1000 cost units).
    static func addFeatures(_ node: Lattice.Node, _ dictionary: KanaKanjiDictionary, sign: Double, into delta: inout [Double]) {
        // A word priced from one entry (an Arabic twin of a numeral entry) shares that entry's features.
        let entryIndex = node.surfaceRef >= 0 ? node.surfaceRef : node.featureEntry
        if entryIndex >= 0 {
            guard let e = dictionary.entry(at: entryIndex) else { return }
            delta[ConversionModel.Index.wordCostScale] += sign * Double(e.cost) / 1000
            delta[ConversionModel.Index.partOfSpeechCostScaleBase + min(Int(e.partOfSpeech), PartOfSpeech.count - 1)] += sign * Double(e.cost) / 1000
            ConversionModel.forEachFeature(of: e, readingLength: node.end - node.start) { i, v in delta[i] += sign * Double(v) }
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
