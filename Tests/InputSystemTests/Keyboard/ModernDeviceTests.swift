import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 12 (devices half): today's iPhones and iPads, the first profile each appears in, the default
/// device, and the iPad's own keyboard layouts.
@Suite("Today's devices, profile availability and the iPad keyboard")
struct ModernDeviceTests {
    struct Expected: Sendable, CustomStringConvertible {
        var name: String
        var screen: [Double]
        var status: Double
        var portrait: [Double]
        var landscape: [Double]
        /// letters, bar (portrait), letters, bar (landscape).
        var heights: [Double]
        var introducedIn: String
        var description: String { name }
    }

    /// Every number is the one devices.json gives with its source (see the `sources` lines there):
    /// screens from Apple's device sizes, status bars and safe areas from the reports cited there (47 on the
    /// notched 2020 iPhones, 54/59 with the Dynamic Island, 62 on the 16 Pro), keyboards 291+44 / 301+45
    /// portrait and 171+38 landscape on home-indicator iPhones, iPads from KeyboardKit's row heights.
    nonisolated static let expected: [Expected] = [
        Expected(name: "iphone-se-2", screen: [375, 667], status: 20, portrait: [20, 0, 0, 0], landscape: [0, 0, 0, 0],
                 heights: [216, 44, 162, 32], introducedIn: "ios13"),
        Expected(name: "iphone-12", screen: [390, 844], status: 47, portrait: [47, 0, 34, 0], landscape: [0, 47, 21, 47],
                 heights: [291, 44, 171, 38], introducedIn: "ios13"),
        Expected(name: "iphone-12-pro-max", screen: [428, 926], status: 47, portrait: [47, 0, 34, 0], landscape: [0, 47, 21, 47],
                 heights: [301, 45, 171, 38], introducedIn: "ios13"),
        Expected(name: "iphone-16", screen: [393, 852], status: 54, portrait: [59, 0, 34, 0], landscape: [0, 59, 21, 59],
                 heights: [291, 44, 171, 38], introducedIn: "ios16"),
        Expected(name: "iphone-16-plus", screen: [430, 932], status: 54, portrait: [59, 0, 34, 0], landscape: [0, 59, 21, 59],
                 heights: [301, 45, 171, 38], introducedIn: "ios16"),
        Expected(name: "iphone-16-pro", screen: [402, 874], status: 54, portrait: [62, 0, 34, 0], landscape: [0, 62, 21, 62],
                 heights: [291, 44, 171, 38], introducedIn: "ios18"),
        Expected(name: "iphone-16-pro-max", screen: [440, 956], status: 54, portrait: [62, 0, 34, 0], landscape: [0, 62, 21, 62],
                 heights: [301, 45, 171, 38], introducedIn: "ios18"),
        Expected(name: "ipad-10", screen: [820, 1180], status: 24, portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0],
                 heights: [276, 55, 364, 55], introducedIn: "ios13"),
        Expected(name: "ipad-pro-11", screen: [834, 1194], status: 24, portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0],
                 heights: [276, 55, 364, 55], introducedIn: "ios11"),
        // Issue 26: the 11-inch iPad Pro (M4, M5) display of 2420 x 1668 pixels at 2 pixels a point.
        Expected(name: "ipad-pro-11-m4", screen: [834, 1210], status: 24, portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0],
                 heights: [276, 55, 364, 55], introducedIn: "ios17"),
        Expected(name: "ipad-pro-13", screen: [1032, 1376], status: 24, portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0],
                 heights: [365, 55, 460, 55], introducedIn: "ios17"),
        Expected(name: "ipad-mini", screen: [744, 1133], status: 24, portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0],
                 heights: [276, 55, 364, 55], introducedIn: "ios15"),
        // Issue 26: screens from OnsenUI PR #3089, the 62-point top from capacitor issue #8361 (iPhone 17), the
        // 335-point keyboard from react-native-keyboard-controller issue #1284 (iPhone 17, iOS 26).
        Expected(name: "iphone-17", screen: [402, 874], status: 54, portrait: [62, 0, 34, 0], landscape: [0, 62, 21, 62],
                 heights: [291, 44, 171, 38], introducedIn: "ios26"),
        Expected(name: "iphone-17-pro", screen: [402, 874], status: 54, portrait: [62, 0, 34, 0], landscape: [0, 62, 21, 62],
                 heights: [291, 44, 171, 38], introducedIn: "ios26"),
        Expected(name: "iphone-17-pro-max", screen: [440, 956], status: 54, portrait: [62, 0, 34, 0], landscape: [0, 62, 21, 62],
                 heights: [301, 45, 171, 38], introducedIn: "ios26"),
        Expected(name: "iphone-air", screen: [420, 912], status: 54, portrait: [62, 0, 34, 0], landscape: [0, 62, 21, 62],
                 heights: [291, 44, 171, 38], introducedIn: "ios26"),
    ]

    @Test("each new device has the sourced screen, status bar, safe areas, keyboard heights and first profile",
          arguments: expected)
    func newDeviceNumbers(_ e: Expected) throws {
        let catalog = try LayoutCatalog.bundled()
        let d = try catalog.device(named: e.name)
        #expect(d.screen == e.screen)
        #expect(d.statusBarHeight == e.status)
        #expect(d.safeAreaInsets.portrait == e.portrait)
        #expect(d.safeAreaInsets.landscape == e.landscape)
        #expect([d.keyboard.portrait.letters, d.keyboard.portrait.predictiveBar,
                 d.keyboard.landscape.letters, d.keyboard.landscape.predictiveBar] == e.heights)
        #expect(d.introducedIn == e.introducedIn)
        for field in ["screen", "statusBarHeight", "safeAreaInsets", "keyboard.letters", "keyboard.predictiveBar", "introducedIn"] {
            #expect(d.sources[field] != nil, "\(e.name) names the source of \(field)")
        }
        // Notched and Dynamic Island phones have no status bar in landscape; iPads keep theirs.
        #expect(d.statusBarHeight(in: .landscapeLeft) == (d.idiom == .pad ? e.status : 0))
    }

    /// Issue 26: the iPads of 2024-2025 whose screens match a modeled size are names of that device (their
    /// displays' pixel sizes at 2 pixels a point: iPad (A16) and iPad Air 11-inch 2360 x 1640, iPad mini
    /// (A17 Pro) 2266 x 1488, iPad Pro 13-inch (M5) 2752 x 2064); the 11-inch iPad Pro (M4, M5) is its own device.
    @Test("the 2024-2025 iPads are found under their own names")
    func recentIPadNames() throws {
        let catalog = try LayoutCatalog.bundled()
        for (alias, device) in [("ipad-a16", "ipad-10"), ("ipad-air-11", "ipad-10"), ("ipad-mini-a17-pro", "ipad-mini"),
                                ("ipad-pro-13-m5", "ipad-pro-13"), ("ipad-pro-11-m5", "ipad-pro-11-m4")] {
            #expect(try catalog.device(named: alias).name == device, "\(alias)")
        }
        // The 11-inch and larger iPad Pros have no split keyboard (Apple's support document as cited by
        // daringfireball.net, 2018-12-18).
        for name in ["ipad-pro-11", "ipad-pro-11-m4", "ipad-pro-13", "ipad-pro-12.9"] {
            let device = try catalog.device(named: name)
            #expect(!device.supportsSplitKeyboard, "\(name)")
            #expect(device.keyboardHeights(in: .portrait).split == nil, "\(name)")
        }
    }

    @Test("the old devices keep their numbers and gain their first profiles")
    func oldDevicesUnchanged() throws {
        let catalog = try LayoutCatalog.bundled()
        let first = Dictionary(uniqueKeysWithValues: catalog.devices.map { ($0.name, $0.introducedIn) })
        #expect(first["iphone-3.5"] == "iphoneos3" && first["iphone-4"] == "ios5" && first["iphone-4.7"] == "ios8")
        #expect(first["iphone-5.5"] == "ios8" && first["iphone-notched"] == "ios11")
        #expect(first["ipad"] == "ios3.2" && first["ipad-pro-12.9"] == "ios9")
        let notched = try catalog.device(named: "iphone-notched")
        #expect(notched.screen == [375, 812] && notched.keyboard.portrait.letters == 291 && notched.statusBarHeight == 44)
    }

    @Test("aliases name the same device class (iphone-15 is the 393x852 iphone-16)")
    func aliases() throws {
        let catalog = try LayoutCatalog.bundled()
        #expect(try catalog.device(named: "iphone-15").name == "iphone-16")
        #expect(try catalog.device(named: "iphone-14-plus").name == "iphone-12-pro-max")
        #expect(try catalog.device(named: "ipad-air").name == "ipad-10")
    }

    // MARK: Availability by profile

    @Test("issue 12: a profile that predates a device refuses it, naming the device, the profile and the first profile")
    func refusal() throws {
        let catalog = try LayoutCatalog.bundled()
        let error = LayoutError.deviceNotInProfile(device: "iphone-notched", profile: "ios5", firstProfile: "ios11")
        #expect(throws: error) {
            try catalog.checkAvailability(of: try catalog.device(named: "iphone-notched"), in: try catalog.profile(named: "ios5"))
        }
        #expect(error.description.contains("iphone-notched") && error.description.contains("ios5")
                && error.description.contains("ios11"))
        // Simulator init.
        #expect(throws: error) { try Simulator(device: "iphone-notched", profile: "ios5") }
        #expect(throws: LayoutError.deviceNotInProfile(device: "iphone-4.7", profile: "ios5", firstProfile: "ios8")) {
            try Simulator(device: "iphone-4.7", profile: "ios5").keyboard
        }
        // Earlier devices stay available in later profiles.
        try catalog.checkAvailability(of: try catalog.device(named: "iphone-3.5"), in: try catalog.profile(named: "ios8"))
        try catalog.checkAvailability(of: try catalog.device(named: "ipad"), in: try catalog.profile(named: "ios3.2"))
    }

    @Test("a trace scene that pairs a device with an older profile is an error at FILE:LINE")
    func refusalInTraceScene() {
        let trace = """
        {"event": "field", "id": "a"}
        {"event": "scene", "device": "iphone-notched", "profile": "ios5"}
        """
        let message = LayoutError.deviceNotInProfile(device: "iphone-notched", profile: "ios5", firstProfile: "ios11").description
        #expect(throws: TraceError(file: "t.jsonl", line: 2, message: message)) {
            try TraceReplay.run(TraceReader(string: trace, name: "t.jsonl"), options: ReplayOptions(), output: { _ in })
        }
        // The options override the trace's scene, and are checked the same way.
        #expect(throws: TraceError(file: "t.jsonl", line: 0, message: message)) {
            try TraceReplay.run(TraceReader(string: "{\"event\": \"field\", \"id\": \"a\"}", name: "t.jsonl"),
                                options: ReplayOptions(device: "iphone-notched", profile: "ios5"), output: { _ in })
        }
    }

    /// A copy of the repository's Layouts folder whose profiles.json is rewritten by `edit`.
    func catalog(editingProfiles edit: (inout [Any], inout String) -> Void) throws -> LayoutCatalog {
        let source = tracesFolder().deletingLastPathComponent().appendingPathComponent("Layouts")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layouts-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: dir)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("profiles.json")
        var file = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var profiles = try #require(file["profiles"] as? [Any])
        var defaultName = try #require(file["default"] as? String)
        edit(&profiles, &defaultName)
        file["profiles"] = profiles
        file["default"] = defaultName
        try JSONSerialization.data(withJSONObject: file).write(to: url)
        return try LayoutCatalog(directory: dir)
    }

    @Test("the check follows the order of profiles.json: a later profile added to the file admits its devices")
    func laterProfilesWorkOncePresent() throws {
        // profiles.json with an `ios11` appended after ios8 (a copy of the newest profile under that name).
        let catalog = try catalog { profiles, _ in
            profiles.removeAll { ($0 as? [String: Any])?["name"] as? String == "ios11" }
            guard var copy = profiles.last as? [String: Any] else { return }
            let at = profiles.firstIndex { ($0 as? [String: Any])?["name"] as? String == "ios8" }.map { $0 + 1 } ?? profiles.count
            copy["name"] = "ios11"
            profiles.insert(copy, at: at)
        }
        let notched = try catalog.device(named: "iphone-notched")
        #expect(catalog.firstProfile(for: notched).name == "ios11")
        try catalog.checkAvailability(of: notched, in: try catalog.profile(named: "ios11"))
        #expect(throws: LayoutError.deviceNotInProfile(device: "iphone-notched", profile: "ios8", firstProfile: "ios11")) {
            try catalog.checkAvailability(of: notched, in: try catalog.profile(named: "ios8"))
        }
    }

    @Test("a first profile the file does not have yet counts as the file's newest profile (the closest era it has)")
    func missingFirstProfileIsTheNewest() throws {
        // profiles.json cut after ios5: ios8 and everything later are missing.
        let catalog = try catalog { profiles, defaultName in
            if let i = profiles.firstIndex(where: { ($0 as? [String: Any])?["name"] as? String == "ios5" }) {
                profiles.removeSubrange((i + 1)...)
            }
            defaultName = "ios5"
        }
        let sixPointOne = try catalog.device(named: "iphone-16")
        #expect(catalog.firstProfile(for: sixPointOne).name == "ios5")
        #expect(catalog.isAvailable(sixPointOne, in: try catalog.profile(named: "ios5")))
        #expect(!catalog.isAvailable(sixPointOne, in: try catalog.profile(named: "ios3.2")))
    }

    // MARK: Default device

    @Test("the default device is today's phone, the 393x852 iPhone 16; under an older profile, that era's newest phone")
    func defaultDevice() throws {
        #expect(Simulator.defaultDevice == "iphone-16")
        let s = try Simulator()
        #expect(s.keyboard.device.name == "iphone-16" && s.keyboard.device.screen == [393, 852])
        // No device named, profile iOS 5: the 4-inch iPhone (iPhone 5), not a refusal.
        #expect(try Simulator(profile: "ios5").keyboard.device.name == "iphone-4")
        #expect(try Simulator(profile: "iphoneos3").keyboard.device.name == "iphone-3.5")
        // A scene naming only a profile brings that profile's default device while none was named...
        let t = try Simulator()
        try t.setScene(device: nil, orientation: nil, profile: "ios5")
        #expect(t.keyboard.device.name == "iphone-4")
        // ...but a named device is kept, and refused when the profile predates it.
        try t.setScene(device: "iphone-4.7", orientation: nil, profile: "ios8")
        #expect(throws: LayoutError.deviceNotInProfile(device: "iphone-4.7", profile: "ios5", firstProfile: "ios8")) {
            try t.setScene(device: nil, orientation: nil, profile: "ios5")
        }
    }

    @Test("renders: the Dynamic Island status bar in portrait, none in landscape; key rows of 54 points above the 75-point strip")
    func iPhone16Render() throws {
        let catalog = try LayoutCatalog.bundled()
        let device = try catalog.device(named: "iphone-16")
        let profile = try catalog.profile(named: "ios8")
        let portrait = KeyboardSnapshot(catalog: catalog, device: device, orientation: .portrait, profile: profile)
        #expect(portrait.svg.contains("<rect x=\"0\" y=\"0\" width=\"393\" height=\"54\" fill=\"#e5e5ea\"/>"))
        #expect(portrait.interfaceFrame == CGRect(x: 0, y: 852 - 335, width: 393, height: 335))
        let q = try #require(portrait.keys.first { $0.label == "q" })
        #expect(Double(q.frame.height) == 54 && Double(q.frame.minY) == 852 - 335 + 44)
        let space = try #require(portrait.keys.first { $0.label == "space" })
        #expect(Double(space.frame.maxY) == 852 - 75, "the globe/dictation strip is left under the keys")
        let landscape = KeyboardSnapshot(catalog: catalog, device: device, orientation: .landscapeRight, profile: profile)
        #expect(!landscape.svg.contains("#e5e5ea"), "no status bar in landscape")
        #expect(landscape.keys.allSatisfy { Double($0.frame.minX) >= 59 && Double($0.frame.maxX) <= 852 - 59 + 1e-9 })
    }
}

