// Compiled in Swift 5 language mode, as most apps' UIKit code is: UIKit's classes are main-actor isolated,
// yet code in a nonisolated NSObject observer calls them, as it does against UIKit (whose Objective-C
// declarations are imported as @preconcurrency). This target fails to compile when the UIKit-named classes
// lose that (issue 24, item 2).
#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif
@_spi(Engine) import InputSystem
import Testing

/// A keyboard observer written the way keyboard-avoidance libraries write it: an NSObject, not main-actor
/// isolated, whose notification handler animates, lays out and converts frames.
final class LegacyKeyboardObserver: NSObject {
    let scrollView: UIScrollView
    var token: NSObjectProtocol?
    var lastOverlap: CGFloat = 0

    init(scrollView: UIScrollView, center: NotificationCenter) {
        self.scrollView = scrollView
        super.init()
        token = center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        }
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        guard let info = note.userInfo,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curveRaw = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        guard let curve = UIView.AnimationCurve(rawValue: curveRaw) else { return }
        // A nonisolated call of a main-actor global function, as old code checks the idiom.
        guard UI_USER_INTERFACE_IDIOM() == .phone || UI_USER_INTERFACE_IDIOM() == .pad else { return }
        let local = scrollView.convert(end, from: nil)
        let overlap = max(0, scrollView.bounds.maxY - local.minY)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16),
                       animations: {
                           self.scrollView.contentInset.bottom = overlap
                           self.scrollView.layoutIfNeeded()
                       }, completion: nil)
        lastOverlap = overlap
    }
}

/// Issue 24, item 2, in Swift 5 language mode.
@Suite struct Swift5ObserverTests {
    @Test("a Swift 5-mode NSObject keyboard observer (not main-actor isolated) calls UIView.animate, layoutIfNeeded and convert, and the inset follows the keyboard")
    @MainActor
    func nonisolatedObserverAdjustsInset() throws {
        let s = try Simulator()
        let center = NotificationCenter()
        let relay = try s.postNotifications(to: center)
        defer { relay.detach() }
        let window = s.makeWindow()
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 31))
        scroll.addSubview(field)
        s.add(field, named: "field")
        let observer = LegacyKeyboardObserver(scrollView: scroll, center: center)
        #expect(field.becomeFirstResponder())
        #expect(observer.lastOverlap > 200, "the observer saw the keyboard's end frame as a CGRect")
        #expect(scroll.contentInset.bottom == observer.lastOverlap)
    }
}
