import Foundation
import InputSystem
import Testing
import UIKitTextInput

/// Dictation as UIKit delivers it (Apple's UITextInput reference: `insertDictationResult(_:)` "is called
/// only if the custom text view client leverages system selection by subclassing UITextView. Other clients
/// can use dictationRecordingDidEnd() and dictationRecognitionFailed() to implement a custom placeholder";
/// system-edits.md F7.1–F7.3).
@MainActor
@Suite struct DictationTests {
    /// A small custom `UITextInput` view (not a `UITextView`) that implements the dictation members and
    /// records the calls it gets.
    final class RecordingEditor: UIView, UITextInput {
        var calls: [String] = []
        var storage = ""
        var selection = NSRange(location: 0, length: 0)
        var marked: NSRange?
        weak var inputDelegate: (any UITextInputDelegate)?
        lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
        var markedTextStyle: [NSAttributedString.Key: Any]?
        var inlinePredictionType = UITextInlinePredictionType.default
        override var canBecomeFirstResponder: Bool { true }
        private var length: Int { storage.utf16.count }
        private func offset(_ p: UITextPosition) -> Int? { (p as? APLIndexedPosition)?.index }
        private func replaceUnits(_ r: NSRange, _ text: String) {
            let ns = storage as NSString
            storage = ns.replacingCharacters(in: r, with: text)
            selection = NSRange(location: r.location + text.utf16.count, length: 0)
        }

        func dictationRecordingDidEnd() { calls.append("recordingDidEnd") }
        func dictationRecognitionFailed() { calls.append("recognitionFailed") }
        func insertDictationResultPlaceholder() -> Any { calls.append("placeholder"); return "spinner" }
        func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {
            calls.append("remove(\(placeholder as? String ?? "?"), \(willInsertResult))")
        }
        func insertDictationResult(_ dictationResult: [UIDictationPhrase]) { calls.append("insertDictationResult") }

