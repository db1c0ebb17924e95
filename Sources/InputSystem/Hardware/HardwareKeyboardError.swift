/// Why a hardware keyboard could not be set up or a key name was not understood.
public enum HardwareKeyboardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libxkbcommon could not create a context (out of memory, or the XKB data folder is missing).
    case contextUnavailable(includePath: String)
    /// The XKB data has no keymap for these names.
    case keymapNotCompiled(KeymapNames, includePath: String)
    /// No compose table for the locale (Debian installs them with `libx11-data`).
    case composeTableNotFound(locale: String)
    /// A key name that is neither a `KEY_*` name of input-event-codes.h nor a number up to 767.
    case unknownKeyName(String)

    /// The message: what was wrong, where, and what was expected.
    public var description: String {
        switch self {
        case .contextUnavailable(let path):
            return "cannot create an XKB context with the XKB data in '\(path)' (install xkb-data)"
        case .keymapNotCompiled(let names, let path):
            return "no XKB keymap for '\(names)' in '\(path)': expected layout, variant and options "
                + "names known to the XKB data (see `localectl list-x11-keymap-layouts`)"
        case .composeTableNotFound(let locale):
            return "no compose table for locale '\(locale)': expected a locale listed in "
                + "/usr/share/X11/locale/compose.dir (install libx11-data)"
        case .unknownKeyName(let name):
            return "unknown key '\(name)': expected an evdev name such as KEY_A or a number from 0 to 767"
        }
    }
}
