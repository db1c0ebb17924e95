import Foundation

/// A single-line editable text control (`UITextField`), running the simulation's text-field model: the
/// `UITextFieldDelegate` sequence, the editing notifications, `clearsOnBeginEditing`, and a return key
/// that asks ``UITextFieldDelegate/textFieldShouldReturn(_:)`` instead of inserting a line break.
///
/// Out of scope: drawing (font, colors, border, placeholder drawing), the clear button's hit-testing
/// (``tapClearButton()`` stands for a tap on it), gestures.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextEditorHost, TextObjectEditing, InputViewsSettable {
    /// The field's text, selection, marked text and undo (a part of the field, as its storage is in UIKit).
    @_spi(Engine) public let editor: TextEditor

    /// The field's delegate (held weakly, as UIKit does).
    open weak var delegate: (any UITextFieldDelegate)? {
        willSet { storedDelegate = newValue }
    }
    /// The delegate the object itself messages: its own storage, as UIKit's ivar, so that a subclass whose
    /// `delegate` getter answers something else (a forwarding mask field that sets `super.delegate = self`
    /// and answers the app's delegate) is still messaged through what it stored.
    weak var storedDelegate: (any UITextFieldDelegate)?

    /// Creates a field.
    public override init(frame: CGRect) {
        editor = TextEditor(wrapsLines: false, width: frame.width)
        super.init(frame: frame)
        editor.host = self
    }

    /// Creates a field from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var frame: CGRect {
        didSet { editor.width = frame.width }
    }

    /// The text (never nil when read; setting nil empties the field). Setting it is the app's own change:
    /// the input delegate is told and marked text is dropped.
    open var text: String? {
        get { editor.text }
        set { editor.text = newValue ?? "" }
    }

    /// The placeholder shown while the field is empty (kept, not drawn).
    open var placeholder: String?

    /// Whether beginning to edit clears the text (asking ``UITextFieldDelegate/textFieldShouldClear(_:)`` first).
    open var clearsOnBeginEditing = false

    /// A tap on the clear button: asks the delegate and clears the text as the user's edit (UITextField.h:
    /// "return NO to ignore (no notifications)"; `shouldChangeCharactersInRange:` is not asked, the clear
    /// button's own delegate message stands for it). Returns whether the text was cleared; does nothing
    /// while the button is not showing.
    @discardableResult
    open func tapClearButton() -> Bool {
        guard isClearButtonShowing else { return false }
        let answer = askDelegate("textFieldShouldClear:") { storedDelegate?.textFieldShouldClear(self) ?? true }
        guard answer, hasText else { return false }
        return editor.performUserEdit(NSRange(location: 0, length: editor.length), with: "", action: .clear, asksDelegate: false)
    }

    /// Why editing ended (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: RawRepresentable, Sendable, Hashable {
        /// The field resigned.
        case committed
        /// Editing was cancelled (not produced by the simulation).
        case cancelled
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .committed
            case 1: self = .cancelled
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .committed: return 0
            case .cancelled: return 1
            case .unknownValue(let value): return value
            }
        }
    }

    // MARK: UITextInput (the field's own text, in its editor)

    /// Whether the text object holds any text.
    open var hasText: Bool { editor.hasText }
    /// Inserts text at the caret (the system's call). A Return (a line break inserted alone) asks
    /// ``UITextFieldDelegate/textFieldShouldReturn(_:)`` instead: YES runs the default behavior, which sends
    /// the "Did End on Exit" actions (and ends editing when the app handles them).
    open func insertText(_ text: String) {
        if text.count == 1, let c = text.first, TextMetrics.isLineBreak(c) {
            let answer = askDelegate("textFieldShouldReturn:") { storedDelegate?.textFieldShouldReturn(self) ?? true }
            guard answer else { return }
            let endsEditing = hasActions(for: .editingDidEndOnExit)
            sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
            if endsEditing, isFirstResponder { resignFirstResponder() }
            return
        }
        editor.insertText(text)
    }
    /// Deletes backward (the system's call).
    open func deleteBackward() { editor.deleteBackward() }
    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    /// Replaces the text in `range`.
    open func replace(_ range: UITextRange, withText text: String) { editor.replace(range, withText: text) }
    /// The selection, or the caret as an empty range.
    open var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set { editor.selectedTextRange = newValue }
    }
    /// The marked text's range, or nil.
    open var markedTextRange: UITextRange? { editor.markedTextRange }
    /// How marked text is drawn (kept, not drawn).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Sets marked text; `selectedRange` is relative to it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { editor.setMarkedText(markedText, selectedRange: selectedRange) }
    /// Commits the marked text.
    open func unmarkText() { editor.unmarkText() }
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    /// The end of the text.
    open var endOfDocument: UITextPosition { editor.endOfDocument }
    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editor.textRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units from `position`.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editor.position(from: position, offset: offset)
    }
    /// The position `offset` steps away in a layout direction.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        editor.compare(position, to: other)
    }
    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        editor.offset(from: from, to: toPosition)
    }
    /// The system's input delegate (held weakly).
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// The tokenizer (a string tokenizer over this text object).
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// The position in `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }
    /// The range from `position` to the next character in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }
    /// The base writing direction at `position`.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(for: position, in: direction)
    }
    /// Sets the base writing direction of `range`.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        editor.setBaseWritingDirection(writingDirection, for: range)
    }
    /// The rectangle of the first line of `range`.
    open func firstRect(for range: UITextRange) -> CGRect { editor.firstRect(for: range) }
    /// The caret's rectangle at `position`.
    open func caretRect(for position: UITextPosition) -> CGRect { editor.caretRect(for: position) }
    /// The rectangles that highlight `range`.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { editor.selectionRects(for: range) }
    /// The position nearest `point`.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { editor.closestPosition(to: point) }
    /// The position in `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: point, within: range)
    }
    /// The range of the character at `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: point) }

    // MARK: The delegate sequence (UITextFieldDelegate, the editing notifications and control events)

    func editorShouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        askDelegate("textField:shouldChangeCharactersInRange:replacementString:",
                    arguments: [("range", .array([.int(range.location), .int(range.length)])), ("replacementString", .string(replacementText))]) {
            storedDelegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacementText) ?? true
        }
    }

    /// The user's edit changed the text: the notification, then the `.editingChanged` actions, as in UIKit.
    func editorDidChangeText() {
        postTextNotification("UITextFieldTextDidChangeNotification")
        sendActions(for: .editingChanged)
    }

    func editorDidChangeTextUnannounced() {}

    /// `textFieldDidChangeSelection:` exists from iOS 13 (Apple's UITextFieldDelegate reference): not sent
    /// under an earlier profile.
    func editorDidChangeSelection() {
        guard simulationSends("textFieldDidChangeSelection:") else { return }
        storedDelegate?.textFieldDidChangeSelection(self)
        logDelegateMessage("textFieldDidChangeSelection:")
    }

    override var cannotBecomeFirstResponderReason: String {
        isEnabled ? super.cannotBecomeFirstResponderReason : "isEnabled is NO"
    }

    override func shouldBeginFirstResponder() -> Bool {
        askDelegate("textFieldShouldBeginEditing:") { storedDelegate?.textFieldShouldBeginEditing(self) ?? true }
    }

    override func didBecomeFirstResponder() {
        editor.beginEditing()
        if clearsOnBeginEditing, hasText {
            let answer = askDelegate("textFieldShouldClear:") { storedDelegate?.textFieldShouldClear(self) ?? true }
            if answer { text = "" }
        }
        // A secure field's first keystroke after it becomes first responder replaces what it held.
        editor.clearsTextOnNextKeystroke = isSecureTextEntry && hasText
        storedDelegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        logDelegateMessage("textFieldDidBeginEditing:")
        postTextNotification("UITextFieldTextDidBeginEditingNotification")
    }

    override func shouldResignFirstResponder() -> Bool {
        askDelegate("textFieldShouldEndEditing:") { storedDelegate?.textFieldShouldEndEditing(self) ?? true }
    }

    override func didResignFirstResponder() {
        editor.endEditing()
        editor.clearsTextOnNextKeystroke = false
        storedDelegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        logDelegateMessage("textFieldDidEndEditing:")
        postTextNotification("UITextFieldTextDidEndEditingNotification")
    }

    // MARK: UITextInputTraits (stored, read by the keyboard when the text object becomes first responder)

    /// How the keyboard capitalizes.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether autocorrection is on.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spell checking is on.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Whether smart quotes are on.
    open var smartQuotesType = UITextSmartQuotesType.default
    /// Whether smart dashes are on.
    open var smartDashesType = UITextSmartDashesType.default
    /// Whether the keyboard shows its prediction of the word inline (iOS 17).
    open var inlinePredictionType = UITextInlinePredictionType.default
    /// Whether smart insert and delete are on.
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    /// Which keyboard is shown.
    open var keyboardType = UIKeyboardType.default
    /// The keyboard's appearance.
    open var keyboardAppearance = UIKeyboardAppearance.default
    /// The title of the return key.
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden. Turning it on while the field is editing makes the next keystroke
    /// replace the whole text, as a secure field's first keystroke after it becomes first responder does.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry, !oldValue, editor.isEditing, editor.hasText { editor.clearsTextOnNextKeystroke = true } }
    }

    /// Whether inserting text replaces the whole text (UIKit: "the selection UI is hidden, and inserting
    /// text will replace the contents of the field. changing the selection will automatically set this to
    /// NO").
    open var clearsOnInsertion = false
    /// The content's semantic meaning.
    open var textContentType: UITextContentType!

    // MARK: Standard edit actions and undo

    /// What the edit menu offers: Copy and Cut with a selection (never for secure text), Paste with a
    /// string on the pasteboard, Select and Select All with text, Undo and Redo with a step to take; other
    /// actions are asked of ``UIResponder/next``.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        TextObjectEditActions.canPerform(action, on: self) ?? super.canPerformAction(action, withSender: sender)
    }
    /// Removes the selection to ``UIPasteboard/general`` (asking the delegate first, as the edit menu's Cut).
    open override func cut(_ sender: Any?) { TextObjectEditActions.perform(.cut, on: self) }
    /// Puts the selection on ``UIPasteboard/general``.
    open override func copy(_ sender: Any?) { TextObjectEditActions.perform(.copy, on: self) }
    /// Replaces the marked text or the selection with the pasteboard's string (asking the delegate first).
    open override func paste(_ sender: Any?) { TextObjectEditActions.perform(.paste, on: self) }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { TextObjectEditActions.perform(.select, on: self) }
    /// Selects the whole text.
    open override func selectAll(_ sender: Any?) { TextObjectEditActions.perform(.selectAll, on: self) }
    /// Deletes the selection (asking the delegate first), leaving the pasteboard as it is.
    open override func delete(_ sender: Any?) { TextObjectEditActions.perform(.delete, on: self) }

    /// The text object's undo manager: its steps are the object's own edits (typing runs, paste, cut).
    open override var undoManager: UndoManager? { ownUndoManager }
    private lazy var ownUndoManager: UndoManager = TextObjectUndoManager(owner: self)

    var allowsEditing: Bool { isEnabled }

    // MARK: Attributed text (the text is the one source; attributes are kept, not drawn)

    /// The text as an attributed string: the one last assigned (its attributes kept, not drawn) while the
    /// text is still its string, else the text with ``typingAttributes``. Setting it replaces the text.
    open var attributedText: NSAttributedString? {
        get {
            if let kept = keptAttributedText, kept.string == editor.text { return kept }
            return NSAttributedString(string: editor.text, attributes: typingAttributes)
        }
        // The storage is set directly, as UIKit's does: a subclass's override of `text` is not called.
        set { keptAttributedText = newValue; editor.text = newValue?.string ?? "" }
    }
    /// The attributed text last assigned, with its attributes (kept, not drawn), while the text is its string.
    private var keptAttributedText: NSAttributedString?
    /// The attributes of text the user types (kept, not drawn).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    // MARK: UIResponder

    /// An enabled field becomes first responder; a disabled one does not (UIControl.isEnabled).
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Whether the text object is first responder and editing.
    open var isEditing: Bool { editor.isEditing }

    /// A custom view shown instead of the system keyboard while the field is first responder (a picker, a
    /// number pad of the app's own); its frame's height is the keyboard's. Setting it while the field is
    /// first responder takes effect at ``UIResponder/reloadInputViews()``, as in UIKit.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    /// A view shown on top of the keyboard while the field is first responder (a Done toolbar): the
    /// keyboard's frame in the notifications includes its height.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    /// Whether the field takes touches and can become first responder; disabling the first responder ends
    /// its editing (the delegate's end-editing messages follow).
    open override var isEnabled: Bool {
        didSet { if !isEnabled, isFirstResponder { resignFirstResponder() } }
    }

    // MARK: Overlay views (kept, not drawn)

    /// When an overlay view shows (`UITextField.ViewMode`), with UIKit's raw values.
    public enum ViewMode: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Never.
        case never
        /// Only while the field is editing.
        case whileEditing
        /// Only while it is not editing.
        case unlessEditing
        /// Always.
        case always
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .never
            case 1: self = .whileEditing
            case 2: self = .unlessEditing
            case 3: self = .always
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .never: return 0
            case .whileEditing: return 1
            case .unlessEditing: return 2
            case .always: return 3
            case .unknownValue(let value): return value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
    }

    /// When the clear button shows (UIKit's default: never). Live: ``isClearButtonShowing`` follows it,
    /// and ``tapClearButton()`` does nothing while the button is not showing.
    open var clearButtonMode: ViewMode = .never

    /// Whether the clear button is on screen now: it shows only while there is text (UIKit hides it for an
    /// empty field), and only in the editing states its mode names.
    open var isClearButtonShowing: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never, .unknownValue: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// A view at the field's left edge (kept, not drawn).
    open var leftView: UIView?
    /// When ``leftView`` shows (kept).
    open var leftViewMode: ViewMode = .never
    /// A view at the field's right edge (kept, not drawn).
    open var rightView: UIView?
    /// When ``rightView`` shows (kept).
    open var rightViewMode: ViewMode = .never

    // MARK: Text attributes and appearance (kept, not drawn)

    private var storedFont: UIFont = UIFont.preferredFont(forTextStyle: .body)
    /// The font (UIKit's default: the body style of the system font, 17 points here; setting nil resets it
    /// to that). Kept, not drawn: the field lays out with the simulation's fixed metrics, whatever the font.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? UIFont.preferredFont(forTextStyle: .body) }
    }
    /// The text color (nil: UIKit draws the label color). Kept, not drawn.
    open var textColor: UIColor?
    /// How the text is aligned (UIKit's default: ``NSTextAlignment/natural``). Kept, not drawn.
    open var textAlignment = NSTextAlignment.natural
    /// The border (UIKit's default: ``BorderStyle/none``). Kept, not drawn.
    open var borderStyle = BorderStyle.none
    /// The background image (kept, not drawn).
    open var background: UIImage?
    /// The background image while disabled (kept, not drawn).
    open var disabledBackground: UIImage?
    /// Whether the font shrinks to fit the width (kept; inert: nothing is drawn).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the font shrinks to (kept; inert).
    open var minimumFontSize: CGFloat = 0
    /// Whether the user may change the text's attributes (kept; inert).
    open var allowsEditingTextAttributes = false
    /// Whether the font follows the content size category (kept; inert: the category never changes).
    open var adjustsFontForContentSizeCategory = false
    private var placeholderAttributes: [NSAttributedString.Key: Any] = [:]

    /// The placeholder with attributes: ``placeholder`` with the attributes last given here (setting it
    /// sets ``placeholder`` to its string). Kept, not drawn.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: placeholderAttributes) } }
        set {
            placeholderAttributes = newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
            placeholder = newValue?.string
        }
    }

    /// The attributes of the whole text: ``font``, ``textColor`` (when set) and a paragraph style with
    /// ``textAlignment``. Setting it sets those three from the dictionary's `.font`, `.foregroundColor`
    /// and `.paragraphStyle` values (others are not kept). Kept, not drawn.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            var attributes: [NSAttributedString.Key: Any] = [.font: storedFont, .paragraphStyle: paragraph]
            if let textColor { attributes[.foregroundColor] = textColor }
            return attributes
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
    }

    /// The border a text field draws (`UITextField.BorderStyle`), with UIKit's raw values.
    public enum BorderStyle: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// No border (0).
        case none
        /// A thin line (1).
        case line
        /// A bezel (2).
        case bezel
        /// A rounded rectangle (3).
        case roundedRect
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .none
            case 1: self = .line
            case 2: self = .bezel
            case 3: self = .roundedRect
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .none: return 0
            case .line: return 1
            case .bezel: return 2
            case .roundedRect: return 3
            case .unknownValue(let value): return value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [BorderStyle] = [.none, .line, .bezel, .roundedRect]
    }
}

/// The delegate of a ``UITextField`` (`UITextFieldDelegate`). Every method is optional, as in UIKit: the
/// defaults answer as UIKit does when the delegate does not implement one.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may begin editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may end editing.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field ended editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field ended editing, with the reason (called instead of ``UITextFieldDelegate/textFieldDidEndEditing(_:)`` when
    /// implemented; the default calls it).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` may be replaced by `string`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the text may be cleared.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed; return whether the field should process it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for the characters in `range` (iOS 16): return a menu, or nil for `suggestedActions`
    /// as the system builds them. Not asked by the simulation's edit menu.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UITextFieldDelegate {
    /// Default: true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Default: true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Default: calls ``UITextFieldDelegate/textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    /// Default: true.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Default: true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Default: true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Default: nil (the system's menu).
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
}
