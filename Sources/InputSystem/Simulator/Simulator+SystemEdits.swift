import Foundation

/// What the keyboard remembers between keystrokes for the edits it makes by itself.
struct PunctuationState {
    /// The session the memory belongs to: a new first responder starts afresh.
    var session: ObjectIdentifier?
    /// When the space bar last put a space in, if no other key came after it.
    var spaceTappedAt: Int?
    /// Whether a deletion came after the last character typed other than a space: the "." shortcut waits
    /// for new text after a deletion.
    var deletedSinceText = false
}

/// The system keyboard's own edits on the text it types (DESIGN.md, "The system edits too"): smart quotes
/// and smart dashes (Smart Punctuation, iOS 11 and later) and the "." shortcut. Each reaches the client
/// through the session's calls, as a typed key does, so a `UITextField`'s or `UITextView`'s delegate is asked
/// about it with the real range and replacement, and a custom `UITextInput` view gets `insertText:` or
/// `replaceRange:withText:`; each call's log record names its ``SystemEditCause``. A delegate that refuses
/// the system's replacement keeps the text as typed.
extension Simulator {
    /// Sets the user's keyboard switches in Settings › General › Keyboard (nil leaves a switch as it is):
    /// the trace's `settings` event, logged as an `input` record named `settings` with the switches given.
    /// They override every text object's traits: with Smart Punctuation off no quote or dash is changed,
    /// even in a text object whose `smartQuotesType` is `.yes`.
    public func setKeyboardSettings(smartPunctuation: Bool? = nil, periodShortcut: Bool? = nil) {
        var fields: [(String, LogValue)] = []
        if let smartPunctuation {
            fields.append(("smartPunctuation", .bool(smartPunctuation)))
            keyboardSettings.smartPunctuation = smartPunctuation
        }
        if let periodShortcut {
            fields.append(("periodShortcut", .bool(periodShortcut)))
            keyboardSettings.periodShortcut = periodShortcut
        }
        log.record(.input, "settings", fields)
        punctuationState.spaceTappedAt = nil
    }

    /// A tap on the space bar of the on-screen keyboard: a space, or the second tap of the "." shortcut.
    func tapSpaceBar() {
        guard let session else { return handle(.insertText(" ")) }
        handle(.insertText(" "), in: session, fromSpaceBar: true)
    }

    /// Handles a key action for the session's client, with the edits the keyboard makes around it.
    func handle(_ action: KeyAction, in session: TextInputSession, fromSpaceBar: Bool) {
        let id = ObjectIdentifier(session)
        if punctuationState.session != id { punctuationState = PunctuationState(session: id) }
        // Only the English keyboard's direct input edits its own text; the Japanese keyboards compose theirs.
        guard case .insertText(let typed) = action, session.inputMethod is DirectInput, session.textInput != nil else {
            switch action {
            case .deleteBackward, .deleteForward: punctuationState.deletedSinceText = true
            case .insertText, .return, .tab: punctuationState.deletedSinceText = false
            default: break
            }
            punctuationState.spaceTappedAt = nil
            return session.handle(action)
        }
        let traits = session.client.textInputTraits
        let smart = keyboard.profile.smartPunctuation && keyboardSettings.smartPunctuation
        if smart, SmartPunctuation.quotesEnabled(traits),
           let curly = SmartPunctuation.smartQuote(for: typed, after: characterBeforeSelection(in: session)) {
            punctuationState = PunctuationState(session: id)
            return session.insertText(curly, cause: .smartQuotes)
        }
        let firstTap = punctuationState.spaceTappedAt
        session.handle(action)
        if fromSpaceBar, typed == " " {
            let quick = firstTap.map { now - $0 <= SmartPunctuation.periodShortcutWindow } ?? false
            if quick, !punctuationState.deletedSinceText, keyboard.profile.periodShortcut, keyboardSettings.periodShortcut,
               SmartPunctuation.periodShortcutEnabled(traits), let caret = caret(in: session), caret >= 2,
               SmartPunctuation.endsInWordAndTwoSpaces(textBefore(caret, in: session)) {
                // UIKit replaces the space after the sentence with a period once the second space is in.
                punctuationState.spaceTappedAt = nil
                session.replace(NSRange(location: caret - 2, length: 1), with: ".", cause: .periodShortcut)
            } else {
                punctuationState.spaceTappedAt = punctuationState.deletedSinceText ? nil : now
            }
            return
        }
        punctuationState.spaceTappedAt = nil
        if !typed.allSatisfy(\.isWhitespace) { punctuationState.deletedSinceText = false }
        if smart, typed == "-", SmartPunctuation.dashesEnabled(traits), let caret = caret(in: session), caret >= 2,
           SmartPunctuation.endsInDashPair(textBefore(caret, in: session)) {
            session.replace(NSRange(location: caret - 2, length: 2), with: SmartPunctuation.emDash, cause: .smartDashes)
        }
    }

    /// The caret's UTF-16 offset, or nil while text is selected or marked.
    private func caret(in session: TextInputSession) -> Int? {
        guard session.markedRange == nil, let selection = session.selectedRange, selection.length == 0 else { return nil }
        return selection.location
    }

    /// Up to eight UTF-16 units of text before `offset` (enough for the rules' context).
    private func textBefore(_ offset: Int, in session: TextInputSession) -> String {
        let start = max(0, offset - 8)
        return session.text(in: NSRange(location: start, length: offset - start)) ?? ""
    }

    /// The character before the selection (nil at the start of the text), which decides a quote's side.
    private func characterBeforeSelection(in session: TextInputSession) -> Character? {
        guard session.markedRange == nil, let selection = session.selectedRange, selection.location > 0 else { return nil }
        return textBefore(selection.location, in: session).last
    }
}
