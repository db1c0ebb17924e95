import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// Issue 32, key commands: on iPad with a hardware keyboard, ⌘C/⌘X/⌘V/⌘A/⌘Z/⇧⌘Z perform the edit actions
/// through the responder chain (Apple's "Keyboard shortcuts on iPad"), after the responder's own key
/// commands had their turn (UIKit's `keyCommands`, "Handling key presses made on a physical keyboard").
@MainActor
@Suite struct KeyCommandTests {
    /// A field with its own ⌘S (save) and a Paste it refuses, as apps' text fields do.
    final class SavingField: UITextField {
        var saves = 0
        override var keyCommands: [UIKeyCommand]? {
            let save = UIKeyCommand(title: "Save", input: "s", modifierFlags: .command) { [weak self] _ in self?.saves += 1 }
            save.discoverabilityTitle = "Save Note"
            return [save]
        }
    }

    func scene() throws -> (Simulator, SavingField) {
        let s = try Simulator(device: .iPad10, profile: .ios18)
        try s.setHardwareKeyboard(HardwareSpec(layout: "us"))
        let field = SavingField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        s.add(field, named: "note")
        #expect(field.becomeFirstResponder())
        return (s, field)
    }

    func keyCommandRecords(_ s: Simulator) -> [String] {
        s.log.records.filter { $0.name == "keyCommand" }.map(\.jsonLine)
    }

    @Test("⌘A selects all, ⌘C copies, ⌘X cuts, ⌘V pastes, ⌘Z undoes, ⇧⌘Z redoes: the field's own edit actions, each logged")
    func standardShortcuts() throws {
        let (s, field) = try scene()
        for key in ["KEY_H", "KEY_I"] { try s.pressHardwareKey(try #require(EvdevKeyCode(name: key))) }
        #expect(field.text == "hi")
        let cmd = try #require(EvdevKeyCode(name: "KEY_LEFTMETA")), shift = try #require(EvdevKeyCode(name: "KEY_LEFTSHIFT"))
        func press(_ key: String, _ modifiers: [EvdevKeyCode]) throws {
            try s.pressHardwareKey(try #require(EvdevKeyCode(name: key)), modifiers: modifiers)
        }
        try press("KEY_A", [cmd])
        #expect(field.editor.selectedRange == NSRange(location: 0, length: 2))
        try press("KEY_C", [cmd])
        #expect(s.pasteboard == "hi")
        try press("KEY_X", [cmd])
        #expect(field.text == "")
        try press("KEY_V", [cmd])
        try press("KEY_V", [cmd])
        #expect(field.text == "hihi")
        try press("KEY_Z", [cmd])
        #expect(field.text == "hi")
        try press("KEY_Z", [cmd, shift])
        #expect(field.text == "hihi")
        let records = keyCommandRecords(s)
        #expect(records.count == 7)
        #expect(records.allSatisfy { $0.contains(#""outcome":"performed""#) })
        #expect(records.first?.contains(#""action":"selectAll:""#) == true)
    }

    @Test("the field's own ⌘S runs first and is not an edit; a shortcut the responder does not offer is logged notOffered and changes nothing")
    func ownCommandsAndRefusals() throws {
        let (s, field) = try scene()
        let cmd = try #require(EvdevKeyCode(name: "KEY_LEFTMETA"))
        try s.pressHardwareKey(try #require(EvdevKeyCode(name: "KEY_S")), modifiers: [cmd])
        #expect(field.saves == 1)
        #expect(s.log.records.contains { $0.name == "keyConsumed" })
        try s.pressHardwareKey(try #require(EvdevKeyCode(name: "KEY_C")), modifiers: [cmd])
        #expect(keyCommandRecords(s).last?.contains(#""outcome":"notOffered""#) == true, "nothing selected to copy")
        try s.pressHardwareKey(try #require(EvdevKeyCode(name: "KEY_K")), modifiers: [cmd])
        #expect(keyCommandRecords(s).last?.contains(#""outcome":"unhandled""#) == true)
        #expect(field.text == "")
    }

    @Test("holding Command alone for a second shows the responder chain's key commands (iPad: 'touch and hold the Command key'); a short press or a shortcut shows nothing")
    func discoverability() throws {
        let (s, _) = try scene()
        let cmd = try #require(EvdevKeyCode(name: "KEY_LEFTMETA"))
        try s.hardwareKey(cmd, state: .down)
        s.advance(to: s.now + 300)
        try s.hardwareKey(cmd, state: .up)
        try s.pressHardwareKey(try #require(EvdevKeyCode(name: "KEY_S")), modifiers: [cmd])
        #expect(!s.log.records.contains { $0.name == "keyCommandsShown" }, "a short press and a shortcut show nothing")
        try s.hardwareKey(cmd, state: .down)
        s.advance(to: s.now + 1200)
        try s.hardwareKey(cmd, state: .up)
        let shown = try #require(s.log.records.last { $0.name == "keyCommandsShown" })
        #expect(shown.jsonLine.contains(#""style":"menu""#), "iPadOS 15 and later show a menu")
        #expect(shown.jsonLine.contains(#""commands":["Save Note"]"#))
    }
}
