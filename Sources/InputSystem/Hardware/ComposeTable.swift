import CXKBCommon

/// A compose table (dead keys and Multi_key sequences) for a locale: libxkbcommon's
/// `xkb_compose_table_new_from_locale`, reading libX11's locale data in /usr/share/X11/locale.
///
/// libxkbcommon looks first at `XCOMPOSEFILE` and `~/.XCompose`; a machine without them uses the
/// locale's system table.
public final class ComposeTable {
    /// The locale the table was loaded for.
    public let locale: String
    let context: OpaquePointer
    let table: OpaquePointer

    /// The locale used when none is given.
    public static let defaultLocale = "en_US.UTF-8"

    /// Loads the compose table of `locale`.
    ///
    /// - Throws: ``HardwareKeyboardError/composeTableNotFound(locale:)`` when the locale has none.
    public init(locale: String = ComposeTable.defaultLocale) throws {
        self.locale = locale
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
            throw HardwareKeyboardError.composeTableNotFound(locale: locale)
        }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        guard let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            xkb_context_unref(context)
            throw HardwareKeyboardError.composeTableNotFound(locale: locale)
        }
        self.context = context
        self.table = table
    }

    deinit {
        xkb_compose_table_unref(table)
        xkb_context_unref(context)
    }
}
