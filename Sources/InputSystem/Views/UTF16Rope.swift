import _RopeModule

/// A rope of UTF-16 code units: swift-collections' `Rope` with chunks of at most
/// ``UTF16Chunk/maxCount`` units, summarized by their UTF-16 count.
///
/// `BigString` (the same module's string rope) keeps grapheme-break state in every chunk and re-derives
/// it on each edit; measured here, that made an edit in a 10 MB document 3–4× the cost of one in an empty
/// document. Text input addresses text in UTF-16 offsets and asks for character boundaries only around
/// the caret, so this rope stores bare UTF-16 and finds character boundaries on demand.
struct UTF16Rope: Sendable {
    private(set) var rope = Rope<UTF16Chunk>()

    init() {}

    init<C: Collection<UInt16>>(units: C) {
        var builder = Rope<UTF16Chunk>.Builder()
        var i = units.startIndex
        while i != units.endIndex {
            let end = units.index(i, offsetBy: UTF16Chunk.maxCount / 2, limitedBy: units.endIndex) ?? units.endIndex
            builder.insertBeforeTip(UTF16Chunk(units: Array(units[i..<end])))
            i = end
        }
        rope = builder.finalize()
    }

    var count: Int { rope.isEmpty ? 0 : rope.summary.utf16 }

    /// The code unit at `offset` (which must be in bounds).
    func unit(at offset: Int) -> UInt16 {
        let (index, remaining) = rope.find(at: offset, in: UTF16Metric(), preferEnd: false)
        return rope[index].units[remaining]
    }

    /// Calls `body` with consecutive runs of units from `offset` on, until it returns false.
    func forEachRun(from offset: Int, _ body: (ArraySlice<UInt16>) -> Bool) {
        guard !rope.isEmpty, offset < count else { return }
        _ = rope.forEachWhile(from: offset, in: UTF16Metric()) { chunk, start in
            body(chunk.units[(start ?? 0)...])
        }
    }

    /// The units in `lower..<upper` (in bounds).
    func units(_ lower: Int, _ upper: Int) -> [UInt16] {
        var result: [UInt16] = []
        result.reserveCapacity(upper - lower)
        var remaining = upper - lower
        guard remaining > 0 else { return result }
        forEachRun(from: lower) { run in
            let take = run.prefix(remaining)
            result.append(contentsOf: take)
            remaining -= take.count
            return remaining > 0
        }
        return result
    }

    /// Replaces the units in `lower..<upper` with `new`.
    mutating func replace(_ lower: Int, _ upper: Int, with new: [UInt16]) {
        let metric = UTF16Metric()
        if rope.isEmpty {
            if !new.isEmpty { self = UTF16Rope(units: new) }
            return
        }
        // Fast path: the edit stays inside one chunk, which stays well-sized.
        var (index, offset) = rope.find(at: lower, in: metric, preferEnd: true)
        if index < rope.endIndex {
            let chunkCount = rope[index].units.count
            let removed = upper - lower
            if offset + removed <= chunkCount {
                let newCount = chunkCount - removed + new.count
                // The rope's builder relies on every chunk but a lone one being well-sized, so an edit
                // that would leave a chunk undersized takes the general path, which rebalances.
                let wellSized = newCount >= UTF16Chunk.minCount || (rope.count == 1 && newCount > 0)
                if wellSized && newCount <= UTF16Chunk.maxCount {
                    rope.update(at: &index) { $0.units.replaceSubrange(offset..<(offset + removed), with: new) }
                    return
                }
            }
        }
        var pieces: [UTF16Chunk] = []
        var i = 0
        while i < new.count {
            let end = min(new.count, i + UTF16Chunk.maxCount / 2)
            pieces.append(UTF16Chunk(units: Array(new[i..<end])))
            i = end
        }
        rope.replaceSubrange(lower..<upper, in: metric, with: pieces)
    }
}

/// A chunk of a ``UTF16Rope``.
struct UTF16Chunk: RopeElement, Sendable {
    static let maxCount = 1024
    static let minCount = 256

    var units: [UInt16]

    struct Summary: RopeSummary, Sendable {
        var utf16: Int
        static var maxNodeSize: Int { 15 }
        static var zero: Summary { Summary(utf16: 0) }
        var isZero: Bool { utf16 == 0 }
        mutating func add(_ other: Summary) { utf16 += other.utf16 }
        mutating func subtract(_ other: Summary) { utf16 -= other.utf16 }
    }

    typealias Index = Int

    var summary: Summary { Summary(utf16: units.count) }
    var isEmpty: Bool { units.isEmpty }
    var isUndersized: Bool { units.count < Self.minCount }
    func invariantCheck() {}

    mutating func rebalance(nextNeighbor right: inout UTF16Chunk) -> Bool {
        if units.count + right.units.count <= Self.maxCount {
            units.append(contentsOf: right.units)
            right.units.removeAll()
            return true
        }
        let total = units.count + right.units.count
        let target = total / 2
        if units.count < target {
            let move = target - units.count
            units.append(contentsOf: right.units.prefix(move))
            right.units.removeFirst(move)
        } else {
            let move = units.count - target
            right.units.insert(contentsOf: units.suffix(move), at: 0)
            units.removeLast(move)
        }
        return false
    }

    mutating func split(at index: Int) -> UTF16Chunk {
        let tail = UTF16Chunk(units: Array(units[index...]))
        units.removeSubrange(index...)
        return tail
    }
}

/// Measures a ``UTF16Rope`` in UTF-16 code units.
struct UTF16Metric: RopeMetric, Sendable {
    typealias Element = UTF16Chunk
    func size(of summary: UTF16Chunk.Summary) -> Int { summary.utf16 }
    func index(at offset: Int, in element: UTF16Chunk) -> Int { offset }
}
