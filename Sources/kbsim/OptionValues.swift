import ArgumentParser
@_spi(Engine) import InputSystem

// Typed option values: each closed set of names the command line takes is a type that swift-argument-parser
// knows the values of (`CaseIterable` + `ExpressibleByArgument`), so `--help` lists them, the generated shell
// completions offer them, and a value outside the set is a usage error (exit status 64) printed with the
// subcommand's usage. Each type maps onto the library's own type or name lookup; the library API is unchanged.
//
// Devices and profiles are data (`Layouts/devices.json`, `Layouts/profiles.json`), so their values are read
// from the bundled catalog, never repeated in code: a device or profile added to the data is offered by help
// and completion (once the completion scripts are regenerated, see scripts/make-release-docs.sh) without a
// change here.

/// The bundled layout catalog, loaded once for the option types that take their values from it.
enum BundledCatalog {
    /// The catalog, or nil when the resource bundle cannot be read (then those options accept nothing and
    /// the command reports the catalog error when it runs).
    static let shared: LayoutCatalog? = try? LayoutCatalog.bundled()
}

/// A device name or alias of the bundled catalog (`kbsim devices` lists them). Help lists the devices'
/// names; completion offers the names and the aliases.
struct DeviceName: ExpressibleByArgument, CaseIterable, CustomStringConvertible, Sendable {
    /// The name as given (a device's name or one of its aliases).
    let name: String

    init?(argument: String) {
        guard BundledCatalog.shared?.devices.contains(where: { $0.isNamed(argument) }) == true else { return nil }
        name = argument
    }

    private init(known name: String) { self.name = name }

    /// Every device's name, in the catalog's order.
    static var allCases: [DeviceName] { (BundledCatalog.shared?.devices ?? []).map { DeviceName(known: $0.name) } }

    /// Every name and alias the catalog accepts, in the catalog's order.
    static var acceptedNames: [String] { (BundledCatalog.shared?.devices ?? []).flatMap { [$0.name] + $0.aliases } }

    static var defaultCompletionKind: CompletionKind { .list(acceptedNames) }

    /// Each device's display name and aliases, listed by `--help` and the man page.
    static var allValueDescriptions: [String: String] {
        (BundledCatalog.shared?.devices ?? []).reduce(into: [:]) { descriptions, device in
            descriptions[device.name] = device.displayName + (device.aliases.isEmpty ? "" : "; also \(device.aliases.joined(separator: ", "))")
        }
    }

    var description: String { name }
}

/// A system profile of the bundled catalog (`Layouts/profiles.json`, oldest first).
struct ProfileName: ExpressibleByArgument, CaseIterable, CustomStringConvertible, Sendable {
    /// The profile's name.
    let name: String

    init?(argument: String) {
        guard BundledCatalog.shared?.profiles.contains(where: { $0.name == argument }) == true else { return nil }
        name = argument
    }

    private init(known name: String) { self.name = name }

    /// Every profile, in the catalog's order.
    static var allCases: [ProfileName] { (BundledCatalog.shared?.profiles ?? []).map { ProfileName(known: $0.name) } }

    /// Each profile's display name, listed by `--help` and the man page.
    static var allValueDescriptions: [String: String] {
        (BundledCatalog.shared?.profiles ?? []).reduce(into: [:]) { $0[$1.name] = $1.displayName }
    }

    var description: String { name }
}

/// An interface orientation by its short name; UIKit's constant names (`UIInterfaceOrientationPortrait`)
/// are accepted too, as in traces.
enum OrientationName: String, ExpressibleByArgument, CaseIterable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    init?(argument: String) {
        guard let orientation = InterfaceOrientation(name: argument) else { return nil }
        self.init(orientation)
    }

    /// The CLI value for a library orientation.
    init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }

    static var allValueDescriptions: [String: String] {
        allCases.reduce(into: [:]) { $0[$1.rawValue] = $1.orientation.uikitName }
    }

    /// The library's orientation.
    var orientation: InterfaceOrientation {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        }
    }
}

/// A keyboard type by its short name (`numberPad`, `URL`, …); UIKit's constant names
/// (`UIKeyboardTypeNumberPad`) are accepted too.
struct KeyboardTypeName: ExpressibleByArgument, CaseIterable, CustomStringConvertible, Sendable {
    /// The library's keyboard type.
    let keyboardType: UIKeyboardType

    init?(argument: String) {
        guard let type = UIKeyboardType(name: argument) else { return nil }
        keyboardType = type
    }

    init(_ keyboardType: UIKeyboardType) { self.keyboardType = keyboardType }

    /// Every keyboard type, in UIKit's raw-value order.
    static var allCases: [KeyboardTypeName] { UIKeyboardType.allCases.map(KeyboardTypeName.init) }

