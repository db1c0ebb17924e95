import ArgumentParser
import FileOutput
import Foundation
import KanaKanji

/// `kbsim evaluate`: scores the converter on a file of reading/expected-text pairs.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Score conversion on a TSV file of \"reading<TAB>expected text\" lines: sentence and character accuracy.",
        discussion: """
            Examples:
              kbsim evaluate Evaluation/test.tsv
              kbsim evaluate Evaluation/dialogue.tsv --embedded-dictionary --show-errors
              kbsim evaluate Evaluation/dev.tsv --learn --write-weights /tmp/weights.tsv
              kbsim evaluate --list-features
            """)

    @Argument(help: "The evaluation file (UTF-8; lines starting with # are comments; a third field \"after\" marks a pair whose sentence followed other text, which --learn does not price as the start of the input).", completion: .file(extensions: ["tsv"]))
    var evaluationFile: String?

    @Flag(help: "List the cost-model feature names that --set takes, and exit.")
    var listFeatures = false

    /// The evaluation file (validated present unless --list-features).
    var file: String { evaluationFile ?? "" }

    @Option(help: "Instead of scoring: write the dictionary words that spell FILE's expected texts (the cheapest path spelling each, as --learn finds it) to this path as reading<TAB>surface<TAB>pairs lines, for `kbsim dictionary build --subset-words`.",
            completion: .file(extensions: ["tsv"]))
    var writeWords: String?

    @Flag(help: "Also print every sentence that was not converted exactly.")
    var showErrors = false

    @Option(name: .customLong("set"), help: "Override a cost-model weight for this run, NAME=VALUE (repeatable; --list-features lists the names).")
    var overrides: [String] = []

    @Flag(help: "Score IPADIC's costs alone (the untuned model) instead of the learned weights; --set applies on top.")
    var ipadicOnly = false

    @Flag(help: "Learn the cost model's weights on FILE (averaged structured perceptron) instead of scoring it; prints the weights, and scores FILE and any --held-out file with them.")
    var learn = false

    @Option(help: "With --learn: use only the pairs whose 0-based index modulo M is not R, given as R/M, and score the others as held out (e.g. 0/5).")
    var holdOut: String?

    @Option(help: "With --learn: passes over the data.")
    var epochs = 10

    @Option(help: "With --learn: step size in cost units.")
    var rate = 200.0

    @Option(help: "With --learn: step size of the word-cost scale (per mille per 1000 cost units).")
    var scaleRate = 20.0

    @Option(help: "With --learn: step size of the per-part-of-speech word-cost scales (default: the --scale-rate).")
    var partOfSpeechScaleRate: Double?

    @Option(help: "With --learn: a passive-aggressive update capped at this many fixed steps instead of the perceptron's fixed step.")
    var passiveAggressive: Double?

    @Option(help: "With --passive-aggressive: the margin asked for, in cost units per character the texts differ by.")
    var margin = 0.0

    @Option(help: "With --learn: learn each mistake from up to this many of the best paths (the wrong ones cheaper than the expected path), not only the best.")
    var nBestUpdates = 1

    @Option(help: "With --learn: visit the pairs in a new order every epoch, shuffled deterministically from this seed.")
    var shuffleSeed: UInt64?

    @Option(help: "With --learn: features whose names begin with this keep their starting weight (repeatable; --list-features lists the names).")
    var freeze: [String] = []

    @Option(help: "With --learn: also learn the features whose names begin with this among those measured and not adopted (inputStart, inputStartContext, rightContext, leftContextHiragana), which learning otherwise leaves at their starting weight (repeatable).")
    var unfreeze: [String] = []

    @Flag(help: "With --learn and --hold-out: also score the held-out pairs with the averaged weights after every epoch.")
    var scoreEachEpoch = false

    @Option(help: "With --learn: the weights to start from.")
    var start: LearningStart = .ipadic

    @Option(help: "With --learn: write the weights as a table (feature<TAB>weight) to this path; the package's tables are Sources/KanaKanji/Resources/weights-<source>[-subset].tsv.",
            completion: .file(extensions: ["tsv"]))
    var writeWeights: String?

    @Option(help: "Use the weight table at this path instead of the learned weights for the dictionary.",
            completion: .file(extensions: ["tsv"]))
    var weights: String?

    @OptionGroup var dictionaryOptions: DictionaryOptions

    func model(_ dictionary: KanaKanjiDictionary) throws -> ConversionModel {
        var model = ipadicOnly ? ConversionModel.ipadicOnly : try weights.map { try ConversionModel.read(path: $0) } ?? ConversionModel.learned(for: dictionary)
        for (name, value) in try Self.parseOverrides(overrides) { model[name: name] = value }
        return model
    }

    /// The `--set NAME=VALUE` items as (name, value), each checked where it is read: a known feature and an
    /// integer within ±``ConversionModel/maxWeight`` (a value is range-checked without arithmetic on it, so
    /// `Int.min` is refused like any other value out of range).
    static func parseOverrides(_ items: [String]) throws -> [(name: String, value: Int)] {
        try items.map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let limit = ConversionModel.maxWeight
            guard parts.count == 2, ConversionModel.featureNames.contains(parts[0]), let value = Int(parts[1]),
                  (-limit...limit).contains(value) else {
                throw ValidationError("--set \(shown(item)): expected NAME=INTEGER within ±\(limit) with NAME a feature of the model (--list-features lists them; docs/KanaKanji.md, \"Cost model\")")
            }
            return (parts[0], value)
        }
    }

    /// `--hold-out R/M` as (R, M): every M-th pair from the R-th is held out, so M is at least 2 (with M = 1
    /// every pair would be held out and none learned from).
    static func parseHoldOut(_ spec: String) throws -> (remainder: Int, modulus: Int) {
        let parts = spec.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let r = Int(parts[0]), let m = Int(parts[1]), m >= 2, m <= 1_000_000, r >= 0, r < m else {
            throw ValidationError("--hold-out \(shown(spec)): expected R/M with 2 <= M <= 1000000 and 0 <= R < M (pairs whose index modulo M is R are held out; M = 1 would hold out every pair)")
        }
        return (r, m)
    }

    /// The file's pairs, and the indices of those marked `after` in an optional third field: the sentence
    /// followed other text in its source, so learning does not price its first word as the start of the
    /// input (scoring converts every reading alike, as the start of the input).
    func pairs() throws -> (pairs: [(reading: String, expected: String)], afterText: Set<Int>) {
        do { return try Evaluation.readPairs(path: file) } catch let error as DictionaryError {
            throw ValidationError(error.description)
        }
    }

    func score(_ pairs: [(reading: String, expected: String)], _ converter: KanaKanjiConverter, label: String? = nil) {
        var score = Evaluation()
        for pair in pairs {
            let converted = converter.convert(pair.reading, candidateLimit: 1).text
            score.add(converted: converted, expected: pair.expected)
            if showErrors, converted != pair.expected { print("\(pair.reading)\t\(pair.expected)\t\(converted)") }
        }
        let prefix = label.map { "\($0) " } ?? ""
        print("\(prefix)sentences \(score.sentences)")
        print(String(format: "\(prefix)sentence accuracy %.4f (%d/%d)", score.sentenceAccuracy, score.exactSentences, score.sentences))
        print(String(format: "\(prefix)character accuracy %.4f (edit distance %d over %d characters)", score.characterAccuracy, score.editDistance, score.characters))
    }

    func validate() throws {
        if evaluationFile == nil && !listFeatures {
            throw ValidationError("missing the evaluation file (a TSV of reading<TAB>expected text)")
        }
        _ = try Self.parseOverrides(overrides)
        if let spec = holdOut { _ = try Self.parseHoldOut(spec) }
        if writeWords != nil && learn {
            throw ValidationError("--write-words and --learn do different jobs: give one")
        }
        if let clash = FileIdentity.clash(among: fileUses) { throw ValidationError(clash) }
        for prefix in unfreeze where Self.unadopted(prefix).isEmpty {
            throw ValidationError("--unfreeze \(shown(prefix)): no feature measured and not adopted has a name beginning with it (inputStart, inputStartContext, rightContext, leftContextHiragana)")
        }
        for prefix in freeze where Self.features(prefix).isEmpty {
            throw ValidationError("--freeze \(shown(prefix)): no feature's name begins with it (see --list-features)")
        }
    }

    /// Every path the command reads or writes, for refusing an output that is one of its inputs (or the
    /// other output) by file identity, before anything is written.
    var fileUses: [FileIdentity.Use] {
        var uses: [FileIdentity.Use] = []
        if let evaluationFile { uses.append(FileIdentity.Use("the evaluation file", evaluationFile, .input)) }
        if let weights { uses.append(FileIdentity.Use("--weights", weights, .input)) }
        if let dictionary = dictionaryOptions.dictionary {
            uses.append(FileIdentity.Use("--dictionary", dictionary, .input))
        } else if !dictionaryOptions.embeddedDictionary,
                  FileManager.default.fileExists(atPath: DictionaryLocation.fullDictionaryPath()) {
            uses.append(FileIdentity.Use("the dictionary", DictionaryLocation.fullDictionaryPath(), .input))
        }
        if let writeWords { uses.append(FileIdentity.Use("--write-words", writeWords, .output)) }
        if let writeWeights { uses.append(FileIdentity.Use("--write-weights", writeWeights, .output)) }
        return uses
    }

    /// How the files `evaluate` writes name the dictionary they were made with.
    static func describe(_ dictionary: KanaKanjiDictionary) -> String {
        "\(dictionary.isSubset ? "a subset of the" : "the full") \(dictionary.source.name) dictionary"
    }

    /// The indices of the features whose names begin with `prefix`.
    static func features(_ prefix: String) -> [Int] {
        ConversionModel.featureNames.indices.filter { ConversionModel.featureNames[$0].hasPrefix(prefix) }
    }

    /// The indices of the features measured and not adopted whose names begin with `prefix`.
    static func unadopted(_ prefix: String) -> Set<Int> { ConversionModel.unadoptedFeatures.intersection(features(prefix)) }

    func run() throws {
        if listFeatures {
            for name in ConversionModel.featureNames { print(name) }
            return
        }
        let (all, afterText) = try pairs()
        let dictionary = try dictionaryOptions.open()
        if let path = writeWords {
            let words = ModelTraining.attestedWords(all, dictionary: dictionary, model: try model(dictionary),
                                                    afterText: afterText)
            let kind = Self.describe(dictionary)
            try OutputFile.write(DictionaryBuilder.wordList(words, comment: [
                "Words that spell the expected texts of \(file) (\(all.count) pairs), with \(kind): written by `kbsim evaluate \(file) --write-words`.",
                "reading<TAB>surface<TAB>pairs whose expected path uses the word"]), toPath: path)
            print("wrote \(words.count) words to \(path)")
            return
        }
        guard learn else {
            score(all, KanaKanjiConverter(dictionary: dictionary, model: try model(dictionary)))
            return
        }
        var training = all, heldOut: [(reading: String, expected: String)] = []
        var trainingAfterText = afterText
        if let spec = holdOut {
            let (remainder, modulus) = try Self.parseHoldOut(spec)
            training = []
            trainingAfterText = []
            for (index, pair) in all.enumerated() {
                if index % modulus == remainder { heldOut.append(pair); continue }
                if afterText.contains(index) { trainingAfterText.insert(training.count) }
                training.append(pair)
            }
        }
        for (name, value) in [("--rate", rate), ("--scale-rate", scaleRate), ("--part-of-speech-scale-rate", partOfSpeechScaleRate ?? scaleRate)]
        where !value.isFinite || value < 0 || value > 1_000_000 {
            throw ValidationError("\(name) \(value): expected a step size from 0 to 1000000")
        }
        guard epochs >= 1, epochs <= 1000 else { throw ValidationError("--epochs \(epochs): expected 1 to 1000") }
        var settings = ModelTraining.Settings()
        settings.epochs = epochs; settings.rate = rate; settings.scaleRate = scaleRate
        settings.partOfSpeechScaleRate = partOfSpeechScaleRate ?? scaleRate
        if let cap = passiveAggressive {
            guard cap.isFinite, cap > 0, cap <= 1000 else { throw ValidationError("--passive-aggressive \(cap): expected a cap above 0 and at most 1000") }
            settings.passiveAggressiveCap = cap
        }
        guard margin.isFinite, margin >= 0, margin <= 1_000_000 else { throw ValidationError("--margin \(margin): expected 0 to 1000000") }
        settings.margin = margin
        settings.keepsEpochModels = scoreEachEpoch
        guard nBestUpdates >= 1, nBestUpdates <= 100 else { throw ValidationError("--n-best-updates \(nBestUpdates): expected 1 to 100") }
        settings.nBestUpdates = nBestUpdates
        settings.shuffleSeed = shuffleSeed
        // validate() refused a prefix that names no such feature.
        for prefix in unfreeze { settings.frozenFeatures.subtract(Self.unadopted(prefix)) }
        for prefix in freeze { settings.frozenFeatures.formUnion(Self.features(prefix)) }
        var initial = start == .ipadic ? ConversionModel.ipadicOnly : ConversionModel.learned(for: dictionary)
        for (name, value) in try Self.parseOverrides(overrides) { initial[name: name] = value }
        let (model, report) = ModelTraining.train(training, dictionary: dictionary, initial: initial, settings: settings,
                                                   afterText: trainingAfterText)
        print("training pairs \(training.count), with an expected path \(report.reachable); mistakes per epoch \(report.mistakesPerEpoch)")
        for (name, weight) in zip(ConversionModel.featureNames, model.weights) where weight != 0 { print("weight \(name) \(weight)") }
        if !heldOut.isEmpty {
            for (epoch, epochModel) in report.epochModels.enumerated() {
                score(heldOut, KanaKanjiConverter(dictionary: dictionary, model: epochModel), label: "epoch \(epoch + 1) held-out")
            }
        }
        score(training, KanaKanjiConverter(dictionary: dictionary, model: model), label: "training")
        if !heldOut.isEmpty { score(heldOut, KanaKanjiConverter(dictionary: dictionary, model: model), label: "held-out") }
        if let path = writeWeights {
            let command = "kbsim evaluate \(file) --learn --epochs \(epochs) --rate \(rate) --scale-rate \(scaleRate)"
                + (partOfSpeechScaleRate.map { " --part-of-speech-scale-rate \($0)" } ?? "")
                + unfreeze.map { " --unfreeze \($0)" }.joined() + freeze.map { " --freeze \($0)" }.joined() + (nBestUpdates > 1 ? " --n-best-updates \(nBestUpdates)" : "")
                + (shuffleSeed.map { " --shuffle-seed \($0)" } ?? "")
                + (passiveAggressive.map { " --passive-aggressive \($0) --margin \(margin)" } ?? "") + " --start \(start.rawValue)"
                + overrides.map { " --set \($0)" }.joined()
            let kind = Self.describe(dictionary)
            try OutputFile.write(model.table(comment: ["Cost-model weights learned by `\(command)`", "with \(kind) (docs/KanaKanji.md, \"Cost model\"). feature<TAB>weight; features not listed weigh 0."]),
                                 toPath: path)
            print("wrote \(path)")
        }
    }
}
