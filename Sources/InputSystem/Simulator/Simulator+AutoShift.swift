import Foundation

extension Simulator {
    /// Works out Shift again after the first responder's text or insertion point changed (see
    /// ``AutoCapitalization``): only for an on-screen keyboard with a Shift key in a Latin input mode, not
    /// while a hardware keyboard is attached. A change is logged as a `shift` state record.
    func updateAutoShift() {
        guard var keys = onScreenKeyboard else { return }
        var on = false
        if hardwareKeyboard == nil, !inputMode.hasPrefix("ja"), keys.hasShift, let client = window.firstResponder as? any UITextInput {
            on = AutoCapitalization.shifts(client, for: client.textInputTraits.autocapitalizationType)
        }
        guard on != keys.shifted || on != keys.autoShift else { return }
        let changed = on != keys.shifted
        keys.setAutoShift(on)
        onScreenKeyboard = keys
        if changed { log.record(.state, "shift", [("on", .bool(on)), ("reason", .string("autocapitalization"))]) }
    }
}
