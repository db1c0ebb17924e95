import Foundation

/// Simple text entry (`UIKeyInput`): a text object that takes characters and deletions at its caret.
///
/// A responder that adopts only this protocol gets no marked text from the system: the simulated
/// keyboard offers it direct input only, as UIKit does ("Simple Text Input" in the Text and Web
/// Programming Guide).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the text object holds any text.
    var hasText: Bool { get }
    /// Inserts text at the caret, replacing the selection (or the marked text) if there is one.
    func insertText(_ text: String)
    /// Deletes the character before the caret, or the selection if there is one.
    func deleteBackward()
}

/// The full text-input contract (`UITextInput`): the system reads and edits the document through
/// positions and ranges the text object makes.
///
/// UIKit marks some members `optional`; a Swift protocol on Linux has no optional requirements, so here
/// each of those has a default in an extension (named in its documentation) that answers as UIKit does
/// for a conformer that leaves the member out. Declaring the member in the conformer replaces the default.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // MARK: Replacing and returning text

    /// The text in `range`, or nil when the range is not in the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range`.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced (optional in UIKit; default true).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // MARK: Marked and selected text

    /// The selection, or the caret as an empty range.
    var selectedTextRange: UITextRange? { get set }
    /// The range of marked text, or nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// How marked text is drawn.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Inserts or replaces marked text; `selectedRange` is relative to the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Marked text with attributes (optional in UIKit; default: `setMarkedText(_:selectedRange:)` with its string).
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// Ends marked text: what was marked stays as ordinary text.
    func unmarkText()
    /// The direction the selection extends from its anchor (optional in UIKit; default `.forward`).
    var selectionAffinity: UITextStorageDirection { get set }

    // MARK: Document bounds

    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }

    // MARK: Computing ranges and positions

    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters (UTF-16 units in UIKit's own views) from `position`.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?

    // MARK: Evaluating positions

    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The distance from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    // MARK: Collaborators

    /// The system's delegate (UIKit declares it weak; conformers should hold it weakly).
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The text object's tokenizer.
    var tokenizer: any UITextInputTokenizer { get }

    // MARK: Layout and writing direction

    /// The position in `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The base writing direction at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the base writing direction of `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // MARK: Geometry and hit-testing

    /// The rectangle of the first line of `range`.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that highlight `range`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`.
    func characterRange(at point: CGPoint) -> UITextRange?

    // MARK: Optional members (defaults below)

    /// The view the system draws text-input chrome in (optional in UIKit; default: the conformer itself
    /// when it is a ``UIView``, else a view of its own).
    var textInputView: UIView { get }
    /// Text styling at a position (optional in UIKit; default nil).
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    /// The position `offset` characters into `range` (optional in UIKit; default via `position(from:offset:)`).
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// The character offset of `position` within `range` (optional in UIKit; default via `offset(from:to:)`).
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// Inserts text offered with alternatives (optional in UIKit; default: `insertText(_:)`).
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    /// Inserts a placeholder of `size` (optional in UIKit; default: a placeholder with no range).
    func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder
    /// Removes a placeholder (optional in UIKit; default: nothing).
    func remove(_ textPlaceholder: UITextPlaceholder)
    /// Dictation results (optional in UIKit; default: their text is inserted).
    func insertDictationResult(_ dictationResult: [UIDictationPhrase])
    /// Dictation recording ended (optional in UIKit; default: nothing).
    func dictationRecordingDidEnd()
    /// Dictation failed (optional in UIKit; default: nothing).
    func dictationRecognitionFailed()
    /// A placeholder for a dictation result still being recognized (optional in UIKit; the system keeps the
    /// object until ``removeDictationResultPlaceholder(_:willInsertResult:)``; default: a new object).
    func insertDictationResultPlaceholder() -> Any
    /// The frame of a dictation placeholder (optional in UIKit; asked only of `UITextView` subclasses;
    /// default: `.zero`).
    func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect
    /// Removes a dictation placeholder; `willInsertResult` is false when recognition failed (optional in
    /// UIKit; default: nothing).
    func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool)
    /// The floating cursor starts at `point` (optional in UIKit; default: nothing — gestures are out of scope).
    func beginFloatingCursor(at point: CGPoint)
    /// The floating cursor moves (optional in UIKit; default: nothing).
    func updateFloatingCursor(at point: CGPoint)
    /// The floating cursor ends (optional in UIKit; default: nothing).
    func endFloatingCursor()
    /// Whether the text object is editable (optional in UIKit; default true).
    var isEditable: Bool { get }
}

extension UITextInput {
    /// Default: true (the change is allowed).
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    /// Default: the attributed string's characters go to `setMarkedText(_:selectedRange:)`.
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
    /// Default: `.forward`; a set is ignored.
    public var selectionAffinity: UITextStorageDirection { get { .forward } set {} }
    /// Default: the conformer itself when it is a view.
    public var textInputView: UIView { (self as? UIView) ?? UIView(frame: .zero) }
    /// Default: nil (no styling).
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? { nil }
    /// Default: `position(from: range.start, offset: offset)` when that is inside `range`.
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        guard let p = position(from: range.start, offset: offset),
              compare(p, to: range.end) != .orderedDescending else { return nil }
        return p
    }
    /// Default: `offset(from: range.start, to: position)`.
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    /// Default: `insertText(_:)` (the alternatives are dropped).
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) { insertText(text) }
    /// Default: a placeholder whose rectangles are empty (drawing is out of scope).
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder { UITextPlaceholder() }
    /// Default: nothing.
    public func remove(_ textPlaceholder: UITextPlaceholder) {}
    /// Default: the phrases' text is inserted.
    public func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {
        insertText(dictationResult.map(\.text).joined())
    }
    /// Default: nothing.
    public func dictationRecordingDidEnd() {}
    /// Default: nothing.
    public func dictationRecognitionFailed() {}
    /// Default: a new object standing for the placeholder.
    public func insertDictationResultPlaceholder() -> Any { NSObject() }
    /// Default: `.zero`.
    public func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect { .zero }
    /// Default: nothing.
    public func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {}
    /// Default: nothing (the floating cursor is a gesture; gestures are out of scope).
    public func beginFloatingCursor(at point: CGPoint) {}
    /// Default: nothing.
    public func updateFloatingCursor(at point: CGPoint) {}
    /// Default: nothing.
    public func endFloatingCursor() {}
    /// Default: true.
    public var isEditable: Bool { true }
}

/// The system's side of change notifications (`UITextInputDelegate`): a text object tells it of changes
/// the system did not make (a tap that moves the caret, assigning `text`), before and after.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// Answers questions about text units (`UITextInputTokenizer`).
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` enclosing `position`, looking in `direction`.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity` in `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of `granularity` from `position` in `direction`.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is within a unit of `granularity` in `direction`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
