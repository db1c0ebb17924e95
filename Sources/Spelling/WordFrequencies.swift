import Foundation

/// How often words are used: each word's Zipf value (log10 of its occurrences per billion words), most
/// frequent first. The English list ships with the package (see `Resources/english-frequencies-LICENSE.md`).
public struct WordFrequencies: Sendable {
    /// The words and their Zipf values, most frequent first.
    public private(set) var entries: [(word: String, zipf: Double)]

    /// The longest line read from a frequency file.
    public static let maximumLineLength = 256

    /// A list of `entries`.
    public init(entries: [(word: String, zipf: Double)]) { self.entries = entries }

    /// Reads a `word<TAB>zipf100` file (one word a line; the value is the Zipf value times 100).
    public init(path: String) throws(SpellingError) {
        let bytes = try HunspellDictionary.read(path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .corruptFile(path: path, line: HunspellDictionary.firstInvalidUTF8Line(bytes), reason: "not valid UTF-8")
        }
        var entries: [(word: String, zipf: Double)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            guard line.utf8.count <= Self.maximumLineLength else {
                throw .corruptFile(path: path, line: index + 1, reason: "a line longer than \(Self.maximumLineLength) bytes")
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, let value = Int(fields[1]), (0...1000).contains(value) else {
                throw .corruptFile(path: path, line: index + 1, reason: "expected 'word<TAB>zipf100' with zipf100 in 0...1000")
            }
            entries.append((String(fields[0]), Double(value) / 100))
        }
        self.entries = entries
    }

    /// The English list shipped with the package (50,000 words from wordfreq 3.1.1, CC BY-SA 4.0).
    public static func english() throws(SpellingError) -> WordFrequencies {
        guard let url = Bundle.module.url(forResource: "english-frequencies", withExtension: "tsv") else {
            throw .missingFile(path: "Spelling resource bundle: english-frequencies.tsv", reason: "not in the bundle")
        }
        return try WordFrequencies(path: url.path)
    }

    /// The shipped list for `language` (`en_US` → English), or an empty list when none ships.
    public static func shipped(for language: String) throws(SpellingError) -> WordFrequencies {
        language.lowercased().hasPrefix("en") ? try english() : WordFrequencies(entries: [])
    }
}
