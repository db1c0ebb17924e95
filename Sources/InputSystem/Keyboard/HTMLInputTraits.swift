/// The traits a web view's text input element gets from its HTML attributes (seed 000, "Configuring the
/// Keyboard for Web Views"; seed 004).
///
/// `type="tel"`, `"url"` and `"email"` choose the telephone, URL and email keyboards; `pattern="[0-9]*"`
/// or `pattern="\d*"` the numeric keyboard; `autocorrect` and `autocapitalize` (the seeds spell it
/// `autocapitalization`; both are read) set autocorrection and autocapitalization.
public enum HTMLInputTraits {
    /// The traits for an input element with `attributes` (names are matched case-insensitively).
    public static func traits(forAttributes attributes: [String: String]) -> TextInputTraits {
        var lowered: [String: String] = [:]
        for (name, value) in attributes { lowered[name.lowercased()] = value }
        var traits = TextInputTraits()
        switch lowered["type"]?.lowercased() {
        case "tel": traits.keyboardType = .phonePad
        case "url": traits.keyboardType = .url
        case "email": traits.keyboardType = .emailAddress
        default: break
        }
        if let pattern = lowered["pattern"], pattern == "[0-9]*" || pattern == "\\d*" {
            traits.keyboardType = .numberPad
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
}
