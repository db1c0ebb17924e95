import Foundation

extension DictionaryBuilder {
    /// The expected line of a word list, as error messages name it.
    static let wordListLine = "reading<TAB>surface<TAB>pairs (reading and surface of 1 to 255 UTF-8 bytes, pairs a whole number from 1)"

    /// Reads a word list as `kbsim evaluate --write-words` writes it (`reading<TAB>surface<TAB>pairs`
    /// lines; `#` starts a comment line) and returns the words attested in at least `minPairs` pairs, for
    /// ``Selection/subset(maxContentCost:minContentZipf100:connectionTolerance:minCompoundZipf100:attestedWords:)``.
    /// A malformed line is refused with the file, the line and what was expected; a missing, oversized or
    /// non-UTF-8 file with the file (and the line of the first byte that is not UTF-8).
    public static func readAttestedWords(path: String, minPairs: Int = 1) throws -> Set<WordKey> {
        var words = Set<WordKey>()
        try TextTable.forEachLine(path: path) { line, lineNumber in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty,
                  fields[0].utf8.count <= DictionaryFormat.maxSurfaceBytes, fields[1].utf8.count <= DictionaryFormat.maxSurfaceBytes,
                  let pairs = Int(fields[2]), pairs >= 1 else {
                throw DictionaryError.malformedLine(path: path, line: lineNumber, value: String(line), expected: wordListLine)
            }
            if pairs >= minPairs { words.insert(WordKey(reading: String(fields[0]), surface: String(fields[1]))) }
        }
        return words
    }

    /// `words` as a word list that ``readAttestedWords(path:minPairs:)`` reads, under the comment lines `comment`.
    public static func wordList(_ words: [ModelTraining.AttestedWord], comment: [String] = []) -> String {
        comment.map { "# \($0)\n" }.joined() + words.map { "\($0.reading)\t\($0.surface)\t\($0.pairs)\n" }.joined()
    }
}
