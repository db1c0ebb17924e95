import Foundation

/// What a text object that keeps its text in a ``TextEditor`` gives it: the object's delegate questions
/// and notifications, its input delegate and traits (``UITextField``, ``UITextView``, a web form field).
@MainActor
protocol TextEditorHost: UIResponder, UITextInput {
    /// The object's text.
    var editor: TextEditor { get }
    /// Asked before every change to the text with the range and its replacement (the delegate's
    /// `shouldChangeCharactersInRange:` point); returning false refuses the change.
    func editorShouldChangeText(in range: NSRange, replacementText: String) -> Bool
    /// Told after every change to the text.
    func editorDidChangeText()
    /// Told after a change made without its "did change" message (``TextEditor/changeIsUnannounced``).
    func editorDidChangeTextUnannounced()
    /// Told after every change of the selection.
    func editorDidChangeSelection()
    /// Whether inserting text replaces the whole text (`clearsOnInsertion`).
    var clearsOnInsertion: Bool { get set }
}

/// The `UITextInput` answers of a text object that keeps its text in a ``TextEditor``, for a final class
/// whose answers no subclass overrides (a web form field). ``UITextField`` and ``UITextView`` declare
/// their own, `open`, so that a subclass's overrides are what the system calls.
extension TextEditorHost {
    var hasText: Bool { editor.hasText }
    func deleteBackward() { editor.deleteBackward() }
    func text(in range: UITextRange) -> String? { editor.text(in: range) }
    func replace(_ range: UITextRange, withText text: String) { editor.replace(range, withText: text) }
    var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set { editor.selectedTextRange = newValue }
    }
    var markedTextRange: UITextRange? { editor.markedTextRange }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.setMarkedText(markedText, selectedRange: selectedRange) }
    func unmarkText() { editor.unmarkText() }
    var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    var endOfDocument: UITextPosition { editor.endOfDocument }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editor.compare(position, to: other) }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { editor.offset(from: from, to: toPosition) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range)
    }
    func firstRect(for range: UITextRange) -> CGRect { editor.firstRect(for: range) }
    func caretRect(for position: UITextPosition) -> CGRect { editor.caretRect(for: position) }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range) }
    func closestPosition(to point: CGPoint) -> UITextPosition? { editor.closestPosition(to: point) }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: point, within: range)
    }
    func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: point) }
}

/// The text of a text object (``UITextField``, ``UITextView``): text on a rope, selection and marked text
/// kept as the Text and Web Programming Guide's listings 5-5 to 5-11 keep them, undo, and geometry from a
/// deterministic ``TextLayout``. It is a part of its text object, as a text view's text storage is, and no
/// responder: the text object answers `UITextInput` from it.
///
/// Every answer about a position or range that is not in the text is nil, empty or a no-op, never a trap.
/// Changes the system asks for (through `UITextInput`) are not reported to the object's input delegate;
/// changes the object makes on its own (``text``, ``userSelect(_:)``, ``userReplace(_:with:)``) are, with
/// will/did messages around them (TWPG, "Informing the Text Input Delegate of Changes").
@_spi(Engine) @MainActor
public final class TextEditor {
    /// The text object this editor belongs to (it owns the editor, so it outlives it).
    unowned(unsafe) var host: (any TextEditorHost)?
    /// Whether lines wrap to ``width`` (text views) or not (text fields).
    public let wrapsLines: Bool
    /// The width lines wrap to.
    public var width: CGFloat { didSet { layout.wrapWidth = wrapsLines ? width : nil } }
    /// The text storage (a rope addressed in UTF-16 offsets).
    @exclusivity(unchecked) public private(set) var storage: TextStorage  // read on every tokenizer question
    /// The selection as a UTF-16 range; an empty range is the caret.
    public private(set) var selectedRange: NSRange
    /// The marked text as a UTF-16 range, or nil when there is none.
    public private(set) var markedRange: NSRange?
    /// The layout of the text.
    public let layout: TextLayout
    /// The base writing direction of the text (one for the whole text in this model).
    public private(set) var writingDirection: NSWritingDirection = .natural

    private var undo = UndoHistory()

    /// Whether the text object is first responder and editing.
    public private(set) var isEditing = false

