import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// A text view with a session driven by a Japanese input method, recording every call made on it.
final class JapaneseHarness {
    let view: UITextView
    let session: TextInputSession
    let method: JapaneseInputMethod
    var calls: [String] = []

    init(_ keyboard: JapaneseInputMethod.Keyboard, text: String = "", history: LearningHistory = LearningHistory()) throws {
        view = UITextView(text: text)
        method = try JapaneseInputMethod(keyboard: keyboard, converter: SharedConverter.shared.converter(embeddedOnly: true).0, history: history)
        session = TextInputSession(client: view, inputMethod: method)
        session.onCall = { [unowned self] in self.calls.append($0.description) }
    }

    /// Types romaji, one key action per character.
    func type(_ text: String) { for c in text { session.handle(.insertText(String(c))) } }

    /// Sends one action.
    func press(_ action: KeyAction) { session.handle(action) }

    func arrow(_ direction: UITextLayoutDirection, shift: Bool = false) {
        session.handle(.moveCaret(CaretMotion(direction: direction, unit: .character, extendsSelection: shift)))
    }

    /// The marked text in the client, or nil.
    var clientMarked: String? { view.editor.markedRange.map { (view.text as NSString).substring(with: $0) } }

    /// The selection relative to the marked text.
    var relativeSelection: NSRange? {
        guard let m = view.editor.markedRange else { return nil }
        return NSRange(location: view.selectedRange.location - m.location, length: view.selectedRange.length)
    }

    /// Clears the recorded calls.
    func reset() { calls = [] }
}

/// Whether conversion results come from the embedded dictionary (golden conversions assume it).
nonisolated let usesEmbeddedDictionary = SharedConverter.shared.converter(embeddedOnly: true).0?.dictionary.path.hasSuffix("mozc-subset.kkdic") ?? false
