import Foundation

/// A position that is a UTF-16 offset into plain text (the seed's `IndexedPosition`, listing 5-3): the
/// ``UITextPosition`` of ``UITextField``, ``UITextView`` and every text object the simulation makes.
///
/// Two indexed positions are equal (`==`, `isEqual(_:)`) when their offsets are.
public final class IndexedPosition: UITextPosition {
    /// The UTF-16 offset from the beginning of the document.
    ///
    /// Set only by the string tokenizer when it reuses a position it answered with and that no one holds
    /// any more (see `UITextInputStringTokenizer.indexedPosition(_:)`): to anyone holding a position
    /// strongly, its index never changes.
    @exclusivity(unchecked) public nonisolated(unsafe) internal(set) var index: Int

    /// Creates a position at a UTF-16 offset.
    public nonisolated init(_ index: Int) {
        self.index = index
        super.init()
    }

    public override nonisolated var description: String { "\(index)" }

    public override nonisolated func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? IndexedPosition else { return false }
        return other.index == index
    }

    public override nonisolated var hash: Int { index.hashValue }
}

/// A range that wraps an `NSRange` of UTF-16 offsets (the seed's `IndexedRange`, listing 5-3): the
/// ``UITextRange`` of the simulation's text objects.
///
/// Two indexed ranges are equal (`==`, `isEqual(_:)`) when their `NSRange`s are.
public final class IndexedRange: UITextRange {
    /// The UTF-16 range.
    public nonisolated let range: NSRange
    private nonisolated let startPosition: IndexedPosition
    private nonisolated let endPosition: IndexedPosition

    /// Creates a range from an `NSRange`; a negative location or length is clamped to zero.
    public nonisolated init(_ range: NSRange) {
        let location = max(0, range.location == NSNotFound ? 0 : range.location)
        let clean = NSRange(location: location, length: max(0, range.length))
        self.range = clean
        startPosition = IndexedPosition(clean.location)
        endPosition = IndexedPosition(clean.location + clean.length)
        super.init()
    }

    /// Creates a range from a location and a length.
    public nonisolated convenience init(location: Int, length: Int) {
        self.init(NSRange(location: location, length: length))
    }

    public override var start: UITextPosition { startPosition }
    public override var end: UITextPosition { endPosition }
    public override var isEmpty: Bool { range.length == 0 }

    public override nonisolated var description: String { "{\(range.location), \(range.length)}" }

    public override nonisolated func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? IndexedRange else { return false }
        return NSEqualRanges(other.range, range)
    }

    public override nonisolated var hash: Int { range.location &* 31 &+ range.length }
}

/// A selection rectangle with stored values: what the simulation's text objects answer
/// `selectionRects(for:)` with, and a ready-made ``UITextSelectionRect`` for a custom text view.
public final class StoredSelectionRect: UITextSelectionRect {
    private nonisolated let values: (rect: CGRect, direction: NSWritingDirection, start: Bool, end: Bool, vertical: Bool)

    /// Creates a selection rectangle.
    public nonisolated init(rect: CGRect, writingDirection: NSWritingDirection = .leftToRight, containsStart: Bool,
                            containsEnd: Bool, isVertical: Bool = false) {
        values = (rect, writingDirection, containsStart, containsEnd, isVertical)
        super.init()
    }

    public override var rect: CGRect { values.rect }
    public override var writingDirection: NSWritingDirection { values.direction }
    public override var containsStart: Bool { values.start }
    public override var containsEnd: Bool { values.end }
    public override var isVertical: Bool { values.vertical }

    public override nonisolated var description: String {
        "[\(values.rect.origin.x), \(values.rect.origin.y), \(values.rect.size.width), \(values.rect.size.height)]"
            + (values.start ? " start" : "") + (values.end ? " end" : "")
    }
}

/// A range made of any two positions, in the order given: for a custom text view whose ranges need no
/// more than their ends (and for tests that hand a text object a range class it did not make).
public final class PositionRange: UITextRange {
    private nonisolated let ends: (start: UITextPosition, end: UITextPosition, isEmpty: Bool)

    /// Creates a range from its two ends; `isEmpty` says whether they are the same place.
    public nonisolated init(start: UITextPosition, end: UITextPosition, isEmpty: Bool) {
        ends = (start, end, isEmpty)
        super.init()
    }

    public override var start: UITextPosition { ends.start }
    public override var end: UITextPosition { ends.end }
    public override var isEmpty: Bool { ends.isEmpty }
}
