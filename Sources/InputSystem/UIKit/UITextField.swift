import Foundation

/// A single-line editable text control (`UITextField`), running the simulation's text-field model: the
/// `UITextFieldDelegate` sequence, the editing notifications, `clearsOnBeginEditing`, and a return key
/// that asks ``UITextFieldDelegate/textFieldShouldReturn(_:)`` instead of inserting a line break.
///
/// Out of scope: drawing (font, colors, border, placeholder drawing), the clear button's hit-testing
/// (``tapClearButton()`` stands for a tap on it), gestures.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextInputBackedView, TextObjectEditing {
    /// The reference field underneath.
    private(set) var backing: BackingTextField
    private var delegateShim: BackedInputDelegateShim?
    private let fieldShim = FieldDelegateShim()

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
        backing = BackingTextField(identifier: "textField", frame: frame)
        super.init(frame: frame)
        attach()
    }

    /// Creates a field from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    private func attach() {
        backing.owner = self
        fieldShim.owner = self
        backing.delegate = fieldShim
        backing.clearsOnBeginEditing = clearsOnBeginEditing
        backing.clearButtonMode = Self.coreMode(clearButtonMode)
        backing.inputDelegate = delegateShim
    }

    var backingResponder: Responder { backing }

    func rebuildBacking(identifier: String) {
        let old = backing
        backing = BackingTextField(identifier: identifier, text: old.text, frame: frame)
        attach()
        if old.selectedRange != backing.selectedRange, old.selectedRange.location + old.selectedRange.length <= backing.length,
           let r = backing.textRange(from: IndexedPosition(old.selectedRange.location),
                                     to: IndexedPosition(old.selectedRange.location + old.selectedRange.length)) {
            backing.selectedTextRange = r
        }
    }

    open override var frame: CGRect {
        didSet { backing.frame = CGRect(origin: .zero, size: frame.size) }
    }

    /// The text (never nil when read; setting nil empties the field). Setting it is the app's own change:
    /// the input delegate is told and marked text is dropped.
    open var text: String? {
        get { backing.text }
        set { backing.text = newValue ?? "" }
    }

    /// The placeholder shown while the field is empty (kept, not drawn).
    open var placeholder: String?

    /// Whether beginning to edit clears the text (asking ``UITextFieldDelegate/textFieldShouldClear(_:)`` first).
    open var clearsOnBeginEditing = false {
        didSet { backing.clearsOnBeginEditing = clearsOnBeginEditing }
    }

    /// A tap on the clear button: asks the delegate and clears the text as the user's edit. Returns
    /// whether the text was cleared.
    @discardableResult
    open func tapClearButton() -> Bool { backing.showsClearButton && backing.tapClearButton() }

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

    // MARK: UITextInput, forwarded to the reference view underneath

    /// Whether the text object holds any text.
    open var hasText: Bool { backing.hasText }
    /// Inserts text at the caret (the system's call).
    open func insertText(_ text: String) { backing.insertText(text) }
    /// Deletes backward (the system's call).
    open func deleteBackward() { backing.deleteBackward() }
    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { BackedRange.unwrap(range).flatMap { backing.text(in: $0) } }
    /// Replaces the text in `range`.
    open func replace(_ range: UITextRange, withText text: String) {
        if let r = BackedRange.unwrap(range) { backing.replace(r, withText: text) }
    }
    /// The selection, or the caret as an empty range.
    open var selectedTextRange: UITextRange? {
        get { backing.selectedTextRange.map(BackedRange.init) }
        set { if let r = newValue.flatMap(BackedRange.unwrap) { backing.selectedTextRange = r } }
    }
    /// The marked text's range, or nil.
    open var markedTextRange: UITextRange? { backing.markedTextRange.map(BackedRange.init) }
    /// How marked text is drawn (kept, not drawn).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Sets marked text; `selectedRange` is relative to it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { backing.setMarkedText(markedText, selectedRange: selectedRange) }
    /// Commits the marked text.
    open func unmarkText() { backing.unmarkText() }
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { BackedPosition(backing.beginningOfDocument) }
    /// The end of the text.
    open var endOfDocument: UITextPosition { BackedPosition(backing.endOfDocument) }
    /// The range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = BackedPosition.unwrap(fromPosition), let b = BackedPosition.unwrap(toPosition) else { return nil }
        return backing.textRange(from: a, to: b).map(BackedRange.init)
    }
    /// The position `offset` UTF-16 units from `position`.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        BackedPosition.unwrap(position).flatMap { backing.position(from: $0, offset: offset) }.map(BackedPosition.init)
    }
    /// The position `offset` steps away in a layout direction.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let p = BackedPosition.unwrap(position), let d = UITextLayoutDirection(rawValue: direction.rawValue) else { return nil }
        return backing.position(from: p, in: d, offset: offset).map(BackedPosition.init)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let a = BackedPosition.unwrap(position), let b = BackedPosition.unwrap(other) else { return .orderedSame }
        return backing.compare(a, to: b)
    }
    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let a = BackedPosition.unwrap(from), let b = BackedPosition.unwrap(toPosition) else { return 0 }
        return backing.offset(from: a, to: b)
    }
    /// The system's input delegate (held weakly).
    open weak var inputDelegate: (any UITextInputDelegate)? {
        didSet {
            delegateShim = inputDelegate.map { BackedInputDelegateShim(owner: self, target: $0) }
            backing.inputDelegate = delegateShim
        }
    }
    /// The tokenizer (a string tokenizer over this text object).
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// The position in `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let r = BackedRange.unwrap(range), let d = UITextLayoutDirection(rawValue: direction.rawValue) else { return nil }
        return backing.position(within: r, farthestIn: d).map(BackedPosition.init)
    }
    /// The range from `position` to the next character in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let p = BackedPosition.unwrap(position), let d = UITextLayoutDirection(rawValue: direction.rawValue) else { return nil }
        return backing.characterRange(byExtending: p, in: d).map(BackedRange.init)
    }
    /// The base writing direction at `position`.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        guard let p = BackedPosition.unwrap(position), let d = UITextStorageDirection(rawValue: direction.rawValue) else { return .natural }
        return NSWritingDirection(rawValue: backing.baseWritingDirection(for: p, in: d).rawValue) ?? .natural
    }
    /// Sets the base writing direction of `range`.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        guard let r = BackedRange.unwrap(range), let w = NSWritingDirection(rawValue: writingDirection.rawValue) else { return }
        backing.setBaseWritingDirection(w, for: r)
    }
    /// The rectangle of the first line of `range`.
    open func firstRect(for range: UITextRange) -> CGRect { BackedRange.unwrap(range).map { backing.firstRect(for: $0) } ?? .null }
    /// The caret's rectangle at `position`.
    open func caretRect(for position: UITextPosition) -> CGRect { BackedPosition.unwrap(position).map { backing.caretRect(for: $0) } ?? .null }
    /// The rectangles that highlight `range`.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        (BackedRange.unwrap(range).map { backing.selectionRects(for: $0) } ?? []).map { BackedSelectionRect($0) }
    }
    /// The position nearest `point`.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { backing.closestPosition(to: point).map(BackedPosition.init) }
    /// The position in `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        BackedRange.unwrap(range).flatMap { backing.closestPosition(to: point, within: $0) }.map(BackedPosition.init)
    }
    /// The range of the character at `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? { backing.characterRange(at: point).map(BackedRange.init) }

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
        didSet { if isSecureTextEntry, !oldValue, backing.isEditing, backing.hasText { backing.clearsTextOnNextKeystroke = true } }
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
    var editingBacking: TextEditingView { backing }
    var allowsEditing: Bool { isEnabled }

    // MARK: Attributed text (the text is the one source; attributes are kept, not drawn)

    /// The text as an attributed string: the one last assigned (its attributes kept, not drawn) while the
    /// text is still its string, else the text with ``typingAttributes``. Setting it replaces the text.
    open var attributedText: NSAttributedString? {
        get {
            if let kept = keptAttributedText, kept.string == backing.text { return kept }
            return NSAttributedString(string: backing.text, attributes: typingAttributes)
        }
        // The storage is set directly, as UIKit's does: a subclass's override of `text` is not called.
        set { keptAttributedText = newValue; backing.text = newValue?.string ?? "" }
    }
    /// The attributed text last assigned, with its attributes (kept, not drawn), while the text is its string.
    private var keptAttributedText: NSAttributedString?
    /// The attributes of text the user types (kept, not drawn).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    // MARK: Responder

    /// Text objects become first responder.
    open override var canBecomeFirstResponder: Bool { true }
    /// Whether the text object is first responder and editing.
    open var isEditing: Bool { backing.isEditing }

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
        didSet { if !isEnabled, backing.isFirstResponder { backing.resignFirstResponder() } }
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
    open var clearButtonMode: ViewMode = .never {
        didSet { backing.clearButtonMode = Self.coreMode(clearButtonMode) }
    }

    /// Whether the clear button is on screen now: only while there is text, and in the states its mode names.
    open var isClearButtonShowing: Bool { backing.showsClearButton }

    /// A view at the field's left edge (kept, not drawn).
    open var leftView: UIView?
    /// When ``leftView`` shows (kept).
    open var leftViewMode: ViewMode = .never
    /// A view at the field's right edge (kept, not drawn).
    open var rightView: UIView?
    /// When ``rightView`` shows (kept).
    open var rightViewMode: ViewMode = .never

    static func coreMode(_ mode: ViewMode) -> InputSystem.TextField.ClearButtonMode {
        switch mode {
        case .whileEditing: return .whileEditing
        case .unlessEditing: return .unlessEditing
        case .always: return .always
        case .never, .unknownValue: return .never
        }
    }

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

