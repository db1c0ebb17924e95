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
    public var numeralPenalty = 2_500
    /// Added to proper nouns (名詞,固有名詞).
    public var properNounPenalty = 2_000
    /// Added to entries written in katakana whose reading is just that katakana and is at most
    /// three characters long (「コト」, 「イイ」); the katakana form stays a candidate.
    public var shortKatakanaPenalty = 2_500
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

    /// The cost of `entry` with this model's penalties added.
    func cost(of entry: KanaKanjiDictionary.Entry, surface: () -> String) -> Int {
        var cost = Int(entry.cost)
        switch entry.wordClass {
        case .symbol: cost += symbolPenalty
        case .number: cost += numeralPenalty
        default: break
        }
        if entry.isProperNoun { cost += properNounPenalty }
        if shortKatakanaPenalty != 0, entry.surfaceLength <= 9 {
            let s = surface()
            if s.unicodeScalars.allSatisfy({ (0x30A1...0x30FC).contains($0.value) }) { cost += shortKatakanaPenalty }
        }
        return cost
    }
}
