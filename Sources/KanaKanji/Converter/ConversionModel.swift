import Foundation

/// The cost of a word in the lattice: a linear model over a small set of features of the word.
///
/// IPADIC's costs were estimated for morphological analysis, where the written form is given; in
/// conversion the written form is what is chosen, so classes of words that analysis never confuses
/// (homophones in different scripts, symbols and numerals read like particles, proper nouns, rare
/// kanji) need corrections. The model scales IPADIC's word cost and adds a weight for each feature
/// the word has: its word class and part of speech, its script and number of kanji, its reading
/// length, and a few flags. The features describe classes of words, never single words, so that
/// what is learned carries over to text the model has not seen.
///
/// The learned weights are data, not code: one table a dictionary kind, shipped as package
/// resources `weights-<source>[-subset].tsv` ("feature<TAB>weight" lines), learned on
/// `Evaluation/dev.tsv` with an averaged structured perceptron (``ModelTraining``;
/// `kbsim evaluate Evaluation/dev.tsv --learn --write-weights PATH`).
public struct ConversionModel: Equatable, Sendable {
    /// A feature of a lattice word. Weights are in IPADIC cost units, except ``wordCostScale``.
    public enum Feature: Hashable, Sendable {
        /// Per mille of IPADIC's word cost that is counted (1000 = the cost as it is).
        case wordCostScale
        /// Every word of this ``WordClass``.
        case wordClass(WordClass)
        /// Every word of this ``PartOfSpeech`` class.
        case partOfSpeech(Int)
        /// Per mille of IPADIC's word cost counted in addition for words of this ``PartOfSpeech`` class.
        case partOfSpeechCostScale(Int)
        /// Every word whose left context id is this one (IPADIC's numbering): IPADIC's finer part of
        /// speech with conjugation form, and for particles and auxiliaries nearly the word itself.
        case leftContext(Int)
        /// Every word whose surface is written this way.
        case script(SurfaceScript)
        /// Every word of this ``PartOfSpeech`` class written this way.
        case partOfSpeechScript(Int, SurfaceScript)
        /// Every word of this ``WordClass`` whose reading has this many characters (4 = four or more).
        case wordClassLength(WordClass, Int)
        /// Content words written in hiragana only.
        case hiraganaContentWord
        /// Each kanji of the surface.
        case kanjiCount
        /// Surfaces of exactly one kanji (「式」, 「間」).
        case singleKanji
        /// Each character of the reading beyond the first.
        case readingLength
        /// Proper nouns (名詞,固有名詞).
        case properNoun
        /// Words written with a kanji outside the Jōyō list (「與える」).
        case rareKanji
        /// Kanji spellings the dictionary also lists in hiragana (「出来る」 beside 「できる」).
        case hasKanaSpelling
        /// Hiragana spellings the dictionary also lists with kanji (「できる」 beside 「出来る」).
        case hasKanjiSpelling
        /// Katakana entries whose reading is that katakana, of at most three characters (「コト」).
        case shortKatakana
        /// A one-character word that no dictionary word covers.
        case unknownCharacter
        /// A stretch of kana read as an unknown loanword in katakana.
        case katakanaWord
        /// Each character of an unknown katakana word.
        case katakanaWordCharacter
        /// Every word read as a number: the dictionary's numerals (名詞,数: 二十三, 一回, 五人) and the
        /// lattice's number readings in Arabic digits (23, 1回), which are priced one less than the
        /// numerals they stand for, so the weight moves both alike: it weighs reading a number against
        /// reading a word (五人 or 誤認), never Arabic against kanji. A number reading the dictionary
        /// has no numerals for costs ``numberReadingFallbackCost`` plus this weight.
        case numberReading
        /// Every word whose surface is in this ``WordFrequencies`` bucket (0: not in the table): how
        /// common the written form is in general text.
        case frequency(Int)
        /// Every word written this way whose surface is in this frequency bucket (how common a kana
        /// spelling is matters otherwise than how common a kanji one is).
        case scriptFrequency(SurfaceScript, Int)
        /// Every word of this ``PartOfSpeech`` class whose surface is in this frequency bucket.
        case partOfSpeechFrequency(Int, Int)
        /// A katakana word that IPADIC lacks, added from the word-frequency table (クライアント): it has
        /// no IPADIC cost, so this weight and its frequency bucket's price it.
        case listedLoanword
        /// Every word whose right context id is this one (the dictionary's numbering), when it differs
        /// from its left one: a word that is several morphemes (行きます: a verb on the left, ます on
        /// the right) is weighed by what it ends with as well as by what it starts with.
        case rightContext(Int)
        /// Every word written in hiragana whose left context id is this one: how a part of speech in a
        /// given conjugation form is spelled (いか against 行か, both 動詞,自立 未然形).
        case leftContextHiragana(Int)
        /// A word of this ``PartOfSpeech`` class that begins the input, for the classes that Mozc's
        /// `boundary.def` penalises there (``ConversionModel/inputStartClasses``): non-independent verbs
        /// (あれ of ある), auxiliaries (the copula で), conjunctive and case particles, suffixes.
        case inputStart(Int)
        /// A word whose left context id is this one (the dictionary's numbering) that begins the input:
        /// for a class finer than a part of speech (Mozc's classical ラ変 verb あり/あれ).
        case inputStartContext(Int)

