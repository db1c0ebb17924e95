import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The rope storage: UTF-16 addressing as NSRange does it in UIKit, never half a surrogate pair.
@Suite struct TextStorageTests {
    @Test("replace and substring use UTF-16 offsets, as NSString's replaceCharactersInRange: does")
    func utf16Addressing() {
        var s = TextStorage("a😀b")
        #expect(s.utf16Count == 4)
        #expect(s.substring(r(1, 2)) == "😀")
        s.replace(r(3, 1), with: "日本")
        #expect(s.string == "a😀日本")
        #expect(s.utf16Count == 5)
    }

    @Test("a range outside the text gives nil and changes nothing")
    func outOfRange() {
        var s = TextStorage("abc")
        #expect(s.substring(r(2, 5)) == nil)
        #expect(s.substring(r(-1, 1)) == nil)
        #expect(s.substring(r(NSNotFound, 0)) == nil)
        #expect(s.replace(r(4, 0), with: "x") == nil)
        #expect(s.string == "abc")
        #expect(s.utf16Unit(at: 3) == nil)
    }

    @Test("a range that splits a surrogate pair widens to keep the pair whole")
    func surrogateRounding() {
        var s = TextStorage("x😀y")
        let placed = s.replace(r(2, 0), with: "-")
        #expect(s.string == "x-😀y" || s.string == "x😀-y")
        #expect(placed?.length == 1)
        #expect(s.substring(r(1, 1)) != nil)
    }

    @Test("composed character ranges are extended grapheme clusters (rangeOfComposedCharacterSequenceAtIndex:)")
    func composedCharacters() {
        let s = TextStorage("e\u{301}🇯🇵a")
        #expect(s.composedCharacterRange(at: 0) == r(0, 2))
        #expect(s.composedCharacterRange(at: 1) == r(0, 2))
        #expect(s.composedCharacterRange(at: 3) == r(2, 4))
        #expect(s.offset(beforeCharacterAt: 6) == 2)
        #expect(s.offset(afterCharacterAt: 2) == 6)
        #expect(s.offset(beforeCharacterAt: 0) == nil)
    }

    @Test("the version changes with every edit")
    func versionCounts() {
        var s = TextStorage("a")
        let v = s.version
        s.replace(r(1, 0), with: "b")
        #expect(s.version != v)
    }

    @Test("an edit in the middle of a 1 MB text lands where NSString would put it")
    func largeDocumentEdit() {
        let base = String(repeating: "abcdefghij", count: 100_000)
        var s = TextStorage(base)
        s.replace(r(500_000, 3), with: "XYZW")
        #expect(s.utf16Count == 1_000_001)
        #expect(s.substring(r(499_998, 8)) == "ijXYZWde")
        let ns = NSMutableString(string: base)
        ns.replaceCharacters(in: r(500_000, 3), with: "XYZW")
        #expect(s.string == ns as String)
    }
}

/// The rope against models: a plain UTF-16 array for edits (NSRange semantics), Swift's String for characters.
@Suite struct TextStoragePropertyTests {
    nonisolated static let pieces = ["a", "bc", "é", "e\u{301}", "😀", "日本", "\n", "\r\n", "🇯🇵", "👩‍👩‍👧", String(repeating: "x", count: 700)]

    @Test("random edits agree with a UTF-16 array model across chunk splits and merges", arguments: [UInt64(7), 99, 12345])
    func randomEditsMatchModel(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var storage = TextStorage()
        var model: [UInt16] = []
        for step in 0..<600 {
            let piece = Self.pieces[Int(rng.next() % UInt64(Self.pieces.count))]
            let a = Int(rng.next() % UInt64(model.count + 1))
            let maxLength = rng.next() % 4 == 0 ? model.count - a : min(model.count - a, 3)
            let b = a + Int(rng.next() % UInt64(maxLength + 1))
            guard let aligned = storage.scalarAligned(NSRange(location: a, length: b - a)) else {
                Issue.record("seed \(seed) step \(step): range rejected"); return
            }
            let replacement = rng.next() % 3 == 0 ? "" : piece
            storage.replace(NSRange(location: a, length: b - a), with: replacement)
            model.replaceSubrange(aligned.location..<(aligned.location + aligned.length), with: Array(replacement.utf16))
            #expect(storage.utf16Count == model.count, "seed \(seed) step \(step)")
            let units = storage.utf16Units(in: NSRange(location: 0, length: storage.utf16Count))
            #expect(units == model, "seed \(seed) step \(step)")
            if units != model { return }
        }
    }

    @Test("character iteration matches String's extended grapheme clusters")
    func charactersMatchString() {
        var text = ""
        var rng = SplitMix64(seed: 5)
        for _ in 0..<900 { text += Self.pieces[Int(rng.next() % UInt64(Self.pieces.count - 1))] }
        let storage = TextStorage(text)
        var forward: [String] = []
        storage.forEachCharacter(from: 0) { c, _ in forward.append(String(c)); return true }
        #expect(forward == text.map(String.init))
        var offset = 0
        for c in text {
            #expect(storage.composedCharacterRange(at: offset) == NSRange(location: offset, length: c.utf16.count))
            offset += c.utf16.count
        }
    }
}

/// The UTF-16 rope under many random edits (small and chunk-sized, in place and across chunks) against a
/// plain array: this is what keeps the rope's chunks well-sized for swift-collections' `Rope` builder.
@Test("UTF16Rope agrees with an array model over 20,000 random edits")
func utf16RopeRandomEdits() {
    var rng = SplitMix64(seed: 99)
    var rope = UTF16Rope()
    var model: [UInt16] = []
    for step in 0..<20_000 {
        let n = [1, 2, 700, 3][Int(rng.next() % 4)]
        let a = Int(rng.next() % UInt64(model.count + 1))
        let maxLength = rng.next() % 4 == 0 ? model.count - a : min(model.count - a, 3)
        let b = a + Int(rng.next() % UInt64(maxLength + 1))
        let new = rng.next() % 3 == 0 ? [] : (0..<n).map { _ in UInt16(truncatingIfNeeded: rng.next() % 1000) }
        rope.replace(a, b, with: new)
        model.replaceSubrange(a..<b, with: new)
        if rope.count != model.count || (step % 50 == 0 && rope.units(0, rope.count) != model) {
            Issue.record("seed 99 step \(step): rope diverged from the model")
            return
        }
    }
    #expect(rope.units(0, rope.count) == model)
}
