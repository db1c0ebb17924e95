import Foundation
import KanaKanji

/// The Japanese input methods, `ja-JP-romaji` (QWERTY romaji) and `ja-JP-kana` (12-key kana): they compose
/// a reading into marked text, convert it into segments with the kana-kanji converter, and commit.
///
/// States and the calls each step makes on the client (all through the ``TextInputSession``):
/// - **Composing**: after every key, `setMarkedText(reading, selectedRange: {end, 0})`.
/// - **Converting** (Space, 変換, the 12-key 次候補 key): `setMarkedText(all segments' texts,
///   selectedRange: the focused segment)` after every change.
/// - **Commit** (Return, typing on after a conversion, focus or input mode leaving):
///   `setMarkedText(final text, selectedRange: {end, 0})` (only when the marked text differs) then `unmarkText`.
/// - **Cancel** (Escape while composing, deleting the last character): `setMarkedText("", {0, 0})`.
public final class JapaneseInputMethod: InputMethod {
    /// Which keyboard feeds the method.
    public enum Keyboard: Sendable {
        /// QWERTY romaji (`ja-JP-romaji`).
        case romaji
        /// The 12-key kana pad (`ja-JP-kana`).
        case kana
    }

    /// What the method did with a 12-key input.
    public enum KanaOutcome: Equatable, Sendable {
        /// The input changed the composition.
        case handled
        /// The method has no use for it (the keyboard's default applies, e.g. → moves the caret).
        case notHandled
        /// iOS ignores the input; the composition is unchanged.
        case ignored(ComposerNoOp)
    }

    /// The keyboard feeding this method.
    public let keyboard: Keyboard
    /// The converter, or nil when no dictionary could be opened (conversion then offers kana forms only).
    public let converter: KanaKanjiConverter?
    /// The picked candidates, shared by the methods of one simulation.
    public let history: LearningHistory
    /// All text this method has committed to the client, in order (for checks and logs).
    public private(set) var committedText = ""

    private var romaji: RomajiComposer
    private var kana: KanaComposer
    private let speller: RomajiSpeller
    /// The conversion in progress, if any.
    public private(set) var conversion: ConversionState?
    private let candidateLimit = 9
    /// The marked text last given to the client.
    private var shown: String?

    /// Creates a method for a keyboard over the bundled tables.
    /// - Throws: ``JapaneseTableError`` when a bundled table is missing or damaged.
    public convenience init(keyboard: Keyboard, converter: KanaKanjiConverter?, history: LearningHistory = LearningHistory()) throws {
        try self.init(keyboard: keyboard, romajiTable: RomajiTable.bundled(), kanaTable: KanaTable.bundled(),
                      converter: converter, history: history)
    }

    /// Creates a method for a keyboard over the given tables.
    public init(keyboard: Keyboard, romajiTable: RomajiTable, kanaTable: KanaTable, converter: KanaKanjiConverter?,
                history: LearningHistory) {
        self.keyboard = keyboard
        self.romaji = RomajiComposer(table: romajiTable)
        self.kana = KanaComposer(table: kanaTable)
        self.speller = RomajiSpeller(table: romajiTable)
        self.converter = converter
        self.history = history
    }

    /// `ja-JP-romaji` or `ja-JP-kana`.
    public var identifier: String { keyboard == .romaji ? "ja-JP-romaji" : "ja-JP-kana" }

    /// Whether there is marked text (a reading or a conversion).
    public var isComposing: Bool { conversion != nil || !composerIsEmpty }

    /// The marked text the method has given the client, or nil when there is none.
    public var markedText: String? {
        if let conversion { return conversion.text }
        return composerIsEmpty ? nil : display
    }

    /// The candidate bar: the focused segment's candidates while converting; while composing, the whole
    /// reading's best conversions (learned ones first) and its hiragana and katakana forms.
    public var candidates: [String] {
        if let conversion { return conversion.parts[conversion.focus].candidates }
        guard !composerIsEmpty else { return [] }
        var copy = romaji
        copy.resolvePending()
        let reading = keyboard == .romaji ? copy.reading : kana.reading
        return Self.candidateBar(for: reading, converter: converter, history: history)
    }

    /// The candidate bar for a reading being composed: its best conversions (learned ones first), then its
    /// hiragana and katakana forms.
    public nonisolated static func candidateBar(for reading: String, converter: KanaKanjiConverter?,
                                    history: LearningHistory = LearningHistory()) -> [String] {
        var list = history.ranked(converter?.nBest(reading, count: 5) ?? [], for: reading)
        for form in [Kana.hiragana(reading), Kana.katakana(reading)] where !list.contains(form) { list.append(form) }
        return list
    }

