/// Reads numbers written in kana (「にじゅうさん」) and writes them as Arabic and kanji numerals.
enum NumberReading {
    enum Kind { case digit, sokuonDigit, small, big }
    /// Tokens of spoken Japanese numbers, with their sound-changed forms (さんびゃく, ろっぴゃく, はっせん …).
    /// 「し」 and 「く」 are left out: as words of their own they are far more often not numbers.
    private static let tokenList: [(String, Kind, Int)] = [
        ("いち", .digit, 1), ("に", .digit, 2), ("さん", .digit, 3), ("よん", .digit, 4), ("ご", .digit, 5),
        ("ろく", .digit, 6), ("なな", .digit, 7), ("しち", .digit, 7), ("はち", .digit, 8), ("きゅう", .digit, 9),
        ("いっ", .sokuonDigit, 1), ("ろっ", .sokuonDigit, 6), ("はっ", .sokuonDigit, 8),
        ("じゅう", .small, 10), ("じゅっ", .small, 10), ("ひゃく", .small, 100), ("びゃく", .small, 100), ("ぴゃく", .small, 100),
        ("せん", .small, 1000), ("ぜん", .small, 1000),
        ("まん", .big, 10_000), ("おく", .big, 100_000_000), ("ちょう", .big, 1_000_000_000_000),
    ]
    /// First units of the sound-changed small units (びゃく, ぴゃく, ぜん), which need a digit before them.
    static let voicedSmallStarts: Set<UInt16> = Set("びぴぜ".utf16)
    static let tokenUnits: [([UInt16], Kind, Int)] = tokenList.map { (Array($0.0.utf16), $0.1, $0.2) }

    /// Every way `key[start...]` begins with a number reading: (length in units, value, token count).
    static func parse(_ key: UnsafeBufferPointer<UInt16>, from start: Int) -> [(length: Int, value: Int, tokens: Int)] {
        scan(key, from: start).filter { !$0.geminated }.map { ($0.length, $0.value, $0.tokens) }
    }

    /// Like ``parse(_:from:)``, with the readings that end in a geminated digit too (いっ, はっ, ろっ: a
    /// number only before a counter whose first consonant doubles).
    static func scan(_ key: UnsafeBufferPointer<UInt16>, from start: Int) -> [(length: Int, value: Int, tokens: Int, geminated: Bool)] {
        var results: [(Int, Int, Int, Bool)] = []
        var i = start
        var total = 0, section = 0
        var pending: Int? = nil
        var pendingSokuon = false
        var lastSmall = 10_000, lastBig = Int.max
        var count = 0
        while i < key.count {
            guard let (units, kind, value) = match(key, at: i) else { break }
            switch kind {
            case .digit, .sokuonDigit:
                if pending != nil { return results }
                pending = value; pendingSokuon = kind == .sokuonDigit
            case .small:
                // The sound-changed forms (さんびゃく, ろっぴゃく, さんぜん) only follow a digit: 「ぜんご」 is not 1005.
                let voiced = units.first.map { voicedSmallStarts.contains($0) } ?? false
                guard value < lastSmall, !voiced || pending != nil else { return results }
                section += (pending ?? 1) * value
                pending = nil; pendingSokuon = false; lastSmall = value
            case .big:
                let s = section + (pending ?? 0)
                guard s > 0, value < lastBig, !pendingSokuon else { return results }
                total += s * value
                section = 0; pending = nil; lastSmall = 10_000; lastBig = value
            }
            i += units.count
            count += 1
            results.append((i - start, total + section + (pending ?? 0), count, pendingSokuon))
        }
        return results
    }

    private static func match(_ key: UnsafeBufferPointer<UInt16>, at i: Int) -> ([UInt16], Kind, Int)? {
        var best: ([UInt16], Kind, Int)? = nil
        for token in tokenUnits where token.0.count <= key.count - i && token.0.count > (best?.0.count ?? 0) {
            var same = true
            for (k, u) in token.0.enumerated() where key[i + k] != u { same = false; break }
            if same { best = token }
        }
        return best
    }

