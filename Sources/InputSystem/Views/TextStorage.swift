import Foundation

/// A client's text: a rope of UTF-16 code units (`UTF16Rope`, on swift-collections' `Rope`),
/// addressed in UTF-16 offsets as `NSRange` is in UIKit.
///
/// An edit costs O(log n) in the length of the text plus the size of the edit, so an edit in a 10 MB
/// document costs about what it costs in an empty one. Character (extended grapheme cluster) boundaries
/// are found on demand from the text around the offset asked about. Offsets that fall inside a surrogate
/// pair are rounded to the pair's edge (down for a start, up for an end): the text never holds half a pair.
public struct TextStorage: Sendable, CustomStringConvertible {
    private var rope: UTF16Rope
    /// A number that changes whenever the text changes; equal numbers mean equal text for one storage.
    public private(set) var version: Int = 0
    /// The last few edits, for readers that patch a copy (``edits(since:)``).
    var journal = TextEditJournal()

    /// Creates storage holding `string`.
    public init(_ string: String = "") {
        rope = UTF16Rope(units: Array(string.utf16))
    }

    /// The length of the text in UTF-16 code units.
    public var utf16Count: Int { rope.count }

    /// Whether the text is empty.
    public var isEmpty: Bool { rope.count == 0 }

    /// The whole text as a `String` (O(n)).
    public var string: String { String(decoding: rope.units(0, rope.count), as: UTF16.self) }

    public var description: String { string }

    /// Whether `range` lies inside the text.
    public func contains(_ range: NSRange) -> Bool {
        range.location != NSNotFound && range.location >= 0 && range.length >= 0
            && range.location <= utf16Count - range.length
    }

    /// The text in `range`, or nil when the range is not inside the text.
    public func substring(_ range: NSRange) -> String? {
        guard let r = scalarAligned(range) else { return nil }
        return String(decoding: rope.units(r.location, r.location + r.length), as: UTF16.self)
    }

    /// The UTF-16 code units in `range`, or nil when the range is not inside the text.
    public func utf16Units(in range: NSRange) -> [UInt16]? {
        guard contains(range) else { return nil }
        return rope.units(range.location, range.location + range.length)
    }

    /// Replaces the text in `range` with `replacement` and returns the UTF-16 range the replacement now
    /// occupies; nil (and no change) when the range is not inside the text. The range is first widened
    /// out of surrogate pairs (``scalarAligned(_:)``).
    @discardableResult
    public mutating func replace(_ range: NSRange, with replacement: String) -> NSRange? {
        guard let r = scalarAligned(range) else { return nil }
        let units = Array(replacement.utf16)
        rope.replace(r.location, r.location + r.length, with: units)
        version &+= 1
        journal.record(TextEdit(location: r.location, removed: r.length, inserted: units.count), version: version)
        return NSRange(location: r.location, length: units.count)
    }

    /// Replaces `range`, which the caller knows lies inside the text on character boundaries (a range
    /// from ``composedCharacterRange(at:)`` or ``offset(beforeCharacterAt:)``), without checking the ends
    /// again: one descent of the rope fewer per end. Returns where the replacement landed.
    @discardableResult
    mutating func replace(characterAligned range: NSRange, with replacement: String) -> NSRange? {
        guard contains(range) else { return nil }
        let units = Array(replacement.utf16)
        rope.replace(range.location, range.location + range.length, with: units)
        version &+= 1
        journal.record(TextEdit(location: range.location, removed: range.length, inserted: units.count), version: version)
        return NSRange(location: range.location, length: units.count)
    }

    /// `range` widened so that neither end splits a surrogate pair (the range ``replace(_:with:)``
    /// really replaces), or nil when the range is not inside the text.
    public func scalarAligned(_ range: NSRange) -> NSRange? {
        guard contains(range) else { return nil }
        var start = range.location, end = range.location + range.length
        if splitsPair(start) { start -= 1 }
        if range.length == 0 { end = start } else if splitsPair(end) { end += 1 }
        return NSRange(location: start, length: end - start)
    }

