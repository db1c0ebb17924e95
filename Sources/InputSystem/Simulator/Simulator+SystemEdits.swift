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
    public func setKeyboardSettings(smartPunctuation: Bool? = nil, periodShortcut: Bool? = nil, autoCorrection: Bool? = nil,
                                    textReplacements: [(shortcut: String, phrase: String)]? = nil, inlinePredictions: Bool? = nil) {
        var fields: [(String, LogValue)] = []
        if let smartPunctuation {
            fields.append(("smartPunctuation", .bool(smartPunctuation)))
            keyboardSettings.smartPunctuation = smartPunctuation
        }
        if let periodShortcut {
            fields.append(("periodShortcut", .bool(periodShortcut)))
            keyboardSettings.periodShortcut = periodShortcut
        }
        if let autoCorrection {
            fields.append(("autoCorrection", .bool(autoCorrection)))
            keyboardSettings.autoCorrection = autoCorrection
        }
        if let textReplacements {
            fields.append(("textReplacements", .object(textReplacements.map { ($0.shortcut, .string($0.phrase)) })))
            keyboardSettings.textReplacements = textReplacements
        }
        if let inlinePredictions {
            fields.append(("inlinePredictions", .bool(inlinePredictions)))
            keyboardSettings.inlinePredictions = inlinePredictions
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
        // An inline prediction on screen: the space bar accepts it; anything else takes it away first.
        if let shown = inlinePrediction {
            inlinePrediction = nil
            if shown.session == id, session.markedRange != nil {
                if case .insertText(" ") = action {
                    // Accepted: the predicted rest becomes text and the caret moves after it.
                    session.insertText(shown.suffix, cause: .inlinePrediction)
                } else {
                    // Taken away: the marked text emptied, then ended (a client that keeps an empty marked
                    // range, as Apple's SimpleTextInput sample does, is left with none).
                    session.setMarkedText("", selectedRange: NSRange(location: 0, length: 0), cause: .inlinePrediction)
                    session.unmarkText(cause: .inlinePrediction)
                }
            }
        }
        defer { if case .insertText(let t) = action, t.count == 1, t.first?.isLetter == true { showInlinePrediction(in: session) } }
        // Ending a word (a space, punctuation, Return) first applies the keyboard's correction of it.
        if session.inputMethod is DirectInput, session.textInput != nil {
            switch action {
            case .insertText(let t) where AutocorrectionRules.endsWord(t): correctWordBeforeCaret(in: session)
            case .return: correctWordBeforeCaret(in: session)
            default: break
            }
        }
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

    /// Shows the rest of the likeliest word beginning with the word before the caret as marked text after
    /// the caret (iOS 17 and later, "Show Predictions Inline"): a custom `UITextInput` view gets it through
    /// `setMarkedText:selectedRange:` with the caret before it (system-edits.md F9.2: "UIKit represents them
    /// as marked text"); the space bar accepts it (`insertText:` with it, which ends the marked text and puts
    /// the caret after it), any other key takes it away first
    /// (`setMarkedText:` with an empty string, then `unmarkText`). Not for `inlinePredictionType` `.no`, secure entry or where
    /// autocorrection is off by its trait; `UITextField` and `UITextView` draw it themselves (no client call).
    func showInlinePrediction(in session: TextInputSession) {
        guard keyboardSettings.inlinePredictions, keyboard.profile.release.major >= 17, session.inputMethod is DirectInput,
              let client = session.textInput, !(client is any TextEditorHost), session.markedRange == nil else { return }
        let traits = session.client.textInputTraits
        guard traits.inlinePredictionType != .no, !traits.isSecureTextEntry, traits.autocorrectionType != .no,
              let word = wordBeforeCaret(in: session)?.text, word.count >= 2,
              let suffix = Self.inlinePredictionSuffix(for: word, language: inputMode) else { return }
        session.setMarkedText(suffix, selectedRange: NSRange(location: 0, length: 0), cause: .inlinePrediction)
        inlinePrediction = (ObjectIdentifier(session), suffix)
    }

    /// The rest of the most frequent word that begins with `word` (nil when none is longer).
    nonisolated static func inlinePredictionSuffix(for word: String, language: String) -> String? {
        guard let checker = try? SpellCheckers.shared.checker(language: language) else { return nil }
        let typed = word.lowercased()
        guard let best = checker.completions(forPrefix: word, limit: 3).first(where: {
            $0.lowercased().hasPrefix(typed) && $0.count > word.count && !$0.contains(" ")
        }) else { return nil }
        return String(best.dropFirst(word.count))
    }

    /// The user taps the underline iOS 17 draws under the last autocorrected word and chooses the word as
    /// typed: the correction is replaced by it through the client (`replaceRange:withText:`, the delegate
    /// asked with the corrected word's range; cause `revertCorrection`), and the caret stays where it was
    /// relative to the text after it. Refused before iOS 17, when no correction was made in this editing
    /// session, or once the corrected word has changed (the underline is gone).
    ///
    /// The revert's path to the client is not documented (system-edits.md F1.8: inferred to be the
    /// correction's own path).
    public func revertLastCorrection() throws {
        guard keyboard.profile.release.major >= 17 else {
            throw SimulatorError.unsupported("revertCorrection: the autocorrection underline came with iOS 17; profile \(keyboard.profile.name) has none")
        }
        guard let session, let last = lastCorrection, last.session == ObjectIdentifier(session),
              session.text(in: last.range) == last.correction else {
            throw SimulatorError.unsupported("revertCorrection: no autocorrected word is underlined")
        }
        lastCorrection = nil
        log.record(.input, "revertCorrection", [("correction", .string(last.correction)), ("typed", .string(last.typed))])
        session.replace(last.range, with: last.typed, cause: .revertCorrection)
    }

    /// Losing focus accepts the correction pending for the word before the caret (system-edits.md F1.5,
    /// F1.6: "force iOS to accept the autocorrect suggestion by changing the focus"), before the text object
    /// is asked to end editing. Its delegate's `should…` is asked as for any correction, but no "did
    /// change" follows (react-native's `RCTBackedTextInputDelegateAdapter`: iOS "doesn't call
    /// `textViewDidChange:` … if the change was happened because of autocorrection which was triggered by
    /// losing focus"; for a text field's change notification the same is chosen).
    func acceptPendingCorrection(of responder: UIResponder) {
        guard let session, session.client === responder as AnyObject, session.inputMethod is DirectInput,
              session.textInput != nil else { return }
        correctWordBeforeCaret(in: session, unannounced: true)
    }

    /// Replaces the word before the caret by the user's text replacement for it, else by the keyboard's
    /// correction, as the user ends it: a range replacement of the word alone (`replaceRange:withText:`,
    /// the delegate asked with the word's range), before the character that ended it goes in as its own
    /// insertion (system-edits.md F1.1, F1.2; the order is F1.3's default). On a custom `UITextInput` view the
    /// keyboard first asks `firstRectForRange:` for the word, where it shows the correction (F1.7, iOS 16
    /// and earlier; from iOS 17 it asks the rectangle of each of the word's characters).
    func correctWordBeforeCaret(in session: TextInputSession, unannounced: Bool = false) {
        // Nothing to apply: the client is not even asked for its text.
        guard keyboardSettings.autoCorrection || !keyboardSettings.textReplacements.isEmpty else { return }
        let traits = session.client.textInputTraits
        guard let (word, range) = wordBeforeCaret(in: session), word.count < 64 else { return }
        let replacement: (String, SystemEditCause)
        if traits.autocorrectionType != .no, !traits.isSecureTextEntry,
           let phrase = keyboardSettings.textReplacements.first(where: { $0.shortcut == word })?.phrase {
            replacement = (phrase, .textReplacement)
        } else if keyboardSettings.autoCorrection, AutocorrectionRules.enabled(traits),
                  let fixed = autocorrector.correction(for: word, language: inputMode), !fixed.isEmpty, fixed != word {
            replacement = (fixed, .autocorrection)
        } else {
            return
        }
        askRectsBeforeCorrecting(range, word: word, in: session)
        let engine = (session.textInput as? any TextEditorHost)?.editor
        if unannounced { engine?.changeIsUnannounced = true }
        session.replace(range, with: replacement.0, cause: replacement.1)
        engine?.changeIsUnannounced = false
        if replacement.1 == .autocorrection {
            lastCorrection = (ObjectIdentifier(session), NSRange(location: range.location, length: replacement.0.utf16.count),
                              replacement.0, word)
        }
    }

    /// The geometry the keyboard asks of a custom `UITextInput` view before it shows a correction (the
    /// simulation's own text objects answer from their layout and are not asked).
    private func askRectsBeforeCorrecting(_ range: NSRange, word: String, in session: TextInputSession) {
        guard let client = session.textInput, !(client is any TextEditorHost),
              let first = window.firstResponder else { return }
        var ranges = [range]
        if keyboard.profile.release.major >= 17 {
            // iOS 17 and later: "the system will always query the rect for every single character of the
            // current word" (Flutter, flutter/flutter#128406).
            ranges = []
            var offset = range.location
            for c in word {
                let n = String(c).utf16.count
                ranges.append(NSRange(location: offset, length: n))
                offset += n
            }
        }
        for r in ranges {
            guard let a = client.position(from: client.beginningOfDocument, offset: r.location),
                  let b = client.position(from: a, offset: r.length), let textRange = client.textRange(from: a, to: b) else { continue }
            log.record(.textInput, "firstRectForRange:", [("object", .string(first.identifier)),
                                                         ("range", .array([.int(r.location), .int(r.length)])),
                                                         ("result", .rect(client.firstRect(for: textRange)))])
        }
    }

    /// The word that ends at the caret (``AutocorrectionRules/trailingWord(of:)`` of the 64 UTF-16 units
    /// before it) with its UTF-16 range, or nil: no word ends there, or text is selected or marked. What
    /// autocorrection, inline predictions and the QuickType bar work on.
    func wordBeforeCaret(in session: TextInputSession) -> (text: String, range: NSRange)? {
        guard let caret = caret(in: session), caret > 0 else { return nil }
        let start = max(0, caret - 64)
        guard let before = session.text(in: NSRange(location: start, length: caret - start)),
              let word = AutocorrectionRules.trailingWord(of: before) else { return nil }
        return (word, NSRange(location: caret - word.utf16.count, length: word.utf16.count))
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
