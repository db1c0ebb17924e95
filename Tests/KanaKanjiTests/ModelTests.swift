import Foundation
import Testing
@testable import KanaKanji

/// The learned cost model (issue 7: conversion quality): the features the dictionary stores for it,
/// what each weight does to a conversion, and the perceptron that learns the weights.
@Suite struct ModelTests {
    func entry(_ d: KanaKanjiDictionary, _ reading: String, _ surface: String) throws -> KanaKanjiDictionary.Entry {
        try #require(d.lookup(reading).first { d.surface(of: $0) == surface })
    }

    func converter(_ weights: [String: Int]) throws -> KanaKanjiConverter {
        var model = ConversionModel.ipadicOnly
        for (name, value) in weights { model[name: name] = value }
        return KanaKanjiConverter(dictionary: try Fixture.dictionary(), model: model)
    }

    @Test("entries carry IPADIC's part of speech, the surface's script and kanji count, and the spelling flags")
    func entryFeatures() throws {
        let d = try Fixture.dictionary()
        let kanji = try entry(d, "かんじ", "漢字")
        #expect(PartOfSpeech.name(Int(kanji.partOfSpeech)) == "名詞,一般")
        #expect(kanji.script == .kanji && kanji.kanjiCount == 2)
        let feeling = try entry(d, "かんじ", "感じ")
        #expect(feeling.script == .kanjiKana && feeling.kanjiCount == 1)
        #expect(try entry(d, "てすと", "テスト").script == .katakana)
        #expect(try entry(d, "と", "＆").script == .mixed)
        #expect(PartOfSpeech.name(Int(try entry(d, "を", "を").partOfSpeech)) == "助詞,格助詞")
        // 「出来る」 and 「できる」 share reading and ids: each is flagged as having the other spelling.
        let kanjiSpelling = try entry(d, "できる", "出来る"), kanaSpelling = try entry(d, "できる", "できる")
        #expect(kanjiSpelling.hasKanaSpelling && !kanjiSpelling.hasKanjiSpelling)
        #expect(kanaSpelling.hasKanjiSpelling && !kanaSpelling.hasKanaSpelling)
        #expect(kanaSpelling.script == .hiragana)
        // A full dictionary's left ids are IPADIC's own.
        #expect(kanji.ipadicLeftId == kanji.leftId)
    }

    @Test("a subset keeps IPADIC's number of every renumbered left context id")
    func subsetKeepsIPADICLeftIds() throws {
        var source = try IPADICSource.read(directory: Fixture.ipadic)
        source.entries.removeAll { $0.leftId == 4 || $0.leftId == 5 }
        let path = Fixture.temporaryPath("subset-\(UUID().uuidString).kkdic")
        try Data(DictionaryBuilder.build(source, selection: .subset(maxContentCost: 10_000))).write(to: URL(fileURLWithPath: path))
        let d = try KanaKanjiDictionary(path: path)
        #expect(d.isSubset)
        let particle = try entry(d, "を", "を"), verb = try entry(d, "する", "する"), prefix = try entry(d, "お", "お")
        #expect(particle.ipadicLeftId == 2 && verb.ipadicLeftId == 3 && prefix.ipadicLeftId == 6)
        #expect(prefix.leftId < prefix.ipadicLeftId)   // renumbered: ids 4 and 5 are gone
        #expect(try !Fixture.dictionary().isSubset)
    }

    @Test("the IPADIC-only model leaves IPADIC's costs as they are")
    func ipadicOnlyUsesIPADICCosts() throws {
        let plain = try converter([:])
        #expect(plain.convert("かんじ").text == "漢字")       // 3000 < 3500 < 4000
        #expect(plain.convert("あたえる").text == "與える")   // 900 < 1000
        #expect(plain.convert("できる").text == "出来る")
    }

