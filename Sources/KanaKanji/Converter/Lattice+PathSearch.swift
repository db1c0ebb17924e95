/// Best and N-best paths through a span of the lattice.
extension Lattice {
    /// The conditions of a search: the span, the context ids around it, and boundaries no word may cross.
    struct Span {
        var start: Int
        var end: Int
        /// Right id of the word before the span (0 = beginning of sentence).
        var leftContext: UInt16 = 0
        /// Left id of the word after the span (0 = end of sentence).
        var rightContext: UInt16 = 0
        /// Positions that every path must have a word boundary at.
        var fixedBoundaries: [Int] = []

        func allows(_ node: Node) -> Bool {
            guard node.start >= start, node.end <= end else { return false }
            for b in fixedBoundaries where node.start < b && b < node.end { return false }
            return true
        }
    }

    /// Forward Viterbi costs: for each node, the cheapest cost from the span's start through it (Int.max when unreachable).
    func forward(_ span: Span, _ dictionary: KanaKanjiDictionary) -> [Int] {
        var best = [Int](repeating: Int.max, count: nodes.count)
        guard span.start < span.end else { return best }
        for p in span.start..<span.end {
            for index in byStart[p] {
                let node = nodes[index]
                guard span.allows(node) else { continue }
                var cheapest = Int.max
                if p == span.start {
                    cheapest = dictionary.connectionCost(span.leftContext, node.leftId)
                } else {
                    for prev in byEnd[p] where best[prev] != Int.max && span.allows(nodes[prev]) {
                        let c = best[prev] + dictionary.connectionCost(nodes[prev].rightId, node.leftId)
                        if c < cheapest { cheapest = c }
                    }
                }
                if cheapest != Int.max { best[index] = cheapest + node.cost }
            }
        }
        return best
    }

    /// Up to `count` cheapest paths through `span`, cheapest first, each a list of node indices.
    ///
    /// The search runs backward from the span's end with the forward costs as an exact heuristic
    /// (A*), so paths come out in order of total cost. `maxExpansions` bounds the work.
    func nBest(_ span: Span, count: Int, _ dictionary: KanaKanjiDictionary, maxExpansions: Int = 20_000) -> [[Int]] {
        guard count > 0, span.start < span.end else { return [] }
        let fwd = forward(span, dictionary)
        // States: (node, parent state, cost of everything after the node).
        var states: [(node: Int, parent: Int, back: Int)] = []
        var heap = MinHeap()
        for index in byEnd[span.end] where fwd[index] != Int.max && span.allows(nodes[index]) {
            let back = dictionary.connectionCost(nodes[index].rightId, span.rightContext)
            states.append((index, -1, back))
            heap.push(fwd[index] + back, states.count - 1)
        }
        var paths: [[Int]] = []
        var expansions = 0
        while paths.count < count, expansions < maxExpansions, let (_, stateIndex) = heap.pop() {
            expansions += 1
            let state = states[stateIndex]
            let node = nodes[state.node]
            if node.start == span.start {
                var path: [Int] = []
                var s = stateIndex
                while s >= 0 { path.append(states[s].node); s = states[s].parent }
                paths.append(path)
                continue
            }
            for prev in byEnd[node.start] where fwd[prev] != Int.max && span.allows(nodes[prev]) {
                let back = state.back + node.cost + dictionary.connectionCost(nodes[prev].rightId, node.leftId)
                states.append((prev, stateIndex, back))
                heap.push(fwd[prev] + back, states.count - 1)
            }
        }
        return paths
    }
}

/// A binary min-heap of (priority, value) pairs; ties pop in insertion order so results are deterministic.
struct MinHeap {
    private var items: [(Int, Int, Int)] = []
    private var counter = 0

    mutating func push(_ priority: Int, _ value: Int) {
        items.append((priority, counter, value)); counter += 1
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard less(items[i], items[parent]) else { break }
            items.swapAt(i, parent); i = parent
        }
    }

    mutating func pop() -> (Int, Int)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count, less(items[l], items[m]) { m = l }
                if r < items.count, less(items[r], items[m]) { m = r }
                if m == i { break }
                items.swapAt(i, m); i = m
            }
        }
        return (top.0, top.2)
    }

    private func less(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool { a.0 < b.0 || (a.0 == b.0 && a.1 < b.1) }
}
