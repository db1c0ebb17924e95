import Foundation

extension Simulator {
    /// The user taps an AutoFill suggestion in the QuickType bar (a contact detail, a phone number, an
    /// e-mail address, a one-time code from Messages) for the first responder, whose `textContentType` asks
    /// for it. As reported for UIKit's text fields (system-edits.md F8.3: Stripe's `STPTextFieldDelegateProxy`,
    /// PhoneNumberKit #180 and #426): the bar offers these suggestions only while the field is empty; the
    /// delegate is first asked about a probe at the caret — range {0, 0} with `" "` up to iOS 14.1, `""` from
    /// iOS 14.2 — and only when it allows that, the suggestion follows with a trailing space (`insertText:`,
    /// so the delegate is asked again with `"555-1234 "`). A custom `UITextInput` view gets the suggestion
    /// and its space through `insertText:`; a `UIKeyInput`-only view gets no AutoFill (F8.2). A one-time code
    /// comes without the space (chosen: F8.4 finds no single-field report).
    ///
    /// The bar's AutoFill exists from iOS 11 (`textContentType` suggestions), one-time codes from iOS 12
    /// (`UITextContentType.oneTimeCode`); earlier profiles refuse it, as does a field with no content type
    /// or with text.
    public func autofill(_ suggestion: String) throws {
        guard let session, let first = window.firstResponder else {
            throw SimulatorError.unsupported("autofill: no text object is first responder")
        }
        let release = keyboard.profile.release
        guard release.major >= 11 else {
            throw SimulatorError.unsupported("autofill: the QuickType bar's AutoFill came with iOS 11; profile \(keyboard.profile.name) has none")
        }
        guard let client = first as? any UITextInput else {
            throw SimulatorError.unsupported("autofill: \(first.identifier) adopts only UIKeyInput; AutoFill needs UITextInput")
        }
        guard let type = client.textInputTraits.textContentType, !type.isEmpty else {
            throw SimulatorError.unsupported("autofill: \(first.identifier) has no textContentType; the bar offers it no AutoFill")
        }
        if Self.isOneTimeCode(type), release.major < 12 {
            throw SimulatorError.unsupported("autofill: one-time codes came with iOS 12; profile \(keyboard.profile.name) has none")
        }
        guard Self.wholeText(of: client)?.isEmpty == true else {
            throw SimulatorError.unsupported("autofill: the bar offers AutoFill only while the field is empty; \(first.identifier) holds text")
        }
        log.record(.input, "autofill", [("text", .string(suggestion)), ("textContentType", .string(type))])
        if let view = first as? any TextEditorHost {
            let probe = release.major > 14 || (release.major == 14 && release.minor >= 2) ? "" : " "
            guard view.editorShouldChangeText(in: NSRange(location: 0, length: 0), replacementText: probe) else { return }
        }
        // A one-time code fills the field as it is (chosen: no trailing space; code fields that check the
        // length are not reported to break).
        session.insertText(Self.isOneTimeCode(type) ? suggestion : suggestion + " ")
        updateAutoShift()
    }

    /// Whether a content type names one-time codes (UIKit's constant or its value).
    static func isOneTimeCode(_ type: String) -> Bool {
        type == UITextContentType.oneTimeCode.rawValue || type == "oneTimeCode"
    }
}
