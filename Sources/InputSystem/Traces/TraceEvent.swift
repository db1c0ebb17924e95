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
        /// `formSheet`: an iPad form sheet is presented (the keyboard stays up when editing ends, unless its
        /// view controller's `disablesAutomaticKeyboardDismissal` is NO) or dismissed (a keyboard kept up by
        /// it goes down).
        case formSheet(presented: Bool, disablesAutomaticKeyboardDismissal: Bool = true)
        /// `keyboard`: the user moves the iPad keyboard: `undock`, `split`, `merge`, `float` (iPadOS 13+), `dock`, `beginDrag`,
        /// `endDrag` (to `y`); collapses or expands the predictive bar; or another app beside this one brings its
        /// keyboard up or down (`otherAppShows`, `otherAppHides`: iPad multitasking).
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
        /// `tapText`: the user taps a text object at a point in its own coordinates (`point`: [x, y]); the
        /// system hit-tests it with `closestPositionToPoint:` and puts the caret there.
        case tapText(field: String, point: CGPoint)
        /// `wait`: simulated time passes.
        case wait(ms: Int)
        /// `setText`: the app assigns the text (`text =`): no delegate messages or change notifications; the
        /// input delegate is told.
        case setText(field: String?, text: String)
        /// `setSelection`: the app sets the selection (`selectedRange =` / `selectedTextRange =`).
        case setSelection(field: String?, range: NSRange)
        /// `edit`: an edit-menu command or its key command on the first responder (`paste` with optional
        /// `text` put on the pasteboard first, `cut`, `copy`, `selectAll`, `undo`, `redo`).
        case edit(action: EditAction, field: String?, text: String?)
        /// `clear`: the user taps a text field's clear button.
        case clear(field: String)
        /// `remove`: the app removes the text object from the window.
        case remove(field: String)
        /// `update`: the app changes a text object's properties (traits, input and accessory views, enabled,
        /// editable, hidden). While it is first responder, the keyboard follows only after `reloadInputViews`.
        indirect case update(field: String, FieldUpdate)
        /// `reloadInputViews`: the app asks the system to reload the first responder's (or the named
        /// object's) input views.
        case reloadInputViews(field: String?)
        /// `dictate`: the user dictates into the first responder: the phrases recognized (`text`, or
        /// `phrases`), or nil when recognition fails (`"failed": true`).
        case dictate(phrases: [String]?)
        /// `autofill`: the user taps an AutoFill suggestion (`text`) in the QuickType bar for the first
        /// responder, whose `textContentType` asks for it.
        case autofill(text: String)
        /// `autofill` with `user` and `password`: the user picks a saved credential (Password AutoFill).
        case autofillCredential(user: String, password: String)
        /// `suggestion`: the user taps slot `index` (0-based) of the QuickType bar's word suggestions.
        case suggestion(index: Int)
        /// `revertCorrection`: the user taps the last autocorrected word's underline (iOS 17) and chooses the
        /// word as typed.
        case revertCorrection
        /// `layoutGuide`: the app sets its view's `keyboardLayoutGuide` (`followsUndockedKeyboard`; from iOS 17
        /// `usesBottomSafeArea` and `keyboardDismissPadding`); the guide's frame is logged.
        indirect case layoutGuide(followsUndockedKeyboard: Bool?, usesBottomSafeArea: Bool?, keyboardDismissPadding: Double?)
        /// `writingTools`: the user rewrites the first responder's selection (or whole text) with Writing
        /// Tools (iOS 18, text views): it becomes `text`.
        case writingTools(text: String)
        /// `settings`: the user flips switches in Settings › General › Keyboard (`smartPunctuation`,
        /// `periodShortcut`; a switch not named stays as it is).
        indirect case settings(KeyboardSettingsChange)
    }
}

/// An edit-menu command (`UIResponderStandardEditActions`) or its key command.
public enum EditAction: String, Equatable, Sendable, CaseIterable {
    /// In order: `paste` (`paste:`, ⌘V: the pasteboard's string replaces the selection), `cut` (`cut:`, ⌘X),
    /// `copy` (`copy:`, ⌘C), `selectAll` (`selectAll:`, ⌘A), `undo` (⌘Z) and `redo` (⇧⌘Z).
    case paste, cut, copy, selectAll, undo, redo
}

/// What an `update` event changes on a text object; nil leaves a property as it is.
public struct FieldUpdate: Equatable, Sendable {
    /// The traits the event names, applied over the object's traits.
    public var traits: TraitsPatch?
    /// The new accessory view; `.some(nil)` removes it.
    public var accessory: InputViewDescription??
    /// The new input view; `.some(nil)` removes it (the system keyboard again).
    public var inputView: InputViewDescription??
    /// `isEnabled` (text fields).
    public var isEnabled: Bool?
    /// `isEditable` (text views).
    public var isEditable: Bool?
    /// `isHidden`.
    public var isHidden: Bool?

    /// Creates an update.
    public init(traits: TraitsPatch? = nil, accessory: InputViewDescription?? = nil, inputView: InputViewDescription?? = nil,
                isEnabled: Bool? = nil, isEditable: Bool? = nil, isHidden: Bool? = nil) {
        self.traits = traits
        self.accessory = accessory
        self.inputView = inputView
        self.isEnabled = isEnabled
        self.isEditable = isEditable
        self.isHidden = isHidden
    }
}

