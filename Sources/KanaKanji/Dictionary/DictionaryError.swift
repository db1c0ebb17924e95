import FileOutput

/// An error met while reading IPADIC source files or opening a compiled dictionary.
///
/// Each case names the file and, where it applies, the line and the value that were wrong,
/// and says what was expected.
public enum DictionaryError: Error, CustomStringConvertible, Equatable {
    /// A file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// A source file is not valid EUC-JP; `line` is the first line that failed to decode.
    case badEncoding(path: String, line: Int)
    /// A table (word list, word frequencies, weights) is not UTF-8 text; `line` holds its first byte that
    /// is not (nil when the decoder refused the file but no such byte was found).
    case notUTF8(path: String, line: Int?)
    /// A line of an IPADIC CSV or matrix.def file is malformed.
    case malformedLine(path: String, line: Int, value: String, expected: String)
    /// The IPADIC directory holds no `*.csv` files.
    case noSourceFiles(directory: String)
    /// A compiled dictionary file is shorter than its header says.
    case truncated(path: String, expectedBytes: Int, actualBytes: Int)
    /// A compiled dictionary file does not start with the format's magic bytes.
    case notADictionary(path: String)
    /// A compiled dictionary file was written by another format version.
    case unsupportedVersion(path: String, found: UInt32, expected: UInt32)
    /// A compiled dictionary file's payload does not match its checksum.
    case checksumMismatch(path: String, stored: UInt64, computed: UInt64)
    /// A compiled dictionary file's sections are inconsistent with each other.
    case corrupt(path: String, problem: String)
    /// A compiled dictionary file could not be written.
    case unwritable(path: String, reason: String)

    /// A one-line message naming the file (and line) and what was expected.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read file: \(reason)"
        case let .badEncoding(path, line):
            return "\(path):\(line): not valid EUC-JP text (IPADIC source files are EUC-JP)"
        case let .notUTF8(path, line):
            return "\(path)\(line.map { ":\($0)" } ?? ""): not UTF-8 text (a table must be UTF-8)"
        case let .malformedLine(path, line, value, expected):
            return "\(path):\(line): malformed line \"\(Self.shown(value))\"; expected \(expected)"
        case let .noSourceFiles(directory):
            return "\(directory): no IPADIC *.csv files found (expected the mecab-ipadic source directory, e.g. /usr/share/mecab/dic/ipadic)"
        case let .truncated(path, expected, actual):
            return "\(path): dictionary file is truncated: expected \(expected) bytes, found \(actual)"
        case let .notADictionary(path):
            return "\(path): not a compiled kana-kanji dictionary (bad magic bytes; expected a file written by `kbsim dictionary build`)"
        case let .unsupportedVersion(path, found, expected):
            return "\(path): dictionary format version \(found) is not supported; expected version \(expected) (rebuild it with `kbsim dictionary build`)"
        case let .checksumMismatch(path, stored, computed):
            return "\(path): dictionary file is corrupt: checksum \(String(stored, radix: 16)) stored, \(String(computed, radix: 16)) computed"
        case let .corrupt(path, problem):
            return "\(path): dictionary file is corrupt: \(problem)"
        case let .unwritable(path, reason):
            return "\(path): cannot write dictionary: \(reason)"
        }
    }

    /// `text` as a message echoes it: on one line, whatever it holds. Line breaks and the other control
    /// characters but tab (C0, DEL, C1, the Unicode line and paragraph separators) are written as escapes
    /// (`\n`, `\r`, `\u{85}`), so one error stays one line (a file with CR LF line ends is one line to a
    /// table reader), and text longer than `limit` characters is cut with `…`.
    static func shown(_ text: String, limit: Int = 120) -> String {
        EchoedInput.oneLine(text, limit: limit)
    }
}
