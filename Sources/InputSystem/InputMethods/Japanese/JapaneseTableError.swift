/// An error found while loading a romaji or 12-key kana table.
///
/// Every case names the file and, where there is one, the 1-based line that was wrong, the text found and
/// what was expected there.
public enum JapaneseTableError: Error, Equatable, CustomStringConvertible {
    /// A line did not have the expected shape.
    case malformedLine(file: String, line: Int, text: String, expected: String)
    /// An input sequence or key is defined twice.
    case duplicateEntry(file: String, line: Int, value: String, firstLine: Int)
    /// The table parsed but lacks something the composer needs.
    case incompleteTable(file: String, missing: String)
    /// A bundled table could not be found or read.
    case missingResource(name: String)

    /// A one-line message: `file:line: found "…"; expected …`.
    public var description: String {
        switch self {
        case let .malformedLine(file, line, text, expected):
            return "\(file):\(line): found \"\(text)\"; expected \(expected)"
        case let .duplicateEntry(file, line, value, firstLine):
            return "\(file):\(line): \"\(value)\" is already defined on line \(firstLine)"
        case let .incompleteTable(file, missing):
            return "\(file): the table has no \(missing)"
        case let .missingResource(name):
            return "\(name): not found among the InputSystem resources"
        }
    }
}
