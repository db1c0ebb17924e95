import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// `kbsim keyboard --render svg`: the Japanese keyboards (Romaji with its candidate bar, the 12-key Kana pad)
/// and the key glyphs iOS shows instead of words. Layout facts and their sources are in
/// `Layouts/keyboards/japanese-*.json`; rows in docs/Fidelity.md ("Keyboard drawings").
@Suite struct KeyboardDrawingTests {
    let catalog: LayoutCatalog

    init() throws { catalog = try LayoutCatalog.bundled() }

    func snapshot(_ device: String = "iphone-16", mode: String = "en-US", reading: String? = nil,
                  returnKey: UIReturnKeyType = .default, type: UIKeyboardType = .default) throws -> KeyboardSnapshot {
        var traits = TextInputTraits(keyboardType: type)
        traits.returnKeyType = returnKey
        return try KeyboardSnapshot(catalog: catalog, device: catalog.device(named: device), orientation: .portrait,
                                    profile: catalog.defaultProfile, traits: traits, inputMode: mode, reading: reading,
                                    embeddedDictionary: true)
    }

    @Test("the 12-key Kana pad is four rows of five keys: the kana あ…わ and 、 in the middle columns, function keys at the sides, return spanning the two lower rows")
    func kanaPadGrid() throws {
        let pad = try snapshot(mode: "ja-JP-kana")
        #expect(pad.typeLayout.layout == "japanese-kana")
        let rows = Dictionary(grouping: pad.keys, by: { Double($0.frame.minY) }).sorted { $0.key < $1.key }.map { $0.value.map(\.label) }
        #expect(rows == [["→", "あ", "か", "さ", "delete"], ["undo", "た", "な", "は", "space"],
                         ["ABC", "ま", "や", "ら", "return"], ["globe", "゛゜小", "わ", "、"]])
        let rowHeight = Double(try #require(pad.keys.first { $0.label == "あ" }).frame.height)
        let ret = try #require(pad.keys.first { $0.action == "return" })
        let wa = try #require(pad.keys.first { $0.label == "わ" })
        #expect(Double(ret.frame.height) == 2 * rowHeight && ret.frame.maxY == wa.frame.maxY)
        // The candidate row sits above the keys (the simulator's Japanese keyboard height).
        #expect(pad.barHeight == catalog.devices.first { $0.name == "iphone-16" }!.keyboardHeights(in: .portrait).candidateRow)
        let svg = pad.svg
        for shown in [">あ</text>", ">わ</text>", ">空白</text>", ">改行</text>", ">↺</text>", ">^_^</text>", ">、。?!</text>", ">→</text>", ">ABC</text>"] {
            #expect(svg.contains(shown), "missing \(shown)")
        }
        #expect(!svg.contains(">次候補<") && !svg.contains(">確定<"), "nothing is being composed")
    }

    @Test("while composing, the 12-key pad shows 小゛゜, 次候補 and 確定, the field the reading as underlined marked text, and the candidate bar the simulator's candidates")
    func kanaPadComposing() throws {
        let pad = try snapshot(mode: "ja-JP-kana", reading: "さくら", returnKey: .search)
        let svg = pad.svg
        for shown in [">小゛゜</text>", ">次候補</text>", ">確定</text>", ">さくら</text>"] { #expect(svg.contains(shown), "missing \(shown)") }
        #expect(!svg.contains(">検索<"), "the return key reads 確定 while composing")
        // The simulator's candidate bar for the same reading (typed in romaji: the bar depends on the reading only).
        let simulator = try Simulator(device: "iphone-16")
        simulator.usesEmbeddedDictionary = true
        simulator.addField(FieldSpec(id: "memo", kind: .textView))
        try simulator.focus("memo")
        try simulator.setInputMode(.japaneseRomaji)
        try simulator.type("sakura")
        #expect(!pad.candidates.isEmpty && pad.candidates == simulator.candidates)
        for candidate in pad.candidates.prefix(3) { #expect(svg.contains(">\(candidate)</text>")) }
        #expect(svg.contains("<title>more candidates</title>"))
        #expect(pad.json.hasSuffix(",\"inputMode\":\"ja-JP-kana\",\"reading\":\"さくら\",\"candidates\":[" + pad.candidates.map { "\"\($0)\"" }.joined(separator: ",") + "]}"))
    }

    @Test("the Romaji keyboard is QWERTY with ー after L, 空白 and 改行 below, and the candidate bar of the reading")
    func romajiKeyboard() throws {
        let keyboard = try snapshot(mode: "ja-JP-romaji", reading: "きょう")
        let rows = Dictionary(grouping: keyboard.keys, by: { Double($0.frame.minY) }).sorted { $0.key < $1.key }.map { $0.value.map(\.label) }
        #expect(rows[1] == ["a", "s", "d", "f", "g", "h", "j", "k", "l", "ー"])
        #expect(rows[3] == ["123", "globe", "space", "return"])
        #expect(keyboard.candidates.contains("きょう") && keyboard.candidates.contains("キョウ"))
        let idle = try snapshot(mode: "ja-JP-romaji").svg
        #expect(idle.contains(">空白</text>") && idle.contains(">改行</text>") && !idle.contains("more candidates"))
    }

    @Test("function keys show glyphs instead of words on the iPhone and the iPad (⇧ ⌫ 🌐 🎤, dismiss); the home-indicator iPhone's row key is the emoji key, with the globe and microphone under the keys")
    func glyphsInsteadOfWords() throws {
        let phone = try snapshot().svg
        for glyph in ["shift", "delete", "emoji", "globe", "dictation"] {
            #expect(phone.contains("<title>\(glyph)</title>"), "missing \(glyph)")
        }
        #expect(!phone.contains(">shift</text>") && !phone.contains(">delete</text>") && !phone.contains(">globe</text>"))
        let se = try snapshot("iphone-se-2").svg
        #expect(se.contains("<title>globe</title>") && !se.contains("<title>emoji</title>") && !se.contains("<title>dictation</title>"),
                "a Home-button iPhone has the globe in the row and no strip")
        let ipad = try snapshot("ipad-10").svg
        for glyph in ["shift", "delete", "globe", "dictation", "dismiss"] { #expect(ipad.contains("<title>\(glyph)</title></")) }
        let large = try snapshot("ipad-pro-13").svg
        #expect(large.contains(">shift</text>") && large.contains(">delete</text>") && large.contains(">tab</text>"),
                "the large iPad keyboard shows words on its function keys")
        #expect(large.contains("fill=\"#adb3bc\"><title>tab</title>"), "tab is a grey function key although it types a tab")
    }

    @Test("the return key shows the field's return key type: English titles on a blue key, Japanese titles on the Japanese keyboards")
    func returnKeyTitles() throws {
        let go = try snapshot(returnKey: .go).svg
        #expect(go.contains("fill=\"#007aff\"><title>return</title></rect>") && go.contains(">Go</text>"))
        let plain = try snapshot().svg
        #expect(plain.contains(">return</text>") && !plain.contains("#007aff\"><title>return"))
        #expect(try snapshot(mode: "ja-JP-kana", returnKey: .search).svg.contains(">検索</text>"))
        #expect(try snapshot(mode: "ja-JP-romaji", returnKey: .send).svg.contains(">送信</text>"))
    }

    @Test("the README's keyboard pictures (docs/images/keyboard-*.svg) are what the tool draws today")
    func readmePicturesAreCurrent() throws {
        let docs = tracesFolder().deletingLastPathComponent().appendingPathComponent("docs/images")
        #expect(try String(contentsOf: docs.appendingPathComponent("keyboard-kana.svg"), encoding: .utf8)
                == snapshot(mode: "ja-JP-kana", reading: "さくら").svg)
        #expect(try String(contentsOf: docs.appendingPathComponent("keyboard-romaji.svg"), encoding: .utf8)
                == snapshot(mode: "ja-JP-romaji", reading: "きょう").svg)
    }

    @Test("the same keyboard is drawn as the same bytes")
    func deterministic() throws {
        #expect(try snapshot(mode: "ja-JP-romaji", reading: "きょう").svg == snapshot(mode: "ja-JP-romaji", reading: "きょう").svg)
    }

    @Test("bad requests are refused with what was expected: an unknown input mode, Japanese on an iPad, a reading that is not kana or without a Japanese mode")
    func refusals() throws {
        #expect(throws: LayoutError.unknownName(kind: "input mode", name: "fr-FR", valid: KeyboardSnapshot.inputModes)) {
            try snapshot(mode: "fr-FR")
        }
        #expect(throws: KeyboardDrawingError("the Japanese keyboards are drawn for iPhones only; device 'ipad-10' is an iPad")) {
            try snapshot("ipad-10", mode: "ja-JP-kana")
        }
        #expect(throws: KeyboardDrawingError.self) { try snapshot(mode: "ja-JP-romaji", reading: "kyou") }
        #expect(throws: KeyboardDrawingError.self) { try snapshot(mode: "ja-JP-romaji", reading: String(repeating: "あ", count: 33)) }
        #expect(throws: KeyboardDrawingError.self) { try snapshot(reading: "きょう") }
    }

    @Test("the iPhone's number and phone pads show the keypad letters under 2–9 (ITU E.161: 2 ABC … 9 WXYZ)")
    func padLetters() throws {
        for type in [UIKeyboardType.numberPad, .phonePad] {
            let svg = try snapshot(type: type).svg
            for letters in ["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"] {
                #expect(svg.contains("text-anchor=\"middle\">\(letters)</text>"), "missing \(letters) on \(type)")
            }
        }
        #expect(!(try snapshot().svg.contains(">WXYZ<")))
    }

    @Test("a number pad stays a number pad in a Japanese input mode")
    func padsStayPads() throws {
        let pad = try snapshot(mode: "ja-JP-kana", type: .numberPad)
        #expect(pad.typeLayout.layout == "numberPad")
    }
}

