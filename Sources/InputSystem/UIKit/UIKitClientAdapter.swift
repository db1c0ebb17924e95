import Foundation

// Adapters from UIKit-spelled text objects to the InputSystem contract (`Responder`, `KeyInput`,
// `TextInput`), so that the simulator, its input methods and the conformance checker drive a user's
// UIKit code through the same machinery as the reference views.
//
// InputSystem's types are nonisolated; UIKit's are main-actor isolated. Every adapter call therefore
// runs on the main actor (`MainActor.assumeIsolated`): drive a simulation that holds UIKit views from
// the main actor (a `@MainActor` test), as UIKit itself requires.

/// A position of a UIKit text object, as the InputSystem side sees it.
public final class UIKitPosition: TextPosition {
    /// The UIKit text object's own position.
    public let base: UITextPosition

    /// Wraps a UIKit position.
    public init(_ base: UITextPosition) {
        self.base = base
        super.init()
    }

    public override var description: String { "UIKitPosition" }
}

/// A range of a UIKit text object, as the InputSystem side sees it.
public final class UIKitRange: TextRange {
    /// The UIKit text object's own range.
    public let base: UITextRange

    /// Wraps a UIKit range (reading its ends, on the main actor).
    public init(_ base: UITextRange) {
        self.base = base
        let (start, end, empty) = MainActor.assumeIsolated { (base.start, base.end, base.isEmpty) }
        super.init(start: UIKitPosition(start), end: UIKitPosition(end), isEmpty: empty)
    }
}

/// Any UIKit responder in a simulation: first-responder status, input and accessory views.
///
/// The simulator's `Window` (InputSystem) sees this object; the user's responder is ``responder``.
/// Make one with ``UIKitResponderAdapter/make(for:identifier:)``, which picks the text-input adapter a
/// responder needs.
open class UIKitResponderAdapter: Responder {
    private let strongResponder: UIResponder?
    private weak var weakResponder: UIResponder?

    /// The user's responder (once a responder held weakly is gone, a plain responder that answers
    /// nothing: every text-input question then gets nil, zero or no change).
    public var responder: UIResponder { strongResponder ?? weakResponder ?? MainActor.assumeIsolated { UIResponder() } }

    /// Wraps `responder` under the log name `identifier`, holding it strongly (a simulation keeps the
    /// views added to it) or, with `retainsResponder` false, weakly (a tokenizer the view owns).
    public init(responder: UIResponder, identifier: String, retainsResponder: Bool = true) {
        strongResponder = retainsResponder ? responder : nil
        weakResponder = responder
        super.init(identifier: identifier)
    }

    /// The adapter for `responder`: a ``UIKitTextInputAdapter`` for a `UITextInput`, a
    /// ``UIKitKeyInputAdapter`` for a `UIKeyInput` alone, else a plain responder adapter.
    public static func make(for responder: UIResponder, identifier: String) -> UIKitResponderAdapter {
        let kind = MainActor.assumeIsolated { () -> Int in
            if responder is any UITextInput { return 2 }
            if responder is any UIKeyInput { return 1 }
            return 0
        }
        switch kind {
        case 2: return UIKitTextInputAdapter(responder: responder, identifier: identifier)
        case 1: return UIKitKeyInputAdapter(responder: responder, identifier: identifier)
        default: return UIKitResponderAdapter(responder: responder, identifier: identifier)
        }
    }

    open override var canBecomeFirstResponder: Bool {
        MainActor.assumeIsolated { [responder] in responder.canBecomeFirstResponder }
    }

    open override var canResignFirstResponder: Bool {
        MainActor.assumeIsolated { [responder] in responder.canResignFirstResponder }
    }

    open override var isTextResponder: Bool {
        MainActor.assumeIsolated { [responder] in responder is any UIKeyInput }
    }

    /// Hidden when the view or any of its superviews is hidden (a hidden view cannot become first
    /// responder, whatever hides it); a trace's `update` hides or shows the view itself.
    open override var isHidden: Bool {
        get { MainActor.assumeIsolated { [responder] in (responder as? UIView)?.isHiddenInHierarchy ?? false } }
        set { MainActor.assumeIsolated { [responder] in (responder as? UIView)?.isHidden = newValue } }
    }

    open override var inputAssistantItemIsEmpty: Bool {
        get { MainActor.assumeIsolated { [responder] in responder.hasEmptyInputAssistantItem } }
        set {}
    }

