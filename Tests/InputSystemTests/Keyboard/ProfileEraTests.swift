import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 12: the system profiles' eras and what each era changes, checked one behaviour at a time. Each
/// test names the source of the behaviour it checks (the same sources as Layouts/profiles.json).
@Suite("System profile eras")
struct ProfileEraTests {
    nonisolated static let field = KeyboardRequest(owner: "field")

    /// The profiles are in release order, compare by their first release, and the default is today's iOS
    /// as the goldens and traces know it: `ios18`. Issue 26 added `ios26` after it and kept the default, so
    /// that every existing golden and trace keeps its meaning; the newest profile is `ios26`.
    @Test func profilesAreChronologicalAndTheNewestIsTheDefault() throws {
        let catalog = try LayoutCatalog.bundled()
        #expect(catalog.profiles == catalog.profiles.sorted())
        #expect(try catalog.profile(named: "ios5") < catalog.profile(named: "ios7"))
        #expect(try catalog.profile(named: "ios16") > catalog.profile(named: "ios15"))
        #expect(catalog.defaultProfile.name == "ios18")
        #expect(catalog.profiles.max()?.name == "ios26")
        #expect(catalog.profiles.filter { $0 > catalog.defaultProfile }.map(\.name) == ["ios26"])
    }

    /// Project standard: every value of every profile has a source with its certainty.
    @Test func everyValueHasASourceWithItsCertainty() throws {
        let catalog = try LayoutCatalog.bundled()
        for profile in catalog.profiles {
            for field in SystemProfile.sourcedFields {
                #expect(profile.certainty(of: field) != nil, "\(profile.name).\(field)")
            }
        }
        #expect(try catalog.profile(named: "ios5").certainty(of: "animationCurve") == .sure)
        #expect(try catalog.profile(named: "ios18").certainty(of: "firstRelease") == .chosen)
    }

    /// A profile without a source's certainty, or with a malformed release, is refused with the field named.
    @Test func profileWithoutCertaintyIsRefused() throws {
        var profile = try LayoutCatalog.bundled().profile(named: "ios9")
        profile.sources["shortcutsBarHeight"] = "some page"
        #expect(throws: LayoutError.self) { try profile.validate(file: "profiles.json") }
        profile = try LayoutCatalog.bundled().profile(named: "ios9")
        profile.firstRelease = "nine"
        #expect(throws: LayoutError.self) { try profile.validate(file: "profiles.json") }
    }

    /// Apple's keyboardIsLocalUserInfoKey reference: iOS 9.0+, so ios8 lacks it and ios9 carries it.
    @Test func isLocalFromIOS9() throws {
        let eight = try KeyboardScenario(device: "iphone-4.7", profile: "ios8")
        eight.keyboard.textResponderBecameFirst(Self.field)
        #expect(eight.delivered.first?.userInfo["UIKeyboardIsLocalUserInfoKey"] == nil)
        let nine = try KeyboardScenario(device: "iphone-4.7", profile: "ios9")
        nine.keyboard.textResponderBecameFirst(Self.field)
        #expect(nine.delivered.first?.userInfo["UIKeyboardIsLocalUserInfoKey"] as? Bool == true)
    }

    /// stackoverflow.com/questions/19482573 and the iOS 5/6 logs: curve 0 up to iOS 6, 7 from iOS 7.
    @Test func animationCurveByEra() throws {
        for (profile, curve) in [("ios5", 0), ("ios7", 7), ("ios18", 7)] {
            let s = try KeyboardScenario(device: "iphone-4", profile: profile)
            s.keyboard.textResponderBecameFirst(Self.field)
            #expect(s.delivered.first?.userInfo["UIKeyboardAnimationCurveUserInfoKey"] as? Int == curve, "\(profile)")
        }
    }

