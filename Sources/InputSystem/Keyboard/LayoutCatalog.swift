import Foundation
import InputSystemData

/// The layout data: devices, system profiles and keyboard layouts, loaded from a `Layouts` folder.
///
/// ``bundled()`` loads the copy shipped as the InputSystem target's resources. Every file is checked
/// when it is loaded; a bad file is an error naming the file, the entry and the value.
public struct LayoutCatalog: Sendable {
    /// The devices, in file order.
    public var devices: [Device]
    /// The system profiles, in file order.
    public var profiles: [SystemProfile]
    /// The name of the profile used when none is chosen.
    public var defaultProfileName: String
    /// Keyboard layouts by name.
    public var layouts: [String: KeyboardLayout]
    /// Which layout each keyboard type shows, by ``UIKeyboardType/name``.
    public var typeLayouts: [String: KeyboardTypeLayout]
    /// What number, phone and decimal pads show on iPad.
    public var padIdiomPads: KeyboardTypeLayout
    /// The letter keys' long-press alternates (`keyboards/alternates.json`): lowercase letter → alternates.
    public var alternates: [String: [String]]

    /// Loads the catalog from a `Layouts` folder.
    public init(directory: URL) throws {
        func read(_ relative: String) throws -> Data {
            let url = directory.appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw LayoutError.missingFile(path: url.path)
            }
            return data
        }
        func decode<T: Decodable>(_ type: T.Type, _ relative: String) throws -> T {
            let data = try read(relative)
            do {
                return try JSONDecoder().decode(type, from: data)
            } catch let error as DecodingError {
                throw LayoutCatalog.describe(error, file: relative, data: data)
            }
        }

        struct DevicesFile: Decodable { var devices: [Device] }
        struct ProfilesFile: Decodable { var `default`: String; var profiles: [SystemProfile] }

        struct AlternatesFile: Decodable { var source: String; var alternates: [String: [String]] }

        alternates = try decode(AlternatesFile.self, "keyboards/alternates.json").alternates
        devices = try decode(DevicesFile.self, "devices.json").devices
        var deviceNames: Set<String> = []
        for device in devices {
            try device.validate(file: "devices.json")
            for name in [device.name] + device.aliases where !deviceNames.insert(name).inserted {
                throw LayoutError.invalidValue(file: "devices.json", entry: device.name, field: "name/aliases", value: name,
                                               expected: "a name no other device or alias has")
            }
        }
        let profilesFile = try decode(ProfilesFile.self, "profiles.json")
        profiles = profilesFile.profiles
        for profile in profiles { try profile.validate(file: "profiles.json") }
        let defaultName = profilesFile.default
        guard profilesFile.profiles.contains(where: { $0.name == defaultName }) else {
            throw LayoutError.invalidValue(file: "profiles.json", entry: "(file)", field: "default",
                                           value: defaultName, expected: "one of the profiles' names")
        }
        defaultProfileName = defaultName

