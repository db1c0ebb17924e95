import Foundation
import Testing
@testable import KanaKanji

/// The compiled dictionary: issue 7 scope 1 (reading index, entries, connection matrix; versioned, checksummed, mmapped).
@Suite struct DictionaryTests {
    @Test func exactLookupReturnsEveryEntryOfAReadingCheapestFirst() throws {
        let dictionary = try Fixture.dictionary()
        let surfaces = dictionary.lookup("かんじ").map { dictionary.surface(of: $0) }
        #expect(surfaces == ["漢字", "感じ", "幹事"])
        #expect(dictionary.lookup("かん").isEmpty)
        #expect(dictionary.entryCount == 22)
    }

    @Test func katakanaReadingsAreIndexedAsHiragana() throws {
        let dictionary = try Fixture.dictionary()
        #expect(dictionary.lookup("とうきょう").map { dictionary.surface(of: $0) } == ["東京"])
        #expect(dictionary.lookup("トウキョウ").isEmpty)
    }

    @Test func commonPrefixSearchFindsEveryReadingThatIsAPrefix() throws {
        let dictionary = try Fixture.dictionary()
        let key = Array("にじゅう".utf16)
        var lengths: [Int] = []
        key.withUnsafeBufferPointer { buffer in dictionary.forEachPrefix(of: buffer, from: 0) { length, _ in lengths.append(length) } }
        #expect(lengths == [1])
        var fromOne: [Int] = []
        key.withUnsafeBufferPointer { buffer in dictionary.forEachPrefix(of: buffer, from: 1) { length, _ in fromOne.append(length) } }
        #expect(fromOne == [3])
    }

    @Test func connectionCostsFollowMatrixDefRowsAsPreviousRightId() throws {
        let dictionary = try Fixture.dictionary()
        #expect(dictionary.connectionCost(1, 2) == -500)
        #expect(dictionary.connectionCost(4, 5) == -800)
        #expect(dictionary.connectionCost(7, 7) == 300)
        #expect(dictionary.connectionCost(900, 1) == 0)
    }

    @Test func entryOutOfRangeIsNil() throws {
        let dictionary = try Fixture.dictionary()
        #expect(dictionary.entry(at: -1) == nil)
        #expect(dictionary.entry(at: dictionary.entryCount) == nil)
    }

    @Test func buildingIsDeterministic() throws {
        #expect(try Fixture.bytes() == Fixture.bytes())
    }

    @Test func partsOfSpeechMapToSegmentRoles() throws {
        let dictionary = try Fixture.dictionary()
        #expect(dictionary.lookup("を").first?.wordClass == .function)
        #expect(dictionary.lookup("にち").first?.wordClass == .suffix)
        #expect(dictionary.lookup("お").first?.wordClass == .prefix)
        #expect(dictionary.lookup("とうきょう").first?.isProperNoun == true)
    }

    @Test func builderFlagsRareKanjiAndKanaSpelledTwins() throws {
        let dictionary = try Fixture.dictionary()
        let ataeru = dictionary.lookup("あたえる").map { (dictionary.surface(of: $0), $0.hasRareKanji) }
        #expect(ataeru.contains { $0 == ("與える", true) } && ataeru.contains { $0 == ("与える", false) })
        let dekiru = dictionary.lookup("できる").map { (dictionary.surface(of: $0), $0.hasKanaSpelling) }
        #expect(dekiru.contains { $0 == ("出来る", true) } && dekiru.contains { $0 == ("できる", false) })
    }

    @Test func katakanaSurfacesAreRecognizedFromTheirBytes() throws {
        let dictionary = try Fixture.dictionary()
        #expect(dictionary.lookup("てすと").map(dictionary.isKatakanaSurface) == [true])
        #expect(dictionary.lookup("かんじ").allSatisfy { !dictionary.isKatakanaSurface($0) })
        #expect(dictionary.lookup("と").allSatisfy { !dictionary.isKatakanaSurface($0) })   // と, ＆
    }

    @Test func embeddedDictionaryLoadsFromTheBundle() throws {
        let dictionary = try KanaKanjiDictionary.embedded()
        #expect(dictionary.entryCount > 10_000)
        #expect(dictionary.lookup("わたし").contains { dictionary.surface(of: $0) == "私" })
    }

    @Test("the embedded dictionary is a subset of Mozc's, at most 5 MB, its matrix shared by ids, and sound whole (issue 14 scope 5)")
    func embeddedDictionaryIsMozcSubset() throws {
        let dictionary = try KanaKanjiDictionary.embedded()
        #expect(dictionary.source == .mozc && dictionary.isSubset)
        let size = try FileManager.default.attributesOfItem(atPath: dictionary.path)[.size] as? Int
        #expect((size ?? .max) <= 5_000_000)
        let classes = dictionary.connectionMatrixClasses
        #expect(classes.rows < 2_672 && classes.columns < 2_672)
        try dictionary.verify()
    }

    @Test func defaultLocationFollowsEnvironment() {
        #expect(DictionaryLocation.fullDictionaryPath(environment: ["KBSIM_DICTIONARY": "/x/y.kkdic"]) == "/x/y.kkdic")
        #expect(DictionaryLocation.fullDictionaryPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/kbsim/kana-kanji.kkdic")
        #expect(DictionaryLocation.fullDictionaryPath(environment: ["HOME": "/h"]) == "/h/.local/share/kbsim/kana-kanji.kkdic")
    }
}
