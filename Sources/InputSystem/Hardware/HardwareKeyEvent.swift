/// One key event of a hardware keyboard: an evdev key code, what happened to it, and when.
public struct HardwareKeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var code: EvdevKeyCode
    /// Pressed, released or repeated.
    public var state: HardwareKeyState
    /// When it happened, in milliseconds from the start of the recording or trace, if known.
    public var milliseconds: Double?

    /// Creates an event.
    public init(code: EvdevKeyCode, state: HardwareKeyState, milliseconds: Double? = nil) {
        self.code = code
        self.state = state
        self.milliseconds = milliseconds
    }

    /// `KEY_A down`, with `@12.5ms` when the time is known.
    public var description: String {
        var text = "\(code) \(state)"
        if let milliseconds { text += " @\(milliseconds)ms" }
        return text
    }
}