    @Test("each weight moves the words that have its feature: rare kanji, kana spellings, scripts, word classes")
    func weightsApplyToTheirFeatures() throws {
        #expect(try converter(["rareKanji": 200]).convert("あたえる").text == "与える")
        #expect(try converter(["hasKanaSpelling": 200]).convert("できる").text == "できる")
        #expect(try converter(["hasKanjiSpelling": -200]).convert("できる").text == "できる")
        #expect(try converter(["script.kanjiKana": -1000]).convert("かんじ").text == "感じ")
        #expect(try converter(["partOfSpeech.名詞,一般": 5000]).convert("へんかん").text == "変換")
        // Scaling the word cost keeps the order of words whose features are the same (変換 3000, 返還 3200).
        #expect(try converter(["wordCostScale": 500]).convert("へんかん").text == "変換")
        #expect(try converter(["wordClass.symbol": 4000]).convert("かんじと").text == "漢字と")
        #expect(try converter([:]).convert("と").text == "＆")
    }

    @Test("weights have distinct names, and every name reads and writes its own weight")
    func featureNames() throws {
        let names = ConversionModel.featureNames
        #expect(Set(names).count == names.count)
        var model = ConversionModel(weights: [:])
        #expect(model[.wordCostScale] == 1000)
        for (i, name) in names.enumerated() where i % 37 == 0 {
            model[name: name] = i + 1
            #expect(model.weights[i] == i + 1)
        }
        #expect(model[name: "noSuchFeature"] == nil)
    }