        /// Every feature, in a fixed order.
        public static let all: [Feature] = [.wordCostScale]
            + WordClass.all.map { .wordClass($0) }
            + (0..<PartOfSpeech.count).map { .partOfSpeech($0) }
            + (0..<PartOfSpeech.count).map { .partOfSpeechCostScale($0) }
            + (0..<ConversionModel.contextIdCount).map { .leftContext($0) }
            + SurfaceScript.all.map { .script($0) }
            + (0..<PartOfSpeech.count).flatMap { p in SurfaceScript.all.map { .partOfSpeechScript(p, $0) } }
            + WordClass.all.flatMap { c in (1...4).map { .wordClassLength(c, $0) } }
            + [.hiraganaContentWord, .kanjiCount, .singleKanji, .readingLength, .properNoun, .rareKanji,
               .hasKanaSpelling, .hasKanjiSpelling, .shortKatakana, .unknownCharacter, .katakanaWord,
               .katakanaWordCharacter, .numberReading]
            + (0..<WordFrequencies.bucketCount).map { .frequency($0) }
            + SurfaceScript.all.flatMap { s in (0..<WordFrequencies.bucketCount).map { .scriptFrequency(s, $0) } }
            + (0..<PartOfSpeech.count).flatMap { p in (0..<WordFrequencies.bucketCount).map { .partOfSpeechFrequency(p, $0) } }
            + [.listedLoanword]
            + ConversionModel.inputStartClasses.map { .inputStart($0) }
            + (0..<ConversionModel.contextIdCount).map { .rightContext($0) }
            + (0..<ConversionModel.contextIdCount).map { .leftContextHiragana($0) }
            + (0..<ConversionModel.contextIdCount).map { .inputStartContext($0) }

        /// The feature's name, as `kbsim evaluate --set` and the learned table spell it.
        public var name: String {
            switch self {
            case .wordCostScale: "wordCostScale"
            case .wordClass(let c): "wordClass.\(c)"
            case .partOfSpeech(let p): "partOfSpeech.\(PartOfSpeech.name(p))"
            case .partOfSpeechCostScale(let p): "partOfSpeechCostScale.\(PartOfSpeech.name(p))"
            case .leftContext(let id): "leftContext.\(id)"
            case .script(let s): "script.\(s)"
            case .partOfSpeechScript(let p, let s): "partOfSpeechScript.\(PartOfSpeech.name(p)).\(s)"
            case .wordClassLength(let c, let n): "wordClassLength.\(c).\(n)"
            case .hiraganaContentWord: "hiraganaContentWord"
            case .kanjiCount: "kanjiCount"
            case .singleKanji: "singleKanji"
            case .readingLength: "readingLength"
            case .properNoun: "properNoun"
            case .rareKanji: "rareKanji"
            case .hasKanaSpelling: "hasKanaSpelling"
            case .hasKanjiSpelling: "hasKanjiSpelling"
            case .shortKatakana: "shortKatakana"
            case .unknownCharacter: "unknownCharacter"
            case .katakanaWord: "katakanaWord"
            case .katakanaWordCharacter: "katakanaWordCharacter"
            case .numberReading: "numberReading"
            case .frequency(let b): "frequency.\(b)"
            case .scriptFrequency(let s, let b): "scriptFrequency.\(s).\(b)"
            case .partOfSpeechFrequency(let p, let b): "partOfSpeechFrequency.\(PartOfSpeech.name(p)).\(b)"
            case .listedLoanword: "listedLoanword"
            case .inputStart(let p): "inputStart.\(PartOfSpeech.name(p))"
            case .rightContext(let id): "rightContext.\(id)"
            case .leftContextHiragana(let id): "leftContextHiragana.\(id)"
            case .inputStartContext(let id): "inputStartContext.\(id)"
            }
        }

