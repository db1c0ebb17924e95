/// The system's side of change notifications, mirroring `UITextInputDelegate`.
///
/// A client sends these to its ``TextInput/inputDelegate`` only for changes the system did not ask for
/// (a tap that moves the caret, a programmatic `text =`), before and after the change ("Informing the
/// Text Input Delegate of Changes" in the Text and Web Programming Guide).
@MainActor
public protocol TextInputDelegate: AnyObject {
    /// The client's selection is about to change.
    func selectionWillChange(_ textInput: (any TextInput)?)
    /// The client's selection changed.
    func selectionDidChange(_ textInput: (any TextInput)?)
    /// The client's text is about to change.
    func textWillChange(_ textInput: (any TextInput)?)
    /// The client's text changed.
    func textDidChange(_ textInput: (any TextInput)?)
}
