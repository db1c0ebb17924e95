import ArgumentParser
import Foundation
import KanaKanji

/// `kbsim evaluate`: scores the converter on a file of reading/expected-text pairs.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Score conversion on a TSV file of \"reading<TAB>expected text\" lines: sentence and character accuracy.")

    @Argument(help: "The evaluation file (UTF-8; lines starting with # are comments).")
    var file: String

    @Flag(help: "Also print every sentence that was not converted exactly.")
    var showErrors = false

    @Option(name: .customLong("set"), help: "Override a cost-model parameter for this run, NAME=VALUE (repeatable; names: \(ConversionModel.parameters.keys.sorted().joined(separator: ", "))).")
    var overrides: [String] = []

    @OptionGroup var dictionaryOptions: DictionaryOptions

    func model() throws -> ConversionModel {
        var model = ConversionModel()
        for item in overrides {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let key = ConversionModel.parameters[parts[0]], let value = Int(parts[1]) else {
                throw ValidationError("--set \(item): expected NAME=INTEGER with NAME one of \(ConversionModel.parameters.keys.sorted().joined(separator: ", "))")
            }
            model[keyPath: key] = value
        }
        return model
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("\(file): cannot read file as UTF-8 text")
        }
        let converter = KanaKanjiConverter(dictionary: try dictionaryOptions.open(), model: try model())
        var score = Evaluation()
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw ValidationError("\(file):\(number + 1): malformed line \"\(line)\"; expected \"reading<TAB>expected text\"")
            }
            let converted = converter.convert(String(fields[0]), candidateLimit: 1).text
            score.add(converted: converted, expected: String(fields[1]))
            if showErrors, converted != fields[1] { print("\(fields[0])\t\(fields[1])\t\(converted)") }
        }
        print("sentences \(score.sentences)")
        print(String(format: "sentence accuracy %.4f (%d/%d)", score.sentenceAccuracy, score.exactSentences, score.sentences))
        print(String(format: "character accuracy %.4f (edit distance %d over %d characters)", score.characterAccuracy, score.editDistance, score.characters))
    }
}