    /// Creates an editor holding `text` with the caret at its end, as UIKit's text objects place it.
    public init(text: String = "", wrapsLines: Bool, width: CGFloat) {
        self.wrapsLines = wrapsLines
        self.width = width
        let clean = Self.sanitize(text, singleLine: !wrapsLines)
        self.storage = TextStorage(clean)
        self.selectedRange = NSRange(location: storage.utf16Count, length: 0)
        self.layout = TextLayout(metrics: .standard, wrapWidth: wrapsLines ? width : nil)
    }

    /// The input delegate of the text object.
    private var inputDelegate: (any UITextInputDelegate)? { host?.inputDelegate }

    /// The text object began editing (it became first responder).
    func beginEditing() {
        isEditing = true
        undo.breakTyping()
    }

    /// Editing ends: marked text is committed as it stands (kept as ordinary text).
    func endEditing() {
        isEditing = false
        markedRange = nil
        undo.breakTyping()
    }

    /// The traits of the text object.
    var textInputTraits: TextInputTraits { host?.textInputTraits ?? TextInputTraits() }

    /// Whether inserting text replaces the whole text (the text object's `clearsOnInsertion`).
    var clearsOnInsertion: Bool {
        get { host?.clearsOnInsertion ?? false }
        set { host?.clearsOnInsertion = newValue }
    }

    // MARK: Text

    /// The whole text. Setting it is a change the client makes on its own: the input delegate is told,
    /// marked text is dropped and the caret moves to the end (as `UITextView.text =` does).
    public var text: String {
        get { storage.string }
        set {
            let clean = Self.sanitize(newValue, singleLine: !wrapsLines)
            inputDelegate?.selectionWillChange(host)
            inputDelegate?.textWillChange(host)
            storage.replace(NSRange(location: 0, length: storage.utf16Count), with: clean)  // keeps contentVersion moving
            layout.invalidateAll()
            undo.removeAll()  // a programmatic change ends the undo history (checked in docs/Fidelity.md)
            markedRange = nil
            selectedRange = NSRange(location: storage.utf16Count, length: 0)
            inputDelegate?.textDidChange(host)
            inputDelegate?.selectionDidChange(host)
        }
    }

    /// The number of UTF-16 code units in the text.
    public var length: Int { storage.utf16Count }

    /// A number that changes whenever the text changes.
    public var contentVersion: Int { storage.version }

    // MARK: Hooks for subclasses and delegates

    /// Whether a `should…` question about an edit is being asked now (the delegate is answering it).
    private var askingAboutEdit = false

    /// Asks ``shouldChangeText(in:replacementText:)`` about an edit, unless the edit is the delegate's own,
    /// made while it answers that question (an input-mask delegate that sets `text` or calls
    /// `replace(_:withText:)` inside `textField(_:shouldChangeCharactersIn:replacementString:)`): UIKit does
    /// not ask a delegate about its own edits, so such an edit is made without asking, and the question
    /// is never asked again from inside its own answer.
    private func mayChange(_ range: NSRange, _ replacement: String) -> Bool {
        if askingAboutEdit { return true }
        askingAboutEdit = true
        defer { askingAboutEdit = false }
        return host?.editorShouldChangeText(in: range, replacementText: replacement) ?? true
    }

    /// Prepares text for storage: a text field holds a single line, so its line breaks become spaces.
    public static func sanitize(_ text: String, singleLine: Bool) -> String {
        guard singleLine else { return text }
        return String(text.map { TextMetrics.isLineBreak($0) ? " " : $0 })
    }

    // MARK: Clearing on the next keystroke

    /// Whether the next insertion or deletion replaces the whole text: a secure text field's first keystroke
    /// after it becomes first responder, or after secure entry is turned on while it edits, clears what it
    /// held (openradar 25690848; ReactiveCocoa#779: "clears the entire field on the first keypress (not
    /// just delete) after gaining focus"). One keystroke uses it up, whatever the delegate answers.
    public var clearsTextOnNextKeystroke = false

    // MARK: UIKeyInput

    public var hasText: Bool { storage.utf16Count > 0 }

