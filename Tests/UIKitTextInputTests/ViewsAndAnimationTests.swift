import Foundation
@_spi(Engine) import InputSystem
import Testing
#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif

// UIKit code as apps write it around text input — keyboard-dismissing views, Done toolbars, keyboard
// avoidance by transform, shake animations, view controllers — and the UIKit behavior each relies on.

/// A view that records the hierarchy callbacks UIKit sends it, in order.
final class CallbackRecordingView: UIView {
    var log: [String] = []
    var name = ""
    weak var sink: CallbackRecordingView?

    private func record(_ event: String) { (sink ?? self).log.append("\(name).\(event)") }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        record("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { super.didMoveToSuperview(); record("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        record("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { super.didMoveToWindow(); record("didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview); record("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview); record("willRemoveSubview") }
}

/// A full-screen background that ends editing when touched, as keyboard-dismissing container views do.
final class DismissingBackgroundView: UIView {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        endEditing(true)
    }
}

/// A view that records the touches that reach it through the responder chain.
final class TouchSinkView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
}

@MainActor
@Suite struct ViewsAndAnimationTests {
    // MARK: 1. NSObject

    @Test("UIResponder and NSLayoutConstraint are NSObjects: views and constraints compare by identity (==, contains, firstIndex(of:), Set) and convert to NSObject")
    func responderIsNSObject() {
        let a = UIView(), b = UIView()
        let views = [a, b]
        #expect(a == a && a != b)
        #expect(views.contains(b))
        #expect(views.firstIndex(of: b) == 1)
        #expect(Set([a, a, b]).count == 2)
        let object: NSObject = a
        #expect(object.isEqual(a))
        let field = UITextField()
        let sender: Any = field
        #expect((sender as? UITextField) == field)
        let c1 = a.heightAnchor.constraint(equalToConstant: 44)
        let c2 = a.widthAnchor.constraint(equalToConstant: 100)
        var updated = [c1]
        #expect(updated.contains(c1) && !updated.contains(c2))
        updated.append(c2)
        #expect(updated.firstIndex(of: c2) == 1)
        let tap: NSObject = UITapGestureRecognizer { _ in }
        #expect(tap == tap)
    }

