import Foundation
import CXKBCommon

/// A compiled XKB keymap: libxkbcommon's `xkb_keymap` made from RMLVO names with the system's XKB data.
///
/// The context is created without environment names and without the user's include folders, so the same
/// names give the same keymap on every machine with the same XKB data.
public final class XKBKeymap {
    /// The names the keymap was made from.
    public let names: KeymapNames
    /// The XKB data folder.
    public let includePath: String
    let context: OpaquePointer
    let keymap: OpaquePointer

    /// Debian's xkb-data folder.
    public static let systemIncludePath = "/usr/share/X11/xkb"

    /// Compiles the keymap for `names` from the XKB data in `includePath`.
    ///
    /// - Throws: ``HardwareKeyboardError/keymapNotCompiled(_:includePath:)`` when the data knows no such
    ///   layout, variant or option.
    public init(names: KeymapNames = KeymapNames(), includePath: String = XKBKeymap.systemIncludePath) throws {
        self.names = names
        self.includePath = includePath
        let flags = xkb_context_flags(rawValue: XKB_CONTEXT_NO_DEFAULT_INCLUDES.rawValue
                                        | XKB_CONTEXT_NO_ENVIRONMENT_NAMES.rawValue)
        guard let context = xkb_context_new(flags) else {
            throw HardwareKeyboardError.contextUnavailable(includePath: includePath)
        }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        guard xkb_context_include_path_append(context, includePath) == 1 else {
            xkb_context_unref(context)
            throw HardwareKeyboardError.contextUnavailable(includePath: includePath)
        }
        let compiled: OpaquePointer? = names.rules.withCString { rules in
            names.model.withCString { model in
                names.layout.withCString { layout in
                    names.variant.withCString { variant in
                        names.options.withCString { options in
                            var ruleNames = xkb_rule_names(rules: rules, model: model, layout: layout,
                                                           variant: variant, options: options)
                            return xkb_keymap_new_from_names(context, &ruleNames, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let compiled else {
            xkb_context_unref(context)
            throw HardwareKeyboardError.keymapNotCompiled(names, includePath: includePath)
        }
        self.context = context
        self.keymap = compiled
    }

    deinit {
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The number of layouts (groups) in the keymap.
    public var layoutCount: Int { Int(xkb_keymap_num_layouts(keymap)) }

    /// The name of layout `index` (`English (US)`), or nil for an index out of range.
    public func layoutName(at index: Int) -> String? {
        guard index >= 0, index < layoutCount, let name = xkb_keymap_layout_get_name(keymap, xkb_layout_index_t(index))
        else { return nil }
        return String(cString: name)
    }

    /// Whether the keymap says `code` repeats when held (letters do, modifiers do not).
    public func keyRepeats(_ code: EvdevKeyCode) -> Bool {
        xkb_keymap_key_repeats(keymap, code.xkbKeycode) == 1
    }

    /// The keymap as libxkbcommon writes it (`xkb_keymap_get_as_string`, text format v1).
    public var text: String {
        guard let cString = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else { return "" }
        defer { free(cString) }
        return String(cString: cString)
    }
}
