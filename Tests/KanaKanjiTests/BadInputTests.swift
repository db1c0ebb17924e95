import Foundation
import Testing
@testable import KanaKanji

/// Issue 7 "Bad input": damaged dictionaries are refused naming the file and problem; bad IPADIC names file and line.
@Suite struct BadInputTests {
    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = Fixture.temporaryPath("\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func openError(_ path: String) -> DictionaryError? {
        do { _ = try KanaKanjiDictionary(path: path); return nil } catch let error as DictionaryError { return error } catch { return nil }
    }

    @Test func truncatedFileIsRefused() throws {
        let bytes = try Fixture.bytes()
        let path = try write(Array(bytes.dropLast(100)), "truncated.kkdic")
        let error = openError(path)
        #expect(error == .truncated(path: path, expectedBytes: bytes.count, actualBytes: bytes.count - 100))
        #expect(error?.description.contains(path) == true)
        #expect(error?.description.contains("truncated") == true)
        let tiny = try write(Array(bytes.prefix(20)), "tiny.kkdic")
        #expect(openError(tiny) == .truncated(path: tiny, expectedBytes: DictionaryFormat.headerSize, actualBytes: 20))
    }

    @Test func otherVersionIsRefused() throws {
        var bytes = try Fixture.bytes()
        bytes[8] = 99
        let path = try write(bytes, "version.kkdic")
        #expect(openError(path) == .unsupportedVersion(path: path, found: 99, expected: DictionaryFormat.version))
    }

    /// Issue 14: opening checks the header and the index (id tables, codebook) against their checksum,
    /// so a changed byte there is refused when opening, whatever the dictionary's size.
    @Test func corruptHeaderOrIndexFailsTheIndexChecksum() throws {
        let original = try Fixture.bytes()
        let dictionary = try KanaKanjiDictionary(path: try write(original, "sound.kkdic"))
        let index = try #require(dictionary.indexRange)
        for offset in [56, 62, index.lowerBound, (index.lowerBound + index.upperBound) / 2, index.upperBound - 1] {
            var bytes = original
            bytes[offset] ^= 0x01
            let path = try write(bytes, "index-\(offset).kkdic")
            guard case .checksumMismatch(let p, _, _)? = openError(path) else { Issue.record("byte \(offset): expected checksum mismatch"); continue }
            #expect(p == path)
        }
    }

    /// Issue 14: a matrix row number beyond the matrix is refused even when the index checksum was
    /// rewritten to match (a file made by a faulty writer, not by damage).
    @Test func matrixClassBeyondTheMatrixIsRefused() throws {
        var bytes = try Fixture.bytes()
        let dictionary = try KanaKanjiDictionary(path: try write(bytes, "sound.kkdic"))
        let index = try #require(dictionary.indexRange)
        let rowClassesOffset = CompactFormatTests.layout(of: bytes).rowClasses
        bytes[rowClassesOffset] = 0xFF; bytes[rowClassesOffset + 1] = 0xFF
        let sum = DictionaryFormat.indexChecksum(header: Array(bytes[0..<DictionaryFormat.checkedHeaderSize]), index: Array(bytes[index]))
        withUnsafeBytes(of: sum.littleEndian) { bytes.replaceSubrange(DictionaryFormat.checkedHeaderSize..<(DictionaryFormat.checkedHeaderSize + 8), with: $0) }
        let path = try write(bytes, "row-class.kkdic")
        guard case .corrupt(let p, let problem)? = openError(path) else { Issue.record("expected corrupt"); return }
        #expect(p == path && problem.contains("matrix row 65535"))
    }

    /// Issue 14: the bulk of the file (trie, entries, surfaces, matrix cells) is not read when opening, so
    /// that opening takes the same few milliseconds and pages for 60 MB as for 3 MB; `verify()` (`kbsim
    /// dictionary verify`) checks it whole and names the file.
    @Test func corruptPayloadFailsVerification() throws {
        var bytes = try Fixture.bytes()
        bytes[DictionaryFormat.headerSize + 20] ^= 0xFF
        let path = try write(bytes, "corrupt.kkdic")
        let dictionary = try KanaKanjiDictionary(path: path)
        #expect {
            try dictionary.verify()
        } throws: { error in
            guard case .checksumMismatch(let p, _, _)? = error as? DictionaryError else { return false }
            return p == path && "\(error)".contains(path)
        }
        try KanaKanjiDictionary(path: try write(try Fixture.bytes(), "sound.kkdic")).verify()
    }

    @Test func foreignFileIsRefused() throws {
        let path = try write(Array(repeating: 0x41, count: 200), "foreign.kkdic")
        #expect(openError(path) == .notADictionary(path: path))
    }

    @Test func missingFileIsRefused() {
        guard case .unreadable(let p, _)? = openError("/nonexistent/x.kkdic") else { Issue.record("expected unreadable"); return }
        #expect(p == "/nonexistent/x.kkdic")
    }

    @Test func malformedCSVNamesFileAndLine() {
        #expect {
            try IPADICSource.read(directory: Fixture.badCSV)
        } throws: { error in
            guard case let .malformedLine(path, line, value, _)? = error as? DictionaryError else { return false }
            return path.hasSuffix("bad-csv/Noun.csv") && line == 2 && value.hasPrefix("感じ,1,x")
        }
    }

    @Test(arguments: [
        ("2 2\n0 0 1\n0 1 x\n1 0 1\n1 1 1\n", 3),   // a cost that is not a number
        ("2 2\n0 0 1\n0 5 1\n1 0 1\n1 1 1\n", 3),   // an id outside the sizes
        ("2 2\n0 0 1\n0 1 1\n1 0 1\n", 4),           // a missing pair, reported at the end
        ("two two\n", 1),                               // no size line
    ])
    func malformedMatrixDefNamesFileAndLine(text: String, line: Int) throws {
        let path = Fixture.temporaryPath("\(UUID().uuidString)-matrix.def")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try IPADICSource.readMatrix(path: path)
        } throws: { error in
            guard case let .malformedLine(p, l, _, _)? = error as? DictionaryError else { return false }
            return p == path && l == line
        }
    }

    @Test func missingIPADICDirectoryIsNamed() {
        #expect(throws: DictionaryError.unreadable(path: "/nonexistent/ipadic", reason: "no such directory (is mecab-ipadic installed?)")) {
            try IPADICSource.read(directory: "/nonexistent/ipadic")
        }
    }

    @Test func invalidEUCJPNamesTheLine() {
        let data = Data("abc\n".utf8) + Data([0xFF, 0xFE, 0x0A])
        #expect(throws: DictionaryError.badEncoding(path: "x.csv", line: 2)) { try EUCJPDecoder.decode(data, path: "x.csv") }
    }

    @Test func eucJPDecodes() throws {
        let data = Data([0xB4, 0xC1, 0xBB, 0xFA])  // 漢字
        #expect(try EUCJPDecoder.decode(data, path: "x") == "漢字")
    }
}
