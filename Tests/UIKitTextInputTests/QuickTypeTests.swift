import Foundation
import InputSystem
import Testing
import UIKitTextInput

/// The QuickType bar's word suggestions (iOS 8+): a tap "calls the delegate" with the word's range, as
/// typing does (openradar 24087514, 50206546: system-edits.md F2.1, F2.3), and the space after the
/// suggestion is its own insertion after the replacement (F2.4, POJAV's TrackedTextField).
@MainActor
@Suite struct QuickTypeTests {
    final class Recorder: UITextFieldDelegate {
        var calls: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            calls.append("\(range.location),\(range.length) \(string)")
            return true
        }
    }

    func scene(profile: SystemProfileName = .ios18, configure: (UITextField) -> Void = { _ in }) throws -> (Simulator, UITextField, Recorder) {
        let device: DeviceName = profile == .ios18 ? .iPhone16 : profile == .ios7 ? .iPhone4Inch : .iPhone4_7Inch
        let s = try Simulator(device: device, profile: profile)
        let f = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        f.autocapitalizationType = .none
        configure(f)
        let d = Recorder()
        f.delegate = d
        s.add(f, named: "f")
        #expect(f.becomeFirstResponder())
        return (s, f, d)
    }

    @Test("the slots: the word as typed, then words that begin with it; a tap replaces the word (its range) and then inserts the space")
    func pickACompletion() throws {
        let (s, f, d) = try scene()
        try s.type("tomor")
        #expect(s.quickTypeSuggestions.first == "tomor")
        #expect(s.quickTypeSuggestions.dropFirst().first == "tomorrow")
        try s.pickSuggestion(at: 1)
        #expect(f.text == "tomorrow ")
        #expect(d.calls.suffix(2) == ["0,5 tomorrow", "8,0  "])
    }

    @Test("a word the dictionary does not know gets its corrections; the first slot keeps the word as typed and adds only the space")
    func correctionsAndTheTypedWord() throws {
        let (s, f, _) = try scene()
        try s.type("wnat")
        #expect(s.quickTypeSuggestions.contains("want"))
        try s.pickSuggestion(at: 0)
        #expect(f.text == "wnat ")
    }

    @Test("no suggestions where the bar is not shown: autocorrectionType .no, secure entry, before iOS 8, after a space, in the Japanese modes (whose bar holds candidates)")
    func noBar() throws {
        for configure in [{ (f: UITextField) in f.autocorrectionType = .no }, { $0.isSecureTextEntry = true }] {
            let (s, _, _) = try scene(configure: configure)
            try s.type("tomor")
            #expect(s.quickTypeSuggestions.isEmpty)
            #expect(throws: SimulatorError.unsupported("suggestion: the QuickType bar shows no word suggestions here")) { try s.pickSuggestion(at: 0) }
        }
        let (old, _, _) = try scene(profile: .ios7)
        try old.type("tomor")
        #expect(old.quickTypeSuggestions.isEmpty)
        let (s, _, _) = try scene()
        try s.type("tomorrow ")
        #expect(s.quickTypeSuggestions.isEmpty)
        try s.setInputMode(.japaneseRomaji)
        try s.type("ka")
        #expect(s.quickTypeSuggestions.isEmpty)
    }

    @Test("a slot past the bar's suggestions is refused with their count")
    func outOfRange() throws {
        let (s, _, _) = try scene()
        try s.type("hello")
        let count = s.quickTypeSuggestions.count
        #expect(count >= 1 && count <= 3)
        #expect(throws: SimulatorError.unsupported("suggestion 3: the QuickType bar has \(count) suggestions")) { try s.pickSuggestion(at: 3) }
    }
}
