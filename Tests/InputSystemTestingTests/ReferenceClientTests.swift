import Foundation
@_spi(Engine) import InputSystem
import InputSystemTesting
import Testing

/// The reference clients pass the checker: they are the baseline users compare their views with
/// (`kbsim check` runs the same checks).
@Suite("Reference clients against the checker")
struct ReferenceClientTests {
    @Test("UITextField, UITextView and KeyInputView conform",
          arguments: ReferenceClient.allCases, [UInt64(1), 99])
    func conforms(client: ReferenceClient, seed: UInt64) {
        let report = client.check(seed: seed, iterations: 30)
        #expect(report.passed, "\(report)")
        #expect(report.callCount > 500)
    }

    /// The checker is not fooled by a reference client used wrongly: a text field turns a line break into
    /// a space (it holds one line), which a model that expects the line break reports.
    @Test("A text field's single-line rule shows up when line breaks are typed")
    func textFieldLineBreaks() {
        let checker = ConformanceChecker(name: "UITextField", makeClient: { UITextField(text: "") })
        let v = checker.run([.insertText("a\nb")])
        #expect(v?.clause == .insertText)
        #expect(v?.got == "\"a b\"")
    }

    /// The checker is as strict with the rope-backed reference views as with the plain test client: a
    /// subclass that forgets listing 5-9's range check is reported.
    @Test("A UITextView subclass that answers past the end is caught")
    func brokenTextViewSubclass() {
        final class LooseTextView: UITextView {
            override func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
                guard let p = editor.index(position) else { return nil }
                return IndexedPosition(max(0, p + offset))
            }
        }
        let report = ConformanceChecker(name: "LooseTextView", makeClient: { LooseTextView() }).check(iterations: 3)
        #expect(report.violations.map(\.clause) == [.positionFromOffset], "\(report)")
        #expect(report.violations.first?.calls.isEmpty == true)
    }
}
