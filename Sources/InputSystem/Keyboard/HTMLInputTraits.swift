/// The traits a web view's text input element gets from its HTML attributes (seed 000, "Configuring the
/// Keyboard for Web Views"; seed 004; WebKit's content view for the attributes newer than the seeds).
///
/// `type="tel"`, `"url"` and `"email"` choose the telephone, URL and email keyboards; `pattern="[0-9]*"`
/// or `pattern="\d*"` the numeric keyboard; `autocorrect` and `autocapitalize` (the seeds spell it
/// `autocapitalization`; both are read) set autocorrection and autocapitalization. `type="number"` gives
/// the numbers-and-punctuation keyboard, `type="password"` secure entry, `type="search"` a Search return
/// key; a single-line input's return key is otherwise Go. `inputmode` (iOS 12.2 and later) overrides the
/// keyboard `type` chose, and `enterkeyhint` (iOS 13.4 and later) the return key.
public enum HTMLInputTraits {
    /// The `type` values of an `<input>` element that edit text with the keyboard.
    public static let textTypes = ["text", "search", "tel", "url", "email", "password", "number"]
    /// The `inputmode` values (HTML: none, text, decimal, numeric, tel, search, email, url).
    public static let inputModes = ["none", "text", "decimal", "numeric", "tel", "search", "email", "url"]
    /// The `enterkeyhint` values (HTML: enter, done, go, next, previous, search, send).
    public static let enterKeyHints = ["enter", "done", "go", "next", "previous", "search", "send"]
    /// The attributes read (others are refused, so that a misspelt attribute is not silently ignored).
    public static let attributes = ["type", "pattern", "autocorrect", "autocapitalize", "autocapitalization", "inputmode",
                                    "enterkeyhint"]

    /// Why `attributes` cannot describe a text input element the keyboard edits, or nil when they can.
    public static func problem(withAttributes attributes: [String: String]) -> String? {
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
            switch name.lowercased() {
            case "type" where !textTypes.contains(value.lowercased()):
                return "input type \"\(value)\" is not a text field the keyboard edits; expected one of: \(textTypes.joined(separator: ", "))"
            case "inputmode" where !inputModes.contains(value.lowercased()):
                return "unknown inputmode \"\(value)\"; expected one of: \(inputModes.joined(separator: ", "))"
            case "enterkeyhint" where !enterKeyHints.contains(value.lowercased()):
                return "unknown enterkeyhint \"\(value)\"; expected one of: \(enterKeyHints.joined(separator: ", "))"
            case let other where !Self.attributes.contains(other):
                return "unknown attribute \"\(name)\"; expected one of: \(Self.attributes.joined(separator: ", "))"
            default: continue
            }
        }
        return nil
    }

    /// The traits for an input element with `attributes` (names are matched case-insensitively).
    public static func traits(forAttributes attributes: [String: String]) -> TextInputTraits {
        var lowered: [String: String] = [:]
        for (name, value) in attributes { lowered[name.lowercased()] = value }
        var traits = TextInputTraits()
        let type = lowered["type"]?.lowercased()
        switch type {
        case "tel": traits.keyboardType = .phonePad
        case "url": traits.keyboardType = .URL
        case "email": traits.keyboardType = .emailAddress
        case "number": traits.keyboardType = .numbersAndPunctuation
        case "password": traits.isSecureTextEntry = true
        default: break
        }
        traits.returnKeyType = type == "search" ? .search : .go
        if let pattern = lowered["pattern"], pattern == "[0-9]*" || pattern == "\\d*" {
            traits.keyboardType = .numberPad
        }
        switch lowered["inputmode"]?.lowercased() {
        case "text": traits.keyboardType = .default
        case "decimal": traits.keyboardType = .decimalPad
        case "numeric": traits.keyboardType = .numberPad
        case "tel": traits.keyboardType = .phonePad
        case "search": traits.keyboardType = .webSearch
        case "email": traits.keyboardType = .emailAddress
        case "url": traits.keyboardType = .URL
        default: break
        }
        switch lowered["enterkeyhint"]?.lowercased() {
        case "enter", "previous": traits.returnKeyType = .default
        case "done": traits.returnKeyType = .done
        case "go": traits.returnKeyType = .go
        case "next": traits.returnKeyType = .next
        case "search": traits.returnKeyType = .search
        case "send": traits.returnKeyType = .send
        default: break
        }
        switch lowered["autocorrect"]?.lowercased() {
        case "off": traits.autocorrectionType = .no
        case "on": traits.autocorrectionType = .yes
        default: break
        }
        if let value = (lowered["autocapitalize"] ?? lowered["autocapitalization"])?.lowercased() {
            switch value {
            case "off", "none": traits.autocapitalizationType = .none
            case "on", "sentences": traits.autocapitalizationType = .sentences
            case "words": traits.autocapitalizationType = .words
            case "characters": traits.autocapitalizationType = .allCharacters
            default: break
            }
        }
        return traits
    }

    /// Whether `inputmode="none"` asks for no keyboard at all.
    public static func hidesKeyboard(_ attributes: [String: String]) -> Bool {
        attributes.contains { $0.key.lowercased() == "inputmode" && $0.value.lowercased() == "none" }
    }
}
