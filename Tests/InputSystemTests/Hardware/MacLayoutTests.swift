import Foundation
@_spi(Engine) import InputSystem
import Testing

/// Issue 32: an iPad's hardware keyboard types as a Mac's: the Option layer of Apple's layouts (Option+g is ©,
/// Option+e is the acute dead key), which xkeyboard-config's `mac` variants give on Right Alt, rather than
/// XKB's AltGr layer (`us` has none: Right Alt+g is g). XKB's own layout stays selectable with `variant: ""`.
@MainActor
@Suite struct MacLayoutTests {
    func type(_ keys: [(String, [String])], variant: String?) throws -> (text: String, log: [LogRecord]) {
        let s = try Simulator(device: .iPad10, profile: .ios18)
        s.addField(FieldSpec(id: "f", kind: .textField))
        try s.focus("f")
        try s.setHardwareKeyboard(HardwareSpec(layout: "us", variant: variant))
        for (key, modifiers) in keys {
            try s.pressHardwareKey(try #require(EvdevKeyCode(name: key)), modifiers: modifiers.compactMap { EvdevKeyCode(name: $0) })
        }
        return (s.text(of: "f") ?? "", s.log.records)
    }

    @Test("by default us is us(mac): Option (Right Alt)+g types ©, Option+e then e types é; the log names the variant")
    func optionLayer() throws {
        let (text, log) = try type([("KEY_G", ["KEY_RIGHTALT"]), ("KEY_E", ["KEY_RIGHTALT"]), ("KEY_E", [])], variant: nil)
        #expect(text == "©é")
        let layout = try #require(log.first { $0.name == "hardwareLayout" })
        #expect(layout.jsonLine.contains(#""variant":"mac""#))
    }

    @Test("variant \"\" selects XKB's own us layout, whose Right Alt adds nothing: g and e as typed")
    func xkbLayoutStaysSelectable() throws {
        let (text, log) = try type([("KEY_G", ["KEY_RIGHTALT"]), ("KEY_E", ["KEY_RIGHTALT"])], variant: "")
        #expect(text == "ge")
        #expect(log.first { $0.name == "hardwareLayout" }?.jsonLine.contains(#""variant":"""#) == true)
    }

    @Test("jp keeps XKB's layout: its mac variant is the kana layout, and an iPad's JIS keyboard types letters for romaji")
    func japaneseKeepsItsLayout() throws {
        let s = try Simulator(device: .iPad10, profile: .ios18)
        try s.setHardwareKeyboard(HardwareSpec(layout: "jp"))
        #expect(s.log.records.first { $0.name == "hardwareLayout" }?.jsonLine.contains(#""variant":"""#) == true)
    }
}