    /// Inserts text, replacing the marked text, else the selection, else at the caret (TWPG listing 5-5);
    /// the whole text when the next keystroke clears it (``clearsTextOnNextKeystroke``,
    /// ``clearsOnInsertion``).
    public func insertText(_ text: String) {
        editDepth += 1
        defer { editDepth -= 1 }
        let t = Self.sanitize(text, singleLine: !wrapsLines)
        let clears = (clearsTextOnNextKeystroke || clearsOnInsertion) && storage.utf16Count > 0
        clearsTextOnNextKeystroke = false
        let target = clears ? NSRange(location: 0, length: storage.utf16Count) : markedRange ?? selectedRange
        guard mayChange(target, t),
              let placed = mutate(target, with: t) else { return }
        markedRange = nil
        if clears, clearsOnInsertion { clearsOnInsertion = false }
        setSelection(NSRange(location: placed.location + placed.length, length: 0))
        host?.editorDidChangeText()
    }

    /// Deletes the marked text, else the selection, else the composed character before the caret
    /// (never half a surrogate pair or a combining sequence); does nothing at the start of the text.
    public func deleteBackward() {
        editDepth += 1
        defer { editDepth -= 1 }
        var target: NSRange
        var aligned = false
        let clears = clearsTextOnNextKeystroke && storage.utf16Count > 0
        clearsTextOnNextKeystroke = false
        if clears {
            target = NSRange(location: 0, length: storage.utf16Count)
        } else if let marked = markedRange {
            target = marked
        } else if selectedRange.length > 0 {
            target = selectedRange
        } else {
            guard let before = storage.offset(beforeCharacterAt: selectedRange.location) else { return }
            target = NSRange(location: before, length: selectedRange.location - before)
            // A caret between the halves of a surrogate pair (selectedTextRange takes any offset) deletes the
            // whole pair: the range is then widened out of it (mutate), never leaving half a pair behind.
            aligned = !UTF16.isTrailSurrogate(storage.utf16Unit(at: selectedRange.location) ?? 0)
        }
        let version = storage.version
        guard mayChange(target, ""), let placed = mutate(target, with: "", aligned: aligned && storage.version == version) else {
            return
        }
        markedRange = nil
        setSelection(NSRange(location: placed.location, length: 0))
        host?.editorDidChangeText()
    }

    // MARK: Replacing and returning text

    public func text(in range: UITextRange) -> String? {
        guard let r = nsRange(range) else { return nil }
        return storage.substring(r)
    }

    /// Replaces the text in `range`; the selection and marked range follow the text around the edit
    /// (TWPG listing 5-6, with the overlapping cases it leaves out: an end inside the replaced range moves
    /// to the end of the new text, an end after it shifts by the change in length).
    public func replace(_ range: UITextRange, withText text: String) {
        editDepth += 1
        defer { editDepth -= 1 }
        guard let asked = nsRange(range), let r = storage.scalarAligned(asked) else { return }
        let t = Self.sanitize(text, singleLine: !wrapsLines)
        guard mayChange(r, t) else { return }
        let oldMarked = markedRange, oldSelection = selectedRange
        guard let placed = mutate(r, with: t) else { return }
        let replaced = r
        func map(_ p: Int) -> Int { Self.map(p, replacing: replaced, withLength: placed.length) }
        if let m = oldMarked {
            let start = map(m.location), end = map(m.location + m.length)
            markedRange = end > start ? NSRange(location: start, length: end - start) : nil
        }
        let s = map(oldSelection.location), e = map(oldSelection.location + oldSelection.length)
        setSelection(NSRange(location: s, length: max(0, e - s)))
        if changeIsUnannounced { changeIsUnannounced = false; host?.editorDidChangeTextUnannounced() } else { host?.editorDidChangeText() }
    }

    /// How many edits are running (an edit's delegate may edit inside it): a selection change inside an edit
    /// is part of it, and the text's "did change" follows.
    public private(set) var editDepth = 0

    /// Set by the keyboard for its next `replace(_:withText:)`: the change is made without the "did change"
    /// message (`textViewDidChange:`, the change notification), as a correction accepted when editing ends
    /// is (system-edits.md F1.5).
    public var changeIsUnannounced = false

    /// Where position `p` goes when `range` is replaced by `length` units.
    static func map(_ p: Int, replacing range: NSRange, withLength length: Int) -> Int {
        let end = range.location + range.length
        if p >= end && !(p == range.location && range.length > 0) {
            return p + length - range.length
        }
        if p <= range.location { return p }
        return range.location + length
    }

    // MARK: Selection and marked text

    public var selectedTextRange: UITextRange? {
        get { IndexedRange(selectedRange) }
        set {
            guard let newValue, let r = nsRange(newValue) else { return }
            setSelection(r)
        }
    }

