import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 12: invariants of every profile under random sequences of keyboard inputs (seeded, so a failure
/// reproduces): undocked keyboards never post show/hide except when docking or undocking, frames stay on
/// their screen, the layout guide stays inside the screen, and only eras that have them float or carry
/// UIKeyboardIsLocalUserInfoKey.
@Suite("System profile invariants")
struct ProfilePropertyTests {
    nonisolated static let profiles = ["iphoneos3", "ios3.2", "ios5", "ios7", "ios8", "ios9", "ios11", "ios13", "ios15", "ios16",
                           "ios17", "ios18", "ios26"]

    nonisolated static let requests = [
        KeyboardRequest(owner: "a"),
        KeyboardRequest(owner: "b", traits: TextInputTraits(keyboardType: .emailAddress)),
        KeyboardRequest(owner: "pin", traits: TextInputTraits(keyboardType: .numberPad)),
        KeyboardRequest(owner: "bar", accessoryHeight: 44),
        KeyboardRequest(owner: "picker", inputViewHeight: 216),
    ]

    @Test(arguments: profiles)
    func randomInputsKeepTheInvariants(profile: String) throws {
        for (device, seed) in [("ipad", UInt64(12)), ("iphone-4.7", UInt64(13)), ("ipad", UInt64(14))] {
            var rng = SplitMix64(seed: seed)
            let s = try KeyboardScenario(device: device, profile: profile)
            let p = s.keyboard.profile
            var placements: Set<String> = []
            for step in 0..<300 {
                let before = s.keyboard.placement
                let count = s.log.records.count
                let op = Int(rng.next() % 12)
                switch op {
                case 0, 1, 2: s.keyboard.textResponderBecameFirst(Self.requests[Int(rng.next() % 5)])
                case 3: s.keyboard.noTextResponder()
                case 4: s.keyboard.rotate(to: [.portrait, .landscapeLeft, .landscapeRight][Int(rng.next() % 3)])
                case 5: s.keyboard.setHardwareKeyboardAttached(rng.next() % 2 == 0)
                case 6: s.keyboard.float()
                case 7: s.keyboard.undock()
                case 8: s.keyboard.split()
                case 9: s.keyboard.dock()
                case 10: s.keyboard.beginDrag(); s.keyboard.endDrag(toY: Double(rng.next() % 1100))
                default: s.clock.advance(by: Int(rng.next() % 400))
                }
                let posted = s.log.records[count...].filter { $0.kind == .notification }.map(\.name)
                // Will- notifications belong to this input (did- ones may end an earlier animation).
                let showHide = posted.filter { $0 == "UIKeyboardWillShowNotification" || $0 == "UIKeyboardWillHideNotification" }
                let context = "\(profile) \(device) seed \(seed) step \(step) op \(op)"
                // Show/hide concern docking: an undocked keyboard that stays undocked posts neither.
                if before.isUndocked && s.keyboard.placement.isUndocked || before == .hidden && s.keyboard.placement.isUndocked {
                    #expect(showHide.isEmpty, "\(context): \(Array(showHide))")
                }
                placements.insert(s.keyboard.placement.rawValue)
                #expect(s.keyboard.placement != .floating || (p.floatingKeyboard && device == "ipad"), "\(context)")
                let screen = s.keyboard.geometry.screenSize
                if let frame = s.keyboard.frameInInterface {
                    switch s.keyboard.placement {
                    case .docked:
                        #expect(frame.maxY == screen.height, "\(context): docked at the bottom")
                    case .accessoryOnly:
                        #expect(frame.minY < screen.height && frame.maxY >= screen.height, "\(context): only the top on screen")
                    case .undocked, .split, .floating:
                        #expect(frame.minY >= 0 && frame.maxY <= screen.height, "\(context): undocked on screen")
                    case .hidden:
                        Issue.record("\(context): a hidden keyboard has a frame")
                    }
                }
                if let guide = s.keyboard.layoutGuideFrame {
                    #expect(p.keyboardLayoutGuide)
                    #expect(guide.minY >= 0 && guide.maxY <= screen.height && guide.height >= 0, "\(context): guide \(guide)")
                } else {
                    #expect(!p.keyboardLayoutGuide)
                }
            }
            // The walk reaches the states the invariants are about.
            #expect(placements.isSuperset(of: ["hidden", "docked"]))
            if device == "ipad" && p.undockableKeyboard { #expect(placements.contains("undocked") || placements.contains("split")) }
            if device == "ipad" && p.floatingKeyboard { #expect(placements.contains("floating"), "\(profile) seed \(seed)") }
            s.settle()
            let local = s.delivered.contains { $0.userInfo["UIKeyboardIsLocalUserInfoKey"] != nil }
            #expect(!local || p.carries(.isLocal), "\(profile): IsLocal only from iOS 9")
        }
    }
}
