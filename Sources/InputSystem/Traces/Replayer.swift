import Foundation

/// Replays a trace against a ``Simulator``, event by event, streaming: memory does not grow with the
/// trace's length beyond what the log keeps.
@MainActor
public final class Replayer {
    /// The simulator events are applied to.
    public let simulator: Simulator

    /// Creates a replayer for `simulator`.
    public init(simulator: Simulator) {
        self.simulator = simulator
    }

    /// Replays every event `reader` gives. A malformed or impossible event stops the replay with a
    /// ``TraceError`` naming the file and line; everything before it stays in the log.
    public func replay(_ reader: TraceReader) throws {
        while let event = try reader.next() {
            try apply(event, file: reader.name)
        }
    }

    /// Applies one event at its time.
    public func apply(_ event: TraceEvent, file: String) throws {
        simulator.advance(to: event.time)
        do {
            try perform(event.kind)
        } catch let error as TraceError {
            throw error
        } catch let error as SimulatorError {
            throw TraceError(file: file, line: event.line, message: error.description)
        } catch {
            throw TraceError(file: file, line: event.line, message: "\(error)")
        }
    }

    private func perform(_ kind: TraceEvent.Kind) throws {
        let s = simulator
        switch kind {
        case .field(let spec): s.addField(spec)
        case .focus(let id): try s.focus(id)
        case .resign(let id): try s.resign(id)
        case .endEditing(let force): s.endEditing(force: force)
        case .select(let id, let range): try s.select(range, in: id)
        case .tapText(let id, let point): try s.tapText(at: point, in: id)
        case .wait(let ms): s.advance(to: Clock.later(s.now, ms))
        case .hardware(let spec): try s.setHardwareKeyboard(spec)
        case .key(let code, let state):
            let evdev: EvdevKeyCode
            switch code {
            case .name(let name):
                guard let c = EvdevKeyCode(name: name) else { throw SimulatorError.unknownKeyCode(name) }
                evdev = c
            case .number(let n):
                guard n >= 0, n <= Int(EvdevKeyCode.maximum.rawValue) else { throw SimulatorError.unknownKeyCode(String(n)) }
                evdev = EvdevKeyCode(UInt16(n))
            }
            let hardwareState: HardwareKeyState
            switch state {
            case .down: hardwareState = .down
            case .up: hardwareState = .up
            case .repeat: hardwareState = .repeat
            }
            try s.hardwareKey(evdev, state: hardwareState)
        case .inputMode(let mode): try s.setInputMode(mode)
        case .setText(let id, let text): try s.setText(text, in: id)
        case .setSelection(let id, let range): try s.setSelection(range, in: id)
        case .edit(let action, let id, let text): try s.edit(action, in: id, pasting: text)
        case .clear(let id): try s.tapClearButton(of: id)
        case .remove(let id): try s.removeField(id)
        case .update(let id, let update): try s.update(id, update)
        case .reloadInputViews(let id): try s.reloadInputViews(of: id)
        case .dictate(let phrases): try s.dictate(phrases)
        case .autofill(let text): try s.autofill(text)
        case .autofillCredential(let user, let password): try s.autofillCredential(user: user, password: password)
        case .suggestion(let index): try s.pickSuggestion(at: index)
        case .revertCorrection: try s.revertLastCorrection()
        case .layoutGuide(let follows, let bottom, let padding):
            try s.setLayoutGuide(followsUndockedKeyboard: follows, usesBottomSafeArea: bottom, keyboardDismissPadding: padding)
        case .writingTools(let text): try s.writingTools(text)
        case .settings(let change):
            s.setKeyboardSettings(smartPunctuation: change.smartPunctuation, periodShortcut: change.periodShortcut,
                                  autoCorrection: change.autoCorrection, textReplacements: change.textReplacements,
                                  inlinePredictions: change.inlinePredictions)
        case .scene, .rotate, .tap, .flick, .type, .candidate, .formSheet, .keyboardGesture:
            try s.perform(kind)
        }
    }
}
