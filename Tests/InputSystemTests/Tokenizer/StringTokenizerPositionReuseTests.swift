import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The tokenizer reuses a position object it answered with once no one holds it
/// (`StringTokenizer.indexedPosition(_:)`): that must never be visible to a holder. UIKit documents
/// `UITextPosition` objects only as opaque values the client makes; a position kept by its holder
/// must keep meaning the same place.
@Suite struct StringTokenizerPositionReuseTests {
    nonisolated static let text = "The quick brown fox, 12 jumps. Over the lazy dog! 日本語のテキストです。"

    /// The word stops of `text` walking forward, from offset 0, each as the number it was answered with.
    static func expectedStops() -> [Int] {
        let view = UITextView(text: text)
        var stops: [Int] = []
        var p: UITextPosition = IndexedPosition(0)
        while let q = view.tokenizer.position(from: p, toBoundary: .word, inDirection: .forward) {
            guard let offset = (q as? IndexedPosition)?.index else { break }
            stops.append(offset)
            p = IndexedPosition(offset)   // a fresh object: nothing of the tokenizer's is held
        }
        return stops
    }

    /// Positions kept by the caller (all of them, in an array) keep their offsets while the walk goes on.
    @Test func keptPositionsNeverChange() throws {
        let expected = Self.expectedStops()
        #expect(expected.count > 20)
        let view = UITextView(text: Self.text)
        var kept: [UITextPosition] = []
        var p: UITextPosition = IndexedPosition(0)
        while let q = view.tokenizer.position(from: p, toBoundary: .word, inDirection: .forward) {
            kept.append(q)
            p = q
        }
        #expect(kept.map { ($0 as? IndexedPosition)?.index ?? -1 } == expected)
        // All distinct objects: none was taken back while held.
        #expect(Set(kept.map { ObjectIdentifier($0) }).count == kept.count)
    }

    /// A walk that drops each position once it has asked at the next gives the same offsets, and the
    /// objects are reused (the point of the reuse: no object made per answer).
    @Test func droppedPositionsAreReused() {
        let expected = Self.expectedStops()
        let view = UITextView(text: Self.text)
        var seen: [Int] = []
        var identities = Set<ObjectIdentifier>()
        var p: UITextPosition = IndexedPosition(0)
        while let q = view.tokenizer.position(from: p, toBoundary: .word, inDirection: .forward) {
            seen.append((q as? IndexedPosition)?.index ?? -1)
            identities.insert(ObjectIdentifier(q))
            p = q
        }
        #expect(seen == expected)
        #expect(identities.count <= 3, "a walk that keeps nothing reuses its positions")
    }

    /// Positions held in a set keep their hash and equality while the tokenizer goes on answering.
    @Test func positionsInASetKeepTheirHash() {
        let view = UITextView(text: Self.text)
        var set = Set<IndexedPosition>()
        var p: UITextPosition = IndexedPosition(0)
        for _ in 0..<10 {
            guard let q = view.tokenizer.position(from: p, toBoundary: .word, inDirection: .forward) as? IndexedPosition
            else { break }
            set.insert(q)
            p = q
        }
        let offsets = Set(Self.expectedStops().prefix(10))
        #expect(Set(set.map(\.index)) == offsets)
        for offset in offsets { #expect(set.contains(IndexedPosition(offset))) }
    }
}
