import Foundation
import InputSystem

extension ConformanceChecker where Client == UIKitTextInputAdapter {
    /// Creates a checker for a UIKit view that adopts `UITextInput` (yours, a `UITextField`, a
    /// `UITextView`): `makeClient` makes the view itself; the checker reaches it through the contract
    /// the simulation's input methods use, so what it checks is what the keyboard will do to the view.
    ///
    /// The hooks take the view: `setText` assigns its text as the app does (`view.text = …`), `select` sets
    /// its selection as a tap does, `paste` and `cut` run the edit menu's commands on it. The other
    /// parameters are those of ``init(name:makeClient:setText:select:paste:cut:alphabet:sequenceLength:startingTexts:filter:formats:)``.
    public convenience init<View: UIResponder & UITextInput>(
        name: String, makeClient: @escaping @MainActor () -> View,
        setText: (@MainActor (View, String) -> Void)? = nil, select: (@MainActor (View, NSRange) -> Void)? = nil,
        paste: (@MainActor (View, String) -> Void)? = nil, cut: (@MainActor (View) -> Void)? = nil,
        alphabet: [String] = standardCheckerAlphabet, sequenceLength: Int = 30,
        startingTexts: [String] = standardStartingTexts, filter: InputFilter? = nil, formats: ((String) -> String)? = nil
    ) {
        typealias Adapter = UIKitTextInputAdapter
        let make: @MainActor () -> Adapter = { Adapter(makeClient()) }
        let assign: (@MainActor (Adapter, String) -> Void)? = setText.map { hook in
            { @MainActor adapter, text in if let v = adapter.responder as? View { hook(v, text) } }
        }
        let choose: (@MainActor (Adapter, NSRange) -> Void)? = select.map { hook in
            { @MainActor adapter, range in if let v = adapter.responder as? View { hook(v, range) } }
        }
        let pasteText: (@MainActor (Adapter, String) -> Void)? = paste.map { hook in
            { @MainActor adapter, text in if let v = adapter.responder as? View { hook(v, text) } }
        }
        let cutText: (@MainActor (Adapter) -> Void)? = cut.map { hook in
            { @MainActor adapter in if let v = adapter.responder as? View { hook(v) } }
        }
        self.init(name: name, makeClient: make, setText: assign, select: choose, paste: pasteText, cut: cutText,
                  alphabet: alphabet, sequenceLength: sequenceLength, startingTexts: startingTexts, filter: filter,
                  formats: formats)
    }
}