    open override var inputView: InputViewDescription? {
        get { MainActor.assumeIsolated { [responder] in Self.describe(responder.inputView) } }
        set {}
    }

    open override var inputAccessoryView: InputViewDescription? {
        get { MainActor.assumeIsolated { [responder] in Self.describe(responder.inputAccessoryView) } }
        set {}
    }

    /// Delivers a hardware key to the UIKit responder chain first (key commands, `pressesBegan`); see
    /// the `deliverPresses` extension.
    open override func consumeHardwareKey(_ result: HardwareKeyResult) -> Bool {
        deliverPresses(result)
    }

    /// The edit menu of the user's view: its own `canPerformAction(_:withSender:)` (with the action's
    /// selector) says whether it is offered.
    open override func canPerformStandardEdit(_ action: EditAction) -> Bool? {
        MainActor.assumeIsolated { [responder] in responder.canPerformAction(Self.selector(of: action), withSender: nil) }
    }

    /// Runs the user's view's own edit action (`paste(_:)`, `cut(_:)` …; undo and redo through its
    /// `undoManager`), with the simulation's pasteboard as ``UIPasteboard/general``.
    open override func performStandardEdit(_ action: EditAction) {
        MainActor.assumeIsolated { [responder] in Self.perform(action, on: responder) }
    }

    /// Runs `action` through `responder`'s own edit action method.
    @MainActor
    static func perform(_ action: EditAction, on responder: UIResponder) {
        switch action {
        case .paste: responder.paste(nil)
        case .cut: responder.cut(nil)
        case .copy: responder.copy(nil)
        case .selectAll: responder.selectAll(nil)
        case .undo: responder.undoManager?.undo()
        case .redo: responder.undoManager?.redo()
        }
    }

    static func selector(of action: EditAction) -> Selector {
        switch action {
        case .paste: return .paste
        case .cut: return .cut
        case .copy: return .copy
        case .selectAll: return .selectAll
        case .undo: return .undo
        case .redo: return .redo
        }
    }

    @MainActor
    static func describe(_ view: UIView?) -> InputViewDescription? {
        guard let view else { return nil }
        if let stand = view as? DescribedInputView { return InputViewDescription(name: stand.name, height: view.frame.height) }
        // A view given with no height (a picker made with `UIPickerView()`) is as tall as its content, as the
        // system sizes an input view by its intrinsic height then.
        let intrinsic = view.intrinsicContentSize.height
        let height = view.frame.height > 0 || intrinsic <= 0 ? view.frame.height : intrinsic
        return InputViewDescription(name: String(describing: type(of: view)), height: height)
    }

    /// A view standing for an input or accessory view a trace or the Swift API described by name and height.
    @MainActor
    static func view(for description: InputViewDescription?) -> UIView? {
        description.map { DescribedInputView(name: $0.name, height: $0.height) }
    }
}

/// An input or accessory view given by name and height (a trace's `accessory` or `inputView`) on a UIKit
/// text object: the UIKit object keeps it as its view, and the keyboard reads the name back for the log.
@MainActor
final class DescribedInputView: UIView {
    let name: String

    init(name: String, height: CGFloat) {
        self.name = name
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
    }

    required init?(coder: NSCoder) { nil }
}

/// A `UIKeyInput`-only responder: the system offers it direct input only (no marked text).
public final class UIKitKeyInputAdapter: UIKitResponderAdapter, KeyInput {
    public var hasText: Bool { MainActor.assumeIsolated { [responder] in (responder as? any UIKeyInput)?.hasText ?? false } }

    public func insertText(_ text: String) {
        MainActor.assumeIsolated { [responder] in (responder as? any UIKeyInput)?.insertText(text) }
    }

    public func deleteBackward() {
        MainActor.assumeIsolated { [responder] in (responder as? any UIKeyInput)?.deleteBackward() }
    }

    public var textInputTraits: TextInputTraits {
        MainActor.assumeIsolated { [responder] in (responder as? any UIKeyInput).map(TraitMapping.traits(of:)) ?? TextInputTraits() }
    }
}

