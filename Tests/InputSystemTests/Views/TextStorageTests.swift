import Foundation
import Testing
@testable import InputSystem

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
