import Foundation

/// One event of a keystroke trace, with the line it came from and its simulated time.
public struct TraceEvent: Equatable, Sendable {
    /// The 1-based line the event was read from.
    public var line: Int
    /// When the event happens, in milliseconds of simulated time from the start of the trace.
    public var time: Int
    /// What happens.
    public var kind: Kind

    /// Creates an event.
    public init(line: Int, time: Int, kind: Kind) {
        self.line = line
        self.time = time
        self.kind = kind
    }

    /// The events of the trace format (see the README's "Trace format"). The cases with large payloads are
    /// indirect, so that an event (mostly `key`s in a long trace) is small to pass around.
    public enum Kind: Equatable, Sendable {
        /// `scene`: the device, orientation and system profile (each optional).
        indirect case scene(device: String?, orientation: String?, profile: String?)
        /// `formSheet`: an iPad form sheet is presented (the keyboard stays up when editing ends) or
        /// dismissed (a keyboard kept up by it goes down).
        case formSheet(presented: Bool)
        /// `keyboard`: the user moves the iPad keyboard: `undock`, `split`, `merge`, `float` (iPadOS 13+), `dock`, `beginDrag`,
        /// `endDrag` (to `y`).
        case keyboardGesture(action: String, y: Double?)
        /// `field`: a text object on the screen.
        indirect case field(FieldSpec)
        /// `focus`: a tap on a field, which asks it to become first responder.
        case focus(field: String)
        /// `resign`: the first responder (or the named field) resigns.
        case resign(field: String?)
        /// `endEditing`: the window ends editing, by force when `force` is set.
        case endEditing(force: Bool)
        /// `rotate`: the interface rotates to an orientation.
        case rotate(to: String)
        /// `tap`: an on-screen key, by label or name (shift, delete, return, space, more, globe, dismiss).
        case tap(key: String)
        /// `flick`: a flick on a 12-key kana key in a direction (up, down, left, right).
        case flick(key: String, direction: String)
        /// `type`: text, expanded to the taps the current keyboard needs.
        case type(text: String)
        /// `inputMode`: switch the keyboard's language (`en-US`, `ja-JP-romaji`, `ja-JP-kana`).
        case inputMode(String)
        /// `candidate`: pick the n-th (0-based) candidate of the candidate bar.
        case candidate(index: Int)
        /// `hardware`: attach a hardware keyboard with an XKB layout, or detach it (nil).
        indirect case hardware(HardwareSpec?)
        /// `key`: a hardware key event.
        case key(code: KeyCodeSpec, state: KeyState)
        /// `select`: the user selects a UTF-16 range (a tap or a drag).
        case select(field: String?, range: NSRange)
        /// `wait`: simulated time passes.
        case wait(ms: Int)
    }
}

/// A field of a trace's scene.
public struct FieldSpec: Equatable, Sendable {
    /// The kind of text object.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        case textField, textView, keyInput
    }

    /// The field's name, used by `focus`, `select` and in the log.
    public var id: String
    /// What kind of text object it is.
    public var kind: Kind
    /// Its frame in window coordinates, if given.
    public var frame: CGRect?
    /// Its initial text.
    public var text: String
    /// Its traits.
    public var traits: TextInputTraits
    /// How its delegate answers.
    public var delegate: DelegateBehavior
    /// An accessory view shown on top of the keyboard.
    public var accessory: InputViewDescription?
    /// A custom input view shown instead of the keyboard.
    public var inputView: InputViewDescription?
    /// Whether beginning to edit clears the text (text fields).
    public var clearsOnBeginEditing: Bool

    /// Creates a field description.
    public init(id: String, kind: Kind, frame: CGRect? = nil, text: String = "", traits: TextInputTraits = TextInputTraits(),
                delegate: DelegateBehavior = DelegateBehavior(), accessory: InputViewDescription? = nil,
                inputView: InputViewDescription? = nil, clearsOnBeginEditing: Bool = false) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.text = text
        self.traits = traits
        self.delegate = delegate
        self.accessory = accessory
        self.inputView = inputView
        self.clearsOnBeginEditing = clearsOnBeginEditing
    }
}

/// How a trace field's delegate answers the `should…` messages.
public struct DelegateBehavior: Equatable, Sendable {
    /// `…ShouldBeginEditing:` answers NO.
    public var refuseBeginEditing = false
    /// `…ShouldEndEditing:` answers NO.
    public var refuseEndEditing = false
    /// `shouldChangeCharactersInRange:` answers NO to every change.
    public var refuseChanges = false
    /// `shouldChangeCharactersInRange:` answers NO when the result would be longer than this many UTF-16 units.
    public var maxLength: Int?
    /// `shouldChangeCharactersInRange:` answers NO unless the replacement's characters are all in this set
    /// (a validating delegate, such as digits for an SSN field).
    public var allowedCharacters: String?
    /// `textFieldShouldReturn:` makes the field resign first responder, as most apps' delegates do.
    public var resignOnReturn = false

    /// Creates a behavior; every default is a delegate that allows everything.
    public init(refuseBeginEditing: Bool = false, refuseEndEditing: Bool = false, refuseChanges: Bool = false,
                maxLength: Int? = nil, allowedCharacters: String? = nil, resignOnReturn: Bool = false) {
        self.refuseBeginEditing = refuseBeginEditing
        self.refuseEndEditing = refuseEndEditing
        self.refuseChanges = refuseChanges
        self.maxLength = maxLength
        self.allowedCharacters = allowedCharacters
        self.resignOnReturn = resignOnReturn
    }
}

/// A hardware keyboard's XKB layout (RMLVO names; rules evdev and model pc105 unless given).
public struct HardwareSpec: Equatable, Sendable {
    public var layout: String
    public var variant: String?
    public var options: String?
    public var model: String?

    /// Creates a layout description.
    public init(layout: String, variant: String? = nil, options: String? = nil, model: String? = nil) {
        self.layout = layout
        self.variant = variant
        self.options = options
        self.model = model
    }
}

/// A hardware key, as an evdev name (`KEY_A`) or an evdev code number.
public enum KeyCodeSpec: Equatable, Sendable, CustomStringConvertible {
    case name(String)
    case number(Int)

    public var description: String {
        switch self {
        case .name(let n): return n
        case .number(let n): return String(n)
        }
    }
}

/// What a hardware key does.
public enum KeyState: String, Equatable, Sendable, CaseIterable {
    case down, up, `repeat`
}
