/// Why a spelling dictionary, a frequency list or a learned-words file could not be used, naming the file,
/// the line where there is one, and what was expected.
public enum SpellingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No dictionary is installed for the language; `available` lists those that are.
    case unknownLanguage(String, available: [String])
    /// A dictionary file is missing or cannot be read.
    case missingFile(path: String, reason: String)
    /// A dictionary file is larger than the checker reads.
    case fileTooLarge(path: String, bytes: Int, limit: Int)
    /// A dictionary or word-list file is not what its format says, at `line` (1-based) where known.
    case corruptFile(path: String, line: Int?, reason: String)
    /// The affix file names a character encoding the checker does not convert words to.
    case unsupportedEncoding(path: String, encoding: String)
    /// Hunspell could not make a dictionary of the two files.
    case hunspellRefused(affixPath: String, dictionaryPath: String)

    /// A message naming the file (and line) and what was expected.
    public var description: String {
        switch self {
        case .unknownLanguage(let language, let available):
            let list = available.isEmpty ? "none (install Debian's hunspell-en-us and hunspell-en-gb: scripts/setup.sh)"
                : available.joined(separator: ", ")
            return "no spelling dictionary for language '\(language)'; available: \(list)"
        case .missingFile(let path, let reason):
            return "\(path): cannot read the spelling dictionary file: \(reason)"
        case .fileTooLarge(let path, let bytes, let limit):
            return "\(path): \(bytes) bytes; a spelling file is expected to be at most \(limit) bytes"
        case .corruptFile(let path, let line, let reason):
            return "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)"
        case .unsupportedEncoding(let path, let encoding):
            return "\(path): encoding '\(encoding)' is not supported (expected SET UTF-8 or SET ISO8859-1)"
        case .hunspellRefused(let affixPath, let dictionaryPath):
            return "Hunspell could not load the dictionary \(dictionaryPath) with the affix file \(affixPath)"
        }
    }
}
