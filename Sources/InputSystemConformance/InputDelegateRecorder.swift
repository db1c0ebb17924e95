@_spi(Engine) import InputSystem

/// An input delegate that records the messages a client sends it, with the client's whole text at the
/// moment of each message, so the checker can tell whether will-messages came before the change and
/// did-messages after it.
public final class InputDelegateRecorder: UITextInputDelegate {
    /// One message received.
    public struct Message: Equatable, Sendable, CustomStringConvertible {
        /// The selector's name: `selectionWillChange:`, `selectionDidChange:`, `textWillChange:` or
        /// `textDidChange:`.
        public var name: String
        /// The client's whole text when the message arrived, or nil when it could not be read.
        public var text: String?

        /// The message's name.
        public var description: String { name }
    }

    /// The messages received since the last ``reset()``.
    public private(set) var messages: [Message] = []
    /// Reads the client's text when a message arrives.
    var readText: () -> String? = { nil }

    /// Creates a recorder.
    public init() {}

    /// Forgets the messages received so far.
    public func reset() { messages.removeAll() }

    /// Records `selectionWillChange:`.
    public func selectionWillChange(_ textInput: (any UITextInput)?) { record("selectionWillChange:") }
    /// Records `selectionDidChange:`.
    public func selectionDidChange(_ textInput: (any UITextInput)?) { record("selectionDidChange:") }
    /// Records `textWillChange:`.
    public func textWillChange(_ textInput: (any UITextInput)?) { record("textWillChange:") }
    /// Records `textDidChange:`.
    public func textDidChange(_ textInput: (any UITextInput)?) { record("textDidChange:") }

    private var reading = false

    /// Records a message; a message sent while the text is being read (a client that notifies from its
    /// own getters) is recorded without text rather than read again, which would never end.
    private func record(_ name: String) {
        guard !reading else {
            messages.append(Message(name: name, text: nil))
            return
        }
        reading = true
        defer { reading = false }
        let text = readText()
        messages.append(Message(name: name, text: text))
    }
}
