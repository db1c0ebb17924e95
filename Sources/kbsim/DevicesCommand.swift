import ArgumentParser
import InputSystem

/// `kbsim devices`: the device catalog and the system profiles.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices (screen, status bar, keyboard heights) and system profiles."
    )

    func run() throws {
        print(try LayoutCatalog.bundled().deviceListing, terminator: "")
    }
}
