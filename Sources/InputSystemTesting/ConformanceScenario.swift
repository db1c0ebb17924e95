/// A scripted call sequence that exercises one clause of the contract, named after it.
public struct ConformanceScenario: Sendable, Equatable {
    /// The scenario's name (the clause it exercises, with a detail when a clause has several).
    public var name: String
    /// The calls, starting from a fresh client.
    public var calls: [CheckerCall]

    /// Creates a scenario.
    public init(name: String, calls: [CheckerCall]) {
        self.name = name
        self.calls = calls
    }

    /// The scenarios every run starts with; calls that need an external-change hook the user did not
    /// supply are skipped.
    public static let standard: [ConformanceScenario] = [
        ConformanceScenario(name: "insertText at the caret, over a selection, over marked text", calls: [
            .insertText("ab"), .select(location: 1, length: 0), .insertText("😀"),
            .select(location: 0, length: 2), .insertText("日"),
            .setMarkedText("か", selectedLocation: 1, selectedLength: 0), .insertText("カ"),
        ]),
        ConformanceScenario(name: "deleteBackward deletes one composed character, the selection, the marked text", calls: [
            .insertText("a😀e\u{301}👍🏽"), .deleteBackward, .deleteBackward, .deleteBackward,
            .insertText("xyz"), .select(location: 1, length: 2), .deleteBackward,
            .setMarkedText("かな", selectedLocation: 2, selectedLength: 0), .deleteBackward,
            .select(location: 0, length: 0), .deleteBackward, .deleteBackward,
        ]),
        ConformanceScenario(name: "setMarkedText composes in place and keeps the selection inside", calls: [
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
        ConformanceScenario(name: "setMarkedText clamps a selected range outside the marked text", calls: [
            .insertText("xyz"), .select(location: 0, length: 0),
            .setMarkedText("ab", selectedLocation: 3, selectedLength: 0),
            .setMarkedText("ab", selectedLocation: 1, selectedLength: 5),
            .setMarkedText("ab", selectedLocation: 2, selectedLength: 1),
        ]),
        ConformanceScenario(name: "unmarkText keeps the text and the selection", calls: [
            .insertText("a"), .setMarkedText("にほん", selectedLocation: 1, selectedLength: 1), .unmarkText,
            .insertText("b"),
        ]),
        ConformanceScenario(name: "replace and textInRange agree", calls: [
            .insertText("hello"), .replace(location: 0, length: 1, text: "J"),
            .replace(location: 5, length: 0, text: "!"), .select(location: 5, length: 1),
            .replace(location: 0, length: 2, text: "😀"), .replace(location: 1, length: 3, text: ""),
            .replace(location: 0, length: 0, text: "e\u{301}"),
        ]),
        ConformanceScenario(name: "positions past the end are not trusted", calls: [
            .insertText("abc😀"), .staleProbe, .insertText("日"), .staleProbe,
        ]),
        ConformanceScenario(name: "external changes are reported to the input delegate", calls: [
            .externalSetText("hello"), .insertText("!"), .externalSelect(location: 1, length: 2),
            .setMarkedText("か", selectedLocation: 1, selectedLength: 0),
            .externalSelect(location: 0, length: 0), .externalSetText(""),
        ]),
    ]
}

/// The strings random sequences are built from: ASCII, a decomposed "é", a character outside the BMP
/// (a surrogate pair), an emoji modifier sequence, CJK and kana. None of them joins with a neighbor, so
/// composed-character boundaries stay where the pieces meet.
public let standardCheckerAlphabet: [String] = ["a", "b", " ", "e\u{301}", "😀", "👍🏽", "日", "か"]
