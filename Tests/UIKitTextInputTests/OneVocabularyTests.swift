import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// One vocabulary: the simulation's traits, directions and units are UIKit's enumerations, and a raw value
/// UIKit declares no case for (an imported `NS_ENUM` holds any) reaches the simulation without a trap.
@MainActor
@Suite struct OneVocabularyTests {
    @Test("the keyboard reads a UITextField's UIKeyboardType itself; a raw value UIKit names no case for shows the default keyboard and is logged by its number")
    func unknownKeyboardTypeShowsTheDefaultKeyboard() throws {
        let s = try Simulator()
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        s.add(field, named: "f")
        field.keyboardType = UIKeyboardType(rawValue: 99) ?? .default
        #expect(field.becomeFirstResponder())
        let shown = try #require(s.log.records.first { $0.name == "becomeFirstResponder" })
        #expect(shown.jsonLine.contains("\"keyboardType\":\"UIKeyboardType(99)\""))
        #expect(shown.jsonLine.contains("\"plane\":\"letters\""))
        try s.type("ok")
        #expect(field.text == "ok")
    }

    @Test("trace names and UIKit's constant names parse to the same UIKit values (`URL`, `UIKeyboardTypeURL`; `go`, `UIReturnKeyGo`)")
    func namesParseToUIKitValues() {
        #expect(UIKeyboardType(name: "URL") == .URL)
        #expect(UIKeyboardType(name: "UIKeyboardTypeURL") == .URL)
        #expect(UIKeyboardType(name: "UIKeyboardTypeASCIICapableNumberPad") == .asciiCapableNumberPad)
        #expect(UIKeyboardType(name: "url") == nil)
        #expect(UIReturnKeyType(name: "go") == .go)
        #expect(UIReturnKeyType(name: "UIReturnKeyEmergencyCall") == .emergencyCall)
        #expect(UIReturnKeyType(rawValue: 40)?.title == "return")
        #expect(UITextAutocapitalizationType.words.uikitName == "UITextAutocapitalizationTypeWords")
    }

    @Test("a direction or granularity UIKit defines no case for gets nil from the text view and its tokenizer, not a trap (UITextInput: optional results)")
    func unknownDirectionsAnswerNil() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.text = "Hello world"
        let start = view.beginningOfDocument
        #expect(view.position(from: start, in: UITextLayoutDirection(rawValue: 7) ?? .right, offset: 1) == nil)
        let tokenizer = view.tokenizer
        #expect(tokenizer.rangeEnclosingPosition(start, with: .word, inDirection: UITextDirection(rawValue: 9)) == nil)
        #expect(tokenizer.rangeEnclosingPosition(start, with: UITextGranularity(rawValue: 12) ?? .word,
                                                 inDirection: .storage(.forward)) == nil)
        #expect(tokenizer.rangeEnclosingPosition(start, with: .word, inDirection: .storage(.forward)) != nil)
    }
}
