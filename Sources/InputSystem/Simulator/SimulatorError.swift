import Foundation

/// An event the simulator cannot carry out, with what would have been valid.
public enum SimulatorError: Error, CustomStringConvertible, Equatable {
    case unknownField(String, known: [String])
    case notSelectable(String)
    case rangeOutsideText(NSRange, length: Int)
    case noHardwareKeyboard
    case unknownKeyCode(String)
    case unknownInputMode(String, known: [String])
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
