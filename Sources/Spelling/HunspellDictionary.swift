import CHunspell
import Foundation

/// A Hunspell dictionary (an `.aff` affix file and a `.dic` word list, as Debian's `hunspell-*` packages
/// install them): affix-aware word validity, through libhunspell.
///
/// Hunspell is used rather than a reader of our own because the affix rules (prefixes, suffixes, their
/// conditions and cross products, capitalization and the ICONV apostrophe mapping) are its job and it does
/// them well. Both files are checked before Hunspell sees them — sizes, the word count on the `.dic` file's
/// first line, the encoding the `.aff` file declares, and that the text is in that encoding — so a missing
/// or damaged dictionary is refused with ``SpellingError`` instead of reaching the library. Hunspell is not
/// safe to call from two threads at once, so every call holds a lock.
public final class HunspellDictionary: @unchecked Sendable {
    /// The language, as the files are named (`en_US`).
    public let language: String
    /// The affix file.
    public let affixPath: String
    /// The word list.
    public let dictionaryPath: String
    /// The number of entries the `.dic` file's first line announces.
    public let announcedWordCount: Int
    private let handle: OpaquePointer
    private let isUTF8: Bool
    private let lock = NSLock()

    /// Where Debian installs Hunspell dictionaries, searched in order.
    public static let searchDirectories = ["/usr/share/hunspell", "/usr/share/myspell/dicts", "/usr/share/myspell"]
    /// The largest file read (the largest Debian dictionary is far smaller).
    public static let maximumFileSize = 64 << 20

    /// The languages with both files installed in ``searchDirectories``, sorted (`en_GB`, `en_US`).
    public static func installedLanguages() -> [String] {
        var languages = Set<String>()
        for directory in searchDirectories {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where name.hasSuffix(".dic") {
                let language = String(name.dropLast(4))
                if FileManager.default.isReadableFile(atPath: "\(directory)/\(language).aff") { languages.insert(language) }
            }
        }
        return languages.sorted()
    }

    /// Opens the installed dictionary of `language` (`en_US`; `en-US` is accepted too).
    public convenience init(language: String) throws(SpellingError) {
        let name = language.replacingOccurrences(of: "-", with: "_")
        for directory in Self.searchDirectories {
            let aff = "\(directory)/\(name).aff", dic = "\(directory)/\(name).dic"
            if FileManager.default.fileExists(atPath: aff), FileManager.default.fileExists(atPath: dic) {
                try self.init(affixPath: aff, dictionaryPath: dic, language: name)
                return
            }
        }
        throw .unknownLanguage(language, available: Self.installedLanguages())
    }

    /// Opens the dictionary made of `affixPath` and `dictionaryPath`, after checking both files.
    public init(affixPath: String, dictionaryPath: String, language: String) throws(SpellingError) {
        let affix = try Self.read(affixPath)
        let encoding = try Self.declaredEncoding(affix, path: affixPath)
        try Self.checkTableCounts(affix, path: affixPath)
        let words = try Self.read(dictionaryPath)
        if encoding == "UTF-8" {
            guard String(validating: affix, as: UTF8.self) != nil else {
                throw .corruptFile(path: affixPath, line: Self.firstInvalidUTF8Line(affix), reason: "not valid UTF-8, as its SET line says")
            }
            guard String(validating: words, as: UTF8.self) != nil else {
                throw .corruptFile(path: dictionaryPath, line: Self.firstInvalidUTF8Line(words),
                                   reason: "not valid UTF-8, as the affix file's SET line says")
            }
        }
        announcedWordCount = try Self.checkWordList(words, path: dictionaryPath)
        guard let opened = Hunspell_create(affixPath, dictionaryPath) else {
            throw .hunspellRefused(affixPath: affixPath, dictionaryPath: dictionaryPath)
        }
        handle = opened
        self.language = language
        self.affixPath = affixPath
        self.dictionaryPath = dictionaryPath
        isUTF8 = encoding == "UTF-8"
    }

    deinit { Hunspell_destroy(handle) }

    /// Calls `visit` with the word forms the dictionary's stems and affix rules make (see
    /// ``AffixExpander``); forms Hunspell would reject may be among them.
    func forEachForm(_ visit: (String) -> Void) {
        guard let affix = try? Self.read(affixPath), let words = try? Self.read(dictionaryPath) else { return }
        func text(_ bytes: [UInt8]) -> String {
            isUTF8 ? String(decoding: bytes, as: UTF8.self) : String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        AffixExpander(affix: text(affix)).forEachForm(in: text(words), visit)
    }

    /// Whether Hunspell accepts `word` (its affix rules and capitalization rules applied). A word that
    /// cannot be written in the dictionary's encoding, or holds a NUL, is not accepted.
    public func accepts(_ word: String) -> Bool {
        guard let bytes = encoded(word) else { return false }
        lock.lock()
        defer { lock.unlock() }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { Hunspell_spell(handle, $0.baseAddress) != 0 }
        }
    }

