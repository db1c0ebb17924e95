import Foundation

extension UIResponder {
    /// A hardware key reaches the UIKit first responder as UIKit delivers it: first the key commands of
    /// the responder chain (a match runs the command and consumes the key), then `pressesBegan` /
    /// `pressesEnded` along the chain; a press that passes the end of the chain unconsumed goes on to
    /// the text input system. Key repeats go to the text input system directly.
    func deliverPresses(_ result: HardwareKeyResult) -> Bool {
        let state = result.event.state
        guard state != .repeat else { return false }
        let code = result.event.code
        let text = result.text
        let flags = UIKeyModifierFlags(rawValue: result.modifiers.rawValue)
        let seconds = (result.event.milliseconds ?? 0) / 1000
        do { let responder = self
            let key = UIKey(characters: text, charactersIgnoringModifiers: HIDUsageMapping.ignoringModifiers(code, text),
                            modifierFlags: flags, keyCode: HIDUsageMapping.usage(for: code))
            if state == .down, HIDUsageMapping.runKeyCommand(from: responder, key: key) { return true }
            let press = UIPress(phase: state == .down ? .began : .ended, timestamp: seconds, key: key)
            let event = UIPressesEvent(presses: [press], timestamp: seconds)
            if state == .down {
                responder.pressesBegan([press], with: event)
            } else {
                responder.pressesEnded([press], with: event)
            }
            return !event.reachedEndOfChain
        }
    }
}

/// Evdev codes as USB HID usages, and key-command matching.
@MainActor
enum HIDUsageMapping {
    private static let table: [UInt16: Int] = {
        var t: [UInt16: Int] = [:]
        let letters: [(UInt16, Character)] = [(30, "a"), (48, "b"), (46, "c"), (32, "d"), (18, "e"), (33, "f"), (34, "g"),
            (35, "h"), (23, "i"), (36, "j"), (37, "k"), (38, "l"), (50, "m"), (49, "n"), (24, "o"), (25, "p"), (16, "q"),
            (19, "r"), (31, "s"), (20, "t"), (22, "u"), (47, "v"), (17, "w"), (45, "x"), (21, "y"), (44, "z")]
        for (code, c) in letters { t[code] = 0x04 + Int(c.asciiValue! - 97) }
        for (i, code) in (2...11).enumerated() { t[UInt16(code)] = 0x1E + i }  // KEY_1 … KEY_0
        let others: [(UInt16, Int)] = [(28, 0x28), (1, 0x29), (14, 0x2A), (15, 0x2B), (57, 0x2C), (12, 0x2D), (13, 0x2E),
            (26, 0x2F), (27, 0x30), (43, 0x31), (39, 0x33), (40, 0x34), (41, 0x35), (51, 0x36), (52, 0x37), (53, 0x38),
            (58, 0x39), (106, 0x4F), (105, 0x50), (108, 0x51), (103, 0x52), (102, 0x4A), (107, 0x4D), (111, 0x4C),
            (29, 0xE0), (42, 0xE1), (56, 0xE2), (125, 0xE3), (97, 0xE4), (54, 0xE5), (100, 0xE6), (126, 0xE7),
            (92, 0x8A), (94, 0x8B), (93, 0x88), (85, 0x35), (89, 0x87), (124, 0x89)]
        for (code, usage) in others { t[code] = usage }
        return t
    }()

    /// The HID usage of an evdev key (0 for a key without one here).
    static func usage(for code: EvdevKeyCode) -> UIKeyboardHIDUsage {
        UIKeyboardHIDUsage(rawValue: table[code.rawValue] ?? 0)
    }

    /// The characters without modifiers: the produced text, lowercased for a letter key.
    static func ignoringModifiers(_ code: EvdevKeyCode, _ text: String) -> String {
        let u = usage(for: code).rawValue
        if (0x04...0x1D).contains(u) { return String(UnicodeScalar(UInt8(u - 0x04 + 97))) }
        return text
    }

    /// The `UIKeyCommand` input string of a key (the arrow and special keys' constants, else the
    /// characters without modifiers).
    static func commandInput(_ key: UIKey) -> String {
        switch key.keyCode {
        case .keyboardUpArrow: return UIKeyCommand.inputUpArrow
        case .keyboardDownArrow: return UIKeyCommand.inputDownArrow
        case .keyboardLeftArrow: return UIKeyCommand.inputLeftArrow
        case .keyboardRightArrow: return UIKeyCommand.inputRightArrow
        case .keyboardEscape: return UIKeyCommand.inputEscape
        default: return key.charactersIgnoringModifiers
        }
    }

    /// Runs the first key command along the chain from `first` whose input and modifiers match `key`.
    static func runKeyCommand(from first: UIResponder, key: UIKey) -> Bool {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        let input = commandInput(key)
        var r: UIResponder? = first
        while let current = r {
            for command in current.keyCommands ?? [] where command.input?.lowercased() == input.lowercased()
                && command.modifierFlags.intersection(relevant) == key.modifierFlags.intersection(relevant) {
                command.handler(current)
                return true
            }
            r = current.next
        }
        return false
    }
}
