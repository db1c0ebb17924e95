import CICU

/// Finds the ICU segment around an offset, remembering the last one so that walking through the text
/// costs one `ubrk_next` a boundary.
///
/// A walk forward through the text reads boundaries ahead in batches (one call into ICU for up to
/// ``maximumBatch`` boundaries and their rule statuses). The batch starts at one boundary after any jump
/// and doubles with each step that continues the walk, so a question at a random place reads no more than
/// it needs.
final class SegmentCursor {
    private let iterator: BreakIterator
    private let countsOnlyWords: Bool
    @exclusivity(unchecked) private var count: Int
    /// The last segment answered. With no boundaries read ahead, the iterator stands at its end, with
    /// that boundary's rule status.
    /// (The mutable state is read on every question: unchecked exclusivity, as no access overlaps another.)
    @exclusivity(unchecked) private var lastStart = 0
    @exclusivity(unchecked) private var lastEnd = 0
    @exclusivity(unchecked) private var lastIsUnit = false
    @exclusivity(unchecked) private var hasLast = false
    /// Boundaries read ahead of `lastEnd` and their rule statuses: entries `ahead..<aheadCount` are still
    /// to be used; the iterator stands at the last one.
    private let ends: UnsafeMutablePointer<Int32>
    private let statuses: UnsafeMutablePointer<Int32>
    @exclusivity(unchecked) private var ahead = 0
    @exclusivity(unchecked) private var aheadCount = 0
    /// How many boundaries the next read-ahead asks for.
    @exclusivity(unchecked) private var batch = 1
    static let maximumBatch = 64

    init(_ iterator: BreakIterator, wordsOnly: Bool, count: Int) {
        self.iterator = iterator
        self.countsOnlyWords = wordsOnly
        self.count = count
        ends = .allocate(capacity: Self.maximumBatch)
        statuses = .allocate(capacity: Self.maximumBatch)
    }

    deinit {
        ends.deallocate()
        statuses.deallocate()
    }

    /// The text changed (now `count` units): ICU is given it again and everything read is forgotten.
    func textChanged(_ gapText: UnsafePointer<cicu_gap_text>, count: Int) -> Bool {
        self.count = count
        hasLast = false
        ahead = 0
        aheadCount = 0
        batch = 1
        return iterator.resetText(gapText)
    }

    /// The segment holding `offset` looking forward (start ≤ offset < end) or backward
    /// (start < offset ≤ end), or nil when there is none (at an end of the text).
    @inline(__always)
    func segment(at offset: Int, forward: Bool) -> TextSegment? {
        if hasLast {
            let holds = forward ? (lastStart <= offset && offset < lastEnd) : (lastStart < offset && offset <= lastEnd)
            if holds { return TextSegment(start: lastStart, end: lastEnd, isUnit: lastIsUnit) }
            if forward && offset == lastEnd { return step() }
        }
        return jump(to: offset, forward: forward)
    }

    /// The segment after the last one (the walk goes on).
    private func step() -> TextSegment? {
        if ahead == aheadCount {
            guard lastEnd < count else { return nil }
            aheadCount = iterator.next(into: ends, statuses: statuses, capacity: batch)
            ahead = 0
            batch = min(batch * 2, Self.maximumBatch)
            guard aheadCount > 0 else { return nil }
        }
        let end = Int(ends[ahead]), status = Int(statuses[ahead])
        ahead += 1
        return remember(start: lastEnd, end: end, isUnit: isUnit(status))
    }

    /// The segment around `offset` found afresh (the iterator moves there).
    private func jump(to offset: Int, forward: Bool) -> TextSegment? {
        ahead = 0
        aheadCount = 0
        batch = 1
        if forward {
            guard offset >= 0, offset < count else { return nil }
            let start = iterator.isBoundary(offset) ? offset : (iterator.preceding(offset) ?? 0)
            guard let end = iterator.following(offset) else { return nil }
            return remember(start: start, end: end, isUnit: isUnit(iterator.ruleStatus))
        } else {
            guard offset > 0, offset <= count else { return nil }
            let start = iterator.preceding(offset) ?? 0
            guard let end = iterator.following(start) else { return nil }
            return remember(start: start, end: end, isUnit: isUnit(iterator.ruleStatus))
        }
    }

    /// Word iterators: a segment is a word when its closing boundary's rule status is not
    /// `UBRK_WORD_NONE` (0–99: spaces, punctuation, symbols); other iterators: every segment is a unit.
    @inline(__always)
    private func isUnit(_ status: Int) -> Bool { !countsOnlyWords || status >= 100 }

    @inline(__always)
    private func remember(start: Int, end: Int, isUnit: Bool) -> TextSegment {
        lastStart = start
        lastEnd = end
        lastIsUnit = isUnit
        hasLast = true
        return TextSegment(start: start, end: end, isUnit: isUnit)
    }
}
