/// A stretch of text between two adjacent boundaries of one granularity, in UTF-16 offsets.
///
/// `isUnit` says whether the stretch is a text unit (a word, a sentence, a paragraph's text, a line) or
/// lies between units (spaces and punctuation between words, a paragraph separator, a line break).
struct TextSegment: Equatable {
    var start: Int
    var end: Int
    var isUnit: Bool

    /// Whether `offset` lies in the segment as seen looking `forward` (start ≤ offset < end) or backward
    /// (start < offset ≤ end).
    func holds(_ offset: Int, forward: Bool) -> Bool {
        forward ? (start <= offset && offset < end) : (start < offset && offset <= end)
    }
}
