import Foundation
@testable import InputSystem

/// Records the input-delegate messages a client sends.
final class DelegateRecorder: TextInputDelegate {
    var messages: [String] = []
    func selectionWillChange(_ textInput: (any TextInput)?) { messages.append("selectionWillChange:") }
    func selectionDidChange(_ textInput: (any TextInput)?) { messages.append("selectionDidChange:") }
    func textWillChange(_ textInput: (any TextInput)?) { messages.append("textWillChange:") }
    func textDidChange(_ textInput: (any TextInput)?) { messages.append("textDidChange:") }
}

func r(_ location: Int, _ length: Int) -> NSRange { NSRange(location: location, length: length) }

extension TextEditingView {
    /// Places the selection without telling the delegate (as the system does through `selectedTextRange`).
    func select(_ location: Int, _ length: Int = 0) {
        selectedTextRange = IndexedRange(location: location, length: length)
    }
}

/// A small deterministic generator (SplitMix64) for property tests; the seed is printed on failure.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
