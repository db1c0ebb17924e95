/// Composes a kana reading from the iOS 12-key kana keyboard: toggle input, flick input, the ゛゜小
/// modifier key, the undo (reverse cycle) key and the → key.
///
/// Time is simulated: each input carries the time in milliseconds at which it happened, and a tap of the
/// same key cycles only if it comes at most ``KanaTable/toggleTimeoutMs`` after the previous one.
/// Inputs that iOS ignores leave the composition unchanged and are reported as ``ComposerResult/ignored(_:)``.
public struct KanaComposer: Sendable {
    /// The key table the composer follows.
    public let table: KanaTable
    /// Whether taps never cycle (the iOS "Flick Only" setting): every tap enters the key's first character.
    public var flickOnly: Bool
    /// The reading, one element per character entered.
    public private(set) var characters: [String] = []
    private var last: LastKey?

    /// Where the last character came from, for cycling and undo.
    private struct LastKey: Sendable {
        var key: String
        var index: Int
        var timeMs: Int
        var cycling: Bool
    }

    /// Creates an empty composer over a table.
    public init(table: KanaTable, flickOnly: Bool = false) {
        self.table = table
        self.flickOnly = flickOnly
    }

    /// The composed reading.
    public var reading: String { characters.joined() }

    /// Pending input: always empty, since every 12-key input enters or changes a whole character.
    public var pending: String { "" }

    /// The marked text to show; the 12-key keyboard has no pending input, so it is the reading.
    public var display: String { reading }

    /// The caret inside ``display``, in UTF-16 code units (always at the end while composing).
    public var caret: Int { display.utf16.count }

    /// Whether nothing is composed.
    public var isEmpty: Bool { characters.isEmpty }

    /// Whether a tap of the last key at this time would still cycle its last character.
    public func isCycling(atMs timeMs: Int) -> Bool {
        guard let last, last.cycling else { return false }
        return withinTimeout(from: last.timeMs, to: timeMs)
    }

    /// Handles one input at a simulated time (milliseconds).
    @discardableResult
    public mutating func handle(_ input: KanaKeyInput, atMs timeMs: Int) -> ComposerResult {
        switch input {
        case let .tap(id): return tap(id, timeMs)
        case let .flick(id, direction): return flick(id, direction, timeMs)
        case .modifier: return modify()
        case .undo: return undo(timeMs)
        case .endCycle: return endCycle(timeMs)
        case .backspace: return deleteBackward()
        }
    }

    /// Backspace inside the composition: removes the last character.
    @discardableResult
    public mutating func deleteBackward() -> ComposerResult {
        guard !characters.isEmpty else { return .ignored(.nothingToDelete) }
        characters.removeLast()
        last = nil
        return .changed
    }

    /// Returns the reading and empties the composer.
    public mutating func commit() -> String {
        defer { reset() }
        return reading
    }

    /// Empties the composer without returning anything (cancel).
    public mutating func reset() {
        characters = []
        last = nil
    }

    /// Makes `reading` the composition, with no toggle cycle running (what is left of a reading after the
    /// input method commits part of a conversion).
    public mutating func replaceReading(_ reading: String) {
        characters = reading.map(String.init)
        last = nil
    }

    private func withinTimeout(from start: Int, to now: Int) -> Bool {
        let interval = now - start
        return interval >= 0 && interval <= table.toggleTimeoutMs
    }

    private mutating func tap(_ id: String, _ timeMs: Int) -> ComposerResult {
        guard let key = table.key(id) else { return .ignored(.unknownKey(id)) }
        if !flickOnly, let previous = last, previous.key == id, isCycling(atMs: timeMs), !characters.isEmpty {
            let index = (previous.index + 1) % key.cycle.count
            characters[characters.count - 1] = key.cycle[index]
            last = LastKey(key: id, index: index, timeMs: timeMs, cycling: true)
        } else {
            characters.append(key.cycle[0])
            last = LastKey(key: id, index: 0, timeMs: timeMs, cycling: !flickOnly)
        }
        return .changed
    }

    private mutating func flick(_ id: String, _ direction: FlickDirection, _ timeMs: Int) -> ComposerResult {
        guard let key = table.key(id) else { return .ignored(.unknownKey(id)) }
        guard let character = key.flicks[direction] else { return .ignored(.noFlick(key: id, direction: direction)) }
        characters.append(character)
        last = key.cycle.firstIndex(of: character).map {
            LastKey(key: id, index: $0, timeMs: timeMs, cycling: false)
        }
        return .changed
    }

    private mutating func modify() -> ComposerResult {
        guard let character = characters.last, let modified = table.modified(character) else {
            return .ignored(.nothingToModify)
        }
        characters[characters.count - 1] = modified
        last = nil
        return .changed
    }

    private mutating func undo(_ timeMs: Int) -> ComposerResult {
        guard let previous = last, let key = table.key(previous.key), !characters.isEmpty else {
            return .ignored(.nothingToUndo)
        }
        let index = (previous.index - 1 + key.cycle.count) % key.cycle.count
        characters[characters.count - 1] = key.cycle[index]
        last = LastKey(key: previous.key, index: index, timeMs: timeMs, cycling: !flickOnly)
        return .changed
    }

    private mutating func endCycle(_ timeMs: Int) -> ComposerResult {
        guard isCycling(atMs: timeMs) else { return .ignored(.noCycleToEnd) }
        last?.cycling = false
        return .cycleEnded
    }
}
