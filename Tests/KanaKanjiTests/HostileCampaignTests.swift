import Foundation
import Testing
@testable import KanaKanji

/// Issue 27, "Hostile input" (the KanaKanji part): numbers range-checked without arithmetic that traps
/// (`abs(Int.min)`); sizes a source file declares bounded by what the file can hold before anything is
/// allocated (IPADIC's `matrix.def`, Mozc's `sys.dic`); one reading's length bounded; input echoed in an
/// error kept on one line.
@Suite struct KanaKanjiHostileCampaignTests {
    func refusal(_ body: () throws -> Void) -> String {
        do { try body(); return "" } catch { return "\(error)" }
    }

    @Test("a weight of Int.min is refused as out of range (abs(Int.min) trapped)")
    func intMinWeight() {
        let message = refusal { _ = try ConversionModel.parse("wordCostScale\t-9223372036854775808\n", path: "w.tsv") }
        #expect(message == "w.tsv:1: malformed line \"wordCostScale\t-9223372036854775808\"; expected \"FEATURE<TAB>WEIGHT\" with a known feature and an integer within ±1000000")
        #expect(refusal { _ = try ConversionModel.parse("wordCostScale\t-1000000\n", path: "w.tsv") } == "")
    }

    @Test("a 12-byte matrix.def declaring 40000 × 40000 is refused before the 3.2 GB matrix is allocated")
    func matrixSizesBeyondTheFile() throws {
        let path = Fixture.temporaryPath("matrix-\(UUID().uuidString).def")
        try Data("40000 40000\n".utf8).write(to: URL(fileURLWithPath: path))
        let message = refusal { _ = try IPADICSource.readMatrix(path: path) }
        #expect(message == "\(path):1: malformed line \"(end of file)\"; expected 1600000000 cost lines, found 0")
        // Sizes the file does hold are read as before.
        try Data("2 1\n0 0 5\n1 0 -3".utf8).write(to: URL(fileURLWithPath: path))
        let (left, right, matrix) = try IPADICSource.readMatrix(path: path)
        #expect(left == 2 && right == 1 && matrix == [5, -3])
    }

    /// A `sys.dic` made of the given double array (base, check) and no tokens, with MozcSourceTests' ids.
    static func rawDictionary(base: [Int32], check: [UInt32]) -> [UInt8] {
        var array: [UInt8] = []
        for i in base.indices {
            DictionaryBuilder.append32(&array, UInt32(bitPattern: base[i]))
            DictionaryBuilder.append32(&array, check[i])
        }
        let size = 72 + array.count
        var out: [UInt8] = []
        for v in [MozcSource.magicBase ^ UInt32(size), 102, 0, 0, 4, 4, UInt32(array.count), 0, 0, 0] { DictionaryBuilder.append32(&out, v) }
        out += Array("utf-8".utf8) + [UInt8](repeating: 0, count: 27)
        return out + array
    }

    func readMozc(_ dic: [UInt8], name: String = #function) throws -> String {
        let (dir, ids) = try MozcSourceTests.write(dic: dic, matrix: MozcSourceTests.matrix(), name: name)
        return refusal { _ = try MozcSource.read(directory: dir, idDefinitions: ids) }
    }

    @Test("a sys.dic whose double array holds no keys is refused (it built a dictionary of no words)")
    func noKeys() throws {
        let message = try readMozc(MozcSourceTests.systemDictionary([]))
        #expect(message.hasSuffix("sys.dic: dictionary file is corrupt: the double array holds no keys (a dictionary of no words)"), "\(message)")
    }

    @Test("nodes shared by two parents (an acyclic array whose paths multiply) are refused as such, not as a cycle")
    func sharedNodes() throws {
        // Layers of two nodes that share one base: 2^20 paths through 60 units.
        var base = [Int32](repeating: 0, count: 400), check = [UInt32](repeating: 0, count: 400)
        base[0] = 1
        check[2] = 1; check[3] = 1
        var b = 1
        for _ in 0..<20 {
            base[b + 1] = Int32(b + 3); base[b + 2] = Int32(b + 3)
            check[b + 4] = UInt32(b + 3); check[b + 5] = UInt32(b + 3)
            b += 3
        }
        let message = try readMozc(Self.rawDictionary(base: base, check: check))
        #expect(message.contains("dictionary file is corrupt: unit") && message.contains("is reached from two nodes, or from itself"), "\(message)")
        #expect(!message.contains("cycle"), "\(message)")
    }

    @Test("keys spelling more bytes than the file holds are refused before they are kept (a crafted array took ~128× its size)")
    func keysBeyondTheFile() throws {
        // A chain 1000 deep with a key at every node: 500,500 key bytes from an 16 kB array.
        let depth = 1000
        var base = [Int32](repeating: 0, count: 2 * depth + 300), check = [UInt32](repeating: 0, count: 2 * depth + 300)
        base[0] = 1
        for d in 0..<depth {
            let b = 2 * d + 1
            base[b] = -1; check[b] = UInt32(b)           // the key ending at this node
            check[b + 1] = UInt32(b); base[b + 1] = Int32(b + 2)   // the next node, byte 0
        }
        let message = try readMozc(Self.rawDictionary(base: base, check: check))
        #expect(message.contains("dictionary file is corrupt: the double array's keys spell more than the file's"), "\(message)")
    }

    @Test("an evaluation pair longer than the converter's per-line limit is refused with FILE:LINE; the limit itself is accepted")
    func readingLengthLimit() throws {
        let limit = KanaKanjiConverter.maximumReadingLength
        let path = Fixture.temporaryPath("long-\(UUID().uuidString).tsv")
        try Data("あ\t亜\n\(String(repeating: "あ", count: limit + 1))\t亜\n".utf8).write(to: URL(fileURLWithPath: path))
        let message = refusal { _ = try Evaluation.readPairs(path: path) }
        #expect(message.hasPrefix("\(path):2: malformed line \"あああ"), "\(message)")
        #expect(message.hasSuffix("…\"; expected a reading and an expected text of at most 1000 characters each (Unicode scalars)"), "\(message)")
        try Data("\(String(repeating: "あ", count: limit))\t亜\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try Evaluation.readPairs(path: path).pairs.count == 1)
    }

    @Test("a malformed line is echoed on one line: line breaks inside it (a CR LF file is one line to a table) are escaped")
    func echoStaysOnOneLine() {
        let message = refusal { _ = try ConversionModel.parse("wordCostScale\t1\r\nnosuch\t2\r\n", path: "w.tsv") }
        #expect(message == "w.tsv:1: malformed line \"wordCostScale\t1\\r\\nnosuch\t2\\r\\n\"; expected \"FEATURE<TAB>WEIGHT\" with a known feature and an integer within ±1000000")
        #expect(!message.unicodeScalars.contains { $0 == "\n" || $0 == "\r" })
    }
}
