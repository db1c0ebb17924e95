import Foundation
import InputSystem
@testable import Spelling
import Testing

/// The engine behind UITextChecker: Hunspell validity, keyboard-aware guesses, completions.
@Suite struct SpellCheckerTests {
    static func english() throws -> SpellChecker { try SpellCheckers.shared.checker(language: "en_US") }

    @Test("Hunspell's affix rules decide validity: inflected forms are words, typos are not")
    func validity() throws {
        let checker = try Self.english()
        for word in ["the", "walked", "unhappiness", "don't", "don’t", "Paris", "I'm", "2024", "x86"] {
            #expect(checker.isCorrect(word), "\(word)")
        }
        for word in ["teh", "recieve", "walkked", "paris"] {
            #expect(!checker.isCorrect(word), "\(word)")
        }
    }

    @Test("en_GB and en_US are different dictionaries (colour / color)")
    func britishAndAmerican() throws {
        let british = try SpellCheckers.shared.checker(language: "en-GB")
        let american = try Self.english()
        #expect(british.isCorrect("colour") && !american.isCorrect("colour"))
        #expect(american.guesses(for: "colour").first == "color")
        #expect(british.guesses(for: "coloyr").first == "colour")
    }

    @Test("Guesses are most likely first: common misspellings and the typed word's capitalization",
          arguments: [("teh", "the"), ("recieve", "receive"), ("beleive", "believe"), ("Teh", "The"),
                      ("TEH", "THE"), ("acommodate", "accommodate"), ("dont", "don't"), ("hipstar", "hipster")])
    func guessOrder(typed: String, expected: String) throws {
        #expect(try Self.english().guesses(for: typed).first == expected)
    }

    @Test("The keyboard ranks guesses: a neighbouring key's letter is a likelier slip than a distant one")
    func neighbourKeys() throws {
        let checker = try Self.english()
        let keyboard = checker.keyboard
        // e and w are neighbours on the iPhone's letters plane; e and m are far apart.
        let near = try #require(keyboard.distance("e", "w")), far = try #require(keyboard.distance("e", "m"))
        #expect(near < 1.25 && far > 4)
        let model = TypingErrorModel(keyboard: keyboard)
        #expect(model.substitution(UInt32(("e" as Unicode.Scalar).value), UInt32(("w" as Unicode.Scalar).value))
            < model.substitution(UInt32(("e" as Unicode.Scalar).value), UInt32(("m" as Unicode.Scalar).value)))
        // "hwllo": w for e (neighbours) → hello; "tge": g for h (neighbours) → the.
        #expect(checker.guesses(for: "hwllo").first == "hello")
        #expect(checker.guesses(for: "tge").first == "the")
    }

    @Test("A word split in two is a guess (NSHipster: hipstar → hipster … hip star)")
    func splitGuess() throws {
        #expect(try Self.english().guesses(for: "hipstar").contains("hip star"))
    }

    @Test("No guesses for a string nothing resembles: an empty list")
    func noGuesses() throws {
        #expect(try Self.english().guesses(for: "qxzjvqxzjvqxzjv").isEmpty)
    }

    @Test("Completions: words that start with the prefix, most frequent first, without the prefix itself")
    func completions() throws {
        let checker = try Self.english()
        #expect(checker.completions(forPrefix: "hipst") == ["hipster", "hipsters"])
        let the = checker.completions(forPrefix: "the", limit: 3)
        #expect(the.count == 3 && !the.contains("the") && the.allSatisfy { $0.hasPrefix("the") })
        #expect(checker.completions(forPrefix: "Hipst") == ["Hipster", "Hipsters"])
        // A prefix no word starts with: a prefix one key away (recie → recei…) is completed.
        #expect(checker.completions(forPrefix: "recie").contains("receive"))
    }

    @Test("An unknown language is refused with the installed languages named")
    func unknownLanguage() {
        #expect(throws: SpellingError.self) { try HunspellDictionary(language: "xx_YY") }
        do {
            _ = try HunspellDictionary(language: "xx_YY")
        } catch {
            #expect(error.description.contains("en_US"))
        }
    }
}

/// Dictionaries that are missing or damaged are refused before Hunspell reads them.
@Suite struct CorruptDictionaryTests {
    static func files(aff: [UInt8], dic: [UInt8]) throws -> (String, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spelling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let affPath = directory.appendingPathComponent("xx.aff").path, dicPath = directory.appendingPathComponent("xx.dic").path
        FileManager.default.createFile(atPath: affPath, contents: Data(aff))
        FileManager.default.createFile(atPath: dicPath, contents: Data(dic))
        return (affPath, dicPath)
    }

    static let goodAff = Array("SET UTF-8\nTRY abc\n".utf8)

    @Test("A well-formed small dictionary loads and answers")
    func wellFormed() throws {
        let (aff, dic) = try Self.files(aff: Self.goodAff, dic: Array("2\ncat\ndog\n".utf8))
        let dictionary = try HunspellDictionary(affixPath: aff, dictionaryPath: dic, language: "xx")
        #expect(dictionary.accepts("cat") && !dictionary.accepts("cta"))
        let checker = SpellChecker(dictionary: dictionary, frequencies: WordFrequencies(entries: [("cat", 5), ("dog", 4)]),
                                   keyboard: .none)
        #expect(checker.guesses(for: "cta").first == "cat")
    }

