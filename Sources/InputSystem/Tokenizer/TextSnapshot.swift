/// A copy of a client's text as UTF-16, with the break iterators over it, valid for one version of
/// the text.
final class TextSnapshot {
    /// The client's text, kept for clients that do not report a content version (to compare).
    let text: String?
    /// The client's content version when the copy was made, if it reports one.
    let version: Int?
    /// The client's beginning-of-document position for this version of the text.
    let begin: TextPosition
    /// Whether the client's positions are plain ``IndexedPosition`` UTF-16 offsets from 0 (its
    /// `beginningOfDocument` is `IndexedPosition(0)`), so offsets can be read and made without asking it.
    let indexedFromZero: Bool
    /// The number of UTF-16 code units.
    let count: Int
    private let buffer: UnsafeMutableBufferPointer<UInt16>
    private let locale: String?
    // Read on every question: unchecked exclusivity (no access here overlaps another). Held retained by
    // hand (released in deinit) so that a question can use a cursor without retaining it again.
    @exclusivity(unchecked) private var characters: Unmanaged<SegmentCursor>?
    @exclusivity(unchecked) private var words: Unmanaged<SegmentCursor>?
    @exclusivity(unchecked) private var sentences: Unmanaged<SegmentCursor>?

    init(units: [UInt16], text: String?, version: Int?, begin: TextPosition, locale: String?) {
        self.indexedFromZero = (begin as? IndexedPosition)?.index == 0
        self.text = text
        self.version = version
        self.begin = begin
        self.locale = locale
        count = units.count
        buffer = .allocate(capacity: max(1, count))
        units.withUnsafeBufferPointer { source in
            if let from = source.baseAddress, let to = buffer.baseAddress { to.initialize(from: from, count: count) }
        }
    }

    deinit {
        characters?.release()
        words?.release()
        sentences?.release()
        buffer.deallocate()
    }

    /// The UTF-16 code unit at `offset` (0 ≤ offset < count).
    subscript(offset: Int) -> UInt16 { buffer[offset] }

    /// Whether `offset` falls between the two halves of a surrogate pair.
    func splitsSurrogatePair(_ offset: Int) -> Bool {
        guard offset > 0, offset < count else { return false }
        return UTF16.isLeadSurrogate(buffer[offset - 1]) && UTF16.isTrailSurrogate(buffer[offset])
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
        guard let iterator = try? BreakIterator(kind, locale: locale, text: UnsafePointer(buffer.baseAddress),
                                                count: count) else { return nil }
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
            let u = buffer[offset]
            if Self.isParagraphSeparator(u) {
                let crlf = u == 0x0D && offset + 1 < count && buffer[offset + 1] == 0x0A
                return TextSegment(start: offset, end: offset + (crlf ? 2 : 1), isUnit: false)
            }
        } else {
            guard offset > 0, offset <= count else { return nil }
            let u = buffer[offset - 1]
            if Self.isParagraphSeparator(u) {
                let crlf = u == 0x0A && offset >= 2 && buffer[offset - 2] == 0x0D
                return TextSegment(start: offset - (crlf ? 2 : 1), end: offset, isUnit: false)
            }
        }
        var start = forward ? offset : offset - 1
        while start > 0, !Self.isParagraphSeparator(buffer[start - 1]) { start -= 1 }
        var end = forward ? offset : offset - 1
        while end < count, !Self.isParagraphSeparator(buffer[end]) { end += 1 }
        return TextSegment(start: start, end: end, isUnit: true)
    }
}
