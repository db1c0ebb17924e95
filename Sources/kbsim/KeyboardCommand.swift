import ArgumentParser
import InputSystem

/// `kbsim keyboard`: the keyboard's frame (and keys) for a device, orientation, type and profile.
struct KeyboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard",
        abstract: "Print the docked keyboard's frame and keys, or draw it as SVG.",
        discussion: """
            Examples:
              kbsim keyboard                                   # the default device and profile
              kbsim keyboard --device iphone-15 --profile ios17 --type emailAddress
              kbsim keyboard --device ipad-pro-13 --orientation landscapeLeft --render svg > keyboard.svg
              kbsim keyboard --input-mode ja-JP-romaji --reading きょう --render svg > romaji.svg
              kbsim keyboard --input-mode ja-JP-kana --return-key search --render svg > kana.svg
            """
    )

    @Option(help: "Device name or alias (see `kbsim devices`); the default is today's phone, iphone-16, or the newest phone the profile has.")
    var device: String?

    @Option(help: "Interface orientation: portrait, portraitUpsideDown, landscapeLeft, landscapeRight.")
    var orientation: String = "portrait"

    @Option(help: "Keyboard type: default, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, …")
    var type: String = "default"

    @Option(help: "System profile (see `kbsim devices`); the default is named in Layouts/profiles.json.")
    var profile: String?

    @Option(help: "Output: json (default) or svg.")
    var render: String = "json"

    @Option(help: "Keyboard: en-US (default), ja-JP-romaji (Japanese Romaji) or ja-JP-kana (the 12-key Kana pad); the Japanese ones are iPhone keyboards.")
    var inputMode: String = "en-US"

    @Option(help: "Kana being composed (Japanese input modes): shown as marked text, with its candidates in the candidate bar.")
    var reading: String?

    @Option(help: "The field's return key type (default, go, next, search, send, done, …): the return key's title.")
    var returnKey: String = "default"

    func run() throws {
        let catalog = try LayoutCatalog.bundled()
        let profile = try profile.map(catalog.profile(named:)) ?? catalog.defaultProfile
        let device = try device.map(catalog.device(named:)) ?? Simulator.defaultDevice(for: profile, in: catalog)
        try catalog.checkAvailability(of: device, in: profile)
        let orientation = try LayoutCatalog.orientation(named: orientation)
        let keyboardType = try LayoutCatalog.keyboardType(named: type)
        guard render == "json" || render == "svg" else {
            throw LayoutError.unknownName(kind: "render format", name: render, valid: ["json", "svg"])
        }
        guard let returnKeyType = ReturnKeyType.allCases.first(where: { $0.traceName == returnKey }) else {
            throw LayoutError.unknownName(kind: "return key type", name: returnKey, valid: ReturnKeyType.allCases.map(\.traceName))
        }
        var traits = TextInputTraits(keyboardType: keyboardType)
        traits.returnKeyType = returnKeyType
        let snapshot = try KeyboardSnapshot(catalog: catalog, device: device, orientation: orientation, profile: profile,
                                            traits: traits, inputMode: inputMode, reading: reading, embeddedDictionary: true)
        print(render == "svg" ? snapshot.svg : snapshot.json, terminator: render == "svg" ? "" : "\n")
    }
}
