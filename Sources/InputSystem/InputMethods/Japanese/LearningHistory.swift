import FileOutput
import Foundation

/// The candidates a user picked, by reading: a picked candidate ranks first the next time its reading
/// is converted. Kept in memory for one simulation; ``load(from:)`` and ``save(to:)`` keep it across runs
/// in a small JSON file: `{"version": 1, "entries": [{"reading": "きしゃ", "candidates": ["記者"]}]}`
/// (most recently picked candidate first, entries sorted by reading).
public final class LearningHistory {
    private var entries: [String: [String]] = [:]

    /// Creates an empty history.
    public init() {}

    /// The learned candidates for a reading, most recently picked first.
    public func candidates(for reading: String) -> [String] { entries[reading] ?? [] }

    /// Records that `candidate` was picked for `reading`.
    public func record(reading: String, candidate: String) {
        var list = entries[reading] ?? []
        list.removeAll { $0 == candidate }
        list.insert(candidate, at: 0)
        entries[reading] = list
    }

    /// Whether nothing has been learned.
    public var isEmpty: Bool { entries.isEmpty }

    /// `candidates` with the learned ones for `reading` moved (or added) to the front.
    public func ranked(_ candidates: [String], for reading: String) -> [String] {
        let learned = self.candidates(for: reading)
        guard !learned.isEmpty else { return candidates }
        return learned + candidates.filter { !learned.contains($0) }
    }

    private struct File: Codable {
        var version: Int
        var entries: [Entry]
    }

    private struct Entry: Codable {
        var reading: String
        var candidates: [String]
    }

    /// Replaces the history with the one in `path`; a missing file leaves it empty.
    /// - Throws: ``LearningHistoryError`` naming the file when it cannot be read or is not a history.
    public func load(from path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { entries = [:]; return }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LearningHistoryError.unreadable(path: path)
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw LearningHistoryError.malformed(path: path, detail: Self.describe(error))
        }
        guard file.version == 1 else {
            throw LearningHistoryError.malformed(path: path, detail: "version \(file.version); expected 1")
        }
        var loaded: [String: [String]] = [:]
        for (i, entry) in file.entries.enumerated() {
            guard !entry.reading.isEmpty, !entry.candidates.isEmpty, !entry.candidates.contains(where: \.isEmpty) else {
                throw LearningHistoryError.malformed(
                    path: path, detail: "entries[\(i)]: expected a non-empty reading and non-empty candidates")
            }
            loaded[entry.reading] = entry.candidates
        }
        entries = loaded
    }

    /// Writes the history to `path` (sorted by reading, so the same history gives the same bytes).
    /// - Throws: ``LearningHistoryError/unwritable(path:detail:)``.
    public func save(to path: String) throws {
        let file = File(version: 1, entries: entries.keys.sorted().map { Entry(reading: $0, candidates: entries[$0] ?? []) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            let data = try encoder.encode(file)
            try OutputFile.write(Array(data) + [0x0A], toPath: path)
        } catch let error as OutputFileError {
            throw LearningHistoryError.unwritable(path: path, detail: "\(error)")
        } catch {
            throw LearningHistoryError.unwritable(path: path, detail: "\(error.localizedDescription)")
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c): return "not JSON (\(c.debugDescription))"
        case DecodingError.keyNotFound(let key, let c):
            return "missing \"\(key.stringValue)\" at \(path(c.codingPath))"
        case DecodingError.typeMismatch(let type, let c): return "expected \(jsonName(type)) at \(path(c.codingPath))"
        case DecodingError.valueNotFound(let type, let c): return "expected \(jsonName(type)) at \(path(c.codingPath))"
        default: return "\(error)"
        }
    }

    /// What JSON value a decoded Swift type is, as the error says it (`an object`, not
    /// `Dictionary<String, Any>`).
    static func jsonName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name == "Entry" || name == "File" { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        if name == "String" { return "a string" }
        if ["Int", "Int64", "Int32", "UInt", "UInt64", "UInt32"].contains(name) { return "an integer" }
        if name == "Double" || name == "Float" || name == "Decimal" { return "a number" }
        if name == "Bool" { return "true or false" }
        return "a \(name)"
    }

    private static func path(_ keys: [CodingKey]) -> String {
        guard !keys.isEmpty else { return "the top level" }
        var out = ""
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }
}
