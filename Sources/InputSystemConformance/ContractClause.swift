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
    /// An edit the client filters (refuses, or keeps only part of) has the result the user's declared
    /// ``InputFilter`` gives: a client that filters as declared passes, one that filters differently is
    /// reported here.
    case declaredFiltering
    /// After an edit, the text is what the user's declared formatting makes of it; the input-delegate
    /// messages the client sends for its own formatting are accepted, and only for it.
    case declaredFormatting
    /// `caretRect(for:)` of a position inside the text is a finite rectangle.
    case caretRect
    /// `firstRect(for:)` of a non-empty range is finite, and starts where the caret at the range's start
    /// is when the range lies on one line.
    case firstRect
    /// `selectionRects(for:)` of a non-empty range is not empty, each rectangle finite, with exactly one
    /// rectangle containing the start and exactly one containing the end.
    case selectionRects
    /// `closestPosition(to:)` at the middle of a caret gives that caret's position (or one with the same
    /// caret); `closestPosition(to:within:)` stays inside the range; `characterRange(at:)` is nil or inside
    /// the text.
    case hitTesting
    /// On a single left-to-right line, `position(from:in:offset:)` with `.right` and `.left` moves by one
    /// composed character, as storage direction does.
    case layoutDirectionByCharacters
    /// `position(from:in:offset:)` with `.up` from the first line and `.down` from the last is nil or
    /// inside the text.
    case verticalMoveAtEdges
    /// The tokenizer's answers for `.character` and `.word` about positions inside the text are nil,
    /// false, or positions and ranges inside the text.
    case tokenizerInsideText
    /// The tokenizer's `.character` units are composed character sequences, as `UITextInputStringTokenizer`
    /// gives: no boundary splits a surrogate pair or a combining sequence.
    case tokenizerComposedCharacters

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
        case .declaredFiltering:
            return "UITextFieldDelegate textField(_:shouldChangeCharactersIn:replacementString:) (\"return NO to not change text\"); the user's declaration says which edits the view refuses or trims"
        case .declaredFormatting:
            return "TWPG \"Informing the Text Input Delegate of Changes\" (a change the client makes itself is its own, reported with textWillChange:/textDidChange:); the user's declaration says what the text becomes"
        case .caretRect:
            return "UITextInput reference, caretRect(for:): \"a rectangle used to draw the caret at a given insertion point\"; the keyboard places its candidate bar and loupe with it"
        case .firstRect:
            return "UITextInput reference, firstRect(for:): \"the first rectangle that encloses a range of text\"; TWPG \"Geometry and hit-testing methods\""
        case .selectionRects:
            return "UITextInput reference, selectionRects(for:); UITextSelectionRect containsStart/containsEnd"
        case .hitTesting:
            return "UITextInput reference, closestPosition(to:), closestPosition(to:within:) (\"a position within the range\"), characterRange(at:); TWPG \"Geometry and hit-testing methods\""
        case .layoutDirectionByCharacters:
            return "UITextInput reference, position(from:in:offset:) (the arrow keys); left-to-right text: right is forward in storage (chosen: by composed characters, as UITextView moves)"
        case .verticalMoveAtEdges:
            return "UITextInput reference, position(from:in:offset:): nil when there is no position in that direction (chosen: nil or a position inside the text)"
        case .tokenizerInsideText:
            return "UITextInputTokenizer reference; TWPG \"Tokenizers\" (answers are positions and ranges of the client's text)"
        case .tokenizerComposedCharacters:
            return "UITextInputStringTokenizer (character granularity: composed character sequences); TWPG \"Tokenizers\""
        }
    }
}
