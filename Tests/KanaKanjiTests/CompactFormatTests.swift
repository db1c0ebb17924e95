import Foundation
import Testing
@testable import KanaKanji

/// Issue 14 scope 5: format 5, the denser dictionary layout the embedded default needs to hold more words
/// in 5 MB (surfaces stored relative to their readings, 8-byte entries whose ids, classes, flags and script go through a
/// table of attribute tuples, a trie of one-byte labels and two-level child and entry ranges). Checks that
/// every surface comes back as the source wrote it, and that the new structures are checked: by opening
/// (the label and attribute tables, part of the checksummed index) and by `verify()` (every trie range,
/// label, attribute index and surface reference), so a file made by a faulty writer is refused with a
/// message naming it, never a crash.
@Suite struct CompactFormatTests {
    /// The section offsets of a compiled file, from its header.
    static func layout(of bytes: [UInt8]) -> DictionaryFormat.Layout {
        func u16(_ o: Int) -> Int { Int(bytes[o]) | Int(bytes[o + 1]) << 8 }
        func u32(_ o: Int) -> Int { u16(o) | u16(o + 2) << 16 }
        return DictionaryFormat.Layout(
            nodes: u32(32), entries: u32(36), surfaceBytes: u32(40), leftSize: u16(44), rightSize: u16(46),
            childShift: Int(bytes[62]), entryShift: Int(bytes[63]), labels: u32(64), attributes: u32(68),
            rows: u16(58), columns: u16(60))
    }

