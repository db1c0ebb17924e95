import Foundation

/// Whether the on-screen keyboard turns Shift on by itself at a client's insertion point, as its
/// `autocapitalizationType` asks ("Capitalize the first letter of each word / sentence / all characters",
/// UITextAutocapitalizationType).
///
/// - `sentences`: at the start of the document, or where the sentence before the insertion point (found
///   with the client's tokenizer, sentence granularity) ends with sentence-ending punctuation followed by
///   white space, or with a line break (the keyboard capitalizes the first letter of a new paragraph);
/// - `words`: at the start of the document or after white space;
/// - `allCharacters`: always; `none`: never.
///
/// Only the last few characters of the sentence are read, so the answer costs the same in any document.
public enum AutoCapitalization {
    /// How much of the sentence before the insertion point is read, in UTF-16 units.
    static let contextLength = 64

    /// Whether Shift comes on by itself at `client`'s insertion point for `type`.
    public static func shifts(_ client: any TextInput, for type: AutocapitalizationType) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words, .sentences: break
        }
        guard let selection = client.selectedTextRange else { return false }
        let begin = client.beginningOfDocument
        let caret = selection.start
        let offset = client.offset(from: begin, to: caret)
        if offset <= 0 { return true }
        if type == .words {
            guard let before = client.position(from: caret, offset: -1),
                  let range = client.textRange(from: before, to: caret),
                  let text = client.text(in: range), let last = text.unicodeScalars.last else { return false }
            return last.properties.isWhitespace
        }
        // The sentence that ends at the caret, if one does.
        guard let sentence = client.tokenizer.rangeEnclosingPosition(caret, with: .sentence,
                                                                     inDirection: .storage(.backward)),
              client.compare(sentence.end, to: caret) == .orderedSame else { return false }
        let sentenceStart = client.offset(from: begin, to: sentence.start)
        let from = max(sentenceStart, offset - contextLength)
        guard let start = client.position(from: begin, offset: from),
              let range = client.textRange(from: start, to: caret),
              let tail = client.text(in: range) else { return false }
        return endsSentence(tail)
    }

    /// Whether text that closes a sentence (the end of one, as the tokenizer found it) lets the next
    /// letter start a new one: a line break in its trailing white space, or a sentence terminator
    /// (Unicode's Sentence_Terminal: . ! ? 。 …) before it, closing quotes and brackets allowed between.
    static func endsSentence(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        var sawSpace = false
        while let last = scalars.last, last.properties.isWhitespace {
            if last == "\n" || last == "\r" || last == "\u{2028}" || last == "\u{2029}" || last == "\u{85}" { return true }
            sawSpace = true
            scalars = scalars.dropLast()
        }
        guard sawSpace else { return false }
        while let last = scalars.last,
              [.closePunctuation, .finalPunctuation].contains(last.properties.generalCategory) || last == "\"" || last == "'" {
            scalars = scalars.dropLast()
        }
        return scalars.last?.properties.isSentenceTerminal ?? false
    }
}
