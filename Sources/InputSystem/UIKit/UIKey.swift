import Foundation

/// Modifier keys held with a key (`UIKeyModifierFlags`), with UIKit's raw values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int

    /// Creates flags from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A USB HID usage of the keyboard page (`UIKeyboardHIDUsage`): the physical key, whatever the layout.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The HID usage number.
    public var rawValue: Int

    /// Creates a usage from its number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The A key (HID 0x04); B … Z follow.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// The Z key.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// The 1 key (HID 0x1E); 2 … 9 follow, then 0.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 0 key.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// Return.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// Space.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// Left Control.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    /// Left Shift.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    /// Left Alt (Option).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    /// Left GUI (Command).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
    /// 変換 (Japanese: convert).
    public static let keyboardInternational4 = UIKeyboardHIDUsage(rawValue: 0x8A)
    /// 無変換 (Japanese: don't convert).
    public static let keyboardInternational5 = UIKeyboardHIDUsage(rawValue: 0x8B)
    /// かな (Japanese keyboards' kana key; LANG1 on Apple's).
    public static let keyboardLANG1 = UIKeyboardHIDUsage(rawValue: 0x90)
    /// 英数 (LANG2).
    public static let keyboardLANG2 = UIKeyboardHIDUsage(rawValue: 0x91)
}

/// A hardware key as a press reports it (`UIKey`).
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key produces with the current modifiers and layout.
    public let characters: String
    /// The characters without the modifiers (Shift aside, as UIKit reports).
    public let charactersIgnoringModifiers: String
    /// The modifiers held.
    public let modifierFlags: UIKeyModifierFlags
    /// The physical key.
    public let keyCode: UIKeyboardHIDUsage

    /// Creates a key.
    public nonisolated init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
                            keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }
}

/// One physical button press (`UIPress`); for a keyboard, ``key`` says which key.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: RawRepresentable, Sendable, Hashable {
        /// The key went down.
        case began
        /// The press changed.
        case changed
        /// The key is held.
        case stationary
        /// The key went up.
        case ended
        /// The press was cancelled.
        case cancelled
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .began
            case 1: self = .changed
            case 2: self = .stationary
            case 3: self = .ended
            case 4: self = .cancelled
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .began: return 0
            case .changed: return 1
            case .stationary: return 2
            case .ended: return 3
            case .cancelled: return 4
            case .unknownValue(let value): return value
            }
        }
    }

    /// The phase.
    public let phase: Phase
    /// When it happened, in seconds of simulated time.
    public let timestamp: TimeInterval
    /// The key, for a keyboard press.
    public let key: UIKey?

    /// Creates a press.
    public nonisolated init(phase: Phase, timestamp: TimeInterval, key: UIKey?) {
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
        super.init()
    }
}

/// The event that carries presses (`UIPressesEvent`).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    public let allPresses: Set<UIPress>
    /// When the event happened, in seconds of simulated time.
    public let timestamp: TimeInterval
    /// Set when the presses passed the last responder of the chain unconsumed (the responders' defaults
    /// pass them on): the simulator then hands the key to the text input system.
    var reachedEndOfChain = false

    /// Creates an event.
    public nonisolated init(presses: Set<UIPress>, timestamp: TimeInterval) {
        self.allPresses = presses
        self.timestamp = timestamp
        super.init()
    }
}

/// A keyboard shortcut a responder handles (`UIKeyCommand`): an input string with modifiers.
///
/// UIKit's `init(input:modifierFlags:action:)` takes an Objective-C selector, which Linux has not; here the
/// action is a closure called with the responder that listed the command. `title` and
/// `discoverabilityTitle` are kept for menus (not drawn).
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The key's characters (a letter, or one of the `input…` constants).
    public let input: String?
    /// The modifiers that must be held.
    public let modifierFlags: UIKeyModifierFlags
    /// A title for the command.
    open var title: String
    /// A title shown in the discoverability overlay.
    open var discoverabilityTitle: String?
    /// Whether the command runs even while it would otherwise go to text input (iOS 15).
    open var wantsPriorityOverSystemBehavior = false
    /// What the command does.
    let handler: @MainActor (UIResponder) -> Void

    /// Creates a command for `input` with `modifierFlags` that runs `action`.
    public init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
                action: @escaping @MainActor (UIResponder) -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.handler = action
        super.init()
    }

    /// The up-arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down-arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left-arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right-arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Delete (forward) key.
    public static let inputDelete = "UIKeyInputDelete"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
}
