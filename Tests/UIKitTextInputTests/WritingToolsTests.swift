import Foundation
import InputSystem
import Testing
import UIKitTextInput

/// Writing Tools in a `UITextView` (iOS 18): `textViewWritingToolsWillBegin(_:)` "save any current data …
/// disable features that might modify your view's text storage while the session is active",
/// `textViewWritingToolsDidEnd(_:)`, and `writingToolsBehavior`, whose value in a text view "is never the
/// default option" (Apple's references; system-edits.md F10.1, F10.3).
@MainActor
@Suite struct WritingToolsTests {
    final class Watcher: UITextViewDelegate {
        var events: [String] = []
        func textViewWritingToolsWillBegin(_ textView: UITextView) { events.append("willBegin active=\(textView.isWritingToolsActive) \(textView.text ?? "")") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            events.append("shouldChange \(range.location),\(range.length) \(text)")
            return true
        }
        func textViewDidChange(_ textView: UITextView) { events.append("didChange") }
        func textViewWritingToolsDidEnd(_ textView: UITextView) { events.append("didEnd active=\(textView.isWritingToolsActive) \(textView.text ?? "")") }
    }

    @Test("the delegate hears willBegin before the rewrite and didEnd after it; isWritingToolsActive is true in between")
    func delegateOrder() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let view = UITextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        view.text = "hey u there"
        let w = Watcher()
        view.delegate = w
        s.add(view, named: "v")
        #expect(view.becomeFirstResponder())
        try s.writingTools("Hi, are you there?")
        #expect(w.events == ["willBegin active=true hey u there", "shouldChange 0,11 Hi, are you there?", "didChange",
                             "didEnd active=false Hi, are you there?"])
        #expect(view.undoManager?.undoActionName == "Writing Tools")
    }

    @Test("writingToolsBehavior is never .default on a text view: it reads back .limited here (TextKit 1); .none offers no Writing Tools")
    func behavior() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(view.writingToolsBehavior == .limited)
        view.writingToolsBehavior = .complete
        #expect(view.writingToolsBehavior == .complete)
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        view.writingToolsBehavior = UIWritingToolsBehavior.none
        s.add(view, named: "v")
        #expect(view.becomeFirstResponder())
        #expect(throws: SimulatorError.unsupported("writingTools: v's writingToolsBehavior is none")) { try s.writingTools("x") }
    }

    @Test("refused before iOS 18 and outside text views")
    func refusals() throws {
        let s17 = try Simulator(device: .iPhone16, profile: .ios17)
        let view = UITextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        s17.add(view, named: "v")
        #expect(view.becomeFirstResponder())
        #expect(throws: SimulatorError.unsupported("writingTools: Writing Tools came with iOS 18; profile ios17 has none")) { try s17.writingTools("x") }
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        s.add(field, named: "f")
        #expect(field.becomeFirstResponder())
        #expect(throws: SimulatorError.unsupported("writingTools: f is not a UITextView (Writing Tools are modeled in text views)")) {
            try s.writingTools("x")
        }
    }
}