    // MARK: Keys

    public func handle(_ action: KeyAction, in session: TextInputSession) -> Bool {
        if conversion != nil { return handleConverting(action, in: session) }
        return handleComposing(action, in: session)
    }

    private func handleComposing(_ action: KeyAction, in session: TextInputSession) -> Bool {
        let empty = composerIsEmpty
        switch action {
        case .insertText(" ") where !empty, .japanese(.henkan) where !empty:
            convert(in: session)
        case .insertText(let text):
            guard keyboard == .romaji else {
                commitComposition(in: session)
                return false
            }
            for character in text { romaji.type(character) }
            showComposition(in: session)
        case .deleteBackward:
            guard !empty else { return false }
            if keyboard == .romaji { romaji.deleteBackward() } else { kana.deleteBackward() }
            showComposition(in: session)
        case .return:
            guard !empty else { return false }
            commitComposition(in: session)
        case .escape:
            guard !empty else { return false }
            cancel(in: session)
        case .functionKey(let n):
            guard !empty, let form = Transliteration(rawValue: n) else { return !empty }
            let reading = resolvedReading()
            conversion = ConversionState(parts: [.init(reading: reading, candidates: kanaCandidates(reading), index: 0,
                                                       transliteration: form.apply(to: reading, romaji: speller))], focus: 0)
            showConversion(in: session)
        case .tab, .backTab:
            guard !empty else { return false }
            commitComposition(in: session)
            return false
        case .moveCaret, .deleteForward, .japanese:
            // The composer's caret stays at the end of the reading: arrows and forward delete do nothing.
            return !empty
        case .keyCommand:
            return false
        }
        return true
    }

    private func handleConverting(_ action: KeyAction, in session: TextInputSession) -> Bool {
        guard var state = conversion else { return false }
        switch action {
        case .insertText(" "), .japanese(.henkan):
            step(&state, by: 1)
        case .insertText:
            commitComposition(in: session)
            return handleComposing(action, in: session)
        case .moveCaret(let motion) where motion.direction == .down && motion.unit == .documentBoundary:
            // Ctrl-Down (or Command-Down): commit the first segment only.
            conversion = state
            commitFirstSegment(in: session)
            return true
        case .moveCaret(let motion):
            switch (motion.direction, motion.extendsSelection) {
            case (.down, _): step(&state, by: 1)
            case (.up, _): step(&state, by: -1)
            case (.left, false): state.focus = max(0, state.focus - 1)
            case (.right, false): state.focus = min(state.parts.count - 1, state.focus + 1)
            case (.left, true): resize(&state, by: -1)
            case (.right, true): resize(&state, by: 1)
            case (.unknownValue, _): break
            }
        case .functionKey(let n):
            guard let form = Transliteration(rawValue: n) else { return true }
            state.parts[state.focus].transliteration = form.apply(to: state.parts[state.focus].reading, romaji: speller)
        case .return:
            conversion = state
            commitComposition(in: session)
            return true
        case .escape, .deleteBackward, .japanese(.muhenkan):
            // Back to the reading, as Mozc does for Escape and Backspace in conversion.
            conversion = nil
            showComposition(in: session)
            return true
        case .tab, .backTab:
            conversion = state
            commitComposition(in: session)
            return false
        case .deleteForward, .japanese:
            return true
        case .keyCommand:
            return false
        }
        conversion = state
        showConversion(in: session)
        return true
    }

    /// A 12-key input at simulated time `ms`. Inputs of a conversion in progress commit it first.
    public func handleKana(_ input: KanaKeyInput, atMs ms: Int, in session: TextInputSession) -> KanaOutcome {
        if conversion != nil {
            if input == .endCycle { return .handled }
            commitComposition(in: session)
        }
        let wasEmpty = kana.isEmpty
        switch kana.handle(input, atMs: ms) {
        case .changed:
            showComposition(in: session)
            return .handled
        case .cycleEnded:
            return .handled
        case .ignored(let reason):
            if input == .endCycle && reason == .noCycleToEnd && wasEmpty { return .notHandled }
            return .ignored(reason)
        }
    }

