import Foundation
import Testing

/// `kbsim spell` as a user meets it (issue 25): one JSON line per word, bad lines named FILE:LINE and
/// skipped with exit status 1, an unknown language a usage error naming the installed ones.
@Suite struct SpellCommandTests {
    @Test(.enabled(if: CommandLineTests.built, "kbsim is not built"))
    func wordsFromAFileWithABadLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString).txt").path
        FileManager.default.createFile(atPath: path, contents: Data("teh\nhello\ntwo words\n".utf8) + Data([0xFF, 0x0A]))
        defer { unlink(path) }
        let result = try CommandLineTests().run(["spell", path, "/"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(#"{"word":"teh","misspelled":true,"guesses":["the""#) == true)
        #expect(lines.last == #"{"word":"hello","misspelled":false,"guesses":[]}"#)
        #expect(result.error.contains("\(path):3: expected one word a line, found 'two words'"))
        #expect(result.error.contains("\(path):4: not valid UTF-8"))
        #expect(result.error.contains("/: not a readable file of words"))
    }

    @Test(.enabled(if: CommandLineTests.built, "kbsim is not built"))
    func completions() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("prefixes-\(UUID().uuidString).txt").path
        FileManager.default.createFile(atPath: path, contents: Data("hipst\n".utf8))
        defer { unlink(path) }
        let result = try CommandLineTests().run(["spell", "--complete", path])
        #expect(result.status == 0)
        #expect(result.output == #"{"prefix":"hipst","completions":["hipster","hipsters"]}"# + "\n")
    }

    @Test(.enabled(if: CommandLineTests.built, "kbsim is not built"))
    func unknownLanguage() throws {
        let result = try CommandLineTests().run(["spell", "--language", "xx_YY"])
        #expect(result.status == 64)
        #expect(result.error.contains("no spelling dictionary for language 'xx_YY'; available: ") && result.error.contains("en_US"))
    }
}
