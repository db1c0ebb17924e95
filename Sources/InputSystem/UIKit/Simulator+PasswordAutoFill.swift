import Foundation

extension Simulator {
    /// The user picks a saved credential from the QuickType bar's Passwords suggestion (Password AutoFill,
    /// iOS 11 and later) while a username or password field is first responder: unlike the other AutoFill
    /// suggestions, which fill only the focused field, it "may fill both the username and the password
    /// fields" (system-edits.md F8.1, Flutter's AutoFill notes). The username goes into the window's first
    /// text field whose `textContentType` is `username`, the password into its first field whose
    /// `textContentType` is `password` or that has secure entry; a field other than the first responder
    /// that is zero-sized is left out ("generally ignored by password autofill attempts, if it's not the
    /// first responder and is zero-sized", F8.1). The `input` record names the user and the password's length
    /// (the delegates' own records show what they were asked).
    ///
    /// Chosen where nothing is documented: each field's text is replaced as a user edit (its delegate's
    /// `should…` asked with the whole range, the change notifications posted), the username first.
    public func autofillCredential(user: String, password: String) throws {
        guard keyboard.profile.release.major >= 11 else {
            throw SimulatorError.unsupported("autofill: Password AutoFill came with iOS 11; profile \(keyboard.profile.name) has none")
        }
        guard let first = window.firstResponder as? any TextEditorHost else {
            throw SimulatorError.unsupported("autofill: no text field or text view is first responder")
        }
        func isUser(_ v: any TextEditorHost) -> Bool { v.textContentType == .username }
        func isPassword(_ v: any TextEditorHost) -> Bool { v.textContentType == .password || v.isSecureTextEntry }
        guard isUser(first) || isPassword(first) else {
            throw SimulatorError.unsupported("autofill: \(first.identifier) is neither a username nor a password field (textContentType username or password, or secure entry)")
        }
        let candidates: [any TextEditorHost] = fieldOrder.compactMap { fields[$0] as? any TextEditorHost }
            .filter { $0 === first || (($0 as? UIView).map { $0.frame.width > 0 && $0.frame.height > 0 } ?? true) }
        let userField = candidates.first(where: isUser)
        let passwordField = candidates.first(where: isPassword)
        log.record(.input, "autofillCredential", [("user", .string(user)), ("passwordLength", .int(password.count)),
                                                  ("userField", userField.map { .string($0.identifier) } ?? .null),
                                                  ("passwordField", passwordField.map { .string($0.identifier) } ?? .null)])
        if let session { session.inputMethod.commitComposition(in: session) }
        if let userField {
            _ = userField.editor.performUserEdit(NSRange(location: 0, length: userField.editor.length), with: user, action: .paste)
        }
        if let passwordField, passwordField !== userField {
            _ = passwordField.editor.performUserEdit(NSRange(location: 0, length: passwordField.editor.length), with: password, action: .paste)
        }
        updateAutoShift()
    }
}
