import Foundation
import Spelling

/// The QuickType bar's word suggestions (iOS 8 and later): three slots above the letters keyboard for the
/// word before the caret — the word as typed, then the likeliest words that begin with it, or the
/// dictionary's corrections of a word it does not know. In the Japanese input modes the same bar is the candidate bar
/// (``Simulator/pickCandidate(at:)``): one bar, whose content follows the input mode.
extension Simulator {
    /// The QuickType bar's suggestions for the word before the caret, at most three: empty when the bar is
    /// not shown (profiles before iOS 8, keyboards without letters, `autocorrectionType` `.no`, secure
    /// entry, the Japanese modes, whose bar holds candidates), when no word ends at the caret, or while
    /// text is selected or marked. Next-word predictions after a space are not modeled.
    public var quickTypeSuggestions: [String] {
        guard let session, let word = suggestionWord(in: session) else { return [] }
        return Self.suggestions(for: word.text, language: inputMode)
    }

    /// The user taps suggestion `index` (0-based) of ``quickTypeSuggestions``: the word before the caret is
    /// replaced by it (`replaceRange:withText:`, the delegate asked with the word's range, as for typing:
    /// system-edits.md F2.1, F2.3), then a space goes in as its own insertion (F2.4: the space after an
    /// autocompletion is inserted after the replacement); both calls carry the cause `suggestion`. The first
    /// slot, the word as typed, only adds the space. Logged as an `input` record with the slots.
    public func pickSuggestion(at index: Int) throws {
        guard let session, let word = suggestionWord(in: session) else {
            throw SimulatorError.unsupported("suggestion: the QuickType bar shows no word suggestions here")
        }
        let slots = Self.suggestions(for: word.text, language: inputMode)
        guard slots.indices.contains(index) else {
            throw SimulatorError.unsupported("suggestion \(index): the QuickType bar has \(slots.count) suggestions")
        }
        log.record(.input, "suggestion", [("index", .int(index)), ("suggestions", .array(slots.map(LogValue.string)))])
        if slots[index] != word.text {
            session.replace(word.range, with: slots[index], cause: .suggestion)
        }
        session.insertText(" ", cause: .suggestion)
        updateAutoShift()
    }

    /// The word the bar offers suggestions for, with its UTF-16 range; nil where the bar shows none.
    private func suggestionWord(in session: TextInputSession) -> (text: String, range: NSRange)? {
        guard session.inputMethod is DirectInput, inputMode == "en-US", hardwareKeyboard == nil,
              session.textInput != nil else { return nil }
        let traits = session.client.textInputTraits
        let kind = catalog.typeLayout(for: traits.keyboardType, on: keyboard.device).kind
        guard keyboard.geometry.showsPredictiveBar(for: traits, kind: kind) else { return nil }
        return wordBeforeCaret(in: session)
    }

    /// The three slots for `word`: the word itself; then the words that begin with it, most frequent first;
    /// then the corrections when the dictionary does not know it; no slot twice.
    nonisolated static func suggestions(for word: String, language: String) -> [String] {
        var slots = [word]
        guard let checker = try? SpellCheckers.shared.checker(language: language) else { return slots }
        // Words that begin with what was typed come first (the user is part-way through one), then the
        // corrections of a word the dictionary does not know, then completions one slip away.
        let completions = checker.completions(forPrefix: word, limit: 4)
        let typed = word.lowercased()
        var candidates = completions.filter { $0.lowercased().hasPrefix(typed) }
        if !checker.isCorrect(word) { candidates += checker.guesses(for: word, limit: 2) }
        candidates += completions
        for c in candidates where slots.count < 3 && !slots.contains(c) && !c.contains(" ") { slots.append(c) }
        return slots
    }
}
