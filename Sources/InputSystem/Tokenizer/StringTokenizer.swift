import Foundation

/// The default tokenizer, mirroring `UITextInputStringTokenizer`: created with the client it serves.
///
/// This first version answers character and document questions only; word, sentence, paragraph and line
/// answers on ICU come with the tokenizer work.
open class StringTokenizer: TextInputTokenizer {
    /// The client whose text this tokenizer reads. Held weakly: the client owns its tokenizer.
    public private(set) weak var textInput: (any TextInput)?

    /// Creates a tokenizer for `textInput`.
    public init(textInput: any TextInput) {
        self.textInput = textInput
    }

    open func rangeEnclosingPosition(_ position: TextPosition, with granularity: TextGranularity,
                                     inDirection direction: TextDirection) -> TextRange? {
        guard let client = textInput, granularity == .document else { return nil }
        return client.textRange(from: client.beginningOfDocument, to: client.endOfDocument)
    }

    open func isPosition(_ position: TextPosition, atBoundary granularity: TextGranularity,
                         inDirection direction: TextDirection) -> Bool {
        guard let client = textInput, granularity == .document else { return false }
        let end = direction == .backward || direction == .layout(.left) || direction == .layout(.up)
            ? client.beginningOfDocument : client.endOfDocument
        return client.compare(position, to: end) == .orderedSame
    }

    open func position(from position: TextPosition, toBoundary granularity: TextGranularity,
                       inDirection direction: TextDirection) -> TextPosition? {
        guard let client = textInput, granularity == .document else { return nil }
        let backward = direction == .backward || direction == .layout(.left) || direction == .layout(.up)
        return backward ? client.beginningOfDocument : client.endOfDocument
    }

    open func isPosition(_ position: TextPosition, withinTextUnit granularity: TextGranularity,
                         inDirection direction: TextDirection) -> Bool {
        guard granularity == .document, let client = textInput else { return false }
        return client.offset(from: client.beginningOfDocument, to: client.endOfDocument) > 0
    }
}
