import Foundation

/// An event the simulator cannot carry out, with what would have been valid.
public enum SimulatorError: Error, CustomStringConvertible, Equatable {
    /// No text object was added under this name; `known` lists the names that were.
    case unknownField(String, known: [String])
    /// The named object has no selection to set (a key-input view or a non-text responder).
    case notSelectable(String)
    /// The range reaches past the end of the text, which is `length` UTF-16 units long.
    case rangeOutsideText(NSRange, length: Int)
    /// A hardware key was pressed with no hardware keyboard attached.
    case noHardwareKeyboard
    /// The key code is not an evdev key name (`KEY_A`) or number that the keymap knows.
    case unknownKeyCode(String)
    /// No input mode has this identifier; `known` lists those that do.
    case unknownInputMode(String, known: [String])
    /// The simulator does not model this; the message says what.
    case unsupported(String)

    public var description: String {
        switch self {
        case .unknownField(let id, let known):
            return "no field \"\(id)\"" + (known.isEmpty ? "; the scene has no fields yet" : "; fields: \(known.joined(separator: ", "))")
        case .notSelectable(let id):
            return "\(id) has no selectable text"
        case .rangeOutsideText(let r, let length):
            return "range [\(r.location), \(r.length)] is outside the text (\(length) UTF-16 units)"
        case .noHardwareKeyboard:
            return "no hardware keyboard is attached; add {\"event\": \"hardware\", \"layout\": \"us\"} first"
        case .unknownKeyCode(let name):
            return "unknown key code \"\(name)\"; expected an evdev name such as KEY_A or a number"
        case .unknownInputMode(let mode, let known):
            return "unknown input mode \"\(mode)\"; expected one of: \(known.joined(separator: ", "))"
        case .unsupported(let what):
            return what
        }
    }
}
