import Foundation
import Testing
@testable import KanaKanji

/// The lattice's search is an exact shortest-path search, made fast by two changes that must not change
/// a result: the forward pass compares distinct context ids instead of every pair of words, and the A*
/// search puts a word's predecessors on its heap one at a time. These tests hold both against the
/// plain algorithms they replace (every pair of words; every predecessor pushed at once, ties in push
/// order) on real readings over the embedded Mozc subset, for whole readings and for the spans the
/// candidate search uses (inner spans with context ids on both sides and fixed boundaries).
@Suite struct PathSearchTests {
    /// The forward pass as it was: for each word, the cheapest path into it over every word ending
    /// where it starts.
    static func pairwiseForward(_ lattice: Lattice, _ span: Lattice.Span, _ dictionary: KanaKanjiDictionary) -> [Int] {
        var best = [Int](repeating: Int.max, count: lattice.nodes.count)
        guard span.start < span.end else { return best }
        for p in span.start..<span.end {
            for index in lattice.byStart[p] {
                let node = lattice.nodes[index]
                guard span.allows(node) else { continue }
                var cheapest = Int.max
                if p == span.start {
                    cheapest = dictionary.connectionCost(span.leftContext, node.leftId)
                } else {
                    for prev in lattice.byEnd[p] where best[prev] != Int.max && span.allows(lattice.nodes[prev]) {
                        cheapest = min(cheapest, best[prev] + dictionary.connectionCost(lattice.nodes[prev].rightId, node.leftId))
                    }
                }
                if cheapest != Int.max { best[index] = cheapest + node.cost }
            }
        }
        return best
    }

    /// The N-best search as it was: every predecessor of an expanded word pushed at once, ties popping
    /// in push order.
    static func eagerNBest(_ lattice: Lattice, _ span: Lattice.Span, count: Int, _ dictionary: KanaKanjiDictionary) -> [[Int]] {
        let fwd = pairwiseForward(lattice, span, dictionary)
        var states: [(node: Int, parent: Int, back: Int)] = []
        var heap = MinHeap()
        for index in lattice.byEnd[span.end] where fwd[index] != Int.max && span.allows(lattice.nodes[index]) {
            let back = dictionary.connectionCost(lattice.nodes[index].rightId, span.rightContext)
            states.append((index, -1, back))
            heap.push(fwd[index] + back, states.count - 1)
        }
        var paths: [[Int]] = []
        var expansions = 0
        while paths.count < count, expansions < 20_000, let (_, stateIndex) = heap.pop() {
            expansions += 1
            let state = states[stateIndex]
            let node = lattice.nodes[state.node]
            if node.start == span.start {
                var path: [Int] = []
                var s = stateIndex
                while s >= 0 { path.append(states[s].node); s = states[s].parent }
                paths.append(path)
                continue
            }
            for prev in lattice.byEnd[node.start] where fwd[prev] != Int.max && span.allows(lattice.nodes[prev]) {
                let back = state.back + node.cost + dictionary.connectionCost(lattice.nodes[prev].rightId, node.leftId)
                states.append((prev, stateIndex, back))
                heap.push(fwd[prev] + back, states.count - 1)
            }
        }
        return paths
    }

    /// Readings of every kind the converter meets: sentences, numbers with counters, katakana
    /// loanwords, a reading with Latin letters in it, repeated kana.
    static let readings = [
        "きょうはいいてんきですがあしたはあめです", "わたしはにほんごのにゅうりょくをためした",
        "ふぁいるのさくせいとしょきかをおこなった", "このおぷしょんはへんこうすることができる",
        "にせんにじゅうよねんさんがつ", "さんぜんごひゃくえんです", "いっかいにかいさんかい", "ごにんでいく",
        "えんこーどしたふぁいるをひらく", "abcのせっていをかえる", "ああああああああ", "はしのはしではしをもつ",
        "でましたら", "あれた", "きしゃのきしゃがきしゃできしゃした",
    ]

