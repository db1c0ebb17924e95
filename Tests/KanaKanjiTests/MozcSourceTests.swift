import Foundation
import Testing
@testable import KanaKanji

/// Issue 14 scope 1 and "Bad input": Mozc's dictionary read from MeCab's compiled `sys.dic` and
/// `matrix.bin` with Mozc's `id.def`; missing or truncated files, unknown ids and a mismatched matrix
/// are refused with the file and the problem. The files here are made by the test (a small double
/// array built the way MeCab's darts lays it out), not copied from anywhere.
@Suite struct MozcSourceTests {
    /// A token of the made-up dictionary.
    struct Token { var left: UInt16, right: UInt16, cost: Int16, surface: String }

    static let idDef = """
    0 BOS/EOS,*,*,*,*,*,*
    1 名詞,一般,*,*,*,*,*
    2 助詞,格助詞,一般,*,*,*,が
    3 動詞,自立,*,*,五段・カ行促音便,連用形,*

    """

    /// A MeCab system dictionary holding `keys` (reading → tokens) with `ids` context ids.
    static func systemDictionary(_ keys: [(String, [Token])], ids: Int = 4) -> [UInt8] {
        let sorted = keys.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
        var tokens: [Token] = []
        var values: [[UInt8]: Int] = [:]
        for (key, list) in sorted { values[Array(key.utf8)] = tokens.count << 8 | list.count; tokens += list }
        // Double array: base/check, first-fit placement of each node's children.
        var base = [Int32](repeating: 0, count: 4096), check = [UInt32](repeating: 0, count: 4096)
        var used = Set<Int>([0]), bases = Set<Int>()
        func place(_ node: Int, _ group: [[UInt8]], depth: Int) {
            var codes: [Int: [[UInt8]]] = [:]
            for k in group { codes[k.count == depth ? 0 : Int(k[depth]) + 1, default: []].append(k) }
            var b = 1
            while bases.contains(b) || codes.keys.contains(where: { used.contains(b + $0) }) { b += 1 }
            bases.insert(b)
            base[node] = Int32(b)
            for c in codes.keys { used.insert(b + c); check[b + c] = UInt32(b) }
            for (c, members) in codes.sorted(by: { $0.key < $1.key }) {
                if c == 0 { base[b] = Int32(-(values[members[0]] ?? 0) - 1) } else { place(b + c, members, depth: depth + 1) }
            }
        }
        place(0, sorted.map { Array($0.0.utf8) }, depth: 0)
        let units = (used.max() ?? 0) + 257
        var array: [UInt8] = []
        for i in 0..<units {
            DictionaryBuilder.append32(&array, UInt32(bitPattern: i < base.count ? base[i] : 0))
            DictionaryBuilder.append32(&array, i < check.count ? check[i] : 0)
        }
        var features: [UInt8] = [], tokenBytes: [UInt8] = []
        for t in tokens {
            DictionaryBuilder.append16(&tokenBytes, t.left); DictionaryBuilder.append16(&tokenBytes, t.right)
            DictionaryBuilder.append16(&tokenBytes, 1); DictionaryBuilder.append16(&tokenBytes, UInt16(bitPattern: t.cost))
            DictionaryBuilder.append32(&tokenBytes, UInt32(features.count)); DictionaryBuilder.append32(&tokenBytes, 0)
            features += Array(t.surface.utf8) + [0]
        }
        let size = 72 + array.count + tokenBytes.count + features.count
        var out: [UInt8] = []
        for v in [MozcSource.magicBase ^ UInt32(size), 102, 0, UInt32(tokens.count), UInt32(ids), UInt32(ids),
                  UInt32(array.count), UInt32(tokenBytes.count), UInt32(features.count), 0] { DictionaryBuilder.append32(&out, v) }
        out += Array("utf-8".utf8) + [UInt8](repeating: 0, count: 27)
        return out + array + tokenBytes + features
    }

    /// A `matrix.bin` of `left` × `right` costs, cell (r, l) = 10 × r + l at r + left × l.
    static func matrix(left: Int = 4, right: Int = 4) -> [UInt8] {
        var out: [UInt8] = []
        DictionaryBuilder.append16(&out, UInt16(left)); DictionaryBuilder.append16(&out, UInt16(right))
        for l in 0..<right { for r in 0..<left { DictionaryBuilder.append16(&out, UInt16(bitPattern: Int16(10 * r + l))) } }
        return out
    }

