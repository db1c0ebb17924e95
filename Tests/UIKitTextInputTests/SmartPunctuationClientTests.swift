import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// Issue 25, section 2: the keyboard's own edits reach UIKit code as UIKit delivers them: a `UITextField`'s
/// delegate is asked with the real range and replacement, a custom `UITextInput` view gets
/// `insertText(_:)` and `replace(_:withText:)`, and the traits set in Swift turn them off.
@MainActor
@Suite struct SmartPunctuationClientTests {
    /// A delegate that records what it is asked and refuses the replacements it is told to refuse.
    final class RecordingDelegate: NSObject, UITextFieldDelegate {
        var asked: [String] = []
        var refused: Set<String> = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked.append("\(range.location),\(range.length) \(string)")
            return !refused.contains(string)
        }
    }

    func field(_ s: Simulator, _ delegate: RecordingDelegate) -> UITextField {
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        field.autocapitalizationType = .none
        field.delegate = delegate
        window.addSubview(field)
        s.add(field, named: "field")
        field.becomeFirstResponder()
        return field
    }

    @Test("UITextField: the delegate is asked for the curly quote as typed text, then for the period and the dash as replacements of the typed text")
    func delegateSeesSystemEdits() throws {
        let s = try Simulator(profile: "ios18")
        let delegate = RecordingDelegate()
        let f = field(s, delegate)
        try s.type("\"a\"  b--")
        #expect(f.text == "\u{201C}a\u{201D}. b\u{2014}")
        #expect(delegate.asked == ["0,0 \u{201C}", "1,0 a", "2,0 \u{201D}", "3,0  ", "4,0  ", "3,1 .", "5,0 b", "6,0 -", "7,0 -", "6,2 \u{2014}"])
    }

    @Test("UITextField: a delegate that refuses the system's replacement keeps the text as typed")
    func refusingDelegate() throws {
        let s = try Simulator(profile: "ios18")
        let delegate = RecordingDelegate()
        delegate.refused = [".", "\u{2014}"]
        let f = field(s, delegate)
        try s.type("a  b--")
        #expect(f.text == "a  b--")
    }

    @Test("UITextField: smartQuotesType and smartDashesType set to .no in Swift keep straight quotes and hyphens")
    func traitsSetInSwift() throws {
        let s = try Simulator(profile: "ios18")
        let delegate = RecordingDelegate()
        let f = field(s, delegate)
        f.smartQuotesType = .no
        f.smartDashesType = .no
        try s.type("\"a\" b--")
        #expect(f.text == "\"a\" b--")
    }

    @Test("a custom UITextInput view gets the curly quote through insertText(_:) and the period through replace(_:withText:)")
    func customView() throws {
        let s = try Simulator(device: "iphone-4.7", profile: "ios18")
        let view = SimpleTextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        s.add(view, named: "simple")
        try s.focus("simple")
        try s.type("Hi  'x'")
        #expect(view.storage as String == "Hi. \u{2018}x\u{2019}")
        let records = s.log.records.filter { $0.kind == .textInput }.map(\.jsonLine)
        #expect(records.contains { $0.contains(#""name":"replaceRange:withText:","object":"simple","range":[2,1],"text":".","cause":"periodShortcut""#) })
        #expect(records.contains { $0.contains(#""name":"insertText:","object":"simple","text":"‘","cause":"smartQuotes""#) })
    }
}
