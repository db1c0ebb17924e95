/// The non-composing input method of the Latin, number and symbol keyboards: every character goes into
/// the client at once (`insertText:`).
public final class DirectInput: InputMethod {
    public let identifier: String

    /// Creates direct input for an input mode (`en-US` by default).
    public init(identifier: String = "en-US") {
        self.identifier = identifier
    }

    public var isComposing: Bool { false }

    public func handle(_ action: KeyAction, in session: TextInputSession) -> Bool {
        switch action {
        case .insertText(let text):
            session.insertText(text)
            return true
        default:
            return false
        }
    }

    public func commitComposition(in session: TextInputSession) {}
    public func resetComposition() {}
}
