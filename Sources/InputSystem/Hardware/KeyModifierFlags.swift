/// The modifier keys in effect, with the bit values of UIKit's `UIKeyModifierFlags`.
///
/// XKB's real modifiers map onto them as libxkbcommon's `evdev` rules set them up: Shift → shift,
/// Lock → alphaShift (Caps Lock), Control → control, Mod1 (Alt) → alternate (Option), Mod4 (Super) →
/// command. AltGr (Mod5, ISO_Level3) has no UIKit flag: it only changes the characters keys produce.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits, as `UIKeyModifierFlags`.
    public var rawValue: Int

    /// Creates flags from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock (`UIKeyModifierAlphaShift`, 1 << 16).
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift (`UIKeyModifierShift`, 1 << 17).
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control (`UIKeyModifierControl`, 1 << 18).
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option, Alt on a PC keyboard (`UIKeyModifierAlternate`, 1 << 19).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command, the Super (Windows) key on a PC keyboard (`UIKeyModifierCommand`, 1 << 20).
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad (`UIKeyModifierNumericPad`, 1 << 21).
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)

    private static let names: [(KeyModifierFlags, String)] = [
        (.alphaShift, "alphaShift"), (.shift, "shift"), (.control, "control"),
        (.alternate, "alternate"), (.command, "command"), (.numericPad, "numericPad"),
    ]

    /// The flags' names joined by `+` (`shift+command`), or `none`.
    public var description: String {
        let parts = Self.names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "none" : parts.joined(separator: "+")
    }
}
