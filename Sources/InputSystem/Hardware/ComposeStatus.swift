/// Where a key left the compose sequence (dead keys, Multi_key), as `enum xkb_compose_status`.
public enum ComposeStatus: String, Hashable, Sendable, CaseIterable {
    /// No sequence in progress: the key's own text counts.
    case nothing
    /// The key started or continued a sequence: no text yet.
    case composing
    /// The key finished a sequence: its text is the sequence's result.
    case composed
    /// The key broke a sequence: it produces nothing.
    case cancelled
}