/// A `UITextInput` text object as an InputSystem `TextInput`: every call is forwarded on the main actor,
/// positions and ranges wrapped (``UIKitPosition``, ``UIKitRange``) and unwrapped again on the way back.
///
/// Usable on its own (without a simulator) to run the conformance checker on a UIKit text object:
/// `UIKitTextInputAdapter(responder: myView, identifier: "myView")`. A position the text object did not
/// make (not a ``UIKitPosition``) is answered with nil, zero or no change.
public final class UIKitTextInputAdapter: UIKitResponderAdapter, TextInput {
    private var delegateForwarder: InputDelegateForwarder?
    private var tokenizerAdapter: UIKitTokenizerAdapter?

    /// Wraps a UIKit text object that is not a responder in a simulation (for the conformance checker).
    public convenience init<View: UIResponder & UITextInput>(_ view: View, identifier: String = "client") {
        self.init(responder: view, identifier: identifier)
    }

    @inline(__always)
    private func with<R: Sendable>(_ none: R, _ body: @MainActor (any UITextInput) -> R) -> R {
        MainActor.assumeIsolated { [responder] in
            guard let client = responder as? any UITextInput else { return none }
            return body(client)
        }
    }

    private static func unwrap(_ p: TextPosition) -> UITextPosition? { (p as? UIKitPosition)?.base }
    private static func unwrap(_ r: TextRange) -> UITextRange? { (r as? UIKitRange)?.base }

    public var hasText: Bool { with(false) { $0.hasText } }
    public func insertText(_ text: String) { with(()) { $0.insertText(text) } }
    public func deleteBackward() { with(()) { $0.deleteBackward() } }
    public var textInputTraits: TextInputTraits { with(TextInputTraits()) { TraitMapping.traits(of: $0) } }

    public func text(in range: TextRange) -> String? {
        guard let r = Self.unwrap(range) else { return nil }
        return with(nil) { $0.text(in: r) }
    }

    public func replace(_ range: TextRange, withText text: String) {
        guard let r = Self.unwrap(range) else { return }
        with(()) { $0.replace(r, withText: text) }
    }

    public var selectedTextRange: TextRange? {
        get { with(nil) { $0.selectedTextRange }.map(UIKitRange.init) }
        set {
            let r = newValue.flatMap(Self.unwrap)
            if newValue != nil && r == nil { return }
            with(()) { client in
                let c = client
                c.selectedTextRange = r
            }
        }
    }

    public var markedTextRange: TextRange? { with(nil) { $0.markedTextRange }.map(UIKitRange.init) }

