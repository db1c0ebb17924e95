import Foundation

/// The link between the keyboard and the first responder while a text object is first responder.
///
/// It routes ``KeyAction``s to the active ``InputMethod`` and makes every call on the client through
/// ``UITextInput`` (or ``UIKeyInput``), reporting each to ``onCall`` for the log. Offsets are UTF-16, obtained
/// only by asking the client (`offset(from:to:)`, `position(from:offset:)`), so clients whose positions
/// carry more than an offset work too. A client answer that breaks the contract (a selection outside
/// the text, a position the client itself says is out of range) is reported to ``onViolation`` and not used.
@MainActor
public final class TextInputSession {
    /// The client: the first responder.
    public let client: any UIKeyInput
    /// The client as a full text-input client, or nil for a key-input-only client (no marked text).
    public let textInput: (any UITextInput)?
    /// The active input method.
    public private(set) var inputMethod: any InputMethod
    /// Told of every call made on the client.
    public var onCall: ((TextInputCall) -> Void)?
    /// Told of every contract violation found in the client's answers.
    public var onViolation: ((String) -> Void)?

    /// Told of every message the client sends the system's input delegate (`textWillChange:` …).
    public var onInputDelegateMessage: ((String) -> Void)?

    private var anchor: Int?
    /// The system's input delegate, set on the client while the session lasts (the client holds it weakly).
    private var systemInputDelegate: SystemInputDelegate?

    /// Starts a session with `client` and an input method. A key-input-only client always gets direct
    /// input: the system offers it no multistage input (TWPG, "Simple Text Input").
    public init(client: any UIKeyInput, inputMethod: any InputMethod = DirectInput()) {
        self.client = client
        self.textInput = client as? any UITextInput
        self.inputMethod = textInput == nil && inputMethod.identifier != "en-US" ? DirectInput() : inputMethod
        if let textInput {
            // UIKit sets the first responder's `inputDelegate` while it is the keyboard's client.
            let delegate = SystemInputDelegate()
            delegate.session = self
            systemInputDelegate = delegate
            textInput.inputDelegate = delegate
        }
    }

    /// Whether the client can take marked text (it adopts ``UITextInput``).
    public var supportsMarkedText: Bool { textInput != nil }

    /// Switches the input method; a composition in progress is committed first.
    public func switchInputMethod(to method: any InputMethod) {
        inputMethod.commitComposition(in: self)
        inputMethod = textInput == nil ? DirectInput(identifier: method.identifier) : method
    }

    /// Ends the session (the client resigns): a composition in progress is committed.
    public func end() {
        inputMethod.commitComposition(in: self)
        detach()
    }

    /// Takes the system's input delegate off the client (the session is over).
    public func detach() {
        if let textInput, textInput.inputDelegate === systemInputDelegate { textInput.inputDelegate = nil }
        systemInputDelegate = nil
    }

    /// The client told the system's input delegate of a change it made on its own: the log hears of it,
    /// and once the text or selection has changed, a composition in progress is forgotten (the marked text
    /// it was editing is gone or no longer where the caret is).
    fileprivate func inputDelegateMessage(_ selector: String, changed: Bool) {
        onInputDelegateMessage?(selector)
        if changed { inputMethod.resetComposition() }
    }

    /// Handles a key action: the input method first, then the system's default.
    public func handle(_ action: KeyAction) {
        if case .moveCaret = action {} else { anchor = nil }
        if inputMethod.handle(action, in: self) { return }
        switch action {
        case .insertText(let text): insertText(text)
        case .deleteBackward: deleteBackward()
        case .return: insertText("\n")
        case .tab: insertText("\t")
        case .deleteForward: deleteForward()
        case .moveCaret(let motion): move(motion)
        case .backTab, .escape, .keyCommand, .japanese, .functionKey: break
        }
    }

    // MARK: Calls on the client (each reported to onCall)

