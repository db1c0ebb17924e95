/// One clause of the client contract the checker verifies, named after what it requires, with the
/// passage of the Text and Web Programming Guide (TWPG) or the project's chosen rule it comes from.
public enum ContractClause: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The offset from `beginningOfDocument` to `endOfDocument` is the text's length in UTF-16 units.
    case documentBounds
    /// `hasText` is true exactly when the text is not empty.
    case hasText
    /// `text(in:)` over the whole document, and over ranges inside it, agrees with the checker's model.
    case textInRange
    /// `insertText` replaces the marked text, else the selection, else inserts at the caret, and leaves
    /// the caret after the new text with no marked text.
    case insertText
    /// `deleteBackward` deletes the marked text, else the selection, else one composed character sequence
    /// before the caret, and nothing at the start of the text.
    case deleteBackward
    /// `replace(_:withText:)` puts the new text in the range and moves the selection with the text around it.
    case replaceRange
    /// Right after `replace(_:withText:)`, `text(in:)` of the replaced span returns the new text.
    case textInRangeAfterReplace
    /// Setting `selectedTextRange` makes it the selection.
    case setSelectedTextRange
    /// `setMarkedText` replaces the marked text, else the selection, else inserts at the caret; the marked
    /// range covers the new marked text and the selection is `selectedRange` relative to it.
    case setMarkedText
    /// `unmarkText` keeps the text and the selection and ends the marked range.
    case unmarkText
    /// The marked range lies inside the text.
    case markedRangeInsideText
    /// The selection lies inside the text.
    case selectionInsideText
    /// The marked range contains the selection.
    case selectionInsideMarkedRange
    /// `position(from:offset:)` answers every offset inside the text and nil outside it.
    case positionFromOffset
    /// `offset(from:to:)` returns the distance between positions, in UTF-16 units.
    case offsetBetweenPositions
    /// `textRange(from:to:)` orders its ends: start is the earlier position, whichever is passed first.
    case textRangeFromPositions
    /// `compare(_:to:)` orders positions as their offsets are ordered.
    case comparePositions
    /// `position(from:in:offset:)` is nil when the move leaves the text (left of the start, right of the end).
    case layoutPositionOutsideIsNil
    /// Answers about positions and ranges no longer in the text are nil, empty, or inside the text.
    case outOfRangeAnswers
    /// No input-delegate messages for changes the system itself asked for.
    case noDelegateMessagesForSystemChanges
    /// Will/did input-delegate messages around changes the client makes on its own.
    case delegateMessagesForExternalChanges
    /// A selection the user makes (a tap) ends the marked text.
    case userSelectionEndsMarkedText
    /// The edit menu's Paste replaces the marked text or the selection and leaves the caret after it; Cut
    /// removes the selection.
    case editMenuEdits

    /// The clause's name, as reports print it.
    public var description: String { rawValue }

    /// Where the clause comes from: a passage of the guide, or the rule the project chose and why.
    public var source: String {
        switch self {
        case .documentBounds:
            return "TWPG \"Tasks of a UITextInput Object\": positions mark the beginning and end of the text"
        case .hasText:
            return "TWPG listing 5-2 (hasText is textStore.length > 0)"
        case .textInRange:
            return "TWPG listing 5-6 (textInRange: returns the substring of the range)"
        case .insertText:
            return "TWPG listing 5-5"
        case .deleteBackward:
            return "TWPG listing 5-5 (deleteBackward has insertText's structure); composed characters: chosen, as UIKit never splits a character"
        case .replaceRange:
            return "TWPG listing 5-6; overlapping ranges are left open there, so any place inside the new text is accepted (chosen)"
        case .textInRangeAfterReplace:
            return "TWPG listing 5-6 (replace and textInRange work on the same backing string)"
        case .setSelectedTextRange:
            return "TWPG listing 5-8 (setSelectedTextRange:)"
        case .setMarkedText:
            return "TWPG listing 5-8 (setMarkedText:selectedRange:)"
        case .unmarkText:
            return "Reference notes, \"Multistage text input\": on unmarkText the marked text stays as committed text"
        case .markedRangeInsideText, .selectionInsideText:
            return "TWPG \"Tasks of a UITextInput Object\": the view maintains the selected and marked ranges of its text"
        case .selectionInsideMarkedRange:
            return "TWPG \"Tasks of a UITextInput Object\": the range of marked text always contains within it a range of selected text"
        case .positionFromOffset:
            return "TWPG listing 5-9 (nil when the offset leaves the text)"
        case .offsetBetweenPositions:
            return "TWPG listing 5-10"
        case .textRangeFromPositions:
            return "TWPG listing 5-11 (MIN of the two indexes, ABS of their difference)"
        case .comparePositions:
            return "TWPG \"Evaluating text positions\" (comparePosition:toPosition:)"
        case .layoutPositionOutsideIsNil:
            return "UITextInput reference: nil when there is no position in that direction (chosen for the ends of the text)"
        case .outOfRangeAnswers:
            return "Issue contract: out-of-range positions and ranges return nil or empty, never trap or answer outside the text"
        case .noDelegateMessagesForSystemChanges, .delegateMessagesForExternalChanges:
            return "TWPG \"Informing the Text Input Delegate of Changes\""
        case .userSelectionEndsMarkedText:
            return "TWPG listing 5-16 (a tap clears the marked range and sets the caret)"
        case .editMenuEdits:
            return "UIResponderStandardEditActions paste:/cut:; UITextFieldDelegate: a paste's replacement is the pasted string, a cut's is empty"
        }
    }
}
