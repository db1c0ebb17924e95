import Foundation

extension Simulator {
    /// The simulated time between two taps of a `type` event, in ms.
    public static let typingInterval = 50

    /// Carries out the on-screen keyboard's events of a trace.
    func perform(_ kind: TraceEvent.Kind) throws {
        switch kind {
        case .scene(let device, let orientation, let profile):
            try setScene(device: device, orientation: orientation, profile: profile)
        case .rotate(let to):
            try rotate(to: to)
        case .tap(let key):
            try tap(key)
        case .type(let text):
            for (i, c) in text.enumerated() {
                if i > 0 { advance(to: now + Self.typingInterval) }
                try tap(String(c))
            }
        case .flick(let key, _):
            throw SimulatorError.unsupported("flick \"\(key)\": the current keyboard (\(inputMode)) has no flick keys")
        case .candidate(let index):
            guard let session, index < session.inputMethod.candidates.count,
                  session.inputMethod.selectCandidate(at: index, in: session) else {
                throw SimulatorError.unsupported("candidate \(index): the candidate bar has \(session?.inputMethod.candidates.count ?? 0) candidates")
            }
        default:
            break
        }
    }

    /// A tap on an on-screen key by label or name.
    func tap(_ key: String) throws {
        switch key {
        case "delete": handle(.deleteBackward)
        case "return": handle(.return)
        case "space": handle(.insertText(" "))
        case "shift", "more", "globe": log.record(.input, "tap", [("key", .string(key))])
        case "dismiss":
            // The iPad keyboard's dismiss key: editing ends and the keyboard goes down, form sheet or not.
            log.record(.input, "tap", [("key", .string(key))])
            endEditing(force: false)
            keyboard.dismissKeyboard()
        default: handle(.insertText(key))
        }
    }
}
