import CXKBCommon

/// An X keysym (`a`, `Shift_L`, `dead_acute`, `Henkan_Mode`), the symbol a key produces at its
/// current level.
public struct Keysym: Hashable, Sendable, CustomStringConvertible {
    /// The keysym's value (`XKB_KEY_a` = 0x61).
    public var rawValue: UInt32

    /// Creates a keysym from its value.
    public init(_ rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Looks a keysym up by name (case-sensitive, as `xkb_keysym_from_name`); nil for an unknown name.
    public init?(name: String) {
        let value = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
        guard value != 0 else { return nil }
        self.rawValue = value
    }

    /// No symbol (`NoSymbol`, 0).
    public static let none = Keysym(0)

    /// The keysym's name as libxkbcommon prints it (`dead_acute`, or `0x…` for an unnamed value).
    public var name: String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = xkb_keysym_get_name(rawValue, buffer.baseAddress, 64)
            guard count > 0 else { return "0x" + String(rawValue, radix: 16) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(count)),
                          as: UTF8.self)
        }
    }

    /// The character the keysym stands for without any modifier transformation, or nil when it stands for
    /// none (function and modifier keys).
    public var character: Character? {
        let scalar = xkb_keysym_to_utf32(rawValue)
        guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { return nil }
        return Character(unicode)
    }

    /// The name.
    public var description: String { name }
}