    /// `insertText:`; `cause` names the system feature that authored the text when it is not the
    /// keystroke as typed (a smart quote).
    public func insertText(_ text: String, cause: SystemEditCause? = nil) {
        if cause != nil { anchor = nil }
        onCall?(TextInputCall("insertText:", [("text", .string(text))], cause: cause))
        client.insertText(text)
    }

    /// `deleteBackward`.
    public func deleteBackward() {
        onCall?(TextInputCall("deleteBackward"))
        client.deleteBackward()
    }

    /// `setMarkedText:selectedRange:`; ignored for a key-input-only client. `cause` names the system feature
    /// that set it when it is not a composition (an inline prediction).
    public func setMarkedText(_ text: String, selectedRange: NSRange, cause: SystemEditCause? = nil) {
        guard let textInput else { return }
        onCall?(TextInputCall("setMarkedText:selectedRange:", [("text", .string(text)), ("selectedRange", .range(selectedRange))],
                              cause: cause))
        textInput.setMarkedText(text, selectedRange: selectedRange)
        _ = checkedMarkedRange()
    }

    /// `unmarkText`; `cause` names the system feature that ends the marked text (an inline prediction accepted).
    public func unmarkText(cause: SystemEditCause? = nil) {
        guard let textInput else { return }
        onCall?(TextInputCall("unmarkText", cause: cause))
        textInput.unmarkText()
    }

    /// `replaceRange:withText:` for a UTF-16 range; `cause` names the system feature that authored the
    /// edit (the "." shortcut, smart dashes).
    public func replace(_ range: NSRange, with text: String, cause: SystemEditCause? = nil) {
        guard let textInput, let r = textRange(range) else { return }
        onCall?(TextInputCall("replaceRange:withText:", [("range", .range(range)), ("text", .string(text))], cause: cause))
        textInput.replace(r, withText: text)
    }

    /// `setSelectedTextRange:` for a UTF-16 range.
    public func setSelectedRange(_ range: NSRange) {
        guard let textInput, let r = textRange(range) else { return }
        onCall?(TextInputCall("setSelectedTextRange:", [("range", .range(range))]))
        textInput.selectedTextRange = r
    }

    // MARK: Questions (not logged)

    /// The document's length in UTF-16 units, or nil for a key-input-only client.
    public var documentLength: Int? {
        guard let t = textInput else { return nil }
        return t.offset(from: t.beginningOfDocument, to: t.endOfDocument)
    }

    /// The selection as a UTF-16 range, checked against the document.
    public var selectedRange: NSRange? {
        guard let t = textInput, let r = t.selectedTextRange else { return nil }
        return checked(r, what: "selectedTextRange")
    }

    /// The marked text as a UTF-16 range, checked against the document.
    public var markedRange: NSRange? { checkedMarkedRange() }

    /// The client's text in a UTF-16 range.
    public func text(in range: NSRange) -> String? {
        guard let t = textInput, let r = textRange(range) else { return nil }
        return t.text(in: r)
    }

    // MARK: Internals

    private func checkedMarkedRange() -> NSRange? {
        guard let t = textInput, let r = t.markedTextRange else { return nil }
        return checked(r, what: "markedTextRange")
    }

    private func offset(_ p: UITextPosition) -> Int? {
        guard let t = textInput else { return nil }
        return t.offset(from: t.beginningOfDocument, to: p)
    }

    private func checked(_ range: UITextRange, what: String) -> NSRange? {
        guard let t = textInput, let length = documentLength else { return nil }
        let outside = t.compare(range.start, to: t.beginningOfDocument) == .orderedAscending
            || t.compare(range.end, to: t.endOfDocument) == .orderedDescending
            || t.compare(range.start, to: range.end) == .orderedDescending
        guard !outside, let a = offset(range.start), let b = offset(range.end), a >= 0, b >= a, b <= length else {
            onViolation?("\(what) \(range) lies outside the document of \(length) UTF-16 units")
            return nil
        }
        return NSRange(location: a, length: b - a)
    }

