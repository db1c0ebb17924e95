import Foundation
import InputSystem
import Testing
import UIKitTextInput

/// Autocorrection and text replacements as the keyboard applies them when the user ends a word
/// (system-edits.md §1, §5): the word alone is replaced through the client (F1.1, F1.2), then the character
/// that ended it goes in as its own insertion (F1.3's default order); Return accepts the correction too (F1.6).
@MainActor
@Suite struct AutocorrectionTests {
    final class Recorder: UITextFieldDelegate {
        var calls: [String] = []
        var refuseSpaces = false
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            calls.append("\(range.location),\(range.length) \(string)")
            return !(refuseSpaces && string == " ")
        }
    }

    func scene(profile: SystemProfileName = .ios18, configure: (UITextField) -> Void = { _ in }) throws -> (Simulator, UITextField, Recorder) {
        let s = try Simulator(device: profile == .ios18 ? .iPhone16 : .iPhone4_7Inch, profile: profile)
        s.autocorrector = ListAutocorrector(["teh": "the", "dont": "don’t"])
        s.setKeyboardSettings(autoCorrection: true)
        let f = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        f.autocapitalizationType = .none
        configure(f)
        let d = Recorder()
        f.delegate = d
        s.add(f, named: "f")
        #expect(f.becomeFirstResponder())
        return (s, f, d)
    }

    @Test("the misspelled word is replaced by itself (its range, the correction without the space), then the space is inserted")
    func wordThenSpace() throws {
        let (s, f, d) = try scene()
        try s.type("teh ")
        #expect(f.text == "the ")
        #expect(d.calls.suffix(2) == ["0,3 the", "3,0  "])
        let record = try #require(s.log.records.first { $0.name == "replaceRange:withText:" })
        #expect(record.jsonLine.hasSuffix("\"cause\":\"autocorrection\"}"))
    }

    @Test("a delegate refusing the space still gets the correction (openradar 15805525: the keyboard acts as if the space went in)")
    func refusedSpace() throws {
        let (s, f, d) = try scene()
        d.refuseSpaces = true
        try s.type("dont ")
        #expect(f.text == "don’t")
    }

    @Test("Return and punctuation end the word too; Return's correction comes before textFieldShouldReturn:")
    func returnAndPunctuation() throws {
        let (s, f, _) = try scene()
        try s.type("teh,")
        #expect(f.text == "the,")
        try s.type(" teh")
        try s.tap(key: .return)
        #expect(f.text == "the, the")
        let names = s.log.records.map(\.name)
        let replace = try #require(names.lastIndex(of: "replaceRange:withText:"))
        let shouldReturn = try #require(names.lastIndex(of: "textFieldShouldReturn:"))
        #expect(replace < shouldReturn)
    }

    @Test("no correction with Auto-Correction off (the simulation's default), autocorrectionType .no, secure entry, or an e-mail keyboard")
    func whereItIsOff() throws {
        let (off, offField, _) = try scene()
        off.setKeyboardSettings(autoCorrection: false)
        try off.type("teh ")
        #expect(offField.text == "teh ")
        for configure in [{ (f: UITextField) in f.autocorrectionType = .no }, { $0.isSecureTextEntry = true }, { $0.keyboardType = .emailAddress }] {
            let (s, f, _) = try scene(configure: configure)
            try s.type("teh ")
            #expect(f.text == "teh ")
        }
    }

    @Test("a text replacement applies with Auto-Correction off, as its own cause; not where autocorrectionType is .no")
    func textReplacements() throws {
        let (s, f, _) = try scene()
        s.setKeyboardSettings(autoCorrection: false, textReplacements: [("omw", "On my way!")])
        try s.type("omw ")
        #expect(f.text == "On my way! ")
        #expect(s.log.records.contains { $0.jsonLine.contains("\"cause\":\"textReplacement\"") })
        let (s2, f2, _) = try scene { $0.autocorrectionType = .no }
        s2.setKeyboardSettings(textReplacements: [("omw", "On my way!")])
        try s2.type("omw ")
        #expect(f2.text == "omw ")
    }

    @Test("a custom UITextInput view is asked firstRectForRange: for the word before the correction (iOS 16 and earlier), for each of its characters from iOS 17 (F1.7)")
    func customViewGeometryQuestions() throws {
        for (profile, device, ranges) in [(SystemProfileName.ios16, DeviceName.iPhone4_7Inch, ["[0,3]"]),
                                          (.ios18, .iPhone16, ["[0,1]", "[1,1]", "[2,1]"])] {
            let s = try Simulator(device: device, profile: profile)
            s.autocorrector = ListAutocorrector(["teh": "the"])
            s.setKeyboardSettings(autoCorrection: true)
            let editor = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
            editor.autocapitalizationType = .none
            s.add(editor, named: "e")
            #expect(editor.becomeFirstResponder())
            try s.type("teh ")
            let asked = s.log.records.filter { $0.name == "firstRectForRange:" }.compactMap { r in
                r.jsonLine.range(of: "\"range\":\\[[0-9]+,[0-9]+\\]", options: .regularExpression).map { String(r.jsonLine[$0].dropFirst(8)) }
            }
            #expect(asked == ranges, "\(profile)")
            #expect(editor.storage as String == "the ")
        }
    }
}

