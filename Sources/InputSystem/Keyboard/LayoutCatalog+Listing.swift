import Foundation

extension LayoutCatalog {
    /// The device catalog as text, one device a line: name, screen, status bar, keyboard heights, the
    /// first profile that has the device, then its display name and aliases.
    public var deviceListing: String {
        var lines = ["name              idiom  screen     status  keyboard portrait (letters/pad/bar)  landscape (letters/pad/bar)  from       device (aliases)"]
        for device in devices {
            func f(_ value: Double) -> String { LogValue.format(value) }
            let p = device.keyboard.portrait, l = device.keyboard.landscape
            let name = device.name.padding(toLength: 18, withPad: " ", startingAt: 0)
            let idiom = device.idiom.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let screen = "\(f(device.screen[0]))x\(f(device.screen[1]))".padding(toLength: 11, withPad: " ", startingAt: 0)
            let status = f(device.statusBarHeight).padding(toLength: 8, withPad: " ", startingAt: 0)
            let portrait = "\(f(p.letters))/\(f(p.pad))/\(f(p.predictiveBar))".padding(toLength: 37, withPad: " ", startingAt: 0)
            let landscape = "\(f(l.letters))/\(f(l.pad))/\(f(l.predictiveBar))".padding(toLength: 29, withPad: " ", startingAt: 0)
            let from = device.introducedIn.padding(toLength: 11, withPad: " ", startingAt: 0)
            let aliases = device.aliases.isEmpty ? "" : " (" + device.aliases.joined(separator: ", ") + ")"
            lines.append(name + idiom + screen + status + portrait + landscape + from + device.displayName + aliases)
        }
        lines.append("profiles: " + profiles.map { $0.name == defaultProfileName ? "\($0.name) (default)" : $0.name }
            .joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The device catalog and the profiles as one JSON object (`devices` with every field and its
    /// sources, `profiles` by name, release and display name, `defaultProfile`), keys sorted, so that
    /// scripts read the same data `devices.json` holds after the catalog checked it.
    public func deviceListingJSON() throws -> String {
        struct ProfileSummary: Encodable { var name: String; var displayName: String; var firstRelease: String }
        struct Listing: Encodable { var devices: [Device]; var profiles: [ProfileSummary]; var defaultProfile: String }
        let listing = Listing(devices: devices,
                              profiles: profiles.map { ProfileSummary(name: $0.name, displayName: $0.displayName, firstRelease: $0.firstRelease) },
                              defaultProfile: defaultProfileName)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(listing), as: UTF8.self) + "\n"
    }
}