        static let indexByFeature: [Feature: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($0.element, $0.offset) })
        static let indexByName: [String: Int] = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($0.element.name, $0.offset) })

        /// The feature's position in ``ConversionModel/weights``.
        public var index: Int { Self.indexByFeature[self] ?? 0 }
    }

    /// One weight per feature of ``Feature/all``, in that order.
    public var weights: [Int]

    /// Longest unknown katakana word considered, in characters (not learned).
    public var katakanaWordMaxLength = 8

    /// The model learned with the full Mozc dictionary.
    public init() { weights = Self.learned(source: .mozc, subset: false).weights }

    /// The model learned with `dictionary`'s kind: its source's weights, learned with the full
    /// dictionary or with the embedded subset, whose missing words call for other weights.
    public static func learned(for dictionary: KanaKanjiDictionary) -> ConversionModel {
        learned(source: dictionary.source, subset: dictionary.isSubset)
    }

    /// The weights learned for a dictionary of `source`, full or a subset: the package resource
    /// ``resourceName(source:subset:)``; a subset of a source with no subset table of its own
    /// gets the full dictionary's weights. A table that cannot be read (a damaged installation) gives
    /// ``ipadicOnly``, and ``bundledTableErrors`` says why.
    public static func learned(source: DictionarySourceKind, subset: Bool) -> ConversionModel {
        let name = bundledTables[resourceName(source: source, subset: subset)] != nil
            ? resourceName(source: source, subset: subset) : resourceName(source: source, subset: false)
        return bundledTables[name].flatMap { try? $0.get() } ?? .ipadicOnly
    }

    /// The weight tables the package ships: each source's full table and subset table.
    static let shippedTables = [resourceName(source: .mozc, subset: false), resourceName(source: .mozc, subset: true),
                                resourceName(source: .ipadic, subset: false), resourceName(source: .ipadic, subset: true)]

    /// The resource holding the weights for a dictionary of `source` (`weights-mozc`, `weights-ipadic-subset`, …).
    public static func resourceName(source: DictionarySourceKind, subset: Bool) -> String {
        "weights-\(source.name)\(subset ? "-subset" : "")"
    }

    /// Every bundled table that could not be read, by resource name (empty in a sound installation).
    public static var bundledTableErrors: [String: String] {
        var out: [String: String] = [:]
        for (name, result) in bundledTables { if case .failure(let error) = result { out[name] = "\(error)" } }
        return out
    }

    private static let bundledTables: [String: Result<ConversionModel, Error>] = {
        var out: [String: Result<ConversionModel, Error>] = [:]
        for name in shippedTables {
            guard let url = Bundle.module.url(forResource: name, withExtension: "tsv") else {
                out[name] = .failure(DictionaryError.unreadable(path: name + ".tsv", reason: "the package resource is missing"))
                continue
            }
            out[name] = Result { try read(path: url.path) }
        }
        return out
    }()

    /// The largest weight a table may hold, in either sign: far beyond any learned weight, small enough
    /// that a word's cost sum cannot overflow.
    public static let maxWeight = 1_000_000

    /// Reads a weight table ("feature<TAB>integer weight" lines; `#` comments; features not listed weigh
    /// 0, ``Feature/wordCostScale`` 1000).
    ///
    /// - Throws: ``DictionaryError/malformedLine(path:line:value:expected:)`` naming the file and line of
    ///   an unknown feature, a value that is not an integer, or one beyond ±``maxWeight``;
    ///   ``DictionaryError/unreadable(path:reason:)`` for a missing or oversized file and
    ///   ``DictionaryError/notUTF8(path:line:)`` for one that is not UTF-8.
    public static func read(path: String) throws -> ConversionModel {
        try parse(try TextTable.text(path: path), path: path)
    }

    /// Parses a weight table; see ``read(path:)``.
    public static func parse(_ text: String, path: String) throws -> ConversionModel {
        var model = ConversionModel(weights: [:])
        try TextTable.forEachLine(of: text) { line, number in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, let index = Feature.indexByName[String(fields[0])],
                  let value = Int(fields[1]), (-maxWeight...maxWeight).contains(value) else {
                throw DictionaryError.malformedLine(path: path, line: number, value: String(line),
                                                   expected: "\"FEATURE<TAB>WEIGHT\" with a known feature and an integer within ±\(maxWeight)")
            }
            model.weights[index] = value
        }
        return model
    }

    /// The weight table of this model (features of weight 0 left out), headed by `comment` lines.
    public func table(comment: [String]) -> String {
        var out = comment.map { "# \($0)\n" }.joined()
        for (name, weight) in zip(Self.featureNames, weights) where weight != 0 { out += "\(name)\t\(weight)\n" }
        return out
    }

    /// A model with the given weights, by feature name; features not named weigh 0, and
    /// ``Feature/wordCostScale`` defaults to 1000.
    public init(weights named: [String: Int]) {
        weights = [Int](repeating: 0, count: Feature.all.count)
        weights[Feature.wordCostScale.index] = 1000
        for (name, value) in named { if let i = Feature.indexByName[name] { weights[i] = value } }
    }

    /// IPADIC's costs only, with the unknown-word costs the lattice needs: the model before any tuning.
    public static var ipadicOnly: ConversionModel {
        ConversionModel(weights: ["unknownCharacter": 12_000, "katakanaWord": 9_000, "katakanaWordCharacter": 1_200])
    }

    /// The weight of `feature`.
    public subscript(feature: Feature) -> Int {
        get { weights[feature.index] }
        set { weights[feature.index] = newValue }
    }

    /// The weight named `name`, or nil when no feature has that name.
    public subscript(name name: String) -> Int? {
        get { Feature.indexByName[name].map { weights[$0] } }
        set { if let i = Feature.indexByName[name], let v = newValue { weights[i] = v } }
    }

    /// Every feature name (made once: there is one per context id of three id-keyed features).
    public static let featureNames: [String] = Feature.all.map(\.name)

    /// Calls `body` with the index and value of every feature of a dictionary word.
    @inline(__always)
    /// Number of left context ids with a weight of their own: Mozc's 2,672 (IPADIC 2.7.0 has 1,316).
    public static let contextIdCount = 2672

    /// The features that were measured and not adopted (``Feature/inputStart(_:)``,
    /// ``Feature/inputStartContext(_:)``, ``Feature/rightContext(_:)``, ``Feature/leftContextHiragana(_:)``:
    /// none raised held-out accuracy in five-fold cross-validation on `dev.tsv`; docs/KanaKanji.md, "Mozc
    /// results"). They weigh 0 in every shipped table, and learning leaves them at their starting weight
    /// unless asked to learn them (``ModelTraining/Settings/frozenFeatures``; `kbsim evaluate --learn
    /// --unfreeze PREFIX`), so relearning a table gives the adopted model.
    public static let unadoptedFeatures: Set<Int> = Set(Feature.all.indices.filter {
        switch Feature.all[$0] {
        case .inputStart, .inputStartContext, .rightContext, .leftContextHiragana: return true
        default: return false
        }
    })

    /// The part-of-speech classes with an ``Feature/inputStart(_:)`` weight: those whose words Mozc's
    /// `boundary.def` gives a prefix penalty of 1000 or more (動詞,非自立 4000; 助動詞 だ and た 3000;
    /// 助詞,格助詞 and 助詞,連体化 3000; 助詞,接続助詞 2510; 名詞,接尾 1000–2000).
    public static let inputStartClasses: [Int] = [("名詞", "接尾"), ("動詞", "非自立"), ("助動詞", "*"), ("助詞", "格助詞"), ("助詞", "連体化"), ("助詞", "接続助詞")]
        .map { Int(PartOfSpeech.classify(pos1: Substring($0.0), pos2: Substring($0.1))) }

    static func forEachFeature(of entry: KanaKanjiDictionary.Entry, readingLength: Int, atInputStart: Bool = false, _ body: (Int, Int) -> Void) {
        if atInputStart {
            if let i = Index.inputStartByClass[Int(entry.partOfSpeech)] { body(i, 1) }
            if entry.ipadicLeftId < contextIdCount { body(Index.inputStartContextBase + Int(entry.ipadicLeftId), 1) }
        }
        if entry.rightId != entry.leftId, entry.rightId < contextIdCount { body(Index.rightContextBase + Int(entry.rightId), 1) }
        if entry.script == .hiragana, entry.ipadicLeftId < contextIdCount { body(Index.leftContextHiraganaBase + Int(entry.ipadicLeftId), 1) }
        if entry.ipadicLeftId < contextIdCount { body(Index.leftContextBase + Int(entry.ipadicLeftId), 1) }
        body(Index.wordClassBase + Int(entry.wordClass.rawValue), 1)
        body(Index.partOfSpeechBase + min(Int(entry.partOfSpeech), PartOfSpeech.count - 1), 1)
        let pos = min(Int(entry.partOfSpeech), PartOfSpeech.count - 1)
        body(Index.scriptBase + Int(entry.script.rawValue), 1)
        body(Index.partOfSpeechScriptBase + pos * SurfaceScript.all.count + Int(entry.script.rawValue), 1)
        body(Index.wordClassLengthBase + Int(entry.wordClass.rawValue) * 4 + min(readingLength, 4) - 1, 1)
        if entry.script == .hiragana, entry.wordClass == .content { body(Index.hiraganaContentWord, 1) }
        if entry.kanjiCount > 0 { body(Index.kanjiCount, Int(entry.kanjiCount)) }
        if entry.script == .kanji, entry.kanjiCount == 1 { body(Index.singleKanji, 1) }
        if readingLength > 1 { body(Index.readingLength, readingLength - 1) }
        if entry.isProperNoun { body(Index.properNoun, 1) }
        if entry.hasRareKanji { body(Index.rareKanji, 1) }
        if entry.hasKanaSpelling { body(Index.hasKanaSpelling, 1) }
        if entry.hasKanjiSpelling { body(Index.hasKanjiSpelling, 1) }
        if entry.script == .katakana, readingLength <= 3 { body(Index.shortKatakana, 1) }
        let frequency = min(Int(entry.frequency), WordFrequencies.bucketCount - 1)
        body(Index.frequencyBase + frequency, 1)
        body(Index.scriptFrequencyBase + Int(entry.script.rawValue) * WordFrequencies.bucketCount + frequency, 1)
        body(Index.partOfSpeechFrequencyBase + pos * WordFrequencies.bucketCount + frequency, 1)
        if entry.isListedLoanword { body(Index.listedLoanword, 1) }
        if entry.partOfSpeech == PartOfSpeech.numeral { body(Index.numberReading, 1) }
    }

    /// Positions of the features in ``weights``, computed once.
    enum Index {
        static let wordCostScale = Feature.wordCostScale.index
        static let wordClassBase = Feature.wordClass(.content).index
        static let partOfSpeechBase = Feature.partOfSpeech(0).index
        static let scriptBase = Feature.script(.mixed).index
        static let leftContextBase = Feature.leftContext(0).index
        static let partOfSpeechCostScaleBase = Feature.partOfSpeechCostScale(0).index
        static let partOfSpeechScriptBase = Feature.partOfSpeechScript(0, .mixed).index
        static let wordClassLengthBase = Feature.wordClassLength(.content, 1).index
        static let hiraganaContentWord = Feature.hiraganaContentWord.index
        static let kanjiCount = Feature.kanjiCount.index
        static let singleKanji = Feature.singleKanji.index
        static let readingLength = Feature.readingLength.index
        static let properNoun = Feature.properNoun.index
        static let rareKanji = Feature.rareKanji.index
        static let hasKanaSpelling = Feature.hasKanaSpelling.index
        static let hasKanjiSpelling = Feature.hasKanjiSpelling.index
        static let shortKatakana = Feature.shortKatakana.index
        static let unknownCharacter = Feature.unknownCharacter.index
        static let katakanaWord = Feature.katakanaWord.index
        static let katakanaWordCharacter = Feature.katakanaWordCharacter.index
        static let numberReading = Feature.numberReading.index
        static let frequencyBase = Feature.frequency(0).index
        static let scriptFrequencyBase = Feature.scriptFrequency(SurfaceScript.all[0], 0).index
        static let partOfSpeechFrequencyBase = Feature.partOfSpeechFrequency(0, 0).index
        static let listedLoanword = Feature.listedLoanword.index
        static let rightContextBase = Feature.rightContext(0).index
        static let leftContextHiraganaBase = Feature.leftContextHiragana(0).index
        static let inputStartContextBase = Feature.inputStartContext(0).index
        /// The ``Feature/inputStart(_:)`` weight's position by part-of-speech class.
        static let inputStartByClass: [Int: Int] = Dictionary(uniqueKeysWithValues: inputStartClasses.map { ($0, Feature.inputStart($0).index) })
    }

    /// The largest cost of one lattice word, in either sign. Every word cost is clamped to it and every
    /// weight to ±``maxWeight`` before use, so a path of n words costs at most n × (this + the largest
    /// connection cost): no sum in the path search can overflow, whatever weights or costs come in.
    public static let maxWordCost = 1 << 32

    @inline(__always) static func clampWeight(_ w: Int) -> Int { Swift.min(Swift.max(w, -maxWeight), maxWeight) }
    @inline(__always) static func clampCost(_ c: Int) -> Int { Swift.min(Swift.max(c, -maxWordCost), maxWordCost) }

    /// The cost of a dictionary word of `readingLength` characters (within ±``maxWordCost``), at the
    /// start of the input or not.
    func cost(of entry: KanaKanjiDictionary.Entry, readingLength: Int, atInputStart: Bool = false) -> Int {
        let pos = min(Int(entry.partOfSpeech), PartOfSpeech.count - 1)
        // |cost| ≤ 32768 × 2 × maxWeight / 1000 + Σ maxWeight × (≤ 15 a feature): far inside Int.
        var cost = Int(entry.cost) * (Self.clampWeight(weights[Index.wordCostScale]) + Self.clampWeight(weights[Index.partOfSpeechCostScaleBase + pos])) / 1000
        weights.withUnsafeBufferPointer { w in
            Self.forEachFeature(of: entry, readingLength: Swift.min(readingLength, 1 << 20), atInputStart: atInputStart) { i, v in cost += Self.clampWeight(w[i]) * v }
        }
        return Self.clampCost(cost)
    }

    /// The cost of a one-character unknown word.
    var unknownCharacterCost: Int { Self.clampWeight(weights[Index.unknownCharacter]) }
    /// The cost of an unknown katakana word of `length` characters.
    func katakanaWordCost(length: Int) -> Int {
        Self.clampCost(Self.clampWeight(weights[Index.katakanaWord]) + Self.clampWeight(weights[Index.katakanaWordCharacter]) * Swift.min(length, 1 << 20))
    }
    /// The cost of a number reading that no dictionary numerals price (before the ``Feature/numberReading`` weight).
    public static let numberReadingFallbackCost = 2000
    /// The cost of a number reading that no dictionary numerals price: ``numberReadingFallbackCost`` plus
    /// the ``Feature/numberReading`` weight.
    var numberReadingCost: Int { Self.numberReadingFallbackCost + Self.clampWeight(weights[Index.numberReading]) }
}
