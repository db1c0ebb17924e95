import Foundation

extension Simulator {
    /// The user rewrites the first responder's text with Writing Tools (iOS 18): the selection, or the whole
    /// text when nothing is selected, becomes `rewrite` once the user accepts it. The text view's delegate
    /// hears `textViewWritingToolsWillBegin:` before any change and `textViewWritingToolsDidEnd:` after it
    /// (Apple's UITextViewDelegate reference; system-edits.md F10.1), and ``UITextView/isWritingToolsActive``
    /// is true in between. Modeled for `UITextView`, whose delegate methods UIKit declares; a view whose
    /// ``UITextView/writingToolsBehavior`` is `.none` offers none.
    ///
    /// Chosen where nothing is documented: the rewrite reaches the view as a user edit (the delegate's
    /// `textView:shouldChangeTextInRange:replacementText:` is asked, `textViewDidChange:` follows, one undo
    /// step named Writing Tools).
    public func writingTools(_ rewrite: String) throws {
        guard let first = window.firstResponder else {
            throw SimulatorError.unsupported("writingTools: no text object is first responder")
        }
        guard keyboard.profile.release.major >= 18 else {
            throw SimulatorError.unsupported("writingTools: Writing Tools came with iOS 18; profile \(keyboard.profile.name) has none")
        }
        guard let view = first as? UITextView else {
            throw SimulatorError.unsupported("writingTools: \(first.identifier) is not a UITextView (Writing Tools are modeled in text views)")
        }
        let behavior = view.writingToolsBehavior
        guard behavior != .none else {
            throw SimulatorError.unsupported("writingTools: \(first.identifier)'s writingToolsBehavior is none")
        }
        if let session { session.inputMethod.commitComposition(in: session) }
        let engine = view.editor
        let range = engine.selectedRange.length > 0 ? engine.selectedRange : NSRange(location: 0, length: engine.length)
        log.record(.input, "writingTools", [("field", .string(first.identifier)), ("range", .array([.int(range.location), .int(range.length)])),
                                            ("text", .string(rewrite)),
                                            ("behavior", .string(behavior == .complete ? "complete" : "limited"))])
        view.isWritingToolsActive = true
        view.storedDelegate?.textViewWritingToolsWillBegin(view)
        view.logDelegateMessage("textViewWritingToolsWillBegin:")
        _ = engine.performUserEdit(range, with: rewrite, action: .writingTools)
        view.isWritingToolsActive = false
        view.storedDelegate?.textViewWritingToolsDidEnd(view)
        view.logDelegateMessage("textViewWritingToolsDidEnd:")
        updateAutoShift()
    }
}
