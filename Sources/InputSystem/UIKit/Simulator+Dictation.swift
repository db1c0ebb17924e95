import Foundation

extension Simulator {
    /// The user dictates into the first responder: `phrases` is what recognition made of the speech, nil
    /// when recognition failed. A marked-text composition is committed first. Then, as UIKit does
    /// (system-edits.md F7.1; Apple's UITextInput reference): the text object hears
    /// `dictationRecordingDidEnd` ("there is a pending dictation result") and gets a placeholder
    /// (`insertDictationResultPlaceholder`; a `UITextView` is also asked its frame), which is removed
    /// (`removeDictationResultPlaceholder:willInsertResult:`) before the result arrives: a `UITextView`
    /// (and its subclasses) gets `insertDictationResult:` with the phrases; any other object the most
    /// likely interpretation through `insertText:` (so its delegate's `should…` is asked as for typing);
    /// on failure, `dictationRecognitionFailed`. Under iOS 15 and earlier the keyboard's input mode is
    /// `dictation` while it lasts (`textInputMode.primaryLanguage`; UITextInputCurrentInputModeDidChange
    /// posted as it starts and ends; F7.3). Every call is logged. Dictation came with iOS 5: earlier
    /// profiles refuse it.
    ///
    /// Chosen where nothing is documented: the order (recording ends, the placeholder, its removal, the
    /// result) and that recognition takes no simulated time.
    public func dictate(_ phrases: [String]?) throws {
        guard let session, let first = window.firstResponder else {
            throw SimulatorError.unsupported("dictate: no text object is first responder")
        }
        let release = keyboard.profile.release.major
        guard release >= 5 else {
            throw SimulatorError.unsupported("dictate: dictation came with iOS 5; profile \(keyboard.profile.name) has none")
        }
        log.record(.input, "dictate", [("phrases", phrases.map { .array($0.map(LogValue.string)) } ?? .null)])
        session.inputMethod.commitComposition(in: session)
        let modeChanges = release <= 15
        if modeChanges { setDictating(true) }
        defer { if modeChanges { setDictating(false) } }
        guard let view = first as? (UIResponder & UITextInput), !(first is ClientResponder), !(first is WebInputElement) else {
            // A client that is not a UIKit view (a model object, a key-input view): the text is typed in.
            if let phrases { session.insertText(phrases.joined()) }
            return
        }
        session.onCall?(TextInputCall("dictationRecordingDidEnd"))
        view.dictationRecordingDidEnd()
        session.onCall?(TextInputCall("insertDictationResultPlaceholder"))
        let placeholder = view.insertDictationResultPlaceholder()
        if view is UITextView {
            session.onCall?(TextInputCall("frameForDictationResultPlaceholder:"))
            _ = view.frame(forDictationResultPlaceholder: placeholder)
        }
        session.onCall?(TextInputCall("removeDictationResultPlaceholder:willInsertResult:",
                                      [("willInsertResult", .int(phrases == nil ? 0 : 1))]))
        view.removeDictationResultPlaceholder(placeholder, willInsertResult: phrases != nil)
        guard let phrases else {
            session.onCall?(TextInputCall("dictationRecognitionFailed"))
            view.dictationRecognitionFailed()
            return
        }
        if view is UITextView {
            session.onCall?(TextInputCall("insertDictationResult:", [("text", .string(phrases.joined()))]))
            view.insertDictationResult(phrases.map { UIDictationPhrase(text: $0) })
        } else {
            session.insertText(phrases.joined())
        }
        updateAutoShift()
    }

    /// Under iOS 15 and earlier the keyboard's input mode is `dictation` while dictation lasts.
    private func setDictating(_ on: Bool) {
        isDictating = on
        log.record(.state, "inputMode", [("mode", .string(on ? "dictation" : inputMode))])
        inputModeDidChange?(on ? "dictation" : inputMode)
    }
}
