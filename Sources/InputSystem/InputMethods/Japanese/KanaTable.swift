/// The 12-key kana keyboard as data: each key's toggle cycle and flick characters, the ゛゜小 modifier
/// table and the toggle timeout.
///
/// Loaded from `Layouts/japanese/kana-12key.tsv` (shipped as a resource); the record format is described
/// in that file.
public struct KanaTable: Sendable {
    /// One key of the 12-key pad.
    public struct Key: Equatable, Sendable {
        /// The key's id: the character on its face (あ, か, …, わ, and 、 for the punctuation key).
        public var id: String
        /// What repeated taps cycle through, first entry first.
        public var cycle: [String]
        /// The character for each flick direction the key has.
        public var flicks: [FlickDirection: String]
    }

    /// The name of the bundled table resource.
    public static let bundledFileName = "kana-12key.tsv"

    /// The keys, in table order.
    public private(set) var keys: [Key] = []
    private var keyIndex: [String: Int] = [:]
    private var nextModified: [String: String] = [:]
    /// How long after a tap another tap of the same key still cycles, in milliseconds.
    public private(set) var toggleTimeoutMs = 0

    /// Parses a table from its text.
    ///
    /// - Parameters:
    ///   - text: the TSV text.
    ///   - file: the name used in error messages.
    /// - Throws: ``JapaneseTableError`` naming the line that is malformed or duplicated, or what is missing.
    public init(parsing text: String, file: String) throws {
        var keyLine: [String: Int] = [:]
        var modifierLine: [String: Int] = [:]
        var timeout: Int?
        for (line, fields) in JapaneseResources.records(text) {
            let shown = fields.joined(separator: "\t")
            func malformed(_ expected: String) -> JapaneseTableError {
                .malformedLine(file: file, line: line, text: shown, expected: expected)
            }
            switch fields.first {
            case "key":
                guard fields.count == 4, !fields[1].isEmpty else {
                    throw malformed("key<TAB>id<TAB>cycle<TAB>center,left,up,right,down")
                }
                let id = fields[1]
                let cycle = fields[2].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard !cycle.contains(where: \.isEmpty) else {
                    throw malformed("a comma-separated toggle cycle with no empty entries")
                }
                let flickFields = fields[3].split(separator: ",", omittingEmptySubsequences: false)
                guard flickFields.count == FlickDirection.allCases.count else {
                    throw malformed("5 comma-separated flick characters (center,left,up,right,down)")
                }
                var flicks: [FlickDirection: String] = [:]
                for (direction, value) in zip(FlickDirection.allCases, flickFields) where !value.isEmpty {
                    flicks[direction] = String(value)
                }
                guard flicks[.center] != nil else { throw malformed("a center character for key \(id)") }
                if let first = keyLine[id] {
                    throw JapaneseTableError.duplicateEntry(file: file, line: line, value: id, firstLine: first)
                }
                keyLine[id] = line
                keyIndex[id] = keys.count
                keys.append(Key(id: id, cycle: cycle, flicks: flicks))
            case "modifier":
                let forms = Array(fields.dropFirst())
                guard (2...3).contains(forms.count), !forms.contains(where: \.isEmpty) else {
                    throw malformed("modifier<TAB>plain<TAB>modified[<TAB>modified again]")
                }
                for form in forms {
                    if let first = modifierLine[form] {
                        throw JapaneseTableError.duplicateEntry(
                            file: file, line: line, value: form, firstLine: first)
                    }
                    modifierLine[form] = line
                }
                for (index, form) in forms.enumerated() {
                    nextModified[form] = forms[(index + 1) % forms.count]
                }
            case "setting":
                guard fields.count == 3, fields[1] == "toggleTimeoutMs" else {
                    throw malformed("setting<TAB>toggleTimeoutMs<TAB>milliseconds")
                }
                guard let value = Int(fields[2]), value >= 0 else {
                    throw malformed("a whole number of milliseconds, 0 or more")
                }
                timeout = value
            default:
                throw malformed("a record starting with key, modifier or setting")
            }
        }
        guard !keys.isEmpty else { throw JapaneseTableError.incompleteTable(file: file, missing: "key records") }
        guard let timeout else {
            throw JapaneseTableError.incompleteTable(file: file, missing: "setting toggleTimeoutMs")
        }
        toggleTimeoutMs = timeout
    }

    /// Loads the table shipped with the package.
    public static func bundled() throws -> KanaTable {
        try KanaTable(parsing: JapaneseResources.text(named: bundledFileName), file: bundledFileName)
    }

    /// The key with this id, if the table has one.
    public func key(_ id: String) -> Key? { keyIndex[id].map { keys[$0] } }

    /// What the ゛゜小 key turns this character into, if anything.
    public func modified(_ character: String) -> String? { nextModified[character] }
}