        var hasText: Bool { !storage.isEmpty }
        func insertText(_ text: String) { calls.append("insertText(\(text))"); replaceUnits(marked ?? selection, text); marked = nil }
        func deleteBackward() {
            guard selection.location > 0 else { return }
            replaceUnits(NSRange(location: selection.location - 1, length: 1), "")
        }
        func text(in range: UITextRange) -> String? {
            guard let r = range as? APLIndexedRange, r.range.location + r.range.length <= length else { return nil }
            return (storage as NSString).substring(with: r.range)
        }
        func replace(_ range: UITextRange, withText text: String) {
            if let r = range as? APLIndexedRange, r.range.location + r.range.length <= length { replaceUnits(r.range, text) }
        }
        var selectedTextRange: UITextRange? {
            get { APLIndexedRange(selection) }
            set { if let r = newValue as? APLIndexedRange, r.range.location + r.range.length <= length { selection = r.range } }
        }
        var markedTextRange: UITextRange? { marked.map(APLIndexedRange.init) }
        func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
            let t = markedText ?? ""
            let target = marked ?? selection
            replaceUnits(target, t)
            marked = t.isEmpty ? nil : NSRange(location: target.location, length: t.utf16.count)
            selection = NSRange(location: target.location + min(selectedRange.location, t.utf16.count), length: 0)
        }
        func unmarkText() { marked = nil }
        var beginningOfDocument: UITextPosition { APLIndexedPosition(0) }
        var endOfDocument: UITextPosition { APLIndexedPosition(length) }
        func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
            guard let a = offset(fromPosition), let b = offset(toPosition) else { return nil }
            return APLIndexedRange(NSRange(location: min(a, b), length: abs(b - a)))
        }
        func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
            guard let p = self.offset(position), p + offset >= 0, p + offset <= length else { return nil }
            return APLIndexedPosition(p + offset)
        }
        func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
            self.position(from: position, offset: direction == .left || direction == .up ? -offset : offset)
        }
        func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
            let a = offset(position) ?? 0, b = offset(other) ?? 0
            return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        }
        func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { (offset(toPosition) ?? 0) - (offset(from) ?? 0) }
        func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
            direction == .left || direction == .up ? range.start : range.end
        }
        func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
            guard let p = offset(position) else { return nil }
            return direction == .left || direction == .up ? textRange(from: APLIndexedPosition(max(0, p - 1)), to: position)
                : textRange(from: position, to: APLIndexedPosition(min(length, p + 1)))
        }
        func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
        func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
        func firstRect(for range: UITextRange) -> CGRect { .zero }
        func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 10 * CGFloat(offset(position) ?? 0), y: 0, width: 2, height: 20) }
        func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
        func closestPosition(to point: CGPoint) -> UITextPosition? { APLIndexedPosition(min(length, max(0, Int(point.x / 10)))) }
        func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { range.start }
        func characterRange(at point: CGPoint) -> UITextRange? { nil }
    }

    @Test("a custom UITextInput view gets the recording's end and the placeholder, then the text through insertText:, never insertDictationResult:")
    func customViewGetsInsertText() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let editor = RecordingEditor(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        s.add(editor, named: "editor")
        #expect(editor.becomeFirstResponder())
        try s.dictate(["Hello", " there"])
        #expect(editor.calls == ["recordingDidEnd", "placeholder", "remove(spinner, true)", "insertText(Hello there)"])
        editor.calls = []
        try s.dictate(nil)
        #expect(editor.calls == ["recordingDidEnd", "placeholder", "remove(spinner, false)", "recognitionFailed"])
    }

    @Test("a UITextView gets insertDictationResult: with the phrases; its default inserts their text at the caret")
    func textViewGetsPhrases() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        let view = UITextView(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
        view.text = "Note: "
        s.add(view, named: "v")
        #expect(view.becomeFirstResponder())
        try s.dictate(["buy", " milk"])
        #expect(view.text == "Note: buy milk")
        #expect(s.log.records.contains { $0.name == "insertDictationResult:" })
        #expect(!s.log.records.contains { $0.name == "insertText:" })
    }

    @Test("iOS 15 and earlier: textInputMode.primaryLanguage is \"dictation\" while it lasts and the input-mode change is posted as it starts and ends; iOS 16 and later: unchanged (F7.3)")
    func dictationInputModeByProfile() throws {
        for (profile, changes) in [(SystemProfileName.ios8, true), (.ios18, false)] {
            let s = try Simulator(device: .iPhone4_7Inch, profile: profile)
            final class Seen: @unchecked Sendable { var languages: [String?] = [] }
            let seen = Seen()
            let field = RecordingEditor(frame: CGRect(x: 0, y: 80, width: 320, height: 200))
            s.add(field, named: "f")
            #expect(field.becomeFirstResponder())
            let token = NotificationCenter.default.addObserver(forName: UITextInputMode.currentInputModeDidChangeNotification,
                                                               object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { seen.languages.append(field.textInputMode?.primaryLanguage) }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            try s.dictate(["ok"])
            #expect(seen.languages == (changes ? ["dictation", "en-US"] : []), "\(profile)")
            #expect(field.textInputMode?.primaryLanguage == "en-US")
        }
    }

    @Test("dictation with no first responder, or under a profile before iOS 5, is refused with the reason")
    func refusals() throws {
        let s = try Simulator(device: .iPhone16, profile: .ios18)
        #expect(throws: SimulatorError.unsupported("dictate: no text object is first responder")) { try s.dictate(["x"]) }
        let old = try Simulator(device: .iPhone3_5Inch, profile: .iPhoneOS3)
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
        old.add(field, named: "f")
        #expect(field.becomeFirstResponder())
        #expect(throws: SimulatorError.unsupported("dictate: dictation came with iOS 5; profile iphoneos3 has none")) { try old.dictate(["x"]) }
        #expect(field.text == "")
    }
}
