import Foundation
import Testing

/// What makes each era different, read from the per-profile golden logs that `ProfileGoldenTests` compares
/// with (`Golden/profiles/<profile>-<scenario>.jsonl`). The golden test only says that a log did not change;
/// re-recording accepts any change. These expectations are written out per era from the profile table
/// (`Layouts/profiles.json`, each value with its source there), so a re-recorded golden that loses what
/// sets its era apart fails here, naming the profile and the property.
@Suite("Golden logs per system profile: what sets each era apart")
struct ProfileGoldenEraTests {
    /// The layout guide as an era logs it: none before iOS 15, the guide from iOS 15, its safe-area options
    /// (`usesBottomSafeArea`, `keyboardDismissPadding`) from iOS 17.
    enum Guide: Sendable { case none, guide, guideWithSafeAreaOptions }

    /// One era's expectations, each a value of the profile table as the goldens show it.
    struct Era: Sendable, CustomStringConvertible {
        let profile: String
        /// `UIKeyboardWillChangeFrameNotification` is posted (iOS 5.0+).
        let changeFrame: Bool
        /// `UIKeyboardFrameBeginUserInfoKey`/`EndUserInfoKey` are in userInfo (iOS 3.2+); before, only bounds and centers.
        let frameKeys: Bool
        /// `UIKeyboardIsLocalUserInfoKey` is in userInfo (iOS 9.0+).
        let isLocalKey: Bool
        /// `UIKeyboardAnimationCurveUserInfoKey`: 0 (ease-in-out) before iOS 7, 7 from iOS 7.
        let curve: Int
        /// `UIKeyboardAnimationDurationUserInfoKey`: 0.3 s up to iOS 4, 0.25 s from iOS 5.
        let duration: Double
        /// The notification object: the screen from iOS 16.1, nil before.
        let objectIsScreen: Bool
        /// `textFieldDidChangeSelection:` is sent (iOS 13.0+).
        let didChangeSelection: Bool
        let guide: Guide
        /// Frames in fixed portrait coordinates (up to iOS 7): a landscape keyboard's frame is taller than wide.
        let fixedPortrait: Bool
        /// Every responder switch posts will-show again (up to iOS 10, openradar 34432484): four in the switch log.
        let switchingPostsShow: Bool
        /// Attaching a hardware keyboard to a field with only an accessory view left on screen posts will-hide
        /// (iOS 8) rather than will-show.
        let accessoryOnlyHides: Bool
        /// A plain field under a hardware keyboard keeps the shortcuts bar on screen (iOS 9+): will-show with a
        /// 55-point bar, not will-hide.
        let shortcutsBar: Bool
        /// Taking the iPad keyboard off its dock: nothing (no undocking before iOS 5 or on the phone), undock
        /// (a will-hide, iOS 5-12), or float (a frame change only, iPadOS 13+).
        let offDock: OffDock
        var description: String { profile }
    }

    enum OffDock: Sendable { case none, undockHides, floatHides }