    public var markedTextStyle: MarkedTextStyle? {
        get {
            with(nil) { client -> [String: String]? in
                client.markedTextStyle.map { style in
                    Dictionary(uniqueKeysWithValues: style.map { ($0.key.rawValue, String(describing: $0.value)) })
                }
            }
        }
        set {
            with(()) { client in
                let c = client
                c.markedTextStyle = newValue.map { style in
                    Dictionary(uniqueKeysWithValues: style.map { (NSAttributedString.Key($0.key), $0.value as Any) })
                }
            }
        }
    }

    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        with(()) { $0.setMarkedText(markedText, selectedRange: selectedRange) }
    }

    public func unmarkText() { with(()) { $0.unmarkText() } }

    public var beginningOfDocument: TextPosition {
        UIKitPosition(MainActor.assumeIsolated { [responder] in (responder as? any UITextInput)?.beginningOfDocument ?? UITextPosition() })
    }

    public var endOfDocument: TextPosition {
        UIKitPosition(MainActor.assumeIsolated { [responder] in (responder as? any UITextInput)?.endOfDocument ?? UITextPosition() })
    }

    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        guard let a = Self.unwrap(fromPosition), let b = Self.unwrap(toPosition) else { return nil }
        return with(nil) { $0.textRange(from: a, to: b) }.map(UIKitRange.init)
    }

    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        guard let p = Self.unwrap(position) else { return nil }
        return with(nil) { $0.position(from: p, offset: offset) }.map(UIKitPosition.init)
    }

    public func position(from position: TextPosition, in direction: UITextLayoutDirection, offset: Int) -> TextPosition? {
        guard let p = Self.unwrap(position), let d = UITextLayoutDirection(rawValue: direction.rawValue) else { return nil }
        return with(nil) { $0.position(from: p, in: d, offset: offset) }.map(UIKitPosition.init)
    }

    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        guard let a = Self.unwrap(position), let b = Self.unwrap(other) else { return .orderedSame }
        return with(.orderedSame) { $0.compare(a, to: b) }
    }

    public func offset(from: TextPosition, to: TextPosition) -> Int {
        guard let a = Self.unwrap(from), let b = Self.unwrap(to) else { return 0 }
        return with(0) { $0.offset(from: a, to: b) }
    }

    public func position(within range: TextRange, farthestIn direction: UITextLayoutDirection) -> TextPosition? {
        guard let r = Self.unwrap(range), let d = UITextLayoutDirection(rawValue: direction.rawValue) else { return nil }
        return with(nil) { $0.position(within: r, farthestIn: d) }.map(UIKitPosition.init)
    }

    public func characterRange(byExtending position: TextPosition, in direction: UITextLayoutDirection) -> TextRange? {
        guard let p = Self.unwrap(position), let d = UITextLayoutDirection(rawValue: direction.rawValue) else { return nil }
        return with(nil) { $0.characterRange(byExtending: p, in: d) }.map(UIKitRange.init)
    }

    public func baseWritingDirection(for position: TextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        guard let p = Self.unwrap(position), let d = UITextStorageDirection(rawValue: direction.rawValue) else { return .natural }
        let raw = with(NSWritingDirection.natural.rawValue) { $0.baseWritingDirection(for: p, in: d).rawValue }
        return NSWritingDirection(rawValue: raw) ?? .natural
    }

    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: TextRange) {
        guard let r = Self.unwrap(range), let w = NSWritingDirection(rawValue: writingDirection.rawValue) else { return }
        with(()) { $0.setBaseWritingDirection(w, for: r) }
    }

    public func firstRect(for range: TextRange) -> CGRect {
        guard let r = Self.unwrap(range) else { return .null }
        return with(.null) { $0.firstRect(for: r) }
    }

    public func caretRect(for position: TextPosition) -> CGRect {
        guard let p = Self.unwrap(position) else { return .null }
        return with(.null) { $0.caretRect(for: p) }
    }

    public func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        guard let r = Self.unwrap(range) else { return [] }
        return with([]) { client in
            client.selectionRects(for: r).map { s in
                TextSelectionRect(rect: s.rect, writingDirection: NSWritingDirection(rawValue: s.writingDirection.rawValue) ?? .natural,
                                  containsStart: s.containsStart, containsEnd: s.containsEnd, isVertical: s.isVertical)
            }
        }
    }

    public func closestPosition(to point: CGPoint) -> TextPosition? {
        with(nil) { $0.closestPosition(to: point) }.map(UIKitPosition.init)
    }

    public func closestPosition(to point: CGPoint, within range: TextRange) -> TextPosition? {
        guard let r = Self.unwrap(range) else { return nil }
        return with(nil) { $0.closestPosition(to: point, within: r) }.map(UIKitPosition.init)
    }

    public func characterRange(at point: CGPoint) -> TextRange? {
        with(nil) { $0.characterRange(at: point) }.map(UIKitRange.init)
    }

    /// The InputSystem delegate; set, it is wrapped in a `UITextInputDelegate` that this adapter keeps
    /// alive (UIKit text objects hold their input delegate weakly).
    public var inputDelegate: (any TextInputDelegate)? {
        get { delegateForwarder?.target }
        set {
            let forwarder = newValue.map { InputDelegateForwarder(target: $0, adapter: self) }
            delegateForwarder = forwarder
            with(()) { client in
                let c = client
                c.inputDelegate = forwarder
            }
        }
    }

    /// The text object's tokenizer, adapted: each question is asked of the tokenizer the text object
    /// answers at that moment.
    public var tokenizer: any TextInputTokenizer {
        if let tokenizerAdapter { return tokenizerAdapter }
        let adapter = UIKitTokenizerAdapter(responder: responder)
        tokenizerAdapter = adapter
        return adapter
    }
}

/// Forwards a UIKit text object's `UITextInputDelegate` messages to an InputSystem ``TextInputDelegate``.
@MainActor
final class InputDelegateForwarder: UITextInputDelegate {
    nonisolated(unsafe) weak var target: (any TextInputDelegate)?
    nonisolated(unsafe) weak var adapter: UIKitTextInputAdapter?

    nonisolated init(target: any TextInputDelegate, adapter: UIKitTextInputAdapter) {
        self.target = target
        self.adapter = adapter
    }