/// The reference field underneath a ``UITextField``: its traits are the UIKit field's.
final class BackingTextField: InputSystem.TextField {
    weak var owner: UITextField?

    /// The user's edit changed the text: `.editingChanged` actions run after the notification, as in UIKit.
    override func didChangeText() {
        super.didChangeText()
        let o = owner
        MainActor.assumeIsolated {
            NotificationRelay.postOnDefaultCenter("UITextFieldTextDidChangeNotification", object: o)
            o?.sendActions(for: .editingChanged)
        }
    }

    // UIKit posts a text field's notifications on NotificationCenter.default, where apps observe them.
    override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        let o = owner
        MainActor.assumeIsolated { NotificationRelay.postOnDefaultCenter("UITextFieldTextDidBeginEditingNotification", object: o) }
    }

    override func didResignFirstResponder() {
        super.didResignFirstResponder()
        let o = owner
        MainActor.assumeIsolated { NotificationRelay.postOnDefaultCenter("UITextFieldTextDidEndEditingNotification", object: o) }
    }

    // The edit menu is the UIKit object's: its canPerformAction(_:withSender:) (a subclass may refuse
    // Paste) and its edit actions (a subclass may override paste(_:)).
    override func canPerformStandardEdit(_ action: EditAction) -> Bool? {
        let o = owner
        return MainActor.assumeIsolated { o.map { $0.canPerformAction(UIKitResponderAdapter.selector(of: action), withSender: nil) } }
    }
    override func performStandardEdit(_ action: EditAction) {
        let o = owner
        MainActor.assumeIsolated { o.map { UIKitResponderAdapter.perform(action, on: $0) } }
    }

    override var textInputTraits: TextInputTraits {
        get { let o = owner; return MainActor.assumeIsolated { traits(of: o) } }
        set { let o = owner; MainActor.assumeIsolated { if let o { TraitMapping.apply(newValue, to: o) } } }
    }

    // The UIKit field's own state, read live (one source of truth: the UIKit object).
    override var isEnabled: Bool {
        get { let o = owner; return MainActor.assumeIsolated { o?.isEnabled ?? true } }
        set { let o = owner; MainActor.assumeIsolated { o?.isEnabled = newValue } }
    }
    override var isHidden: Bool {
        get { let o = owner; return MainActor.assumeIsolated { o?.isHiddenInHierarchy ?? false } }
        set { let o = owner; MainActor.assumeIsolated { o?.isHidden = newValue } }
    }
    override var inputAssistantItemIsEmpty: Bool {
        get { let o = owner; return MainActor.assumeIsolated { o?.hasEmptyInputAssistantItem ?? false } }
        set { let o = owner; MainActor.assumeIsolated { o?.setInputAssistantItemEmpty(newValue) } }
    }
    override var clearsOnInsertion: Bool {
        get { owner?.clearsOnInsertion ?? false }
        set { owner?.clearsOnInsertion = newValue }
    }
    override var inputView: InputViewDescription? {
        get { let o = owner; return MainActor.assumeIsolated { UIKitResponderAdapter.describe(o?.inputView) } }
        set { let o = owner; MainActor.assumeIsolated { o?.inputView = UIKitResponderAdapter.view(for: newValue) } }
    }
    override var inputAccessoryView: InputViewDescription? {
        get { let o = owner; return MainActor.assumeIsolated { UIKitResponderAdapter.describe(o?.inputAccessoryView) } }
        set { let o = owner; MainActor.assumeIsolated { o?.inputAccessoryView = UIKitResponderAdapter.view(for: newValue) } }
    }
    /// A Return the delegate allows ends editing when the app handles "Did End on Exit" (an action for
    /// `.editingDidEndOnExit`), as UIKit's field does.
    override var endsEditingOnReturn: Bool {
        get { let o = owner; return MainActor.assumeIsolated { o?.hasActions(for: .editingDidEndOnExit) ?? false } }
        set {}
    }
    override func returnAllowed() {
        let o = owner
        MainActor.assumeIsolated { o?.sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered]) }
    }
}

