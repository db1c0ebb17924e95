/// What happened to a key, with evdev's values for `EV_KEY` events (0 released, 1 pressed, 2 autorepeat).
public enum HardwareKeyState: Int, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// The key was released (evdev value 0).
    case up = 0
    /// The key was pressed (evdev value 1).
    case down = 1
    /// The key is held and autorepeats (evdev value 2).
    case `repeat` = 2

    /// The name used in traces and logs: `up`, `down`, `repeat`.
    public var description: String {
        switch self {
        case .up: return "up"
        case .down: return "down"
        case .repeat: return "repeat"
        }
    }

    /// Parses a name printed by ``description``.
    public init?(name: String) {
        switch name {
        case "up": self = .up
        case "down": self = .down
        case "repeat": self = .repeat
        default: return nil
        }
    }
}
