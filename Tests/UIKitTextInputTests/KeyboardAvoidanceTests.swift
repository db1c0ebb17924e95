import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// The keyboard-avoidance client and UIKit's text objects against the simulated keyboard's
/// notifications, observed as apps observe them (NotificationCenter, NSValue/NSNumber userInfo).
@MainActor
@Suite struct KeyboardAvoidanceTests {
    final class FieldDelegate: UITextFieldDelegate {
        var messages: [String] = []
        var refuseEnd = false
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { messages.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { messages.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { messages.append("shouldEnd"); return !refuseEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { messages.append("didEnd") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            messages.append("shouldReturn")
            textField.resignFirstResponder()
            return false
        }
    }

    /// A form: a window, a scroll view filling it, a text field low in the scroll view.
    func makeForm(_ s: Simulator) -> (UIWindow, UIScrollView, UITextField) {
        let window = s.makeWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: window.bounds.width, height: 1000)
        window.addSubview(scroll)
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 31))
        scroll.addSubview(field)
        s.add(field, named: "email")
        return (window, scroll, field)
    }

    @Test("the keyboard-avoidance controller sets the bottom inset to the keyboard's overlap on NotificationCenter.default, and back to 0 when it hides (UIKit: keyboardWillChangeFrame/WillHide with NSValue frames)")
    func avoidanceOnDefaultCenter() throws {
        let s = try Simulator(device: "iphone-4.7")
        let relay = try s.postNotifications()
        defer { relay.detach() }
        #expect(throws: NotificationRelayError.self, "one simulation per center") {
            _ = try Simulator(device: "iphone-4.7").postNotifications(to: .default)
        }
        let (window, scroll, field) = makeForm(s)
        let controller = KeyboardAvoidingController(scrollView: scroll)
        var seenEnd: CGRect?
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                           queue: nil) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { seenEnd = end }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        #expect(field.becomeFirstResponder())
        s.settle()
        let end = try #require(seenEnd)
        #expect(end.maxY == window.bounds.maxY, "a docked keyboard sits at the bottom of the screen")
        #expect(scroll.contentInset.bottom == end.height)
        #expect(scroll.verticalScrollIndicatorInsets.bottom == end.height)
        #expect(controller.animationDurations.last == 0.25, "the ios8 profile's duration, read from an NSNumber")
        // The field's caret is scrolled above the keyboard.
        let caretInWindow = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
        #expect(caretInWindow.maxY <= end.minY)

        try s.rotate(to: .landscapeLeft)
        s.settle()
        #expect(scroll.contentInset.bottom > 0)
        #expect(scroll.contentInset.bottom < end.height, "the landscape keyboard is shorter")

        #expect(field.resignFirstResponder())
        s.settle()
        #expect(scroll.contentInset.bottom == 0)
        #expect(controller.appliedBottomInsets.last == 0)
    }

    @Test("a hardware keyboard takes the keys off screen: the inset drops to zero although the field stays first responder")
    func hardwareKeyboardRemovesInset() throws {
        let s = try Simulator(device: "iphone-4.7")
        let center = NotificationCenter()
        let relay = try s.postNotifications(to: center)
        defer { relay.detach() }
        let (_, scroll, field) = makeForm(s)
        let controller = KeyboardAvoidingController(scrollView: scroll, center: center)
        field.becomeFirstResponder()
        s.settle()
        #expect(scroll.contentInset.bottom > 200)
        try s.attachHardwareKeyboard(layout: "us")
        s.settle()
        #expect(field.isFirstResponder)
        #expect(scroll.contentInset.bottom == 0)
        #expect(controller.appliedBottomInsets.count >= 2)
    }

    @Test("UITextField runs its delegate in UIKit's names and posts its notifications with itself as the object; return goes to textFieldShouldReturn(_:)")
    func textFieldDelegateAndNotifications() throws {
        let s = try Simulator(device: "iphone-4.7")
        let center = NotificationCenter()
        let relay = try s.postNotifications(to: center)
        defer { relay.detach() }
        let (_, _, field) = makeForm(s)
        let delegate = FieldDelegate()
        field.delegate = delegate
        var changes = 0
        let token = center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
            MainActor.assumeIsolated { changes += 1 }
        }
        defer { center.removeObserver(token) }
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { action in events.append("changed:\((action.sender as? UITextField)?.text ?? "")") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
        field.becomeFirstResponder()
        try s.type("ab")
        #expect(field.text == "ab")
        #expect(changes == 2)
        #expect(events == ["began", "changed:a", "changed:ab"])
        try s.tap(key: .return)
        #expect(delegate.messages == ["shouldBegin", "didBegin", "shouldReturn", "shouldEnd", "didEnd"])
        #expect(events.last == "ended")
        #expect(!field.isFirstResponder)
    }

    @Test("clearsOnBeginEditing empties the field when editing begins")
    func clearsOnBeginEditing() throws {
        let s = try Simulator(device: "iphone-4.7")
        let (_, _, field) = makeForm(s)
        field.text = "old"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text == "")
    }

    @Test("UITextView: text and selectedRange, endEditing(_:) on the window ends editing")
    func textViewSelectedRange() throws {
        let s = try Simulator(device: "iphone-4.7")
        let window = s.makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 64, width: 375, height: 300))
        window.addSubview(view)
        s.add(view, named: "notes")
        view.text = "hello"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 1, length: 3)
        try s.type("i")
        #expect(view.text == "hio")
        #expect(view.selectedRange == NSRange(location: 2, length: 0))
        #expect(window.endEditing(true))
        #expect(!view.isFirstResponder)
    }

    @Test("the keyboard layout guide covers the keyboard while it is up and the bottom safe area while it is down (UIKeyboardLayoutGuide, iOS 15)")
    func keyboardLayoutGuide() throws {
        let s = try Simulator(device: "iphone-4.7")
        let (window, _, field) = makeForm(s)
        #expect(KeyboardGuideSource.profileHasLayoutGuide(s), "the default profile, iOS 18, has the guide (iOS 15 and later)")
        #expect(!KeyboardGuideSource.profileHasLayoutGuide(try Simulator(device: "iphone-4.7", profile: "ios8")), "iOS 8 predates the guide")
        let guide = window.keyboardLayoutGuide
        #expect(guide.layoutFrame.height == window.safeAreaInsets.bottom)
        field.becomeFirstResponder()
        s.settle()
        let keyboard = try #require(s.keyboard.frame)
        #expect(guide.layoutFrame == CGRect(x: 0, y: keyboard.minY, width: window.bounds.width, height: window.bounds.maxY - keyboard.minY))
        field.resignFirstResponder()
        s.settle()
        #expect(guide.layoutFrame.minY == window.bounds.maxY - window.safeAreaInsets.bottom)
    }
}
