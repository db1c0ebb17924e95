/// Cost adjustments the converter adds to IPADIC's costs.
///
/// IPADIC's costs were estimated for morphological analysis, where the written form is given;
/// in conversion the written form is what is chosen, so a few classes of words that analysis
/// never confuses (symbols and numerals read like particles, proper nouns, katakana spellings of
/// native words) need penalties. The values were tuned on `Evaluation/dev.tsv` only.
public struct ConversionModel: Equatable, Sendable {
    /// Added to symbol entries with a kana reading (「＆」 read と).
    public var symbolPenalty = 4_000
    /// Added to single dictionary numerals (「二」 read に); number readings of two or more
    /// tokens are handled separately.
    public var numeralPenalty = 1_250
    /// Added to proper nouns (名詞,固有名詞).
    public var properNounPenalty = 2_000
    /// Added to words written with a kanji outside the Jōyō list (「與える」, 「御宇」).
    public var rareKanjiPenalty = 2_000
    /// Added to kanji spellings that the dictionary also lists in hiragana (「出来る」 beside 「できる」).
    public var kanaSpellingPenalty = 1_000
    /// Added to entries written in katakana whose reading is just that katakana and is at most
    /// three characters long (「コト」, 「イイ」); the katakana form stays a candidate.
    public var shortKatakanaPenalty = 1_250
    /// Cost of one character that no word covers.
    public var unknownCharacterCost = 12_000
    /// Base cost of reading a stretch of kana as an unknown loanword in katakana.
    public var katakanaWordBaseCost = 9_000
    /// Cost per character of an unknown katakana word.
    public var katakanaWordCharacterCost = 1_200
    /// Longest unknown katakana word considered, in characters.
    public var katakanaWordMaxLength = 8
    /// Cost of a number reading of two or more tokens (「にじゅうさん」).
    public var numberReadingCost = 2_000

    /// The tuned defaults.
    public init() {}

    /// The parameters by name, for tuning from the command line.
    public static var parameters: [String: WritableKeyPath<ConversionModel, Int>] { [
        "symbolPenalty": \.symbolPenalty, "numeralPenalty": \.numeralPenalty, "properNounPenalty": \.properNounPenalty, "rareKanjiPenalty": \.rareKanjiPenalty, "kanaSpellingPenalty": \.kanaSpellingPenalty,
        "shortKatakanaPenalty": \.shortKatakanaPenalty, "unknownCharacterCost": \.unknownCharacterCost,
        "katakanaWordBaseCost": \.katakanaWordBaseCost, "katakanaWordCharacterCost": \.katakanaWordCharacterCost,
        "katakanaWordMaxLength": \.katakanaWordMaxLength, "numberReadingCost": \.numberReadingCost,
    ] }

    /// The cost of `entry` with this model's penalties added.
    func cost(of entry: KanaKanjiDictionary.Entry, isKatakana: (KanaKanjiDictionary.Entry) -> Bool) -> Int {
        var cost = Int(entry.cost)
        switch entry.wordClass {
        case .symbol: cost += symbolPenalty
        case .number: cost += numeralPenalty
        default: break
        }
        if entry.isProperNoun { cost += properNounPenalty }
        if entry.hasRareKanji { cost += rareKanjiPenalty }
        if entry.hasKanaSpelling { cost += kanaSpellingPenalty }
        if shortKatakanaPenalty != 0, entry.surfaceLength <= 9, isKatakana(entry) { cost += shortKatakanaPenalty }
        return cost
    }
}
