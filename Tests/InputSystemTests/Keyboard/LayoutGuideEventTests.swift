import Foundation
@_spi(Engine) import InputSystem
import Testing

/// The app's `keyboardLayoutGuide` settings as a trace event (issue 26: "The layout guide's settings …
/// set by the app; keyboardLayoutGuide constraints' resulting frame logged"), with Apple's
/// UIKeyboardLayoutGuide reference for what they do: `followsUndockedKeyboard` makes the guide follow an
/// undocked or floating keyboard; iOS 17's `usesBottomSafeArea` false puts its resting top at the view's
/// bottom.
@MainActor
@Suite struct LayoutGuideEventTests {
    func replay(_ lines: String) throws -> String {
        var out = ""
        try TraceReplay.run(TraceReader(string: lines, name: "g.jsonl"), options: ReplayOptions(), output: { out += $0 })
        return out
    }

    @Test("followsUndockedKeyboard: the guide's frame becomes the floating keyboard's; logged after the input record")
    func followsFloating() throws {
        let log = try replay("""
        {"event": "scene", "device": "ipad", "orientation": "portrait", "profile": "ios18"}
        {"event": "field", "id": "f"}
        {"event": "focus", "field": "f"}
        {"event": "keyboard", "action": "float"}
        {"event": "wait", "ms": 500}
        {"event": "layoutGuide", "followsUndockedKeyboard": true}
        """)
        let lines = log.split(separator: "\n").map(String.init)
        let input = try #require(lines.firstIndex { $0.contains(#""name":"layoutGuide""#) })
        #expect(lines[input].contains(#""followsUndockedKeyboard":true"#))
        let guide = try #require(lines[(input + 1)...].first { $0.contains(#""name":"keyboardLayoutGuide""#) })
        #expect(guide.contains(#""followsUndockedKeyboard":true"#))
        // The floating keyboard's frame (320 × 260 near the bottom of the 768 × 1024 iPad), not the resting guide.
        #expect(guide.contains(#""layoutFrame":[224,744,320,260]"#))
    }

    @Test("usesBottomSafeArea false (iOS 17): the resting guide starts at the screen's bottom, height 0")
    func usesBottomSafeArea() throws {
        let log = try replay("""
        {"event": "scene", "device": "iphone-16", "orientation": "portrait", "profile": "ios18"}
        {"event": "layoutGuide", "usesBottomSafeArea": false, "keyboardDismissPadding": 12}
        """)
        #expect(log.contains(#""name":"keyboardLayoutGuide","layoutFrame":[0,852,393,0]"#))
        #expect(log.contains(#""keyboardDismissPadding":12"#))
    }

    @Test("refused where the profile has no guide (before iOS 15) or not the iOS 17 settings; bad values are FILE:LINE errors")
    func refusals() {
        for (lines, message) in [
            ("""
            {"event": "scene", "device": "iphone-4.7", "profile": "ios13"}
            {"event": "layoutGuide", "followsUndockedKeyboard": true}
            """, "g.jsonl:2: layoutGuide: UIKeyboardLayoutGuide came with iOS 15; profile ios13 has none"),
            ("""
            {"event": "scene", "device": "iphone-4.7", "profile": "ios16"}
            {"event": "layoutGuide", "usesBottomSafeArea": false}
            """, "g.jsonl:2: layoutGuide: usesBottomSafeArea and keyboardDismissPadding came with iOS 17; profile ios16 has neither"),
            (#"{"event": "layoutGuide"}"#, #"g.jsonl:1: "layoutGuide" changes nothing; give "followsUndockedKeyboard", "usesBottomSafeArea" or "keyboardDismissPadding""#),
            (#"{"event": "layoutGuide", "keyboardDismissPadding": -1}"#, #"g.jsonl:1: "keyboardDismissPadding" must be at least 0, not -1"#),
        ] {
            #expect(throws: (any Error).self) { try replay(lines) }
            do { _ = try replay(lines) } catch { #expect("\(error)" == message) }
        }
    }
}
