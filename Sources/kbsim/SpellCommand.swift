import ArgumentParser
import Foundation
import InputSystem
import Spelling

/// `kbsim spell`: checks words (or completes prefixes) read one a line from standard input.
struct SpellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spell",
        abstract: "Check the spelling of words (or complete prefixes), one a line from standard input, as UITextChecker does.",
        discussion: """
            Prints one JSON line per input line:
              {"word":"teh","misspelled":true,"guesses":["the",…]}        (default)
              {"prefix":"hipst","completions":["hipster","hipsters"]}   (--complete)
            Examples:
              printf 'teh\\nhello\\n' | kbsim spell
              echo hipst | kbsim spell --complete --language en_GB
            Dictionaries are Debian's hunspell-* packages (scripts/setup.sh installs en_US and en_GB); guesses are
            ranked by word frequency and by how likely the typing error is on the iPhone's keyboard.
            A bad line (invalid UTF-8, longer than 1024 bytes, more than one word, a control character) is reported on standard
            error as <stdin>:LINE and skipped; the exit status is then 1.
            """)

    @Option(help: "The dictionary's language (en_US form; see UITextChecker.availableLanguages).")
    var language = "en_US"

    @Flag(help: "Complete prefixes instead of checking words.")
    var complete = false

    @Option(help: "The most guesses or completions printed per line.")
    var limit = 6

    func validate() throws {
        guard (1...100).contains(limit) else { throw ValidationError("--limit must be from 1 to 100, got \(limit)") }
    }

    func run() throws {
        let checker: SpellChecker
        do { checker = try SpellCheckers.shared.checker(language: language) } catch {
            throw ValidationError("\(error)")
        }
        var failed = false
        var lineNumber = 0
        let input = FileHandle.standardInput
        var pending: [UInt8] = []
        func handle(_ line: ArraySlice<UInt8>) {
            lineNumber += 1
            do {
                if let answer = try SpellLines.answer(line, line: lineNumber, checker: checker, complete: complete, limit: limit) {
                    print(answer)
                }
            } catch {
                failed = true
                FileHandle.standardError.write(Data("kbsim spell: \(error)\n".utf8))
            }
        }
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { break }
            pending.append(contentsOf: chunk)
            var start = 0
            while let newline = pending[start...].firstIndex(of: 10) {
                handle(pending[start..<newline])
                start = newline + 1
            }
            pending.removeFirst(start)
            // An over-long line is reported once its end arrives; keep only enough of it to say so.
            if pending.count > SpellLines.maximumLineLength + 1 { pending.removeLast(pending.count - SpellLines.maximumLineLength - 1) }
        }
        if !pending.isEmpty { handle(pending[...]) }
        if failed { throw ExitCode(1) }
    }
}
