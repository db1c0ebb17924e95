/// One change of a ``TextStorage``: `removed` UTF-16 units at `location` replaced by `inserted` units.
public struct TextEdit: Equatable, Sendable {
    /// Where the change starts, in UTF-16 units from the start of the text.
    public var location: Int
    /// How many UTF-16 units were removed at `location`.
    public var removed: Int
    /// How many UTF-16 units were inserted at `location` in their place.
    public var inserted: Int

    /// Creates the record of a change of `removed` units at `location` into `inserted` units.
    public init(location: Int, removed: Int, inserted: Int) {
        self.location = location
        self.removed = removed
        self.inserted = inserted
    }
}

/// The last ``capacity`` edits of a storage, by the version each produced, so that a reader holding a
/// copy of an earlier version (the tokenizer) can bring it up to date by patching instead of copying
/// the whole text again.
struct TextEditJournal: Sendable {
    static let capacity = 32
    private var slots: [(version: Int, edit: TextEdit)] = []

    mutating func record(_ edit: TextEdit, version: Int) {
        if slots.isEmpty {
            slots = Array(repeating: (Int.min, TextEdit(location: 0, removed: 0, inserted: 0)), count: Self.capacity)
        }
        slots[version & (Self.capacity - 1)] = (version, edit)
    }

    /// The edits from `version` (exclusive) to `current` (inclusive), oldest first; nil when some are
    /// no longer held.
    func edits(since version: Int, current: Int) -> [TextEdit]? {
        guard version <= current, current - version <= Self.capacity else { return nil }
        if version == current { return [] }
        guard !slots.isEmpty else { return nil }
        var result: [TextEdit] = []
        result.reserveCapacity(current - version)
        for v in (version + 1)...current {
            let slot = slots[v & (Self.capacity - 1)]
            guard slot.version == v else { return nil }
            result.append(slot.edit)
        }
        return result
    }
}

extension TextStorage {
    /// The edits that took the text from `version` to the current ``version``, oldest first, or nil when
    /// they are not all remembered (only the last few are).
    public func edits(since version: Int) -> [TextEdit]? {
        journal.edits(since: version, current: self.version)
    }
}
