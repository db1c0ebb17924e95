/// Why a `libinput record` file could not be read: each case names the file, the line (from 1) and what
/// was expected there.
public enum LibinputRecordError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read, or is not UTF-8 text.
    case unreadable(file: String, reason: String)
    /// The text is not YAML.
    case invalidYAML(file: String, line: Int, problem: String)
    /// A key the format requires is missing.
    case missingKey(file: String, line: Int, key: String, expected: String)
    /// A value has the wrong shape or is out of range.
    case invalidValue(file: String, line: Int, value: String, expected: String)
    /// A format version this reader does not know.
    case unsupportedVersion(file: String, line: Int, version: String)
    /// The file passes a bound that keeps reading it safe (its size, the nesting of its collections, the
    /// nodes its aliases expand to).
    case tooLarge(file: String, line: Int, problem: String)
    /// No recorded device is a keyboard (none has key events or `ID_INPUT_KEYBOARD=1`).
    case noKeyboard(file: String)
    /// Keyboard devices were recorded, but none of them has a key event.
    case noKeyEvents(file: String)

    /// The message: what was wrong, where, and what was expected.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            return "\(file): cannot read: \(reason)"
        case .invalidYAML(let file, let line, let problem):
            return "\(file):\(line): not YAML: \(problem)"
        case .missingKey(let file, let line, let key, let expected):
            return "\(file):\(line): missing '\(key)': expected \(expected)"
        case .invalidValue(let file, let line, let value, let expected):
            return "\(file):\(line): '\(value)': expected \(expected)"
        case .unsupportedVersion(let file, let line, let version):
            return "\(file):\(line): version '\(version)': expected version 1 of the libinput record format"
        case .tooLarge(let file, let line, let problem):
            return "\(file):\(line): refused: \(problem)"
        case .noKeyboard(let file):
            return "\(file): no keyboard device: expected a device with EV_KEY key events"
        case .noKeyEvents(let file):
            return "\(file): the keyboard device recorded no key events: expected at least one EV_KEY event (was a key pressed while recording?)"
        }
    }
}
