/// What a Japanese input method needs from a composer, whichever keyboard feeds it.
///
/// ``RomajiComposer`` and ``KanaComposer`` take different inputs but expose the same composition: a kana
/// reading, input still pending, the marked text to show and the caret in it, and the same
/// backspace, commit and cancel operations.
public protocol ReadingComposer {
    /// The composed reading (kana, and characters that stay as typed).
    var reading: String { get }
    /// Input typed but not yet part of the reading (pending romaji; always empty for 12-key input).
    var pending: String { get }
    /// The marked text to show: the reading followed by the pending input.
    var display: String { get }
    /// The caret inside ``display``, in UTF-16 code units.
    var caret: Int { get }
    /// Whether there is nothing to show.
    var isEmpty: Bool { get }
    /// Backspace inside the composition; ``ComposerResult/ignored(_:)`` when the composition is empty.
    @discardableResult mutating func deleteBackward() -> ComposerResult
    /// Finishes pending input, returns the reading and empties the composer.
    mutating func commit() -> String
    /// Empties the composer without returning anything (cancel).
    mutating func reset()
}

extension RomajiComposer: ReadingComposer {}
extension KanaComposer: ReadingComposer {}