        let typesFile = try decode(KeyboardTypesFile.self, "keyboards/types.json")
        typeLayouts = typesFile.types
        padIdiomPads = typesFile.padIdiomPads
        var loaded: [String: KeyboardLayout] = [:]
        let deviceLayouts = devices.compactMap(\.letterLayout)
        for name in Set(typesFile.types.values.map(\.layout) + [typesFile.padIdiomPads.layout] + deviceLayouts).sorted() {
            guard name.range(of: #"^[A-Za-z0-9][A-Za-z0-9._-]*$"#, options: .regularExpression) != nil else {
                throw LayoutError.invalidValue(file: "keyboards/types.json or devices.json", entry: name, field: "layout",
                                               value: name, expected: "a layout file name (letters, digits, . _ -)")
            }
            loaded[name] = try decode(KeyboardLayout.self, "keyboards/\(name).json")
        }
        // The Japanese keyboards, drawn by `KeyboardSnapshot` for the Japanese input modes.
        for name in KeyboardSnapshot.japaneseLayouts.values.sorted() {
            loaded[name] = try decode(KeyboardLayout.self, "keyboards/\(name).json")
        }
        self.layouts = loaded
        for type in UIKeyboardType.allCases {
            guard let entry = typeLayouts[type.name] else {
                throw LayoutError.invalidValue(file: "keyboards/types.json", entry: "types", field: type.name,
                                               value: "missing", expected: "an entry for every UIKeyboardType")
            }
            try checkEntry(entry, field: type.name)
        }
        try checkEntry(padIdiomPads, field: "padIdiomPads")
        // A device's own letters layout must have every plane and bottom row the letters types ask for.
        for device in devices {
            for (typeName, entry) in typeLayouts.sorted(by: { $0.key < $1.key }) + [("padIdiomPads", padIdiomPads)] {
                let shown = typeLayout(entry, on: device)
                guard shown.layout != entry.layout else { continue }
                do {
                    try checkEntry(shown, field: typeName)
                } catch {
                    throw LayoutError.invalidValue(file: "keyboards/\(shown.layout).json", entry: device.name,
                                                   field: typeName, value: "\(shown.plane)/\(shown.bottomRow ?? "-")",
                                                   expected: "the planes and bottom rows of keyboards/types.json")
                }
            }
        }
    }

    private func checkEntry(_ entry: KeyboardTypeLayout, field: String) throws {
        guard let layout = layouts[entry.layout], layout.planes[entry.plane] != nil else {
            throw LayoutError.invalidValue(file: "keyboards/types.json", entry: field, field: "plane",
                                           value: "\(entry.layout)/\(entry.plane)", expected: "a plane of a layout file")
        }
        if let bottom = entry.bottomRow, layout.bottomRows[bottom] == nil {
            throw LayoutError.invalidValue(file: "keyboards/\(entry.layout).json", entry: field, field: "bottomRow",
                                           value: bottom, expected: layout.bottomRows.keys.sorted().joined(separator: ", "))
        }
    }

    /// Loads the catalog shipped with the package.
    public static func bundled() throws -> LayoutCatalog {
        guard let layouts = InputSystemData.layoutsURL else {
            throw LayoutError.missingFile(path: "InputSystemData resource bundle (Layouts)")
        }
        return try LayoutCatalog(directory: layouts)
    }

    /// The device named `name` (its name or an alias), or an error listing the valid names.
    public func device(named name: String) throws -> Device {
        guard let device = devices.first(where: { $0.isNamed(name) }) else {
            throw LayoutError.unknownName(kind: "device", name: name, valid: devices.map(\.name))
        }
        return device
    }

    /// The profile named `name`, or an error listing the valid names.
    public func profile(named name: String) throws -> SystemProfile {
        guard let profile = profiles.first(where: { $0.name == name }) else {
            throw LayoutError.unknownName(kind: "profile", name: name, valid: profiles.map(\.name))
        }
        return profile
    }

    /// The profile that first has `device`: its ``Device/introducedIn`` when `profiles.json` has that
    /// profile; otherwise (a name later than every profile of the file) the newest profile of the file,
    /// the closest era the catalog has.
    public func firstProfile(for device: Device) -> SystemProfile {
        profiles.first(where: { $0.name == device.introducedIn }) ?? profiles[profiles.count - 1]
    }

    /// Refuses `device` under a profile that predates it (no iPhone X on iOS 5). Profiles are ordered as
    /// `profiles.json` lists them, oldest first; an error names the device, the profile, and the first
    /// profile that has the device.
    public func checkAvailability(of device: Device, in profile: SystemProfile) throws {
        let first = firstProfile(for: device)
        guard let firstIndex = profiles.firstIndex(where: { $0.name == first.name }),
              let index = profiles.firstIndex(where: { $0.name == profile.name }) else { return }
        if index < firstIndex {
            throw LayoutError.deviceNotInProfile(device: device.name, profile: profile.name,
                                                 firstProfile: device.introducedIn)
        }
    }

    /// Whether `device` exists in `profile` (see ``checkAvailability(of:in:)``).
    public func isAvailable(_ device: Device, in profile: SystemProfile) -> Bool {
        (try? checkAvailability(of: device, in: profile)) != nil
    }

    /// The default profile (named in `profiles.json`).
    public var defaultProfile: SystemProfile {
        profiles.first(where: { $0.name == defaultProfileName }) ?? profiles[0]
    }

    /// The orientation named `name` (short or UIKit name), or an error listing the valid names.
    public static func orientation(named name: String) throws -> InterfaceOrientation {
        guard let orientation = InterfaceOrientation(name: name) else {
            throw LayoutError.unknownName(kind: "orientation", name: name, valid: InterfaceOrientation.allCases.map(\.name))
        }
        return orientation
    }

    /// The keyboard type named `name` (short or UIKit name), or an error listing the valid names.
    public static func keyboardType(named name: String) throws -> UIKeyboardType {
        guard let type = UIKeyboardType(name: name) else {
            throw LayoutError.unknownName(kind: "keyboard type", name: name, valid: UIKeyboardType.allCases.map(\.name))
        }
        return type
    }

    /// The layout entry a keyboard type shows on `device`.
    /// On a device with its own letters layout (``Device/letterLayout``, the iPad's) a letters keyboard
    /// shows that layout's plane and bottom row of the same names.
    /// A value UIKit declares no case for shows the default keyboard.
    public func typeLayout(for type: UIKeyboardType, on device: Device) -> KeyboardTypeLayout {
        let entry = typeLayouts[type.known.name] ?? padIdiomPads
        if device.idiom == .pad && entry.kind == .pad { return typeLayout(padIdiomPads, on: device) }
        return typeLayout(entry, on: device)
    }

    private func typeLayout(_ entry: KeyboardTypeLayout, on device: Device) -> KeyboardTypeLayout {
        guard entry.kind == .letters, entry.layout == "qwerty", let own = device.letterLayout else { return entry }
        var shown = entry
        shown.layout = own
        return shown
    }

    static func describe(_ error: DecodingError, file: String, data: Data) -> LayoutError {
        func path(_ context: DecodingError.Context) -> String {
            var text = ""
            for key in context.codingPath {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "(top level)" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .malformed(file: file, location: path(context), detail: "missing key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            return .malformed(file: file, location: path(context), detail: "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return .malformed(file: file, location: path(context), detail: "expected a \(type), found null")
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo["NSDebugDescription"] as? String
            return .malformed(file: file, location: path(context),
                              detail: underlying ?? context.debugDescription)
        @unknown default:
            return .malformed(file: file, location: "(unknown)", detail: "\(error)")
        }
    }
}
