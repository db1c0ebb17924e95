import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Swift callers name devices and profiles with typed values (issue 24, the design step): the typed names
/// are exactly the catalog's, so a new device in `Layouts/devices.json` without a typed name fails here.
@Suite struct TypedNameTests {
    @Test("DeviceName.all is the device catalog, in order; SystemProfileName.all is the profile catalog, in order")
    func typedNamesMatchTheCatalog() throws {
        let catalog = try LayoutCatalog.bundled()
        #expect(DeviceName.all.map(\.rawValue) == catalog.devices.map(\.name))
        #expect(SystemProfileName.all.map(\.rawValue) == catalog.profiles.map(\.name))
    }

    @Test("a simulation made with typed values simulates the device, orientation and profile they name, as the string names do")
    func typedSimulator() throws {
        let typed = try Simulator(device: .iPhone4_7Inch, orientation: .landscapeLeft, profile: .ios13)
        let named = try Simulator(device: "iphone-4.7", orientation: "landscapeLeft", profile: "ios13")
        #expect(typed.keyboard.device.name == named.keyboard.device.name)
        #expect(typed.keyboard.orientation == .landscapeLeft)
        #expect(typed.keyboard.profile.name == named.keyboard.profile.name)
        #expect(try Simulator(profile: .ios18).keyboard.device.name == Simulator.defaultDevice)
        #expect(throws: (any Error).self) { try Simulator(device: DeviceName(rawValue: "iphone-99")) }
    }
}