    /// Rewrites both checksums, as a faulty writer would leave them: consistent with damaged contents.
    static func resum(_ bytes: inout [UInt8]) {
        let payload = bytes.withUnsafeBytes { DictionaryFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[DictionaryFormat.headerSize...])) }
        withUnsafeBytes(of: payload.littleEndian) { bytes.replaceSubrange(24..<32, with: $0) }
        let l = layout(of: bytes)
        let index = DictionaryFormat.indexChecksum(header: Array(bytes[0..<DictionaryFormat.checkedHeaderSize]), index: Array(bytes[l.leftIds..<l.matrix]))
        withUnsafeBytes(of: index.littleEndian) { bytes.replaceSubrange(DictionaryFormat.checkedHeaderSize..<(DictionaryFormat.checkedHeaderSize + 8), with: $0) }
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = Fixture.temporaryPath("\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func problem(opening path: String) -> String? {
        do { _ = try KanaKanjiDictionary(path: path); return nil } catch let DictionaryError.corrupt(p, problem) where p == path { return problem } catch { return "\(error)" }
    }

    func problem(verifying path: String) throws -> String? {
        let dictionary = try KanaKanjiDictionary(path: path)
        do { try dictionary.verify(); return nil } catch let DictionaryError.corrupt(p, problem) where p == path { return problem } catch { return "\(error)" }
    }

    @Test("every entry's surface and reading come back as the source wrote them, whichever way it is stored")
    func surfacesRoundTrip() throws {
        let source = try IPADICSource.read(directory: Fixture.ipadic)
        let dictionary = try Fixture.dictionary()
        var expected: [String: [String]] = [:]
        for e in source.entries where !DictionaryBuilder.isTypo(surface: e.surface) { expected[e.reading, default: []].append(e.surface) }
        var seen = 0
        for (reading, surfaces) in expected {
            let entries = dictionary.lookup(reading)
            #expect(entries.map { dictionary.surface(of: $0) }.sorted() == surfaces.sorted(), "\(reading)")
            #expect(entries.allSatisfy { dictionary.reading(of: $0) == reading }, "\(reading)")
            // Given the reading (as the converter does, from the key it looked up), the same surfaces.
            let units = Array(reading.utf16)
            units.withUnsafeBufferPointer { key in
                #expect(entries.map { dictionary.surface(of: $0, reading: key) } == entries.map { dictionary.surface(of: $0) }, "\(reading)")
            }
            seen += entries.count
        }
        #expect(seen == dictionary.entryCount)
    }

    @Test("surfaces are stored relative to the reading: the reading, its katakana, a stem and okurigana, or whole")
    func surfaceCoding() {
        #expect(DictionaryBuilder.surfaceCoding(surface: "かんじ", reading: "かんじ") == (.reading, nil, 0))
        #expect(DictionaryBuilder.surfaceCoding(surface: "エンコード", reading: "えんこーど") == (.katakana, nil, 0))
        #expect(DictionaryBuilder.surfaceCoding(surface: "書く", reading: "かく") == (.stem, "書", 1))
        #expect(DictionaryBuilder.surfaceCoding(surface: "引き受ける", reading: "ひきうける") == (.stem, "引き受", 2))
        #expect(DictionaryBuilder.surfaceCoding(surface: "漢字", reading: "かんじ") == (.pool, "漢字", 0))
        // A surface that is all okurigana would leave an empty stem: it is stored whole or as the reading.
        #expect(DictionaryBuilder.surfaceCoding(surface: "く", reading: "かく") == (.pool, "く", 0))
        // Katakana okurigana is not the reading's: stored whole.
        #expect(DictionaryBuilder.surfaceCoding(surface: "Tシャツ", reading: "てぃーしゃつ") == (.pool, "Tシャツ", 0))
    }

    @Test("a format-4 file is refused with a message saying to rebuild it")
    func version4IsRefused() throws {
        var bytes = try Fixture.bytes()
        bytes[8] = 4
        let path = try write(bytes, "v4.kkdic")
        do { _ = try KanaKanjiDictionary(path: path); Issue.record("opened a version-4 file") } catch let error as DictionaryError {
            #expect(error == .unsupportedVersion(path: path, found: 4, expected: 5))
            #expect(error.description.contains("kbsim dictionary build") && error.description.contains(path))
        }
    }

    @Test("an attribute whose context id lies outside the matrix is refused when opening")
    func attributeBeyondTheMatrix() throws {
        var bytes = try Fixture.bytes()
        let l = Self.layout(of: bytes)
        bytes[l.attributes] = 0xFF; bytes[l.attributes + 1] = 0xFF
        Self.resum(&bytes)
        let path = try write(bytes, "attribute.kkdic")
        #expect(problem(opening: path)?.contains("attribute 0 has context ids 65535") == true)
    }

    @Test("trie labels out of order are refused when opening")
    func labelsOutOfOrder() throws {
        var bytes = try Fixture.bytes()
        let l = Self.layout(of: bytes)
        bytes[l.labelTable + 2] = 0xFF; bytes[l.labelTable + 3] = 0xFF   // the second label above every other
        Self.resum(&bytes)
        let path = try write(bytes, "labels.kkdic")
        #expect(problem(opening: path)?.contains("not in ascending order") == true)
    }

    @Test("verify() finds an entry whose attributes lie beyond the attribute table")
    func entryAttributeBeyondTheTable() throws {
        var bytes = try Fixture.bytes()
        let l = Self.layout(of: bytes)
        bytes[l.entries + 3 * DictionaryFormat.entrySize] = 0xFF; bytes[l.entries + 3 * DictionaryFormat.entrySize + 1] = 0xFF
        Self.resum(&bytes)
        let path = try write(bytes, "entry-attribute.kkdic")
        #expect(try problem(verifying: path)?.contains("entry 3 has attributes 65535") == true)
        // Lookups meanwhile skip the entry rather than read past the table.
        let dictionary = try KanaKanjiDictionary(path: path)
        #expect(dictionary.entry(at: 3) == nil)
    }

    @Test("verify() finds a surface beyond the surface pool; surface(of:) gives the empty string")
    func surfaceBeyondThePool() throws {
        var bytes = try Fixture.bytes()
        let l = Self.layout(of: bytes)
        let dictionary = try KanaKanjiDictionary(path: try write(bytes, "sound.kkdic"))
        let index = try #require((0..<dictionary.entryCount).first { dictionary.entry(at: $0).map { $0.surfaceWord & 3 == 0 } ?? false })
        let o = l.entries + index * DictionaryFormat.entrySize + 4
        bytes.replaceSubrange(o..<(o + 4), with: [0xE0, 0xFF, 0xFF, 0xFF])   // kind 0, the largest offset
        Self.resum(&bytes)
        let path = try write(bytes, "surface.kkdic")
        #expect(try problem(verifying: path)?.contains("entry \(index) has a surface beyond the surface bytes") == true)
        let damaged = try KanaKanjiDictionary(path: path)
        #expect(damaged.surface(of: try #require(damaged.entry(at: index))) == "")
    }

    @Test("verify() finds trie ranges that run backwards or past the counts")
    func trieRangesInconsistent() throws {
        var bytes = try Fixture.bytes()
        let l = Self.layout(of: bytes)
        bytes[l.childOffsets + 2 * 2] = 0xFF; bytes[l.childOffsets + 2 * 2 + 1] = 0xFF   // node 2's first child far away
        Self.resum(&bytes)
        let path = try write(bytes, "trie.kkdic")
        #expect(try problem(verifying: path)?.contains("first child") == true)
        // Lookups and readings stay bounded: no crash, whatever they find.
        let dictionary = try KanaKanjiDictionary(path: path)
        for i in 0..<dictionary.entryCount { if let e = dictionary.entry(at: i) { _ = dictionary.surface(of: e) } }
        _ = dictionary.lookup("かんじ")
    }

    @Test("the trie's two-level ranges take the largest block that fits 16-bit offsets")
    func blockShift() {
        #expect(DictionaryFormat.blockShift([0, 1, 2, 3]) == 8)
        #expect(DictionaryFormat.blockShift([0, 70_000, 70_001, 140_000]) == 0)
        #expect(DictionaryFormat.blockShift([0, 10, 70_000, 70_010]) == 1)
    }
}
