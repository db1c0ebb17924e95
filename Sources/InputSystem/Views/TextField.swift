import Foundation

/// The reference single-line text client, modeled on `UITextField`: it never wraps, holds no line
/// breaks (a line break in inserted or assigned text becomes a space), and a return key ("\n" inserted
/// alone) is reported through ``onReturn`` instead of being inserted, as `UITextField` asks its delegate
/// `textFieldShouldReturn:` instead of inserting a line break.
open class TextField: TextEditingView {
    /// Called when the return key is pressed (`insertText("\n")`).
    open var onReturn: (() -> Void)?

    /// Creates a field; the default frame is one line tall.
    public override init(text: String = "", frame: CGRect = CGRect(x: 0, y: 0, width: 280, height: 31),
                         traits: TextInputTraits = TextInputTraits()) {
        super.init(text: text, frame: frame, traits: traits)
    }

    open override var wrapsLines: Bool { false }

    open override func insertText(_ text: String) {
        if text.count == 1, let c = text.first, TextMetrics.isLineBreak(c) {
            onReturn?()
            return
        }
        super.insertText(text)
    }
}