    public var markedTextRange: UITextRange? {
        markedRange.map { IndexedRange($0) }
    }

    /// Sets marked text in place of the current marked text, else the selection, else at the caret, and
    /// sets the selection to `selectedRange` relative to the marked text (TWPG listing 5-8). Empty or nil
    /// marked text removes the marked range. A selected range outside the marked text is clamped into it.
    public func setMarkedText(_ markedText: String?, selectedRange relative: NSRange) {
        editDepth += 1
        defer { editDepth -= 1 }
        let t = Self.sanitize(markedText ?? "", singleLine: !wrapsLines)
        let target = markedRange ?? selectedRange
        guard mayChange(target, t), let placed = mutate(target, with: t) else {
            return
        }
        markedRange = placed.length > 0 ? placed : nil
        let loc = relative.location == NSNotFound ? placed.length : relative.location
        let start = min(max(0, loc), placed.length)
        let len = min(max(0, relative.length), placed.length - start)
        setSelection(NSRange(location: placed.location + start, length: len))
        host?.editorDidChangeText()
    }

    /// Ends marked text: it stays as ordinary text; the selection is unchanged.
    public func unmarkText() {
        markedRange = nil
    }

    // MARK: Changes the client makes on its own

    /// A selection the user makes (a tap or a drag): clamped to the text, commits any marked text, and
    /// tells the input delegate before and after.
    public func userSelect(_ range: NSRange) {
        let loc = min(max(0, range.location == NSNotFound ? 0 : range.location), length)
        let r = NSRange(location: loc, length: min(max(0, range.length), length - loc))
        undo.breakTyping()
        inputDelegate?.selectionWillChange(host)
        markedRange = nil
        setSelection(r)
        inputDelegate?.selectionDidChange(host)
    }

    /// A replacement the client makes on its own (an undo, a paste from its own menu, a programmatic
    /// edit): tells the input delegate before and after. Returns false when the range is not in the text.
    @discardableResult
    public func userReplace(_ range: NSRange, with text: String) -> Bool {
        guard storage.contains(range) else { return false }
        inputDelegate?.selectionWillChange(host)
        inputDelegate?.textWillChange(host)
        markedRange = nil
        replace(IndexedRange(range), withText: text)
        inputDelegate?.textDidChange(host)
        inputDelegate?.selectionDidChange(host)
        return true
    }

    /// An edit the view makes itself in answer to the user (the edit menu's Paste and Cut, the clear
    /// button): the delegate is asked first when `asksDelegate` is set (`shouldChangeCharactersInRange:`
    /// with the pasted string, or an empty string for a cut), the input delegate is told before and after,
    /// the change is one undo step named `action`, and the caret ends after the new text. Returns whether
    /// the text changed.
    @discardableResult
    public func performUserEdit(_ range: NSRange, with text: String, action: UndoAction, asksDelegate: Bool = true) -> Bool {
        editDepth += 1
        defer { editDepth -= 1 }
        guard let r = storage.scalarAligned(range) else { return false }
        let t = Self.sanitize(text, singleLine: !wrapsLines)
        if asksDelegate { guard mayChange(r, t) else { return false } }
        inputDelegate?.selectionWillChange(host)
        inputDelegate?.textWillChange(host)
        markedRange = nil
        undo.begin(action)
        let placed = mutate(r, with: t)
        undo.breakTyping()
        if let placed { setSelection(NSRange(location: placed.location + placed.length, length: 0)) }
        if placed != nil { host?.editorDidChangeText() }
        inputDelegate?.textDidChange(host)
        inputDelegate?.selectionDidChange(host)
        return placed != nil
    }

    // MARK: Edit menu

    /// The text of the selection (what Copy puts on the pasteboard), or nil for an empty selection.
    public var selectedText: String? {
        selectedRange.length > 0 ? storage.substring(selectedRange) : nil
    }

    /// The edit menu's Select All (`selectAll:`): the whole text becomes the selection, a change the user
    /// makes (the input delegate is told; the delegate's did-change-selection message follows).
    public func selectAll() {
        userSelect(NSRange(location: 0, length: length))
    }

