/// Groups the words of a path into segments (bunsetsu).
enum SegmentGrouping {
    struct Range: Equatable { var start: Int; var end: Int }

    /// Segment ranges for `words`: every fixed boundary splits; before the last fixed boundary
    /// nothing else does; after it, a content word, numeral after a non-numeral, symbol, or
    /// non-independent verb after a particle starts a segment unless it follows a prefix.
    static func segments(words: [Lattice.Node], fixedBoundaries: [Int]) -> [Range] {
        let lastFixed = fixedBoundaries.max() ?? 0
        var out: [Range] = []
        var previous: Lattice.Node? = nil
        for word in words {
            let split: Bool
            if out.isEmpty || fixedBoundaries.contains(word.start) {
                split = true
            } else if word.start < lastFixed {
                split = false
            } else if let prev = previous {
                split = startsSegment(word.wordClass, after: prev.wordClass)
            } else {
                split = true
            }
            if split { out.append(Range(start: word.start, end: word.end)) } else { out[out.count - 1].end = word.end }
            previous = word
        }
        return out
    }

    static func startsSegment(_ word: WordClass, after previous: WordClass) -> Bool {
        if previous == .symbol || word == .symbol { return true }
        if previous == .prefix { return false }
        switch word {
        case .function, .suffix: return false
        case .dependent: return previous == .function
        case .number: return previous != .number
        case .content, .prefix: return true
        case .symbol: return true
        }
    }
}
