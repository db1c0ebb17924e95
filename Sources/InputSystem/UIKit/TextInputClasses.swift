import Foundation

/// A place in a text object's document (`UITextPosition`).
///
/// Like UIKit's class it declares nothing: each text object subclasses it with what it needs to locate
/// a place in its text, and the system only hands positions back to the object that made them.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position.
    public override nonisolated init() {
        super.init()
    }
}

/// A range of a text object's document between two positions (`UITextRange`).
///
/// Text objects subclass it and override ``start``, ``end`` and ``isEmpty``, as in UIKit. The base class
/// answers a pair of positions of its own (both the same object, so ``isEmpty`` is true): it stands for
/// no text of any document.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    private let placeholder = UITextPosition()

    /// Creates a range; subclasses supply the ends.
    public override nonisolated init() {
        super.init()
    }

    /// Whether the range has no length (the base class: whether ``start`` and ``end`` are the same object).
    open var isEmpty: Bool { start === end }
    /// The start of the range.
    open var start: UITextPosition { placeholder }
    /// The end of the range.
    open var end: UITextPosition { placeholder }
}

/// One rectangle of a selection's highlight (`UITextSelectionRect`). Text objects subclass it and
/// override the properties; the base class answers an empty, left-to-right rectangle.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// Creates a selection rectangle.
    public override nonisolated init() {
        super.init()
    }

    /// The rectangle, in the text object's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in it.
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether it holds the start of the selection.
    open var containsStart: Bool { false }
    /// Whether it holds the end of the selection.
    open var containsEnd: Bool { false }
    /// Whether its text runs vertically.
    open var isVertical: Bool { false }
}

/// A placeholder for text that is not there yet, such as dictation in progress (`UITextPlaceholder`).
///
/// Out of scope for drawing: the base class has no rectangles.
@preconcurrency @MainActor
open class UITextPlaceholder: NSObject {
    /// Creates a placeholder.
    public override nonisolated init() {
        super.init()
    }

    /// The rectangles the placeholder covers (none in the base class).
    open var rects: [UITextSelectionRect] { [] }
}

/// One phrase of a dictation result (`UIDictationPhrase`).
@preconcurrency @MainActor
open class UIDictationPhrase: NSObject {
    /// The most likely text of the phrase.
    public let text: String
    /// Other interpretations, or nil.
    public let alternativeInterpretations: [String]?

    /// Creates a phrase.
    public nonisolated init(text: String, alternativeInterpretations: [String]? = nil) {
        self.text = text
        self.alternativeInterpretations = alternativeInterpretations
        super.init()
    }
}

/// The default tokenizer (`UITextInputStringTokenizer`): created with the text object it serves, it
/// answers the four tokenizer questions for every granularity, asking the text object only through
/// `UITextInput` (see ``StringTokenizer``, which it is).
public typealias UITextInputStringTokenizer = StringTokenizer
