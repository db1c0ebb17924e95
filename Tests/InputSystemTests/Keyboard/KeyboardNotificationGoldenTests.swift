import Foundation
@_spi(Engine) import InputSystem
import Testing

/// Golden logs for the keyboard scenarios the seeds describe. Re-record with `INPUTSYSTEM_RECORD_GOLDEN=1`.
@Suite("Keyboard notification golden logs")
struct KeyboardNotificationGoldenTests {
    nonisolated static let field = KeyboardRequest(owner: "activeField")

    /// Seed 000 (TWPG 2010), "Moving Content That Is Located Under the Keyboard", listing 2-1: the
    /// keyboard-was-shown / will-be-hidden pair, with UIKeyboardFrameBeginUserInfoKey giving the size.
    @Test func listing2_1ShowHidePair() throws {
        let s = try KeyboardScenario(device: "iphone-3.5", profile: "ios3.2")
        s.keyboard.textResponderBecameFirst(Self.field)
        #expect(s.notificationNames == ["UIKeyboardWillShowNotification"])
        s.clock.advance(by: 299)
        #expect(s.notificationNames.count == 1, "did-show waits for the animation's end")
        s.clock.advance(by: 1)
        #expect(s.keyboard.frame == CGRect(x: 0, y: 264, width: 320, height: 216))
        s.keyboard.noTextResponder()
        s.settle()
        #expect(s.notificationNames == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                                        "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
        assertGolden(s.log.jsonLines, named: "listing2-1-show-hide.jsonl")
    }

