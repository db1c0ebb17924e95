import CICU
import Foundation

/// A copy of a client's text as UTF-16, with the break iterators over it, for one version of the text.
///
/// The copy is a gap buffer that ICU reads through a `UText`, so a client that keeps a journal of its
/// edits (the text objects' editors, ``TextStorage/edits(since:)``) has its copy patched where the text
/// changed instead of copied again: the cost of following an edit is the distance from the previous
/// edit plus the size of the change, not the length of the text.
final class TextSnapshot {
    /// The client's text, kept for clients that do not report a content version (to compare).
    let text: String?
    /// The client's content version this copy holds, if it reports one.
    @exclusivity(unchecked) private(set) var version: Int?
    /// The client's beginning-of-document position for this version of the text.
    let begin: UITextPosition
    /// Whether the client's positions are plain ``IndexedPosition`` UTF-16 offsets from 0 (its
    /// `beginningOfDocument` is `IndexedPosition(0)`), so offsets can be read and made without asking it.
    let indexedFromZero: Bool
    /// The number of UTF-16 code units.
    @exclusivity(unchecked) private(set) var count: Int
    /// The gap buffer: `gap.pointee.gap_start` units, a gap, then the rest up to `capacity`.
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt16>
    @exclusivity(unchecked) private var capacity: Int
    /// What ICU reads: the buffer, the gap and the length (kept current after every patch).
    private let gap: UnsafeMutablePointer<cicu_gap_text>
    private let locale: String?
    // Read on every question: unchecked exclusivity (no access here overlaps another). Held retained by
    // hand (released in deinit) so that a question can use a cursor without retaining it again.
    @exclusivity(unchecked) private var characters: Unmanaged<SegmentCursor>?
    @exclusivity(unchecked) private var words: Unmanaged<SegmentCursor>?
    @exclusivity(unchecked) private var sentences: Unmanaged<SegmentCursor>?

    init(units: [UInt16], text: String?, version: Int?, begin: UITextPosition, locale: String?) {
        self.indexedFromZero = (begin as? IndexedPosition)?.index == 0
        self.text = text
        self.version = version
        self.begin = begin
        self.locale = locale
        count = units.count
        // Room to grow: edits fill the gap before the buffer has to be reallocated.
        capacity = units.count + max(1024, units.count / 16)
        let n = units.count
        let storage = UnsafeMutablePointer<UInt16>.allocate(capacity: capacity)
        units.withUnsafeBufferPointer { source in
            if let from = source.baseAddress { storage.initialize(from: from, count: n) }
        }
        buffer = storage
        gap = .allocate(capacity: 1)
        gap.initialize(to: cicu_gap_text(base: buffer, gap_start: Int32(n), gap_end: Int32(capacity), length: Int32(n)))
    }

    deinit {
        characters?.release()
        words?.release()
        sentences?.release()
        gap.deallocate()
        buffer.deallocate()
    }

    private var gapStart: Int { Int(gap.pointee.gap_start) }
    private var gapEnd: Int { Int(gap.pointee.gap_end) }

    /// The UTF-16 code unit at `offset` (0 ≤ offset < count).
    @inline(__always)
    subscript(offset: Int) -> UInt16 {
        let g = gap.pointee
        return offset < Int(g.gap_start) ? buffer[offset] : buffer[offset - Int(g.gap_start) + Int(g.gap_end)]
    }

    /// Whether `offset` falls between the two halves of a surrogate pair.
    @inline(__always)
    func splitsSurrogatePair(_ offset: Int) -> Bool {
        guard offset > 0, offset < count else { return false }
        return UTF16.isLeadSurrogate(self[offset - 1]) && UTF16.isTrailSurrogate(self[offset])
    }

    // MARK: Following edits

    /// Brings the copy to `version` by applying `edits` (oldest first), reading the changed stretch of
    /// the new text with `read` (UTF-16 units of a range of the current text). Returns false, leaving the
    /// copy unusable, when the edits do not fit the copy or the read fails: the caller then copies anew.
    func update(to version: Int, edits: [TextEdit], newCount: Int, read: (NSRange) -> [UInt16]?) -> Bool {
        // Apply the edits with placeholder units, tracking the stretch (in current offsets) whose
        // units must be read from the new text.
        var dirty: Range<Int>? = nil
        for e in edits {
            guard e.location >= 0, e.removed >= 0, e.inserted >= 0, e.location + e.removed <= count else { return false }
            moveGap(to: e.location)
            gap.pointee.gap_end += Int32(e.removed)
            reserveGap(e.inserted)
            (buffer + gapStart).update(repeating: 0, count: e.inserted)
            gap.pointee.gap_start += Int32(e.inserted)
            count += e.inserted - e.removed
            let delta = e.inserted - e.removed
            func map(_ x: Int) -> Int {
                x < e.location ? x : (x >= e.location + e.removed ? x + delta : e.location + e.inserted)
            }
            let here = e.location..<(e.location + e.inserted)
            if let d = dirty {
                let m = map(d.lowerBound)..<max(map(d.lowerBound), map(d.upperBound))
                dirty = min(m.lowerBound, here.lowerBound)..<max(m.upperBound, here.upperBound)
            } else {
                dirty = here
            }
        }
        guard count == newCount else { return false }
        if let d = dirty, !d.isEmpty {
            guard let units = read(NSRange(location: d.lowerBound, length: d.count)), units.count == d.count else { return false }
            // Make the stretch contiguous before the gap, then write it.
            moveGap(to: d.upperBound)
            units.withUnsafeBufferPointer { source in
                if let from = source.baseAddress { (buffer + d.lowerBound).update(from: from, count: d.count) }
            }
        }
        gap.pointee.length = Int32(count)
        gap.pointee.base = UnsafePointer(buffer)
        self.version = version
        // ICU must be given the text again after any change; the cursors forget what they read.
        for c in [characters, words, sentences] {
            guard let c else { continue }
            guard c._withUnsafeGuaranteedRef({ $0.textChanged(gap, count: count) }) else { return false }
        }
        return true
    }

