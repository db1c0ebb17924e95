import Foundation
import InputSystem
import Testing
import UIKitTextInput

/// Smart insert and delete (iOS 11+): `smartInsertDeleteType` says "whether UIKit may insert an extra space
/// after a paste operation or delete one or two spaces after a cut or delete operation"; `.default`
/// "selectively enables … For example, this option disables the behavior for email address and password
/// keyboards" (Apple's references; system-edits.md F4.1, S15).
@MainActor
@Suite struct SmartInsertDeleteTests {
    func scene(profile: SystemProfileName = .ios18, configure: (UITextView) -> Void = { _ in }) throws -> (Simulator, UITextView) {
        let s = try Simulator(device: profile == .ios18 ? .iPhone16 : .iPhone4_7Inch, profile: profile)
        let view = UITextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        configure(view)
        s.add(view, named: "v")
        #expect(view.becomeFirstResponder())
        return (s, view)
    }

    @Test("a word pasted against the next word gets a space after it; a paste before a space or at the end does not")
    func pasteAddsSpace() throws {
        let (s, view) = try scene()
        view.text = "Hello world"
        view.selectedRange = NSRange(location: 6, length: 0)
        try s.edit(.paste, pasting: "big")
        #expect(view.text == "Hello big world")
        view.selectedRange = NSRange(location: view.text.utf16.count, length: 0)
        try s.edit(.paste, pasting: "!")
        #expect(view.text == "Hello big world!")
    }

    @Test("cutting a word between spaces leaves one space; cutting the last word removes the space before it")
    func cutRemovesSpaces() throws {
        let (s, view) = try scene()
        view.text = "one two three"
        view.selectedRange = NSRange(location: 4, length: 3)
        try s.edit(.cut)
        #expect(view.text == "one three")
        view.selectedRange = NSRange(location: 4, length: 5)
        try s.edit(.cut)
        #expect(view.text == "one")
    }

    @Test("none before iOS 11, with smartInsertDeleteType .no, or on an e-mail keyboard (.default)")
    func whereItIsOff() throws {
        for (profile, configure) in [(SystemProfileName.ios9, { (_: UITextView) in }),
                                     (.ios18, { $0.smartInsertDeleteType = .no }),
                                     (.ios18, { $0.keyboardType = .emailAddress })] {
            let (s, view) = try scene(profile: profile, configure: configure)
            view.text = "one two three"
            view.selectedRange = NSRange(location: 4, length: 3)
            try s.edit(.cut)
            #expect(view.text == "one  three", "\(profile)")
        }
    }

    @Test("a text object in no simulation pastes exactly what it is given (the conformance checker's edits)")
    func noSimulationNoSmartInsert() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.text = "ab"
        view.selectedRange = NSRange(location: 1, length: 0)
        UIPasteboard.general.string = "x"
        view.paste(nil)
        #expect(view.text == "axb")
    }
}
