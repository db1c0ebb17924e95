/// A keyboard's input method: it receives key actions and acts on the client only through the
/// ``TextInputSession``'s text-input calls, as iOS keyboards act only through `UITextInput`.
@MainActor
public protocol InputMethod: AnyObject {
    /// The input mode's identifier (`en-US`, `ja-JP-romaji`, `ja-JP-kana`).
    var identifier: String { get }
    /// Whether a composition (marked text) is in progress.
    var isComposing: Bool { get }
    /// The candidates the candidate bar shows now, best first.
    var candidates: [String] { get }
    /// Handles a key action; returns false when the method has no use for it (the session then applies
    /// the default: caret movement, deletion, return).
    func handle(_ action: KeyAction, in session: TextInputSession) -> Bool
    /// Picks the candidate at `index` of ``candidates``; false when there is no such candidate.
    func selectCandidate(at index: Int, in session: TextInputSession) -> Bool
    /// Ends any composition by committing it as it stands (focus leaves, the input mode changes).
    func commitComposition(in session: TextInputSession)
    /// Forgets any composition without touching the client (the client changed its text under it).
    func resetComposition()
    /// Advances simulated time (toggle-input timeouts).
    func advance(toMilliseconds ms: Int, in session: TextInputSession)
}

extension InputMethod {
    public var candidates: [String] { [] }
    public func selectCandidate(at index: Int, in session: TextInputSession) -> Bool { false }
    public func advance(toMilliseconds ms: Int, in session: TextInputSession) {}
}
