import Foundation
import _RopeModule

/// A client's text: a rope (`BigString`) addressed in UTF-16 offsets, as `NSRange` is in UIKit.
///
/// Every operation costs O(log n) in the length of the text plus the size of what it reads or writes, so
/// an edit in a 10 MB document costs about what it costs in an empty one. Offsets that fall inside a
/// surrogate pair are rounded to the pair's edge (down for a start, up for an end): the text never holds
/// half a pair.
public struct TextStorage: Sendable, CustomStringConvertible {
    private var rope: BigString
    /// A number that changes whenever the text changes; equal numbers mean equal text for one storage.
    public private(set) var version: Int = 0

    /// Creates storage holding `string`.
    public init(_ string: String = "") {
        rope = BigString(string)
    }

    /// The length of the text in UTF-16 code units.
    public var utf16Count: Int { rope.utf16.count }

    /// Whether the text is empty.
    public var isEmpty: Bool { rope.isEmpty }

    /// The whole text as a `String` (O(n)).
    public var string: String { String(rope) }

    public var description: String { string }

    /// Whether `range` lies inside the text.
    public func contains(_ range: NSRange) -> Bool {
        range.location != NSNotFound && range.location >= 0 && range.length >= 0
            && range.location <= utf16Count - range.length
    }

    /// The text in `range`, or nil when the range is not inside the text.
    public func substring(_ range: NSRange) -> String? {
        guard contains(range) else { return nil }
        let bounds = scalarRange(range)
        return String(rope.unicodeScalars[bounds])
    }

    /// Replaces the text in `range` (which must be inside the text; otherwise nothing changes and the
    /// result is false) with `replacement`. Returns the UTF-16 range the replacement now occupies.
    @discardableResult
    public mutating func replace(_ range: NSRange, with replacement: String) -> NSRange? {
        guard contains(range) else { return nil }
        let (bounds, startMoved) = alignedBounds(range)
        // The start is the asked location unless it was rounded out of a surrogate pair; only then is
        // the (logarithmic) distance walked again.
        let start = startMoved ? rope.utf16.distance(from: rope.startIndex, to: bounds.lowerBound) : range.location
        if bounds.isEmpty {
            // Pure insertion: BigString edits the chunk in place (no split and rebuild of the tree).
            rope.unicodeScalars.insert(contentsOf: replacement.unicodeScalars, at: bounds.lowerBound)
        } else {
            rope.unicodeScalars.replaceSubrange(bounds, with: replacement.unicodeScalars)
        }
        version &+= 1
        return NSRange(location: start, length: replacement.utf16.count)
    }

    /// `range` widened so that neither end splits a surrogate pair (the range ``replace(_:with:)``
    /// really replaces), or nil when the range is not inside the text.
    public func scalarAligned(_ range: NSRange) -> NSRange? {
        guard contains(range) else { return nil }
        let bounds = scalarRange(range)
        let start = rope.utf16.distance(from: rope.startIndex, to: bounds.lowerBound)
        let end = rope.utf16.distance(from: rope.startIndex, to: bounds.upperBound)
        return NSRange(location: start, length: end - start)
    }

    /// The UTF-16 code unit at `offset`, or nil outside the text.
    public func utf16Unit(at offset: Int) -> UInt16? {
        guard offset >= 0, offset < utf16Count else { return nil }
        return rope.utf16[rope.utf16.index(rope.startIndex, offsetBy: offset)]
    }

    /// The range of the extended grapheme cluster (composed character sequence) that contains `offset`,
    /// or nil outside the text. Mirrors `rangeOfComposedCharacterSequenceAtIndex:`.
    public func composedCharacterRange(at offset: Int) -> NSRange? {
        guard offset >= 0, offset < utf16Count else { return nil }
        let i = rope.index(roundingDown: rope.utf16.index(rope.startIndex, offsetBy: offset))
        let next = rope.index(after: i)
        let start = rope.utf16.distance(from: rope.startIndex, to: i)
        let end = rope.utf16.distance(from: rope.startIndex, to: next)
        return NSRange(location: start, length: end - start)
    }

    /// The offset of the start of the composed character sequence that ends at or contains `offset - 1`:
    /// the position one character before `offset`. Nil at the start or outside the text.
    public func offset(beforeCharacterAt offset: Int) -> Int? {
        guard offset > 0, offset <= utf16Count else { return nil }
        let i = rope.utf16.index(rope.startIndex, offsetBy: offset)
        if !i._isUTF16TrailingSurrogate, rope.index(roundingDown: i) == i {
            // The common case, a position between characters: step back one character.
            let previous = rope.index(before: i)
            return offset - rope[previous].utf16.count
        }
        return composedCharacterRange(at: offset - 1)?.location
    }

    /// The position one composed character after `offset`. Nil at the end or outside the text.
    public func offset(afterCharacterAt offset: Int) -> Int? {
        guard let r = composedCharacterRange(at: offset) else { return nil }
        return r.location + r.length
    }

    /// Calls `body` with each composed character from `offset` on, with its UTF-16 start, until `body`
    /// returns false. Costs O(log n) to start plus the characters visited.
    public func forEachCharacter(from offset: Int, _ body: (Character, Int) -> Bool) {
        guard offset >= 0, offset <= utf16Count else { return }
        var i = rope.index(roundingDown: rope.utf16.index(rope.startIndex, offsetBy: offset))
        var at = rope.utf16.distance(from: rope.startIndex, to: i)
        while i < rope.endIndex {
            let c = rope[i]
            guard body(c, at) else { return }
            at += c.utf16.count
            i = rope.index(after: i)
        }
    }

    /// Calls `body` with each composed character before `offset`, walking backwards, until it returns false.
    public func forEachCharacter(backwardFrom offset: Int, _ body: (Character, Int) -> Bool) {
        guard offset >= 0, offset <= utf16Count else { return }
        var i = rope.index(roundingDown: rope.utf16.index(rope.startIndex, offsetBy: offset))
        var at = rope.utf16.distance(from: rope.startIndex, to: i)
        while i > rope.startIndex {
            i = rope.index(before: i)
            let c = rope[i]
            at -= c.utf16.count
            guard body(c, at) else { return }
        }
    }

    /// Calls `body` with the text in consecutive pieces (the rope's chunks, each a few KB), in order.
    public func forEachChunk(_ body: (Substring) -> Void) {
        var i = rope.startIndex
        while i < rope.endIndex {
            let end = rope.index(i, offsetBy: 4096, limitedBy: rope.endIndex) ?? rope.endIndex
            body(Substring(String(rope[i..<end])))
            i = end
        }
    }

    private func scalarRange(_ range: NSRange) -> Range<BigString.Index> {
        alignedBounds(range).bounds
    }

    /// The rope indices of `range` rounded out of surrogate pairs, and whether the start moved.
    private func alignedBounds(_ range: NSRange) -> (bounds: Range<BigString.Index>, startMoved: Bool) {
        let utf16 = rope.utf16
        let asked = utf16.index(rope.startIndex, offsetBy: range.location)
        let lower = rope.unicodeScalars.index(roundingDown: asked)
        let startMoved = asked._isUTF16TrailingSurrogate
        guard range.length > 0 else { return (lower..<lower, startMoved) }
        var upper = utf16.index(asked, offsetBy: range.length)
        upper = rope.unicodeScalars.index(roundingUp: upper)
        return (lower..<max(lower, upper), startMoved)
    }
}
