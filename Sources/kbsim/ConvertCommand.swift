import ArgumentParser
import Foundation
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
            A reading may have at most 1000 characters (Unicode scalars; about 2 KB of memory each while it converts): a longer argument is a usage error, a longer input line stops with <stdin>:LINE: and exit status 1.
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
        for (i, reading) in readings.enumerated() where reading.unicodeScalars.count > KanaKanjiConverter.maximumReadingLength {
            throw ValidationError("reading \(i + 1) has \(reading.unicodeScalars.count) characters; expected at most \(KanaKanjiConverter.maximumReadingLength) (Unicode scalars) a reading")
        }
    }

    func run() throws {
        let converter = KanaKanjiConverter(dictionary: try dictionaryOptions.open())
        func emit(_ reading: String) {
            let conversion = converter.convert(reading, candidateLimit: json ? candidates : 1)
            print(json ? Self.json(conversion) : conversion.text)
        }
        if readings.isEmpty {
            var lines = BoundedLines(maximumBytes: 4 * KanaKanjiConverter.maximumReadingLength)
            while let (number, line) = lines.next() {
                guard let line, line.unicodeScalars.count <= KanaKanjiConverter.maximumReadingLength else {
                    throw CLIError("<stdin>:\(number): a reading of more than \(KanaKanjiConverter.maximumReadingLength) characters (Unicode scalars); expected at most that many a line")
                }
                emit(line)
            }
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

/// Lines of standard input, each kept only up to `maximumBytes`: a longer line is given as nil (its
/// number still counted) without holding more than that of it, so memory is bounded whatever the input.
/// A line ends at `\n`; a `\r` before it is dropped; bytes that are not UTF-8 are replaced, as `readLine()`
/// does.
struct BoundedLines {
    let maximumBytes: Int
    private var buffer: [UInt8] = []
    private var line: [UInt8] = []
    private var overlong = false
    private var number = 0
    private var position = 0
    private var atEnd = false

    init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

    /// The next line's number and text (nil when longer than `maximumBytes`), or nil at the end.
    mutating func next() -> (Int, String?)? {
        while true {
            if position < buffer.count {
                let rest = buffer[position...]
                let end = rest.firstIndex(of: 0x0A)
                let piece = rest[..<(end ?? buffer.endIndex)]
                if !overlong {
                    if line.count + piece.count > maximumBytes + 1 { overlong = true; line = [] } else { line += piece }
                }
                position = end.map { $0 + 1 } ?? buffer.count
                if end != nil { return finish() }
                continue
            }
            if atEnd { return line.isEmpty && !overlong ? nil : finish() }
            let block = FileHandle.standardInput.availableData
            buffer = [UInt8](block)
            position = 0
            if block.isEmpty { atEnd = true }
        }
    }

    private mutating func finish() -> (Int, String?) {
        number += 1
        if line.last == 0x0D { line.removeLast() }
        let text: String? = overlong || line.count > maximumBytes ? nil : String(decoding: line, as: UTF8.self)
        line = []
        overlong = false
        return (number, text)
    }
}