    nonisolated static let eras: [Era] = [
        Era(profile: "iphoneos3", changeFrame: false, frameKeys: false, isLocalKey: false, curve: 0, duration: 0.3,
            objectIsScreen: false, didChangeSelection: false, guide: .none, fixedPortrait: true, switchingPostsShow: true,
            accessoryOnlyHides: false, shortcutsBar: false, offDock: .none),
        Era(profile: "ios3.2", changeFrame: false, frameKeys: true, isLocalKey: false, curve: 0, duration: 0.3,
            objectIsScreen: false, didChangeSelection: false, guide: .none, fixedPortrait: true, switchingPostsShow: true,
            accessoryOnlyHides: false, shortcutsBar: false, offDock: .none),
        Era(profile: "ios5", changeFrame: true, frameKeys: true, isLocalKey: false, curve: 0, duration: 0.25,
            objectIsScreen: false, didChangeSelection: false, guide: .none, fixedPortrait: true, switchingPostsShow: true,
            accessoryOnlyHides: false, shortcutsBar: false, offDock: .undockHides),
        Era(profile: "ios7", changeFrame: true, frameKeys: true, isLocalKey: false, curve: 7, duration: 0.25,
            objectIsScreen: false, didChangeSelection: false, guide: .none, fixedPortrait: true, switchingPostsShow: true,
            accessoryOnlyHides: false, shortcutsBar: false, offDock: .undockHides),
        Era(profile: "ios8", changeFrame: true, frameKeys: true, isLocalKey: false, curve: 7, duration: 0.25,
            objectIsScreen: false, didChangeSelection: false, guide: .none, fixedPortrait: false, switchingPostsShow: true,
            accessoryOnlyHides: true, shortcutsBar: false, offDock: .undockHides),
        Era(profile: "ios9", changeFrame: true, frameKeys: true, isLocalKey: true, curve: 7, duration: 0.25,
            objectIsScreen: false, didChangeSelection: false, guide: .none, fixedPortrait: false, switchingPostsShow: true,
            accessoryOnlyHides: false, shortcutsBar: true, offDock: .undockHides),
        Era(profile: "ios11", changeFrame: true, frameKeys: true, isLocalKey: true, curve: 7, duration: 0.25,
            objectIsScreen: false, didChangeSelection: false, guide: .none, fixedPortrait: false, switchingPostsShow: false,
            accessoryOnlyHides: false, shortcutsBar: true, offDock: .undockHides),
        Era(profile: "ios13", changeFrame: true, frameKeys: true, isLocalKey: true, curve: 7, duration: 0.25,
            objectIsScreen: false, didChangeSelection: true, guide: .none, fixedPortrait: false, switchingPostsShow: false,
            accessoryOnlyHides: false, shortcutsBar: true, offDock: .floatHides),
        Era(profile: "ios15", changeFrame: true, frameKeys: true, isLocalKey: true, curve: 7, duration: 0.25,
            objectIsScreen: false, didChangeSelection: true, guide: .guide, fixedPortrait: false, switchingPostsShow: false,
            accessoryOnlyHides: false, shortcutsBar: true, offDock: .floatHides),
        Era(profile: "ios16", changeFrame: true, frameKeys: true, isLocalKey: true, curve: 7, duration: 0.25,
            objectIsScreen: true, didChangeSelection: true, guide: .guide, fixedPortrait: false, switchingPostsShow: false,
            accessoryOnlyHides: false, shortcutsBar: true, offDock: .floatHides),
        Era(profile: "ios17", changeFrame: true, frameKeys: true, isLocalKey: true, curve: 7, duration: 0.25,
            objectIsScreen: true, didChangeSelection: true, guide: .guideWithSafeAreaOptions, fixedPortrait: false,
            switchingPostsShow: false, accessoryOnlyHides: false, shortcutsBar: true, offDock: .floatHides),
        Era(profile: "ios18", changeFrame: true, frameKeys: true, isLocalKey: true, curve: 7, duration: 0.25,
            objectIsScreen: true, didChangeSelection: true, guide: .guideWithSafeAreaOptions, fixedPortrait: false,
            switchingPostsShow: false, accessoryOnlyHides: false, shortcutsBar: true, offDock: .floatHides),
        Era(profile: "ios26", changeFrame: true, frameKeys: true, isLocalKey: true, curve: 7, duration: 0.25,
            objectIsScreen: true, didChangeSelection: true, guide: .guideWithSafeAreaOptions, fixedPortrait: false,
            switchingPostsShow: false, accessoryOnlyHides: false, shortcutsBar: true, offDock: .floatHides),
    ]

    /// One golden log's records, parsed.
    struct Log {
        let name: String
        let records: [[String: Any]]

        init(_ profile: String, _ scenario: String, filePath: String = #filePath) throws {
            name = "\(profile)-\(scenario).jsonl"
            let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden/profiles/\(name)")
            let text = try String(contentsOf: url, encoding: .utf8)
            records = try text.split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(url.lastPathComponent): \(line)")
            }
        }