    /// Spans a search can be asked for over `count` characters: the whole reading, inner spans with
    /// context ids around them, and the whole with a fixed boundary inside.
    static func spans(count: Int, lattice: Lattice) -> [Lattice.Span] {
        var spans = [Lattice.Span(start: 0, end: count)]
        let ids = lattice.nodes.map(\.rightId)
        for start in stride(from: 0, to: count, by: 3) {
            for end in stride(from: start + 1, through: count, by: 4) {
                let left = start == 0 ? 0 : ids[(start * 7 + end) % ids.count]
                let right = end == count ? 0 : lattice.nodes[(start + end * 13) % lattice.nodes.count].leftId
                spans.append(Lattice.Span(start: start, end: end, leftContext: left, rightContext: right))
            }
        }
        if count > 4 { spans.append(Lattice.Span(start: 0, end: count, fixedBoundaries: [2, count - 2])) }
        return spans
    }

    /// Calls `body` with every reading's lattice over the embedded Mozc subset and every span of
    /// ``spans(count:lattice:)`` over it, with a label naming the reading and the span.
    static func forEachSpan(_ body: (KanaKanjiDictionary, Lattice, Lattice.Span, String) -> Void) throws {
        let dictionary = try KanaKanjiDictionary.embedded()
        let model = ConversionModel.learned(for: dictionary)
        for reading in readings {
            let characters = Array(reading)
            let lattice = Lattice(characters: characters, fixedBoundaries: [], dictionary: dictionary, model: model)
            for span in spans(count: characters.count, lattice: lattice) {
                body(dictionary, lattice, span, "\(reading) \(span.start)..<\(span.end)")
            }
        }
    }

    @Test("Forward costs by context id equal the minimum over every pair of words (Viterbi), for every node of every span")
    func forwardMatchesPairwise() throws {
        try Self.forEachSpan { dictionary, lattice, span, label in
            #expect(lattice.forward(span, dictionary) == Self.pairwiseForward(lattice, span, dictionary), "\(label)")
        }
    }

    @Test("The lazy A* search yields the same 60 best paths in the same order as pushing every predecessor at once")
    func lazySearchMatchesEager() throws {
        try Self.forEachSpan { dictionary, lattice, span, label in
            let lazy = lattice.nBest(span, count: 60, dictionary)
            let eager = Self.eagerNBest(lattice, span, count: 60, dictionary)
            #expect(lazy == eager, "\(label)")
            // Path costs never decrease (best first means best first).
            let costs = lazy.map { path in Self.cost(of: path, lattice, span, dictionary) }
            #expect(costs == costs.sorted(), "\(label)")
        }
    }

    @Test("A resumed search gives the paths of one larger search: taking 7, then 23 more, equals taking 30")
    func resumedSearchEqualsOneSearch() throws {
        let dictionary = try KanaKanjiDictionary.embedded()
        let model = ConversionModel.learned(for: dictionary)
        let characters = Array("きょうはいいてんきですがあしたはあめです")
        let lattice = Lattice(characters: characters, fixedBoundaries: [], dictionary: dictionary, model: model)
        let span = Lattice.Span(start: 0, end: characters.count)
        var search = Lattice.PathSearch(lattice, span, dictionary)
        var resumed: [[Int]] = []
        for _ in 0..<7 { if let p = search.next() { resumed.append(p) } }
        for _ in 0..<23 { if let p = search.next() { resumed.append(p) } }
        #expect(resumed.count == 30)
        #expect(resumed == lattice.nBest(span, count: 30, dictionary))
    }

    /// A path's total cost: word costs and connections, with the span's context ids at its ends.
    static func cost(of path: [Int], _ lattice: Lattice, _ span: Lattice.Span, _ dictionary: KanaKanjiDictionary) -> Int {
        var total = 0
        var previous = span.leftContext
        for index in path {
            let node = lattice.nodes[index]
            total += dictionary.connectionCost(previous, node.leftId) + node.cost
            previous = node.rightId
        }
        return total + dictionary.connectionCost(previous, span.rightContext)
    }
}
