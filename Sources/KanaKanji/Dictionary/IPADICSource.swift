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
                isProperNoun: fields[4] == "名詞" && fields[5] == "固有名詞"))
        }
    }

    static func readMatrix(path: String) throws -> (Int, Int, [Int16]) {
        let data = try contents(of: path)
        var matrix: [Int16] = []
        var leftSize = 0, rightSize = 0, lineNumber = 0
        var seen = 0
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            let text = String(decoding: line, as: UTF8.self)
            let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if lineNumber == 1 {
                guard parts.count == 2, let l = Int(parts[0]), let r = Int(parts[1]), l > 0, r > 0, l <= 65535, r <= 65535 else {
                    throw DictionaryError.malformedLine(path: path, line: 1, value: text, expected: "two positive sizes \"LEFT RIGHT\"")
                }
                leftSize = l; rightSize = r
                matrix = [Int16](repeating: 0, count: l * r)
                continue
            }
            guard parts.count == 3, let a = Int(parts[0]), let b = Int(parts[1]), let c = Int16(parts[2]),
                  a >= 0, a < leftSize, b >= 0, b < rightSize else {
                throw DictionaryError.malformedLine(path: path, line: lineNumber, value: text, expected: "\"RIGHT-ID LEFT-ID COST\" with ids below \(leftSize) and \(rightSize)")
            }
            matrix[a * rightSize + b] = c
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