    private func textRange(_ range: NSRange) -> UITextRange? {
        guard let t = textInput,
              let a = t.position(from: t.beginningOfDocument, offset: range.location),
              let b = t.position(from: a, offset: range.length) else { return nil }
        return t.textRange(from: a, to: b)
    }

    private func deleteForward() {
        guard let t = textInput, let sel = selectedRange else { return }
        if sel.length == 0 {
            guard let p = t.position(from: t.beginningOfDocument, offset: sel.location),
                  let next = t.position(from: p, in: .right, offset: 1), let n = offset(next) else { return }
            setSelectedRange(NSRange(location: sel.location, length: n - sel.location))
        }
        deleteBackward()
    }

    /// Option-arrow: to the next word boundary in `direction` that has a word between it and `p` — the
    /// start of the previous word going left, the end of the next word going right — so runs of spaces and
    /// punctuation are crossed in the same press, as on Apple keyboards.
    private func wordMove(from p: UITextPosition, direction: UITextLayoutDirection, in t: any UITextInput) -> UITextPosition {
        var current = p
        for _ in 0..<64 {
            guard let next = t.tokenizer.position(from: current, toBoundary: .word, inDirection: .layout(direction)),
                  t.compare(next, to: current) != .orderedSame else { return current }
            let crossed = t.textRange(from: current, to: next).flatMap { t.text(in: $0) } ?? ""
            current = next
            if crossed.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
                return current
            }
        }
        return current
    }

    /// Moves the caret or extends the selection as an arrow key asks (seed 000, "Tokenizers": Option-arrow
    /// moves by word through the tokenizer).
    private func move(_ motion: CaretMotion) {
        guard let t = textInput, let sel = selectedRange else { return }
        let forward = motion.direction == .right || motion.direction == .down
        let anchorOffset = anchor ?? (forward ? sel.location : sel.location + sel.length)
        let moving = motion.extendsSelection
            ? (anchor == nil ? (forward ? sel.location + sel.length : sel.location)
                             : (sel.location == anchorOffset ? sel.location + sel.length : sel.location))
            : (forward ? sel.location + sel.length : sel.location)
        var target = moving
        if !motion.extendsSelection && sel.length > 0 && motion.unit == .character {
            target = forward ? sel.location + sel.length : sel.location  // collapse the selection
        } else if let p = t.position(from: t.beginningOfDocument, offset: moving) {
            let dest: UITextPosition?
            switch motion.unit {
            case .character, .line:
                dest = t.position(from: p, in: motion.direction, offset: 1) ?? p
            case .documentBoundary:
                dest = forward ? t.endOfDocument : t.beginningOfDocument
            case .word:
                dest = wordMove(from: p, direction: motion.direction, in: t)
            case .lineBoundary, .paragraphBoundary:
                let granularity = motion.unit.tokenizerGranularity ?? .line
                dest = t.tokenizer.position(from: p, toBoundary: granularity, inDirection: .layout(motion.direction)) ?? p
            }
            target = dest.flatMap(offset) ?? moving
        }
        if motion.extendsSelection {
            anchor = anchorOffset
            setSelectedRange(NSRange(location: min(anchorOffset, target), length: abs(target - anchorOffset)))
        } else {
            anchor = nil
            setSelectedRange(NSRange(location: target, length: 0))
        }
    }
}

/// The system's ``UITextInputDelegate`` on the session's client.
private final class SystemInputDelegate: UITextInputDelegate {
    weak var session: TextInputSession?

    func selectionWillChange(_ textInput: (any UITextInput)?) { session?.inputDelegateMessage("selectionWillChange:", changed: false) }
    func selectionDidChange(_ textInput: (any UITextInput)?) { session?.inputDelegateMessage("selectionDidChange:", changed: true) }
    func textWillChange(_ textInput: (any UITextInput)?) { session?.inputDelegateMessage("textWillChange:", changed: false) }
    func textDidChange(_ textInput: (any UITextInput)?) { session?.inputDelegateMessage("textDidChange:", changed: true) }
}
