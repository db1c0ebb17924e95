import Foundation
@_spi(Engine) import InputSystem
import Testing
import UIKitTextInput

/// `textInputMode` and `inputAssistantItem` are live on UIKit's responders (issue 24, item 8/9).
@MainActor
@Suite(.serialized) struct InputModeAndAssistantTests {
    @Test("textInputMode follows the keyboard's input mode (primaryLanguage en-US, ja-JP, emoji) and UITextInputCurrentInputModeDidChangeNotification reaches NotificationCenter.default when the globe key switches it")
    func textInputModeIsLive() throws {
        let s = try Simulator()
        let window = s.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 31))
        window.addSubview(field)
        final class Count: @unchecked Sendable { var n = 0 }
        let count = Count()
        let token = NotificationCenter.default.addObserver(forName: UITextInputMode.currentInputModeDidChangeNotification,
                                                           object: nil, queue: nil) { _ in count.n += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(field.becomeFirstResponder())
        #expect(field.textInputMode?.primaryLanguage == "en-US")
        try s.setInputMode(.japaneseRomaji)
        #expect(field.textInputMode?.primaryLanguage == "ja-JP")
        try s.setInputMode(.emoji)
        #expect(field.textInputMode?.primaryLanguage == "emoji")
        #expect(count.n == 2)
        #expect(UITextInputMode.activeInputModes.compactMap(\.primaryLanguage) == ["en-US", "ja-JP", "emoji"])
        #expect(UITextField(frame: .zero).textInputMode == nil, "a responder in no simulation has no keyboard")
    }

    @Test("an iPad field whose inputAssistantItem groups are emptied (autocorrection off) leaves no shortcuts bar over a hardware keyboard: no show notification (UITextInputAssistantItem)")
    func emptiedAssistantItem() throws {
        for emptied in [false, true] {
            let s = try Simulator(device: .iPad, profile: .ios11)
            let center = NotificationCenter()
            let relay = try s.postNotifications(to: center)
            defer { relay.detach() }
            final class Count: @unchecked Sendable { var shows = 0 }
            let count = Count()
            let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in count.shows += 1 }
            defer { center.removeObserver(token) }
            let window = s.makeWindow()
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 31))
            field.autocorrectionType = .no
            if emptied {
                field.inputAssistantItem.leadingBarButtonGroups = []
                field.inputAssistantItem.trailingBarButtonGroups = []
            }
            window.addSubview(field)
            try s.attachHardwareKeyboard(layout: "us")
            #expect(field.becomeFirstResponder())
            s.settle()
            #expect((count.shows == 0) == emptied, "emptied: \(emptied), shows: \(count.shows)")
        }
    }
}