    /// Seed 000, "Receiving Keyboard Notifications": on an owner change the current owner gets
    /// UIKeyboardWillHideNotification but not UIKeyboardDidHideNotification, and show is posted for the new owner.
    @Test func ownerChangeBetweenTwoTextObjects() throws {
        let s = try KeyboardScenario(device: "iphone-4.7", profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "nameField"))
        s.settle()
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "emailField",
                                                            traits: TextInputTraits(keyboardType: .emailAddress)))
        s.settle()
        let names = s.notificationNames.dropFirst(4)
        #expect(Array(names) == ["UIKeyboardWillHideNotification", "UIKeyboardWillShowNotification",
                                 "UIKeyboardDidShowNotification"])
        #expect(!names.contains("UIKeyboardDidHideNotification"))
        assertGolden(s.log.jsonLines, named: "owner-change.jsonl")
    }

    /// Seed 000, "Receiving Keyboard Notifications": changing the orientation sends both will and did hide,
    /// then show; up to iOS 7 (profile ios5) the landscape frame is in portrait screen coordinates
    /// (reference/README.md, coordinate space).
    @Test func rotationWithKeyboardUp() throws {
        let s = try KeyboardScenario(device: "iphone-4", profile: "ios5")
        s.keyboard.textResponderBecameFirst(Self.field)
        s.settle()
        s.keyboard.rotate(to: .landscapeRight)
        s.settle()
        #expect(Array(s.notificationNames.dropFirst(4)) == [
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
            "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
            "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
        #expect(s.keyboard.frame == CGRect(x: 0, y: 0, width: 162, height: 568))
        assertGolden(s.log.jsonLines, named: "rotation-fixed-portrait.jsonl")
    }

    /// Reference/README.md: from iOS 8 frames follow the interface orientation, so the landscape keyboard
    /// lies along the bottom; the predictive bar adds its height.
    @Test func rotationFollowsInterfaceOnIOS8() throws {
        let s = try KeyboardScenario(device: "iphone-4.7", profile: "ios8")
        s.keyboard.textResponderBecameFirst(Self.field)
        s.settle()
        s.keyboard.rotate(to: .landscapeLeft)
        s.settle()
        #expect(s.keyboard.frame == CGRect(x: 0, y: 375 - 194, width: 667, height: 194))
        assertGolden(s.log.jsonLines, named: "rotation-interface.jsonl")
    }

    /// Seed 000, "Receiving Keyboard Notifications" and seed 001 ("Keyboard Covers Text Field"): resigning
    /// with a successor moves the keyboard (no did-hide); resigning without one hides it.
    @Test func resignWithAndWithoutSuccessor() throws {
        let s = try KeyboardScenario(device: "iphone-4", profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "first"))
        s.settle()
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "second"))
        s.settle()
        s.keyboard.noTextResponder()
        s.settle()
        s.keyboard.noTextResponder()
        s.settle()
        #expect(s.notificationNames.filter { $0 == "UIKeyboardDidHideNotification" }.count == 1)
        #expect(s.keyboard.placement == .hidden)
        assertGolden(s.log.jsonLines, named: "resign-with-and-without-successor.jsonl")
    }

    /// Seed 000 ("exceptions to this common behavior") and seed 001: in an iPad form sheet the keyboard is not
    /// hidden when the text field resigns, unless disablesAutomaticKeyboardDismissal returns NO; it goes
    /// when the form sheet is dismissed.
    @Test func formSheetKeepsKeyboard() throws {
        let s = try KeyboardScenario(device: "ipad", profile: "ios5")
        s.keyboard.presentingFormSheet = true
        s.keyboard.textResponderBecameFirst(Self.field)
        s.settle()
        s.keyboard.noTextResponder()
        s.settle()
        #expect(s.keyboard.placement == .docked)
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "otherField"))
        s.settle()
        s.keyboard.disablesAutomaticKeyboardDismissal = false
        s.keyboard.noTextResponder()
        s.settle()
        #expect(s.keyboard.placement == .hidden)
        assertGolden(s.log.jsonLines, named: "form-sheet.jsonl")
    }

    /// Seed 001 (inputAccessoryView) and reference/README.md: the accessory view's height is added on top
    /// of the keyboard and included in the frames; reloadInputViews with a new height moves the keyboard.
    @Test func accessoryView() throws {
        let s = try KeyboardScenario(device: "iphone-4.7", profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "field", accessoryHeight: 44))
        s.settle()
        #expect(s.keyboard.frame == CGRect(x: 0, y: 667 - 258 - 44, width: 375, height: 258 + 44))
        s.keyboard.reloadInputViews(KeyboardRequest(owner: "field", inputViewHeight: 200, accessoryHeight: 44))
        s.settle()
        #expect(s.keyboard.frame == CGRect(x: 0, y: 667 - 244, width: 375, height: 244))
        assertGolden(s.log.jsonLines, named: "accessory-view.jsonl")
    }

    /// Issue scope item 5: a hardware keyboard hides the software keyboard but keeps an accessory view on
    /// screen; without an accessory view nothing is shown.
    @Test func hardwareKeyboard() throws {
        let s = try KeyboardScenario(device: "iphone-4.7", profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "field", accessoryHeight: 44))
        s.settle()
        s.keyboard.setHardwareKeyboardAttached(true)
        s.settle()
        #expect(s.keyboard.placement == .accessoryOnly)
        #expect(s.keyboard.frame == CGRect(x: 0, y: 667 - 44, width: 375, height: 258 + 44))
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "plainField"))
        s.settle()
        #expect(s.keyboard.placement == .hidden)
        s.keyboard.setHardwareKeyboardAttached(false)
        s.settle()
        #expect(s.keyboard.placement == .docked)
        assertGolden(s.log.jsonLines, named: "hardware-keyboard.jsonl")
    }

    /// Seed 001, "Keyboard Covers Text Field": on iPad undocking "hides", docking "shows", split and drags
    /// post the change-frame pair, and will-change-frame has no end frame when a drag starts.
    @Test func iPadUndockSplitDragDock() throws {
        let s = try KeyboardScenario(device: "ipad", profile: "ios8")
        s.keyboard.textResponderBecameFirst(Self.field)
        s.settle()
        s.keyboard.undock()
        s.settle()
        s.keyboard.split()
        s.settle()
        s.keyboard.beginDrag()
        let dragStart = try #require(s.log.records.last)
        #expect(dragStart.name == "UIKeyboardWillChangeFrameNotification")
        #expect(!dragStart.jsonLine.contains("UIKeyboardFrameEndUserInfoKey"))
        s.keyboard.endDrag(toY: 100)
        s.keyboard.merge()
        s.settle()
        s.keyboard.dock()
        s.settle()
        #expect(s.keyboard.placement == .docked)
        assertGolden(s.log.jsonLines, named: "ipad-undock-split-drag-dock.jsonl")
    }

    /// Reference/README.md: iPhone OS 2-3.1 posts only the four show/hide notifications, with the bounds
    /// and center keys and no frame keys.
    @Test func iPhoneOS3Keys() throws {
        let s = try KeyboardScenario(device: "iphone-3.5", orientation: .landscapeLeft, profile: "iphoneos3")
        s.keyboard.textResponderBecameFirst(Self.field)
        s.settle()
        let info = try #require(s.delivered.first?.userInfo)
        #expect(info["UIKeyboardFrameEndUserInfoKey"] == nil)
        #expect(info["UIKeyboardBoundsUserInfoKey"] as? CGRect == CGRect(x: 0, y: 0, width: 480, height: 162))
        #expect(info["UIKeyboardCenterEndUserInfoKey"] as? CGPoint == CGPoint(x: 320 - 81, y: 240))
        assertGolden(s.log.jsonLines, named: "iphoneos3-landscape.jsonl")
    }

    /// Determinism (project standard): the same scenario gives a byte-identical log twice.
    @Test func sameScenarioSameBytes() throws {
        func run() throws -> String {
            let s = try KeyboardScenario(device: "ipad", profile: "ios5")
            s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "a", accessoryHeight: 30))
            s.clock.advance(by: 100)
            s.keyboard.rotate(to: .landscapeLeft)
            s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "b"))
            s.settle()
            s.keyboard.undock()
            s.keyboard.noTextResponder()
            s.settle()
            return s.log.jsonLines
        }
        let first = try run()
        #expect(!first.isEmpty)
        #expect(Data(first.utf8) == Data(try run().utf8))
    }

    /// The notification center delivers exactly what the log records, in the same order, with the userInfo
    /// values as CGRect / Double / Int.
    /// UIKeyboardIsLocalUserInfoKey is iOS 9.0+ (Apple's keyboardIsLocalUserInfoKey reference), so the
    /// check uses ios9.
    @Test func centerDeliversWhatIsLogged() throws {
        let s = try KeyboardScenario(device: "iphone-4.7", profile: "ios9")
        s.keyboard.textResponderBecameFirst(Self.field)
        s.settle()
        #expect(s.delivered.map(\.name) == s.notificationNames)
        let info = try #require(s.delivered.first?.userInfo)
        #expect(info["UIKeyboardAnimationDurationUserInfoKey"] as? Double == 0.25)
        #expect(info["UIKeyboardAnimationCurveUserInfoKey"] as? Int == 7)
        #expect(info["UIKeyboardIsLocalUserInfoKey"] as? Bool == true)
        #expect(info["UIKeyboardFrameEndUserInfoKey"] as? CGRect == CGRect(x: 0, y: 667 - 258, width: 375, height: 258))
        #expect(info["UIKeyboardFrameBeginUserInfoKey"] as? CGRect == CGRect(x: 0, y: 667, width: 375, height: 258))
    }
}
