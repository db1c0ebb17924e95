import Foundation
import InputSystem
import InputSystemTesting
import Testing

/// The reference clients pass the checker: they are the baseline users compare their views with
/// (`kbsim check` runs the same checks).
@Suite("Reference clients against the checker")
struct ReferenceClientTests {
    @Test("TextField, TextView and KeyInputView conform",
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
        let checker = ConformanceChecker(name: "TextField", makeClient: { TextField() })
        let v = checker.run([.insertText("a\nb")])
        #expect(v?.clause == .insertText)
        #expect(v?.got == "\"a b\"")
    }
}
