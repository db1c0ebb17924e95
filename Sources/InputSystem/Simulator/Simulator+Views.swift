import Foundation

extension Simulator {
    /// Adds any responder as a text object named `responder.identifier` (a user's own view: a
    /// ``Responder`` subclass adopting ``TextInput`` or ``KeyInput``, or an adapter such as the
    /// UIKitTextInput module's). A responder already there under that name is replaced (removed first).
    public func add(_ responder: Responder) {
        let id = responder.identifier
        if let old = fields[id] {
            if old !== responder { remove(id) } else { return }
        }
        fieldOrder.append(id)
        fields[id] = responder
        window.add(responder)
    }

    /// Adds a ``TextInput`` client that is not a ``Responder`` (a plain model object) under `name`: it is
    /// wrapped in a ``ClientResponder``, which the simulator makes first responder on `focus`.
    @discardableResult
    public func add(_ client: any TextInput, named name: String) -> ClientResponder {
        let responder = ClientResponder(client: client, identifier: name)
        add(responder)
        return responder
    }

    /// Removes the text object named `id`; if it is first responder it resigns by force first (its
    /// marked text is committed), as a view removed from its window does. Throws for an unknown name.
    public func remove(_ id: String) {
        guard let responder = fields[id] else { return }
        if responder.isFirstResponder { session?.end() }
        window.remove(responder)
        fields[id] = nil
        delegates[id] = nil
        detachTextObject(id)
        fieldOrder.removeAll { $0 == id }
    }

    /// The whole text of a ``TextInput`` client, read through the contract (nil when it cannot give a
    /// range over its document).
    static func wholeText(of client: any TextInput) -> String? {
        guard let r = client.textRange(from: client.beginningOfDocument, to: client.endOfDocument) else { return nil }
        return client.text(in: r)
    }

    /// The user's tap or drag on a client that is not a reference view: the composition ends and the
    /// client's `selectedTextRange` is set to `range` (UTF-16 offsets), as UIKit's text interaction does.
    func select(_ range: NSRange, inClient client: any TextInput) throws {
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

/// A ``TextInput`` client that is not a responder, made a responder for a ``Simulator`` (see
/// ``Simulator/add(_:named:)->_``): every text-input call is forwarded unchanged, positions included.
public final class ClientResponder: Responder, TextInput {
    /// The wrapped client.
    public let client: any TextInput

    /// Wraps `client` under the log name `identifier`.
    public init(client: any TextInput, identifier: String) {
        self.client = client
        super.init(identifier: identifier)
    }

    public override var canBecomeFirstResponder: Bool { true }
    public override var isTextResponder: Bool { true }

    public var hasText: Bool { client.hasText }
    public func insertText(_ text: String) { client.insertText(text) }
    public func deleteBackward() { client.deleteBackward() }
    public var textInputTraits: TextInputTraits { client.textInputTraits }
    public func text(in range: TextRange) -> String? { client.text(in: range) }
    public func replace(_ range: TextRange, withText text: String) { client.replace(range, withText: text) }
    public var selectedTextRange: TextRange? {
        get { client.selectedTextRange }
        set { client.selectedTextRange = newValue }
    }
    public var markedTextRange: TextRange? { client.markedTextRange }
    public var markedTextStyle: MarkedTextStyle? {
        get { client.markedTextStyle }
        set { client.markedTextStyle = newValue }
    }
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) { client.setMarkedText(markedText, selectedRange: selectedRange) }
    public func unmarkText() { client.unmarkText() }
    public var beginningOfDocument: TextPosition { client.beginningOfDocument }
    public var endOfDocument: TextPosition { client.endOfDocument }
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        client.textRange(from: fromPosition, to: toPosition)
    }
    public func position(from position: TextPosition, offset: Int) -> TextPosition? { client.position(from: position, offset: offset) }
    public func position(from position: TextPosition, in direction: UITextLayoutDirection, offset: Int) -> TextPosition? {
        client.position(from: position, in: direction, offset: offset)
    }
    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult { client.compare(position, to: other) }
    public func offset(from: TextPosition, to: TextPosition) -> Int { client.offset(from: from, to: to) }
    public func position(within range: TextRange, farthestIn direction: UITextLayoutDirection) -> TextPosition? {
        client.position(within: range, farthestIn: direction)
    }
    public func characterRange(byExtending position: TextPosition, in direction: UITextLayoutDirection) -> TextRange? {
        client.characterRange(byExtending: position, in: direction)
    }
    public func baseWritingDirection(for position: TextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        client.baseWritingDirection(for: position, in: direction)
    }
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: TextRange) {
        client.setBaseWritingDirection(writingDirection, for: range)
    }
    public func firstRect(for range: TextRange) -> CGRect { client.firstRect(for: range) }
    public func caretRect(for position: TextPosition) -> CGRect { client.caretRect(for: position) }
    public func selectionRects(for range: TextRange) -> [TextSelectionRect] { client.selectionRects(for: range) }
    public func closestPosition(to point: CGPoint) -> TextPosition? { client.closestPosition(to: point) }
    public func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition? {
        client.closestPosition(to: point, within: range)
    }
    public func characterRange(at point: CGPoint) -> TextRange? { client.characterRange(at: point) }
    public var inputDelegate: (any TextInputDelegate)? {
        get { client.inputDelegate }
        set { client.inputDelegate = newValue }
    }
    public var tokenizer: any TextInputTokenizer { client.tokenizer }
}
