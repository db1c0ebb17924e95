/// InputSystem: a deterministic model of the iOS text input system.
public enum InputSystemInfo {
    /// The package's version, printed by `kbsim --version`.
    public static let version = "0.2.0"
}
