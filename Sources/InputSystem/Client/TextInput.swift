import Foundation

/// Attributes for drawing marked text (`markedTextStyle`); keys are UIKit's names such as
/// `UITextInputTextColorKey`, values their descriptions.
public typealias MarkedTextStyle = [String: String]

/// The full text-input contract, mirroring `UITextInput` ("Communicating with the Text Input System" in
/// the Text and Web Programming Guide).
///
/// The system side (input methods, the session, the conformance checker) talks to clients only through
/// this protocol and works with any conformer, whatever its position and range classes carry. Positions
/// and ranges measure UTF-16 code units underneath, as `NSRange` does in UIKit.
@MainActor
public protocol TextInput: KeyInput {
    // MARK: Replacing and returning text

    /// The text in `range`, or nil when the range is not in the document.
    func text(in range: TextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: TextRange, withText text: String)

    // MARK: Selected and marked text

    /// The selection, or the caret as an empty range; nil when the client has none.
    var selectedTextRange: TextRange? { get set }
    /// The range of marked (provisional, multistage) text, or nil when there is none.
    var markedTextRange: TextRange? { get }
    /// How marked text is drawn.
    var markedTextStyle: MarkedTextStyle? { get set }
    /// Inserts or replaces marked text; `selectedRange` is relative to the start of the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Ends the marked text: what was marked stays as ordinary text.
    func unmarkText()

    // MARK: Document bounds

    /// The position at the start of the text.
    var beginningOfDocument: TextPosition { get }
    /// The position at the end of the text.
    var endOfDocument: TextPosition { get }

    // MARK: Computing ranges and positions

    /// The range between two positions (in either order), or nil when either is not in the document.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    /// The position `offset` UTF-16 units from `position`, or nil when that is outside the document.
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    /// The position `offset` steps from `position` in a layout direction, or nil when there is none.
    func position(from position: TextPosition, in direction: UITextLayoutDirection, offset: Int) -> TextPosition?

    // MARK: Evaluating positions

    /// How two positions are ordered in storage.
    func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
    /// The number of UTF-16 units from one position to another (negative when `to` is earlier).
    func offset(from: TextPosition, to: TextPosition) -> Int

    // MARK: Layout questions

    /// The position in `range` farthest in `direction`.
    func position(within range: TextRange, farthestIn direction: UITextLayoutDirection) -> TextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: TextPosition, in direction: UITextLayoutDirection) -> TextRange?

    // MARK: Writing direction

    /// The base writing direction of the text at `position`.
    func baseWritingDirection(for position: TextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the base writing direction of the text in `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: TextRange)

    // MARK: Geometry and hit testing

    /// The rectangle around the first line of `range` (`CGRect.null` when the range is not laid out).
    func firstRect(for range: TextRange) -> CGRect
    /// The rectangle to draw the caret at `position`.
    func caretRect(for position: TextPosition) -> CGRect
    /// The rectangles that highlight `range`, one a line.
    func selectionRects(for range: TextRange) -> [TextSelectionRect]
    /// The position nearest to `point`.
    func closestPosition(to point: CGPoint) -> TextPosition?
    /// The position in `range` nearest to `point`.
    func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition?
    /// The range of the character at `point`, or nil when no character is there.
    func characterRange(at point: CGPoint) -> TextRange?

    // MARK: Collaborators

    /// The system's delegate, told of changes the system did not make. Clients hold it weakly.
    var inputDelegate: (any TextInputDelegate)? { get set }
    /// The client's tokenizer.
    var tokenizer: any TextInputTokenizer { get }
}
