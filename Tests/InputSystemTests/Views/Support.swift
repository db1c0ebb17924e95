import Foundation
@_spi(Engine) @testable import InputSystem

/// Records the input-delegate messages a client sends.
final class DelegateRecorder: UITextInputDelegate {
    var messages: [String] = []
    func selectionWillChange(_ textInput: (any UITextInput)?) { messages.append("selectionWillChange:") }
    func selectionDidChange(_ textInput: (any UITextInput)?) { messages.append("selectionDidChange:") }
    func textWillChange(_ textInput: (any UITextInput)?) { messages.append("textWillChange:") }
    func textDidChange(_ textInput: (any UITextInput)?) { messages.append("textDidChange:") }
}

func r(_ location: Int, _ length: Int) -> NSRange { NSRange(location: location, length: length) }

extension UITextView {
    /// Places the selection without telling the delegate (as the system does through `selectedTextRange`).
    func place(_ location: Int, _ length: Int = 0) {
        selectedTextRange = IndexedRange(location: location, length: length)
    }
}

extension UITextField {
    /// Places the selection without telling the delegate (as the system does through `selectedTextRange`).
    func place(_ location: Int, _ length: Int = 0) {
        selectedTextRange = IndexedRange(location: location, length: length)
    }
}