    /// The number readings at `key[start...]` that a counter of ``Counters`` follows: (length, value).
    /// A geminated digit (いっ) counts only before a counter starting with a consonant that doubles
    /// (いっかい, not いっにん), and a shortened digit (よ, く, し) only before a counter that takes it
    /// (よじ, にじゅうよねん, くがつ, しがつ), alone or after a round number (じゅう, にせんにじゅう).
    static func numbersBeforeCounters(_ key: UnsafeBufferPointer<UInt16>, from start: Int) -> [(length: Int, value: Int, tokens: Int)] {
        var out: [(length: Int, value: Int, tokens: Int)] = []
        let scanned = scan(key, from: start)
        for r in scanned {
            let next = start + r.length
            guard next < key.count else { continue }
            if r.geminated {
                guard let c = Unicode.Scalar(key[next]).map(Character.init), Counters.geminable.contains(c) else { continue }
            }
            // Not when the number reading goes on over the counter: 「にせんにじゅう」 is not 2002 before じ.
            if Counters.matches(key, at: next).contains(where: { m in !scanned.contains { $0.length >= r.length + m.length } }) {
                out.append((r.length, r.value, r.tokens))
            }
        }
        let rounds = [(0, 0, 0)] + scanned.filter { !$0.geminated && $0.value > 0 && $0.value % 10 == 0 }.map { ($0.length, $0.value, $0.tokens) }
        for (length, value, tokens) in rounds {
            let q = start + length
            guard q + 1 < key.count, let c = Unicode.Scalar(key[q]).map({ String(Character($0)) }) else { continue }
            for m in Counters.matches(key, at: q + 1) {
                if let digit = m.counter.shortDigits[c], !out.contains(where: { $0.length == length + 1 }) {
                    out.append((length + 1, value + digit, tokens + 1))
                }
            }
        }
        return out
    }

    /// The Arabic and kanji forms of `reading` when it is a number, a number with a counter (いっかい:
    /// 1回, 1階, 一回, 一階) or a counted word (ふたり: 2人, 二人): Arabic forms first; empty otherwise.
    /// `isOneToken` is true for a bare one-token number (に, ご, いち), more often another word.
    static func forms(of reading: String) -> (forms: [String], isOneToken: Bool) {
        if let lexical = Counters.lexical[reading] {
            return ([String(lexical.value) + lexical.counter, kanji(lexical.value) + lexical.counter], false)
        }
        let units = Array(reading.utf16)
        return units.withUnsafeBufferPointer { key in
            if let whole = parse(key, from: 0).last(where: { $0.length == units.count }) {
                return ([String(whole.value), kanji(whole.value)], whole.tokens == 1)
            }
            var arabic: [String] = [], kanjiForms: [String] = []
            for number in numbersBeforeCounters(key, from: 0) {
                for m in Counters.matches(key, at: number.length) where number.length + m.length == units.count {
                    for surface in m.counter.surfaces {
                        arabic.append(String(number.value) + surface)
                        kanjiForms.append(kanji(number.value) + surface)
                    }
                }
            }
            var seen = Set<String>()
            return ((arabic + kanjiForms).filter { seen.insert($0).inserted }, false)
        }
    }

    /// The Arabic form of `kanjiSurface` when it is the kanji-numeral spelling of `reading` read as a
    /// number with a counter (いっかい written 一回 → 1回, ごにん 五人 → 5人, にじ 二時 → 2時); nil
    /// otherwise. Counted words read as words of their own (ひとつ, ふたり, はつか) have none: their kanji
    /// form is the word.
    static func arabicTwin(ofKanji kanjiSurface: String, reading: String) -> String? {
        guard let first = kanjiSurface.first, kanjiNumerals.contains(first), Counters.lexical[reading] == nil else { return nil }
        let units = Array(reading.utf16)
        return units.withUnsafeBufferPointer { key in
            for number in numbersBeforeCounters(key, from: 0) {
                for m in Counters.matches(key, at: number.length) where number.length + m.length == units.count {
                    for surface in m.counter.surfaces where kanji(number.value) + surface == kanjiSurface {
                        return String(number.value) + surface
                    }
                }
            }
            return nil
        }
    }

    /// Every complete reading of `text` as a number: its value, or nil when `text` is not one.
    static func value(of text: String) -> Int? {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { buffer in
            parse(buffer, from: 0).last(where: { $0.length == units.count })?.value
        }
    }

    /// The characters of kanji numerals.
    static let kanjiNumerals: Set<Character> = Set("〇一二三四五六七八九十百千万億兆")

    /// Writes `value` in kanji numerals the usual way: 「二十三」, 「百五」, 「一万二千」.
    static func kanji(_ value: Int) -> String {
        let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
        if value == 0 { return "〇" }
        func section(_ v: Int) -> String {
            var out = ""
            for (unit, name) in [(1000, "千"), (100, "百"), (10, "十")] {
                let d = (v / unit) % 10
                if d > 0 { out += (d == 1 ? "" : digits[d]) + name }
            }
            return out + digits[v % 10]
        }
        var out = ""
        var rest = value
        for (unit, name) in [(1_000_000_000_000, "兆"), (100_000_000, "億"), (10_000, "万")] {
            let s = rest / unit
            if s > 0 { out += (s == 1 ? "一" : section(s)) + name; rest %= unit }
        }
        return out + section(rest)
    }
}