    @Test("the converter defaults to the weights learned for its kind of dictionary")
    func learnedWeightsFollowTheDictionary() throws {
        let full = try Fixture.dictionary()
        #expect(KanaKanjiConverter(dictionary: full).model == ConversionModel.learned(source: full.source, subset: false))
        let embedded = try KanaKanjiDictionary.embedded()
        #expect(embedded.isSubset)
        #expect(KanaKanjiConverter(dictionary: embedded).model == ConversionModel.learned(source: embedded.source, subset: true))
        // Every bundled table reads, and each differs from IPADIC's costs alone.
        #expect(ConversionModel.bundledTableErrors.isEmpty)
        for source in DictionarySourceKind.allCases {
            for subset in [false, true] { #expect(ConversionModel.learned(source: source, subset: subset) != .ipadicOnly) }
        }
    }

    @Test("the expected path is the cheapest path whose words spell the expected text, and none when no path does")
    func expectedPath() throws {
        let c = try converter([:])
        let lattice = Lattice(characters: Array("へんかんする"), fixedBoundaries: [], dictionary: c.dictionary, model: c.model)
        let path = try #require(ModelTraining.expectedPath(lattice, expected: Array("返還する"), c.dictionary))
        #expect(path.map { lattice.surface(lattice.nodes[$0], c.dictionary) } == ["返還", "する"])
        #expect(ModelTraining.expectedPath(lattice, expected: Array("偏官する"), c.dictionary) == nil)
    }

    @Test("the perceptron learns, deterministically, weights that convert its training pairs as expected")
    func perceptronLearns() throws {
        let dictionary = try Fixture.dictionary()
        // Both are told apart by features (script, rare kanji); 返還 and 変換, which share every feature, could not be.
        let pairs = [(reading: "かんじをへんかんする", expected: "感じを変換する"), (reading: "あたえる", expected: "与える")]
        let plain = KanaKanjiConverter(dictionary: dictionary, model: .ipadicOnly)
        #expect(pairs.allSatisfy { plain.convert($0.reading).text != $0.expected })
        let (model, report) = ModelTraining.train(pairs, dictionary: dictionary, initial: .ipadicOnly)
        #expect(report.reachable == 2)
        #expect(report.mistakesPerEpoch.first ?? 0 > 0)
        let learned = KanaKanjiConverter(dictionary: dictionary, model: model)
        for pair in pairs { #expect(learned.convert(pair.reading).text == pair.expected) }
        #expect(ModelTraining.train(pairs, dictionary: dictionary, initial: .ipadicOnly).0 == model)
    }

    @Test("learning variants: passive-aggressive steps with a margin, updates against the N best and shuffled passes (deterministic) also learn their pairs; frozen features keep their weights; each epoch's averaged weights are kept")
    func learningVariants() throws {
        let dictionary = try Fixture.dictionary()
        let pairs = [(reading: "かんじをへんかんする", expected: "感じを変換する"), (reading: "あたえる", expected: "与える")]
        var passiveAggressive = ModelTraining.Settings()
        passiveAggressive.passiveAggressiveCap = 3
        passiveAggressive.margin = 500
        var nBest = ModelTraining.Settings()
        nBest.nBestUpdates = 5
        var shuffled = ModelTraining.Settings()
        shuffled.shuffleSeed = 1
        #expect(ModelTraining.train(pairs, dictionary: dictionary, initial: .ipadicOnly, settings: shuffled).0
                == ModelTraining.train(pairs, dictionary: dictionary, initial: .ipadicOnly, settings: shuffled).0)
        for settings in [passiveAggressive, nBest, shuffled] {
            let (model, report) = ModelTraining.train(pairs, dictionary: dictionary, initial: .ipadicOnly, settings: settings)
            #expect(report.reachable == 2)
            let learned = KanaKanjiConverter(dictionary: dictionary, model: model)
            for pair in pairs { #expect(learned.convert(pair.reading).text == pair.expected) }
        }
        var frozen = ModelTraining.Settings()
        frozen.frozenFeatures = [ConversionModel.Feature.rareKanji.index, ConversionModel.Feature.script(.kanjiKana).index]
        frozen.keepsEpochModels = true
        frozen.epochs = 3
        let (model, report) = ModelTraining.train(pairs, dictionary: dictionary, initial: .ipadicOnly, settings: frozen)
        #expect(model[.rareKanji] == 0 && model[.script(.kanjiKana)] == 0)
        #expect(report.epochModels.count == 3 && report.epochModels.last == model)
    }

    /// Features measured by cross-validation and not adopted stay out of a relearned table unless asked
    /// for (docs/KanaKanji.md, "Mozc results"): the default settings freeze them.
    @Test("learning leaves the unadopted features (inputStart, inputStartContext, rightContext, leftContextHiragana) at 0 by default")
    func unadoptedFeaturesStayFrozen() throws {
        let settings = ModelTraining.Settings()
        #expect(settings.frozenFeatures == ConversionModel.unadoptedFeatures)
        #expect(ConversionModel.unadoptedFeatures.count == ConversionModel.inputStartClasses.count + 3 * ConversionModel.contextIdCount)
        for i in ConversionModel.unadoptedFeatures {
            #expect(["inputStart.", "inputStartContext.", "rightContext.", "leftContextHiragana."].contains { ConversionModel.featureNames[i].hasPrefix($0) })
        }
        for (name, table) in [("weights-mozc", ConversionModel.learned(source: .mozc, subset: false)),
                              ("weights-mozc-subset", ConversionModel.learned(source: .mozc, subset: true))] {
            #expect(ConversionModel.unadoptedFeatures.allSatisfy { table.weights[$0] == 0 }, "\(name) holds no unadopted weight")
        }
    }

    /// Mozc's `boundary.def` penalises some classes only where they begin the input (a case particle, an
    /// auxiliary); the ``ConversionModel/Feature/inputStart(_:)`` weight prices a word of its class there alone.
    @Test("an inputStart weight prices a word of its class only at the start of the input")
    func inputStartWeight() throws {
        let dictionary = try Fixture.dictionary()
        let caseParticle = try #require(ConversionModel.inputStartClasses.first { PartOfSpeech.name($0) == "助詞,格助詞" })
        var model = ConversionModel.ipadicOnly
        model[.inputStart(caseParticle)] = 7000
        /// The cost of the case particle を at `position` in a lattice over `reading`.
        func particleCost(_ reading: String, at position: Int, _ model: ConversionModel, startsInput: Bool = true) throws -> Int {
            let lattice = Lattice(characters: Array(reading), fixedBoundaries: [], dictionary: dictionary, model: model,
                                  startsInput: startsInput)
            let node = try #require(lattice.nodes.first { node in
                node.start == position && node.end == position + 1 && node.surfaceRef >= 0
                    && lattice.surface(node, dictionary) == "を"
                    && dictionary.entry(at: node.surfaceRef).map { PartOfSpeech.name(Int($0.partOfSpeech)) } == "助詞,格助詞"
            })
            return node.cost
        }
        #expect(try particleCost("をかく", at: 0, model) == particleCost("をかく", at: 0, .ipadicOnly) + 7000)
        #expect(try particleCost("かくを", at: 2, model) == particleCost("かくを", at: 2, .ipadicOnly))
        // A reading that follows other text does not begin the input.
        #expect(try particleCost("をかく", at: 0, model, startsInput: false) == particleCost("をかく", at: 0, .ipadicOnly))
    }

