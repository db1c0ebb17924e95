/// Where the system keyboard is.
public enum KeyboardPlacement: String, Sendable, Equatable {
    /// Off screen.
    case hidden
    /// Docked at the bottom of the screen ("shown", in the notifications' sense).
    case docked
    /// Undocked and floating (iPad), whole.
    case undocked
    /// Undocked and split (iPad).
    case split
    /// A hardware keyboard is attached: only the accessory view is on screen, the keyboard below it is off screen.
    case accessoryOnly
}