    /// Moves the gap so that it starts at `offset` (0 ≤ offset ≤ count): the units between move across.
    private func moveGap(to offset: Int) {
        let start = gapStart, end = gapEnd
        if offset < start {
            let n = start - offset
            (buffer + end - n).moveUpdate(from: buffer + offset, count: n)
            gap.pointee.gap_start = Int32(offset)
            gap.pointee.gap_end = Int32(end - n)
        } else if offset > start {
            let n = offset - start
            (buffer + start).moveUpdate(from: buffer + end, count: n)
            gap.pointee.gap_start = Int32(offset)
            gap.pointee.gap_end = Int32(end + n)
        }
    }

    /// Makes the gap at least `n` units wide, reallocating the buffer (with room to spare) if needed.
    private func reserveGap(_ n: Int) {
        let start = gapStart, end = gapEnd
        guard end - start < n else { return }
        let after = capacity - end
        let newCapacity = start + n + after + max(1024, (start + after) / 16)
        let newBuffer = UnsafeMutablePointer<UInt16>.allocate(capacity: newCapacity)
        newBuffer.moveInitialize(from: buffer, count: start)
        (newBuffer + newCapacity - after).moveInitialize(from: buffer + end, count: after)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
        gap.pointee.base = UnsafePointer(newBuffer)
        gap.pointee.gap_end = Int32(newCapacity - after)
    }

    /// `body` applied to the cursor over ICU's boundaries of `kind` (opened on first use), or nil if ICU
    /// cannot open one. The cursor is lent, not retained: it lives as long as this snapshot.
    @inline(__always)
    func withCursor<R>(_ kind: BreakIterator.Kind, _ body: (SegmentCursor) -> R) -> R? {
        let existing: Unmanaged<SegmentCursor>?
        switch kind {
        case .character: existing = characters
        case .word: existing = words
        case .sentence: existing = sentences
        }
        if let existing { return existing._withUnsafeGuaranteedRef(body) }
        guard let opened = openCursor(kind) else { return nil }
        return opened._withUnsafeGuaranteedRef(body)
    }

    private func openCursor(_ kind: BreakIterator.Kind) -> Unmanaged<SegmentCursor>? {
        guard let iterator = try? BreakIterator(kind, locale: locale, gapText: gap, count: count) else { return nil }
        let c = Unmanaged.passRetained(SegmentCursor(iterator, wordsOnly: kind == .word, count: count))
        switch kind {
        case .character: characters = c
        case .word: words = c
        case .sentence: sentences = c
        }
        return c
    }

    // MARK: Paragraphs

    /// Whether a code unit ends a paragraph, as NSString's paragraph methods count them: LF, CR (and
    /// CR LF together) and U+2029 PARAGRAPH SEPARATOR.
    static func isParagraphSeparator(_ u: UInt16) -> Bool { u == 0x0A || u == 0x0D || u == 0x2029 }

    /// The paragraph text or separator holding `offset` looking forward or backward. Reads only the
    /// paragraph around `offset`.
    func paragraphSegment(at offset: Int, forward: Bool) -> TextSegment? {
        if forward {
            guard offset >= 0, offset < count else { return nil }
            let u = self[offset]
            if Self.isParagraphSeparator(u) {
                let crlf = u == 0x0D && offset + 1 < count && self[offset + 1] == 0x0A
                return TextSegment(start: offset, end: offset + (crlf ? 2 : 1), isUnit: false)
            }
        } else {
            guard offset > 0, offset <= count else { return nil }
            let u = self[offset - 1]
            if Self.isParagraphSeparator(u) {
                let crlf = u == 0x0A && offset >= 2 && self[offset - 2] == 0x0D
                return TextSegment(start: offset - (crlf ? 2 : 1), end: offset, isUnit: false)
            }
        }
        var start = forward ? offset : offset - 1
        while start > 0, !Self.isParagraphSeparator(self[start - 1]) { start -= 1 }
        var end = forward ? offset : offset - 1
        while end < count, !Self.isParagraphSeparator(self[end]) { end += 1 }
        return TextSegment(start: start, end: end, isUnit: true)
    }
}
