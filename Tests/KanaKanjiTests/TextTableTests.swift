import Foundation
import Testing
@testable import KanaKanji

/// The one reader of the UTF-8 tables users pass (`TextTable`): word lists, word-frequency tables and weight
/// tables. The project's bad-input rule (docs/KanaKanji.md, "Learned weights are data"; shared guide: a bad
/// file is refused with a message naming FILE and LINE, sizes are checked against the file before reading)
/// holds for all three alike, and valid tables read exactly as before the readers shared it.
@Suite struct TextTableTests {
    /// The three readers, each reduced to "read this path".
    static let readers: [(name: String, read: @Sendable (String) throws -> Void)] = [
        ("word list", { _ = try DictionaryBuilder.readAttestedWords(path: $0) }),
        ("word frequencies", { _ = try WordFrequencies.read(path: $0) }),
        ("weights", { _ = try ConversionModel.read(path: $0) }),
    ]
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/KanaKanji/Resources")

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = Fixture.temporaryPath("\(name)-\(UUID().uuidString).tsv")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("lines are numbered from 1; blank lines and lines starting with # are skipped, as each reader did")
    func lineNumbers() {
        var seen: [String] = []
        TextTable.forEachLine(of: "# comment\n\na\tb\n#x\n\nc") { line, number in seen.append("\(number):\(line)") }
        #expect(seen == ["3:a\tb", "6:c"])
    }

    @Test("bytes that are not UTF-8 are refused naming FILE:LINE of the first bad byte, by every reader, without the EUC-JP wording",
          arguments: [
            [0x82, 0xA0],          // Shift_JIS あ: a continuation byte with no lead byte
            [0xC0, 0x80],          // an overlong NUL
            [0xED, 0xA0, 0x80],    // a UTF-16 surrogate
            [0xE3, 0x81],          // a sequence cut short at the end of the file
          ] as [[UInt8]])
    func notUTF8(bad: [UInt8]) throws {
        // The bad bytes on line 3, after a comment and a good line.
        let path = try write(Array("# table\n今日\t557\n".utf8) + [0x41, 0x09] + bad, "not-utf8")
        #expect(TextTable.firstInvalidLine(try Data(contentsOf: URL(fileURLWithPath: path))) == 3)
        for reader in Self.readers {
            #expect(throws: DictionaryError.notUTF8(path: path, line: 3), "\(reader.name)") { try reader.read(path) }
        }
        let message = "\(DictionaryError.notUTF8(path: path, line: 3))"
        #expect(message == "\(path):3: not UTF-8 text (a table must be UTF-8)")
        #expect(!message.contains("EUC-JP"))
        #expect(TextTable.firstInvalidLine(Data("今日\n教\n".utf8)) == nil)
    }

    @Test("a missing file and a directory are refused naming the file, by every reader")
    func missingFileAndDirectory() throws {
        let missing = Fixture.temporaryPath("missing-\(UUID().uuidString).tsv")
        let directory = Fixture.temporaryPath("")
        for reader in Self.readers {
            #expect(throws: DictionaryError.unreadable(path: missing, reason: "No such file or directory"), "\(reader.name)") { try reader.read(missing) }
            #expect(throws: DictionaryError.unreadable(path: directory, reason: "is a directory, not a table"), "\(reader.name)") { try reader.read(directory) }
        }
    }

    @Test("a file over the 64 MiB bound is refused from its size before it is read (a sparse 1 GiB file), by every reader")
    func oversizedFile() throws {
        let path = Fixture.temporaryPath("huge-\(UUID().uuidString).tsv")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("# sparse\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)   // a hole: reading it would allocate 1 GiB
        try handle.close()
        let expected = DictionaryError.unreadable(path: path, reason: "1073741824 bytes, more than the 67108864 bytes a table may hold")
        for reader in Self.readers {
            #expect(throws: expected, "\(reader.name)") { try reader.read(path) }
        }
        // Exactly the bound is read; one byte more is refused.
        let small = try write(Array("a\tb\n".utf8), "bound")
        #expect(try TextTable.text(path: small, maxBytes: 4) == "a\tb\n")
        #expect(throws: DictionaryError.unreadable(path: small, reason: "4 bytes, more than the 3 bytes a table may hold")) {
            try TextTable.text(path: small, maxBytes: 3)
        }
    }

    @Test("a file whose size is not known beforehand (a device, a pipe) is read at most one byte past the bound")
    func unsizedFile() throws {
        #expect(throws: DictionaryError.unreadable(path: "/dev/zero", reason: "more than the 1024 bytes a table may hold")) {
            try TextTable.text(path: "/dev/zero", maxBytes: 1024)
        }
    }

    @Test("a leading byte-order mark is dropped, as Foundation's UTF-8 decoder did for each reader before")
    func byteOrderMark() throws {
        let path = try write([0xEF, 0xBB, 0xBF] + Array("今日\t557\n".utf8), "bom")
        #expect(try WordFrequencies.read(path: path).zipf100 == ["今日": 557])
    }

    /// The readers before they shared `TextTable`: Foundation's decoder, lines split at "\n", blank and `#` lines skipped.
    static func oldLines(_ path: String) throws -> [(Substring, Int)] {
        let text = try #require(String(data: try Data(contentsOf: URL(fileURLWithPath: path)), encoding: .utf8))
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.isEmpty && !$0.element.hasPrefix("#") }.map { ($0.element, $0.offset + 1) }
    }

    @Test("the shipped tables read to the same values as the old line loop gives (word frequencies, all four weight tables)")
    func shippedTablesUnchanged() throws {
        let frequencies = Self.resources.appendingPathComponent("word-frequencies.tsv").path
        var old: [String: Int] = [:]
        for (line, _) in try Self.oldLines(frequencies) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let zipf100: Int = try #require(Int(fields[1]))
            old[String(fields[0])] = zipf100
        }
        let table = try WordFrequencies.read(path: frequencies)
        #expect(table.zipf100.count > 100_000)
        #expect(table.zipf100 == old)
        #expect(table == (try WordFrequencies.bundled()))
        for name in ConversionModel.shippedTables {
            let path = Self.resources.appendingPathComponent(name + ".tsv").path
            var expected = ConversionModel(weights: [:])
            for (line, _) in try Self.oldLines(path) {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                expected.weights[try #require(ConversionModel.Feature.indexByName[String(fields[0])])] = try #require(Int(fields[1]))
            }
            let model = try ConversionModel.read(path: path)
            #expect(model == expected, "\(name)")
            #expect(model.weights.filter { $0 != 0 }.count > 100, "\(name)")
        }
        #expect(ConversionModel.bundledTableErrors.isEmpty)
    }
}
