import Foundation

/// A Linux evdev key code (`KEY_A` = 30 …), the number a keyboard device reports in its `EV_KEY` events.
///
/// Names and numbers come from Linux's `input-event-codes.h` (see `EvdevKeyCode+Table.swift`). An
/// XKB keycode is the evdev code plus 8, as libxkbcommon's `evdev` rules expect.
public struct EvdevKeyCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The evdev code.
    public var rawValue: UInt16

    /// Creates a code from its number.
    public init(_ rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// Creates a code from a name of input-event-codes.h such as `KEY_A` (also `A`, `key_a`), or from a
    /// decimal or `0x` number; nil for a name the header does not define or a number above `KEY_MAX`.
    public init?(name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let number = Self.parseNumber(trimmed) {
            guard number <= Self.maximum.rawValue else { return nil }
            self.rawValue = number
            return
        }
        var upper = trimmed.uppercased()
        if !upper.hasPrefix("KEY_") { upper = "KEY_" + upper }
        guard let code = Self.codesByName[upper] else { return nil }
        self.rawValue = code
    }

    /// The largest key code Linux defines (`KEY_MAX`, 0x2ff).
    public static let maximum = EvdevKeyCode(0x2ff)

    /// The header's first name for this code (`KEY_HANGEUL` rather than its alias `KEY_HANGUEL`), or nil
    /// for a number the header does not name.
    public var name: String? { Self.namesByCode[rawValue] }

    /// The XKB keycode libxkbcommon uses for this key (evdev code + 8).
    public var xkbKeycode: UInt32 { UInt32(rawValue) + 8 }

    /// The name when there is one, otherwise the number.
    public var description: String { name ?? String(rawValue) }

    /// Orders codes by number.
    public static func < (lhs: EvdevKeyCode, rhs: EvdevKeyCode) -> Bool { lhs.rawValue < rhs.rawValue }

    private static func parseNumber(_ text: String) -> UInt16? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt16(text.dropFirst(2), radix: 16) }
        return UInt16(text)
    }

    private static let codesByName: [String: UInt16] = {
        var map: [String: UInt16] = [:]
        for row in table where map[row.name] == nil { map[row.name] = row.code }
        return map
    }()

    private static let namesByCode: [UInt16: String] = {
        var map: [UInt16: String] = [:]
        for row in table where map[row.code] == nil { map[row.code] = row.name }
        return map
    }()
}

extension EvdevKeyCode {
    /// `KEY_LEFTSHIFT` (42).
    public static let leftShift = EvdevKeyCode(42)
    /// `KEY_RIGHTSHIFT` (54).
    public static let rightShift = EvdevKeyCode(54)
    /// `KEY_LEFTCTRL` (29).
    public static let leftControl = EvdevKeyCode(29)
    /// `KEY_LEFTALT` (56).
    public static let leftAlt = EvdevKeyCode(56)
    /// `KEY_RIGHTALT` (100), AltGr on most European layouts.
    public static let rightAlt = EvdevKeyCode(100)
    /// `KEY_LEFTMETA` (125), the Super (Windows) key, Command on iOS.
    public static let leftMeta = EvdevKeyCode(125)
    /// `KEY_CAPSLOCK` (58).
    public static let capsLock = EvdevKeyCode(58)

    /// Parses a key name or number as ``init(name:)`` does, throwing an error that names the value.
    ///
    /// - Throws: ``HardwareKeyboardError/unknownKeyName(_:)``.
    public static func parse(_ name: String) throws -> EvdevKeyCode {
        guard let code = EvdevKeyCode(name: name) else { throw HardwareKeyboardError.unknownKeyName(name) }
        return code
    }
}
