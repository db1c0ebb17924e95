import Foundation

/// A UIKit text object that keeps its text in a ``TextEditor`` (``UITextField``, ``UITextView``): what the
/// standard edit actions need of it.
@MainActor
protocol TextObjectEditing: UIResponder, UITextInput {
    /// The object's text.
    var editor: TextEditor { get }
    /// Whether the user may change the text (a text view's `isEditable`; a field's `isEnabled`).
    var allowsEditing: Bool { get }
}

/// The standard edit actions of UIKit's text objects (UIResponderStandardEditActions), shared by
/// ``UITextField`` and ``UITextView``: what the edit menu offers (`canPerformAction(_:withSender:)`) and
/// what each action does. Copy and Cut are not offered for secure text (UITextInputTraits
/// `isSecureTextEntry`); Paste only when the pasteboard holds a string; Select and Select All only with text.
@MainActor
enum TextObjectEditActions {
    /// Whether `object` offers `action`, or nil when `action` is no standard edit action.
    static func canPerform(_ action: Selector, on object: any TextObjectEditing) -> Bool? {
        guard let standard = action.editAction else {
            switch action {
            case .undo: return object.editor.canUndo
            case .redo: return object.editor.canRedo
            default: return nil
            }
        }
        let view = object.editor
        let hasSelection = view.selectedRange.length > 0
        let secure = view.textInputTraits.isSecureTextEntry
        switch standard {
        case .copy: return hasSelection && !secure
        case .cut: return hasSelection && !secure && object.allowsEditing
        case .delete: return hasSelection && object.allowsEditing
        case .paste: return !(pasteboard(of: object) ?? "").isEmpty && object.allowsEditing
        case .select: return view.hasText && !hasSelection
        case .selectAll: return view.hasText && view.selectedRange.length < view.length
        }
    }

    /// Performs `action` on `object` (nothing when the edit menu would not offer it).
    static func perform(_ action: UIResponder.StandardEditAction, on object: any TextObjectEditing) {
        guard canPerform(Selector(action.rawValue), on: object) == true else { return }
        let view = object.editor
        switch action {
        case .copy:
            setPasteboard(of: object, view.selectedText)
        case .cut:
            if let removed = view.cut() { setPasteboard(of: object, removed) }
        case .delete:
            view.performUserEdit(view.smartDeleteRange(view.selectedRange), with: "", action: .cut)
        case .paste:
            if let string = pasteboard(of: object) { view.paste(string) }
        case .select:
            let caret = IndexedPosition(view.selectedRange.location)
            let word = object.tokenizer.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.backward))
                ?? object.tokenizer.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.forward))
            if let word, let start = (word.start as? IndexedPosition)?.index, let end = (word.end as? IndexedPosition)?.index {
                view.userSelect(NSRange(location: start, length: end - start))
            }
        case .selectAll:
            view.selectAll()
        }
    }

    /// The pasteboard `object` sees: its simulation's, when it is in one, else ``UIPasteboard/general``
    /// (so parallel simulations keep their own pasteboards).
    static func pasteboard(of object: any TextObjectEditing) -> String? {
        if let simulator = object.owningSimulator { return simulator.pasteboard }
        return UIPasteboard.general.string
    }

    static func setPasteboard(of object: any TextObjectEditing, _ string: String?) {
        if let simulator = object.owningSimulator { simulator.pasteboard = string } else { UIPasteboard.general.string = string }
    }
}