    public func selectCandidate(at index: Int, in session: TextInputSession) -> Bool {
        let list = candidates
        guard list.indices.contains(index) else { return false }
        if var state = conversion {
            state.parts[state.focus].index = index
            state.parts[state.focus].transliteration = nil
            conversion = state
            showConversion(in: session)
        } else {
            // A candidate picked while composing replaces the whole reading and is committed at once.
            let reading = resolvedReading()
            if index != 0 { history.record(reading: reading, candidate: list[index]) }
            commit(list[index], in: session)
        }
        return true
    }

    // MARK: Ending

    public func commitComposition(in session: TextInputSession) {
        if let state = conversion {
            for part in state.parts where part.userChose {
                history.record(reading: part.reading, candidate: part.text)
            }
            commit(state.text, in: session)
        } else if !composerIsEmpty {
            commit(resolvedReading(), in: session)
        }
    }

    public func resetComposition() {
        shown = nil
        conversion = nil
        romaji.reset()
        kana.reset()
    }

    public func advance(toMilliseconds ms: Int, in session: TextInputSession) {}

    // MARK: Internals

    private var composerIsEmpty: Bool { keyboard == .romaji ? romaji.isEmpty : kana.isEmpty }
    private var display: String { keyboard == .romaji ? romaji.display : kana.display }

    private func resolvedReading() -> String {
        if keyboard == .romaji { romaji.resolvePending(); return romaji.reading }
        return kana.reading
    }

    private func showComposition(in session: TextInputSession) {
        let text = display
        session.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
        shown = text.isEmpty ? nil : text
    }

    private func showConversion(in session: TextInputSession) {
        guard let state = conversion else { return }
        session.setMarkedText(state.text, selectedRange: state.focusedRange)
        shown = state.text
    }

    /// Commits `text`: the marked text becomes `text` (if it is not already), then `unmarkText`.
    private func commit(_ text: String, in session: TextInputSession) {
        if shown != text || conversion != nil {
            session.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
        }
        session.unmarkText()
        committedText += text
        resetComposition()
        shown = nil
    }

    private func cancel(in session: TextInputSession) {
        session.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        resetComposition()
        shown = nil
    }

    private func commitFirstSegment(in session: TextInputSession) {
        guard var state = conversion else { return }
        let first = state.parts.removeFirst()
        guard !state.parts.isEmpty else { commitComposition(in: session); return }
        if first.userChose { history.record(reading: first.reading, candidate: first.text) }
        session.setMarkedText(first.text, selectedRange: NSRange(location: first.text.utf16.count, length: 0))
        session.unmarkText()
        committedText += first.text
        state.focus = max(0, state.focus - 1)
        conversion = state
        // The composer keeps only the part of the reading still marked.
        if keyboard == .romaji { romaji.replaceReading(state.reading) } else { kana.replaceReading(state.reading) }
        showConversion(in: session)
    }

    private func convert(in session: TextInputSession) {
        let reading = resolvedReading()
        let segments = converter?.convert(reading, candidateLimit: candidateLimit).segments ?? []
        let parts = segments.isEmpty
            ? [ConversionState.Part(reading: reading, candidates: kanaCandidates(reading), index: 0)]
            : segments.map(part)
        conversion = ConversionState(parts: parts, focus: 0)
        showConversion(in: session)
    }

    private func part(_ segment: Segment) -> ConversionState.Part {
        ConversionState.Part(reading: segment.reading, candidates: history.ranked(segment.candidates, for: segment.reading), index: 0)
    }

    private func kanaCandidates(_ reading: String) -> [String] {
        var list = [Kana.hiragana(reading)]
        if !list.contains(Kana.katakana(reading)) { list.append(Kana.katakana(reading)) }
        return history.ranked(list, for: reading)
    }

    private func step(_ state: inout ConversionState, by delta: Int) {
        var part = state.parts[state.focus]
        let count = part.candidates.count
        guard count > 0 else { return }
        part.index = part.transliteration == nil ? ((part.index + delta) % count + count) % count : 0
        part.transliteration = nil
        state.parts[state.focus] = part
    }

    private func resize(_ state: inout ConversionState, by delta: Int) {
        guard let converter else { return }
        let lengths = state.parts[..<state.focus].map(\.reading.count) + [state.parts[state.focus].reading.count + delta]
        guard let new = converter.convert(state.reading, fixedSegmentLengths: lengths, candidateLimit: candidateLimit),
              new.segments.count > state.focus else { return }
        let kept = Array(state.parts[..<state.focus])
        state.parts = kept + new.segments[state.focus...].map(part)
    }
}
