/// One segment (bunsetsu) of a conversion: a stretch of the reading with its ranked candidates.
public struct Segment: Equatable, Sendable {
    /// The part of the reading this segment covers.
    public var reading: String
    /// Distinct conversions of the reading, best first; never empty. The hiragana and katakana
    /// forms are included for kana segments, and number readings get Arabic and kanji forms.
    public var candidates: [String]

    /// The best candidate.
    public var best: String { candidates.first ?? reading }
}
