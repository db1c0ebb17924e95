import Foundation
@_spi(Engine) import InputSystem
import Testing

@Suite("Layout catalog: devices, profiles, keyboard types")
struct LayoutCatalogTests {
    /// Issue scope item 1: the catalog has the seeds' iPhone and iPad and the later device classes.
    @Test func bundledCatalogHasEveryDeviceClass() throws {
        let catalog = try LayoutCatalog.bundled()
        #expect(catalog.devices.map(\.name) == ["iphone-3.5", "iphone-4", "iphone-4.7", "iphone-5.5", "iphone-notched",
                                                "ipad", "ipad-pro-12.9",
                                                // issue 12: today's iPhones and iPads
                                                "iphone-12", "iphone-12-pro-max", "iphone-se-2", "iphone-16", "iphone-16-plus",
                                                "iphone-16-pro", "iphone-16-pro-max", "ipad-10", "ipad-pro-11", "ipad-pro-13",
                                                "ipad-mini",
                                                // issue 26: the iPhones of iOS 26
                                                "iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air",
                                                // issue 26: the iPads of the same years (the others are aliases)
                                                "ipad-pro-11-m4"])
        // Issue 12: the eras in release order, today's iOS the default.
        #expect(catalog.profiles.map(\.name) == ["iphoneos3", "ios3.2", "ios5", "ios7", "ios8", "ios9", "ios11", "ios13",
                                                 "ios15", "ios16", "ios17", "ios18", "ios26"])
        #expect(catalog.defaultProfile.name == "ios18")
        for device in catalog.devices {
            #expect(device.sources["screen"] != nil, "every device names the source of its screen size")
            #expect(device.sources["keyboard.letters"] != nil, "every device names the source of its keyboard heights")
        }
    }

    /// Reference/README.md keyboard sizes (sure): iPhone 320x216 / 480x162, 4-inch 568x162, iPad 768x264 /
    /// 1024x352, before the predictive bar (profile ios5).
    @Test(arguments: [
        ("iphone-3.5", InterfaceOrientation.portrait, CGRect(x: 0, y: 264, width: 320, height: 216)),
        ("iphone-3.5", .landscapeLeft, CGRect(x: 0, y: 158, width: 480, height: 162)),
        ("iphone-4", .portrait, CGRect(x: 0, y: 352, width: 320, height: 216)),
        ("iphone-4", .landscapeRight, CGRect(x: 0, y: 158, width: 568, height: 162)),
        ("ipad", .portrait, CGRect(x: 0, y: 760, width: 768, height: 264)),
        ("ipad", .landscapeLeft, CGRect(x: 0, y: 416, width: 1024, height: 352)),
    ])
    func documentedKeyboardSizes(device: String, orientation: InterfaceOrientation, frame: CGRect) throws {
        let catalog = try LayoutCatalog.bundled()
        let snapshot = KeyboardSnapshot(catalog: catalog, device: try catalog.device(named: device),
                                        orientation: orientation, profile: try catalog.profile(named: "ios5"))
        #expect(snapshot.interfaceFrame == frame)
    }

    /// Reference/README.md coordinate space (sure): up to iOS 7 a landscape keyboard's frame is rotated into
    /// portrait screen coordinates, tall and narrow at the screen's side; upside down it is at the top.
    @Test(arguments: [
        (InterfaceOrientation.portrait, CGRect(x: 0, y: 264, width: 320, height: 216)),
        (.portraitUpsideDown, CGRect(x: 0, y: 0, width: 320, height: 216)),
        (.landscapeRight, CGRect(x: 0, y: 0, width: 162, height: 480)),
        (.landscapeLeft, CGRect(x: 158, y: 0, width: 162, height: 480)),
    ])
    func fixedPortraitFrames(orientation: InterfaceOrientation, expected: CGRect) throws {
        let catalog = try LayoutCatalog.bundled()
        let snapshot = KeyboardSnapshot(catalog: catalog, device: try catalog.device(named: "iphone-3.5"),
                                        orientation: orientation, profile: try catalog.profile(named: "ios3.2"))
        #expect(snapshot.frame == expected)
    }

    /// Issue scope item 2: iOS 8 adds the predictive bar to letters keyboards, not to pads, and not when
    /// autocorrection is off or entry is secure (check); Japanese input shows its candidate row instead.
    @Test func predictiveBarAndCandidateRow() throws {
        let catalog = try LayoutCatalog.bundled()
        let geometry = KeyboardGeometry(device: try catalog.device(named: "iphone-4.7"), orientation: .portrait,
                                        profile: try catalog.profile(named: "ios8"))
        #expect(geometry.keyboardHeight(for: TextInputTraits(), kind: .letters) == 258)
        #expect(geometry.keyboardHeight(for: TextInputTraits(), kind: .pad) == 216)
        #expect(geometry.keyboardHeight(for: TextInputTraits(autocorrectionType: .no), kind: .letters) == 216)
        #expect(geometry.keyboardHeight(for: TextInputTraits(isSecureTextEntry: true), kind: .letters) == 216)
        #expect(geometry.keyboardHeight(for: TextInputTraits(autocorrectionType: .no), kind: .letters, japanese: true) == 258)
    }

    /// Issue scope item 3: every UIKeyboardType has a layout; its keys lie inside the keyboard and do not overlap.
    @Test(arguments: UIKeyboardType.allCases)
    func everyTypeHasKeysInsideTheKeyboard(type: UIKeyboardType) throws {
        let catalog = try LayoutCatalog.bundled()
        for device in catalog.devices {
            for orientation in InterfaceOrientation.allCases {
                let snapshot = KeyboardSnapshot(catalog: catalog, device: device, orientation: orientation,
                                                profile: catalog.defaultProfile,
                                                traits: TextInputTraits(keyboardType: type))
                #expect(snapshot.keys.count >= 11, "the smallest plane, the number pad, has 0-9 and delete")
                // Compared edge by edge (swift-corelibs-foundation's CGRect.contains(CGRect) is not used).
                let k = snapshot.interfaceFrame
                for key in snapshot.keys {
                    let f = key.frame
                    let inside = f.minX >= k.minX - 0.001 && f.maxX <= k.maxX + 0.001
                        && f.minY >= k.minY - 0.001 && f.maxY <= k.maxY + 0.001
                    #expect(inside, "\(device.name) \(orientation.name) \(key.label)")
                }
                for (i, a) in snapshot.keys.enumerated() {
                    for b in snapshot.keys[(i + 1)...] {
                        #expect(a.frame.intersection(b.frame).width < 0.001 || a.frame.intersection(b.frame).height < 0.001)
                    }
                }
            }
        }
    }

    /// UIKeyboardType reference: the URL, email and twitter keyboards put '/', '.com', '@' and '#' on the
    /// bottom row; the phone pad has + * # (seed 001: digits only).
    @Test(arguments: [
        (UIKeyboardType.URL, ".com"), (.emailAddress, "@"), (.twitter, "#"), (.phonePad, "+*#"), (.decimalPad, "."),
    ])
    func typeVariantKeys(type: UIKeyboardType, label: String) throws {
        let catalog = try LayoutCatalog.bundled()
        let snapshot = KeyboardSnapshot(catalog: catalog, device: try catalog.device(named: "iphone-4"),
                                        orientation: .portrait, profile: catalog.defaultProfile,
                                        traits: TextInputTraits(keyboardType: type))
        #expect(snapshot.keys.contains { $0.label == label })
    }

    /// Bad input (issue): an unknown device, orientation, keyboard type or profile is refused with the
    /// list of valid names.
    @Test func unknownNamesListTheValidOnes() throws {
        let catalog = try LayoutCatalog.bundled()
        #expect(throws: LayoutError.unknownName(kind: "device", name: "iphone-99", valid: catalog.devices.map(\.name))) {
            try catalog.device(named: "iphone-99")
        }
        #expect(throws: LayoutError.unknownName(kind: "profile", name: "ios99", valid: catalog.profiles.map(\.name))) {
            try catalog.profile(named: "ios99")
        }
        #expect(throws: LayoutError.self) { try LayoutCatalog.orientation(named: "sideways") }
        #expect(throws: LayoutError.self) { try LayoutCatalog.keyboardType(named: "emoji") }
        let message = LayoutError.unknownName(kind: "orientation", name: "sideways",
                                              valid: InterfaceOrientation.allCases.map(\.name)).description
        #expect(message == "unknown orientation 'sideways'; valid orientations: portrait, portraitUpsideDown, landscapeRight, landscapeLeft")
        #expect(try LayoutCatalog.orientation(named: "UIInterfaceOrientationLandscapeLeft") == .landscapeLeft)
        #expect(InterfaceOrientation.landscapeLeft.rawValue == 4 && InterfaceOrientation.landscapeRight.rawValue == 3)
    }

    /// Project standard (bad input): a broken data file is an error naming the file, the entry and the value.
    @Test func badDataFilesNameFileEntryAndValue() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("kb-layouts-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? fm.removeItem(at: root) }
        // Copy the package's Layouts folder, then break one file at a time.
        let bundled = Self.packageLayouts
        try? fm.removeItem(at: root)
        try fm.copyItem(at: bundled, to: root)
        let devices = root.appendingPathComponent("devices.json")
        let original = try String(contentsOf: devices, encoding: .utf8)

        try original.replacingOccurrences(of: "\"letters\": 216", with: "\"letters\": -5")
            .write(to: devices, atomically: true, encoding: .utf8)
        #expect(throws: LayoutError.invalidValue(file: "devices.json", entry: "iphone-3.5", field: "keyboard.portrait.letters",
                                                 value: "-5.0", expected: "a height > 0")) {
            try LayoutCatalog(directory: root)
        }

        try original.replacingOccurrences(of: "\"statusBarHeight\": 20,", with: "\"statusBarHeight\": \"tall\",")
            .write(to: devices, atomically: true, encoding: .utf8)
        do {
            _ = try LayoutCatalog(directory: root)
            Issue.record("a string status bar height was accepted")
        } catch let error as LayoutError {
            #expect(error.description.hasPrefix("devices.json: devices[0].statusBarHeight: expected Double"))
        }

        try fm.removeItem(at: root.appendingPathComponent("profiles.json"))
        try original.write(to: devices, atomically: true, encoding: .utf8)
        #expect(throws: LayoutError.missingFile(path: root.appendingPathComponent("profiles.json").path)) {
            try LayoutCatalog(directory: root)
        }
    }

    /// The package's Layouts folder, found from this file's path.
    nonisolated static var packageLayouts: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts")
    }

    /// `kbsim devices --json` (issue 16): the catalog as JSON with the same devices, in order, and profiles.
    @Test func deviceListingJSON() throws {
        let catalog = try LayoutCatalog.bundled()
        let text = try catalog.deviceListingJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let devices = try #require(object["devices"] as? [[String: Any]])
        #expect(devices.compactMap { $0["name"] as? String } == catalog.devices.map(\.name))
        #expect(devices.allSatisfy { ($0["sources"] as? [String: String])?["screen"] != nil })
        #expect((object["profiles"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == catalog.profiles.map(\.name))
        #expect(object["defaultProfile"] as? String == catalog.defaultProfileName)
        #expect(try catalog.deviceListingJSON() == text, "the same catalog gives the same bytes")
    }
}