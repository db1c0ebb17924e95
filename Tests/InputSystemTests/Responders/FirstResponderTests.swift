import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// First-responder switching and the text delegate sequence (MTFTV = "Managing Text Fields and Text
/// Views", "The Sequence of Messages to the Delegate").
@Suite struct FirstResponderTests {
    func scene() -> (Window, UITextField, UITextField, SinkRecorder) {
        let w = Window()
        let a = named(UITextField(text: ""), "name"), b = named(UITextField(text: ""), "email")
        w.add(a); w.add(b)
        let sink = SinkRecorder()
        w.eventSink = sink
        return (w, a, b, sink)
    }

    @Test("becoming first responder: shouldBeginEditing, then didBeginEditing and its notification (MTFTV steps 1-2)")
    func beginSequence() {
        let (w, a, _, sink) = scene()
        #expect(a.becomeFirstResponder())
        #expect(w.firstResponder === a && a.isEditing)
        // Issue 12: a should… message is reported when sent, then with its answer.
        #expect(sink.events == [
            "name textFieldShouldBeginEditing:",
            "name textFieldShouldBeginEditing: YES",
            "name textFieldDidBeginEditing:",
            "name post UITextFieldTextDidBeginEditingNotification",
            "firstResponder nil -> name",
        ])
    }

    @Test("shouldBeginEditing returning NO keeps the field from becoming first responder (MTFTV step 1)")
    func refuseBegin() {
        let (w, a, _, _) = scene()
        let d = FieldDelegate(); d.allowBegin = false
        a.delegate = d
        #expect(!a.becomeFirstResponder())
        #expect(w.firstResponder == nil)
        #expect(d.calls == ["textFieldShouldBeginEditing:"])
    }

    @Test("switching fields: B shouldBegin, A shouldEnd, A didEnd, B didBegin (order: reference note, check)")
    func switchOrder() {
        let (w, a, b, sink) = scene()
        a.becomeFirstResponder()
        sink.events.removeAll()
        #expect(b.becomeFirstResponder())
        #expect(w.firstResponder === b)
        #expect(sink.events == [
            "email textFieldShouldBeginEditing:",
            "email textFieldShouldBeginEditing: YES",
            "name textFieldShouldEndEditing:",
            "name textFieldShouldEndEditing: YES",
            "name textFieldDidEndEditing:",
            "name post UITextFieldTextDidEndEditingNotification",
            "email textFieldDidBeginEditing:",
            "email post UITextFieldTextDidBeginEditingNotification",
            "firstResponder name -> email",
        ])
    }

    @Test("a refusing shouldEndEditing keeps the field editing: the other field does not become first responder (seed 004, validation)")
    func refuseEndKeepsEditing() {
        let (w, a, b, _) = scene()
        let d = FieldDelegate(); d.allowEnd = false
        a.delegate = d
        a.becomeFirstResponder()
        #expect(!b.becomeFirstResponder())
        #expect(w.firstResponder === a && a.isEditing && !b.isEditing)
        #expect(!a.resignFirstResponder())
        #expect(w.firstResponder === a)
    }

    @Test("endEditing(force: true) ends editing even when shouldEndEditing would refuse; didEndEditing is still sent")
    func forcedEnd() {
        let (w, a, _, _) = scene()
        let d = FieldDelegate(); d.allowEnd = false
        a.delegate = d
        a.becomeFirstResponder()
        #expect(!w.endEditing(force: false))
        #expect(w.endEditing(force: true))
        #expect(w.firstResponder == nil)
        #expect(d.calls.suffix(2) == ["textFieldShouldEndEditing:", "textFieldDidEndEditing:"])
    }

    @Test("removing the first responder from its window ends editing by force")
    func removeFromWindow() {
        let (w, a, _, _) = scene()
        a.becomeFirstResponder()
        w.remove(a)
        #expect(w.firstResponder == nil && !a.isEditing && a.window == nil)
    }

    @Test("a hidden view, a plain responder and a view outside the window cannot become first responder; resigning twice is refused by the window (UIKit: resignFirstResponder answers YES)")
    func refusals() {
        let (w, a, b, sink) = scene()
        b.isHidden = true
        #expect(!b.becomeFirstResponder())
        let plain = named(UIResponder(), "label")
        w.add(plain)
        #expect(!plain.becomeFirstResponder())
        let outside = named(UITextField(text: ""), "outside")
        #expect(!outside.becomeFirstResponder())
        a.becomeFirstResponder()
        #expect(a.resignFirstResponder())
        // UIKit's resignFirstResponder answers YES for a responder that is not first responder; the window
        // refuses (and logs) a resignation it is asked for then, as a trace's `resign` is.
        #expect(a.resignFirstResponder())
        #expect(!w.resignFirstResponder(a, force: false))
        #expect(sink.events.contains("email refused becomeFirstResponder: hidden"))
        #expect(sink.events.contains("label refused becomeFirstResponder: canBecomeFirstResponder is NO"))
        #expect(sink.events.contains("name refused resignFirstResponder: not first responder"))
    }

    @Test("shouldChangeCharactersInRange: is asked before every edit; NO refuses it")
    func shouldChange() {
        let (w, a, _, _) = scene()
        defer { withExtendedLifetime(w) {} }
        let d = FieldDelegate()
        a.delegate = d
        a.becomeFirstResponder()
        a.insertText("x")
        d.allowChange = false
        a.insertText("y")
        a.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(a.text == "x")
        #expect(d.calls.filter { $0.hasPrefix("textField:shouldChange") }.count == 3)
    }

    @Test("clearsOnBeginEditing asks textFieldShouldClear: and clears when allowed (UITextFieldDelegate reference)")
    func clearsOnBegin() {
        let (w, a, b, _) = scene()
        defer { withExtendedLifetime(w) {} }
        a.text = "old"; a.clearsOnBeginEditing = true
        a.becomeFirstResponder()
        #expect(a.text == "")
        b.text = "keep"; b.clearsOnBeginEditing = true
        let d = FieldDelegate(); d.allowClear = false
        b.delegate = d
        b.becomeFirstResponder()
        #expect(b.text == "keep")
        #expect(d.calls.contains("textFieldShouldClear:"))
    }

    @Test("editing changes post UITextFieldTextDidChangeNotification on the window's center; programmatic text does not")
    func changeNotification() {
        let (w, a, _, _) = scene()
        let posted = Counter()
        let token = w.notificationCenter.addObserver(forName: Notification.Name("UITextFieldTextDidChangeNotification"),
                                                     object: a, queue: nil) { _ in posted.value += 1 }
        defer { w.notificationCenter.removeObserver(token) }
        a.becomeFirstResponder()
        a.insertText("a")
        a.deleteBackward()
        a.text = "programmatic"
        #expect(posted.value == 2)
    }

    @Test("ending editing commits marked text as it stands")
    func resignCommitsMarkedText() {
        let (w, a, _, _) = scene()
        defer { withExtendedLifetime(w) {} }
        a.becomeFirstResponder()
        a.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        a.resignFirstResponder()
        #expect(a.markedTextRange == nil && a.text == "にほん")
    }

    /// The keyboard (the sink's first-responder change) comes before textViewDidBeginEditing: for a text
    /// view (IQKeyboardManager issue #271; craiggrummitt.com 2016), after it for a text field (beginSequence).
    @Test("text views run the UITextViewDelegate sequence and textViewDidChange: on edits")
    func textViewSequence() {
        let w = Window()
        let v = named(UITextView(text: ""), "notes")
        w.add(v)
        let sink = SinkRecorder()
        w.eventSink = sink
        v.becomeFirstResponder()
        v.insertText("hi")
        v.resignFirstResponder()
        #expect(sink.events == [
            "notes textViewShouldBeginEditing:",
            "notes textViewShouldBeginEditing: YES",
            "firstResponder nil -> notes",
            "notes textViewDidBeginEditing:",
            "notes post UITextViewTextDidBeginEditingNotification",
            "notes textView:shouldChangeTextInRange:replacementText:",
            "notes textView:shouldChangeTextInRange:replacementText: YES",
            "notes textViewDidChangeSelection:",
            "notes textViewDidChange:",
            "notes post UITextViewTextDidChangeNotification",
            "notes textViewShouldEndEditing:",
            "notes textViewShouldEndEditing: YES",
            "notes textViewDidEndEditing:",
            "notes post UITextViewTextDidEndEditingNotification",
            "firstResponder notes -> nil",
        ])
    }

    @Test("reloadInputViews is reported only for the first responder")
    func reload() {
        let (w, a, b, sink) = scene()
        defer { withExtendedLifetime(w) {} }
        a.becomeFirstResponder()
        a.inputAccessoryView = UIResponder.view(for: InputViewDescription(name: "Done", height: 44))
        a.reloadInputViews()
        b.reloadInputViews()
        #expect(sink.events.filter { $0.hasSuffix("reloadInputViews") } == ["name reloadInputViews"])
    }
}

/// `responder`, named `id` in the sink's records.
func named<R: UIResponder>(_ responder: R, _ id: String) -> R {
    responder.identifier = id
    return responder
}

/// A counter a notification block can bump (the blocks run synchronously on the posting thread).
nonisolated final class Counter: @unchecked Sendable { var value = 0 }