    func selectionWillChange(_ textInput: (any UITextInput)?) { target?.selectionWillChange(adapter) }
    func selectionDidChange(_ textInput: (any UITextInput)?) { target?.selectionDidChange(adapter) }
    func textWillChange(_ textInput: (any UITextInput)?) { target?.textWillChange(adapter) }
    func textDidChange(_ textInput: (any UITextInput)?) { target?.textDidChange(adapter) }
}

/// A UIKit text object's tokenizer as an InputSystem ``TextInputTokenizer``.
final class UIKitTokenizerAdapter: TextInputTokenizer {
    let responder: UIResponder

    init(responder: UIResponder) {
        self.responder = responder
    }

    private func ask<R: Sendable>(_ none: R, _ body: @MainActor (any UITextInputTokenizer) -> R) -> R {
        MainActor.assumeIsolated { [responder] in
            guard let client = responder as? any UITextInput else { return none }
            return body(client.tokenizer)
        }
    }

    func rangeEnclosingPosition(_ position: TextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> TextRange? {
        guard let p = (position as? UIKitPosition)?.base, let g = UITextGranularity(rawValue: granularity.rawValue) else { return nil }
        let d = UITextDirection(rawValue: direction.rawValue)
        return ask(nil) { $0.rangeEnclosingPosition(p, with: g, inDirection: d) }.map(UIKitRange.init)
    }

    func isPosition(_ position: TextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let p = (position as? UIKitPosition)?.base, let g = UITextGranularity(rawValue: granularity.rawValue) else { return false }
        let d = UITextDirection(rawValue: direction.rawValue)
        return ask(false) { $0.isPosition(p, atBoundary: g, inDirection: d) }
    }

    func position(from position: TextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> TextPosition? {
        guard let p = (position as? UIKitPosition)?.base, let g = UITextGranularity(rawValue: granularity.rawValue) else { return nil }
        let d = UITextDirection(rawValue: direction.rawValue)
        return ask(nil) { $0.position(from: p, toBoundary: g, inDirection: d) }.map(UIKitPosition.init)
    }

    func isPosition(_ position: TextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let p = (position as? UIKitPosition)?.base, let g = UITextGranularity(rawValue: granularity.rawValue) else { return false }
        let d = UITextDirection(rawValue: direction.rawValue)
        return ask(false) { $0.isPosition(p, withinTextUnit: g, inDirection: d) }
    }
}

/// A UIKit object's traits as the keyboard reads them (one set of enumerations: UIKit's).
@MainActor
enum TraitMapping {
    static func traits(of client: any UITextInputTraits) -> TextInputTraits {
        TextInputTraits(
            autocapitalizationType: client.autocapitalizationType,
            autocorrectionType: client.autocorrectionType,
            spellCheckingType: client.spellCheckingType,
            keyboardType: client.keyboardType,
            keyboardAppearance: client.keyboardAppearance,
            returnKeyType: client.returnKeyType,
            enablesReturnKeyAutomatically: client.enablesReturnKeyAutomatically,
            isSecureTextEntry: client.isSecureTextEntry,
            textContentType: client.textContentType?.rawValue,
            smartQuotesType: client.smartQuotesType,
            smartDashesType: client.smartDashesType,
            inlinePredictionType: client.inlinePredictionType,
            smartInsertDeleteType: client.smartInsertDeleteType)
    }

    /// Gives a UIKit text object the traits a trace's `field` or `update` (or the Swift API) set, so that
    /// the UIKit object stays the one place they live.
    @MainActor
    static func apply(_ traits: TextInputTraits, to client: any UITextInputTraits) {
        client.autocapitalizationType = traits.autocapitalizationType
        client.autocorrectionType = traits.autocorrectionType
        client.spellCheckingType = traits.spellCheckingType
        client.keyboardType = traits.keyboardType
        client.keyboardAppearance = traits.keyboardAppearance
        client.returnKeyType = traits.returnKeyType
        client.enablesReturnKeyAutomatically = traits.enablesReturnKeyAutomatically
        client.isSecureTextEntry = traits.isSecureTextEntry
        client.textContentType = traits.textContentType.map(UITextContentType.init(rawValue:))
        client.smartQuotesType = traits.smartQuotesType
        client.smartDashesType = traits.smartDashesType
        client.inlinePredictionType = traits.inlinePredictionType
        client.smartInsertDeleteType = traits.smartInsertDeleteType
    }
}