    /// The UTF-16 code unit at `offset`, or nil outside the text.
    public func utf16Unit(at offset: Int) -> UInt16? {
        guard offset >= 0, offset < utf16Count else { return nil }
        return rope.unit(at: offset)
    }

    /// The range of the extended grapheme cluster (composed character sequence) that contains `offset`,
    /// or nil outside the text. Mirrors `rangeOfComposedCharacterSequenceAtIndex:`.
    public func composedCharacterRange(at offset: Int) -> NSRange? {
        guard offset >= 0, offset < utf16Count else { return nil }
        // Fast path (UAX #29 GB3/GB999): an ASCII unit other than CR/LF between ASCII neighbours, or
        // with no neighbour, is a cluster of its own.
        // One read of the unit and its neighbours (a single descent of the rope).
        let lower = max(0, offset - 1), window = rope.units(lower, min(utf16Count, offset + 2))
        let unit = window[offset - lower]
        if unit < 0x80, unit != 0x0A, unit != 0x0D, window.allSatisfy({ $0 < 0x80 }) {
            return NSRange(location: offset, length: 1)
        }
        var radius = 32
        while true {
            var lower = max(0, offset - radius), upper = min(utf16Count, offset + radius + 1)
            if splitsPair(lower) { lower -= 1 }
            if splitsPair(upper) { upper += 1 }
            let text = String(decoding: rope.units(lower, upper), as: UTF16.self)
            var at = lower
            for c in text {
                let end = at + c.utf16.count
                if offset < end {
                    // A cluster touching a cut edge of the window may continue past it: widen and retry.
                    if (at == lower && lower > 0) || (end == upper && upper < utf16Count) { break }
                    return NSRange(location: at, length: end - at)
                }
                at = end
            }
            if lower == 0 && upper == utf16Count { return NSRange(location: offset, length: 1) }
            radius *= 4
        }
    }

    /// The start of the composed character before `offset`: the position one character back. Nil at
    /// the start or outside the text.
    public func offset(beforeCharacterAt offset: Int) -> Int? {
        guard offset > 0, offset <= utf16Count else { return nil }
        return composedCharacterRange(at: offset - 1)?.location
    }

    /// The position one composed character after `offset`. Nil at the end or outside the text.
    public func offset(afterCharacterAt offset: Int) -> Int? {
        guard let r = composedCharacterRange(at: offset) else { return nil }
        return r.location + r.length
    }

    /// Calls `body` with each composed character from `offset` (a character boundary) on, with its UTF-16
    /// start, until `body` returns false. Costs O(log n) to start plus the characters visited.
    public func forEachCharacter(from offset: Int, _ body: (Character, Int) -> Bool) {
        guard offset >= 0 else { return }
        var start = offset
        let total = utf16Count
        // Callers usually stop within a line: start with a small window and grow it as reading goes on.
        var window = 128
        while start < total {
            var end = min(total, start + window)
            if splitsPair(end) { end += 1 }
            let text = String(decoding: rope.units(start, end), as: UTF16.self)
            var at = start
            var lastStart = start
            var count = 0
            for c in text {
                // The last character of a window that stops short of the end may be cut: re-read it.
                let length = c.utf16.count
                if end < total && at + length == end && count > 0 { lastStart = at; break }
                guard body(c, at) else { return }
                at += length
                lastStart = at
                count += 1
            }
            if count == 0 && end < total { window *= 4; continue }
            start = lastStart
            window = min(window * 2, 8192)
        }
    }

    /// Whether `offset` falls between the two halves of a surrogate pair.
    private func splitsPair(_ offset: Int) -> Bool {
        guard offset > 0, offset < utf16Count else { return false }
        return UTF16.isTrailSurrogate(rope.unit(at: offset)) && UTF16.isLeadSurrogate(rope.unit(at: offset - 1))
    }
}

extension TextStorage {
    /// The character (extended grapheme cluster) that starts at UTF-16 `offset`, or nil outside the text.
    func character(at offset: Int) -> Character? {
        guard offset >= 0, offset < utf16Count, let end = self.offset(afterCharacterAt: offset) else { return nil }
        return substring(NSRange(location: offset, length: end - offset))?.first
    }
}
