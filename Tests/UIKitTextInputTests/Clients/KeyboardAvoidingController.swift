// Keyboard avoidance as apps write it: observe the keyboard's frame changes, convert the end frame
// into the scroll view's coordinates, and set the bottom content and indicator insets to the overlap
// (minus the safe area the scroll view already accounts for), animating with the keyboard's duration
// and curve; then scroll the first responder's caret into view.
// It is app code: it compiles unchanged against UIKit and against UIKitTextInput.

#if canImport(UIKit)
import UIKit
#else
import Foundation
import UIKitTextInput
#endif

@MainActor
final class KeyboardAvoidingController {
    let scrollView: UIScrollView
    nonisolated(unsafe) private var observers: [NSObjectProtocol] = []
    private let center: NotificationCenter
    /// The insets applied, in order (for the app's own checks and for tests).
    private(set) var appliedBottomInsets: [CGFloat] = []
    /// The animation durations used, in order.
    private(set) var animationDurations: [Double] = []

    init(scrollView: UIScrollView, center: NotificationCenter = .default) {
        self.scrollView = scrollView
        self.center = center
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                                            queue: nil) { [weak self] note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
            let curve = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(to: end, duration: duration, curve: curve) }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                            queue: nil) { [weak self] note in
            let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
            MainActor.assumeIsolated { self?.apply(bottom: 0, duration: duration, curve: 0) }
        })
    }

    deinit {
        for o in observers { center.removeObserver(o) }
    }

    private func keyboardWillChangeFrame(to end: CGRect?, duration: Double, curve: UInt) {
        guard let end else { return }
        let keyboardInView = scrollView.convert(end, from: nil)
        let visible = scrollView.bounds
        let overlap = max(0, visible.maxY - max(visible.minY, keyboardInView.minY))
        let covered = keyboardInView.minX < visible.maxX && keyboardInView.maxX > visible.minX ? overlap : 0
        apply(bottom: max(0, covered - scrollView.safeAreaInsets.bottom), duration: duration, curve: curve)
    }

    private func apply(bottom: CGFloat, duration: Double, curve: UInt) {
        appliedBottomInsets.append(bottom)
        animationDurations.append(duration)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
                       animations: {
            self.scrollView.contentInset.bottom = bottom
            self.scrollView.verticalScrollIndicatorInsets.bottom = bottom
        }, completion: nil)
        scrollFirstResponderIntoView()
    }

    /// Scrolls the caret of the first responder inside the scroll view into the visible part.
    func scrollFirstResponderIntoView() {
        for case let input as (UIView & UITextInput) in scrollView.subviews where input.isFirstResponder {
            guard let caret = input.selectedTextRange?.end else { continue }
            let rect = input.caretRect(for: caret)
            scrollView.scrollRectToVisible(input.convert(rect, to: scrollView), animated: true)
        }
    }
}
