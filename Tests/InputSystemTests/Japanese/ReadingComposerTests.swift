import Testing
@_spi(Engine) @testable import InputSystem

/// Both composers serve an input method through the same ``ReadingComposer`` operations.
@Suite struct ReadingComposerTests {
    /// Backspace until empty, through the protocol only: display shrinks by one character (or pending
    /// letter) each time and ends reported as nothing to delete (issue scope 4).
    func drain(_ composer: inout some ReadingComposer) -> [String] {
        var shown: [String] = [composer.display]
        while composer.deleteBackward() == .changed { shown.append(composer.display) }
        return shown
    }

    @Test("Romaji through the protocol: backspace edits the reading, never past empty")
    func romajiThroughProtocol() throws {
        var composer = try romaji("kyak")
        #expect(drain(&composer) == ["きゃk", "きゃ", "き", ""])
        #expect(composer.isEmpty)
    }

    @Test("12-key through the protocol: pending is always empty, backspace removes whole characters")
    func kanaThroughProtocol() throws {
        var (composer, _) = try kana([(.tap("か"), 0), (.flick("な", .left), 10)])
        #expect(composer.pending == "")
        #expect(drain(&composer) == ["かに", "か", ""])
    }

    @Test("No-op reasons read as messages for the input method's log", arguments: [
        (ComposerNoOp.nothingToDelete, "nothing to delete in the composition"),
        (.unknownKey("x"), "no key \"x\" on the 12-key kana keyboard"),
        (.noFlick(key: "わ", direction: .down), "key \"わ\" has no down flick"),
        (.nothingToModify, "no character before the caret has a ゛, ゜ or small form"),
        (.nothingToUndo, "the last character is not in a toggle cycle"),
        (.noCycleToEnd, "no toggle cycle is running"),
    ])
    func noOpDescriptions(_ noOp: ComposerNoOp, _ message: String) {
        #expect(noOp.description == message)
    }
}
