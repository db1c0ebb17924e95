#if canImport(UIKit)
import UIKit
#else
import UIKitTextInput
#endif
import Testing

/// The README's library example gives the results its comments state (scripts/check-consumer.sh also
/// builds and runs it from a fresh package).
@MainActor
@Test("README example: UITextView with marked text then a commit (TWPG listings 5-5, 5-8); the caret rect at the end, below the text container's 8-point inset")
func readmeExample() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    view.text = "Hello"
    view.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
    view.insertText("仮名")
    #expect(view.text == "Hello仮名")
    #expect(view.selectedRange == NSRange(location: 7, length: 0))
    #expect(view.markedTextRange == nil)
    #expect(view.caretRect(for: view.endOfDocument) == CGRect(x: 90, y: 8, width: 2, height: 20))
}
