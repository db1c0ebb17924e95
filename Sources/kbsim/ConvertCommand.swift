import ArgumentParser
@_spi(Engine) import InputSystem
import KanaKanji

/// `kbsim convert`: converts hiragana readings to kanji-kana text.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert hiragana readings (arguments, or one a line from standard input) to kanji-kana text.",
        discussion: """
            Examples:
              kbsim convert きょうはいいてんきです
              kbsim convert --json --candidates 5 にじ
              kbsim convert --embedded-dictionary < readings.txt
            The full dictionary is the one `kbsim dictionary build` wrote ($KBSIM_DICTIONARY, else $XDG_DATA_HOME/kbsim/kana-kanji.kkdic); without it the embedded dictionary is used.
            """)

    @Argument(help: "Readings to convert; when none, readings are read one a line from standard input.")
    var readings: [String] = []

    @Flag(help: "Print one JSON object a line: {\"reading\":…,\"segments\":[{\"reading\":…,\"candidates\":[…]}]}.")
    var json = false

    @Option(help: "The most candidates printed for each segment with --json.")
    var candidates = 10

    @OptionGroup var dictionaryOptions: DictionaryOptions

    func validate() throws {
        guard (1...1000).contains(candidates) else { throw ValidationError("--candidates must be from 1 to 1000, got \(candidates)") }
    }

    func run() throws {
        let converter = KanaKanjiConverter(dictionary: try dictionaryOptions.open())
        func emit(_ reading: String) {
            let conversion = converter.convert(reading, candidateLimit: json ? candidates : 1)
            print(json ? Self.json(conversion) : conversion.text)
        }
        if readings.isEmpty {
            while let line = readLine() { emit(line) }
        } else {
            readings.forEach(emit)
        }
    }

    /// The `--json` line for `conversion`, keys in the documented order.
    static func json(_ conversion: Conversion) -> String {
        let segments = conversion.segments.map { segment in
            "{\"reading\":\(quoted(segment.reading)),\"candidates\":[\(segment.candidates.map(quoted).joined(separator: ","))]}"
        }
        return "{\"reading\":\(quoted(conversion.reading)),\"segments\":[\(segments.joined(separator: ","))]}"
    }

    static func quoted(_ s: String) -> String { LogValue.quoted(s) }
}
