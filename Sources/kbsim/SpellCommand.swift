import ArgumentParser
import Foundation
import InputSystem
import Spelling

/// `kbsim spell`: checks words (or completes prefixes) read one a line from standard input.
struct SpellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spell",
        abstract: "Check the spelling of words (or complete prefixes), one a line from files or standard input, as UITextChecker does.",
        discussion: """
            Prints one JSON line per input line:
              {"word":"teh","misspelled":true,"guesses":["the",…]}        (default)
              {"prefix":"hipst","completions":["hipster","hipsters"]}   (--complete)
            Examples:
              printf 'teh\\nhello\\n' | kbsim spell
              echo hipst | kbsim spell --complete --language en_GB
              kbsim spell words.txt
            Dictionaries are Debian's hunspell-* packages (scripts/setup.sh installs en_US and en_GB); guesses are
            ranked by word frequency and by how likely the typing error is on the iPhone's keyboard.
            A bad line (invalid UTF-8, longer than 1024 bytes, more than one word, a control character) is reported on standard
            error as FILE:LINE (<stdin>:LINE) and skipped; the exit status is then 1.
            """)

    @Argument(help: "Files of words, one a line; when none, standard input is read.")
    var files: [String] = []

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
        if files.isEmpty {
            failed = !check(FileHandle.standardInput, source: "<stdin>", checker: checker)
        }
        for path in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let handle = FileHandle(forReadingAtPath: path) else {
                FileHandle.standardError.write(Data("kbsim spell: \(path): not a readable file of words\n".utf8))
                failed = true
                continue
            }
            defer { try? handle.close() }
            if !check(handle, source: path, checker: checker) { failed = true }
        }
        if failed { throw ExitCode(1) }
    }

    /// Answers every line of `input`, printing one JSON line each and reporting bad lines as
    /// `source:LINE`; false when a line was bad.
    private func check(_ input: FileHandle, source: String, checker: SpellChecker) -> Bool {
        var ok = true
        var lineNumber = 0
        var pending: [UInt8] = []
        func handle(_ line: ArraySlice<UInt8>) {
            lineNumber += 1
            do {
                if let answer = try SpellLines.answer(line, line: lineNumber, source: source, checker: checker,
                                                      complete: complete, limit: limit) {
                    print(answer)
                }
            } catch {
                ok = false
                FileHandle.standardError.write(Data("kbsim spell: \(error)\n".utf8))
            }
        }
        while true {
            let chunk: Data
            do {
                guard let read = try input.read(upToCount: 1 << 16), !read.isEmpty else { break }
                chunk = read
            } catch {
                FileHandle.standardError.write(Data("kbsim spell: \(source): cannot read: \(error.localizedDescription)\n".utf8))
                return false
            }
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
        return ok
    }
}
