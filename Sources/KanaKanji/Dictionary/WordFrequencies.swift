import Foundation

/// How often words occur in general Japanese text, by surface: the word-cost model's frequency
/// feature (``ConversionModel/Feature/frequency(_:)``), stored with each dictionary entry by the builder.
///
/// IPADIC's costs were estimated for analysing text, not for choosing between homophones; how common a
/// written form is in everyday text (今日 against 教, 電車 against 伝写) is what they lack. The bundled
/// table is wordfreq's Japanese list restricted to IPADIC surfaces and to katakana words IPADIC lacks,
/// which the builder adds as loanwords (`Resources/word-frequencies.tsv`, made by
/// `scripts/make-word-frequencies.py`; data CC BY-SA 4.0, see `Resources/word-frequencies-LICENSE.md`).
public struct WordFrequencies: Sendable, Equatable {
    /// Zipf value × 100 (log10 of occurrences per billion words) by surface.
    public let zipf100: [String: Int]

    /// A table of the given values.
    public init(zipf100: [String: Int]) { self.zipf100 = zipf100 }

    /// No frequencies: every entry gets bucket 0.
    public static let none = WordFrequencies(zipf100: [:])

    /// Buckets of half a Zipf unit: 0 for a surface not in the table, 1 for Zipf below 2, 2 for
    /// 2 ..< 2.5, … 14 for 8 ..< 8.5 and 15 from 8.5 (wordfreq's Japanese list runs from Zipf 1 to about 7.7).
    public static let bucketCount = 16

    /// The frequency bucket of `surface` (0: not in the table).
    public func bucket(of surface: String) -> UInt8 {
        guard let z = zipf100[surface] else { return 0 }
        return UInt8(max(1, min(Self.bucketCount - 1, (z - 100) / 50)))
    }

    /// Reads a table of `surface<TAB>zipf100` lines (`#` starts a comment line). A malformed line is
    /// refused with the file, the line and what was expected; a missing, oversized or non-UTF-8 file with
    /// the file (and the line of the first byte that is not UTF-8).
    public static func read(path: String) throws -> WordFrequencies {
        var table: [String: Int] = [:]
        try TextTable.forEachLine(path: path) { line, lineNumber in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, let z = Int(fields[1]), (0...1000).contains(z) else {
                throw DictionaryError.malformedLine(path: path, line: lineNumber, value: String(line),
                                                    expected: "surface<TAB>Zipf × 100 (0…1000)")
            }
            table[String(fields[0])] = z
        }
        return WordFrequencies(zipf100: table)
    }

    /// The table shipped with the package.
    public static func bundled() throws -> WordFrequencies {
        guard let url = Bundle.module.url(forResource: "word-frequencies", withExtension: "tsv") else {
            throw DictionaryError.unreadable(path: "word-frequencies.tsv", reason: "the package resource is missing")
        }
        return try read(path: url.path)
    }
}
