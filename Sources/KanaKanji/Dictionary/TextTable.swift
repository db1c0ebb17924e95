import Foundation

/// The one reader of the small UTF-8 text tables the kana-kanji pipeline takes from users: word lists
/// (``DictionaryBuilder/readAttestedWords(path:minPairs:)``), word-frequency tables
/// (``WordFrequencies/read(path:)``) and weight tables (``ConversionModel/read(path:)``). It opens the
/// file with a size bound, decodes it as UTF-8 and hands each line that is neither blank nor a `#`
/// comment to the table's parser with its 1-based line number; each table checks its own fields.
enum TextTable {
    /// The largest table read, 64 MiB, checked against the file before it is read. The largest table the
    /// package ships is 2.5 MB (`word-frequencies.tsv`); a word list naming every entry of the full Mozc
    /// dictionary (1.3 million entries of about 30 bytes a line) is about 40 MB. Reading a table holds
    /// its bytes, its text and the parsed values at once, so the bound keeps a wrong path (a disk image,
    /// a log) from taking gigabytes before the first malformed line refuses it.
    static let maxBytes = 64 << 20

    /// The text of the table at `path`.
    ///
    /// - Throws: ``DictionaryError/unreadable(path:reason:)`` for a file that cannot be opened or read,
    ///   a directory, or one of more than `maxBytes` bytes (a regular file's size is checked before
    ///   reading; a pipe is read at most one byte past the bound); ``DictionaryError/notUTF8(path:line:)``
    ///   with the line of the first byte that is not UTF-8.
    static func text(path: String, maxBytes: Int = maxBytes) throws -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DictionaryError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw DictionaryError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { throw DictionaryError.unreadable(path: path, reason: "is a directory, not a table") }
        if kind == S_IFREG, status.st_size > maxBytes { throw tooLarge(path, Int(status.st_size), maxBytes) }
        let data: Data
        do { data = try handle.read(upToCount: maxBytes + 1) ?? Data() } catch {
            throw DictionaryError.unreadable(path: path, reason: "\(error.localizedDescription)")
        }
        // A file that grew since fstat, or a pipe.
        guard data.count <= maxBytes else { throw tooLarge(path, nil, maxBytes) }
        // Foundation's decoder, as the readers used before (it drops a leading byte-order mark).
        guard let text = String(data: data, encoding: .utf8) else {
            throw DictionaryError.notUTF8(path: path, line: firstInvalidLine(data))
        }
        return text
    }

    /// Calls `body` with each line of `text` that is neither empty nor a comment (starting with `#`), and
    /// its 1-based line number. Lines end at `"\n"` (a `"\r\n"` pair is one character, so does not).
    static func forEachLine(of text: String, _ body: (_ line: Substring, _ number: Int) throws -> Void) rethrows {
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            try body(line, number)
        }
    }

    /// Reads the table at `path` (``text(path:maxBytes:)``) and calls `body` with each line that is
    /// neither empty nor a comment, and its 1-based line number (``forEachLine(of:_:)``).
    static func forEachLine(path: String, _ body: (_ line: Substring, _ number: Int) throws -> Void) throws {
        try forEachLine(of: try text(path: path), body)
    }

    /// The 1-based line (counting `"\n"` bytes) of the first byte of `data` that does not start or
    /// continue a well-formed UTF-8 sequence, or nil when there is none.
    static func firstInvalidLine(_ data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var line = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): if scalar.count == 1, scalar.first == 0x0A { line += 1 }
            case .error: return line
            case .emptyInput: return nil
            }
        }
    }

    private static func tooLarge(_ path: String, _ size: Int?, _ maxBytes: Int) -> DictionaryError {
        .unreadable(path: path, reason: "\(size.map { "\($0) bytes, " } ?? "")more than the \(maxBytes) bytes a table may hold")
    }
}
