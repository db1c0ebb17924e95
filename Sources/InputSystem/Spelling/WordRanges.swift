import CICU
import Foundation

/// The words of a text, as ICU's word break rules (UAX #29, the tokenizer's rules) find them: the
/// segments whose rule status says letters, numbers or ideographs, not spaces or punctuation.
public enum WordRanges {
    /// The ranges (UTF-16 offsets into `text`) of the words inside `range` of `text`; the text outside
    /// `range` is not looked at, so a word cut by the range's ends is the part inside it. `range` is
    /// clamped to the text.
    public static func words(in text: String, range: NSRange, locale: String? = nil) throws -> [NSRange] {
        let units = Array(text.utf16)
        let start = max(0, min(range.location, units.count))
        let end = start + min(max(0, range.length), units.count - start)
        guard end > start else { return [] }
        let slice = Array(units[start..<end])
        return try slice.withUnsafeBufferPointer { buffer -> [NSRange] in
            let iterator = try BreakIterator(.word, locale: locale, text: buffer.baseAddress, count: buffer.count)
            var result: [NSRange] = []
            var previous = 0
            while let boundary = iterator.next() {
                // Rule statuses 100 and above are words (letters, numbers, kana, ideographs).
                if iterator.ruleStatus >= 100 { result.append(NSRange(location: start + previous, length: boundary - previous)) }
                previous = boundary
            }
            return result
        }
    }
}