    static var allValueDescriptions: [String: String] {
        UIKeyboardType.allCases.reduce(into: [:]) { $0[$1.name] = $1.uikitName }
    }

    var description: String { keyboardType.name }
}

/// A return key type (`UIReturnKeyType`) by its trace name; UIKit's constant names (`UIReturnKeyGo`) are
/// accepted too.
struct ReturnKeyName: ExpressibleByArgument, CaseIterable, CustomStringConvertible, Sendable {
    /// The library's return key type.
    let returnKeyType: UIReturnKeyType

    init?(argument: String) {
        guard let type = UIReturnKeyType(name: argument) else { return nil }
        returnKeyType = type
    }

    init(_ returnKeyType: UIReturnKeyType) { self.returnKeyType = returnKeyType }

    /// Every return key type, in UIKit's raw-value order.
    static var allCases: [ReturnKeyName] { UIReturnKeyType.allCases.map(ReturnKeyName.init) }

    static var allValueDescriptions: [String: String] {
        UIReturnKeyType.allCases.reduce(into: [:]) { $0[$1.traceName] = "\($1.uikitName), titled \"\($1.title)\"" }
    }

    var description: String { returnKeyType.traceName }
}

/// The keyboard `kbsim keyboard` draws: one of `KeyboardSnapshot.inputModes`.
enum InputModeName: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// The English (US) keyboard.
    case enUS = "en-US"
    /// The Japanese Romaji keyboard (QWERTY with the candidate bar).
    case jaRomaji = "ja-JP-romaji"
    /// The Japanese 12-key Kana pad.
    case jaKana = "ja-JP-kana"

    static var allValueDescriptions: [String: String] {
        ["en-US": "English (US)", "ja-JP-romaji": "Japanese Romaji (iPhone)", "ja-JP-kana": "Japanese 12-key Kana pad (iPhone)"]
    }
}

/// What `kbsim keyboard` prints.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// One line of JSON: frames and keys.
    case json
    /// An SVG drawing of the keyboard.
    case svg

    static var allValueDescriptions: [String: String] {
        ["json": "one line of JSON: the frames and the keys", "svg": "an SVG drawing of the keyboard"]
    }
}

/// A tokenizer granularity (`UITextGranularity`).
struct GranularityName: ExpressibleByArgument, CaseIterable, CustomStringConvertible, Sendable {
    /// The library's granularity.
    let granularity: UITextGranularity

    init?(argument: String) {
        guard let granularity = UITextGranularity.allCases.first(where: { $0.description == argument }) else { return nil }
        self.granularity = granularity
    }

    init(_ granularity: UITextGranularity) { self.granularity = granularity }

    /// Every granularity, character to document.
    static var allCases: [GranularityName] { UITextGranularity.allCases.map(GranularityName.init) }

    static var allValueDescriptions: [String: String] {
        UITextGranularity.allCases.reduce(into: [:]) {
            $0[$1.description] = "UITextGranularity" + $1.description.prefix(1).uppercased() + $1.description.dropFirst()
        }
    }

    var description: String { granularity.description }
}

/// A tokenizer direction: the two storage directions, then the four layout directions.
enum DirectionName: String, ExpressibleByArgument, CaseIterable, Sendable {
    case forward, backward, left, right, up, down

    static var allValueDescriptions: [String: String] {
        ["forward": "UITextStorageDirectionForward", "backward": "UITextStorageDirectionBackward",
         "left": "UITextLayoutDirectionLeft", "right": "UITextLayoutDirectionRight",
         "up": "UITextLayoutDirectionUp", "down": "UITextLayoutDirectionDown"]
    }

    /// The library's direction (every case has one: `UITextDirection(name:)` parses these names).
    var direction: UITextDirection? { UITextDirection(name: rawValue) }
}

/// The source `kbsim dictionary build` compiles.
enum DictionarySourceName: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// Mozc's open-source dictionary (sys.dic, matrix.bin, id.def).
    case mozc
    /// IPADIC (EUC-JP CSV files and matrix.def).
    case ipadic

    static var allValueDescriptions: [String: String] {
        ["mozc": "Mozc's open-source dictionary (sys.dic, matrix.bin, id.def)", "ipadic": "IPADIC (EUC-JP CSV files and matrix.def)"]
    }
}

/// The weights `kbsim evaluate --learn` starts from.
enum LearningStart: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// IPADIC's costs alone.
    case ipadic
    /// The learned weights for the dictionary.
    case learned

    static var allValueDescriptions: [String: String] {
        ["ipadic": "IPADIC's costs alone (the untuned model)", "learned": "the learned weights for the dictionary"]
    }
}