    /// The edit menu's Paste (`paste:`): `string` replaces the marked text or the selection, asked of the
    /// delegate first. Returns whether the text changed.
    @discardableResult
    public func paste(_ string: String) -> Bool {
        let range = markedRange ?? selectedRange
        // Smart insert: a word pasted against the next word gets a space after it.
        let spaced = smartInsertDelete && Self.isWordCharacter(string.last)
            && Self.isWordCharacter(storage.character(at: range.location + range.length)) ? string + " " : string
        return performUserEdit(range, with: spaced, action: .paste)
    }

    /// Whether smart insert and delete act here (Apple's `smartInsertDeleteType`: "whether UIKit may insert
    /// an extra space after a paste operation or delete one or two spaces after a cut or delete
    /// operation"; `.default` "disables the behavior for email address and password keyboards"): only in a
    /// simulation of iOS 11 or later.
    var smartInsertDelete: Bool {
        guard host?.simulationWindow?.eventSink?.smartInsertDeleteExists() ?? false else { return false }
        let traits = textInputTraits
        switch traits.smartInsertDeleteType {
        case .no: return false
        case .yes: return true
        case .default, .unknownValue:
            let password = traits.textContentType == "password" || traits.textContentType == "new-password"
            return traits.keyboardType != .emailAddress && !traits.isSecureTextEntry && !password
        }
    }

    /// The range a cut or delete of `range` removes with smart delete: one more space where it would leave
    /// two side by side (the one after), or a space before punctuation or the end of the text (the one before).
    func smartDeleteRange(_ range: NSRange) -> NSRange {
        guard smartInsertDelete, range.length > 0 else { return range }
        let before = storage.character(at: range.location - 1), after = storage.character(at: range.location + range.length)
        if before == " ", after == " " { return NSRange(location: range.location, length: range.length + 1) }
        if before == " ", after == nil || after.map({ ".,;:!?".contains($0) }) == true {
            return NSRange(location: range.location - 1, length: range.length + 1)
        }
        return range
    }

