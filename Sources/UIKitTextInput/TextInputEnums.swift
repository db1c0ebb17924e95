import Foundation

/// A direction in storage order (`UITextStorageDirection`), with UIKit's raw values.
public enum UITextStorageDirection: Int, Sendable, Hashable, CaseIterable {
    /// Toward the end of the text.
    case forward = 0
    /// Toward the start of the text.
    case backward = 1
}

/// A direction on screen (`UITextLayoutDirection`), with UIKit's raw values (right = 2 … down = 5).
public enum UITextLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// To the right.
    case right = 2
    /// To the left.
    case left = 3
    /// Up.
    case up = 4
    /// Down.
    case down = 5
}

/// A storage or layout direction as the tokenizer takes it (`UITextDirection`): an integer that holds
/// either a ``UITextStorageDirection`` or a ``UITextLayoutDirection`` raw value, as in UIKit.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The raw value: 0–1 a storage direction, 2–5 a layout direction.
    public var rawValue: Int

    /// Creates a direction from a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Creates a direction from a raw value (the unlabeled form UIKit's Swift overlay also offers).
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A storage direction as a tokenizer direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// A layout direction as a tokenizer direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
}

/// The unit a tokenizer works in (`UITextGranularity`), with UIKit's raw values.
public enum UITextGranularity: Int, Sendable, Hashable, CaseIterable {
    /// A character (an extended grapheme cluster).
    case character = 0
    /// A word.
    case word = 1
    /// A sentence.
    case sentence = 2
    /// A paragraph.
    case paragraph = 3
    /// A line as laid out.
    case line = 4
    /// The whole document.
    case document = 5
}

/// A writing direction (`NSWritingDirection`), with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable, Hashable, CaseIterable {
    /// The direction the Unicode bidirectional algorithm chooses.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// How alternatives offered with inserted text are shown (`UITextAlternativeStyle`).
public enum UITextAlternativeStyle: Int, Sendable, Hashable, CaseIterable {
    /// No style.
    case none = 0
    /// The alternatives are low-confidence dictation results.
    case lowConfidence = 1
}
