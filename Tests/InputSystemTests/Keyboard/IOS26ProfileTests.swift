import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 26, section 1: the iOS 26 profile and the iPhones it shipped with. Each test names the public
/// report its expectation comes from; `Layouts/profiles.json` and `Layouts/devices.json` carry the same
/// sources beside the values.
@Suite("iOS 26: the Liquid Glass profile and the iPhone 17 devices")
struct IOS26ProfileTests {
    /// The end frames of the will-show notifications delivered while `focus` ran.
    static func willShowEndFrames(_ s: KeyboardScenario) -> [CGRect] {
        s.delivered.filter { $0.name == KeyboardNotification.willShow.rawValue }
            .compactMap { $0.userInfo[KeyboardUserInfoKey.frameEnd.rawValue] as? CGRect }
    }

    @Test("badoo/Chatto PR #797: iOS 26 no longer includes the input accessory view in the reported keyboard frame")
    func accessoryLeftOutOfTheFrame() throws {
        // Up to iOS 18 the 44-point bar is part of the frame: 335 + 44 at the bottom of the 874-point screen.
        let old = try KeyboardScenario(device: "iphone-16-pro", profile: "ios18")
        old.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "chat", accessoryHeight: 44))
        old.settle()
        #expect(Self.willShowEndFrames(old) == [CGRect(x: 0, y: 874 - 379, width: 402, height: 379)])

        // On iOS 26 the same bar is left out: the keyboard alone, below the bar.
        let new = try KeyboardScenario(device: "iphone-17-pro", profile: "ios26")
        new.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "chat", accessoryHeight: 44))
        new.settle()
        #expect(Self.willShowEndFrames(new) == [CGRect(x: 0, y: 874 - 335, width: 402, height: 335)])
        // The keyboard itself (and the layout guide Chatto moved to) still holds the bar.
        #expect(new.keyboard.frameInInterface == CGRect(x: 0, y: 874 - 379, width: 402, height: 379))
        #expect(new.keyboard.layoutGuideFrame?.minY == CGFloat(874 - 379))

        // Hiding reports the keyboard alone too, moving off screen from where it was.
        new.keyboard.noTextResponder()
        new.settle()
        let hide = try #require(new.delivered.last { $0.name == KeyboardNotification.willHide.rawValue })
        #expect(hide.userInfo[KeyboardUserInfoKey.frameBegin.rawValue] as? CGRect == CGRect(x: 0, y: 539, width: 402, height: 335))
        #expect(hide.userInfo[KeyboardUserInfoKey.frameEnd.rawValue] as? CGRect == CGRect(x: 0, y: 874, width: 402, height: 335))
    }

    @Test("without an accessory view iOS 26 reports the same frames as iOS 18 (react-native-keyboard-controller issue #1284: 335 on an iPhone 17)")
    func noAccessorySameFrames() throws {
        var frames: [[CGRect]] = []
        for (device, profile) in [("iphone-16-pro", "ios18"), ("iphone-17", "ios26")] {
            let s = try KeyboardScenario(device: device, profile: profile)
            s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "name"))
            s.settle()
            frames.append(Self.willShowEndFrames(s))
        }
        #expect(frames[0] == frames[1])
        #expect(frames[1] == [CGRect(x: 0, y: 874 - 335, width: 402, height: 335)])
    }

    @Test("every profile says whether its frames hold the accessory view, with a source; only ios26 leaves it out")
    func accessoryFlagPerProfile() throws {
        let catalog = try LayoutCatalog.bundled()
        for profile in catalog.profiles {
            #expect(profile.accessoryInKeyboardFrame == (profile.name != "ios26"), "\(profile.name)")
            #expect(profile.sources["accessoryInKeyboardFrame"]?.contains("Chatto PR #797") == true, "\(profile.name)")
        }
        let ios26 = try catalog.profile(named: "ios26")
        #expect(ios26.release == (26, 0))
        #expect(try catalog.profile(named: "ios18") < ios26)
        #expect(ios26.certainty(of: "accessoryInKeyboardFrame") == .check)
        #expect(ios26.certainty(of: "firstRelease") == .sure)
    }

    @Test("defaults stay ios18 and the iPhone 16 (issue 26: changing them would re-record every default golden)")
    func defaultsUnchanged() throws {
        let catalog = try LayoutCatalog.bundled()
        #expect(catalog.defaultProfile.name == "ios18")
        #expect(Simulator.defaultDevice == "iphone-16")
    }

    @Test("the iPhones of iOS 26 are refused by iOS 18 and available from iOS 26 (they shipped with it)",
          arguments: [DeviceName.iPhone17, .iPhone17Pro, .iPhone17ProMax, .iPhoneAir])
    func availability(_ device: DeviceName) throws {
        #expect(throws: LayoutError.deviceNotInProfile(device: device.rawValue, profile: "ios18", firstProfile: "ios26")) {
            try Simulator(device: device, profile: .ios18)
        }
        let s = try Simulator(device: device, profile: .ios26)
        #expect(s.keyboard.device.name == device.rawValue)
        #expect(s.keyboard.profile.name == "ios26")
    }

    /// A text field with a 44-point accessory bar, then one without, then the bar again, and a rotation:
    /// iOS 18 reports frames with the bar, iOS 26 without it (badoo/Chatto PR #797).
    @Test(arguments: ["ios18", "ios26"])
    func accessoryViewGolden(profile: String) throws {
        let s = try Simulator(device: profile == "ios26" ? "iphone-17" : "iphone-16-pro", profile: profile)
        s.addField(ProfileGoldenTests.field("chat", accessory: 44))
        s.addField(ProfileGoldenTests.field("plain"))
        s.advance(to: 100)
        try s.focus("chat")
        s.advance(to: 1000)
        try s.focus("plain")
        s.advance(to: 2000)
        try s.focus("chat")
        s.advance(to: 3000)
        try s.rotate(to: "landscapeLeft")
        s.advance(to: 4000)
        try s.resign()
        s.settle()
        assertGolden(s.log.jsonLines, named: "profiles/\(profile)-accessory-view.jsonl")
    }
}
