import Foundation

/// A scrollable, multiline editable text view (`UITextView`), running the simulation's text-view model:
/// the `UITextViewDelegate` sequence, the editing notifications, wrapping at the view's width.
///
/// Out of scope: drawing (fonts, attributed text, text containers), data detectors, gestures.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextEditorHost, TextObjectEditing, InputViewsSettable {
    /// The view's text, selection, marked text and undo (a part of the view, as its text storage is in UIKit).
    @_spi(Engine) public let editor: TextEditor

    /// The view's delegate (held weakly).
    open weak var delegate: (any UITextViewDelegate)? {
        willSet { storedDelegate = newValue }
    }
    /// The delegate the object itself messages: its own storage, as UIKit's ivar, so that a subclass whose
    /// `delegate` getter answers something else (a forwarding mask field that sets `super.delegate = self`
    /// and answers the app's delegate) is still messaged through what it stored.
    weak var storedDelegate: (any UITextViewDelegate)?

    /// Creates a text view (UIKit's convenience initializer: ``init(frame:textContainer:)`` with no container).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Creates a text view with a text container (UIKit's designated initializer, the one subclasses
    /// override); the container's size and padding are kept, not used for layout.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        editor = TextEditor(wrapsLines: true, width: frame.width)
        if let textContainer { self.textContainer = textContainer }
        super.init(frame: frame)
        editor.host = self
    }

    /// The text container (kept; layout uses the simulation's metrics).
    open var textContainer = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))

    /// Creates a text view from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var frame: CGRect {
        didSet {
            editor.width = frame.size.width
            if oldValue.size.width != frame.size.width { textDidLayOut() }
        }
    }

    /// The text. Setting it is the app's own change: the input delegate is told, marked text is dropped
    /// and the caret moves to the end.
    open var text: String! {
        get { editor.text }
        set { editor.text = newValue ?? ""; textDidLayOut() }
    }

    /// The selection as a UTF-16 range. Setting it is the app's own change (the input delegate is told
    /// and marked text ends).
    open var selectedRange: NSRange {
        get { editor.selectedRange }
        set {
            guard newValue.location >= 0, newValue.length >= 0, newValue.location + newValue.length <= editor.length else { return }
            editor.userSelect(newValue)
        }
    }

    /// Whether the user can edit the text. A text view that is not editable does not become first responder
    /// and shows no keyboard; making the first responder non-editable ends its editing.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }

    /// A custom view shown instead of the system keyboard while the view is first responder.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    /// A view shown on top of the keyboard while the view is first responder (a Done toolbar): the
    /// keyboard's frame in the notifications includes its height.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    /// The inset of the text inside the view (UIKit's default: 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidLayOut() }
    }

    /// Whether the view scrolls; a text view that does not scroll sizes itself to its text
    /// (``intrinsicContentSize``), which is how growing text views grow.
    open var isScrollEnabled = true {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The size the text needs at the view's width: its laid-out lines plus ``textContainerInset``.
    var textSize: CGSize {
        CGSize(width: bounds.width, height: height(lines: editor.layout.lineCount(in: editor.storage)))
    }

    /// The height of `lines` lines of text (at least one) plus the container's top and bottom insets.
    private func height(lines: Int) -> CGFloat {
        CGFloat(max(1, lines)) * editor.layout.metrics.lineHeight + textContainerInset.top + textContainerInset.bottom
    }

    /// With scrolling disabled, the text's height (UIKit's self-sizing text view); else no intrinsic size.
    open override var intrinsicContentSize: CGSize {
        isScrollEnabled ? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
            : CGSize(width: UIView.noIntrinsicMetric, height: textSize.height)
    }

    /// The size that fits the text at `size`'s width (what growing text views ask in `textViewDidChange(_:)`):
    /// the text is laid out at `size.width` less the container's left and right insets (with no width limit
    /// for an infinite width; at the view's own width when the proposal is not positive), as UIKit measures
    /// for a proposed width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let textWidth = size.width - textContainerInset.left - textContainerInset.right
        let lines: Int
        if !size.width.isFinite {
            // No width limit: lines break only at line breaks.
            lines = TextLayout(metrics: editor.layout.metrics, wrapWidth: nil).lineCount(in: editor.storage)
        } else if textWidth > 0, size.width != bounds.width {
            lines = TextLayout(metrics: editor.layout.metrics, wrapWidth: textWidth).lineCount(in: editor.storage)
        } else {
            lines = editor.layout.lineCount(in: editor.storage)
        }
        return CGSize(width: size.width.isFinite && size.width > 0 ? size.width : bounds.width, height: height(lines: lines))
    }

    /// The size of the content: the text's lines at the view's width plus ``textContainerInset``, computed
    /// when read (the text view sets it, as UIKit's does; a value an app sets is not kept).
    open override var contentSize: CGSize {
        get { textSize }
        set {}
    }

    /// After the text or selection changed: the view needs layout (and its intrinsic size changes when it
    /// does not scroll), the caret is scrolled into view while editing, and the window runs its layout
    /// pass, as UIKit's run loop does after an edit. Nothing here lays out the text past the caret, so an
    /// edit costs the same in a long text as in a short one (``contentSize`` is computed when read).
    func textDidLayOut() {
        setNeedsLayout()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        if isScrollEnabled, isFirstResponder {
            let caret = inView(editor.caretRect(for: IndexedPosition(editor.selectedRange.location + editor.selectedRange.length)))
            if !caret.isNull { scrollToShow(caret) }
        }
        (window ?? self).layoutIfNeeded()
    }

    /// Scrolls as little as needed to show `rect` (content coordinates) inside the insets, without asking
    /// for the content's full size (the caret is inside the content).
    private func scrollToShow(_ rect: CGRect) {
        let inset = adjustedContentInset
        let top = contentOffset.y + inset.top
        let bottom = contentOffset.y + bounds.height - inset.bottom
        if rect.maxY > bottom {
            contentOffset.y += rect.maxY - bottom
        } else if rect.minY < top {
            contentOffset.y = max(-inset.top, rect.minY - inset.top)
        }
    }

    /// Scrolls so that the text in `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= editor.length,
              let r = editor.textRange(from: IndexedPosition(range.location), to: IndexedPosition(range.location + range.length))
        else { return }
        let rect = inView(editor.firstRect(for: r))
        guard !rect.isNull else { return }
        scrollToShow(rect)
    }

    // MARK: UITextInput (the view's own text, in its editor)

    /// Whether the text object holds any text.
    open var hasText: Bool { editor.hasText }
    /// Inserts text at the caret (the system's call); a Return inserts a line break.
    open func insertText(_ text: String) { editor.insertText(text) }
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
    /// Where the text starts in the view: the text container inset.
    private var textOrigin: CGPoint { CGPoint(x: textContainerInset.left, y: textContainerInset.top) }
    private func inView(_ rect: CGRect) -> CGRect { rect.isNull ? rect : rect.offsetBy(dx: textOrigin.x, dy: textOrigin.y) }
    private func inText(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y) }

    /// The rectangle of the first line of `range`, in the view's coordinates (past the container inset).
    open func firstRect(for range: UITextRange) -> CGRect { inView(editor.firstRect(for: range)) }
    /// The caret's rectangle at `position`, in the view's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { inView(editor.caretRect(for: position)) }
    /// The rectangles that highlight `range`, in the view's coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let origin = textOrigin
        guard origin != .zero else { return editor.selectionRects(for: range) }
        return editor.selectionRects(for: range).map {
            StoredSelectionRect(rect: $0.rect.offsetBy(dx: origin.x, dy: origin.y), writingDirection: $0.writingDirection,
                                containsStart: $0.containsStart, containsEnd: $0.containsEnd, isVertical: $0.isVertical)
        }
    }
    /// The position nearest `point` (in the view's coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { editor.closestPosition(to: inText(point)) }
    /// The position in `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        editor.closestPosition(to: inText(point), within: range)
    }
    /// The range of the character at `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? { editor.characterRange(at: inText(point)) }

    // MARK: The delegate sequence (UITextViewDelegate and the editing notifications)

    func editorShouldChangeText(in range: NSRange, replacementText: String) -> Bool {
        askDelegate("textView:shouldChangeTextInRange:replacementText:",
                    arguments: [("range", .array([.int(range.location), .int(range.length)])), ("replacementText", .string(replacementText))]) {
            storedDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacementText) ?? true
        }
    }

    func editorDidChangeText() {
        storedDelegate?.textViewDidChange(self)
        logDelegateMessage("textViewDidChange:")
        postTextNotification("UITextViewTextDidChangeNotification")
        textDidLayOut()
    }

    func editorDidChangeTextUnannounced() {
        textDidLayOut()
    }

    /// A selection change inside an edit is laid out with the edit (once, after its "did change"), as
    /// UIKit's run loop lays out once after an edit.
    func editorDidChangeSelection() {
        storedDelegate?.textViewDidChangeSelection(self)
        logDelegateMessage("textViewDidChangeSelection:")
        guard editor.editDepth == 0 else { return }
        textDidLayOut()
    }

    override var cannotBecomeFirstResponderReason: String {
        isEditable ? super.cannotBecomeFirstResponderReason : "isEditable is NO"
    }

    /// A text view gets the keyboard's will-change-frame and will-show before `textViewDidBeginEditing:`
    /// and its notification (IQKeyboardManager issue #271; craiggrummitt.com 2016).
    override var keyboardMovesBeforeDidBegin: Bool { true }

    override func shouldBeginFirstResponder() -> Bool {
        askDelegate("textViewShouldBeginEditing:") { storedDelegate?.textViewShouldBeginEditing(self) ?? true }
    }

    override func didBecomeFirstResponder() {
        editor.beginEditing()
        storedDelegate?.textViewDidBeginEditing(self)
        logDelegateMessage("textViewDidBeginEditing:")
        postTextNotification("UITextViewTextDidBeginEditingNotification")
        textDidLayOut()
    }

    override func shouldResignFirstResponder() -> Bool {
        askDelegate("textViewShouldEndEditing:") { storedDelegate?.textViewShouldEndEditing(self) ?? true }
    }

    override func didResignFirstResponder() {
        editor.endEditing()
        storedDelegate?.textViewDidEndEditing(self)
        logDelegateMessage("textViewDidEndEditing:")
        postTextNotification("UITextViewTextDidEndEditingNotification")
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
    /// Whether the text is hidden.
    open var isSecureTextEntry = false
    /// Whether inserting text replaces the whole text (UIKit: "inserting text will replace the contents …
    /// changing the selection will automatically set this to NO").
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
    var allowsEditing: Bool { isEditable }

    // MARK: Attributed text (the text is the one source; attributes are kept, not drawn)

    /// The text as an attributed string: the one last assigned (its attributes kept, not drawn) while the
    /// text is still its string, else the text with ``typingAttributes``. Setting it replaces the text.
    open var attributedText: NSAttributedString! {
        get {
            if let kept = keptAttributedText, kept.string == editor.text { return kept }
            return NSAttributedString(string: editor.text, attributes: typingAttributes)
        }
        // The storage is set directly, as UIKit's does: a subclass's override of `text` is not called.
        set { keptAttributedText = newValue; editor.text = newValue?.string ?? ""; textDidLayOut() }
    }
    /// The attributed text last assigned, with its attributes (kept, not drawn), while the text is its string.
    private var keptAttributedText: NSAttributedString?
    /// The attributes of text the user types (kept, not drawn).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    // MARK: UIResponder

    /// Text objects become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }
    /// Whether the text object is first responder and editing.
    open var isEditing: Bool { editor.isEditing }

    // MARK: Text attributes and TextKit (attributes kept, not drawn; layout answers from the view's own layout)

    /// The font (UIKit's documented default: the body style of the system font, 17 points here; nil may be
    /// set and is kept, as UIKit declares it optional). Kept, not drawn: the view lays out with the
    /// simulation's fixed metrics, whatever the font.
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    /// The text color (nil: UIKit draws the label color). Kept, not drawn.
    open var textColor: UIColor?
    /// How the text is aligned (UIKit's default: ``NSTextAlignment/natural``). Kept, not drawn.
    open var textAlignment = NSTextAlignment.natural
    /// The kinds of data turned into links (UIKit's default: none). Kept; nothing is detected.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Whether the user can select text (kept; the simulation's selection calls work either way).
    open var isSelectable = true
    /// Whether the user may change the text's attributes (kept; inert).
    open var allowsEditingTextAttributes = false
    /// The attributes of links (UIKit's default: the link color). Kept, not drawn.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor.link]
    /// Whether the font follows the content size category (kept; inert: the category never changes).
    open var adjustsFontForContentSizeCategory = false
    /// Whether text uses the standard text scaling of Mac Catalyst (kept; inert).
    open var usesStandardTextScaling = false

    /// The view's TextKit 1 layout manager. It answers from the view's own layout (the lines its caret and
    /// selection rectangles use), in text-container coordinates; see ``NSLayoutManager``.
    open private(set) lazy var layoutManager: NSLayoutManager = {
        let manager = NSLayoutManager()
        manager.textView = self
        textStorage.addLayoutManager(manager)
        return manager
    }()

    private lazy var ownTextStorage = NSTextStorage()

    /// The view's text as a text storage: the same object every time, holding the view's ``text`` with
    /// ``typingAttributes`` (refreshed when the text changed). Edits made to it do not reach the view.
    open var textStorage: NSTextStorage {
        if ownTextStorage.string != editor.text {
            ownTextStorage.setAttributedString(NSAttributedString(string: editor.text, attributes: typingAttributes))
        }
        return ownTextStorage
    }

    /// The view's TextKit 2 layout manager: nil, as for a text view in TextKit 1 mode (the view's layout is
    /// reported by ``layoutManager``).
    open var textLayoutManager: NSTextLayoutManager? { nil }

    // MARK: Writing Tools (iOS 18)

    private var storedWritingToolsBehavior = UIWritingToolsBehavior.default
    /// The Writing Tools experience the view offers. A text view's value "is never the default option"
    /// (Apple's UITextView reference): `.default` reads back as what it resolves to, `.limited` (the panel)
    /// for a TextKit 1 view such as this one, whose ``textLayoutManager`` is nil; the full inline experience
    /// needs TextKit 2 (WWDC24 "Get started with Writing Tools").
    open var writingToolsBehavior: UIWritingToolsBehavior {
        get { storedWritingToolsBehavior == .default ? (textLayoutManager == nil ? .limited : .complete) : storedWritingToolsBehavior }
        set { storedWritingToolsBehavior = newValue }
    }
    /// Whether a Writing Tools session is under way on the view.
    open internal(set) var isWritingToolsActive = false
}

/// The delegate of a ``UITextView`` (`UITextViewDelegate`). Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    /// Whether the view may begin editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view began editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the view may end editing.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view ended editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` may be replaced by `text`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether the user's action on the link to `URL` in `characterRange` should go ahead. Not asked by the
    /// simulation (touches on links are not simulated).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
    /// Whether the user's action on `textAttachment` in `characterRange` should go ahead. Not asked by the
    /// simulation.
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// The edit menu for the text in `range` (iOS 16): return a menu, or nil for `suggestedActions` as the
    /// system builds them. Not asked by the simulation's edit menu.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// A Writing Tools session is about to change the text (iOS 18): "save any current data … disable
    /// features that might modify your view's text storage while the session is active".
    func textViewWritingToolsWillBegin(_ textView: UITextView)
    /// The Writing Tools session ended (iOS 18).
    func textViewWritingToolsDidEnd(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Default: true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Default: true.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        true
    }
    /// Default: true.
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    /// Default: nil (the system's menu).
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// Default: nothing.
    public func textViewWritingToolsWillBegin(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewWritingToolsDidEnd(_ textView: UITextView) {}
}
