import Foundation

/// The default tokenizer, mirroring `UITextInputStringTokenizer`: created with the client it serves
/// ("Tokenizers" in the Text and Web Programming Guide), it answers the four tokenizer questions for
/// every granularity on any language.
///
/// Characters are extended grapheme clusters; words and sentences are ICU's UAX #29 boundaries (with
/// ICU's dictionaries for Japanese, Chinese and Thai); paragraphs are the text between LF, CR, CR LF
/// and U+2029; lines are the client's visual lines, asked of the client through its geometry, so a
/// custom layout is honored; the document is the whole text.
///
/// A unit has a start and an end. Looking forward, a position is within the unit that starts at or
/// before it and ends after it; looking backward, within the unit that starts before it and ends at or
/// after it. Spaces and punctuation between words, paragraph separators and line breaks belong to no
/// unit. The tokenizer reads the client only through ``UITextInput`` (positions may carry anything), keeps
/// a copy of its text and ICU iterators over it, and renews them when the text changes (at once for a
/// client adopting ``TextContentVersioning``, by comparing the text otherwise).
@MainActor
open class StringTokenizer: NSObject, UITextInputTokenizer {
    /// The client whose text this tokenizer reads, or nil once it is gone. Never retained: the client owns
    /// its tokenizer.
    public var textInput: (any UITextInput)? {
        if let registered { return registered.takeUnretainedValue().host }
        return weakClient
    }
    /// A client that keeps no `TextEditor` (a custom view), held weakly.
    private weak var weakClient: (any UITextInput)?
    /// The editor of a ``UITextField`` or ``UITextView``, held unretained: its ``TokenizerRegistry`` says when it goes away, so no weak
    /// reference has to be read on every question.
    @exclusivity(unchecked) private var registered: Unmanaged<TextEditor>?
    /// The same object as `textInput` when it adopts ``TextContentVersioning``; read only while a strong
    /// reference to `textInput` is held, so it never outlives the client.
    private unowned(unsafe) let versionSource: (any TextContentVersioning)?
    /// The ICU locale for word and sentence boundaries; nil is ICU's root locale.
    public let locale: String?
    /// Read on every question: unchecked exclusivity (no access here overlaps another).
    @exclusivity(unchecked) private var snapshot: TextSnapshot?
    /// The last two positions this tokenizer answered with (see `indexedPosition(_:)`).
    @exclusivity(unchecked) private var recent: IndexedPosition?
    @exclusivity(unchecked) private var older: IndexedPosition?

    /// Creates a tokenizer for `textInput`, with ICU's rules for `locale` (nil: the root locale, whose
    /// dictionaries already segment Japanese, Chinese and Thai).
    public init(textInput: any UITextInput, locale: String? = nil) {
        let host = textInput as? any TextEditorHost
        self.versionSource = host?.editor ?? textInput as? any TextContentVersioning
        self.locale = locale
        if let host {
            registered = .passUnretained(host.editor)
        } else {
            weakClient = textInput
        }
        super.init()
        host?.editor.tokenizerRegistry.add(self)
    }

    isolated deinit {
        registered?._withUnsafeGuaranteedRef { $0.tokenizerRegistry.remove(self) }
    }

    /// Called by the registry of a text object's editor as the object is deallocated.
    func clientWentAway() {
        registered = nil
        snapshot = nil
    }

    /// Runs `body` with the client, or answers `none` when it is gone. A registered view is passed without
    /// retaining it (its registry has not said it went away); any other client is held strongly for the
    /// whole answer.
    @inline(__always)
    private func withClient<R>(_ none: R, _ body: (any UITextInput) -> R) -> R {
        if let registered {
            // Read in place (no closure: a closure here made Swift check the main actor on every question).
            guard let host = registered.takeUnretainedValue().host else { return none }
            return body(host)
        }
        guard let client = weakClient else { return none }
        return withExtendedLifetime(client) { body(client) }
    }

