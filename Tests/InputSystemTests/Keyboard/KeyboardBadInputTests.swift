import Foundation
@_spi(Engine) import InputSystem
import Testing

@Suite("Keyboard: inputs UIKit ignores")
struct KeyboardBadInputTests {
    /// Issue "Bad input": resigning twice and rotating with no keyboard are logged and post nothing.
    @Test func resignTwiceAndRotateWithoutKeyboardPostNothing() throws {
        let s = try KeyboardScenario(device: "iphone-4", profile: "ios8")
        s.keyboard.noTextResponder()
        s.keyboard.noTextResponder()
        s.keyboard.rotate(to: .landscapeLeft)
        s.keyboard.rotate(to: .landscapeLeft)
        s.settle()
        #expect(s.notificationNames.isEmpty)
        #expect(s.log.records.map(\.name) == ["resignFirstResponder", "resignFirstResponder", "rotate", "rotate"])
        #expect(s.keyboard.orientation == .landscapeLeft)
    }

    /// Seed 001: undocking, splitting and dragging are iPad features (the iPhone keyboard is always docked);
    /// on iPhone, and on an iPad without a split keyboard, they are ignored and logged.
    @Test(arguments: [("iphone-5.5", "undock"), ("ipad-pro-12.9", "split"), ("iphone-4", "beginDrag")])
    func floatingInputsIgnoredWhereUnsupported(device: String, input: String) throws {
        let s = try KeyboardScenario(device: device, profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "field"))
        s.settle()
        let before = s.notificationNames
        switch input {
        case "undock": s.keyboard.undock()
        case "split": s.keyboard.split()
        default: s.keyboard.beginDrag()
        }
        s.settle()
        #expect(s.notificationNames == before)
        #expect(s.log.records.last?.name == "inputIgnored")
        #expect(s.keyboard.placement == .docked)
    }

    /// Seed 000 (form sheet exception is "On the iPad"): on iPhone a form sheet does not keep the keyboard.
    @Test func formSheetExceptionIsIPadOnly() throws {
        let s = try KeyboardScenario(device: "iphone-4.7", profile: "ios8")
        s.keyboard.presentingFormSheet = true
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "field"))
        s.settle()
        s.keyboard.noTextResponder()
        s.settle()
        #expect(s.keyboard.placement == .hidden)
    }

    /// Chosen: a transition that starts before the last one's did- notifications drops them; the log says so.
    @Test func interruptedAnimationDropsItsDidNotifications() throws {
        let s = try KeyboardScenario(device: "iphone-4.7", profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "field"))
        s.clock.advance(by: 100)
        s.keyboard.noTextResponder()
        s.settle()
        #expect(!s.notificationNames.contains("UIKeyboardDidShowNotification"))
        #expect(s.notificationNames.last == "UIKeyboardDidHideNotification")
        #expect(s.log.records.contains { $0.name == "animationInterrupted" })
    }
}

@Suite("Keyboard: iPad floating keyboard")
struct FloatingKeyboardTests {
    /// Neuburg "Keyboard Covers Text Field": on iPad show/hide concern docking, so an owner change while the
    /// keyboard is undocked posts neither; only the change-frame pair if the frame changes (check).
    @Test func ownerChangeWhileUndockedPostsNoShowOrHide() throws {
        let s = try KeyboardScenario(device: "ipad", profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "a"))
        s.settle()
        s.keyboard.undock()
        s.settle()
        let before = s.notificationNames.count
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "b", traits: TextInputTraits(autocorrectionType: .no)))
        s.settle()
        #expect(Array(s.notificationNames.dropFirst(before)) == ["UIKeyboardWillChangeFrameNotification",
                                                                 "UIKeyboardDidChangeFrameNotification"])
        #expect(s.keyboard.placement == .undocked)
    }

    /// Chosen: rotating with an undocked keyboard hides it and shows it docked in the new orientation.
    @Test func rotationDocksTheKeyboard() throws {
        let s = try KeyboardScenario(device: "ipad", profile: "ios8")
        s.keyboard.textResponderBecameFirst(KeyboardRequest(owner: "a"))
        s.settle()
        s.keyboard.undock()
        s.settle()
        s.keyboard.rotate(to: .landscapeRight)
        s.settle()
        #expect(s.keyboard.placement == .docked)
        #expect(s.keyboard.frame == CGRect(x: 0, y: 768 - 398, width: 1024, height: 398))
    }
}