/// Sends the reference field's delegate messages to the UIKit field's delegate.
final class FieldDelegateShim: TextFieldDelegate {
    weak var owner: UITextField?

    private func ask(_ fallback: Bool, _ body: @MainActor (UITextField, any UITextFieldDelegate) -> Bool) -> Bool {
        let o = owner
        return MainActor.assumeIsolated {
            guard let o, let d = o.storedDelegate else { return fallback }
            return body(o, d)
        }
    }

    private func tell(_ body: @MainActor (UITextField, any UITextFieldDelegate) -> Void) {
        let o = owner
        MainActor.assumeIsolated {
            guard let o, let d = o.storedDelegate else { return }
            body(o, d)
        }
    }

    func textFieldShouldBeginEditing(_ textField: InputSystem.TextField) -> Bool { ask(true) { $1.textFieldShouldBeginEditing($0) } }
    func textFieldDidBeginEditing(_ textField: InputSystem.TextField) {
        tell { $1.textFieldDidBeginEditing($0) }
        let o = owner
        MainActor.assumeIsolated { o?.sendActions(for: .editingDidBegin) }
    }
    func textFieldShouldEndEditing(_ textField: InputSystem.TextField) -> Bool { ask(true) { $1.textFieldShouldEndEditing($0) } }
    func textFieldDidEndEditing(_ textField: InputSystem.TextField) {
        tell { $1.textFieldDidEndEditing($0, reason: .committed) }
        let o = owner
        MainActor.assumeIsolated { o?.sendActions(for: .editingDidEnd) }
    }
    func textField(_ textField: InputSystem.TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ask(true) { $1.textField($0, shouldChangeCharactersIn: range, replacementString: string) }
    }
    func textFieldShouldClear(_ textField: InputSystem.TextField) -> Bool { ask(true) { $1.textFieldShouldClear($0) } }
    func textFieldShouldReturn(_ textField: InputSystem.TextField) -> Bool { ask(true) { $1.textFieldShouldReturn($0) } }
    func textFieldDidChangeSelection(_ textField: InputSystem.TextField) { tell { $1.textFieldDidChangeSelection($0) } }
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