        /// The keyboard notifications (`UIKeyboard…Notification`) at simulated time `t`, in order.
        func keyboardNotifications(at t: Int) -> [[String: Any]] {
            records.filter { ($0["t"] as? Int) == t && $0["kind"] as? String == "notification"
                && ($0["name"] as? String)?.hasPrefix("UIKeyboard") == true }
        }

        /// The keyboard's will-notifications at `t` without their `UIKeyboardWill`/`Notification` affixes (`Show`, `Hide`, `ChangeFrame`).
        func will(at t: Int) -> [String] {
            keyboardNotifications(at: t).compactMap { $0["name"] as? String }.filter { $0.hasPrefix("UIKeyboardWill") }
                .map { String($0.dropFirst("UIKeyboardWill".count).dropLast("Notification".count)) }
        }

        func all(named name: String) -> [[String: Any]] { records.filter { $0["name"] as? String == name } }

        /// `UIKeyboardFrameEndUserInfoKey` of a notification, as [x, y, width, height].
        static func frameEnd(_ record: [String: Any]) -> [Double]? {
            ((record["userInfo"] as? [String: Any])?["UIKeyboardFrameEndUserInfoKey"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
        }
    }

    @Test("first focus: the era's notifications, userInfo keys, animation, object, delegate messages and layout guide",
          arguments: eras)
    func firstFocus(_ era: Era) throws {
        let log = try Log(era.profile, "first-focus")
        let show = try #require(log.all(named: "UIKeyboardWillShowNotification").first, "\(log.name): no will-show")
        let userInfo = try #require(show["userInfo"] as? [String: Any])
        #expect(!log.all(named: "UIKeyboardWillChangeFrameNotification").isEmpty == era.changeFrame, "\(log.name): change-frame notifications")
        #expect((userInfo["UIKeyboardFrameEndUserInfoKey"] != nil) == era.frameKeys, "\(log.name): frame keys")
        #expect((userInfo["UIKeyboardFrameBeginUserInfoKey"] != nil) == era.frameKeys, "\(log.name): frame keys")
        #expect(userInfo["UIKeyboardBoundsUserInfoKey"] != nil && userInfo["UIKeyboardCenterEndUserInfoKey"] != nil,
                "\(log.name): the iPhone OS 2 keys stay in every era")
        #expect((userInfo["UIKeyboardIsLocalUserInfoKey"] != nil) == era.isLocalKey, "\(log.name): IsLocal key")
        #expect((userInfo["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue == era.curve, "\(log.name): curve")
        #expect((userInfo["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue == era.duration, "\(log.name): duration")
        #expect((show["object"] as? String == "UIScreen") == era.objectIsScreen, "\(log.name): notification object")
        #expect(!log.all(named: "textFieldDidChangeSelection:").isEmpty == era.didChangeSelection, "\(log.name): textFieldDidChangeSelection:")
        let guide = log.all(named: "keyboardLayoutGuide").first
        switch era.guide {
        case .none: #expect(guide == nil, "\(log.name): no layout guide before iOS 15")
        case .guide: #expect(guide != nil && guide?["usesBottomSafeArea"] == nil, "\(log.name): the guide without iOS 17's options")
        case .guideWithSafeAreaOptions:
            #expect(guide?["usesBottomSafeArea"] != nil && guide?["keyboardDismissPadding"] != nil, "\(log.name): the guide with its options")
        }
    }

