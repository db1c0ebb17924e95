/// A scripted call sequence that exercises one clause of the contract, named after it.
///
/// Every clause is checked after every call of every scenario; a scenario's clause is the one its calls
/// were written to reach (its name starts with the clause's name).
public struct ConformanceScenario: Sendable, Equatable {
    /// The clause the scenario was written for.
    public var clause: ContractClause
    /// The scenario's name: the clause's name and what the calls do.
    public var name: String
    /// The calls, made after the calls that establish each of the checker's starting texts (written for
    /// an empty start; offsets are brought into the text at hand).
    public var calls: [CheckerCall]

    /// Creates a scenario named after `clause`.
    public init(_ clause: ContractClause, _ detail: String, _ calls: [CheckerCall]) {
        self.clause = clause
        self.name = "\(clause): \(detail)"
        self.calls = calls
    }

    /// The scenarios every run starts with, one per clause; calls that need an external-change hook the
    /// user did not supply are skipped.
    public static let standard: [ConformanceScenario] = [
        ConformanceScenario(.documentBounds, "the end moves with the text", [
            .insertText("a😀"), .deleteBackward, .deleteBackward, .deleteBackward,
        ]),
        ConformanceScenario(.hasText, "typing, deleting and marking", [
            .insertText("a"), .deleteBackward, .setMarkedText("か", selectedLocation: 1, selectedLength: 0),
            .deleteBackward,
        ]),
        ConformanceScenario(.textInRange, "every composed character of mixed text", [
            .insertText("ae\u{301}😀👍🏽日か "),
        ]),
        ConformanceScenario(.insertText, "at the caret, over a selection, over marked text", [
            .insertText("ab"), .select(location: 1, length: 0), .insertText("😀"),
            .select(location: 0, length: 2), .insertText("日"),
            .setMarkedText("か", selectedLocation: 1, selectedLength: 0), .insertText("カ"),
        ]),
        ConformanceScenario(.deleteBackward, "one composed character, the selection, the marked text, nothing at the start", [
            .insertText("a😀e\u{301}👍🏽"), .deleteBackward, .deleteBackward, .deleteBackward,
            .insertText("xyz"), .select(location: 1, length: 2), .deleteBackward,
            .setMarkedText("かな", selectedLocation: 2, selectedLength: 0), .deleteBackward,
            .select(location: 0, length: 0), .deleteBackward, .deleteBackward,
        ]),
        ConformanceScenario(.replaceRange, "before, after, over and around the selection", [
            .insertText("hello"), .replace(location: 0, length: 1, text: "J"),
            .replace(location: 5, length: 0, text: "!"), .select(location: 5, length: 1),
            .replace(location: 0, length: 2, text: "😀"), .replace(location: 1, length: 3, text: ""),
            .replace(location: 0, length: 0, text: "e\u{301}"),
        ]),
        ConformanceScenario(.textInRangeAfterReplace, "longer, shorter and empty replacements", [
            .insertText("hello"), .replace(location: 1, length: 3, text: "😀😀"),
            .replace(location: 0, length: 0, text: "日"), .replace(location: 2, length: 4, text: "i"),
        ]),
        ConformanceScenario(.setSelectedTextRange, "ranges and carets across the text", [
            .insertText("abc😀"), .select(location: 1, length: 2), .select(location: 3, length: 2),
            .select(location: 0, length: 0), .select(location: 5, length: 0),
        ]),
        ConformanceScenario(.setMarkedText, "composing in place, over a selection, then emptied", [
            .insertText("ab"), .select(location: 1, length: 0),
            .setMarkedText("k", selectedLocation: 1, selectedLength: 0),
            .setMarkedText("か", selectedLocation: 1, selectedLength: 0),
            .setMarkedText("かn", selectedLocation: 2, selectedLength: 0),
            .select(location: 2, length: 0),
            .setMarkedText("かん", selectedLocation: 0, selectedLength: 2),
            .unmarkText,
            .select(location: 0, length: 2), .setMarkedText("日本", selectedLocation: 2, selectedLength: 0),
            .setMarkedText("", selectedLocation: 0, selectedLength: 0), .deleteBackward,
        ]),
        ConformanceScenario(.unmarkText, "the marked text stays, typing continues after it", [
            .insertText("a"), .setMarkedText("にほん", selectedLocation: 1, selectedLength: 1), .unmarkText,
            .insertText("b"),
        ]),
        ConformanceScenario(.markedRangeInsideText, "marked text at the end, replaced, deleted", [
            .insertText("ab"), .setMarkedText("かな", selectedLocation: 2, selectedLength: 0),
            .setMarkedText("か", selectedLocation: 1, selectedLength: 0), .deleteBackward,
        ]),
        ConformanceScenario(.selectionInsideText, "a caret at the end as the text shrinks", [
            .insertText("abc"), .select(location: 3, length: 0), .deleteBackward,
            .replace(location: 0, length: 2, text: ""),
        ]),
        ConformanceScenario(.selectionInsideMarkedRange, "a selected range past the marked text is clamped", [
            .insertText("xyz"), .select(location: 0, length: 0),
            .setMarkedText("ab", selectedLocation: 3, selectedLength: 0),
            .setMarkedText("ab", selectedLocation: 1, selectedLength: 5),
            .setMarkedText("ab", selectedLocation: 2, selectedLength: 1),
        ]),
        ConformanceScenario(.positionFromOffset, "every offset of mixed text, none outside", mixedText),
        ConformanceScenario(.offsetBetweenPositions, "offsets round-trip through positions", mixedText),
        ConformanceScenario(.textRangeFromPositions, "ends passed in either order", mixedText),
        ConformanceScenario(.comparePositions, "adjacent and identical positions", mixedText),
        ConformanceScenario(.layoutPositionOutsideIsNil, "left of the start and right of the end", mixedText),
        ConformanceScenario(.outOfRangeAnswers, "a range and a position kept after the text was emptied", [
            .insertText("abc😀"), .staleProbe, .insertText("日"), .staleProbe,
        ]),
        ConformanceScenario(.noDelegateMessagesForSystemChanges, "every kind of system call", [
            .insertText("ab"), .setMarkedText("か", selectedLocation: 1, selectedLength: 0), .unmarkText,
            .replace(location: 0, length: 1, text: "c"), .select(location: 0, length: 1), .deleteBackward,
        ]),
        ConformanceScenario(.delegateMessagesForExternalChanges, "the client's own text and selection changes", [
            .externalSetText("hello"), .insertText("!"), .externalSelect(location: 1, length: 2),
            .externalSetText(""),
        ]),
        ConformanceScenario(.editMenuEdits, "cut a selection, paste over the caret and over marked text", [
            .insertText("hello"), .select(location: 1, length: 3), .externalCut, .externalPaste("ab😀"),
            .setMarkedText("か", selectedLocation: 1, selectedLength: 0), .externalPaste("日"), .externalCut,
        ]),
        ConformanceScenario(.userSelectionEndsMarkedText, "a tap while composing", [
            .insertText("ab"), .setMarkedText("か", selectedLocation: 1, selectedLength: 0),
            .externalSelect(location: 0, length: 0), .setMarkedText("日", selectedLocation: 1, selectedLength: 0),
            .externalSelect(location: 3, length: 0),
        ]),
        ConformanceScenario(.declaredFiltering, "digits and other characters typed, replaced, marked and pasted", [
            .insertText("12"), .insertText("a"), .insertText("3😀"), .replace(location: 0, length: 1, text: "x"),
            .replace(location: 0, length: 1, text: "9"), .externalPaste("45b"), .externalPaste("67"),
            .setMarkedText("8", selectedLocation: 1, selectedLength: 0), .unmarkText, .deleteBackward,
        ]),
        ConformanceScenario(.declaredFormatting, "digits typed one by one, deleted and replaced", [
            .insertText("1234"), .insertText("5"), .insertText("678"), .deleteBackward, .deleteBackward,
            .replace(location: 0, length: 2, text: "90"), .externalPaste("12"), .select(location: 0, length: 0),
            .insertText("3"),
        ]),
        ConformanceScenario(.caretRect, "every position of mixed text", mixedText),
        ConformanceScenario(.firstRect, "ranges between sampled positions", mixedText),
        ConformanceScenario(.selectionRects, "ranges between sampled positions", mixedText),
        ConformanceScenario(.hitTesting, "the middle of each caret, points far outside", mixedText),
        ConformanceScenario(.layoutDirectionByCharacters, "left and right across surrogate pairs and combining marks", mixedText),
        ConformanceScenario(.verticalMoveAtEdges, "up from the start, down from the end", mixedText),
        ConformanceScenario(.tokenizerInsideText, "characters and words of mixed text", mixedText),
        ConformanceScenario(.tokenizerComposedCharacters, "surrogate pairs, modifiers, joiners and combining marks", [
            .insertText("a😀e\u{301}👍🏽👩\u{200D}👩\u{200D}👧 日本"),
        ]),
    ]

    private static let mixedText: [CheckerCall] = [
        .insertText("a😀e\u{301}日 👍🏽"), .select(location: 3, length: 0),
        .setMarkedText("か", selectedLocation: 1, selectedLength: 0), .unmarkText,
    ]
}

/// The strings random sequences are built from: ASCII, a decomposed "é", a character outside the BMP
/// (a surrogate pair), an emoji modifier sequence, CJK and kana. None of them joins with a neighbor, so
/// composed-character boundaries stay where the pieces meet.
public let standardCheckerAlphabet: [String] = ["a", "b", " ", "e\u{301}", "😀", "👍🏽", "日", "か"]
