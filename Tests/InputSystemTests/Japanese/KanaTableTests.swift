import Testing
@_spi(Engine) @testable import InputSystem

/// The 12-key table as data: the bundled file loads, and malformed files name the line and expectation.
@Suite struct KanaTableTests {
    @Test("The bundled 12-key table has the eleven keys of the iOS kana pad and the toggle timeout")
    func bundled() throws {
        let table = try KanaTable.bundled()
        #expect(table.keys.map(\.id) == ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "、"])
        #expect(table.key("あ")?.cycle == ["あ", "い", "う", "え", "お", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ"])
        #expect(table.key("わ")?.flicks[.down] == nil)
        #expect(table.modified("は") == "ば")
        #expect(table.modified("ぱ") == "は")
        #expect(table.modified("な") == nil)
        #expect(table.toggleTimeoutMs == 1000)
    }

    @Test("Malformed 12-key tables are refused with file, line and what was expected", arguments: [
        ("key\tあ\tあ,い\n", 1, "key<TAB>id<TAB>cycle<TAB>center,left,up,right,down"),
        ("key\tあ\tあ,,い\tあ,い,う,え,お\n", 1, "a comma-separated toggle cycle with no empty entries"),
        ("key\tあ\tあ\tあ,い\n", 1, "5 comma-separated flick characters (center,left,up,right,down)"),
        ("key\tあ\tあ\t,い,う,え,お\n", 1, "a center character for key あ"),
        ("# c\nmodifier\tか\n", 2, "modifier<TAB>plain<TAB>modified[<TAB>modified again]"),
        ("setting\ttimeout\t5\n", 1, "setting<TAB>toggleTimeoutMs<TAB>milliseconds"),
        ("setting\ttoggleTimeoutMs\tsoon\n", 1, "a whole number of milliseconds, 0 or more"),
        ("keys\tあ\n", 1, "a record starting with key, modifier or setting"),
    ])
    func malformed(_ text: String, _ line: Int, _ expected: String) {
        #expect {
            try KanaTable(parsing: text, file: "k.tsv")
        } throws: { error in
            guard case let .malformedLine(file, errorLine, _, errorExpected) = error as? JapaneseTableError else {
                return false
            }
            return file == "k.tsv" && errorLine == line && errorExpected == expected
        }
    }

    @Test("Duplicated keys or modifier forms, and missing keys or timeout, are refused")
    func duplicatesAndMissing() {
        let key = "key\tあ\tあ\tあ,,,,\n"
        #expect(throws: JapaneseTableError.duplicateEntry(file: "k", line: 2, value: "あ", firstLine: 1)) {
            try KanaTable(parsing: key + key + "setting\ttoggleTimeoutMs\t1\n", file: "k")
        }
        #expect(throws: JapaneseTableError.duplicateEntry(file: "k", line: 3, value: "か", firstLine: 2)) {
            try KanaTable(parsing: key + "modifier\tか\tが\nmodifier\tか\tカ\n", file: "k")
        }
        #expect(throws: JapaneseTableError.incompleteTable(file: "k", missing: "key records")) {
            try KanaTable(parsing: "setting\ttoggleTimeoutMs\t1\n", file: "k")
        }
        #expect(throws: JapaneseTableError.incompleteTable(file: "k", missing: "setting toggleTimeoutMs")) {
            try KanaTable(parsing: key, file: "k")
        }
    }
}
