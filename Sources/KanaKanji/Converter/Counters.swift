/// Counters (助数詞) that follow a number reading, as data: the readings each counter takes after a
/// number, with its sound changes, and the surfaces it is written with.
///
/// The sound changes follow the counter types of Makino and Tsutsui, *A Dictionary of Basic Japanese
/// Grammar*, Appendix 6B, and *A Dictionary of Intermediate Japanese Grammar*, Appendix 6 ("More
/// Counters"): a counter beginning with h- becomes p- after 1, 6, 8 and 10 (いっぽん, ろっぽん, はっぽん,
/// じゅっぽん) and b- after 3 (さんぼん) — type B; one beginning with k-, s-, t- or p- doubles its first
/// consonant after 1, 8 and 10 (いっかい, はっさい, じゅっこ) — type C; 4 is read よ before 時, 人, 年, 円
/// (よじ, よにん, よねん), 9 く before 時 and 月 (くじ, くがつ) and 4 し before 月 (しがつ) — types A′ and
/// A″. The table lists every reading a counter takes after some number, so that a number reading
/// followed by one of them is a number with a counter; it does not check which number took which
/// form (さんほん is read as 3本 too, as IMEs do). Nothing here depends on a dictionary's part-of-speech
/// ids.
enum Counters {
    /// One counter: the readings it takes after a number, its surfaces (most usual first), and the
    /// shortened number readings it allows before it (よ = 4 before 時).
    struct Counter {
        var readings: [String]
        var surfaces: [String]
        var shortDigits: [String: Int] = [:]
    }

    /// The counters, everyday ones first.
    static let all: [Counter] = [
        Counter(readings: ["じ"], surfaces: ["時"], shortDigits: ["よ": 4, "く": 9]),
        Counter(readings: ["じかん"], surfaces: ["時間"], shortDigits: ["よ": 4, "く": 9]),
        Counter(readings: ["ふん", "ぷん"], surfaces: ["分"]),
        Counter(readings: ["ふんかん", "ぷんかん"], surfaces: ["分間"]),
        Counter(readings: ["びょう"], surfaces: ["秒"]),
        Counter(readings: ["にち"], surfaces: ["日"]),
        Counter(readings: ["にちかん"], surfaces: ["日間"]),
        Counter(readings: ["がつ"], surfaces: ["月"], shortDigits: ["し": 4, "く": 9]),
        Counter(readings: ["かげつ"], surfaces: ["か月", "ヶ月"]),
        Counter(readings: ["ねん"], surfaces: ["年"], shortDigits: ["よ": 4]),
        Counter(readings: ["ねんかん"], surfaces: ["年間"], shortDigits: ["よ": 4]),
        Counter(readings: ["ねんせい"], surfaces: ["年生"], shortDigits: ["よ": 4]),
        Counter(readings: ["しゅうかん"], surfaces: ["週間"]),
        Counter(readings: ["さい"], surfaces: ["歳", "才"]),
        Counter(readings: ["えん"], surfaces: ["円"], shortDigits: ["よ": 4]),
        Counter(readings: ["にん"], surfaces: ["人"], shortDigits: ["よ": 4]),
        Counter(readings: ["めい"], surfaces: ["名"]),
        Counter(readings: ["かい"], surfaces: ["回", "階"]),
        Counter(readings: ["がい"], surfaces: ["階"]),
        Counter(readings: ["かいめ"], surfaces: ["回目"]),
        Counter(readings: ["ど"], surfaces: ["度"]),
        Counter(readings: ["ばん"], surfaces: ["番"]),
        Counter(readings: ["ばんめ"], surfaces: ["番目"]),
        Counter(readings: ["ほん", "ぼん", "ぽん"], surfaces: ["本"]),
        Counter(readings: ["ひき", "びき", "ぴき"], surfaces: ["匹"]),
        Counter(readings: ["はい", "ばい", "ぱい"], surfaces: ["杯"]),
        Counter(readings: ["まい"], surfaces: ["枚"]),
        Counter(readings: ["だい"], surfaces: ["台"]),
        Counter(readings: ["さつ"], surfaces: ["冊"]),
        Counter(readings: ["こ"], surfaces: ["個"]),
        Counter(readings: ["けん", "げん"], surfaces: ["件", "軒"]),
        Counter(readings: ["ぺーじ"], surfaces: ["ページ"]),
        Counter(readings: ["てん"], surfaces: ["点"]),
        Counter(readings: ["ばい"], surfaces: ["倍"]),
        Counter(readings: ["ちゃく"], surfaces: ["着"]),
        Counter(readings: ["つう"], surfaces: ["通"]),
        Counter(readings: ["めーとる"], surfaces: ["メートル"]),
        Counter(readings: ["きろ"], surfaces: ["キロ"]),
        Counter(readings: ["せんち"], surfaces: ["センチ"]),
        Counter(readings: ["ぐらむ"], surfaces: ["グラム"]),
        Counter(readings: ["ぱーせんと"], surfaces: ["%", "パーセント"]),
    ]

    /// Numbers with a counter that are words of their own (和語 and other lexical readings: 二人,
    /// 一日, 二十日, 一つ), with their value and counter surface. Their kanji spellings come from the
    /// dictionary; the table adds the Arabic ones (2人, 1日) to the candidates.
    static let lexical: [String: (value: Int, counter: String)] = [
        "ひとり": (1, "人"), "ふたり": (2, "人"),
        "ついたち": (1, "日"), "ふつか": (2, "日"), "みっか": (3, "日"), "よっか": (4, "日"), "いつか": (5, "日"),
        "むいか": (6, "日"), "なのか": (7, "日"), "ようか": (8, "日"), "ここのか": (9, "日"), "とおか": (10, "日"),
        "はつか": (20, "日"), "じゅうよっか": (14, "日"), "にじゅうよっか": (24, "日"), "はたち": (20, "歳"),
        "ひとつ": (1, "つ"), "ふたつ": (2, "つ"), "みっつ": (3, "つ"), "よっつ": (4, "つ"), "いつつ": (5, "つ"),
        "むっつ": (6, "つ"), "ななつ": (7, "つ"), "やっつ": (8, "つ"), "ここのつ": (9, "つ"),
    ]

    /// Consonant rows that a geminated number (いっ, はっ, ろっ, じゅっ) can stand before.
    static let geminable: Set<Character> = Set("かきくけこさしすせそたちつてとぱぴぷぺぽ")

    /// Each counter reading as UTF-16 with its counter.
    static let readingUnits: [([UInt16], Counter)] = all.flatMap { counter in counter.readings.map { (Array($0.utf16), counter) } }

    /// The counters whose reading `key[start...]` begins with: (length in units, counter).
    static func matches(_ key: UnsafeBufferPointer<UInt16>, at start: Int) -> [(length: Int, counter: Counter)] {
        var out: [(Int, Counter)] = []
        for (units, counter) in readingUnits where units.count <= key.count - start {
            var same = true
            for (k, u) in units.enumerated() where key[start + k] != u { same = false; break }
            if same { out.append((units.count, counter)) }
        }
        return out
    }
}
