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
/// Only the last few characters of the sentence are read, and the tokenizer is asked only when they end
/// like a sentence, so the answer costs the same in any document and typing is linear in its length.
@MainActor
public enum AutoCapitalization {
    /// How much of the sentence before the insertion point is read, in UTF-16 units.
    static let contextLength = 64

    /// Whether Shift comes on by itself at `client`'s insertion point for `type`.
    public static func shifts(_ client: any UITextInput, for type: UITextAutocapitalizationType) -> Bool {
        switch type {
        case .none, .unknownValue: return false
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
        // The last few characters must end like a sentence before the tokenizer is asked (finding where
        // the sentence around the caret starts costs ICU the length of that sentence): typing is then
        // linear in the text's length. This answers as the full check does: the text it reads ends with
        // the text the full check reads, and `endsSentence` decides from the end of what it is given.
        guard let windowStart = client.position(from: begin, offset: max(0, offset - contextLength)),
              let window = client.textRange(from: windowStart, to: caret),
              let windowText = client.text(in: window), endsSentence(windowText) else { return false }
        // The sentence that ends at the caret, if one does, and where it starts.
        let sentenceStart: Int
        // The default tokenizer itself (a subclass may answer differently: it is asked).
        if let tokenizer = client.tokenizer as? StringTokenizer, Swift.type(of: tokenizer) == StringTokenizer.self {
            guard let start = Self.sentenceStart(client, caret: offset, locale: tokenizer.locale) else { return false }
            sentenceStart = start
        } else {
            guard let sentence = client.tokenizer.rangeEnclosingPosition(caret, with: .sentence,
                                                                         inDirection: .storage(.backward)),
                  client.compare(sentence.end, to: caret) == .orderedSame else { return false }
            sentenceStart = client.offset(from: begin, to: sentence.start)
        }
        let from = max(sentenceStart, offset - contextLength)
        guard let start = client.position(from: begin, offset: from),
              let range = client.textRange(from: start, to: caret),
              let tail = client.text(in: range) else { return false }
        return endsSentence(tail)
    }

    /// How much text around the caret the default tokenizer's sentence rules are run on, each side, in
    /// UTF-16 units.
    static let sentenceWindow = 256

    /// Where the sentence that ends at `caret` starts, as the default tokenizer (``StringTokenizer``, ICU's
    /// sentence rules for `locale`) finds it; nil when no sentence ends there. The rules are run on the
    /// text from ``sentenceWindow`` units before the caret to as many after it: asking the tokenizer about
    /// the whole text costs ICU the length of the sentence around the caret, which made typing a long
    /// sentence quadratic. UAX #29's sentence rules decide a boundary from a few characters on each side
    /// (a terminator, closing punctuation and spaces before it; the next letter after it), so the window
    /// gives the same boundary at the caret; a sentence starting before the window starts more than
    /// ``contextLength`` units back, where the start is not needed.
    static func sentenceStart(_ client: any UITextInput, caret offset: Int, locale: String?) -> Int? {
        let begin = client.beginningOfDocument
        let length = client.offset(from: begin, to: client.endOfDocument)
        let lower = max(0, offset - sentenceWindow), upper = min(length, offset + sentenceWindow)
        guard let from = client.position(from: begin, offset: lower), let to = client.position(from: begin, offset: upper),
              let range = client.textRange(from: from, to: to), let text = client.text(in: range) else { return nil }
        let units = Array(text.utf16)
        let caret = offset - lower
        guard caret > 0, caret <= units.count else { return nil }
        return units.withUnsafeBufferPointer { buffer -> Int? in
            guard let iterator = try? BreakIterator(.sentence, locale: locale, text: buffer.baseAddress, count: buffer.count),
                  caret == buffer.count || iterator.isBoundary(caret) else { return nil }
            return lower + (iterator.preceding(caret) ?? 0)
        }
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
