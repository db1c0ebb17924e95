/// A romaji-to-kana table: input sequences, the kana each produces and the input left pending after it.
///
/// The table is data (`Layouts/japanese/romaji-hiragana.tsv`, shipped as a resource): one
/// `input<TAB>output[<TAB>pending]` record per line, `#` comments and blank lines ignored. `kk → っ` with
/// `k` pending is how double consonants are written.
public struct RomajiTable: Sendable {
    /// One table entry.
    public struct Entry: Equatable, Sendable {
        /// The kana (or symbol) the input produces.
        public var output: String
        /// Input that stays pending after the output (the second `k` of `kk`), usually empty.
        public var pending: String
    }

    /// The name of the bundled table resource.
    public static let bundledFileName = "romaji-hiragana.tsv"

    private var entries: [String: Entry] = [:]
    private var prefixes: Set<String> = []
    private var inputCharacters: Set<Character> = []

    /// Parses a table from its text.
    ///
    /// - Parameters:
    ///   - text: the TSV text.
    ///   - file: the name used in error messages.
    /// - Throws: ``JapaneseTableError`` naming the line that is malformed or duplicated.
    public init(parsing text: String, file: String) throws {
        var firstLine: [String: Int] = [:]
        for (line, fields) in JapaneseResources.records(text) {
            guard fields.count == 2 || fields.count == 3 else {
                throw JapaneseTableError.malformedLine(
                    file: file, line: line, text: fields.joined(separator: "\t"),
                    expected: "2 or 3 tab-separated fields (input, output, optional pending input)")
            }
            let input = fields[0], output = fields[1], pending = fields.count == 3 ? fields[2] : ""
            guard !input.isEmpty, !output.isEmpty else {
                throw JapaneseTableError.malformedLine(
                    file: file, line: line, text: fields.joined(separator: "\t"),
                    expected: "a non-empty input and a non-empty output")
            }
            guard pending.count < input.count else {
                throw JapaneseTableError.malformedLine(
                    file: file, line: line, text: pending,
                    expected: "pending input shorter than the input \"\(input)\"")
            }
            if let first = firstLine[input] {
                throw JapaneseTableError.duplicateEntry(file: file, line: line, value: input, firstLine: first)
            }
            firstLine[input] = line
            entries[input] = Entry(output: output, pending: pending)
            inputCharacters.formUnion(input)
            var prefix = ""
            for character in input.dropLast() {
                prefix.append(character)
                prefixes.insert(prefix)
            }
        }
        guard !entries.isEmpty else { throw JapaneseTableError.incompleteTable(file: file, missing: "entries") }
    }

    /// Loads the table shipped with the package.
    public static func bundled() throws -> RomajiTable {
        try RomajiTable(parsing: JapaneseResources.text(named: bundledFileName), file: bundledFileName)
    }

    /// The number of input sequences.
    public var count: Int { entries.count }

    /// The entry for exactly this input, if any.
    public func entry(for input: String) -> Entry? { entries[input] }

    /// Whether some longer input starts with this one (so more typing may still complete it).
    public func isPrefix(_ input: String) -> Bool { prefixes.contains(input) }

    /// Whether the character occurs in any input sequence of the table.
    public func usesCharacter(_ character: Character) -> Bool { inputCharacters.contains(character) }

    /// All entries, sorted by input (for listing and tests).
    public var allEntries: [(input: String, entry: Entry)] {
        entries.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
