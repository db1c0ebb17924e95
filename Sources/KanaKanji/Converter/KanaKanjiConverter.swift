import Foundation

/// Converts hiragana readings into kanji-kana text over a ``KanaKanjiDictionary``.
///
/// The converter builds a lattice of dictionary words over the reading and finds the cheapest
/// path (word costs plus connection costs, as in IPADIC), groups its words into segments
/// (a content word with the function words after it), and ranks candidates for each segment
/// from the N best paths over that segment. Characters that are not kana pass through
/// unconverted, in segments of their own.
public final class KanaKanjiConverter {
    /// The dictionary the converter looks words up in.
    public let dictionary: KanaKanjiDictionary

    /// The cost adjustments added to the dictionary's costs.
    public var model: ConversionModel

    /// Creates a converter over `dictionary` with `model`, by default the ``ConversionModel`` learned
    /// for that kind of dictionary (``ConversionModel/learned(for:)``).
    public init(dictionary: KanaKanjiDictionary, model: ConversionModel? = nil) {
        self.dictionary = dictionary
        self.model = model ?? ConversionModel.learned(for: dictionary)
    }

    /// Converts `reading`, choosing the segments freely.
    ///
    /// - Parameter candidateLimit: the most candidates kept for each segment (at least 1).
    public func convert(_ reading: String, candidateLimit: Int = 10) -> Conversion {
        convert(reading, fixedSegmentLengths: [], candidateLimit: candidateLimit) ?? Conversion(reading: reading, segments: [])
    }

    /// Converts `reading` with its first segments fixed to the given lengths (in characters);
    /// the rest is segmented freely. Returns nil when a length is not positive or the lengths
    /// add up to more than the reading.
    public func convert(_ reading: String, fixedSegmentLengths: [Int], candidateLimit: Int = 10) -> Conversion? {
        let normalized = reading.precomposedStringWithCanonicalMapping
        let characters = Array(normalized)
        var boundaries: [Int] = []
        var sum = 0
        for length in fixedSegmentLengths {
            guard length > 0 else { return nil }
            sum += length
            boundaries.append(sum)
        }
        guard sum <= characters.count else { return nil }
        guard !characters.isEmpty else { return Conversion(reading: normalized, segments: []) }

        let lattice = Lattice(characters: characters, fixedBoundaries: boundaries, dictionary: dictionary, model: model)
        let span = Lattice.Span(start: 0, end: characters.count, fixedBoundaries: boundaries)
        guard let path = lattice.nBest(span, count: 1, dictionary).first else {
            return Conversion(reading: normalized, segments: [Segment(reading: normalized, candidates: [normalized])])
        }
        let words = path.map { lattice.nodes[$0] }
        let ranges = SegmentGrouping.segments(words: words, fixedBoundaries: boundaries)
        let limit = max(1, candidateLimit)
        let segments = ranges.map { range in
            Segment(reading: String(characters[range.start..<range.end]),
                    candidates: candidates(lattice, words: words, range: range, limit: limit))
        }
        return Conversion(reading: normalized, segments: segments)
    }

    /// Re-converts `conversion` with segment `index` made `delta` characters longer (or shorter,
    /// when negative): the segments before it keep their lengths, the resized one is fixed, and
    /// the rest is segmented again. Returns nil when `index` is out of range or the new length
    /// would be below 1 or past the end of the reading.
    public func resize(_ conversion: Conversion, segmentAt index: Int, by delta: Int, candidateLimit: Int = 10) -> Conversion? {
        guard conversion.segments.indices.contains(index) else { return nil }
        var lengths = conversion.segments[..<index].map(\.reading.count)
        lengths.append(conversion.segments[index].reading.count + delta)
        return convert(conversion.reading, fixedSegmentLengths: lengths, candidateLimit: candidateLimit)
    }

    /// The `count` best whole-reading conversions, best first, without duplicates.
    public func nBest(_ reading: String, count: Int) -> [String] {
        let characters = Array(reading.precomposedStringWithCanonicalMapping)
        guard count > 0, !characters.isEmpty else { return [] }
        let lattice = Lattice(characters: characters, fixedBoundaries: [], dictionary: dictionary, model: model)
        var seen = Set<String>()
        var out: [String] = []
        for path in lattice.nBest(Lattice.Span(start: 0, end: characters.count), count: count * 4, dictionary) {
            let text = path.map { lattice.surface(lattice.nodes[$0], dictionary) }.joined()
            if seen.insert(text).inserted { out.append(text) }
            if out.count == count { break }
        }
        return out
    }

    private func candidates(_ lattice: Lattice, words: [Lattice.Node], range: SegmentGrouping.Range, limit: Int) -> [String] {
        let text = String(lattice.characters[range.start..<range.end])
        let inSegment = words.filter { $0.start >= range.start && $0.end <= range.end }
        let best = inSegment.map { lattice.surface($0, dictionary) }.joined()
        if inSegment.allSatisfy({ $0.wordClass == .symbol && $0.surfaceRef < 0 }) { return [best] }
        let left = words.last(where: { $0.end == range.start })?.rightId ?? 0
        let right = words.first(where: { $0.start == range.end })?.leftId ?? 0
        let span = Lattice.Span(start: range.start, end: range.end, leftContext: left, rightContext: right)
        var list = [best]
        var seen: Set<String> = [best]
        func add(_ s: String) { if seen.insert(s).inserted { list.append(s) } }
        // Paths through one-character unknown words only spell kana piecemeal (「スる」); the kana forms come below.
        for path in lattice.nBest(span, count: limit * 3, dictionary)
        where !path.contains(where: { lattice.nodes[$0].isUnknownCharacter }) {
            add(path.map { lattice.surface(lattice.nodes[$0], dictionary) }.joined())
        }
        if let value = NumberReading.value(of: Kana.hiragana(text)) {
            add(String(value)); add(NumberReading.kanji(value))
        }
        let kanaForms = [Kana.hiragana(text), Kana.katakana(text)].filter { !list.prefix(limit).contains($0) }
        var result = Array(list.prefix(max(1, limit - kanaForms.count)))
        for form in kanaForms where !result.contains(form) && result.count < limit { result.append(form) }
        return result
    }
}
