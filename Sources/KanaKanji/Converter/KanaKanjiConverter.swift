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

    /// The longest reading the command-line tools convert, in Unicode scalars: `kbsim convert` refuses a
    /// longer argument or input line, and evaluation files (``Evaluation/readPairs(path:)``) a longer
    /// reading or expected text. Conversion takes about 2 KB of working memory per character of one
    /// reading (the lattice and its N-best search), so this bounds one line's memory at about 2 MB; the
    /// longest reading of the evaluation sets is 193 characters.
    public static let maximumReadingLength = 1000

    /// Creates a converter over `dictionary` with `model`, by default the ``ConversionModel`` learned
    /// for that kind of dictionary (``ConversionModel/learned(for:)``).
    public init(dictionary: KanaKanjiDictionary, model: ConversionModel? = nil) {
        self.dictionary = dictionary
        self.model = model ?? ConversionModel.learned(for: dictionary)
    }

    /// Converts `reading`, choosing the segments freely.
    ///
    /// - Parameters:
    ///   - reading: the kana to convert.
    ///   - candidateLimit: the most candidates kept for each segment (at least 1).
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
        // The segments' path searches spell the same lattice words again and again: each is spelled once.
        var surfaces = [String?](repeating: nil, count: lattice.nodes.count)
        let segments = ranges.map { range in
            Segment(reading: String(characters[range.start..<range.end]),
                    candidates: candidates(lattice, words: words, range: range, limit: limit, surfaces: &surfaces))
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

    /// Where the hiragana and katakana forms stand in a candidate list when no better-ranked path
    /// spells them earlier (0-based): the 8th and 9th candidates, so a nine-candidate bar shows them.
    static let kanaFormRanks = (hiragana: 7, katakana: 8)
    /// The word-frequency bucket from which a word keeps its place before the number forms of a segment
    /// that reads as a number with a counter: 8, Zipf 5 (once in 100,000 words of general text; 日本
    /// against 2本, not 虹 against 2時 or 誤認 against 5人).
    static let commonWordBucket: UInt8 = 8
    /// Where the Arabic and kanji forms of a bare one-token number (に, ご, いち) stand: such a reading
    /// is more often another word, so its number forms come after the first few candidates.
    static let oneTokenNumberRank = 5

    /// The ranked candidates of one segment. The order does not depend on `limit`: a shorter list is
    /// always the start of a longer one. It is the best path's text; the number forms of a number
    /// reading (Arabic first); the texts of the N best paths over the segment, cheapest first; with
    /// the hiragana and katakana forms put at ``kanaFormRanks`` unless a path spelled them earlier.
    /// A reading that is wholly a number with its counter (にじ, ごにん), converted on its own, puts its
    /// number forms before the best path's text unless that text is one of the commonest words
    /// (``commonWordBucket``).
    /// `surfaces` caches the spelling of each lattice word (by node index) across the segments of one conversion.
    private func candidates(_ lattice: Lattice, words: [Lattice.Node], range: SegmentGrouping.Range, limit: Int,
                            surfaces: inout [String?]) -> [String] {
        let text = String(lattice.characters[range.start..<range.end])
        let inSegment = words.filter { $0.start >= range.start && $0.end <= range.end }
        let pathBest = inSegment.map { lattice.surface($0, dictionary) }.joined()
        let numbers = NumberReading.forms(of: Kana.hiragana(text))
        // A reading that is a number with its counter and nothing else (にじ, ごにん, いっかい,
        // にせんにじゅうよねん), converted on its own, is read as that number, Arabic digits first, over
        // the word the path chose (虹, 誤認), unless that word is one of the most common words of the
        // language (日本 for にほん: ``commonWordBucket``). Within a longer reading the path decides
        // (一時停止, 一切, 宣言 stay words). Counted words that are words of their own (ひとつ, ふたり)
        // keep their path's choice.
        let numberFirst = range.start == 0 && range.end == lattice.characters.count && !numbers.isOneToken && !numbers.forms.isEmpty && Counters.lexical[Kana.hiragana(text)] == nil
            && !(inSegment.count == 1 && inSegment[0].surfaceRef >= 0
                 && (dictionary.entry(at: inSegment[0].surfaceRef).map { $0.frequency >= Self.commonWordBucket && $0.partOfSpeech != PartOfSpeech.numeral } ?? false))
        let best = numberFirst ? numbers.forms[0] : pathBest
        // The best is always first, so a one-candidate list needs no search.
        if limit == 1 || inSegment.allSatisfy({ $0.wordClass == .symbol && $0.surfaceRef < 0 }) { return [best] }
        let left = words.last(where: { $0.end == range.start })?.rightId ?? 0
        let right = words.first(where: { $0.start == range.end })?.leftId ?? 0
        let span = Lattice.Span(start: range.start, end: range.end, leftContext: left, rightContext: right)
        let leading = numbers.isOneToken ? [] : numberFirst ? Array(numbers.forms.dropFirst()) + [pathBest] : numbers.forms
        let kana = [(Kana.hiragana(text), Self.kanaFormRanks.hiragana), (Kana.katakana(text), Self.kanaFormRanks.katakana)]
        var placed: [(String, Int)] = kana
        if numbers.isOneToken { placed += numbers.forms.map { ($0, Self.oneTokenNumberRank) } }

        // Enough path texts to fill `limit` places (each place takes at most one path text, and each
        // placed form and the best's repeat skip one), or every path: fetching more never reorders the
        // ones already fetched (the search yields paths cheapest first, ties in a fixed order).
        // The paths are taken in batches (30, 60, 120, 240 for 10 candidates) from one search that
        // resumes where it stopped.
        var pathTexts: [String] = []
        // Texts are told apart as Swift compares strings, by canonical equivalence (Unicode's C6); the
        // dictionaries hold no reading with two canonically equivalent spellings (CandidateIdentityTests).
        var seenTexts = Set<String>()
        var search = Lattice.PathSearch(lattice, span, dictionary)
        var taken = 0
        var count = max(limit * 3, limit + placed.count + 1)
        while true {
            while taken < count, let path = search.next() {
                taken += 1
                // Paths through one-character unknown words only spell kana piecemeal (「スる」); the kana forms are placed.
                if path.contains(where: { lattice.nodes[$0].isUnknownCharacter }) { continue }
                var text = ""
                for index in path {
                    if let known = surfaces[index] { text += known; continue }
                    let spelled = lattice.surface(lattice.nodes[index], dictionary)
                    surfaces[index] = spelled
                    text += spelled
                }
                if seenTexts.insert(text).inserted { pathTexts.append(text) }
            }
            if taken < count || pathTexts.count >= limit + placed.count + 1 || count >= 240 { break }
            count *= 2
        }

        let ordered = [best] + leading + pathTexts
        var result: [String] = []
        var seen = Set<String>()
        var next = 0
        while result.count < limit {
            if let form = placed.first(where: { !seen.contains($0.0) && result.count >= $0.1 })?.0 {
                seen.insert(form); result.append(form); continue
            }
            guard next < ordered.count else { break }
            let s = ordered[next]; next += 1
            if seen.insert(s).inserted { result.append(s) }
        }
        for (form, _) in placed.sorted(by: { $0.1 < $1.1 }) where result.count < limit && seen.insert(form).inserted {
            result.append(form)
        }
        return result
    }
}