extension ModernDeviceTests {
    @Test("a devices.json where an alias repeats another device's name is refused, naming the entry")
    func duplicateAliasRefused() throws {
        let source = tracesFolder().deletingLastPathComponent().appendingPathComponent("Layouts")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layouts-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: dir)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("devices.json")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "\"aliases\": [\"iphone-se-3\"]", with: "\"aliases\": [\"iphone-4\"]")
        try text.write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: LayoutError.invalidValue(file: "devices.json", entry: "iphone-se-2", field: "name/aliases", value: "iphone-4",
                                                 expected: "a name no other device or alias has")) {
            try LayoutCatalog(directory: dir)
        }
    }
}

extension ModernDeviceTests {
    @Test("with later profiles present, an era without the iPhone 16 defaults to its own newest phone")
    func defaultDevicePerEra() throws {
        // profiles.json ending ..., ios8, ios13, ios16 (copies of the newest profile under those names).
        let catalog = try catalog { profiles, defaultName in
            let later = ["ios9", "ios11", "ios13", "ios15", "ios16", "ios17", "ios18", "ios26"]
            profiles.removeAll { later.contains(($0 as? [String: Any])?["name"] as? String ?? "") }
            guard let last = profiles.last as? [String: Any] else { return }
            for name in ["ios13", "ios16"] {
                var copy = last
                copy["name"] = name
                profiles.append(copy)
            }
            defaultName = "ios16"
        }
        #expect(try Simulator.defaultDevice(for: try catalog.profile(named: "ios13"), in: catalog).name == "iphone-12")
        #expect(try Simulator.defaultDevice(for: try catalog.profile(named: "ios8"), in: catalog).name == "iphone-4.7")
        #expect(try Simulator.defaultDevice(for: try catalog.profile(named: "ios5"), in: catalog).name == "iphone-4")
    }
}
