/// What a composer did with one input.
///
/// Inputs that iOS ignores are not errors: the composer reports them as ``ignored(_:)`` with the reason,
/// so that the input method driving it can log the no-op, and its state is left exactly as it was.
public enum ComposerResult: Equatable, Sendable {
    /// The reading or the pending romaji changed.
    case changed
    /// The text did not change, but the toggle cycle of the last character ended (the → key).
    case cycleEnded
    /// The input had no effect; the composition is unchanged.
    case ignored(ComposerNoOp)
}

/// Why a composer ignored an input.
public enum ComposerNoOp: Equatable, Sendable, CustomStringConvertible {
    /// Backspace with an empty composition (the input method deletes in the client instead).
    case nothingToDelete
    /// A key id the 12-key table does not define.
    case unknownKey(String)
    /// A flick in a direction the key has no character for.
    case noFlick(key: String, direction: FlickDirection)
    /// The ゛゜小 key with no character before it that has a voiced, semi-voiced or small form.
    case nothingToModify
    /// The undo (reverse cycle) key when the last character did not come from a key's cycle.
    case nothingToUndo
    /// The → key when no toggle cycle is running (the input method may move the caret instead).
    case noCycleToEnd

    /// A short English explanation of the no-op, for logs.
    public var description: String {
        switch self {
        case .nothingToDelete: return "nothing to delete in the composition"
        case let .unknownKey(key): return "no key \"\(key)\" on the 12-key kana keyboard"
        case let .noFlick(key, direction): return "key \"\(key)\" has no \(direction) flick"
        case .nothingToModify: return "no character before the caret has a ゛, ゜ or small form"
        case .nothingToUndo: return "the last character is not in a toggle cycle"
        case .noCycleToEnd: return "no toggle cycle is running"
        }
    }
}