    @Test("Refused: a missing file, an empty file, a count that is not a number or far above the entries, bad UTF-8, a NUL, an unknown encoding, affix tables announcing more rows than the file has",
          arguments: [
            ("missing", [UInt8]("SET UTF-8\n".utf8), [UInt8]?.none),
            ("empty", [UInt8]("SET UTF-8\n".utf8), [UInt8]()),
            ("count", [UInt8]("SET UTF-8\n".utf8), [UInt8]("cat\ndog\n".utf8)),
            ("no entries", [UInt8]("SET UTF-8\n".utf8), [UInt8]("5\n".utf8)),
            ("huge count", [UInt8]("SET UTF-8\n".utf8), [UInt8]("200000000\ncat\n".utf8)),
            ("utf8", [UInt8]("SET UTF-8\n".utf8), [UInt8]("2\ncat\n".utf8) + [0xFF, 0x0A]),
            ("nul", [UInt8]("SET UTF-8\n".utf8), [UInt8]("2\nca\0t\n".utf8)),
            ("encoding", [UInt8]("SET KOI8-R\n".utf8), [UInt8]("1\ncat\n".utf8)),
            ("affix rows", [UInt8]("SET UTF-8\nSFX A Y 2000000000\nSFX A 0 s .\n".utf8), [UInt8]("1\ncat/A\n".utf8)),
            ("table rows", [UInt8]("SET UTF-8\nREP 99999999999999999999\n".utf8), [UInt8]("1\ncat\n".utf8)),
          ] as [(String, [UInt8], [UInt8]?)])
    func refused(name: String, aff: [UInt8], dic: [UInt8]?) throws {
        let (affPath, dicPath) = try Self.files(aff: aff, dic: dic ?? [])
        if dic == nil { try FileManager.default.removeItem(atPath: dicPath) }
        #expect(throws: SpellingError.self, "\(name)") {
            try HunspellDictionary(affixPath: affPath, dictionaryPath: dicPath, language: "xx")
        }
    }

    @Test("The refusal names the file and line")
    func messageNamesLine() throws {
        let (aff, dic) = try Self.files(aff: Self.goodAff, dic: Array("many\ncat\n".utf8))
        do {
            _ = try HunspellDictionary(affixPath: aff, dictionaryPath: dic, language: "xx")
            Issue.record("accepted a word list without a count")
        } catch {
            #expect(error.description.hasPrefix("\(dic):1: expected the number of entries"))
        }
    }

    @Test("A damaged frequency list is refused with its line")
    func corruptFrequencies() throws {
        let (aff, _) = try Self.files(aff: Array("the\t773\nof\tmany\n".utf8), dic: [])
        #expect(throws: SpellingError.corruptFile(path: aff, line: 2, reason: "expected 'word<TAB>zipf100' with zipf100 in 0...1000")) {
            try WordFrequencies(path: aff)
        }
    }
}

/// Learned words kept in a file, and `kbsim spell`'s line handling.
@Suite struct LearnedWordsAndLinesTests {
    @Test("Learned words persist in their file, written whole, and are read back")
    func persistence() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("learned-\(UUID().uuidString).txt").path
        let store = try LearnedWords(path: path)
        try store.learn("Zorblax")
        try store.learn("kbsim")
        try store.unlearn("kbsim")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "Zorblax\n")
        #expect(try LearnedWords(path: path).contains("Zorblax"))
        FileManager.default.createFile(atPath: path, contents: Data([0x61, 0xFF, 0x0A]))
        #expect(throws: SpellingError.corruptFile(path: path, line: 1, reason: "not valid UTF-8")) { try LearnedWords(path: path) }
    }

    @Test("kbsim spell: one JSON line per word or prefix")
    func jsonLines() throws {
        let checker = try SpellCheckerTests.english()
        #expect(try SpellLines.answer(Array("hello".utf8), line: 1, checker: checker, complete: false)
            == #"{"word":"hello","misspelled":false,"guesses":[]}"#)
        let teh = try #require(try SpellLines.answer(Array("teh\r".utf8), line: 1, checker: checker, complete: false))
        #expect(teh.hasPrefix(#"{"word":"teh","misspelled":true,"guesses":["the","#))
        #expect(try SpellLines.answer(Array("hipst".utf8), line: 1, checker: checker, complete: true)
            == #"{"prefix":"hipst","completions":["hipster","hipsters"]}"#)
        #expect(try SpellLines.answer(Array("  ".utf8), line: 1, checker: checker, complete: false) == nil)
    }

    @Test("kbsim spell: bad lines are refused naming the line", arguments: [
        ([UInt8]([0x74, 0xFF]), "<stdin>:7: not valid UTF-8"),
        ([UInt8]("two words".utf8), "<stdin>:7: expected one word a line, found 'two words'"),
        ([UInt8](repeating: 0x61, count: 2000), "<stdin>:7: a line longer than 1024 bytes"),
    ])
    func badLines(bytes: [UInt8], message: String) throws {
        let checker = try SpellCheckerTests.english()
        #expect(throws: SpellLines.LineError.self) { try SpellLines.answer(bytes, line: 7, checker: checker, complete: false) }
        do {
            _ = try SpellLines.answer(bytes, line: 7, checker: checker, complete: false)
        } catch {
            #expect(error.description == message)
        }
    }
}
