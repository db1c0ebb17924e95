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
    ///
    /// Words that end at a position are grouped by their right context id and words that start there
    /// by their left one, so each position costs (distinct right ids × distinct left ids) connection
    /// lookups rather than (words ending × words starting): Mozc lists hundreds of homophones of one
    /// reading under a few ids. The costs are the same as comparing every pair.
    func forward(_ span: Span, _ dictionary: KanaKanjiDictionary) -> [Int] {
        var best = [Int](repeating: Int.max, count: nodes.count)
        guard span.start < span.end else { return best }
        // Cheapest cost of a word ending at the current position, by right id (Int.max: none), and the
        // ids set, to reset; the cheapest connection into each left id at the current position.
        var minByRight = [Int](repeating: Int.max, count: idBound)
        var costByLeft = [Int](repeating: Int.max, count: idBound)
        var leftDoneAt = [Int](repeating: -1, count: idBound)
        var rights: [Int] = []
        rights.reserveCapacity(64)
        nodes.withUnsafeBufferPointer { nodes in
            for p in span.start..<span.end {
                rights.removeAll(keepingCapacity: true)
                if p > span.start {
                    for prev in byEnd[p] where best[prev] != Int.max && span.allows(nodes[prev]) {
                        let r = Int(nodes[prev].rightId)
                        if minByRight[r] == Int.max { rights.append(r) }
                        if best[prev] < minByRight[r] { minByRight[r] = best[prev] }
                    }
                }
                for index in byStart[p] {
                    let node = nodes[index]
                    guard span.allows(node) else { continue }
                    let l = Int(node.leftId)
                    if leftDoneAt[l] != p {
                        var cheapest = Int.max
                        if p == span.start {
                            cheapest = dictionary.connectionCost(span.leftContext, node.leftId)
                        } else {
                            for r in rights {
                                let c = minByRight[r] + dictionary.connectionCost(UInt16(r), node.leftId)
                                if c < cheapest { cheapest = c }
                            }
                        }
                        costByLeft[l] = cheapest
                        leftDoneAt[l] = p
                    }
                    if costByLeft[l] != Int.max { best[index] = costByLeft[l] + node.cost }
                }
                for r in rights { minByRight[r] = Int.max }
            }
        }
        return best
    }

    /// Up to `count` cheapest paths through `span`, cheapest first, each a list of node indices.
    ///
    /// The search runs backward from the span's end with the forward costs as an exact heuristic
    /// (A*), so paths come out in order of total cost. `maxExpansions` bounds the work.
    func nBest(_ span: Span, count: Int, _ dictionary: KanaKanjiDictionary, maxExpansions: Int = 20_000) -> [[Int]] {
        guard count > 0 else { return [] }
        var search = PathSearch(self, span, dictionary, maxExpansions: maxExpansions)
        var paths: [[Int]] = []
        while paths.count < count, let path = search.next() { paths.append(path) }
        return paths
    }

    /// The cheapest paths through a span one at a time, cheapest first: the same paths in the same order
    /// as ``Lattice/nBest(_:count:_:maxExpansions:)`` with any count, without searching again for more.
    ///
    /// A state is a node with the path after it. Expanding a state would put every word that ends
    /// where its node starts on the heap; instead those predecessors are sorted once (for each
    /// position and left id, by forward cost plus connection) and only the cheapest goes on the heap,
    /// each one putting the next when it is taken. Each gets the tie-breaking order it would have had
    /// if all had been pushed at once (a block of orders reserved at the expansion), so paths come out
    /// exactly as from pushing them all.
    struct PathSearch {
        private struct State {
            var node: Int
            var parent: Int
            /// Cost of everything after the node.
            var back: Int
            /// The predecessor list this state was taken from (−1 for a word ending the span) and its place there.
            var list: Int
            var place: Int
            /// First tie-breaking order of the parent's block.
            var orderBase: Int
        }
        private let lattice: Lattice
        private let span: Span
        private let dictionary: KanaKanjiDictionary
        private let fwd: [Int]
        private var states: [State] = []
        private var heap = MinHeap()
        private var order = 0
        private var expansions = 0
        private let maxExpansions: Int
        /// Predecessor lists: (forward cost + connection into the left id, node, rank in `byEnd` order
        /// among the reachable ones), sorted by cost then rank; by position × idBound + left id.
        private var lists: [[(key: Int, node: Int, rank: Int)]] = []
        private var listIndex: [Int: Int] = [:]

        init(_ lattice: Lattice, _ span: Span, _ dictionary: KanaKanjiDictionary, maxExpansions: Int = 20_000) {
            self.lattice = lattice
            self.span = span
            self.dictionary = dictionary
            self.maxExpansions = maxExpansions
            guard span.start < span.end else { fwd = []; return }
            fwd = lattice.forward(span, dictionary)
            for index in lattice.byEnd[span.end] where fwd[index] != Int.max && span.allows(lattice.nodes[index]) {
                let back = dictionary.connectionCost(lattice.nodes[index].rightId, span.rightContext)
                states.append(State(node: index, parent: -1, back: back, list: -1, place: 0, orderBase: 0))
                heap.push(fwd[index] + back, order: order, states.count - 1)
                order += 1
            }
        }

        /// The sorted predecessors of a word starting at `position` with left id `leftId`.
        private mutating func predecessors(at position: Int, leftId: UInt16) -> Int {
            let key = position * lattice.idBound + Int(leftId)
            if let found = listIndex[key] { return found }
            var list: [(key: Int, node: Int, rank: Int)] = []
            for prev in lattice.byEnd[position] where fwd[prev] != Int.max && span.allows(lattice.nodes[prev]) {
                list.append((fwd[prev] + dictionary.connectionCost(lattice.nodes[prev].rightId, leftId), prev, list.count))
            }
            list.sort { ($0.key, $0.rank) < ($1.key, $1.rank) }
            lists.append(list)
            listIndex[key] = lists.count - 1
            return lists.count - 1
        }

        /// Puts the predecessor at `place` of list `list` on the heap as a state after `parent`.
        private mutating func push(list: Int, place: Int, parent: Int, orderBase: Int) {
            let entry = lists[list][place]
            let parentState = states[parent]
            let parentNode = lattice.nodes[parentState.node]
            // back = the parent's back + its cost + the connection into it; the key holds fwd + connection.
            let back = entry.key - fwd[entry.node] + parentState.back + parentNode.cost
            states.append(State(node: entry.node, parent: parent, back: back, list: list, place: place, orderBase: orderBase))
            heap.push(entry.key + parentState.back + parentNode.cost, order: orderBase + entry.rank, states.count - 1)
        }

        /// The next cheapest path (node indices from the span's start), or nil when there is none or the
        /// expansion bound is reached.
        mutating func next() -> [Int]? {
            while expansions < maxExpansions, let (_, stateIndex) = heap.pop() {
                expansions += 1
                let state = states[stateIndex]
                // The next sibling goes on the heap now: it could not have come off before this one.
                if state.list >= 0, state.place + 1 < lists[state.list].count {
                    push(list: state.list, place: state.place + 1, parent: state.parent, orderBase: state.orderBase)
                }
                let node = lattice.nodes[state.node]
                if node.start == span.start {
                    var path: [Int] = []
                    var s = stateIndex
                    while s >= 0 { path.append(states[s].node); s = states[s].parent }
                    return path
                }
                let list = predecessors(at: node.start, leftId: node.leftId)
                guard !lists[list].isEmpty else { continue }
                let base = order
                order += lists[list].count
                push(list: list, place: 0, parent: stateIndex, orderBase: base)
            }
            return nil
        }
    }
}

/// A binary min-heap of (priority, value) pairs; ties pop in insertion order so results are deterministic.
struct MinHeap {
    private var items: [(Int, Int, Int)] = []
    private var counter = 0

    mutating func push(_ priority: Int, _ value: Int) {
        push(priority, order: counter, value); counter += 1
    }

    /// Pushes with an explicit tie-breaking order (smaller pops first among equal priorities).
    mutating func push(_ priority: Int, order: Int, _ value: Int) {
        items.append((priority, order, value))
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
