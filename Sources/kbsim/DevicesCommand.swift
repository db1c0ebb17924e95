import ArgumentParser
@_spi(Engine) import InputSystem

/// `kbsim devices`: the device catalog and the system profiles.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices (screen, status bar, keyboard heights) and system profiles.",
        discussion: """
            Examples:
              kbsim devices
              kbsim devices --json | python3 -m json.tool
            """
    )

    @Flag(help: "Print the catalog as JSON (every device field with its sources, the profiles, the default profile).")
    var json = false

    func run() throws {
        let catalog = try LayoutCatalog.bundled()
        print(json ? try catalog.deviceListingJSON() : catalog.deviceListing, terminator: "")
    }
}
