import Foundation

/// A text input element of a web page (`<input>`), as the system keyboard sees it: a single-line text
/// object whose traits come from its HTML attributes (HTMLInputTraits). A web view's element has no
/// UITextField delegate and posts no UITextField notifications, so none are logged; the keyboard's
/// notifications are posted as for any first responder. Return submits the form rather than inserting a
/// line break, so it changes no text.
final class WebInputElement: UIView, UITextInput, TextEditorHost, TextObjectEditing, InputViewsSettable {
    /// The element's HTML attributes.
    let attributes: [String: String]
    /// The element's text, selection and marked text.
    let editor: TextEditor

    /// Creates an element with `attributes`; its traits follow them.
    init(attributes: [String: String], text: String = "", frame: CGRect = CGRect(x: 0, y: 0, width: 280, height: 31)) {
        self.attributes = attributes
        editor = TextEditor(text: text, wrapsLines: false, width: frame.width)
        super.init(frame: frame)
        editor.host = self
        TraitMapping.apply(HTMLInputTraits.traits(forAttributes: attributes), to: self)
    }

    /// Creates an element from an archive; this module reads none (nil).
    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }
    var allowsEditing: Bool { true }

    // MARK: UITextInput (the element's text, in its editor: the `TextEditorHost` defaults)

    func insertText(_ text: String) {
        if text.count == 1, let c = text.first, TextMetrics.isLineBreak(c) { return }
        editor.insertText(text)
    }
    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    var markedTextStyle: [NSAttributedString.Key: Any]?

    // MARK: No delegate, no notifications

    func editorShouldChangeText(in range: NSRange, replacementText: String) -> Bool { true }
    func editorDidChangeText() {}
    func editorDidChangeTextUnannounced() {}
    func editorDidChangeSelection() {}
    override func didBecomeFirstResponder() { editor.beginEditing() }
    override func didResignFirstResponder() { editor.endEditing() }

    // MARK: Edit actions (the page's own menu: the standard one)

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        TextObjectEditActions.canPerform(action, on: self) ?? super.canPerformAction(action, withSender: sender)
    }
    /// The element's undo manager: its steps are its own edits.
    override var undoManager: UndoManager? { ownUndoManager }
    private lazy var ownUndoManager: UndoManager = TextObjectUndoManager(owner: self)
    override func cut(_ sender: Any?) { TextObjectEditActions.perform(.cut, on: self) }
    override func copy(_ sender: Any?) { TextObjectEditActions.perform(.copy, on: self) }
    override func paste(_ sender: Any?) { TextObjectEditActions.perform(.paste, on: self) }
    override func select(_ sender: Any?) { TextObjectEditActions.perform(.select, on: self) }
    override func selectAll(_ sender: Any?) { TextObjectEditActions.perform(.selectAll, on: self) }
    override func delete(_ sender: Any?) { TextObjectEditActions.perform(.delete, on: self) }

    /// A custom input view (a trace's `inputView`).
    override var inputView: UIView? { get { storedInputView } set { storedInputView = newValue } }
    private var storedInputView: UIView?
    /// The form accessory (previous, next, Done) or a trace's `inputAccessoryView`.
    override var inputAccessoryView: UIView? { get { storedAccessoryView } set { storedAccessoryView = newValue } }
    private var storedAccessoryView: UIView?

    // MARK: UITextInputTraits (stored, from the HTML attributes)

    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var smartQuotesType = UITextSmartQuotesType.default
    var smartDashesType = UITextSmartDashesType.default
    var inlinePredictionType = UITextInlinePredictionType.default
    var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    var keyboardType = UIKeyboardType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var returnKeyType = UIReturnKeyType.default
    var enablesReturnKeyAutomatically = false
    var isSecureTextEntry = false
    var textContentType: UITextContentType!
    var clearsOnInsertion = false
}
