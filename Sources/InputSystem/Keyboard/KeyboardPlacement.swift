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
    /// The iPad's floating keyboard (iPadOS 13 and later): a small iPhone-sized keyboard the user drags.
    case floating
    /// A hardware keyboard is attached: only the accessory view (and the iPad's shortcuts bar from iOS 9) is
    /// on screen, the keyboard below it is off screen.
    case accessoryOnly
}

extension KeyboardPlacement {
    /// Whether the keyboard is away from the bottom edge (undocked, split or floating): show and hide are
    /// not posted for it.
    public var isUndocked: Bool { self == .undocked || self == .split || self == .floating }
}
