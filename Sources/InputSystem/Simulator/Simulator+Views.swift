import Foundation

extension Simulator {
    /// Adds a text client that is not a responder (a plain `UITextInput` model) under `name`: the
    /// simulation wraps it in a ``ClientResponder``, which becomes first responder for it. Returns that
    /// responder.
    @discardableResult
    public func add(model client: any UITextInput, named name: String) -> ClientResponder {
        let responder = ClientResponder(client: client)
        add(responder as UIResponder, named: name)
        return responder
    }

    /// Removes the text object named `id` from the window (it resigns by force if it is first responder).
    public func remove(_ id: String) {
        guard let responder = fields[id] else { return }
        if responder.isFirstResponder { session?.end() }
        window.remove(responder)
        ViewRegistry.shared.unregister(ObjectIdentifier(responder))
        fields[id] = nil
        delegates[id] = nil
        fieldOrder.removeAll { $0 == id }
    }

    static func wholeText(of client: any UITextInput) -> String? {
        guard let r = client.textRange(from: client.beginningOfDocument, to: client.endOfDocument) else { return nil }
        return client.text(in: r)
    }

    /// The user's tap or drag on a client that keeps no `TextEditor` (a custom view): the composition ends and the
    /// client's `selectedTextRange` is set to `range` (UTF-16 offsets), as UIKit's text interaction does.
    func select(_ range: NSRange, inClient client: any UITextInput) throws {
        let length = client.offset(from: client.beginningOfDocument, to: client.endOfDocument)
        guard range.location >= 0, range.length >= 0, range.location + range.length <= length else {
            throw SimulatorError.rangeOutsideText(range, length: length)
        }
        session?.inputMethod.resetComposition()
        if client.markedTextRange != nil { client.unmarkText() }
        guard let a = client.position(from: client.beginningOfDocument, offset: range.location),
              let b = client.position(from: a, offset: range.length),
              let r = client.textRange(from: a, to: b) else {
            throw SimulatorError.rangeOutsideText(range, length: length)
        }
        client.selectedTextRange = r
        updateAutoShift()
    }
}

/// A ``UITextInput`` client that is not a responder, made a responder for a ``Simulator`` (see
/// ``Simulator/add(model:named:)``): every text-input call is forwarded unchanged, positions included.
public final class ClientResponder: UIResponder, UITextInput {
    /// The wrapped client.
    public let client: any UITextInput

    /// Wraps `client` under the log name `identifier`.
    public init(client: any UITextInput) {
        self.client = client
        super.init()
    }

    public override var canBecomeFirstResponder: Bool { true }

    public var hasText: Bool { client.hasText }
    public func insertText(_ text: String) { client.insertText(text) }
    public func deleteBackward() { client.deleteBackward() }
    // The client's traits, read and set through to it.
    public var autocapitalizationType: UITextAutocapitalizationType { get { client.autocapitalizationType } set { client.autocapitalizationType = newValue } }
    public var autocorrectionType: UITextAutocorrectionType { get { client.autocorrectionType } set { client.autocorrectionType = newValue } }
    public var spellCheckingType: UITextSpellCheckingType { get { client.spellCheckingType } set { client.spellCheckingType = newValue } }
    public var smartQuotesType: UITextSmartQuotesType { get { client.smartQuotesType } set { client.smartQuotesType = newValue } }
    public var smartDashesType: UITextSmartDashesType { get { client.smartDashesType } set { client.smartDashesType = newValue } }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { client.smartInsertDeleteType } set { client.smartInsertDeleteType = newValue } }
    public var inlinePredictionType: UITextInlinePredictionType { get { client.inlinePredictionType } set { client.inlinePredictionType = newValue } }
    public var keyboardType: UIKeyboardType { get { client.keyboardType } set { client.keyboardType = newValue } }
    public var keyboardAppearance: UIKeyboardAppearance { get { client.keyboardAppearance } set { client.keyboardAppearance = newValue } }
    public var returnKeyType: UIReturnKeyType { get { client.returnKeyType } set { client.returnKeyType = newValue } }
    public var enablesReturnKeyAutomatically: Bool { get { client.enablesReturnKeyAutomatically } set { client.enablesReturnKeyAutomatically = newValue } }
    public var isSecureTextEntry: Bool { get { client.isSecureTextEntry } set { client.isSecureTextEntry = newValue } }
    public var textContentType: UITextContentType! { get { client.textContentType } set { client.textContentType = newValue } }
    public func text(in range: UITextRange) -> String? { client.text(in: range) }
    public func replace(_ range: UITextRange, withText text: String) { client.replace(range, withText: text) }
    public var selectedTextRange: UITextRange? {
        get { client.selectedTextRange }
        set { client.selectedTextRange = newValue }
    }
    public var markedTextRange: UITextRange? { client.markedTextRange }
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { client.markedTextStyle }
        set { client.markedTextStyle = newValue }
    }
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) { client.setMarkedText(markedText, selectedRange: selectedRange) }
    public func unmarkText() { client.unmarkText() }
    public var beginningOfDocument: UITextPosition { client.beginningOfDocument }
    public var endOfDocument: UITextPosition { client.endOfDocument }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        client.textRange(from: fromPosition, to: toPosition)
    }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { client.position(from: position, offset: offset) }
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        client.position(from: position, in: direction, offset: offset)
    }
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { client.compare(position, to: other) }
    public func offset(from: UITextPosition, to: UITextPosition) -> Int { client.offset(from: from, to: to) }
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        client.position(within: range, farthestIn: direction)
    }
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        client.characterRange(byExtending: position, in: direction)
    }
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        client.baseWritingDirection(for: position, in: direction)
    }
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        client.setBaseWritingDirection(writingDirection, for: range)
    }
    public func firstRect(for range: UITextRange) -> CGRect { client.firstRect(for: range) }
    public func caretRect(for position: UITextPosition) -> CGRect { client.caretRect(for: position) }
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { client.selectionRects(for: range) }
    public func closestPosition(to point: CGPoint) -> UITextPosition? { client.closestPosition(to: point) }
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        client.closestPosition(to: point, within: range)
    }
    public func characterRange(at point: CGPoint) -> UITextRange? { client.characterRange(at: point) }
    public var inputDelegate: (any UITextInputDelegate)? {
        get { client.inputDelegate }
        set { client.inputDelegate = newValue }
    }
    public var tokenizer: any UITextInputTokenizer { client.tokenizer }
}