    /// Whether `c` belongs to a word (a letter or a digit).
    static func isWordCharacter(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber } ?? false }

    /// The edit menu's Cut (`cut:`): the selection is removed, asked of the delegate first with an empty
    /// replacement. Returns the text cut, or nil when nothing was (an empty selection or a refusal).
    @discardableResult
    public func cut() -> String? {
        guard let cut = selectedText, performUserEdit(smartDeleteRange(selectedRange), with: "", action: .cut) else { return nil }
        return cut
    }

    // MARK: Undo

    /// Forgets every undo step (an app's `undoManager.removeAllActions()`); the text is unchanged.
    public func removeUndoHistory() {
        undo.removeAll()
    }

    /// Whether there is a change to undo.
    public var canUndo: Bool { undo.canUndo }
    /// Whether there is an undone change to redo.
    public var canRedo: Bool { undo.canRedo }
    /// The kind of change Undo would undo (`typing`, `paste` …), or nil when there is none.
    public var undoActionName: UndoAction? { undo.nextUndo }

    /// Undoes the last change the user made (a run of typing is one change, as UIKit's "Undo Typing"): the
    /// text and the selection go back to what they were before it. The change is one the client makes on
    /// its own, so the input delegate is told; the delegate is not asked. Returns whether anything was undone.
    @discardableResult
    public func undoLastChange() -> Bool {
        guard let group = undo.popUndo() else { return false }
        undo.pushRedo(apply(group))
        return true
    }

    /// Redoes the change last undone. Returns whether anything was redone.
    @discardableResult
    public func redoLastChange() -> Bool {
        guard let group = undo.popRedo() else { return false }
        undo.pushUndo(apply(group))
        return true
    }

    /// Applies an undo group's inverse edits, last first, and returns the group that reverts them.
    private func apply(_ group: UndoGroup) -> UndoGroup {
        editDepth += 1
        defer { editDepth -= 1 }
        inputDelegate?.selectionWillChange(host)
        inputDelegate?.textWillChange(host)
        markedRange = nil
        let selectionNow = selectedRange
        var inverse: [UndoEdit] = []
        undo.isApplying = true
        for edit in group.edits.reversed() {
            let range = NSRange(location: edit.location, length: edit.inserted)
            guard let current = storage.substring(range) else { continue }
            layout.invalidate(from: edit.location)
            guard let placed = storage.replace(range, with: edit.removed) else { continue }
            inverse.append(UndoEdit(location: placed.location, removed: current, inserted: placed.length))
        }
        undo.isApplying = false
        setSelection(group.selection)
        host?.editorDidChangeText()
        inputDelegate?.textDidChange(host)
        inputDelegate?.selectionDidChange(host)
        return UndoGroup(action: group.action, edits: inverse, selection: selectionNow)
    }

    // MARK: Document bounds and arithmetic

    public var beginningOfDocument: UITextPosition { IndexedPosition(0) }
    public var endOfDocument: UITextPosition { IndexedPosition(storage.utf16Count) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = index(fromPosition), let b = index(toPosition) else { return nil }
        return IndexedRange(location: min(a, b), length: abs(b - a))
    }

    /// The position `offset` UTF-16 units away (TWPG listing 5-9): nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = index(position) else { return nil }
        let (target, overflow) = p.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= storage.utf16Count else { return nil }
        return IndexedPosition(target)
    }

    /// Left and right move by composed characters; up and down move by visual lines keeping the x
    /// position. Nil when the move leaves the text.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard var p = index(position) else { return nil }
        if offset == 0 { return IndexedPosition(p) }
        let steps = abs(offset)
        let reversed = offset < 0
        switch (direction, reversed) {
        case (.right, false), (.left, true):
            for _ in 0..<steps { guard let n = storage.offset(afterCharacterAt: p) else { return nil }; p = n }
        case (.left, false), (.right, true):
            for _ in 0..<steps { guard let n = storage.offset(beforeCharacterAt: p) else { return nil }; p = n }
        case (.down, false), (.up, true):
            return verticalMove(from: p, lines: steps)
        case (.up, false), (.down, true):
            return verticalMove(from: p, lines: -steps)
        case (.unknownValue, _):
            return nil
        }
        return IndexedPosition(p)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = (position as? IndexedPosition)?.index ?? 0
        let b = (other as? IndexedPosition)?.index ?? 0
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    public func offset(from: UITextPosition, to: UITextPosition) -> Int {
        guard let a = index(from), let b = index(to) else { return 0 }
        return b - a
    }

    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let r = nsRange(range) else { return nil }
        switch direction {
        case .left, .up: return IndexedPosition(r.location)
        case .right, .down: return IndexedPosition(r.location + r.length)
        case .unknownValue: return nil
        }
    }

    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let p = index(position),
              let q = self.position(from: position, in: direction, offset: 1).flatMap(index) else { return nil }
        return IndexedRange(location: min(p, q), length: abs(q - p))
    }

    // MARK: Writing direction

    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        writingDirection
    }

    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        guard nsRange(range) != nil else { return }
        self.writingDirection = writingDirection
    }

    // MARK: Geometry

    /// The rectangle around the part of `range` on the line where it starts; a zero-width rectangle at
    /// the position for an empty range; `CGRect.null` for a range outside the text.
    public func firstRect(for range: UITextRange) -> CGRect {
        guard let r = nsRange(range) else { return .null }
        let m = layout.metrics
        let k = layout.lineIndex(for: r.location, in: storage)
        guard let line = layout.line(at: k, in: storage) else { return .null }
        let x0 = layout.x(of: r.location, in: line, storage: storage)
        let x1 = layout.x(of: min(r.location + r.length, line.end), in: line, storage: storage)
        return CGRect(x: x0, y: CGFloat(k) * m.lineHeight, width: max(0, x1 - x0), height: m.lineHeight)
    }

    /// The caret at `position`: ``TextMetrics/caretWidth`` wide and a line tall; `CGRect.null` outside.
    public func caretRect(for position: UITextPosition) -> CGRect {
        guard let p = index(position) else { return .null }
        let m = layout.metrics
        let k = layout.lineIndex(for: p, in: storage)
        guard let line = layout.line(at: k, in: storage) else { return .null }
        let x = layout.x(of: p, in: line, storage: storage)
        return CGRect(x: x, y: CGFloat(k) * m.lineHeight, width: m.caretWidth, height: m.lineHeight)
    }

    /// One rectangle for each line `range` covers; empty for an empty or invalid range.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = nsRange(range), r.length > 0 else { return [] }
        let m = layout.metrics
        let end = r.location + r.length
        var k = layout.lineIndex(for: r.location, in: storage)
        var rects: [UITextSelectionRect] = []
        while let line = layout.line(at: k, in: storage), line.start < end || (k == 0 && line.start == end) {
            let a = max(r.location, line.start), b = min(end, line.end)
            let x0 = layout.x(of: a, in: line, storage: storage)
            var x1 = layout.x(of: b, in: line, storage: storage)
            if end > line.end && line.breakLength > 0 { x1 += m.narrowAdvance }  // the selected line break
            rects.append(StoredSelectionRect(
                rect: CGRect(x: x0, y: CGFloat(k) * m.lineHeight, width: max(0, x1 - x0), height: m.lineHeight),
                writingDirection: writingDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                containsStart: rects.isEmpty, containsEnd: end <= line.next))
            if end <= line.next { break }
            k += 1
        }
        return rects
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedPosition(closestOffset(to: point))
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = nsRange(range) else { return nil }
        let p = closestOffset(to: point)
        return IndexedPosition(min(max(p, r.location), r.location + r.length))
    }

    /// The range of the character whose box holds `point`, or nil where there is no character.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let m = layout.metrics
        guard point.y >= 0, point.x >= 0 else { return nil }
        let k = Int(floor(point.y / m.lineHeight))
        guard let line = layout.line(at: k, in: storage) else { return nil }
        for c in layout.characters(of: line, in: storage) where point.x >= c.minX && point.x < c.maxX {
            return IndexedRange(location: c.offset, length: c.length)
        }
        return nil
    }

    // MARK: Collaborators

    /// The tokenizers reading this text; told when it goes away (see ``TokenizerRegistry``).
    let tokenizerRegistry = TokenizerRegistry()

    // MARK: Conversions

    /// The UTF-16 offset of a position of this client, or nil when it is not one or is outside the text.
    public func index(_ position: UITextPosition) -> Int? {
        guard let p = position as? IndexedPosition, p.index >= 0, p.index <= storage.utf16Count else { return nil }
        return p.index
    }

    /// The UTF-16 range of a range of this client, or nil when it is not one or is outside the text.
    public func nsRange(_ range: UITextRange) -> NSRange? {
        if let r = range as? IndexedRange {
            return storage.contains(r.range) ? r.range : nil
        }
        guard let a = index(range.start), let b = index(range.end), a <= b else { return nil }
        return NSRange(location: a, length: b - a)
    }

    // MARK: Internals

    /// Replaces text and returns where the replacement landed (the range may widen to keep surrogate
    /// pairs whole), or nil when the range is not in the text.
    private func mutate(_ range: NSRange, with text: String, aligned: Bool = false) -> NSRange? {
        guard storage.contains(range), let replaced = aligned ? range : storage.scalarAligned(range) else { return nil }
        let removed = storage.substring(replaced) ?? ""
        layout.invalidate(from: range.location)
        guard let placed = aligned ? storage.replace(characterAligned: range, with: text) : storage.replace(range, with: text) else {
            return nil
        }
        undo.record(UndoEdit(location: placed.location, removed: removed, inserted: placed.length), selection: selectedRange)
        return placed
    }

    private func setSelection(_ range: NSRange) {
        let loc = min(max(0, range.location), length)
        let new = NSRange(location: loc, length: min(max(0, range.length), length - loc))
        guard new != selectedRange else { return }
        selectedRange = new
        if clearsOnInsertion { clearsOnInsertion = false }
        host?.editorDidChangeSelection()
    }

    private func verticalMove(from p: Int, lines delta: Int) -> UITextPosition? {
        let m = layout.metrics
        let k = layout.lineIndex(for: p, in: storage)
        let target = k + delta
        guard target >= 0, let line = layout.line(at: k, in: storage),
              layout.line(at: target, in: storage) != nil else { return nil }
        let x = layout.x(of: p, in: line, storage: storage)
        return IndexedPosition(closestOffset(to: CGPoint(x: x, y: (CGFloat(target) + 0.5) * m.lineHeight)))
    }

    private func closestOffset(to point: CGPoint) -> Int {
        let m = layout.metrics
        var k = max(0, Int(floor(point.y / m.lineHeight)))
        if layout.line(at: k, in: storage) == nil { k = max(0, layout.lineCount(in: storage) - 1) }
        guard let line = layout.line(at: k, in: storage) else { return 0 }
        if point.x <= 0 { return line.start }
        for c in layout.characters(of: line, in: storage) where point.x < c.maxX {
            return point.x < (c.minX + c.maxX) / 2 ? c.offset : c.offset + c.length
        }
        return line.end
    }
}