    @Test("rotation: a landscape keyboard's frame in fixed portrait coordinates up to iOS 7, in the interface's from iOS 8",
          arguments: eras)
    func rotation(_ era: Era) throws {
        let log = try Log(era.profile, "rotation")
        let show = try #require(log.keyboardNotifications(at: 1000).last { $0["name"] as? String == "UIKeyboardWillShowNotification" },
                                "\(log.name): no will-show after the rotation")
        guard era.frameKeys else {
            #expect(Log.frameEnd(show) == nil, "\(log.name): no frame keys before iOS 3.2")
            return
        }
        let frame = try #require(Log.frameEnd(show), "\(log.name)")
        try #require(frame.count == 4)
        #expect((frame[3] > frame[2]) == era.fixedPortrait, "\(log.name): landscape frame \(frame)")
    }

    @Test("switching responders: will-show on every switch up to iOS 10, only for a changed keyboard from iOS 11",
          arguments: eras)
    func switching(_ era: Era) throws {
        let log = try Log(era.profile, "switch")
        let shows = log.all(named: "UIKeyboardWillShowNotification").count
        // Four focuses: name, email (the same keyboard), pin (a number pad), notes (the letters again).
        #expect(shows == (era.switchingPostsShow ? 4 : 3), "\(log.name): \(shows) will-show notifications")
        #expect(log.will(at: 1100).contains("Hide") == era.switchingPostsShow, "\(log.name): name → email")
    }

    @Test("hardware keyboard on the iPad: the accessory view alone (hide on iOS 8) and the shortcuts bar (iOS 9+)",
          arguments: eras)
    func hardwareKeyboard(_ era: Era) throws {
        let log = try Log(era.profile, "hardware-keyboard")
        // t=1000: the hardware keyboard attaches while the field with a 44-point accessory bar is focused.
        #expect(log.will(at: 1000).last == (era.accessoryOnlyHides ? "Hide" : "Show"), "\(log.name): \(log.will(at: 1000))")
        // t=2000: the plain field is focused under the hardware keyboard.
        #expect(log.will(at: 2000).last == (era.shortcutsBar ? "Show" : "Hide"), "\(log.name): \(log.will(at: 2000))")
        if era.shortcutsBar {
            let show = try #require(log.keyboardNotifications(at: 2000).last)
            let frame = try #require(Log.frameEnd(show))
            try #require(frame.count == 4)
            #expect(frame[1] == 1024 - 55, "\(log.name): the 55-point shortcuts bar at the bottom of the iPad, \(frame)")
        }
    }

    /// Undocking "hides" (Neuburg); from iPadOS 13 the keyboard floats instead, which hides too (Flutter engine
    /// PR #37719: "changes from docked to undocked/floating, UIKeyboardWillHideNotification is triggered"), to a
    /// 320-point floating keyboard rather than a full-width undocked one.
    @Test("off the dock: no undocking before iOS 5, undock hides (iOS 5-12), floating hides to a 320-point keyboard (iPadOS 13+)",
          arguments: eras)
    func offDock(_ era: Era) throws {
        let log = try Log(era.profile, "floating-keyboard")
        let names = log.will(at: 1000)
        switch era.offDock {
        case .none: #expect(names.isEmpty, "\(log.name): \(names)")
        case .undockHides, .floatHides:
            #expect(names == ["ChangeFrame", "Hide"], "\(log.name): \(names)")
            let end = try #require(log.keyboardNotifications(at: 1000).last.flatMap(Log.frameEnd))
            try #require(end.count == 4)
            #expect(end[2] == (era.offDock == .floatHides ? 320 : 768), "\(log.name): \(end)")
        }
    }

    /// badoo/Chatto PR #797: up to iOS 18 the frames include the 44-point accessory bar; iOS 26 leaves it out.
    @Test("the accessory view in the keyboard frame up to iOS 18, left out on iOS 26", arguments: [("ios18", 44.0), ("ios26", 0.0)])
    func accessoryView(_ profile: String, _ accessoryHeight: Double) throws {
        let log = try Log(profile, "accessory-view")
        let shows = log.all(named: "UIKeyboardWillShowNotification").compactMap(Log.frameEnd)
        try #require(shows.count >= 2 && shows[0].count == 4 && shows[1].count == 4, "\(log.name)")
        // t=100 the field with the bar, t=1000 one without it.
        #expect(shows[0][3] - shows[1][3] == accessoryHeight, "\(log.name): \(shows[0]) against \(shows[1])")
    }
}
