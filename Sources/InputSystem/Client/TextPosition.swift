import Foundation

/// A position in a text client's document, mirroring `UITextPosition`.
///
/// Like UIKit's class it declares nothing of its own: each client subclasses it with whatever it needs to
/// locate a place in its text. The system never looks inside a position; it asks the client that made it
/// (`offset(from:to:)`, `compare(_:to:)`, …). ``IndexedPosition`` is the plain-text subclass the reference
/// clients use.
open class TextPosition: CustomStringConvertible {
    /// Creates a position; a subclass adds whatever locates it in its client's text.
    public init() {}

    open var description: String { "TextPosition" }
}

/// A range of a client's text between two positions, mirroring `UITextRange`.
///
/// Subclasses may override the three properties, as in UIKit; the stored ones serve clients that only
/// need the two ends.
open class TextRange: CustomStringConvertible {
    private let storedStart: TextPosition
    private let storedEnd: TextPosition
    private let storedIsEmpty: Bool

    /// Creates a range from its two ends; `isEmpty` says whether they are the same place.
    public init(start: TextPosition, end: TextPosition, isEmpty: Bool) {
        storedStart = start
        storedEnd = end
        storedIsEmpty = isEmpty
    }

    /// The start of the range.
    open var start: TextPosition { storedStart }
    /// The end of the range.
    open var end: TextPosition { storedEnd }
    /// Whether the range has no length.
    open var isEmpty: Bool { storedIsEmpty }

    open var description: String { "TextRange(\(start)..<\(end))" }
}

/// A position that is a UTF-16 offset into plain text (the seed's `IndexedPosition`, listing 5-3).
public final class IndexedPosition: TextPosition, Equatable, Hashable {
    /// The UTF-16 offset from the beginning of the document.
    ///
    /// Set only by ``StringTokenizer`` when it reuses a position it answered with and that no one holds
    /// any more (see `StringTokenizer.indexedPosition(_:)`): to anyone holding a position strongly, its
    /// index never changes.
    @exclusivity(unchecked) public internal(set) var index: Int

    /// Creates a position at a UTF-16 offset.
    public init(_ index: Int) {
        self.index = index
        super.init()
    }

    public override var description: String { "\(index)" }

    public static func == (lhs: IndexedPosition, rhs: IndexedPosition) -> Bool { lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// A range that wraps an `NSRange` of UTF-16 offsets (the seed's `IndexedRange`, listing 5-3).
public final class IndexedRange: TextRange, Equatable {
    /// The UTF-16 range.
    public let range: NSRange

    /// Creates a range from an `NSRange`; a negative location or length is clamped to zero.
    public init(_ range: NSRange) {
        let location = max(0, range.location == NSNotFound ? 0 : range.location)
        let clean = NSRange(location: location, length: max(0, range.length))
        self.range = clean
        super.init(start: IndexedPosition(clean.location), end: IndexedPosition(clean.location + clean.length),
                   isEmpty: clean.length == 0)
    }

    /// Creates a range from a location and a length.
    public convenience init(location: Int, length: Int) {
        self.init(NSRange(location: location, length: length))
    }

    public override var description: String { "{\(range.location), \(range.length)}" }

    public static func == (lhs: IndexedRange, rhs: IndexedRange) -> Bool { NSEqualRanges(lhs.range, rhs.range) }
}
