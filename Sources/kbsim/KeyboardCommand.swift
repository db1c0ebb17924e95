import ArgumentParser
@_spi(Engine) import InputSystem

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

    @Option(help: "Device name or alias (`kbsim devices` lists them with their aliases); the default is today's phone, iphone-16, or the newest phone the profile has.")
    var device: DeviceName?

    @Option(help: "Interface orientation (UIKit's names, UIInterfaceOrientationPortrait …, are accepted too).")
    var orientation: OrientationName = .portrait

    @Option(help: "Keyboard type (UIKit's names, UIKeyboardTypeNumberPad …, are accepted too).")
    var type: KeyboardTypeName = KeyboardTypeName(.default)

    @Option(help: "System profile, oldest first (see `kbsim devices`); the default is named in Layouts/profiles.json.")
    var profile: ProfileName?

    @Option(help: "Output: a line of JSON or an SVG drawing.")
    var render: RenderFormat = .json

    @Option(help: "Keyboard (input mode); the Japanese ones are iPhone keyboards.")
    var inputMode: InputModeName = .enUS

    @Option(help: "Kana being composed (Japanese input modes): shown as marked text, with its candidates in the candidate bar.")
    var reading: String?

    @Option(help: "A word being typed (English keyboard): shown in a field above the keyboard, with its QuickType suggestions in the predictive bar.")
    var typed: String?

    @Option(help: "The field's return key type: the return key's title (UIKit's names, UIReturnKeyGo …, are accepted too).")
    var returnKey: ReturnKeyName = ReturnKeyName(.default)

    func run() throws {
        let catalog = try LayoutCatalog.bundled()
        let profile = try profile.map { try catalog.profile(named: $0.name) } ?? catalog.defaultProfile
        let device = try device.map { try catalog.device(named: $0.name) } ?? Simulator.defaultDevice(for: profile, in: catalog)
        try catalog.checkAvailability(of: device, in: profile)
        var traits = TextInputTraits(keyboardType: type.keyboardType)
        traits.returnKeyType = returnKey.returnKeyType
        var snapshot = try KeyboardSnapshot(catalog: catalog, device: device, orientation: orientation.orientation, profile: profile,
                                            traits: traits, inputMode: inputMode.rawValue, reading: reading, embeddedDictionary: true)
        if let typed { snapshot = try snapshot.withTypedWord(typed) }
        switch render {
        case .json: print(snapshot.json)
        case .svg: print(snapshot.svg, terminator: "")
        }
    }
}