/// The QuickType bar in the drawing (issue 25: "the suggestions bar in `kbsim keyboard --render svg`").
@Suite struct QuickTypeDrawingTests {
    @Test("--typed: the word in a field above the keyboard, its suggestions in the predictive bar's three cells (the typed word in quotation marks)")
    func typedWordAndSuggestions() throws {
        let catalog = try LayoutCatalog.bundled()
        let snapshot = try KeyboardSnapshot(catalog: catalog, device: catalog.device(named: "iphone-16"), orientation: .portrait,
                                            profile: catalog.profile(named: "ios18"), inputMode: "en-US").withTypedWord("tomor")
        #expect(snapshot.suggestions.first == "tomor")
        #expect(snapshot.suggestions.contains("tomorrow"))
        #expect(snapshot.svg.contains(">\u{201C}tomor\u{201D}</text>"))
        #expect(snapshot.svg.contains(">tomorrow</text>"))
        #expect(snapshot.json.contains("\"typed\":\"tomor\""))
    }

    @Test("--typed is refused for the Japanese keyboards and for anything but a word; the iOS 7 keyboard has no predictive bar to fill")
    func refusals() throws {
        let catalog = try LayoutCatalog.bundled()
        let ja = try KeyboardSnapshot(catalog: catalog, device: catalog.device(named: "iphone-16"), orientation: .portrait,
                                      profile: catalog.profile(named: "ios18"), inputMode: "ja-JP-romaji")
        #expect(throws: KeyboardDrawingError("--typed needs the English keyboard (en-US); use --reading for Japanese")) { try ja.withTypedWord("ka") }
        let en = try KeyboardSnapshot(catalog: catalog, device: catalog.device(named: "iphone-16"), orientation: .portrait,
                                      profile: catalog.profile(named: "ios18"), inputMode: "en-US")
        #expect(throws: KeyboardDrawingError.self) { try en.withTypedWord("two words") }
        let old = try KeyboardSnapshot(catalog: catalog, device: catalog.device(named: "iphone-4"), orientation: .portrait,
                                       profile: catalog.profile(named: "ios7"), inputMode: "en-US").withTypedWord("tomor")
        #expect(old.suggestions.isEmpty)
    }
}
