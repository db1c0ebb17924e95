import Foundation

extension Simulator {
    /// The simulated time between two taps of a `type` event, in ms.
    public static let typingInterval = 50

    /// Carries out the on-screen keyboard's events of a trace.
    func perform(_ kind: TraceEvent.Kind) throws {
        switch kind {
        case .scene(let device, let orientation, let profile):
            var fields: [(String, LogValue)] = []
            if let device { fields.append(("device", .string(device))) }
            if let orientation { fields.append(("orientation", .string(orientation))) }
            if let profile { fields.append(("profile", .string(profile))) }
            log.append(LogRecord(time: now, kind: "scene", fields))
        case .rotate(let to):
            log.append(LogRecord(time: now, kind: "rotate", [("to", .string(to))]))
        case .tap(let key):
            try tap(key)
        case .type(let text):
            for (i, c) in text.enumerated() {
                if i > 0 { advance(to: now + Self.typingInterval) }
                try tap(String(c))
            }
        case .flick(let key, let direction):
            try flickKana(key, direction: direction)
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
        if try tapKana(key) { return }
        switch key {
        case "delete": handle(.deleteBackward)
        case "return": handle(.return)
        case "space": handle(.insertText(" "))
        case "shift", "more", "globe": log.append(LogRecord(time: now, kind: "tap", [("key", .string(key))]))
        case "dismiss": endEditing(force: false)
        default: handle(.insertText(key))
        }
    }
}
