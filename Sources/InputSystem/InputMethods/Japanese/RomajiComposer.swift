/// Turns typed romaji into a kana reading, keeping the romaji that may still become kana pending.
///
/// The composer knows nothing of clients or conversion: the input method feeds it characters and shows
/// ``display`` as marked text with the caret at ``caret``. Rules, all driven by the ``RomajiTable``:
/// - input that can still grow into a longer table entry stays pending (`k`, `ky`, a lone `n`);
/// - a complete entry adds its kana to the reading and leaves its pending input (`kk` → っ, `k` pending);
/// - pending input that cannot continue is resolved: a lone `n` becomes ん (`n` before a consonant),
///   other letters stay as typed; then the new character is composed on its own;
/// - an uppercase letter or a digit stays as typed, and so does any character the table does not know:
///   nothing typed is ever dropped;
/// - input left pending by an entry whose output is Latin letters (`www` → `w`, `ww` pending) stays as
///   typed when nothing follows, so what was shown is what is committed (`www` commits `www`).
public struct RomajiComposer: Sendable {
    /// The table the composer follows.
    public let table: RomajiTable
    /// The composed reading: kana, and characters that stay as typed.
    public private(set) var reading = ""
    /// Romaji typed but not yet turned into kana.
    public private(set) var pending = ""
    /// Whether ``pending`` was left by an entry that passes Latin letters through (`www`).
    private var pendingIsLiteral = false

    /// Creates an empty composer over a table.
    public init(table: RomajiTable) {
        self.table = table
    }

    /// The marked text to show: the reading followed by the pending romaji.
    public var display: String { reading + pending }

    /// The caret inside ``display``, in UTF-16 code units (always at the end while composing).
    public var caret: Int { display.utf16.count }

    /// Whether there is nothing composed and nothing pending.
    public var isEmpty: Bool { reading.isEmpty && pending.isEmpty }

    /// Composes one typed character. Typing always changes the composition.
    @discardableResult
    public mutating func type(_ character: Character) -> ComposerResult {
        if character.isUppercase || character.isNumber {
            resolvePending()
            reading.append(character)
        } else {
            feed(character)
        }
        return .changed
    }

    /// Composes each character of a string in turn.
    public mutating func type(_ text: String) {
        for character in text { type(character) }
    }

    /// Backspace inside the composition: removes the last pending romaji letter, else the last character
    /// of the reading. With an empty composition it does nothing and says so.
    @discardableResult
    public mutating func deleteBackward() -> ComposerResult {
        if !pending.isEmpty {
            pending.removeLast()
        } else if !reading.isEmpty {
            reading.removeLast()
        } else {
            return .ignored(.nothingToDelete)
        }
        return .changed
    }

    /// Resolves the pending romaji as if no more input followed (a lone `n` becomes ん; other letters
    /// stay as typed). Called before committing or converting.
    public mutating func resolvePending() {
        if pendingIsLiteral {
            reading += pending
            pending = ""
            pendingIsLiteral = false
        }
        while !pending.isEmpty {
            let stalled = pending
            pending = ""
            resolve(stalled)
        }
    }

    /// Resolves the pending romaji, returns the whole reading and empties the composer.
    public mutating func commit() -> String {
        resolvePending()
        defer { reading = "" }
        return reading
    }

    /// Makes `reading` the composition, with nothing pending (what is left of a reading after the input
    /// method commits part of a conversion).
    public mutating func replaceReading(_ reading: String) {
        self.reading = reading
        pending = ""
    }

    /// Empties the composer without returning anything (cancel).
    public mutating func reset() {
        reading = ""
        pending = ""
    }

    private mutating func feed(_ character: Character) {
        let candidate = pending + String(character)
        pendingIsLiteral = false
        if table.isPrefix(candidate) {
            pending = candidate
        } else if let entry = table.entry(for: candidate) {
            reading += entry.output
            pending = entry.pending
            pendingIsLiteral = !entry.pending.isEmpty && entry.output.allSatisfy { $0.isASCII && $0.isLetter }
        } else if pending.isEmpty {
            reading.append(character)
        } else {
            let stalled = pending
            pending = ""
            resolve(stalled)
            feed(character)
        }
    }

    /// Turns input that can no longer grow into output: its own entry if it has one, else its first
    /// character as typed with the rest composed again. Each step consumes input, so this terminates.
    private mutating func resolve(_ stalled: String) {
        if let entry = table.entry(for: stalled) {
            reading += entry.output
            for character in entry.pending { feed(character) }
        } else if let first = stalled.first {
            reading.append(first)
            for character in stalled.dropFirst() { feed(character) }
        }
    }
}
