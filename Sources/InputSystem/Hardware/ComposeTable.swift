import CXKBCommon
import Foundation

/// A compose table (dead keys and Multi_key sequences) for a locale, compiled by libxkbcommon from
/// libX11's locale data in /usr/share/X11/locale (Debian: libx11-data).
public final class ComposeTable {
    /// Where the table comes from.
    public enum Source: Hashable, Sendable {
        /// The locale's system table only: its file is found through `compose.dir` (and `locale.alias`)
        /// and compiled with `xkb_compose_table_new_from_file`. The same locale gives the same table on every
        /// machine with the same libX11 data, whatever the user's environment. The default.
        case system
        /// libxkbcommon's own lookup, `xkb_compose_table_new_from_locale`: `XCOMPOSEFILE`, then
        /// `~/.XCompose`, then the system table, as X clients do.
        case userOrSystem
    }

    /// The locale the table was loaded for.
    public let locale: String
    /// The compose file that was compiled, or nil when libxkbcommon chose it (``Source/userOrSystem``).
    public let path: String?
    let context: OpaquePointer
    let table: OpaquePointer

    /// The locale used when none is given.
    public static let defaultLocale = "en_US.UTF-8"
    /// libX11's locale data folder.
    public static let systemLocaleDirectory = "/usr/share/X11/locale"

    /// Loads the compose table of `locale`.
    ///
    /// - Throws: ``HardwareKeyboardError/composeTableNotFound(locale:)`` when the locale has none.
    public init(locale: String = ComposeTable.defaultLocale, source: Source = .system,
                localeDirectory: String = ComposeTable.systemLocaleDirectory) throws {
        self.locale = locale
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
            throw HardwareKeyboardError.composeTableNotFound(locale: locale)
        }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        var path: String?
        var table: OpaquePointer?
        switch source {
        case .userOrSystem:
            table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
        case .system:
            path = Self.systemComposeFile(locale: locale, directory: localeDirectory)
            if let path, let file = fopen(path, "r") {
                table = xkb_compose_table_new_from_file(context, file, locale, XKB_COMPOSE_FORMAT_TEXT_V1,
                                                        XKB_COMPOSE_COMPILE_NO_FLAGS)
                fclose(file)
            }
        }
        guard let table else {
            xkb_context_unref(context)
            throw HardwareKeyboardError.composeTableNotFound(locale: locale)
        }
        self.path = path
        self.context = context
        self.table = table
    }

    deinit {
        xkb_compose_table_unref(table)
        xkb_context_unref(context)
    }

    /// The system compose file of `locale`, as libX11 finds it: its entry in `compose.dir` (`path  locale`
    /// lines; the first match counts), or that of the name `locale.alias` gives it.
    static func systemComposeFile(locale: String, directory: String) -> String? {
        func table(_ name: String) -> [(String, String)] {
            guard let text = try? String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8) else { return [] }
            return text.split(separator: "\n").compactMap { line in
                guard !line.hasPrefix("#") else { return nil }
                let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard fields.count >= 2 else { return nil }
                var key = String(fields[0])
                if key.hasSuffix(":") { key.removeLast() }
                return (key, String(fields[1]))
            }
        }
        let composeDir = table("compose.dir")
        if let file = composeDir.first(where: { $0.1 == locale })?.0 { return "\(directory)/\(file)" }
        guard let name = table("locale.alias").first(where: { $0.0 == locale })?.1,
              let file = composeDir.first(where: { $0.1 == name })?.0 else { return nil }
        return "\(directory)/\(file)"
    }
}
