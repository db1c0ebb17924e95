import Foundation
@_spi(Engine) import InputSystem
import Testing

/// Interactive keyboard dismissal (`UIScrollView.keyboardDismissMode` `.interactive`, iOS 7): no keyboard
/// notification while the finger drags the keyboard ("No notification is being triggered until the keyboard
/// is dragged completely off screen", openradar 15341512; "does not fire keyboardWillChangeFrameNotification
/// until the pan gesture ends", freshOS/KeyboardLayoutGuide issue #17); on release past the point of no
/// return the first responder resigns and the usual hide sequence follows.
@MainActor
@Suite struct InteractiveDismissalTests {
    func replay(_ lines: String) throws -> [String] {
        var out = ""
        try TraceReplay.run(TraceReader(string: lines, name: "d.jsonl"), options: ReplayOptions(), output: { out += $0 })
        return out.split(separator: "\n").map(String.init)
    }

    @Test("a drag that goes back posts nothing; a completed one resigns (textFieldShouldEndEditing: asked) and posts the hide sequence after the input")
    func dismissAndReturn() throws {
        let lines = try replay("""
        {"event": "scene", "device": "iphone-16", "profile": "ios18"}
        {"event": "field", "id": "chat"}
        {"event": "focus", "field": "chat"}
        {"event": "wait", "ms": 500}
        {"event": "keyboard", "action": "interactiveReturn"}
        {"event": "wait", "ms": 500}
        {"event": "keyboard", "action": "interactiveDismiss"}
        {"event": "wait", "ms": 500}
        """)
        let back = try #require(lines.firstIndex { $0.contains(#""name":"interactiveReturn""#) })
        let dismiss = try #require(lines.firstIndex { $0.contains(#""name":"interactiveDismiss""#) })
        #expect(lines[back + 1].contains(#""name":"keyboardReturned""#))
        #expect(!lines[back..<dismiss].contains { $0.contains(#""kind":"notification""#) }, "nothing while the keyboard goes back up")
        let after = Array(lines[(dismiss + 1)...])
        #expect(after.first?.contains(#""name":"textFieldShouldEndEditing:""#) == true)
        let names = after.filter { $0.contains(#""kind":"notification""#) && $0.contains("UIKeyboard") }
            .compactMap { $0.firstMatch(of: /"name":"(UIKeyboard\w+)"/).map { String($0.1) } }
        #expect(names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                          "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification"])
    }

    @Test("a delegate that refuses to end editing keeps the keyboard: it goes back up, nothing is posted")
    func refusedResignKeepsTheKeyboard() throws {
        let lines = try replay("""
        {"event": "scene", "device": "iphone-16", "profile": "ios18"}
        {"event": "field", "id": "code", "delegate": {"refuseEndEditing": true}}
        {"event": "focus", "field": "code"}
        {"event": "wait", "ms": 500}
        {"event": "keyboard", "action": "interactiveDismiss"}
        """)
        let dismiss = try #require(lines.firstIndex { $0.contains(#""name":"interactiveDismiss""#) })
        #expect(!lines[dismiss...].contains { $0.contains("UIKeyboardWillHide") })
        #expect(lines[dismiss...].contains { $0.contains(#""name":"textFieldShouldEndEditing:","object":"code","result":false"#) })
    }

    @Test("without a docked keyboard up the gesture is refused and logged")
    func refusedWithoutKeyboard() throws {
        let lines = try replay("""
        {"event": "scene", "device": "iphone-16", "profile": "ios18"}
        {"event": "keyboard", "action": "interactiveDismiss"}
        """)
        #expect(lines.contains { $0.contains(#""request":"interactiveDismiss""#) && $0.contains("no docked keyboard up") })
    }
}
