import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// Issue 24, items 6, 7 and 9: what UIKit makes live on its text objects is live on the UIKit-named ones.
@MainActor
@Suite struct LiveUIKitStateTests {
    final class FrameRecorder: @unchecked Sendable {
        var heights: [CGFloat] = []
    }

    /// The end frames of the keyboard's will-show notifications, as an app reads them.
    func recordShows(_ s: Simulator, _ center: NotificationCenter) throws -> (NotificationRelay, FrameRecorder, any NSObjectProtocol) {
        let relay = try s.postNotifications(to: center)
        let recorder = FrameRecorder()
        let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { recorder.heights.append(end.height) }
        }
        return (relay, recorder, token)
    }

    @Test("UITextField.inputAccessoryView (a 44-point Done toolbar) is part of the keyboard's frame in the notifications, as in UIKit")
    func accessoryViewEntersKeyboardFrame() throws {
        let s = try Simulator()
        let center = NotificationCenter()
        let (relay, recorder, token) = try recordShows(s, center)
        defer { relay.detach(); center.removeObserver(token) }
        let window = s.makeWindow()
        let plain = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        let withBar = UITextField(frame: CGRect(x: 20, y: 140, width: 300, height: 31))
        withBar.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        window.addSubview(plain)
        window.addSubview(withBar)
        #expect(plain.becomeFirstResponder())
        #expect(plain.resignFirstResponder())
        s.settle()
        #expect(withBar.becomeFirstResponder())
        #expect(recorder.heights.count == 2)
        #expect(recorder.heights.last == (recorder.heights.first ?? 0) + 44)
    }

    @Test("a UITextView's inputView replaces the keyboard: its height is the keyboard's frame")
    func textViewInputView() throws {
        let s = try Simulator()
        let center = NotificationCenter()
        let (relay, recorder, token) = try recordShows(s, center)
        defer { relay.detach(); center.removeObserver(token) }
        let window = s.makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        view.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(recorder.heights.count == 1)
        #expect((recorder.heights.first ?? 0) >= 216)
        #expect((recorder.heights.first ?? 0) < 300)
    }

    @Test("isEnabled NO: a disabled UITextField does not become first responder, and disabling the first responder ends its editing (UIControl.isEnabled)")
    func isEnabledIsLive() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        window.addSubview(field)
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.isEnabled = true
        #expect(field.becomeFirstResponder())
        field.isEnabled = false
        #expect(!field.isFirstResponder)
    }

    @Test("isHidden: a hidden field, or one in a hidden superview, does not become first responder (UIResponder reference); isEditable NO on a UITextView neither")
    func hiddenAndNotEditable() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        container.addSubview(field)
        field.isHidden = true
        #expect(!field.becomeFirstResponder())
        field.isHidden = false
        container.isHidden = true
        #expect(!field.becomeFirstResponder())
        container.isHidden = false
        #expect(field.becomeFirstResponder())
        let view = UITextView(frame: CGRect(x: 0, y: 200, width: 393, height: 200))
        view.isEditable = false
        window.addSubview(view)
        #expect(!view.becomeFirstResponder())
        #expect(field.isFirstResponder)
    }

    @Test("\"Did End on Exit\": an .editingDidEndOnExit action makes an allowed Return end editing, and the action runs before editing ends; without one the field stays first responder")
    func didEndOnExit() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        window.addSubview(field)
        var events: [String] = []
        #expect(field.becomeFirstResponder())
        try s.tap(key: .return)
        #expect(field.isFirstResponder, "no Did End on Exit action: Return does not end editing")
        field.addAction(UIAction { action in
            events.append("exit:\((action.sender as? UITextField)?.isFirstResponder == true)")
        }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
        try s.tap(key: .return)
        #expect(!field.isFirstResponder)
        #expect(events == ["exit:true", "ended"])
    }

    @Test("clearButtonMode is live: the clear button shows only while editing with text in .whileEditing, and a tap on it clears only when it shows")
    func clearButtonMode() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        window.addSubview(field)
        field.text = "abc"
        #expect(!field.tapClearButton(), "UIKit's default mode is never")
        field.clearButtonMode = .whileEditing
        #expect(!field.isClearButtonShowing)
        #expect(field.becomeFirstResponder())
        #expect(field.isClearButtonShowing)
        #expect(field.tapClearButton())
        #expect(field.text == "")
        #expect(!field.isClearButtonShowing)
    }

    /// A PIN control in the style of OTP components: a view that hands focus to a private text field.
    final class PinControl: UIView {
        let hidden = UITextField(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        override init(frame: CGRect) {
            super.init(frame: frame)
            hidden.keyboardType = .numberPad
            addSubview(hidden)
        }
        required init?(coder: NSCoder) { nil }
        override var canBecomeFirstResponder: Bool { true }
        override func becomeFirstResponder() -> Bool { hidden.becomeFirstResponder() }
    }

    @Test("a view in a simulation's window becomes first responder through the view hierarchy, without Simulator.add; a control hands focus to its private field")
    func focusThroughHierarchy() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let pin = PinControl(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        window.addSubview(pin)
        #expect(pin.becomeFirstResponder())
        #expect(pin.hidden.isFirstResponder)
        try s.type("1234")
        #expect(pin.hidden.text == "1234")
        #expect(s.keyboard.frame != nil)
        // A view in no simulation's window still cannot become first responder, as a view in no window.
        let loose = UITextField(frame: .zero)
        #expect(!loose.becomeFirstResponder())
    }

    /// A growing text view as components write it: it lays out on each content change.
    final class GrowingTextView: UITextView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// A container that sizes its text view to the text view's intrinsic size in `layoutSubviews`, as
    /// Auto Layout would.
    final class Container: UIView {
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        override init(frame: CGRect) {
            super.init(frame: frame)
            text.isScrollEnabled = false
            addSubview(text)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            text.frame.size.height = text.intrinsicContentSize.height
        }
    }

    @Test("a layout pass follows each text change: contentSize follows the text, layoutSubviews runs, and a non-scrolling text view's intrinsic size grows its container (growing text views)")
    func layoutPassAfterTextChanges() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let growing = GrowingTextView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        window.addSubview(growing)
        let container = Container(frame: CGRect(x: 0, y: 300, width: 300, height: 200))
        window.addSubview(container)
        #expect(growing.becomeFirstResponder())
        let before = growing.layouts
        try s.type("one\ntwo\nthree\nfour")
        #expect(growing.layouts > before)
        #expect(growing.contentSize.height == CGFloat(4 * 20 + 16))
        #expect(growing.contentOffset.y > 0, "a text view scrolls to its caret")
        #expect(growing.sizeThatFits(CGSize(width: 300, height: 0)).height == 96)
        #expect(container.text.becomeFirstResponder())
        try s.type("a\nb\nc")
        #expect(container.text.intrinsicContentSize.height == CGFloat(3 * 20 + 16))
        #expect(container.text.frame.height == 76)
        container.text.scrollRangeToVisible(NSRange(location: 0, length: 1))
        // sizeThatFits lays the text out at the proposed width, not the view's (a growing text view's cap).
        let wide = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        wide.text = String(repeating: "a", count: 50)  // 500 points of narrow characters
        #expect(wide.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)).height == CGFloat(2 * 20 + 16))
        #expect(wide.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity)).height == CGFloat(5 * 20 + 16))
        #expect(wide.sizeThatFits(CGSize(width: 1000, height: CGFloat.infinity)).height == CGFloat(1 * 20 + 16))
        let unsized = UITextView(frame: .zero)
        unsized.text = "one\ntwo\nthree"
        #expect(unsized.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)).height == CGFloat(3 * 20 + 16))
    }
}

