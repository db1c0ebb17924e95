import Foundation

/// A text input element of a web page (`<input>`), as the system keyboard sees it: a single-line text
/// object whose traits come from its HTML attributes (HTMLInputTraits). A web view's element has no
/// UITextField delegate and posts no UITextField notifications, so none are logged; the keyboard's
/// notifications are posted as for any first responder. Return submits the form rather than inserting a
/// line break, so it changes no text.
@_spi(Engine)
open class WebInputElement: UIView, UITextInput, TextEditorHost, TextObjectEditing, InputViewsSettable {
    /// The element's HTML attributes.
    public let attributes: [String: String]
    /// The element's text, selection and marked text.
    public let editor: TextEditor

    /// Creates an element with `attributes`; its traits follow them.
    public init(attributes: [String: String], text: String = "", frame: CGRect = CGRect(x: 0, y: 0, width: 280, height: 31)) {
        self.attributes = attributes
        editor = TextEditor(text: text, wrapsLines: false, width: frame.width)
        super.init(frame: frame)
        editor.host = self
        TraitMapping.apply(HTMLInputTraits.traits(forAttributes: attributes), to: self)
    }

    /// Creates an element from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) { nil }

    open override var canBecomeFirstResponder: Bool { true }
    var allowsEditing: Bool { true }

    // MARK: UITextInput (the element's text, in its editor)

    open var hasText: Bool { editor.hasText }
    open func insertText(_ text: String) {
        if text.count == 1, let c = text.first, TextMetrics.isLineBreak(c) { return }
        editor.insertText(text)
    }
    open func deleteBackward() { editor.deleteBackward() }
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { editor.replace(range, withText: text) }
    open var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set { editor.selectedTextRange = newValue }
    }
    open var markedTextRange: UITextRange? { editor.markedTextRange }
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.setMarkedText(markedText, selectedRange: selectedRange) }
    open func unmarkText() { editor.unmarkText() }
    open var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    open var endOfDocument: UITextPosition { editor.endOfDocument }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editor.compare(position, to: other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { editor.offset(from: from, to: toPosition) }
    open weak var inputDelegate: (any UITextInputDelegate)?
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range)
    }
    open func firstRect(for range: UITextRange) -> CGRect { editor.firstRect(for: range) }
    open func caretRect(for position: UITextPosition) -> CGRect { editor.caretRect(for: position) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { editor.closestPosition(to: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: point, within: range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: point) }

    // MARK: No delegate, no notifications

    func editorShouldChangeText(in range: NSRange, replacementText: String) -> Bool { true }
    func editorDidChangeText() {}
    func editorDidChangeTextUnannounced() {}
    func editorDidChangeSelection() {}
    override func didBecomeFirstResponder() { editor.beginEditing() }
    override func didResignFirstResponder() { editor.endEditing() }

    // MARK: Edit actions (the page's own menu: the standard one)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        TextObjectEditActions.canPerform(action, on: self) ?? super.canPerformAction(action, withSender: sender)
    }
    /// The element's undo manager: its steps are its own edits.
    open override var undoManager: UndoManager? { ownUndoManager }
    private lazy var ownUndoManager: UndoManager = TextObjectUndoManager(owner: self)
    open override func cut(_ sender: Any?) { TextObjectEditActions.perform(.cut, on: self) }
    open override func copy(_ sender: Any?) { TextObjectEditActions.perform(.copy, on: self) }
    open override func paste(_ sender: Any?) { TextObjectEditActions.perform(.paste, on: self) }
    open override func select(_ sender: Any?) { TextObjectEditActions.perform(.select, on: self) }
    open override func selectAll(_ sender: Any?) { TextObjectEditActions.perform(.selectAll, on: self) }
    open override func delete(_ sender: Any?) { TextObjectEditActions.perform(.delete, on: self) }

    /// A custom input view (a trace's `inputView`).
    open override var inputView: UIView? { get { storedInputView } set { storedInputView = newValue } }
    private var storedInputView: UIView?
    /// The form accessory (previous, next, Done) or a trace's `inputAccessoryView`.
    open override var inputAccessoryView: UIView? { get { storedAccessoryView } set { storedAccessoryView = newValue } }
    private var storedAccessoryView: UIView?

    // MARK: UITextInputTraits (stored, from the HTML attributes)

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var inlinePredictionType = UITextInlinePredictionType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    open var clearsOnInsertion = false
}