    /// Openradar 34432484: up to iOS 10 a switch posts will-hide and show again; from iOS 11 nothing when
    /// the keyboard stays, and change-frame (with show) without will-hide when its height changes.
    @Test func switchingRespondersByEra() throws {
        let nine = try KeyboardScenario(device: "iphone-4.7", profile: "ios9")
        nine.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "a"))
        nine.settle()
        nine.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "b"))
        nine.settle()
        #expect(Array(nine.notificationNames.dropFirst(4)) == ["UIKeyboardWillHideNotification",
                                                               "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])

        let eleven = try KeyboardScenario(device: "iphone-4.7", profile: "ios11")
        eleven.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "a"))
        eleven.settle()
        eleven.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "b"))
        eleven.settle()
        #expect(eleven.notificationNames.count == 4, "nothing about the keyboard changed")
        eleven.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "pin", traits: TextInputTraits(keyboardType: .numberPad)))
        eleven.settle()
        #expect(Array(eleven.notificationNames.dropFirst(4)) == [
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
    }

    /// The iOS 9 shortcuts bar (ionic-plugin-keyboard PR #273; reference/modern-ios-facts.md 12.2): with
    /// a hardware keyboard the iPad posts WillShow with the full-height frame placed so that only the bar
    /// (55 pt) is on screen; before iOS 9 nothing stays on screen.
    @Test func iPadShortcutsBarWithHardwareKeyboard() throws {
        let s = try KeyboardScenario(device: "ipad", profile: "ios9")
        s.keyboard.setHardwareKeyboardAttached(true)
        s.keyboard.textResponderBecameFirst(Self.field)
        s.settle()
        #expect(s.notificationNames.contains("UIKeyboardWillShowNotification"))
        #expect(s.keyboard.placement == .accessoryOnly)
        let frame = try #require(s.keyboard.frame)
        #expect(frame == CGRect(x: 0, y: 1024 - 55, width: 768, height: 313), "full height, only the bar on screen")

        let eight = try KeyboardScenario(device: "ipad", profile: "ios8")
        eight.keyboard.setHardwareKeyboardAttached(true)
        eight.keyboard.textResponderBecameFirst(Self.field)
        eight.settle()
        #expect(eight.notificationNames.isEmpty)
        #expect(eight.keyboard.placement == .hidden)
    }

    /// CoconutKit issue #36: from iOS 9 a hardware keyboard that reduces the software keyboard to its
    /// accessory view posts show, not hide; iOS 8 posted hide.
    @Test func accessoryOnlyPostsShowFromIOS9() throws {
        for (profile, expected) in [("ios8", "UIKeyboardWillHideNotification"), ("ios9", "UIKeyboardWillShowNotification")] {
            let s = try KeyboardScenario(device: "iphone-4.7", profile: profile)
            s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "field", accessoryHeight: 44))
            s.settle()
            s.keyboard.setHardwareKeyboardAttached(true)
            s.settle()
            #expect(s.notificationNames.dropFirst(4).contains(expected), "\(profile)")
            #expect(s.keyboard.frame == CGRect(x: 0, y: 667 - 44, width: 375, height: 258 + 44))
        }
    }

    /// MMNumberKeyboard issue #14 (maintainer): a custom inputView is still shown with an external
    /// keyboard; attaching one posts nothing and leaves it on screen (every profile).
    @Test(arguments: ["ios5", "ios8", "ios18"])
    func hardwareKeyboardKeepsCustomInputView(profile: String) throws {
        let s = try KeyboardScenario(device: "ipad", profile: profile)
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "picker", inputViewHeight: 216))
        s.settle()
        let before = s.keyboard.frame
        s.keyboard.setHardwareKeyboardAttached(true)
        s.settle()
        #expect(s.notificationNames.count == 4)
        #expect(s.keyboard.placement == .docked)
        #expect(s.keyboard.frame == before)
    }

    /// themainthread.com ("The iPad split keyboard and missing notifications"): while undocked or split,
    /// resigning and focusing again post no show/hide, and the keyboard stays undocked until docked or
    /// rotated.
    @Test(arguments: ["undock", "split"])
    func undockedKeyboardStaysUndockedAcrossFocus(gesture: String) throws {
        let s = try KeyboardScenario(device: "ipad", profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "a"))
        s.settle()
        if gesture == "undock" { s.keyboard.undock() } else { s.keyboard.split() }
        s.settle()
        let undocked = s.keyboard.placement
        let frame = s.keyboard.frame
        let count = s.notificationNames.count
        s.keyboard.noTextResponder()
        s.settle()
        #expect(s.keyboard.placement == .hidden)
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "b"))
        s.settle()
        let names = s.notificationNames.dropFirst(count)
        #expect(!names.contains { $0.contains("Show") || $0.contains("Hide") })
        #expect(names.allSatisfy { $0.contains("ChangeFrame") } && !names.isEmpty)
        #expect(s.keyboard.placement == undocked)
        #expect(s.keyboard.frame == frame)
        // Rotation docks it again.
        s.keyboard.noTextResponder()
        s.settle()
        s.keyboard.rotate(to: .landscapeLeft)
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "c"))
        s.settle()
        #expect(s.keyboard.placement == .docked)
        #expect(s.notificationNames.last == "UIKeyboardDidShowNotification")
    }

    /// The docked keyboard turning floating posts WillHide with the change-frame pair (Flutter engine PR
    /// #37719); once floating, it posts no WillShow/DidShow/WillHide, only the change-frame notifications,
    /// across resign and focus (flutter_keyboard_visibility PR #162); docking posts WillShow (PR #37719). It
    /// does not exist before iOS 13 or on iPhone.
    @Test func floatingKeyboardPostsChangeFrameOnly() throws {
        let s = try KeyboardScenario(device: "ipad", profile: "ios13")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "a"))
        s.settle()
        let beforeFloat = s.notificationNames.count
        s.keyboard.float()
        s.settle()
        #expect(s.keyboard.placement == .floating)
        #expect(s.keyboard.frame?.size == CGSize(width: 320, height: 260))
        // Docked to floating "hides" (Flutter engine PR #37719): the change-frame pair and the hide pair.
        #expect(Array(s.notificationNames.dropFirst(beforeFloat)) == [
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
        ])
        let count = s.notificationNames.count
        s.keyboard.noTextResponder()
        s.settle()
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "b"))
        s.settle()
        #expect(s.keyboard.placement == .floating)
        #expect(s.notificationNames.dropFirst(count).allSatisfy { $0.contains("ChangeFrame") })
        // Dragging the floating keyboard: will-change-frame with an all-zero end frame (Flutter's
        // FlutterKeyboardInsetManager ignores exactly that notification "when keyboard is dragged").
        s.keyboard.beginDrag()
        let drag = try #require(s.delivered.last)
        #expect(drag.name == KeyboardNotification.willChangeFrame.rawValue)
        #expect(drag.userInfo["UIKeyboardFrameEndUserInfoKey"] as? CGRect == .zero)
        s.keyboard.endDrag(toY: 300)
        s.keyboard.dock()
        s.settle()
        #expect(s.keyboard.placement == .docked)
        #expect(s.notificationNames.contains("UIKeyboardWillShowNotification"))

        for (device, profile) in [("ipad", "ios11"), ("iphone-4.7", "ios18")] {
            let old = try KeyboardScenario(device: device, profile: profile)
            old.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "a"))
            old.settle()
            old.keyboard.float()
            #expect(old.keyboard.placement == .docked, "\(device) \(profile)")
            #expect(old.log.records.last?.name == "inputIgnored")
        }
    }

    /// Apple's keyboardWillHideNotification reference: from iOS 16.1 the object is the UIScreen the
    /// keyboard appears on; before, nil. The log names the object.
    @Test func notificationObjectIsTheScreenFromIOS16() throws {
        for (profile, isScreen) in [("ios15", false), ("ios16", true)] {
            let s = try KeyboardScenario(device: "iphone-4.7", profile: profile)
            let objects = ObjectBox()
            let token = s.center.addObserver(forName: KeyboardNotification.willShow.name, object: nil, queue: nil) { note in
                objects.values.append(note.object)
            }
            s.keyboard.textResponderBecameFirst(Self.field)
            s.center.removeObserver(token)
            #expect(objects.values.count == 1)
            #expect((objects.values.first.flatMap { $0 } as? Screen) === (isScreen ? s.keyboard.screen : nil), "\(profile)")
            #expect(s.log.records.first { $0.kind == .notification }?.jsonLine.contains("\"object\":\"UIScreen\"") == isScreen)
        }
    }

    /// Apple's UIKeyboardLayoutGuide reference (iOS 15): the guide tracks the docked keyboard; off screen
    /// or undocked its top is the safe area's bottom; followsUndockedKeyboard makes it follow the floating
    /// keyboard. iOS 17: usesBottomSafeArea false puts its resting top at the view's bottom. No guide
    /// before iOS 15.
    @Test func keyboardLayoutGuide() throws {
        #expect(try KeyboardScenario(device: "iphone-notched", profile: "ios13").keyboard.layoutGuide == nil)
        let s = try KeyboardScenario(device: "iphone-notched", profile: "ios15")
        #expect(s.keyboard.layoutGuideFrame == CGRect(x: 0, y: 812 - 34, width: 375, height: 34))
        s.keyboard.textResponderBecameFirst(Self.field)
        s.settle()
        let keyboard = try #require(s.keyboard.frame)
        #expect(s.keyboard.layoutGuideFrame == CGRect(x: 0, y: keyboard.origin.y, width: 375, height: 812 - keyboard.origin.y))
        let guideRecords = s.log.records.filter { $0.name == "keyboardLayoutGuide" }
        #expect(guideRecords.count == 1)
        #expect(guideRecords.first?.jsonLine.contains("usesBottomSafeArea") == false, "iOS 17 property absent on ios15")

        let pad = try KeyboardScenario(device: "ipad", profile: "ios17")
        pad.keyboard.textResponderBecameFirst(Self.field)
        pad.settle()
        pad.keyboard.float()
        pad.settle()
        #expect(pad.keyboard.layoutGuideFrame == CGRect(x: 0, y: 1024, width: 768, height: 0), "undocked, not followed")
        pad.keyboard.layoutGuide?.followsUndockedKeyboard = true
        #expect(pad.keyboard.layoutGuideFrame == pad.keyboard.frame)
        pad.keyboard.layoutGuide?.usesBottomSafeArea = false
        pad.keyboard.layoutGuide?.keyboardDismissPadding = 20
        let last = try #require(pad.log.records.last)
        #expect(last.name == "keyboardLayoutGuide")
        #expect(last.jsonLine.contains("\"usesBottomSafeArea\":false,\"keyboardDismissPadding\":20"))
    }

    /// Apple's UIKeyboardIsLocalUserInfoKey reference: "With multitasking on iPad, all visible apps are notified
    /// when the keyboard appears and disappears. The value of this key is true for the app that caused the
    /// keyboard to appear and false for any other apps." The key exists from iOS 9, as multitasking does.
    @Test func otherAppsKeyboardIsNotLocal() throws {
        let s = try KeyboardScenario(device: "ipad-10", profile: "ios18")
        s.keyboard.otherAppKeyboard(show: true)
        s.settle()
        #expect(s.notificationNames == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                                        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
        #expect(s.delivered.allSatisfy { $0.userInfo["UIKeyboardIsLocalUserInfoKey"] as? Bool == false })
        #expect(s.keyboard.frame == nil, "this app's keyboard stays down")
        s.keyboard.otherAppKeyboard(show: false)
        s.settle()
        #expect(s.notificationNames.suffix(2) == ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification"])
        #expect(s.delivered.allSatisfy { $0.userInfo["UIKeyboardIsLocalUserInfoKey"] as? Bool == false })
        // This app's own field then shows the keyboard as its own (IsLocal YES).
        s.keyboard.otherAppKeyboard(show: true)
        s.settle()
        let count = s.delivered.count
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "mine"))
        s.settle()
        let mine = s.delivered.dropFirst(count)
        #expect(mine.contains { $0.name == "UIKeyboardWillShowNotification" })
        #expect(mine.allSatisfy { $0.userInfo["UIKeyboardIsLocalUserInfoKey"] as? Bool == true })
        #expect(s.log.records.contains { $0.name == "keyboardFromOtherApp" })
        // Not on iPhone, not before iOS 9 (no multitasking, no key).
        for (device, profile) in [("iphone-16", "ios18"), ("ipad", "ios8")] {
            let other = try KeyboardScenario(device: device, profile: profile)
            other.keyboard.otherAppKeyboard(show: true)
            #expect(other.delivered.isEmpty, "\(device) \(profile)")
            #expect(other.log.records.last?.name == "inputIgnored")
        }
    }
}

/// Collects notification objects; a center with a nil queue delivers synchronously on the posting thread.
private nonisolated final class ObjectBox: @unchecked Sendable {
    var values: [Any?] = []
}