    /// Hunspell's own suggestions for `word`, in its order (slow: milliseconds per word).
    public func suggestions(for word: String) -> [String] {
        guard let bytes = encoded(word) else { return [] }
        lock.lock()
        defer { lock.unlock() }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { Hunspell_suggest(handle, &list, $0.baseAddress) }
        }
        defer { if list != nil { Hunspell_free_list(handle, &list, count) } }
        guard count > 0, let items = list else { return [] }
        return (0..<Int(count)).compactMap { index in items[index].flatMap { decoded($0) } }
    }

    /// `word` as NUL-terminated bytes in the dictionary's encoding, or nil.
    private func encoded(_ word: String) -> [UInt8]? {
        guard !word.isEmpty, !word.unicodeScalars.contains("\0") else { return nil }
        if isUTF8 { return Array(word.utf8) + [0] }
        var bytes: [UInt8] = []
        for scalar in word.unicodeScalars {
            guard scalar.value < 256 else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes + [0]
    }

    private func decoded(_ pointer: UnsafeMutablePointer<CChar>) -> String? {
        if isUTF8 { return String(validatingCString: pointer) }
        let length = strlen(pointer)
        return String(String.UnicodeScalarView(UnsafeRawBufferPointer(start: pointer, count: length).map { Unicode.Scalar($0) }))
    }

    /// The bytes of `path`, refusing what is missing, not a regular file, empty or too large.
    static func read(_ path: String) throws(SpellingError) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw .missingFile(path: path, reason: "no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw .missingFile(path: path, reason: "not a regular file")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else { throw .fileTooLarge(path: path, bytes: size, limit: maximumFileSize) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .missingFile(path: path, reason: "cannot be read")
        }
        guard !data.isEmpty else { throw .corruptFile(path: path, line: nil, reason: "the file is empty") }
        guard data.count <= maximumFileSize else { throw .fileTooLarge(path: path, bytes: data.count, limit: maximumFileSize) }
        return [UInt8](data)
    }

    /// The encoding the affix file's `SET` line declares (Hunspell's default, ISO8859-1, when none does).
    static func declaredEncoding(_ affix: [UInt8], path: String) throws(SpellingError) -> String {
        if let zero = affix.firstIndex(of: 0) {
            throw .corruptFile(path: path, line: affix[..<zero].count(where: { $0 == 10 }) + 1, reason: "a NUL byte in a text file")
        }
        for (index, line) in affix.split(separator: 10, omittingEmptySubsequences: false).enumerated() {
            var bytes = Array(line)
            if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            guard bytes.starts(with: Array("SET".utf8)) else { continue }
            let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard fields.count >= 2 else {
                throw .corruptFile(path: path, line: index + 1, reason: "a SET line without an encoding")
            }
            let name = fields[1].uppercased()
            switch name {
            case "UTF-8": return "UTF-8"
            case "ISO8859-1", "ISO-8859-1": return "ISO8859-1"
            default: throw .unsupportedEncoding(path: path, encoding: String(fields[1]))
            }
        }
        return "ISO8859-1"
    }

    /// Checks that every table header of the affix file (`SFX A Y 3`, `REP 12` …) announces no more
    /// rows than the file has lines: Hunspell reserves room for the announced rows.
    static func checkTableCounts(_ affix: [UInt8], path: String) throws(SpellingError) {
        let lines = affix.split(separator: 10, omittingEmptySubsequences: false)
        let tables: Set<String> = ["REP", "MAP", "PHONE", "ICONV", "OCONV", "BREAK", "COMPOUNDRULE", "AF", "AM",
                                   "CHECKCOMPOUNDPATTERN"]
        for (index, line) in lines.enumerated() {
            let fields = String(decoding: line, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let keyword = fields.first else { continue }
            var count: Substring?
            if keyword == "PFX" || keyword == "SFX", fields.count >= 4, fields[2] == "Y" || fields[2] == "N" {
                count = fields[3]
            } else if tables.contains(String(keyword)), fields.count >= 2, fields[1].allSatisfy(\.isNumber) {
                count = fields[1]
            }
            guard let count else { continue }
            guard let value = Int(count), value >= 0, value <= lines.count else {
                throw .corruptFile(path: path, line: index + 1,
                                   reason: "\(keyword) announces \(count) rows; the file has \(lines.count) lines")
            }
        }
    }

    /// Checks the word list's shape: a first line holding the number of entries, then at least one entry.
    static func checkWordList(_ words: [UInt8], path: String) throws(SpellingError) -> Int {
        if let zero = words.firstIndex(of: 0) {
            throw .corruptFile(path: path, line: words[..<zero].count(where: { $0 == 10 }) + 1, reason: "a NUL byte in a text file")
        }
        var lines = words.split(separator: 10, omittingEmptySubsequences: true)
        guard var first = lines.first.map(Array.init) else { throw .corruptFile(path: path, line: 1, reason: "no lines") }
        if first.starts(with: [0xEF, 0xBB, 0xBF]) { first.removeFirst(3) }
        let text = String(decoding: first, as: UTF8.self).trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "\r")))
        guard let count = Int(text), count > 0 else {
            throw .corruptFile(path: path, line: 1, reason: "expected the number of entries (a positive integer), found '\(text.prefix(40))'")
        }
        lines.removeFirst()
        guard !lines.isEmpty else { throw .corruptFile(path: path, line: 2, reason: "expected at least one entry after the count") }
        // Hunspell sizes its hash table by the announced count: a count far above the entries there are
        // would have it allocate gigabytes.
        guard count <= 10 * lines.count + 100 else {
            throw .corruptFile(path: path, line: 1, reason: "announces \(count) entries but holds \(lines.count)")
        }
        return count
    }

    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        for (index, line) in bytes.split(separator: 10, omittingEmptySubsequences: false).enumerated()
        where String(validating: line, as: UTF8.self) == nil {
            return index + 1
        }
        return nil
    }
}