/// The keyboard's own corrector: the en_US dictionary the set-up installs (docs/Spelling.md).
@MainActor
@Suite struct DictionaryAutocorrectorTests {
    @Test("a word the dictionary knows, or one with a digit, is left alone; an unknown word becomes the likeliest guess, in the typed capitalization")
    func corrections() {
        let c = DictionaryAutocorrector()
        #expect(c.correction(for: "the", language: "en-US") == nil)
        #expect(c.correction(for: "teh", language: "en-US") == "the")
        #expect(c.correction(for: "Teh", language: "en-US") == "The")
        #expect(c.correction(for: "r2d2", language: "en-US") == nil)
        #expect(c.correction(for: "teh", language: "xx-XX") == nil)
    }
}

/// Losing focus accepts a pending correction (system-edits.md F1.5, F1.6): the delegate's `should…` is asked,
/// the text changes, and `textViewDidChange:` is not sent for it.
@MainActor
@Suite struct CorrectionOnResignTests {
    final class Watcher: UITextViewDelegate {
        var events: [String] = []
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            events.append("should \(range.location),\(range.length) \(text)")
            return true
        }
        func textViewDidChange(_ textView: UITextView) { events.append("didChange") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { events.append("shouldEnd"); return true }
    }

    @Test("resigning with a misspelled word before the caret replaces it before textViewShouldEndEditing:, with no textViewDidChange:")
    func resignAccepts() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        s.autocorrector = ListAutocorrector(["teh": "the"])
        s.setKeyboardSettings(autoCorrection: true)
        let view = UITextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        view.autocapitalizationType = .none
        let w = Watcher()
        view.delegate = w
        s.add(view, named: "v")
        #expect(view.becomeFirstResponder())
        try s.type("teh")
        w.events = []
        #expect(view.resignFirstResponder())
        #expect(view.text == "the")
        #expect(w.events == ["should 0,3 the", "shouldEnd"])
    }

    @Test("switching to another field accepts it too; with Auto-Correction off nothing is replaced")
    func focusChangeAccepts() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        s.autocorrector = ListAutocorrector(["teh": "the"])
        let a = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        let b = UITextField(frame: CGRect(x: 20, y: 130, width: 280, height: 31))
        a.autocapitalizationType = .none
        s.add(a, named: "a"); s.add(b, named: "b")
        #expect(a.becomeFirstResponder())
        try s.type("teh")
        #expect(b.becomeFirstResponder())
        #expect(a.text == "teh")
        s.setKeyboardSettings(autoCorrection: true)
        #expect(a.becomeFirstResponder())
        try s.type(" teh")  // the space ends the first word, now corrected too
        #expect(b.becomeFirstResponder())
        #expect(a.text == "the the")
    }
}

/// iOS 17's underline under an autocorrected word: a tap offers the word as typed, which replaces the
/// correction (system-edits.md F1.8: getdictus/dictus-ios#75 describes the revert; its path is inferred).
@MainActor
@Suite struct RevertCorrectionTests {
    @Test("reverting puts the word as typed back through the client (the corrected word's range), the caret staying after the space")
    func revert() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        s.autocorrector = ListAutocorrector(["teh": "the"])
        s.setKeyboardSettings(autoCorrection: true)
        let f = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        f.autocapitalizationType = .none
        s.add(f, named: "f")
        #expect(f.becomeFirstResponder())
        try s.type("teh ")
        #expect(f.text == "the ")
        try s.revertLastCorrection()
        #expect(f.text == "teh ")
        try s.type("x")
        #expect(f.text == "teh x")
        #expect(throws: SimulatorError.unsupported("revertCorrection: no autocorrected word is underlined")) { try s.revertLastCorrection() }
    }

    @Test("refused before iOS 17, and once the corrected word has changed")
    func refusals() throws {
        let old = try Simulator(device: .iPhone4_7Inch, profile: .ios16)
        #expect(throws: SimulatorError.unsupported("revertCorrection: the autocorrection underline came with iOS 17; profile ios16 has none")) {
            try old.revertLastCorrection()
        }
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        s.autocorrector = ListAutocorrector(["teh": "the"])
        s.setKeyboardSettings(autoCorrection: true)
        let f = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        f.autocapitalizationType = .none
        s.add(f, named: "f")
        #expect(f.becomeFirstResponder())
        try s.type("teh ")
        f.text = "other"
        #expect(throws: SimulatorError.unsupported("revertCorrection: no autocorrected word is underlined")) { try s.revertLastCorrection() }
    }
}
