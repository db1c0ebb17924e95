import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// The three app clients (Clients/) run on Linux through UIKitTextInput under the simulator: the
/// Japanese keyboard, rotation and a hardware keyboard, with the results a device would give.
@MainActor
@Suite struct SimulatorClientTests {
    /// A simulation with the embedded dictionary (reproducible conversions whatever is installed).
    func makeSimulator(orientation: String? = nil) throws -> Simulator {
        let s = try Simulator(device: "iphone-4.7", orientation: orientation)
        s.usesEmbeddedDictionary = true
        return s
    }

    @Test("becomeFirstResponder on an added UIKit view is a tap: it becomes first responder and typing reaches it")
    func simpleTextViewTyping() throws {
        let s = try makeSimulator()
        let view = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        #expect(view.becomeFirstResponder() == false, "a view in no simulation is like a view in no window")
        s.add(view, named: "simple")
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        try s.type("Hello, world")
        #expect(view.storage as String == "Hello, world")
        #expect(s.text(of: "simple") == "Hello, world")
        try s.tap(key: .delete)
        #expect(view.storage as String == "Hello, worl")
    }

    @Test("Japanese romaji into the SimpleTextInput-style view: marked text, then the picked candidate is committed (TWPG: multistage input through setMarkedText and unmarkText/insertText)")
    func simpleTextViewJapanese() throws {
        let s = try makeSimulator()
        let view = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        s.add(view, named: "simple")
        try s.focus("simple")
        try s.setInputMode(.japaneseRomaji)
        try s.type("nihongo")
        #expect(view.storage as String == "にほんご")
        #expect(view.markedTextRange != nil)
        let candidates = s.candidates
        #expect(candidates.contains("日本語"))
        try s.pickCandidate(at: try #require(candidates.firstIndex(of: "日本語")))
        #expect(view.storage as String == "日本語")
        #expect(view.markedTextRange == nil)
        #expect(view.selectedNSRange == NSRange(location: 3, length: 0))
    }

    @Test("rotation keeps the first responder and its text; the window of the new orientation is wider than tall")
    func rotationKeepsEditing() throws {
        let s = try makeSimulator()
        let view = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        s.add(view, named: "simple")
        try s.focus("simple")
        try s.type("abc")
        try s.rotate(to: .landscapeLeft)
        s.settle()
        #expect(view.isFirstResponder)
        try s.type("d")
        #expect(view.storage as String == "abcd")
        let window = s.makeWindow()
        #expect(window.bounds.width > window.bounds.height)
    }

    @Test("a hardware keyboard (XKB us) types into the view; Shift gives capitals")
    func hardwareKeyboardTypes() throws {
        let s = try makeSimulator()
        let view = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        s.add(view, named: "simple")
        try s.focus("simple")
        try s.attachHardwareKeyboard(layout: "us")
        try s.pressHardwareKey(.h, modifiers: [.leftShift])
        try s.pressHardwareKey(.i)
        try s.pressHardwareKey(.digit1, modifiers: [.leftShift])
        #expect(view.storage as String == "Hi!")
        try s.pressHardwareKey(.backspace)
        #expect(view.storage as String == "Hi")
    }

    @Test("the terminal: return sends the line, Japanese composes as marked text and commits into the line")
    func terminalLines() throws {
        let s = try makeSimulator()
        let term = TerminalView(frame: CGRect(x: 0, y: 20, width: 375, height: 400))
        s.add(term, named: "terminal")
        #expect(term.becomeFirstResponder())
        try s.type("ls -l")
        try s.tap(key: .return)
        #expect(term.sent == ["ls -l"])
        #expect(term.line == "")
        try s.setInputMode(.japaneseRomaji)
        try s.type("sushi")
        #expect(term.marked == "すし", "romaji composes while the Japanese keyboard is up")
        #expect(term.line == "")
        try s.setInputMode(.english)
        #expect(term.line == "すし", "switching the keyboard commits the composition (unmarkText)")
        #expect(term.marked == nil)
    }

    @Test("the terminal's pressesBegan takes the up arrow (history) and its key command takes Control-C; other keys reach insertText")
    func terminalHardwareKeys() throws {
        let s = try makeSimulator()
        let term = TerminalView(frame: CGRect(x: 0, y: 20, width: 375, height: 400))
        s.add(term, named: "terminal")
        try s.focus("terminal")
        try s.attachHardwareKeyboard(layout: "us")
        for k in [EvdevKeyCode.l, .s] { try s.pressHardwareKey(k) }
        try s.pressHardwareKey(.enter)
        #expect(term.sent == ["ls"])
        try s.pressHardwareKey(.upArrow)
        #expect(term.line == "ls", "the up arrow recalls the last line (pressesBegan)")
        try s.pressHardwareKey(.c, modifiers: [.leftControl])
        #expect(term.line == "", "Control-C runs the key command instead of typing")
        let consumed = s.log.records.filter { $0.name == "keyConsumed" }
        // Only the downs are consumed: the terminal overrides pressesBegan, not pressesEnded, so the key-ups
        // pass the end of the chain to the text input system, which ignores key-ups.
        #expect(consumed.map { $0.fields.map(\.1) } == [[.string("terminal"), .string("KEY_UP"), .string("down")],
                                                         [.string("terminal"), .string("KEY_C"), .string("down")]])
    }

    @Test("removing a view that is first responder makes it resign and takes it out of the simulation")
    func removeView() throws {
        let s = try makeSimulator()
        let view = SimpleTextView(frame: .zero)
        s.add(view, named: "simple")
        try s.focus("simple")
        s.remove(view)
        #expect(!view.isFirstResponder)
        #expect(s.fieldNames.isEmpty)
        #expect(s.keyboard.owner == nil)
    }
}
