import Foundation
import Testing
@testable import KanaKanji

/// The embedded subset keeps only the context ids its entries use: every connection cost between its
/// entries (and to and from the sentence boundary, id 0) must be what IPADIC's full matrix says.
@Suite struct SubsetCompactionTests {
    /// The fixture without the numeral and counter entries (context ids 4 and 5), as a subset would drop words.
    func subset() throws -> IPADICSource {
        var source = try IPADICSource.read(directory: Fixture.ipadic)
        source.entries.removeAll { $0.leftId == 4 || $0.leftId == 5 }
        return source
    }

    @Test("compacting context ids keeps every connection cost the entries can need")
    func costsPreserved() throws {
        let source = try subset()
        let compact = DictionaryBuilder.compactingContextIds(source)
        #expect(compact.leftSize < source.leftSize && compact.rightSize < source.rightSize)
        #expect(compact.entries.count == source.entries.count)
        #expect(compact.matrix.count == compact.leftSize * compact.rightSize)
        func cost(_ s: IPADICSource, _ right: UInt16, _ left: UInt16) -> Int16 {
            s.matrix[Int(right) * s.rightSize + Int(left)]
        }
        let pairs = zip(source.entries, compact.entries)
        for (a, ca) in pairs {
            #expect(cost(source, a.rightId, 0) == cost(compact, ca.rightId, 0))
            #expect(cost(source, 0, a.leftId) == cost(compact, 0, ca.leftId))
            for (b, cb) in zip(source.entries, compact.entries) {
                #expect(cost(source, a.rightId, b.leftId) == cost(compact, ca.rightId, cb.leftId))
            }
        }
    }

    @Test("the compacted subset converts as the same subset without compaction would")
    func sameConversions() throws {
        let source = try subset()
        let compact = DictionaryBuilder.compactingContextIds(source)
        func open(_ s: IPADICSource, _ name: String) throws -> KanaKanjiConverter {
            let path = Fixture.temporaryPath("\(name)-\(UUID().uuidString).kkdic")
            try Data(DictionaryBuilder.build(s)).write(to: URL(fileURLWithPath: path))
            return KanaKanjiConverter(dictionary: try KanaKanjiDictionary(path: path))
        }
        let a = try open(source, "full"), b = try open(compact, "compact")
        for reading in ["かんじをへんかんする", "ちゃとできる", "とうきょうにてすと"] {
            let expected = a.convert(reading).segments.map(\.candidates)
            #expect(expected.flatMap { $0 }.contains { $0.unicodeScalars.contains { $0.properties.isIdeographic } })
            #expect(expected == b.convert(reading).segments.map(\.candidates))
        }
    }

    @Test("ids with the same connection costs share a matrix row or column, and every cost reads back as stored (issue 14)")
    func exactClassesKeepEveryCost() throws {
        let source = try IPADICSource.read(directory: Fixture.ipadic)
        let path = Fixture.temporaryPath("classes-\(UUID().uuidString).kkdic")
        try Data(DictionaryBuilder.build(source)).write(to: URL(fileURLWithPath: path))
        let dictionary = try KanaKanjiDictionary(path: path)
        let (codebook, cells) = DictionaryFormat.quantize(source.matrix)
        for right in 0..<source.leftSize {
            for left in 0..<source.rightSize {
                #expect(dictionary.connectionCost(UInt16(right), UInt16(left)) == Int(codebook[Int(cells[right * source.rightSize + left])]))
            }
        }
        #expect(dictionary.connectionMatrixClasses.rows <= source.leftSize && dictionary.connectionMatrixClasses.columns <= source.rightSize)
    }

    @Test("with a tolerance, an id joins the nearest more used id within it on average; the most used ids keep their own costs")
    func toleranceMergesNearIdsOnly() {
        // Four ids of four costs each: 0 the boundary, 1 and 2 differ by 2 on average, 3 far from all.
        let costs: [Int32] = [0, 0, 0, 0,
                              100, 200, 300, 400,
                              102, 202, 302, 402,
                              900, 900, 900, 900]
        let uses = [0, 5, 9, 1]
        let exact = DictionaryBuilder.connectionClasses(costs, count: 4, stride: 4, uses: uses, tolerance: 0)
        #expect(exact.representatives == [0, 2, 1, 3])
        let merged = DictionaryBuilder.connectionClasses(costs, count: 4, stride: 4, uses: uses, tolerance: 2)
        #expect(merged.representatives == [0, 2, 3])     // id 2 is used more, so id 1 takes its costs
        #expect(merged.classOf == [0, 1, 1, 2])
        let tight = DictionaryBuilder.connectionClasses(costs, count: 4, stride: 4, uses: uses, tolerance: 1)
        #expect(tight.representatives.count == 4)
    }
}