    @Test("awakeFromNib and prepareForInterfaceBuilder (UINibLoading) can be overridden and call super")
    func nibLoadingHooks() {
        final class MaskField: UITextField {
            var awoke = false
            override func awakeFromNib() { super.awakeFromNib(); awoke = true }
            override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); text = "(555) 123" }
        }
        let field = MaskField()
        field.awakeFromNib()
        field.prepareForInterfaceBuilder()
        #expect(field.awoke)
        #expect(field.text == "(555) 123")
    }

    // MARK: 11. CGFloat bridging

    @Test("an NSNumber in a userInfo casts to CGFloat as on iOS (as! CGFloat of the keyboard's animation duration), and to Double and Int as before")
    func cgFloatFromNSNumber() throws {
        let info: [AnyHashable: Any] = [UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
                                        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7)]
        #expect(NSNumber(value: 0.25) as Any as? CGFloat == 0.25)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as! CGFloat == 0.25)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval == 0.25)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? CGFloat == 7)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Int == nil)
        #expect((CGFloat(44) as Any as? NSNumber)?.doubleValue == 44)
    }

    @Test("the keyboard notification's duration reads as CGFloat on Linux as on iOS")
    func cgFloatFromKeyboardNotification() throws {
        final class Durations: @unchecked Sendable { var values: [CGFloat] = [] }
        let s = try Simulator()
        let center = NotificationCenter()
        let relay = try s.postNotifications(to: center)
        let durations = Durations()
        let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let d = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? CGFloat { durations.values.append(d) }
        }
        defer { relay.detach(); center.removeObserver(token) }
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(durations.values.count == 1)
        #expect((durations.values.first ?? 0) > 0)
    }

    // MARK: 7. Hierarchy

    @Test("addSubview and removeFromSuperview send willMove(toSuperview:), willMove(toWindow:), didMoveToWindow, didMoveToSuperview, didAddSubview and willRemoveSubview around the change")
    func hierarchyCallbacks() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let container = CallbackRecordingView(frame: window.bounds)
        container.name = "container"
        window.addSubview(container)
        container.log = []
        let child = CallbackRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.name = "child"
        child.sink = container
        let grandchild = CallbackRecordingView()
        grandchild.name = "grandchild"
        grandchild.sink = container
        child.addSubview(grandchild)
        container.log = []

        container.addSubview(child)
        #expect(child.superview === container && child.window === window)
        #expect(container.log == [
            "child.willMove(toSuperview: view)",
            "child.willMove(toWindow: window)", "grandchild.willMove(toWindow: window)",
            "child.didMoveToWindow(window)", "grandchild.didMoveToWindow(window)",
            "child.didMoveToSuperview", "container.didAddSubview",
        ])
        container.log = []
        child.removeFromSuperview()
        #expect(child.superview == nil && grandchild.window == nil)
        #expect(container.log == [
            "container.willRemoveSubview", "child.willMove(toSuperview: nil)",
            "child.willMove(toWindow: nil)", "grandchild.willMove(toWindow: nil)",
            "child.didMoveToWindow(nil)", "grandchild.didMoveToWindow(nil)",
            "child.didMoveToSuperview",
        ])
    }

    @Test("a subview added to a view in no window gets no window callbacks; they come when its ancestor joins a window")
    func windowCallbacksFollowAncestor() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let root = UIView()
        let child = CallbackRecordingView()
        child.name = "child"
        root.addSubview(child)
        #expect(child.log == ["child.willMove(toSuperview: view)", "child.didMoveToSuperview"])
        child.log = []
        window.addSubview(root)
        #expect(child.log == ["child.willMove(toWindow: window)", "child.didMoveToWindow(window)"])
    }

    @Test("bringSubviewToFront, sendSubviewToBack, insertSubview(at:/aboveSubview:/belowSubview:) and exchangeSubview reorder subviews back to front, as UIKit")
    func subviewOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        #expect(parent.subviews == [a, b, c])
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubviewToBack(a)
        #expect(parent.subviews == [a, b, c])
        parent.insertSubview(d, at: 1)
        #expect(parent.subviews == [a, d, b, c])
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews == [d, b, a, c])
        parent.insertSubview(c, belowSubview: d)
        #expect(parent.subviews == [c, d, b, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [a, d, b, c])
        parent.addSubview(d)
        #expect(parent.subviews == [a, b, c, d])
        let other = UIView()
        other.insertSubview(b, at: 0)
        #expect(parent.subviews == [a, c, d] && other.subviews == [b] && b.superview === other)
    }

    @Test("removing a container from its window makes the first responder below it resign, as UIKit does")
    func removingContainerResignsFirstResponder() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let form = UIView(frame: window.bounds)
        window.addSubview(form)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        form.addSubview(field)
        #expect(field.becomeFirstResponder())
        form.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }

    // MARK: 6. Touches and hit testing

    @Test("hitTest(_:with:) finds the frontmost visible, interactive, opaque-enough subview under a point, as UIKit; point(inside:with:) is the bounds")
    func hitTesting() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let background = UIView(frame: window.bounds)
        window.addSubview(background)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        let overlay = UIView(frame: CGRect(x: 200, y: 90, width: 100, height: 50))
        background.addSubview(field)
        background.addSubview(overlay)
        #expect(window.hitTest(CGPoint(x: 30, y: 110), with: nil) === field)
        #expect(window.hitTest(CGPoint(x: 250, y: 110), with: nil) === overlay)
        overlay.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 250, y: 110), with: nil) === field)
        field.isHidden = true
        #expect(window.hitTest(CGPoint(x: 30, y: 110), with: nil) === background)
        background.alpha = 0
        #expect(window.hitTest(CGPoint(x: 30, y: 110), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: -5, y: 10), with: nil) == nil)
        #expect(overlay.point(inside: CGPoint(x: 99, y: 49), with: nil))
        #expect(!overlay.point(inside: CGPoint(x: 100, y: 10), with: nil))
    }

    @Test("touchesBegan/Ended pass up the responder chain by default; a touched background view ends editing (keyboard-dismissing view)")
    func touchesFollowResponderChain() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let background = DismissingBackgroundView(frame: window.bounds)
        window.addSubview(background)
        let sink = TouchSinkView(frame: window.bounds)
        background.addSubview(sink)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        sink.addSubview(label)
        let touch = UITouch(location: CGPoint(x: 5, y: 5), in: label)
        label.touchesBegan([touch], with: nil)
        #expect(sink.began == 1)
        #expect(touch.location(in: nil) == CGPoint(x: 5, y: 5))
        #expect(touch.view === label && touch.window === window && touch.phase == .began)

        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        background.addSubview(field)
        #expect(field.becomeFirstResponder())
        let tap = UITouch(location: CGPoint(x: 200, y: 500), in: background, phase: .ended)
        background.touchesEnded([tap], with: nil)
        #expect(!field.isFirstResponder)
        #expect(UITouch.Phase(rawValue: 9) == .unknownValue(9))
    }

    // MARK: 5. Toolbars and bar button items

    /// A number pad's Done bar, as apps build it for `inputAccessoryView`.
    func doneToolbar(for field: UITextField, cancelled: @escaping () -> Void = {}) -> UIToolbar {
        let toolbar = UIToolbar()
        toolbar.barStyle = .default
        toolbar.items = [
            UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in cancelled() }),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak field] _ in _ = field?.resignFirstResponder() }),
        ]
        toolbar.sizeToFit()
        return toolbar
    }

    @Test("a Done UIToolbar as inputAccessoryView, after sizeToFit(), is 44 points tall and makes the keyboard's frame in the notifications 44 points taller; its Done item resigns the field")
    func doneToolbarAccessory() throws {
        final class Heights: @unchecked Sendable { var values: [CGFloat] = [] }
        let s = try Simulator()
        let center = NotificationCenter()
        let relay = try s.postNotifications(to: center)
        let heights = Heights()
        let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { heights.values.append(end.height) }
        }
        defer { relay.detach(); center.removeObserver(token) }
        let window = s.makeWindow()
        let plain = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        let amount = UITextField(frame: CGRect(x: 20, y: 140, width: 300, height: 31))
        plain.keyboardType = .numberPad
        amount.keyboardType = .numberPad
        var cancels = 0
        let toolbar = doneToolbar(for: amount) { cancels += 1 }
        amount.inputAccessoryView = toolbar
        #expect(toolbar.frame.height == 44)
        #expect(toolbar.frame.width == UIScreen.main.bounds.width)
        window.addSubview(plain)
        window.addSubview(amount)
        #expect(plain.becomeFirstResponder())
        #expect(plain.resignFirstResponder())
        s.settle()
        #expect(amount.becomeFirstResponder())
        #expect(heights.values.count == 2)
        #expect(heights.values.last == (heights.values.first ?? 0) + 44)

        let items = try #require(toolbar.items)
        #expect(items.map(\.systemItem) == [.cancel, .flexibleSpace, .done])
        #expect(items[2].style == .done && items[0].style == .plain)
        #expect(items[0].performPrimaryAction())
        #expect(cancels == 1 && amount.isFirstResponder)
        items[2].isEnabled = false
        #expect(!items[2].performPrimaryAction())
        items[2].isEnabled = true
        #expect(items[2].performPrimaryAction())
        #expect(!amount.isFirstResponder)
    }

    @Test("UIBarButtonItem's iOS 14 initializers: title from the primary action, fixed spaces with a width, raw values of SystemItem and Style as UIKit's")
    func barButtonItems() {
        let save = UIBarButtonItem(primaryAction: UIAction(title: "Save") { _ in })
        #expect(save.title == "Save")
        let titled = UIBarButtonItem(title: "Next", image: nil, primaryAction: nil, menu: nil)
        #expect(titled.title == "Next" && titled.primaryAction == nil)
        #expect(!titled.performPrimaryAction())
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.SystemItem(rawValue: 5) == .flexibleSpace)
        #expect(UIBarButtonItem.SystemItem(rawValue: 99) == .unknownValue(99))
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
        #expect(UIBarStyle.blackOpaque == .black)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        toolbar.setItems([save], animated: true)
        toolbar.sizeToFit()
        #expect(toolbar.frame.size == CGSize(width: 320, height: 44))
        #expect(toolbar.items == [save] && toolbar.isTranslucent)
    }

    // MARK: 2. CGAffineTransform

    @Test("CGAffineTransform has Core Graphics' arithmetic: translation, scale, rotation, concatenation order, inversion and applying to points, sizes and rectangles")
    func affineTransformArithmetic() {
        let t = CGAffineTransform(translationX: 10, y: -20)
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: -18))
        let s = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGSize(width: 5, height: 5).applying(s) == CGSize(width: 10, height: 15))
        #expect(CGSize(width: 5, height: 5).applying(t) == CGSize(width: 5, height: 5))
        // Scale then translate, versus translate then scale.
        #expect(CGPoint(x: 1, y: 1).applying(s.concatenating(t)) == CGPoint(x: 12, y: -17))
        #expect(CGPoint(x: 1, y: 1).applying(s.translatedBy(x: 10, y: -20)) == CGPoint(x: 22, y: -57))
        #expect(CGPoint(x: 1, y: 1).applying(t.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: -17))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(p.x) < 1e-9 && abs(p.y - 1) < 1e-9)
        let r = CGAffineTransform.identity.rotated(by: .pi / 2)
        #expect(abs(r.b - 1) < 1e-9)
        let combined = s.concatenating(t).rotated(by: 0.3)
        let back = CGPoint(x: 4, y: 7).applying(combined).applying(combined.inverted())
        #expect(abs(back.x - 4) < 1e-9 && abs(back.y - 7) < 1e-9)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter)
        #expect(abs(turned.minX + 20) < 1e-9 && abs(turned.minY) < 1e-9 && abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) == .identity)
    }

    @Test("UIView.transform is kept (keyboard avoidance translating a form up, then back to .identity); frame, center and hit testing stay the untransformed ones")
    func viewTransformKept() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let form = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 400))
        window.addSubview(form)
        #expect(form.transform == .identity)
        var transform = form.transform
        transform = transform.translatedBy(x: 0, y: -120)
        UIView.animate(withDuration: 0.25) { form.transform = transform }
        #expect(form.transform.ty == -120)
        #expect(form.frame == CGRect(x: 0, y: 300, width: 393, height: 400))
        #expect(form.center == CGPoint(x: 196.5, y: 500))
        #expect(window.hitTest(CGPoint(x: 10, y: 310), with: nil) === form)
        form.transform = CGAffineTransform.identity
        #expect(form.transform.isIdentity)
    }

    // MARK: 3. Core Animation

    /// An invalid-PIN shake, as PIN fields write it.
    final class ShakeDelegate: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
    }

    @Test("CATransaction: the completion block runs at commit (nothing animates), after the animations added in it stop; a keyframe shake is on the layer until then")
    func transactionCompletionAtCommit() {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        var log: [String] = []
        let delegate = ShakeDelegate()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setCompletionBlock { log.append("completion"); field.text = "" }
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.timingFunction = CAMediaTimingFunction(name: .linear)
        shake.values = [-12, 12, -8, 8, -4, 4, 0]
        shake.duration = 0.4
        shake.delegate = delegate
        field.layer.add(shake, forKey: "shake")
        #expect(field.layer.animationKeys() == ["shake"])
        #expect(field.layer.animation(forKey: "shake") === shake)
        #expect(CATransaction.animationDuration() == 0.4)
        #expect(log.isEmpty && delegate.events == ["start"])
        field.text = "12"
        CATransaction.commit()
        #expect(log == ["completion"])
        #expect(field.text == "")
        #expect(delegate.events == ["start", "stop(true)"])
        #expect(field.layer.animationKeys() == nil)
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test("CALayer animations outside a transaction finish when added; isRemovedOnCompletion false keeps them until removeAnimation(forKey:) or removeAllAnimations()")
    func layerAnimationKeys() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        layer.add(fade, forKey: "fade")
        #expect(layer.animation(forKey: "fade") == nil)
        let pulse = CASpringAnimation(keyPath: "transform.scale")
        pulse.damping = 5
        pulse.isRemovedOnCompletion = false
        pulse.fillMode = .forwards
        layer.add(pulse, forKey: "pulse")
        layer.add(CABasicAnimation(keyPath: "position"), forKey: nil)
        #expect(layer.animationKeys() == ["pulse"])
        let glow = CABasicAnimation(keyPath: "shadowOpacity")
        glow.isRemovedOnCompletion = false
        layer.add(glow, forKey: "glow")
        layer.removeAnimation(forKey: "pulse")
        #expect(layer.animationKeys() == ["glow"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        #expect(ran)
        var points = [Float](repeating: -1, count: 2)
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &points)
        #expect(points == [0.42, 0])
    }

    @Test("nested CATransactions: the inner completion runs with the outer commit, as Core Animation's")
    func nestedTransactions() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        #expect(CATransaction.disableActions())
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log.isEmpty)
        CATransaction.commit()
        #expect(log == ["inner", "outer"])
        #expect(!CATransaction.disableActions())
    }

    // MARK: 4. UIView block animations

    @Test("UIView.animateKeyframes with addKeyframe, a spring animate and transition(with:) run their blocks at once, in order, then the completion with true; the new AnimationOptions have UIKit's raw values")
    func blockAnimationsRunAtOnce() {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.repeat, .calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { dot.alpha = 0; log.append("k1") }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { dot.alpha = 1; log.append("k2") }
        }, completion: { finished in log.append("done(\(finished))") })
        #expect(log == ["k1", "k2", "done(true)"])
        #expect(dot.alpha == 1)

        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
                       options: [.curveEaseInOut, .allowUserInteraction], animations: {
                           dot.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                       }, completion: { _ in dot.transform = .identity })
        #expect(dot.transform.isIdentity)

        let label = UILabel()
        var finished = false
        UIView.transition(with: label, duration: 0.2, options: [.transitionCrossDissolve, .allowUserInteraction],
                          animations: { label.text = "Placeholder" }, completion: { finished = $0 })
        #expect(label.text == "Placeholder" && finished)

        #expect(UIView.AnimationOptions.repeat.rawValue == 8)
        #expect(UIView.AnimationOptions.autoreverse.rawValue == 16)
        #expect(UIView.AnimationOptions.allowAnimatedContent.rawValue == 128)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
        #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2 << 10)
    }

    @Test("UIView.transition(from:to:) puts the new view in the old one's place, or hides and shows with .showHideTransitionViews")
    func transitionFromTo() {
        let container = UIView()
        let front = UIView(), back = UIView(), other = UIView()
        container.addSubview(front)
        container.addSubview(other)
        UIView.transition(from: front, to: back, duration: 0.3, options: [.transitionFlipFromRight])
        #expect(container.subviews == [back, other] && front.superview == nil)
        container.addSubview(front)
        UIView.transition(from: front, to: back, duration: 0.3, options: [.showHideTransitionViews])
        #expect(front.isHidden && !back.isHidden && front.superview === container)
    }

    // MARK: 8. Traits and the device

    @Test("traitCollection, UIDevice and UI_USER_INTERFACE_IDIOM() follow the simulated device: an iPhone is compact wide and regular tall in portrait, compact tall in landscape; an iPad is regular both ways")
    func traitsFollowSimulatedDevice() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        window.addSubview(field)
        var traits = field.traitCollection
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceStyle == .light && traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.displayScale == UIScreen.main.scale)
        #expect(UI_USER_INTERFACE_IDIOM() == .phone && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIApplication.shared.statusBarOrientation.isPortrait)
        #expect(UIDevice.current.systemVersion == "18.0" || Double(UIDevice.current.systemVersion) != nil)
        try s.rotate(to: .landscapeLeft)
        traits = field.traitCollection
        #expect(traits.verticalSizeClass == .compact)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)
        #expect(UIDevice.current.orientation == .landscapeRight)

        let pad = try Simulator(device: .iPadPro11)
        let padWindow = pad.makeWindow()
        let note = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        padWindow.addSubview(note)
        #expect(note.traitCollection.userInterfaceIdiom == .pad)
        #expect(note.traitCollection.horizontalSizeClass == .regular && note.traitCollection.verticalSizeClass == .regular)
        #expect(UI_USER_INTERFACE_IDIOM() == .pad)
        #expect(UIUserInterfaceIdiom(rawValue: 42) == .unknownValue(42))
    }

    @Test("semanticContentAttribute .forceRightToLeft makes effectiveUserInterfaceLayoutDirection right to left; otherwise left to right")
    func effectiveLayoutDirection() {
        let field = UITextField()
        #expect(field.effectiveUserInterfaceLayoutDirection == .leftToRight)
        field.semanticContentAttribute = .forceRightToLeft
        #expect(field.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        field.semanticContentAttribute = .forceLeftToRight
        #expect(field.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    // MARK: 9. View controllers

    /// A sign-in screen, as apps write one.
    final class SignInViewController: UIViewController {
        let email = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 31))
        var events: [String] = []
        override func loadView() {
            events.append("loadView")
            view = UIView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            events.append("viewDidLoad")
            title = "Sign In"
            view.addSubview(email)
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("didAppear")
            email.becomeFirstResponder()
        }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); events.append("didDisappear") }
    }

    @Test("UIViewController: view loads once, lazily; rootViewController sizes the view to the window and sends viewWillAppear/viewDidAppear; the root view's next responder is the controller, whose next is the window")
    func viewControllerLifecycle() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let controller = SignInViewController()
        #expect(!controller.isViewLoaded && controller.events.isEmpty)
        window.rootViewController = controller
        #expect(controller.events == ["loadView", "viewDidLoad", "willAppear", "didAppear"])
        #expect(controller.view.frame == window.bounds && controller.view.superview === window)
        #expect(controller.title == "Sign In")
        #expect(controller.email.isFirstResponder)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(controller.email.next === controller.view)

        let other = UIViewController()
        window.rootViewController = other
        #expect(controller.events.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(!controller.email.isFirstResponder)
        #expect(controller.view.superview == nil && other.view.superview === window)
        _ = controller.view
        #expect(controller.events.filter { $0 == "viewDidLoad" }.count == 1)
    }

    @Test("UIViewController children, parent and the inert presentation: present and dismiss run their completion at once; navigationController is nil")
    func childrenAndPresentation() {
        let container = UIViewController()
        let child = SignInViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(container.children == [child] && child.parent === container)
        #expect(child.next === container.view)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(container.children.isEmpty && child.parent == nil)
        #expect(child.next == nil)

        var presented = false
        let sheet = UIViewController()
        container.present(sheet, animated: true) { presented = true }
        #expect(presented && container.presentedViewController === sheet && sheet.presentingViewController === container)
        #expect(sheet.next === container)
        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        #expect(dismissed && container.presentedViewController == nil)
        #expect(container.navigationController == nil)
        container.additionalSafeAreaInsets.bottom = 44
        #expect(container.additionalSafeAreaInsets.bottom == 44)
    }

    // MARK: 10. Application, scroll view, menu, search bar, colors, controls

    @Test("UIApplication's state is active and its life-cycle notification names are UIKit's; UIMenuController's menu notification names are UIKit's")
    func applicationAndMenuNames() {
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(UIMenuController.willShowMenuNotification.rawValue == "UIMenuControllerWillShowMenuNotification")
        #expect(UIMenuController.didHideMenuNotification.rawValue == "UIMenuControllerDidHideMenuNotification")
    }

    @Test("a form that ends editing when the app goes to the background: the observer compiles and runs when the notification is posted")
    func backgroundObserverEndsEditing() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let center = NotificationCenter()
        let token = center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { _ = window.endEditing(true) }
        }
        defer { center.removeObserver(token) }
        center.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
        #expect(!field.isFirstResponder)
    }

    @Test("UIScrollView.contentInsetAdjustmentBehavior .never leaves the safe area out of adjustedContentInset; flashScrollIndicators is inert")
    func scrollViewAdjustment() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        scroll.contentInset.bottom = 100
        let automatic = scroll.adjustedContentInset
        #expect(automatic.bottom == 100 + window.safeAreaInsets.bottom)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        scroll.flashScrollIndicators()
    }

    /// Filters a list as the user types in the search bar.
    final class SearchRecorder: UISearchBarDelegate {
        var log: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("change:\(searchText)") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
    }

    @Test("UISearchBar: its searchTextField is a UITextField in the simulation; the delegate hears begin, textDidChange for typed text, and end")
    func searchBarDelegate() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 60, width: 393, height: 56))
        bar.placeholder = "Search"
        let recorder = SearchRecorder()
        bar.delegate = recorder
        window.addSubview(bar)
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.becomeFirstResponder())
        try s.type("ab")
        #expect(bar.text == "ab")
        #expect(bar.resignFirstResponder())
        #expect(recorder.log == ["begin", "change:a", "change:ab", "end"])
        let field: UITextField = bar.searchTextField
        #expect(field.text == "ab")
    }

    @Test("UIColor.systemGray2…5, UIBaselineAdjustment, UILabel.baselineAdjustment and UIControl's content alignments exist with UIKit's values")
    func colorsAndAlignments() {
        #expect(UIColor.systemGray2 != UIColor.systemGray5)
        #expect(UIColor.systemGray3 != UIColor.systemGray4)
        let label = UILabel()
        #expect(label.baselineAdjustment == .alignBaselines)
        label.baselineAdjustment = .alignCenters
        #expect(UIBaselineAdjustment.none.rawValue == 2)
        let field = UITextField()
        #expect(field.contentVerticalAlignment == .center)
        field.contentVerticalAlignment = .top
        field.contentHorizontalAlignment = .leading
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(UIControl.ContentVerticalAlignment(rawValue: 3) == .fill)
    }
}
