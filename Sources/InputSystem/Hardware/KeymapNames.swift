/// The RMLVO names (rules, model, layout, variant, options) that select an XKB keymap, as in
/// libxkbcommon's `struct xkb_rule_names` and `setxkbmap`.
///
/// Unlike libxkbcommon, empty strings here never fall back to `XKB_DEFAULT_*` environment variables:
/// the same names always give the same keymap.
public struct KeymapNames: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rules file, `evdev` for Linux evdev key codes.
    public var rules: String
    /// The keyboard model, `pc105` by default.
    public var model: String
    /// Comma-separated layouts (`us`, `de`, `fr`, `jp`, `us,ru` for two groups).
    public var layout: String
    /// Comma-separated variants, one per layout (`nodeadkeys`), or empty.
    public var variant: String
    /// Comma-separated XKB options (`grp:alt_shift_toggle`, `compose:ralt`), or empty.
    public var options: String

    /// Creates names; the defaults are libxkbcommon's own (`evdev`, `pc105`, `us`).
    public init(rules: String = "evdev", model: String = "pc105", layout: String = "us",
                variant: String = "", options: String = "") {
        self.rules = rules
        self.model = model
        self.layout = layout
        self.variant = variant
        self.options = options
    }

    /// `evdev/pc105/us(variant)[options]`, as in error messages.
    public var description: String {
        var text = "\(rules)/\(model)/\(layout)"
        if !variant.isEmpty { text += "(\(variant))" }
        if !options.isEmpty { text += "[\(options)]" }
        return text
    }
}
