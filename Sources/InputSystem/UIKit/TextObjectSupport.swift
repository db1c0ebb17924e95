import Foundation

// The adapter in the other direction: an InputSystem reference view (`TextField`, `TextView`) as the
// `UITextInput` of `UITextField` and `UITextView`, so that those run the simulation's own editing model
// (delegate sequence, notifications, layout) under UIKit's names.

/// A position of a text object backed by a reference view.
final class BackedPosition: UITextPosition {
    let base: TextPosition

    init(_ base: TextPosition) {
        self.base = base
        super.init()
    }

    static func unwrap(_ p: UITextPosition) -> TextPosition? { (p as? BackedPosition)?.base }
}

/// A range of a text object backed by a reference view.
final class BackedRange: UITextRange {
    let base: TextRange
    private let startPosition: BackedPosition
    private let endPosition: BackedPosition

    init(_ base: TextRange) {
        self.base = base
        startPosition = BackedPosition(base.start)
        endPosition = BackedPosition(base.end)
        super.init()
    }

    override var start: UITextPosition { startPosition }
    override var end: UITextPosition { endPosition }
    override var isEmpty: Bool { base.isEmpty }

    static func unwrap(_ r: UITextRange) -> TextRange? { (r as? BackedRange)?.base }
}

/// A selection rectangle of a text object backed by a reference view.
final class BackedSelectionRect: UITextSelectionRect {
    let base: TextSelectionRect
    /// Where the reference view's text starts in the UIKit view (a text view's container inset).
    let offset: CGPoint

    init(_ base: TextSelectionRect, offset: CGPoint = .zero) {
        self.base = base
        self.offset = offset
        super.init()
    }

    override var rect: CGRect { base.rect.offsetBy(dx: offset.x, dy: offset.y) }
    override var writingDirection: NSWritingDirection { NSWritingDirection(rawValue: base.writingDirection.rawValue) ?? .natural }
    override var containsStart: Bool { base.containsStart }
    override var containsEnd: Bool { base.containsEnd }
    override var isVertical: Bool { base.isVertical }
}

/// Forwards a reference view's input-delegate messages to the UIKit input delegate of its owner.
final class BackedInputDelegateShim: TextInputDelegate {
    weak var owner: (UIResponder & UITextInput)?
    weak var target: (any UITextInputDelegate)?

    init(owner: UIResponder & UITextInput, target: any UITextInputDelegate) {
        self.owner = owner
        self.target = target
    }

    private func send(_ body: @MainActor (any UITextInputDelegate, (any UITextInput)?) -> Void) {
        let o = owner
        nonisolated(unsafe) let t = target
        MainActor.assumeIsolated {
            guard let t else { return }
            body(t, o)
        }
    }

    func selectionWillChange(_ textInput: (any TextInput)?) { send { $0.selectionWillChange($1) } }
    func selectionDidChange(_ textInput: (any TextInput)?) { send { $0.selectionDidChange($1) } }
    func textWillChange(_ textInput: (any TextInput)?) { send { $0.textWillChange($1) } }
    func textDidChange(_ textInput: (any TextInput)?) { send { $0.textDidChange($1) } }
}

/// A UIKit text object backed by a reference view (``UITextField``, ``UITextView``).
@MainActor
protocol TextInputBackedView: AnyObject {
    /// The reference view the simulation sees.
    var backingResponder: Responder { get }
    /// Replaces the reference view by one named `identifier`, carrying the text, selection and delegates over.
    func rebuildBacking(identifier: String)
}

/// The traits of a UIKit text object as the reference view reports them.
@MainActor
func traits(of owner: (any UITextInputTraits)?) -> TextInputTraits {
    owner.map(TraitMapping.traits(of:)) ?? TextInputTraits()
}
