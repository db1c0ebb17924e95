/// How a word takes part in a segment (bunsetsu), derived from its IPADIC part of speech.
public enum WordClass: UInt8, Sendable {
    /// An independent (content) word: it starts a segment.
    case content = 0
    /// A particle or auxiliary verb: it joins the segment before it.
    case function = 1
    /// A suffix (名詞,接尾 or a verb or adjective suffix such as れる): it joins the segment before it.
    case suffix = 2
    /// A prefix: the word after it joins its segment.
    case prefix = 3
    /// A numeral: it starts a segment unless the word before it is a numeral too.
    case number = 4
    /// A symbol: it forms a segment of its own.
    case symbol = 5
    /// A non-independent verb or adjective (動詞,非自立 such as いる in している): it joins the
    /// segment before it unless that segment ends in a particle or auxiliary.
    case dependent = 6

    /// Every class, in raw-value order.
    public static let all: [WordClass] = [.content, .function, .suffix, .prefix, .number, .symbol, .dependent]

    /// Classifies an IPADIC entry by its first two part-of-speech fields.
    static func classify(pos1: Substring, pos2: Substring) -> WordClass {
        switch pos1 {
        case "助詞", "助動詞": return .function
        case "接頭詞": return .prefix
        case "記号": return .symbol
        case "名詞":
            if pos2 == "接尾" { return .suffix }
            if pos2 == "数" { return .number }
            return .content
        case "動詞", "形容詞":
            if pos2 == "非自立" { return .dependent }
            return pos2 == "接尾" ? .suffix : .content
        default: return .content
        }
    }
}

/// IPADIC's part of speech (first two fields), as a small number stored with every entry so that
/// the cost model can weigh classes of words; 0 is any pair not in ``PartOfSpeech/table``.
public enum PartOfSpeech {
    /// The known (pos1, pos2) pairs; an entry's class is its index here plus one. Append only:
    /// the numbers are stored in compiled dictionaries and the learned weights refer to them.
    public static let table: [(String, String)] = [
        ("名詞", "一般"), ("名詞", "固有名詞"), ("名詞", "サ変接続"), ("名詞", "形容動詞語幹"), ("名詞", "接尾"),
        ("名詞", "副詞可能"), ("名詞", "非自立"), ("名詞", "代名詞"), ("名詞", "数"), ("名詞", "ナイ形容詞語幹"),
        ("名詞", "動詞非自立的"), ("名詞", "接続詞的"), ("名詞", "特殊"), ("名詞", "引用文字列"),
        ("動詞", "自立"), ("動詞", "非自立"), ("動詞", "接尾"),
        ("形容詞", "自立"), ("形容詞", "非自立"), ("形容詞", "接尾"),
        ("副詞", "一般"), ("副詞", "助詞類接続"), ("感動詞", "*"), ("助動詞", "*"),
        ("接頭詞", "名詞接続"), ("接頭詞", "数接続"), ("接頭詞", "動詞接続"), ("接頭詞", "形容詞接続"),
        ("接続詞", "*"), ("連体詞", "*"),
        ("助詞", "格助詞"), ("助詞", "終助詞"), ("助詞", "接続助詞"), ("助詞", "副助詞"), ("助詞", "係助詞"),
        ("助詞", "並立助詞"), ("助詞", "特殊"), ("助詞", "副詞化"), ("助詞", "連体化"), ("助詞", "副助詞／並立助詞／終助詞"),
        ("記号", "アルファベット"), ("記号", "一般"), ("記号", "括弧開"), ("記号", "括弧閉"), ("記号", "読点"),
        ("記号", "句点"), ("記号", "空白"), ("フィラー", "*"), ("その他", "間投"),
        // Mozc's id.def adds these two.
        ("名詞", "接尾可能"), ("助詞", "助詞連続"),
    ]
    /// The class of numerals (名詞,数: 二十三, and numbers with counters such as 一回 or 五人 in Mozc's data).
    public static let numeral = UInt8(9)
    /// Number of classes, including 0 for "other".
    public static var count: Int { table.count + 1 }

    private static let index: [String: UInt8] = {
        var out: [String: UInt8] = [:]
        for (i, pair) in table.enumerated() { out["\(pair.0),\(pair.1)"] = UInt8(i + 1) }
        return out
    }()

    /// The class of an IPADIC entry with these first two part-of-speech fields.
    static func classify(pos1: Substring, pos2: Substring) -> UInt8 { index["\(pos1),\(pos2)"] ?? 0 }

    /// A readable name for class `value` ("名詞,一般"), or "other".
    public static func name(_ value: Int) -> String {
        value >= 1 && value <= table.count ? "\(table[value - 1].0),\(table[value - 1].1)" : "other"
    }
}

/// How a surface is written, summarised when the dictionary is built: its script and number of kanji.
public enum SurfaceScript: UInt8, Sendable {
    /// Anything else: mixed scripts, Latin letters, symbols.
    case mixed = 0
    /// Hiragana only.
    case hiragana = 1
    /// Katakana (and ー) only.
    case katakana = 2
    /// Kanji (and 々) only.
    case kanji = 3
    /// Kanji followed by hiragana (送り仮名, as in 「行く」).
    case kanjiKana = 4

    /// Every script, in raw-value order.
    public static let all: [SurfaceScript] = [.mixed, .hiragana, .katakana, .kanji, .kanjiKana]

    /// The script of `surface` and the number of kanji in it.
    static func of(_ surface: String) -> (SurfaceScript, Int) {
        var hira = 0, kata = 0, kanji = 0, other = 0
        var kanaAfterKanjiOnly = true, seenKana = false
        for s in surface.unicodeScalars {
            switch s.value {
            case 0x3041...0x3096, 0x309D, 0x309E: hira += 1; seenKana = true
            case 0x30A1...0x30FA, 0x30FC, 0x30FD, 0x30FE: kata += 1
            case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x3005: kanji += 1; if seenKana { kanaAfterKanjiOnly = false }
            default: other += 1
            }
        }
        let total = hira + kata + kanji + other
        if total == 0 || other > 0 { return (.mixed, kanji) }
        if hira == total { return (.hiragana, 0) }
        if kata == total { return (.katakana, 0) }
        if kanji == total { return (.kanji, kanji) }
        if kata == 0, kanji > 0, kanaAfterKanjiOnly { return (.kanjiKana, kanji) }
        return (.mixed, kanji)
    }
}