    static let words: [(String, [Token])] = [
        ("かんじ", [Token(left: 1, right: 1, cost: 3000, surface: "漢字"), Token(left: 1, right: 1, cost: 3500, surface: "感じ")]),
        ("が", [Token(left: 2, right: 2, cost: 100, surface: "が")]),
        ("か", [Token(left: 1, right: 1, cost: 5000, surface: "蚊")]),
        ("いく", [Token(left: 3, right: 3, cost: 4000, surface: "行く")]),
    ]

    /// Writes a Mozc directory and id.def; returns (directory, id.def path).
    static func write(dic: [UInt8], matrix: [UInt8]?, idDef: String = idDef, name: String = #function) throws -> (String, String) {
        let dir = Fixture.temporaryPath("mozc-\(name.filter(\.isLetter))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(dic).write(to: URL(fileURLWithPath: dir + "/sys.dic"))
        if let matrix { try Data(matrix).write(to: URL(fileURLWithPath: dir + "/matrix.bin")) }
        try Data(idDef.utf8).write(to: URL(fileURLWithPath: dir + "/id.def"))
        return (dir, dir + "/id.def")
    }

    @Test("every key of the double array and its tokens are read, with id.def's part of speech and the matrix transposed")
    func readsADictionary() throws {
        let (dir, ids) = try Self.write(dic: Self.systemDictionary(Self.words), matrix: Self.matrix())
        let source = try MozcSource.read(directory: dir, idDefinitions: ids)
        #expect(source.kind == .mozc)
        let found = source.entries.map { "\($0.reading)/\($0.surface)/\($0.cost)" }.sorted()
        #expect(found == ["いく/行く/4000", "か/蚊/5000", "かんじ/感じ/3500", "かんじ/漢字/3000", "が/が/100"])
        let ga = try #require(source.entries.first { $0.surface == "が" })
        #expect(ga.wordClass == .function)
        #expect(PartOfSpeech.name(Int(ga.partOfSpeech)) == "助詞,格助詞")
        #expect(source.entries.first { $0.surface == "漢字" }?.wordClass == .content)
        // matrix.bin's cell (r, l) sits at r + left × l; the builder's at r × right + l.
        #expect(source.matrix[2 * 4 + 3] == 23)
        // Compiled, the dictionary says it is Mozc's and finds the words.
        let path = Fixture.temporaryPath("mozc-\(UUID().uuidString).kkdic")
        try Data(DictionaryBuilder.build(source)).write(to: URL(fileURLWithPath: path))
        let dictionary = try KanaKanjiDictionary(path: path)
        #expect(dictionary.source == .mozc)
        #expect(dictionary.lookup("かんじ").map { dictionary.surface(of: $0) } == ["漢字", "感じ"])
        #expect(dictionary.connectionCost(2, 3) == 23)
    }

    func refusal(_ body: () throws -> Void) -> String {
        do { try body(); return "" } catch { return "\(error)" }
    }

    @Test("a missing sys.dic or matrix.bin is refused naming the file")
    func missingFiles() throws {
        let (dir, ids) = try Self.write(dic: Self.systemDictionary(Self.words), matrix: nil)
        let message = refusal { _ = try MozcSource.read(directory: dir, idDefinitions: ids) }
        #expect(message.contains("matrix.bin") && message.contains("no such file"), "\(message)")
        let none = refusal { _ = try MozcSource.read(directory: dir + "/nowhere", idDefinitions: ids) }
        #expect(none.contains("matrix.bin") || none.contains("sys.dic"), "\(none)")
    }

    @Test("a truncated sys.dic or matrix.bin is refused as truncated, naming the file")
    func truncatedFiles() throws {
        let dic = Self.systemDictionary(Self.words)
        for cut in [10, 72, dic.count - 5] {
            let (dir, ids) = try Self.write(dic: Array(dic.prefix(cut)), matrix: Self.matrix())
            let message = refusal { _ = try MozcSource.read(directory: dir, idDefinitions: ids) }
            #expect(message.contains("sys.dic") && message.contains("truncated"), "\(cut): \(message)")
        }
        let (dir, ids) = try Self.write(dic: dic, matrix: Array(Self.matrix().dropLast(3)))
        let message = refusal { _ = try MozcSource.read(directory: dir, idDefinitions: ids) }
        #expect(message.contains("matrix.bin") && message.contains("truncated"), "\(message)")
    }

    @Test("a header claiming sections far beyond the file is refused before anything is read")
    func hugeHeader() throws {
        var dic = Self.systemDictionary(Self.words)
        dic.replaceSubrange(24..<28, with: [0xFF, 0xFF, 0xFF, 0x7F])
        let (dir, ids) = try Self.write(dic: dic, matrix: Self.matrix())
        let message = refusal { _ = try MozcSource.read(directory: dir, idDefinitions: ids) }
        #expect(message.contains("sys.dic") && message.contains("truncated"), "\(message)")
    }

    @Test("context ids that id.def does not define are refused, naming id.def")
    func unknownIds() throws {
        // The dictionary has 4 × 4 ids, id.def only 3.
        let short = Self.idDef.split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
        let (dir, ids) = try Self.write(dic: Self.systemDictionary(Self.words), matrix: Self.matrix(), idDef: short)
        let message = refusal { _ = try MozcSource.read(directory: dir, idDefinitions: ids) }
        #expect(message.contains("id.def") && message.contains("defines 3 ids"), "\(message)")
        // A token whose id lies beyond the ids (and the matrix).
        let bad = [("か", [Token(left: 9, right: 1, cost: 1, surface: "蚊")])]
        let (dir2, ids2) = try Self.write(dic: Self.systemDictionary(bad), matrix: Self.matrix())
        let message2 = refusal { _ = try MozcSource.read(directory: dir2, idDefinitions: ids2) }
        #expect(message2.contains("sys.dic") && message2.contains("does not define"), "\(message2)")
        // A malformed id.def line names its line.
        let (dir3, ids3) = try Self.write(dic: Self.systemDictionary(Self.words), matrix: Self.matrix(), idDef: "0 BOS/EOS,*\n2 名詞,一般\n")
        let message3 = refusal { _ = try MozcSource.read(directory: dir3, idDefinitions: ids3) }
        #expect(message3.contains("id.def:2"), "\(message3)")
    }

    @Test("a matrix whose size does not match the dictionary's ids is refused, naming matrix.bin")
    func mismatchedMatrix() throws {
        let (dir, ids) = try Self.write(dic: Self.systemDictionary(Self.words), matrix: Self.matrix(left: 3, right: 3))
        let message = refusal { _ = try MozcSource.read(directory: dir, idDefinitions: ids) }
        #expect(message.contains("matrix.bin") && message.contains("3 × 3"), "\(message)")
        let (dir2, ids2) = try Self.write(dic: Self.systemDictionary(Self.words), matrix: Self.matrix() + [0, 0])
        let message2 = refusal { _ = try MozcSource.read(directory: dir2, idDefinitions: ids2) }
        #expect(message2.contains("matrix.bin"), "\(message2)")
    }

    @Test("a file that is not a MeCab dictionary is refused")
    func foreignFile() throws {
        var dic = Self.systemDictionary(Self.words)
        dic[0] ^= 0xFF
        let (dir, ids) = try Self.write(dic: dic, matrix: Self.matrix())
        let message = refusal { _ = try MozcSource.read(directory: dir, idDefinitions: ids) }
        #expect(message.contains("sys.dic"), "\(message)")
    }

    @Test("a surface ending in a Latin letter right after a kanji (IPADIC's 浮津一番f) is a typo; ビタミンC and Tシャツ are words")
    func typoRule() {
        #expect(DictionaryBuilder.isTypo(surface: "浮津一番f"))
        #expect(!DictionaryBuilder.isTypo(surface: "ビタミンC"))
        #expect(!DictionaryBuilder.isTypo(surface: "Tシャツ"))
        #expect(!DictionaryBuilder.isTypo(surface: "漢字"))
        #expect(!DictionaryBuilder.isTypo(surface: "f"))
    }
}
