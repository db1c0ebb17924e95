extension ConversionModel {
    /// The learned weights, by feature name (features not listed weigh 0).
    public static let learnedWeights: [String: Int] = [
        "wordCostScale": 1000,
        "wordClass.symbol": 4000, "wordClass.number": 1250, "properNoun": 2000, "rareKanji": 2000,
        "hasKanaSpelling": 1000, "shortKatakana": 1250, "unknownCharacter": 12000, "katakanaWord": 9000,
        "katakanaWordCharacter": 1200, "numberReading": 2000,
    ]

    static let learned: [Int] = ConversionModel(weights: learnedWeights).weights
}