/// A field of a trace's scene.
public struct FieldSpec: Equatable, Sendable {
    /// The kind of text object.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// A one-line text field (`UITextField`), a multi-line text view (`UITextView`), or a view that adopts
        /// `UIKeyInput` only.
        case textField, textView, keyInput
        /// A web page's `<input>` element (its traits from `html` attributes).
        case webField
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
    /// When the clear button shows (text fields).
    public var clearButtonMode: UITextField.ViewMode = .never
    /// Whether the app handles "Did End on Exit", so that Return ends editing (text fields).
    public var endsEditingOnReturn = false
    /// `clearsOnInsertion` (text fields and text views): the next insertion replaces the whole text.
    public var clearsOnInsertion = false
    /// `isEnabled` (text fields): a disabled field does not become first responder.
    public var isEnabled = true
    /// `isEditable` (text views): a text view that is not editable does not become first responder.
    public var isEditable = true
    /// `isHidden`: a hidden object does not become first responder.
    public var isHidden = false
    /// Whether the object's `inputAssistantItem` has no leading and no trailing bar button groups.
    public var inputAssistantItemIsEmpty = false
    /// A web field's HTML attributes (`type`, `pattern`, `inputmode` …).
    public var html: [String: String] = [:]

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
    /// `textFieldShouldReturn:` answers NO (the Return is ignored).
    public var refuseReturn = false
    /// `textFieldShouldClear:` answers NO (the clear button and `clearsOnBeginEditing` are ignored).
    public var refuseClear = false

    /// Creates a behavior; every default is a delegate that allows everything.
    public init(refuseBeginEditing: Bool = false, refuseEndEditing: Bool = false, refuseChanges: Bool = false,
                maxLength: Int? = nil, allowedCharacters: String? = nil, resignOnReturn: Bool = false,
                refuseReturn: Bool = false, refuseClear: Bool = false) {
        self.refuseBeginEditing = refuseBeginEditing
        self.refuseEndEditing = refuseEndEditing
        self.refuseChanges = refuseChanges
        self.maxLength = maxLength
        self.allowedCharacters = allowedCharacters
        self.resignOnReturn = resignOnReturn
        self.refuseReturn = refuseReturn
        self.refuseClear = refuseClear
    }
}

/// A hardware keyboard's XKB layout (RMLVO names; rules evdev and model pc105 unless given).
public struct HardwareSpec: Equatable, Sendable {
    /// The XKB layout, such as `us` or `de`.
    public var layout: String
    /// The layout's variant, such as `nodeadkeys`; nil for the layout's basic variant.
    public var variant: String?
    /// XKB options, comma-separated, such as `ctrl:nocaps`; nil for none.
    public var options: String?
    /// The keyboard model; nil for `pc105`.
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
    /// An evdev key name, such as `KEY_A`.
    case name(String)
    /// An evdev key code number, such as 30 for `KEY_A`.
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
    /// In order: the key is pressed, released, or held and autorepeats.
    case down, up, `repeat`
}

/// Some of a text object's traits: the ones a trace names, applied over the object's own.
public struct TraitsPatch: Equatable, Sendable {
    /// The keyboard type, or nil to keep the object's own.
    public var keyboardType: UIKeyboardType?
    /// The Return key type, or nil to keep the object's own.
    public var returnKeyType: UIReturnKeyType?
    /// The auto-capitalization type, or nil to keep the object's own.
    public var autocapitalizationType: UITextAutocapitalizationType?
    /// The autocorrection type, or nil to keep the object's own.
    public var autocorrectionType: UITextAutocorrectionType?
    /// The spell-checking type, or nil to keep the object's own.
    public var spellCheckingType: UITextSpellCheckingType?
    /// The keyboard appearance, or nil to keep the object's own.
    public var keyboardAppearance: UIKeyboardAppearance?
    /// Whether the text is secure (password) entry, or nil to keep the object's own.
    public var isSecureTextEntry: Bool?
    /// Whether Return is disabled while the text is empty, or nil to keep the object's own.
    public var enablesReturnKeyAutomatically: Bool?
    /// The text content type (`UITextContentType`, such as `emailAddress`), or nil to keep the object's own.
    public var textContentType: String?
    /// Smart quotes (`smartQuotesType`), or nil to keep the object's own.
    public var smartQuotesType: UITextSmartQuotesType?
    /// Smart dashes (`smartDashesType`), or nil to keep the object's own.
    public var smartDashesType: UITextSmartDashesType?

    /// A patch that changes nothing.
    public init() {}

    /// `traits` with this patch's values in place of its own.
    public func applied(to traits: TextInputTraits) -> TextInputTraits {
        var t = traits
        if let keyboardType { t.keyboardType = keyboardType }
        if let returnKeyType { t.returnKeyType = returnKeyType }
        if let autocapitalizationType { t.autocapitalizationType = autocapitalizationType }
        if let autocorrectionType { t.autocorrectionType = autocorrectionType }
        if let spellCheckingType { t.spellCheckingType = spellCheckingType }
        if let keyboardAppearance { t.keyboardAppearance = keyboardAppearance }
        if let isSecureTextEntry { t.isSecureTextEntry = isSecureTextEntry }
        if let enablesReturnKeyAutomatically { t.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically }
        if let textContentType { t.textContentType = textContentType }
        if let smartQuotesType { t.smartQuotesType = smartQuotesType }
        if let smartDashesType { t.smartDashesType = smartDashesType }
        return t
    }
}
