/// The words a checker can offer as guesses and completions, with their frequencies: a trie over the
/// lowercased words (for candidates within a few edits of a typed word) and the words in code-point
/// order (for completions of a prefix).
struct Lexicon {
    /// Each word as it is offered (`Paris`, `don't`).
    private(set) var words: [String] = []
    /// Each word lowercased, as Unicode scalar values.
    private(set) var keys: [[UInt32]] = []
    /// Each word's Zipf value.
    private(set) var zipf: [Double] = []
    /// The word index of each lowercased word.
    private var index: [[UInt32]: Int32] = [:]
    /// Word indices in code-point order of their keys.
    private var sorted: [Int32] = []

    // The trie: node 0 is the root; children are a linked list.
    private var firstChild: [Int32] = [-1]
    private var nextSibling: [Int32] = [-1]
    private var label: [UInt32] = [0]
    private var wordAt: [Int32] = [-1]

    /// The longest word kept and searched (longer words get no guesses from the lexicon).
    static let maximumWordLength = 40

    static func key(_ word: String) -> [UInt32] { word.lowercased().unicodeScalars.map(\.value) }

    /// Whether a word spelled `word` (any case) is already there.
    func contains(_ word: String) -> Bool { index[Self.key(word)] != nil }

    /// Adds `word` unless a word with the same lowercased spelling is already there.
    mutating func add(_ word: String, zipf value: Double) {
        let k = Self.key(word)
        guard !k.isEmpty, k.count <= Self.maximumWordLength, index[k] == nil else { return }
        let id = Int32(words.count)
        words.append(word)
        keys.append(k)
        zipf.append(value)
        index[k] = id
        var node: Int32 = 0
        for c in k {
            var child = firstChild[Int(node)]
            while child >= 0, label[Int(child)] != c { child = nextSibling[Int(child)] }
            if child < 0 {
                child = Int32(label.count)
                label.append(c)
                firstChild.append(-1)
                wordAt.append(-1)
                nextSibling.append(firstChild[Int(node)])
                firstChild[Int(node)] = child
            }
            node = child
        }
        wordAt[Int(node)] = id
    }

    /// Sorts the prefix index; call after the last ``add(_:zipf:)``.
    mutating func finish() {
        sorted = (0..<Int32(words.count)).sorted { Self.less(keys[Int($0)], keys[Int($1)]) }
    }

    var count: Int { words.count }

    /// The index of the word spelled `key` (lowercased scalars), or nil.
    func lookup(_ key: [UInt32]) -> Int? { index[key].map(Int.init) }

    private static func less(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        for (x, y) in zip(a, b) where x != y { return x < y }
        return a.count < b.count
    }

    /// The indices of the words that start with `prefix` (lowercased scalars).
    func words(withPrefix prefix: [UInt32]) -> ArraySlice<Int32> {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if Self.less(keys[Int(sorted[mid])], prefix) { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < sorted.count, keys[Int(sorted[end])].starts(with: prefix) { end += 1 }
        return sorted[low..<end]
    }

    /// Calls `visit` with every word whose optimal-string-alignment distance (insertions, deletions,
    /// substitutions, adjacent transpositions) from `query` is at most `maxDistance`, and that distance.
    func search(_ query: [UInt32], maxDistance: Int, _ visit: (Int, Int) -> Void) {
        let n = query.count
        guard n <= Self.maximumWordLength else { return }
        let width = n + 1, maxDepth = min(Self.maximumWordLength, n + maxDistance)
        var rows = [Int](repeating: 0, count: (maxDepth + 1) * width)
        var path = [UInt32](repeating: 0, count: maxDepth + 1)
        for j in 0...n { rows[j] = j }
        rows.withUnsafeMutableBufferPointer { rows in
            path.withUnsafeMutableBufferPointer { path in
                query.withUnsafeBufferPointer { q in
                    firstChild.withUnsafeBufferPointer { firstChild in
                        nextSibling.withUnsafeBufferPointer { nextSibling in
                            label.withUnsafeBufferPointer { label in
                                wordAt.withUnsafeBufferPointer { wordAt in
                                    var walker = Walker(q: q, rows: rows, path: path, width: width, maxDepth: maxDepth,
                                                        maxDistance: maxDistance, firstChild: firstChild, nextSibling: nextSibling,
                                                        label: label, wordAt: wordAt)
                                    walker.walk(0, depth: 0, visit)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private struct Walker {
        let q: UnsafeBufferPointer<UInt32>
        let rows: UnsafeMutableBufferPointer<Int>
        let path: UnsafeMutableBufferPointer<UInt32>
        let width: Int, maxDepth: Int, maxDistance: Int
        let firstChild: UnsafeBufferPointer<Int32>, nextSibling: UnsafeBufferPointer<Int32>
        let label: UnsafeBufferPointer<UInt32>, wordAt: UnsafeBufferPointer<Int32>

        mutating func walk(_ node: Int32, depth: Int, _ visit: (Int, Int) -> Void) {
            let d = depth + 1
            guard d <= maxDepth else { return }
            let n = q.count
            var child = firstChild[Int(node)]
            while child >= 0 {
                let c = label[Int(child)]
                path[d] = c
                let base = d * width, prev = depth * width
                rows[base] = d
                // Only the cells within maxDistance of the diagonal can stay within maxDistance (Ukkonen's
                // cut-off); the cells just outside the band hold a sentinel for the next row to read.
                let low = Swift.max(1, d - maxDistance), high = Swift.min(n, d + maxDistance)
                let sentinel = maxDistance + 1
                if low > 1 { rows[base + low - 1] = sentinel }
                if high < n { rows[base + high + 1] = sentinel }
                var rowMin = d <= maxDistance ? d : sentinel
                if low <= high {
                    for j in low...high {
                        var v = Swift.min(rows[prev + j] + 1, rows[base + j - 1] + 1, rows[prev + j - 1] + (q[j - 1] == c ? 0 : 1))
                        if d > 1, j > 1, c == q[j - 2], path[d - 1] == q[j - 1] {
                            v = Swift.min(v, rows[(d - 2) * width + j - 2] + 1)
                        }
                        rows[base + j] = v
                        if v < rowMin { rowMin = v }
                    }
                }
                if high < n, d + maxDistance < n { rows[base + n] = sentinel }
                let word = wordAt[Int(child)]
                if word >= 0, rows[base + n] <= maxDistance { visit(Int(word), rows[base + n]) }
                if rowMin <= maxDistance { walk(child, depth: d, visit) }
                child = nextSibling[Int(child)]
            }
        }
    }
}
