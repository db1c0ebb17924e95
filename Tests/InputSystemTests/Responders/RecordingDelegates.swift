import Foundation
@_spi(Engine) @testable import InputSystem

/// A text field delegate that records every message and answers as configured.
final class FieldDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var name = ""
    var allowBegin = true, allowEnd = true, allowChange = true, allowClear = true
    private func log(_ s: String, _ f: UITextField) { calls.append(name.isEmpty ? s : "\(f.identifier).\(s)") }
    func textFieldShouldBeginEditing(_ f: UITextField) -> Bool { log("textFieldShouldBeginEditing:", f); return allowBegin }
    func textFieldDidBeginEditing(_ f: UITextField) { log("textFieldDidBeginEditing:", f) }
    func textFieldShouldEndEditing(_ f: UITextField) -> Bool { log("textFieldShouldEndEditing:", f); return allowEnd }
    func textFieldDidEndEditing(_ f: UITextField) { log("textFieldDidEndEditing:", f) }
    func textField(_ f: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log("textField:shouldChangeCharactersInRange:replacementString:", f); return allowChange
    }
    func textFieldShouldClear(_ f: UITextField) -> Bool { log("textFieldShouldClear:", f); return allowClear }
    func textFieldShouldReturn(_ f: UITextField) -> Bool { log("textFieldShouldReturn:", f); return true }
    func textFieldDidChangeSelection(_ f: UITextField) { log("textFieldDidChangeSelection:", f) }
}

/// Records what a window reports.
final class SinkRecorder: ResponderEventSink {
    var events: [String] = []
    func responder(_ responder: UIResponder, sentDelegateMessage selector: String, result: Bool?) {
        events.append("\(responder.identifier) \(selector)" + (result.map { $0 ? " YES" : " NO" } ?? ""))
    }
    func responder(_ responder: UIResponder, posted notification: String) {
        events.append("\(responder.identifier) post \(notification)")
    }
    func firstResponderDidChange(from old: UIResponder?, to new: UIResponder?) {
        events.append("firstResponder \(old?.identifier ?? "nil") -> \(new?.identifier ?? "nil")")
    }
    func inputViewsDidReload(for responder: UIResponder) { events.append("\(responder.identifier) reloadInputViews") }
    func responder(_ responder: UIResponder?, refused request: String, reason: String) {
        events.append("\(responder?.identifier ?? "nil") refused \(request): \(reason)")
    }
}
