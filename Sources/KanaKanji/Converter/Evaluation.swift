/// Scores conversions against expected text: sentence accuracy and character accuracy.
public struct Evaluation: Equatable, Sendable {
    /// Number of (reading, expected) pairs scored.
    public var sentences = 0
    /// Number of pairs converted exactly to the expected text.
    public var exactSentences = 0
    /// Sum of the expected texts' lengths in characters.
    public var characters = 0
    /// Sum of the edit distances between conversion and expected text, in characters.
    public var editDistance = 0

    /// Creates an empty score.
    public init() {}

    /// Fraction of sentences converted exactly.
    public var sentenceAccuracy: Double { sentences == 0 ? 0 : Double(exactSentences) / Double(sentences) }
    /// 1 − total edit distance / total expected length.
    public var characterAccuracy: Double { characters == 0 ? 0 : 1 - Double(editDistance) / Double(characters) }

    /// Adds one pair's result.
    public mutating func add(converted: String, expected: String) {
        sentences += 1
        if converted == expected { exactSentences += 1 }
        characters += expected.count
        editDistance += Self.editDistance(Array(converted), Array(expected))
    }

    /// Levenshtein distance between two character sequences.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension Evaluation {
    /// What a line of an evaluation file holds, as errors say it.
    static let pairLine = "\"reading<TAB>expected text\", optionally followed by <TAB>after"

    /// Reads an evaluation file: UTF-8 lines `reading<TAB>expected text`, `#` comments and blank lines
    /// skipped (`Evaluation/README.md`). A third field `after` marks a pair whose sentence followed other
    /// text in its source; their indices among the pairs are returned in `afterText`, for
    /// ``ModelTraining/train(_:dictionary:initial:settings:afterText:)``.
    ///
    /// - Throws: ``DictionaryError/malformedLine(path:line:value:expected:)`` naming the file and line of
    ///   the first line that is not such a pair, or whose reading or expected text is longer than
    ///   ``KanaKanjiConverter/maximumReadingLength``; ``DictionaryError/unreadable(path:reason:)`` and
    ///   ``DictionaryError/notUTF8(path:line:)`` for a file that cannot be read as UTF-8 text, or is over
    ///   64 MiB (checked before reading).
    public static func readPairs(path: String) throws -> (pairs: [(reading: String, expected: String)], afterText: Set<Int>) {
        var pairs: [(reading: String, expected: String)] = []
        var afterText = Set<Int>()
        try TextTable.forEachLine(path: path) { line, number in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2 || (fields.count == 3 && fields[2] == "after"), !fields[0].isEmpty, !fields[1].isEmpty else {
                throw DictionaryError.malformedLine(path: path, line: number, value: String(line), expected: pairLine)
            }
            let limit = KanaKanjiConverter.maximumReadingLength
            if fields[0].unicodeScalars.count > limit || fields[1].unicodeScalars.count > limit {
                throw DictionaryError.malformedLine(path: path, line: number, value: String(line),
                                                   expected: "a reading and an expected text of at most \(limit) characters each (Unicode scalars)")
            }
            if fields.count == 3 { afterText.insert(pairs.count) }
            pairs.append((String(fields[0]), String(fields[1])))
        }
        return (pairs, afterText)
    }
}
