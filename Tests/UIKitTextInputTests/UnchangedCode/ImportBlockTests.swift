// This file imports only what UIKit code imports (the README's import block) and Testing: every Foundation
// name below must come through `import UIKitTextInput`, as it comes through `import UIKit` on iOS.
#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif
import Testing

/// Issue 24, items 1, 3 and 4: what keyboard-avoidance and text-field code takes from `import UIKit`.
@MainActor
@Suite struct ImportBlockTests {
    @Test("import UIKitTextInput re-exports Foundation as import UIKit does: CGRect, CGFloat, NSValue, NSRange, Notification, NSObject, TimeInterval")
    func foundationNamesComeThroughTheImport() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let height: CGFloat = rect.height
        let value = NSValue(cgRect: rect)
        let range = NSRange(location: 1, length: 2)
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil,
                                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: value])
        let duration: TimeInterval = 0.25
        final class Observer: NSObject {}
        #expect(height == 20 && value.cgRectValue == rect && NSMaxRange(range) == 3)
        #expect(note.name.rawValue == "UIKeyboardWillShowNotification")
        #expect(duration == 0.25 && Observer().isEqual(Observer()) == false)
    }

    @Test("an imported NS_ENUM holds any raw value on iOS: UIView.AnimationCurve(rawValue: 7), the keyboard's curve, is not nil and keeps 7")
    func animationCurveSeven() throws {
        let curve = try #require(UIView.AnimationCurve(rawValue: 7))
        #expect(curve.rawValue == 7)
        #expect(curve != .easeInOut)
        // What keyboard-avoidance libraries build from it.
        let options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
        #expect(options.rawValue == 7 << 16)
        // Known raw values still give their named cases.
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
        let described: String
        switch curve {
        case .easeInOut, .easeIn, .easeOut, .linear: described = "named"
        @unknown default: described = "unknown"
        }
        #expect(described == "unknown")
    }

    @Test("every UIKit enum the module declares accepts any raw value and gives it back (NS_ENUM import semantics)")
    func everyEnumAcceptsAnyRawValue() {
        let odd = 4242
        #expect(UIKeyboardType(rawValue: odd)?.rawValue == odd)
        #expect(UIReturnKeyType(rawValue: odd)?.rawValue == odd)
        #expect(UIKeyboardAppearance(rawValue: odd)?.rawValue == odd)
        #expect(UITextAutocapitalizationType(rawValue: odd)?.rawValue == odd)
        #expect(UITextAutocorrectionType(rawValue: odd)?.rawValue == odd)
        #expect(UITextSpellCheckingType(rawValue: odd)?.rawValue == odd)
        #expect(UITextSmartQuotesType(rawValue: odd)?.rawValue == odd)
        #expect(UITextSmartDashesType(rawValue: odd)?.rawValue == odd)
        #expect(UITextSmartInsertDeleteType(rawValue: odd)?.rawValue == odd)
        #expect(UITextInlinePredictionType(rawValue: odd)?.rawValue == odd)
        #expect(UITextMathExpressionCompletionType(rawValue: odd)?.rawValue == odd)
        #expect(UIWritingToolsBehavior(rawValue: odd)?.rawValue == odd)
        #expect(UITextStorageDirection(rawValue: odd)?.rawValue == odd)
        #expect(UITextLayoutDirection(rawValue: odd)?.rawValue == odd)
        #expect(UITextGranularity(rawValue: odd)?.rawValue == odd)
        #expect(NSWritingDirection(rawValue: odd)?.rawValue == odd)
        #expect(UITextAlternativeStyle(rawValue: odd)?.rawValue == odd)
        #expect(UIScrollView.KeyboardDismissMode(rawValue: odd)?.rawValue == odd)
        #expect(UITextField.DidEndEditingReason(rawValue: odd)?.rawValue == odd)
        #expect(UIPress.Phase(rawValue: odd)?.rawValue == odd)
        #expect(UIKeyboardType(rawValue: 4) == .numberPad && UIKeyboardType.allCases.count == 12)
    }

    @Test("userInfo[keyboardFrameEndUserInfoKey] as? CGRect reads the frame, as CGRect bridges from NSValue on iOS; (as? NSValue)?.cgRectValue too")
    func frameReadsBothWays() throws {
        let frame = CGRect(x: 0, y: 517, width: 393, height: 335)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
            UIResponder.keyboardCenterEndUserInfoKey: NSValue(cgPoint: CGPoint(x: 196.5, y: 684.5)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        ]
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
        #expect(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == frame)
        #expect((note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(note.userInfo?[UIResponder.keyboardCenterEndUserInfoKey] as? CGPoint == CGPoint(x: 196.5, y: 684.5))
        #expect(note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        // A value that holds a point is no rectangle, as on iOS.
        #expect(note.userInfo?[UIResponder.keyboardCenterEndUserInfoKey] as? CGRect == nil)
        // A rectangle put in directly reads back as an NSValue.
        let direct: Any = frame
        #expect((direct as? NSValue)?.cgRectValue == frame)
        #expect(CGSize(width: 3, height: 4) as Any as? NSValue != nil)
    }
}

/// A layout guide subclass whose initializer calls `super.init()`, as keyboard-guide libraries write it.
@MainActor
final class NotificationDrivenGuide: UILayoutGuide {
    let center: NotificationCenter
    init(center: NotificationCenter) {
        self.center = center
        super.init()
    }
}

@MainActor
@Test("UILayoutGuide.init() is a designated initializer, as in UIKit: a subclass's initializer calls super.init()")
func layoutGuideSubclass() {
    let guide = NotificationDrivenGuide(center: NotificationCenter())
    #expect(guide.owningView == nil)
    #expect(guide.layoutFrame == .zero)
}
