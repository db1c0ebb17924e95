import Foundation

/// The segments of a conversion in progress: each segment's reading, its candidates, which one is
/// chosen, and which segment has the focus.
public struct ConversionState: Equatable, Sendable {
    /// One segment of the converted reading.
    public struct Part: Equatable, Sendable {
        /// The kana this segment covers.
        public var reading: String
        /// The candidates, best first (learned choices first).
        public var candidates: [String]
        /// The chosen candidate's index in ``candidates``.
        public var index: Int
        /// A transliteration (F6–F10) shown instead of the chosen candidate, if any.
        public var transliteration: String?

        /// The text the segment shows.
        public var text: String {
            transliteration ?? (candidates.indices.contains(index) ? candidates[index] : reading)
        }

        /// Whether the user chose something other than the converter's first candidate.
        public var userChose: Bool { transliteration == nil && index != 0 && candidates.indices.contains(index) }
    }

    /// The segments, in reading order (never empty).
    public var parts: [Part]
    /// The focused segment's index.
    public var focus: Int

    /// The marked text: every segment's text.
    public var text: String { parts.map(\.text).joined() }

    /// The whole reading.
    public var reading: String { parts.map(\.reading).joined() }

    /// The focused segment's range inside ``text``, in UTF-16 units.
    public var focusedRange: NSRange {
        let start = parts[..<focus].reduce(0) { $0 + $1.text.utf16.count }
        return NSRange(location: start, length: parts[focus].text.utf16.count)
    }
}
