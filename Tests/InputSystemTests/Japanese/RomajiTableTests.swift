import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The romaji table as data: loading, parse errors, and every entry composing to its output.
@Suite struct RomajiTableTests {
    @Test("The bundled romaji table loads and covers the required groups")
    func bundledTableLoads() throws {
        let table = try RomajiTable.bundled()
        #expect(table.count > 300)
        for input in ["ka", "kya", "sha", "cha", "ja", "kk", "nn", "n'", "xtu", "ltu", "xa", "la", "-", ",", ".", "[", "]"] {
            #expect(table.entry(for: input) != nil, "missing \(input)")
        }
        #expect(table.entry(for: "kk") == RomajiTable.Entry(output: "っ", pending: "k"))
    }

    /// Each entry of the table, typed alone and committed, gives its output followed by its pending input
    /// (which stays as typed when nothing follows).
    @Test("Each table entry composes to its output", arguments: bundledRomajiEntries)
    func entryComposes(_ entry: RomajiCase) throws {
        var composer = try romaji(entry.input)
        #expect(composer.commit() == entry.output + entry.pending)
    }

    @Test("A line with the wrong number of fields names the file, line and the expected shape")
    func malformedLine() {
        let text = "# comment\nka\tか\n\nkixき\n"
        #expect(throws: JapaneseTableError.malformedLine(
            file: "t.tsv", line: 4, text: "kixき",
            expected: "2 or 3 tab-separated fields (input, output, optional pending input)")) {
            try RomajiTable(parsing: text, file: "t.tsv")
        }
    }

    @Test("A duplicated input names both lines")
    func duplicate() {
        #expect(throws: JapaneseTableError.duplicateEntry(file: "t.tsv", line: 2, value: "ka", firstLine: 1)) {
            try RomajiTable(parsing: "ka\tか\nka\tカ\n", file: "t.tsv")
        }
    }

    @Test("Pending input must be shorter than the input; empty fields are refused; an empty table is refused")
    func otherErrors() {
        #expect(throws: JapaneseTableError.self) { try RomajiTable(parsing: "kk\tっ\tkk\n", file: "t") }
        #expect(throws: JapaneseTableError.self) { try RomajiTable(parsing: "\tっ\n", file: "t") }
        #expect(throws: JapaneseTableError.incompleteTable(file: "t", missing: "entries")) {
            try RomajiTable(parsing: "# nothing\n", file: "t")
        }
        let message = JapaneseTableError.malformedLine(file: "a.tsv", line: 3, text: "x", expected: "y").description
        #expect(message == "a.tsv:3: found \"x\"; expected y")
    }

    @Test("Windows line ends are accepted")
    func crlf() throws {
        let table = try RomajiTable(parsing: "ka\tか\r\nki\tき\r\n", file: "t")
        #expect(table.entry(for: "ki")?.output == "き")
    }
}

