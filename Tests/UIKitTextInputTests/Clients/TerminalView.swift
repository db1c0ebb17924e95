// A terminal-style view, written the way terminal apps write theirs: it wants keystrokes, not a
// document. It adopts UIKeyInput for characters and backspace, and UITextInput only so that input
// methods (Japanese) can compose into it: marked text is kept apart from the line, the caret always
// sits at the end of the line, and the document-editing members are minimal (replace and selection
// changes are ignored, geometry is one row). Return sends the line; hardware arrow keys walk the
// history through pressesBegan, and Control-C (a key command) cancels the line.
// It is app code: it compiles unchanged against UIKit and against UIKitTextInput.

#if canImport(UIKit)
import UIKit
#else
import Foundation
import UIKitTextInput
#endif

final class TerminalPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset; super.init() }
}

final class TerminalRange: UITextRange {
    let lower: Int
    let upper: Int
    init(_ lower: Int, _ upper: Int) { self.lower = lower; self.upper = upper; super.init() }
    override var start: UITextPosition { TerminalPosition(lower) }
    override var end: UITextPosition { TerminalPosition(upper) }
    override var isEmpty: Bool { lower == upper }
}

final class TerminalView: UIView, UITextInput {
    /// What the line editor holds (committed text of the current line).
    private(set) var line = ""
    /// Text an input method is composing, shown after the line until it is committed.
    private(set) var marked: String?
    /// The lines sent with return, oldest first.
    private(set) var sent: [String] = []
    /// Where the history walk is (nil: at the fresh line).
    private var historyIndex: Int?

    weak var inputDelegate: UITextInputDelegate?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    // A terminal wants the text as typed.
    var autocorrectionType: UITextAutocorrectionType = .no
    var autocapitalizationType: UITextAutocapitalizationType = .none
    var spellCheckingType: UITextSpellCheckingType = .no
    var smartQuotesType: UITextSmartQuotesType = .no
    var keyboardType: UIKeyboardType = .asciiCapable

    override var canBecomeFirstResponder: Bool { true }

    private var document: String { line + (marked ?? "") }
    private var length: Int { document.utf16.count }

    // MARK: UIKeyInput

    var hasText: Bool { !line.isEmpty || marked != nil }

    func insertText(_ text: String) {
        marked = nil
        if text == "\n" {
            sent.append(line)
            line = ""
            historyIndex = nil
            return
        }
        line += text
    }

    func deleteBackward() {
        if marked != nil { marked = nil; return }
        if !line.isEmpty { line.removeLast() }
    }

    // MARK: UITextInput: marked text (what input methods need)

    var markedTextRange: UITextRange? {
        guard let marked else { return nil }
        let start = line.utf16.count
        return TerminalRange(start, start + marked.utf16.count)
    }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        marked = (markedText?.isEmpty ?? true) ? nil : markedText
    }

    func unmarkText() {
        if let marked { line += marked }
        marked = nil
    }

    /// The caret is always at the end; setting a selection is ignored.
    var selectedTextRange: UITextRange? {
        get { TerminalRange(length, length) }
        set {}
    }

    // MARK: UITextInput: the rest, minimal

    func text(in range: UITextRange) -> String? {
        guard let r = range as? TerminalRange, r.lower >= 0, r.upper <= length, r.lower <= r.upper else { return nil }
        let u = Array(document.utf16)[r.lower..<r.upper]
        return String(decoding: u, as: UTF16.self)
    }

    /// A terminal does not edit the middle of its line: ignored.
    func replace(_ range: UITextRange, withText text: String) {}

    var beginningOfDocument: UITextPosition { TerminalPosition(0) }
    var endOfDocument: UITextPosition { TerminalPosition(length) }

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = fromPosition as? TerminalPosition, let b = toPosition as? TerminalPosition else { return nil }
        return TerminalRange(min(a.offset, b.offset), max(a.offset, b.offset))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = position as? TerminalPosition else { return nil }
        let new = p.offset + offset
        return new >= 0 && new <= length ? TerminalPosition(new) : nil
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { nil }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = (position as? TerminalPosition)?.offset ?? 0, b = (other as? TerminalPosition)?.offset ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        ((toPosition as? TerminalPosition)?.offset ?? 0) - ((from as? TerminalPosition)?.offset ?? 0)
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { CGRect(x: 0, y: 0, width: bounds.width, height: 17) }
    func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 0, y: 0, width: 8, height: 17) }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { endOfDocument }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { range.end }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }

    // MARK: Hardware keys

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Cancel Line", input: "c", modifierFlags: .control) { responder in
            (responder as? TerminalView)?.cancelLine()
        }]
    }

    func cancelLine() {
        line = ""
        marked = nil
        historyIndex = nil
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            switch key.keyCode {
            case .keyboardUpArrow:
                guard !sent.isEmpty else { break }
                let i = max(0, (historyIndex ?? sent.count) - 1)
                historyIndex = i
                line = sent[i]
                handled = true
            case .keyboardDownArrow:
                guard let i = historyIndex else { break }
                historyIndex = i + 1 < sent.count ? i + 1 : nil
                line = historyIndex.map { sent[$0] } ?? ""
                handled = true
            default:
                break
            }
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }
}
