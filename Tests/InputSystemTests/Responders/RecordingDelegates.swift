import Foundation
@_spi(Engine) @testable import InputSystem

/// A text field delegate that records every message and answers as configured.
final class FieldDelegate: TextFieldDelegate {
    var calls: [String] = []
    var name = ""
    var allowBegin = true, allowEnd = true, allowChange = true, allowClear = true
    private func log(_ s: String, _ f: TextField) { calls.append(name.isEmpty ? s : "\(f.identifier).\(s)") }
    func textFieldShouldBeginEditing(_ f: TextField) -> Bool { log("textFieldShouldBeginEditing:", f); return allowBegin }
    func textFieldDidBeginEditing(_ f: TextField) { log("textFieldDidBeginEditing:", f) }
    func textFieldShouldEndEditing(_ f: TextField) -> Bool { log("textFieldShouldEndEditing:", f); return allowEnd }
    func textFieldDidEndEditing(_ f: TextField) { log("textFieldDidEndEditing:", f) }
    func textField(_ f: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log("textField:shouldChangeCharactersInRange:replacementString:", f); return allowChange
    }
    func textFieldShouldClear(_ f: TextField) -> Bool { log("textFieldShouldClear:", f); return allowClear }
    func textFieldShouldReturn(_ f: TextField) -> Bool { log("textFieldShouldReturn:", f); return true }
    func textFieldDidChangeSelection(_ f: TextField) { log("textFieldDidChangeSelection:", f) }
}

/// Records what a window reports.
final class SinkRecorder: ResponderEventSink {
    var events: [String] = []
    func responder(_ responder: Responder, sentDelegateMessage selector: String, result: Bool?) {
        events.append("\(responder.identifier) \(selector)" + (result.map { $0 ? " YES" : " NO" } ?? ""))
    }
    func responder(_ responder: Responder, posted notification: String) {
        events.append("\(responder.identifier) post \(notification)")
    }
    func firstResponderDidChange(from old: Responder?, to new: Responder?) {
        events.append("firstResponder \(old?.identifier ?? "nil") -> \(new?.identifier ?? "nil")")
    }
    func inputViewsDidReload(for responder: Responder) { events.append("\(responder.identifier) reloadInputViews") }
    func responder(_ responder: Responder?, refused request: String, reason: String) {
        events.append("\(responder?.identifier ?? "nil") refused \(request): \(reason)")
    }
}
