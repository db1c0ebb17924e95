import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 12: golden logs per system profile for first focus, switching responders, rotation, a hardware
/// keyboard and the floating (or undocked) iPad keyboard, run through the whole simulator so that delegate
/// messages, text-object notifications and keyboard notifications appear in their order. Each profile
/// runs on a device of its era. Re-record with `INPUTSYSTEM_RECORD_GOLDEN=1` and read the diffs.
@Suite("Golden logs per system profile")
struct ProfileGoldenTests {
    nonisolated static let profiles = ["iphoneos3", "ios3.2", "ios5", "ios7", "ios8", "ios9", "ios11", "ios13", "ios15", "ios16",
                           "ios17", "ios18", "ios26"]

    /// A phone of the profile's era: the 3.5-inch iPhone up to iOS 4, the 4-inch one for iOS 5-7, the
    /// iPhone 6 for iOS 8-10, the notched iPhone from iOS 11, the iPhone 17 from iOS 26.
    static func phone(for profile: String) -> String {
        switch profile {
        case "ios26": return "iphone-17"
        case "iphoneos3", "ios3.2": return "iphone-3.5"
        case "ios5", "ios7": return "iphone-4"
        case "ios8", "ios9": return "iphone-4.7"
        default: return "iphone-notched"
        }
    }

    /// The iPad (from iPhone OS 3.2; iPhone OS 2-3.1 had none, so its scenario runs on its phone).
    static func pad(for profile: String) -> String {
        profile == "iphoneos3" ? "iphone-3.5" : "ipad"
    }

    static func field(_ id: String, kind: FieldSpec.Kind = .textField, type: UIKeyboardType = .default,
                      accessory: Double? = nil, inputView: Double? = nil) -> FieldSpec {
        var spec = FieldSpec(id: id, kind: kind, traits: TextInputTraits(keyboardType: type))
        spec.accessory = accessory.map { InputViewDescription(name: "bar", height: CGFloat($0)) }
        spec.inputView = inputView.map { InputViewDescription(name: "picker", height: CGFloat($0)) }
        return spec
    }

    /// First focus of a text field, typing and resigning: the delegate sequence around the keyboard's
    /// show (text field: didBeginEditing first; seed 000 listing 2-1), textFieldDidChangeSelection: from
    /// iOS 13 only, the layout guide from iOS 15, the screen as object from iOS 16.1.
    @Test(arguments: profiles)
    func firstFocus(profile: String) throws {
        let s = try Simulator(device: Self.phone(for: profile), profile: profile)
        s.addField(Self.field("name"))
        s.advance(to: 100)
        try s.focus("name")
        s.advance(to: 500)
        try s.type("H")
        s.advance(to: 550)
        try s.type("i")
        s.advance(to: 1000)
        try s.resign()
        s.settle()
        assertGolden(s.log.jsonLines, named: "profiles/\(profile)-first-focus.jsonl")
    }

    /// Switching the first responder: same keyboard (email), another height (number pad), a text view
    /// (keyboard before textViewDidBeginEditing:). Up to iOS 10 every switch posts will-hide and show
    /// again; from iOS 11 only a changed keyboard posts (openradar 34432484).
    @Test(arguments: profiles)
    func switching(profile: String) throws {
        let s = try Simulator(device: Self.phone(for: profile), profile: profile)
        s.addField(Self.field("name"))
        s.addField(Self.field("email", type: .emailAddress))
        s.addField(Self.field("pin", type: .numberPad))
        s.addField(Self.field("notes", kind: .textView))
        for (i, id) in ["name", "email", "pin", "notes"].enumerated() {
            s.advance(to: 100 + 1000 * i)
            try s.focus(id)
        }
        s.advance(to: 5000)
        try s.resign()
        s.settle()
        assertGolden(s.log.jsonLines, named: "profiles/\(profile)-switch.jsonl")
    }

    /// Rotation with the keyboard up: hide, then show in the new orientation (seed 000); frames fixed in
    /// portrait up to iOS 7, interface-oriented from iOS 8.
    @Test(arguments: profiles)
    func rotation(profile: String) throws {
        let s = try Simulator(device: Self.phone(for: profile), profile: profile)
        s.addField(Self.field("name"))
        s.advance(to: 100)
        try s.focus("name")
        s.advance(to: 1000)
        try s.rotate(to: "landscapeLeft")
        s.advance(to: 2000)
        try s.rotate(to: "portrait")
        s.advance(to: 3000)
        try s.resign()
        s.settle()
        assertGolden(s.log.jsonLines, named: "profiles/\(profile)-rotation.jsonl")
    }

    /// A hardware keyboard on the iPad: without an accessory view nothing stays on screen before iOS 9,
    /// the shortcuts bar from iOS 9 (WillShow with the full-height frame); an accessory view posts hide on
    /// iOS 8, show otherwise (CoconutKit issue #36); a custom input view stays on screen (MMNumberKeyboard #14).
    @Test(arguments: profiles)
    func hardwareKeyboard(profile: String) throws {
        let s = try Simulator(device: Self.pad(for: profile), profile: profile)
        s.addField(Self.field("plain"))
        s.addField(Self.field("withBar", accessory: 44))
        s.addField(Self.field("custom", inputView: 260))
        s.advance(to: 100)
        try s.focus("withBar")
        s.advance(to: 1000)
        try s.setHardwareKeyboard(HardwareSpec(layout: "us"))
        s.advance(to: 2000)
        try s.focus("plain")
        s.advance(to: 3000)
        try s.setHardwareKeyboard(nil)
        s.advance(to: 4000)
        try s.focus("custom")
        s.advance(to: 5000)
        try s.setHardwareKeyboard(HardwareSpec(layout: "us"))  // the custom input view stays on screen
        s.advance(to: 6000)
        try s.setHardwareKeyboard(nil)
        s.advance(to: 7000)
        try s.resign()
        s.settle()
        assertGolden(s.log.jsonLines, named: "profiles/\(profile)-hardware-keyboard.jsonl")
    }

    /// The iPad keyboard off its dock: `float` from iPadOS 13 (change-frame only), else `undock` (hide on
    /// undock, from iOS 5). Resigning and focusing again post no show/hide and the keyboard stays off its
    /// dock; dragging, then rotating (an undocked keyboard docks again, a floating one stays), then `dock`.
    /// The layout guide follows the undocked keyboard once `followsUndockedKeyboard` is set (iOS 15).
    @Test(arguments: profiles)
    func floatingKeyboard(profile: String) throws {
        let s = try Simulator(device: Self.pad(for: profile), profile: profile)
        s.addField(Self.field("a"))
        s.addField(Self.field("b"))
        s.advance(to: 100)
        try s.focus("a")
        s.advance(to: 1000)
        s.keyboard.float()
        if s.keyboard.placement != .floating { s.keyboard.undock() }
        s.advance(to: 2000)
        try s.resign()
        s.advance(to: 3000)
        try s.focus("b")
        s.advance(to: 4000)
        if s.keyboard.layoutGuide != nil { s.keyboard.layoutGuide?.followsUndockedKeyboard = true }
        s.keyboard.beginDrag()
        s.advance(to: 4100)
        s.keyboard.endDrag(toY: 300)
        s.advance(to: 5000)
        try s.rotate(to: "landscapeLeft")
        s.advance(to: 6000)
        s.keyboard.dock()
        s.advance(to: 7000)
        try s.resign()
        s.settle()
        assertGolden(s.log.jsonLines, named: "profiles/\(profile)-floating-keyboard.jsonl")
    }
}