    /// A learning pair whose sentence went on from text the evaluation set drops (`Evaluation/dev.tsv`'s
    /// `after` mark: a command name before に続けて) does not begin the input: learning does not count its
    /// first word's start-of-input features, so such pairs cannot teach that a case particle is common there.
    @Test("learning counts no start-of-input feature of a pair that follows other text")
    func afterTextPairsHaveNoStartFeatures() throws {
        let dictionary = try Fixture.dictionary()
        let caseParticle = ConversionModel.Feature.inputStart(try #require(ConversionModel.inputStartClasses.first {
            PartOfSpeech.name($0) == "助詞,格助詞"
        }))
        // と alone converts to the symbol ＆ (IPADIC cost 500 against the case particle's 1500).
        let pairs = [(reading: "と", expected: "と")]
        try #require(KanaKanjiConverter(dictionary: dictionary, model: .ipadicOnly).convert("と").text == "＆")
        var settings = ModelTraining.Settings()
        settings.frozenFeatures = []
        let (atStart, _) = ModelTraining.train(pairs, dictionary: dictionary, initial: .ipadicOnly, settings: settings)
        #expect(atStart[caseParticle] < 0, "the expected case particle begins the input: its start weight is made cheaper")
        let (after, _) = ModelTraining.train(pairs, dictionary: dictionary, initial: .ipadicOnly, settings: settings, afterText: [0])
        #expect(after[caseParticle] == 0, "after other text the particle does not begin the input")
        #expect(KanaKanjiConverter(dictionary: dictionary, model: after).convert("と").text == "と",
                "the pair is still learned, through the features it has")
    }

    @Test("a weight table is data: it round-trips the weights and names the command in its comments")
    func weightTable() throws {
        var model = ConversionModel(weights: [:])
        model[name: "rareKanji"] = 1234
        model[name: "leftContext.2000"] = -5
        let table = model.table(comment: ["learned by `kbsim evaluate dev.tsv --learn`"])
        #expect(table.hasPrefix("# learned by `kbsim evaluate dev.tsv --learn`\n"))
        #expect(table.contains("rareKanji\t1234\n"))
        #expect(table.contains("wordCostScale\t1000\n"))
        #expect(try ConversionModel.parse(table, path: "w.tsv") == model)
    }

    @Test("a weight table with an unknown feature, a non-integer or an out-of-range weight is refused with FILE:LINE")
    func badWeightTables() {
        for (text, line) in [("# c\nnoSuchFeature\t1\n", 2), ("rareKanji\tNaN\n", 1), ("rareKanji\t99999999999\n", 1),
                             ("rareKanji\t1\nkanjiCount\t\(ConversionModel.maxWeight + 1)\n", 2), ("rareKanji 1\n", 1)] {
            #expect(throws: DictionaryError.self) { try ConversionModel.parse(text, path: "w.tsv") }
            do { _ = try ConversionModel.parse(text, path: "w.tsv") } catch {
                #expect("\(error)".contains("w.tsv:\(line)"), "\(error)")
            }
        }
    }

    @Test("the connection-cost codebook keeps up to 256 distinct costs exactly and approximates more closely")
    func codebook() {
        let few: [Int16] = [-800, -500, 0, 0, 300, 300, 7000]
        let (book, cells) = DictionaryFormat.quantize(few)
        #expect(zip(few, cells).allSatisfy { book[Int($0.1)] == $0.0 })
        let many = (0..<5000).map { Int16(($0 * 37) % 10_000 - 5000) }
        let (book2, cells2) = DictionaryFormat.quantize(many)
        #expect(book2.count <= DictionaryFormat.codebookSize)
        let worst = zip(many, cells2).map { abs(Int(book2[Int($0.1)]) - Int($0.0)) }.max() ?? 0
        #expect(worst <= 40)   // 10,000 evenly spread costs in 256 steps: at most half a step (about 20) off
    }
}