/// UIKit posts a text object's own notifications on `NotificationCenter.default`, where components observe
/// them with `object: self` (currency and placeholder fields), whether or not the test relays the
/// keyboard's notifications there.
@MainActor
@Suite(.serialized) struct DefaultCenterTextNotificationTests {
    final class Counter: @unchecked Sendable { var names: [String] = [] }

    func observe(_ field: AnyObject, _ names: [Notification.Name]) -> (Counter, [any NSObjectProtocol]) {
        let counter = Counter()
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { counter.names.append($0.name.rawValue) }
        }
        return (counter, tokens)
    }

    @Test("UITextField's begin, change and end notifications reach NotificationCenter.default with the field as object, once each, with or without a relay there")
    func textFieldNotificationsOnDefault() throws {
        for relayed in [false, true] {
            let s = try Simulator()
            let relay = relayed ? try s.postNotifications() : nil
            defer { relay?.detach() }
            let window = s.makeWindow()
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 31))
            window.addSubview(field)
            let (counter, tokens) = observe(field, [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                                                    UITextField.textDidEndEditingNotification])
            defer { tokens.forEach(NotificationCenter.default.removeObserver) }
            #expect(field.becomeFirstResponder())
            try s.type("ab")
            #expect(field.resignFirstResponder())
            #expect(counter.names == ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                                      "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification"], "relayed: \(relayed)")
        }
    }

    @Test("UITextView's notifications reach NotificationCenter.default too, and attributedText set by the app keeps its attributes without calling a subclass's text setter")
    func textViewNotificationsOnDefault() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        window.addSubview(view)
        let (counter, tokens) = observe(view, [UITextView.textDidChangeNotification])
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        #expect(view.becomeFirstResponder())
        try s.type("x")
        #expect(counter.names == ["UITextViewTextDidChangeNotification"])
        let styled = NSAttributedString(string: "•••", attributes: [.kern: 4])
        view.attributedText = styled
        #expect(view.text == "•••")
        #expect(view.attributedText.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 4)
    }
}