    /// The version of ICU that finds word and sentence boundaries, as "major.minor" (ICU 72 implements
    /// Unicode 15.0).
    public static var icuVersion: String { BreakIterator.icuVersion }

    // MARK: The four questions

    /// The unit of `granularity` that encloses `position` looking in `direction`, or nil between units,
    /// outside the text, or in an empty text (document granularity: the whole text, even when empty).
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        withClient(nil) { client -> UITextRange? in
            guard let q = query(client, position, direction) else { return nil }
            if granularity == .document {
                return q.client.textRange(from: q.text.begin, to: q.client.endOfDocument)
            }
            guard let s = segment(granularity, q, at: q.offset, forward: q.forward), s.isUnit else { return nil }
            return range(q, s.start, s.end)
        }
    }

    /// Whether a unit of `granularity` ends at `position` (forward directions) or starts there (backward).
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        withClient(false) { client -> Bool in
            guard let q = query(client, position, direction) else { return false }
            if granularity == .document { return q.offset == (q.forward ? q.text.count : 0) }
            // Forward, a boundary is where a unit ends; backward, where one starts.
            guard let s = segment(granularity, q, at: q.offset, forward: !q.forward), s.isUnit else { return false }
            return q.forward ? s.end == q.offset : s.start == q.offset
        }
    }

    /// From inside a unit, its far end in `direction`; from between units, the near end of the next unit
    /// (or the end of the text when none follows); nil at the end of the text.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        withClient(nil) { client -> UITextPosition? in
            guard let q = query(client, position, direction) else { return nil }
            guard let target = boundary(granularity, q) else { return nil }
            // IndexedPosition is a UTF-16 offset by definition: make it without a round trip to the client.
            if q.text.indexedFromZero { return indexedPosition(target) }
            return q.client.position(from: q.text.begin, offset: target)
        }
    }

    /// Whether a unit of `granularity` encloses `position` looking in `direction` (document: always).
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        withClient(false) { client -> Bool in
            guard let q = query(client, position, direction) else { return false }
            if granularity == .document { return true }
            return segment(granularity, q, at: q.offset, forward: q.forward)?.isUnit ?? false
        }
    }

    /// A position at `offset` for a client whose positions are ``IndexedPosition`` offsets.
    ///
    /// The tokenizer keeps the last two positions it answered with. One that nobody else holds strongly
    /// any more (the caller dropped it) can no longer be seen by anyone, so it is given the new offset and
    /// handed out again instead of making a new object. A walk through the text (each question asked at
    /// the position the previous one answered) then makes no object at all after its first two answers:
    /// the caller holds the position it asks at, and the one before it is free. Making and freeing one
    /// object per answer cost about as much as finding an English word boundary in ICU. A weak or
    /// unowned reference to a position does not keep it from being reused.
    @inline(__always)
    private func indexedPosition(_ offset: Int) -> IndexedPosition {
        if isKnownUniquelyReferenced(&older), let free = older {
            free.index = offset
            swap(&older, &recent)   // moves, no reference counting
            return free
        }
        if isKnownUniquelyReferenced(&recent), let free = recent {
            free.index = offset
            return free
        }
        let made = IndexedPosition(offset)
        older = recent
        recent = made
        return made
    }

    // MARK: Answers in offsets

    /// One question's context: the client, the current copy of its text, the offset asked about and
    /// whether the direction runs forward in storage.
    struct Query {
        /// Borrowed: the client is alive for the whole answer (see `withClient`).
        unowned(unsafe) let client: any UITextInput
        let text: TextSnapshot
        let offset: Int
        let forward: Bool
    }

    /// The boundary `position(from:toBoundary:inDirection:)` answers: from inside a unit, its far end;
    /// from between units, the near end of the next unit (or the end of the text when there is none).
    @inline(__always)
    func boundary(_ granularity: UITextGranularity, _ q: Query) -> Int? {
        let p = q.offset, count = q.text.count
        if granularity == .document { return q.forward ? count : 0 }
        guard var s = segment(granularity, q, at: p, forward: q.forward) else { return nil }
        if s.isUnit { return q.forward ? s.end : s.start }
        while let n = segment(granularity, q, at: q.forward ? s.end : s.start, forward: q.forward) {
            if n.isUnit { return q.forward ? n.start : n.end }
            s = n
        }
        return q.forward ? count : 0
    }

    /// The segment of `granularity` holding `offset` looking forward or backward.
    @inline(__always)
    func segment(_ granularity: UITextGranularity, _ q: Query, at offset: Int, forward: Bool) -> TextSegment? {
        switch granularity {
        case .character: return q.text.withCursor(.character) { $0.segment(at: offset, forward: forward) } ?? nil
        case .word: return q.text.withCursor(.word) { $0.segment(at: offset, forward: forward) } ?? nil
        case .sentence: return q.text.withCursor(.sentence) { $0.segment(at: offset, forward: forward) } ?? nil
        case .paragraph: return q.text.paragraphSegment(at: offset, forward: forward)
        case .line: return lineSegment(q, at: offset, forward: forward)
        case .document:
            guard q.text.count > 0, forward ? offset < q.text.count : offset > 0 else { return nil }
            return TextSegment(start: 0, end: q.text.count, isUnit: true)
        case .unknownValue: return nil
        }
    }

    // MARK: Lines

    /// The visual line holding `offset`, or the break between two lines, from the client's geometry.
    private func lineSegment(_ q: Query, at offset: Int, forward: Bool) -> TextSegment? {
        let count = q.text.count
        guard forward ? (offset >= 0 && offset < count) : (offset > 0 && offset <= count),
              let line = lineBounds(q, at: offset) else { return nil }
        if forward {
            if line.lowerBound <= offset && offset < line.upperBound {
                return TextSegment(start: line.lowerBound, end: line.upperBound, isUnit: true)
            }
            // At the end of a line: the break up to the next line's start.
            let after = offset + (q.text.splitsSurrogatePair(offset + 1) ? 2 : 1)
            guard let next = lineBounds(q, at: after) else { return nil }
            if next.lowerBound == offset && next.upperBound > offset {
                return TextSegment(start: offset, end: next.upperBound, isUnit: true)
            }
            return TextSegment(start: offset, end: max(after, min(next.lowerBound, count)), isUnit: false)
        } else {
            if line.lowerBound < offset && offset <= line.upperBound {
                return TextSegment(start: line.lowerBound, end: line.upperBound, isUnit: true)
            }
            let before = offset - (q.text.splitsSurrogatePair(offset - 1) ? 2 : 1)
            guard let previous = lineBounds(q, at: before) else { return nil }
            if previous.upperBound == offset && previous.lowerBound < offset {
                return TextSegment(start: previous.lowerBound, end: offset, isUnit: true)
            }
            return TextSegment(start: min(before, max(previous.upperBound, 0)), end: offset, isUnit: false)
        }
    }

    /// The line whose caret row holds `offset`: from the closest position to the far left of the
    /// caret's row to the closest position to its far right (in either order, for right-to-left lines).
    private func lineBounds(_ q: Query, at offset: Int) -> ClosedRange<Int>? {
        let client = q.client
        guard let position = client.position(from: q.text.begin, offset: offset) else { return nil }
        let caret = client.caretRect(for: position)
        guard !caret.isNull, caret.midY.isFinite else { return nil }
        let far: CGFloat = 1e9
        guard let a = client.closestPosition(to: CGPoint(x: -far, y: caret.midY)),
              let b = client.closestPosition(to: CGPoint(x: far, y: caret.midY)) else { return nil }
        let x = client.offset(from: q.text.begin, to: a), y = client.offset(from: q.text.begin, to: b)
        let lower = min(x, y), upper = max(x, y)
        guard lower >= 0, upper <= q.text.count else { return nil }
        return lower...upper
    }

    // MARK: Reading the client

    /// The context of a question about `client` (which the caller keeps alive), or nil when the position
    /// is not in its text or splits a surrogate pair, or the direction is none UIKit defines.
    @inline(__always)
    func query(_ client: any UITextInput, _ position: UITextPosition, _ direction: UITextDirection) -> Query? {
        guard (0...5).contains(direction.rawValue), let text = currentText(client) else { return nil }
        let indexed = text.indexedFromZero ? (position as? IndexedPosition)?.index : nil
        let offset = indexed ?? client.offset(from: text.begin, to: position)
        guard offset >= 0, offset <= text.count, !text.splitsSurrogatePair(offset) else { return nil }
        // A client may answer 0 for a position it does not know: make sure offset 0 is a real one.
        if offset == 0, indexed == nil, client.textRange(from: position, to: position) == nil { return nil }
        return Query(client: client, text: text, offset: offset, forward: isForward(direction, client, position))
    }

    /// Storage directions as given; left and right through the client's writing direction at the
    /// position; up as backward and down as forward.
    @inline(__always)
    private func isForward(_ direction: UITextDirection, _ client: any UITextInput, _ position: UITextPosition) -> Bool {
        if let d = direction.storageDirection { return d == .forward }
        switch direction.layoutDirection {
        case .up: return false
        case .down: return true
        case .some(let d):
            let rtl = client.baseWritingDirection(for: position, in: .forward) == .rightToLeft
            return (d == .right) != rtl
        case nil: return true
        }
    }

    /// The copy of the client's text, renewed when the text changed since it was made.
    @inline(__always)
    private func currentText(_ client: any UITextInput) -> TextSnapshot? {
        if let registered {
            let version = registered.takeUnretainedValue().contentVersion
            if let s = snapshot {
                if s.version == version { return s }
                if let old = s.version, patch(s, from: old, to: version, registered) { return s }
            }
            return renew(client, version: version, text: nil)
        }
        if let versioned = versionSource {
            let version = versioned.contentVersion
            if let s = snapshot, s.version == version { return s }
            return renew(client, version: version, text: nil)
        }
        guard let all = client.textRange(from: client.beginningOfDocument, to: client.endOfDocument),
              let text = client.text(in: all) else { return nil }
        if let s = snapshot, s.text == text { return s }
        return renew(client, version: nil, text: text)
    }

    /// Patches the copy of a text object's text with the edits its storage remembers; false when
    /// they are not all remembered or do not fit (the caller copies the text anew).
    private func patch(_ s: TextSnapshot, from old: Int, to version: Int, _ view: Unmanaged<TextEditor>) -> Bool {
        view._withUnsafeGuaranteedRef { view in
            let storage = view.storage
            guard let edits = storage.edits(since: old) else { return false }
            return s.update(to: version, edits: edits, newCount: storage.utf16Count) { storage.utf16Units(in: $0) }
        }
    }

    private func renew(_ client: any UITextInput, version: Int?, text known: String?) -> TextSnapshot? {
        snapshot = nil
        let begin = client.beginningOfDocument
        let units: [UInt16]
        if let known {
            units = Array(known.utf16)
        } else if let direct = versionSource?.contentUTF16Units() {
            units = direct
        } else {
            guard let all = client.textRange(from: begin, to: client.endOfDocument),
                  let read = client.text(in: all) else { return nil }
            units = Array(read.utf16)
        }
        let s = TextSnapshot(units: units, text: known, version: version, begin: begin, locale: locale)
        snapshot = s
        return s
    }

    private func range(_ q: Query, _ start: Int, _ end: Int) -> UITextRange? {
        guard let a = q.client.position(from: q.text.begin, offset: start),
              let b = q.client.position(from: q.text.begin, offset: end) else { return nil }
        return q.client.textRange(from: a, to: b)
    }
}
