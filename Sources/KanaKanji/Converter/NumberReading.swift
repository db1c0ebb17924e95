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
    static let tokenUnits: [([UInt16], Kind, Int)] = tokenList.map { (Array($0.0.utf16), $0.1, $0.2) }

    /// Every way `key[start...]` begins with a number reading: (length in units, value, token count).
    static func parse(_ key: UnsafeBufferPointer<UInt16>, from start: Int) -> [(length: Int, value: Int, tokens: Int)] {
        var results: [(Int, Int, Int)] = []
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
                guard value < lastSmall else { return results }
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
            if !pendingSokuon { results.append((i - start, total + section + (pending ?? 0), count)) }
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

    /// Every complete reading of `text` as a number: its value, or nil when `text` is not one.
    static func value(of text: String) -> Int? {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { buffer in
            parse(buffer, from: 0).last(where: { $0.length == units.count })?.value
        }
    }

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
