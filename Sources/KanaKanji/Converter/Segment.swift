/// One segment (bunsetsu) of a conversion: a stretch of the reading with its ranked candidates.
public struct Segment: Equatable, Sendable {
    /// The part of the reading this segment covers.
    public var reading: String
    /// Distinct conversions of the reading, best first; never empty. The order does not depend on how
    /// many were asked for: a shorter list is the start of a longer one. The hiragana and katakana
    /// forms of a kana segment stand 8th and 9th at the latest; a number reading's Arabic and kanji
    /// forms follow the best, or lead when the reading is wholly a number with its counter (にじ: 2時).
    public var candidates: [String]

    /// The best candidate.
    public var best: String { candidates.first ?? reading }
}
