/// Finds the ICU segment around an offset, remembering the last one so that walking through the text
/// costs one `ubrk_next` a boundary.
final class SegmentCursor {
    private let iterator: BreakIterator
    private let countsOnlyWords: Bool
    private let count: Int
    /// The last segment answered; the iterator stands at its end, with that boundary's rule status.
    private var last: TextSegment?

    init(_ iterator: BreakIterator, wordsOnly: Bool, count: Int) {
        self.iterator = iterator
        self.countsOnlyWords = wordsOnly
        self.count = count
    }

    /// The segment holding `offset` looking forward (start ≤ offset < end) or backward
    /// (start < offset ≤ end), or nil when there is none (at an end of the text).
    func segment(at offset: Int, forward: Bool) -> TextSegment? {
        if let last, last.holds(offset, forward: forward) { return last }
        if forward {
            guard offset >= 0, offset < count else { return nil }
            if let last, offset == last.end, let end = iterator.next() {
                return remember(TextSegment(start: offset, end: end, isUnit: isUnit(iterator.ruleStatus)))
            }
            let start = iterator.isBoundary(offset) ? offset : (iterator.preceding(offset) ?? 0)
            guard let end = iterator.following(offset) else { return nil }
            return remember(TextSegment(start: start, end: end, isUnit: isUnit(iterator.ruleStatus)))
        } else {
            guard offset > 0, offset <= count else { return nil }
            let start = iterator.preceding(offset) ?? 0
            guard let end = iterator.following(start) else { return nil }
            return remember(TextSegment(start: start, end: end, isUnit: isUnit(iterator.ruleStatus)))
        }
    }

    /// Word iterators: a segment is a word when its closing boundary's rule status is not
    /// `UBRK_WORD_NONE` (0–99: spaces, punctuation, symbols); other iterators: every segment is a unit.
    private func isUnit(_ status: Int) -> Bool { !countsOnlyWords || status >= 100 }

    private func remember(_ segment: TextSegment) -> TextSegment {
        last = segment
        return segment
    }
}
