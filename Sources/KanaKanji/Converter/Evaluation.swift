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
