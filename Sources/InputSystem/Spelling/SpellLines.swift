import Foundation
import Spelling

/// `kbsim spell`'s work, line by line: one word (or prefix) a line in, one JSON line out, so tests make
/// the same calls the command does.
public enum SpellLines {
    /// The longest input line, in bytes.
    public static let maximumLineLength = 1024

    /// Why one input line was refused; the message names the source and line.
    public struct LineError: Error, Equatable, CustomStringConvertible {
        /// The input's name (`<stdin>`).
        public var source: String
        /// The line number (1-based).
        public var line: Int
        /// What was wrong and what was expected.
        public var reason: String
        /// `SOURCE:LINE: reason`.
        public var description: String { "\(source):\(line): \(reason)" }
    }

    /// The JSON line for one input line's bytes (without its line feed; a trailing CR is dropped):
    /// `{"word":…,"misspelled":…,"guesses":[…]}`, or with `complete` `{"prefix":…,"completions":[…]}`.
    /// Surrounding spaces are trimmed; an empty line gives nil (nothing printed).
    public static func answer(_ bytes: some Collection<UInt8>, line: Int, source: String = "<stdin>", checker: SpellChecker,
                              complete: Bool, limit: Int = 6) throws(LineError) -> String? {
        guard bytes.count <= maximumLineLength else {
            throw LineError(source: source, line: line, reason: "a line longer than \(maximumLineLength) bytes")
        }
        var array = Array(bytes)
        if array.last == 13 { array.removeLast() }
        guard let text = String(validating: array, as: UTF8.self) else {
            throw LineError(source: source, line: line, reason: "not valid UTF-8")
        }
        let word = text.trimmingCharacters(in: .whitespaces)
        if word.isEmpty { return nil }
        guard !word.contains(where: { $0.isWhitespace }) else {
            throw LineError(source: source, line: line, reason: "expected one word a line, found '\(word.prefix(60))'")
        }
        guard !word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw LineError(source: source, line: line, reason: "a control character in the word")
        }
        if complete {
            let completions = checker.completions(forPrefix: word, limit: limit)
            return "{\"prefix\":\(LogValue.quoted(word)),\"completions\":[\(completions.map(LogValue.quoted).joined(separator: ","))]}"
        }
        let misspelled = !checker.isCorrect(word)
        let guesses = misspelled ? checker.guesses(for: word, limit: limit) : []
        return "{\"word\":\(LogValue.quoted(word)),\"misspelled\":\(misspelled),\"guesses\":[\(guesses.map(LogValue.quoted).joined(separator: ","))]}"
    }
}
