import Foundation
import Testing
import InputSystem

/// The README's library example gives the results its comments state.
@Test("README example: marked text then commit, caret rect at the end")
func readmeExample() {
    let view = TextView(text: "Hello", frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    view.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
    view.insertText("仮名")
    #expect(view.text == "Hello仮名")
    #expect(view.selectedRange == NSRange(location: 7, length: 0))
    #expect(view.markedTextRange == nil)
    #expect(view.caretRect(for: view.endOfDocument) == CGRect(x: 90, y: 0, width: 2, height: 20))
}
