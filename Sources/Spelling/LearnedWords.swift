import FileOutput
import Foundation

/// Words a user taught the spell checker: never reported misspelled, offered as guesses, never as
/// completions. Optionally kept in a file (one word a line, UTF-8), read when the store is made and
/// rewritten atomically after every change, so a crash leaves the old list or the new one whole.
public final class LearnedWords {
    /// The words, as learned.
    public private(set) var words: Set<String>
    /// The file the words are kept in, or nil to keep them in memory only.
    public let path: String?

    /// The most words a file may hold, and the longest line.
    public static let maximumCount = 100_000, maximumLineLength = 256

    /// An empty store in memory.
    public init() {
        words = []
        path = nil
    }

    /// The store kept in `path`: its words when the file exists (a missing file is an empty store).
    public init(path: String) throws(SpellingError) {
        self.path = path
        words = []
        guard FileManager.default.fileExists(atPath: path) else { return }
        let bytes = try HunspellDictionary.read(path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .corruptFile(path: path, line: HunspellDictionary.firstInvalidUTF8Line(bytes), reason: "not valid UTF-8")
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            guard line.utf8.count <= Self.maximumLineLength else {
                throw .corruptFile(path: path, line: index + 1, reason: "a line longer than \(Self.maximumLineLength) bytes")
            }
            guard words.count < Self.maximumCount else {
                throw .corruptFile(path: path, line: index + 1, reason: "more than \(Self.maximumCount) learned words")
            }
            words.insert(String(line))
        }
    }

    /// Whether `word` was learned (exactly, or in lowercase when `word` is capitalized).
    public func contains(_ word: String) -> Bool {
        words.contains(word) || words.contains(word.lowercased())
    }

    /// Learns `word` (a word with a line break, or empty, is not learned). Throws when the file cannot be written.
    public func learn(_ word: String) throws(SpellingError) {
        guard Self.isStorable(word), !words.contains(word) else { return }
        words.insert(word)
        try save()
    }

    /// Forgets `word`. Throws when the file cannot be written.
    public func unlearn(_ word: String) throws(SpellingError) {
        guard words.remove(word) != nil else { return }
        try save()
    }

    /// Forgets every word (the file, if any, is emptied).
    public func removeAll() throws(SpellingError) {
        words.removeAll()
        try save()
    }

    static func isStorable(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.count <= maximumLineLength && !word.contains(where: \.isNewline) && !word.contains("\0")
    }

    private func save() throws(SpellingError) {
        guard let path else { return }
        do {
            try OutputFile.write(words.sorted().map { $0 + "\n" }.joined(), toPath: path)
        } catch {
            throw .missingFile(path: path, reason: "cannot write the learned words: \(error)")
        }
    }
}
