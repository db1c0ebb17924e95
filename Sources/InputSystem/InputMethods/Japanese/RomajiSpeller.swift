import KanaKanji

/// Spells kana back in romaji from a ``RomajiTable`` read in reverse: for each kana output the shortest
/// input that gives it with nothing pending, avoiding the alternative spellings with c, q, l and x when
/// another exists (`か` → `ka`, not `ca`), longest kana match first; っ before a consonant doubles it
/// (`かった` → `katta`). Anything else is kept as it is.
public struct RomajiSpeller: Sendable {
    private var spelling: [String: String] = [:]
    private var longest = 1

    /// Builds the reverse table.
    public init(table: RomajiTable) {
        for (input, entry) in table.allEntries where entry.pending.isEmpty {
            guard input.allSatisfy({ $0.isASCII && $0.isLetter || $0 == "-" || $0.isPunctuation }) else { continue }
            let key = entry.output
            if let old = spelling[key], Self.rank(old) <= Self.rank(input) { continue }
            spelling[key] = input
            longest = max(longest, key.count)
        }
    }

    private static func rank(_ input: String) -> (Int, Int, String) {
        (input.contains { "cqlx".contains($0) } ? 1 : 0, input.count, input)
    }

    /// `reading` in romaji (hiragana or katakana in, Latin letters out).
    public func spell(_ reading: String) -> String {
        let chars = Array(Kana.hiragana(reading))
        var out = ""
        var i = 0
        var doubleNext = false
        while i < chars.count {
            if chars[i] == "っ", i + 1 < chars.count, let next = match(chars, i + 1)?.spelling,
               let c = next.first, c.isLetter, !"aiueon".contains(c) {
                doubleNext = true
                i += 1
                continue
            }
            if let (length, text) = match(chars, i) {
                if doubleNext, let c = text.first { out.append(c) }
                out += text
                i += length
            } else {
                out.append(chars[i])
                i += 1
            }
            doubleNext = false
        }
        return out
    }

    private func match(_ chars: [Character], _ start: Int) -> (length: Int, spelling: String)? {
        var length = min(longest, chars.count - start)
        while length > 0 {
            if let s = spelling[String(chars[start..<start + length])] { return (length, s) }
            length -= 1
        }
        return nil
    }
}
