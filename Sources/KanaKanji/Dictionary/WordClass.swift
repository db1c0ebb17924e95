/// How a word takes part in a segment (bunsetsu), derived from its IPADIC part of speech.
public enum WordClass: UInt8, Sendable {
    /// An independent (content) word: it starts a segment.
    case content = 0
    /// A particle or auxiliary verb: it joins the segment before it.
    case function = 1
    /// A suffix (名詞,接尾 or a verb or adjective suffix such as れる): it joins the segment before it.
    case suffix = 2
    /// A prefix: the word after it joins its segment.
    case prefix = 3
    /// A numeral: it starts a segment unless the word before it is a numeral too.
    case number = 4
    /// A symbol: it forms a segment of its own.
    case symbol = 5
    /// A non-independent verb or adjective (動詞,非自立 such as いる in している): it joins the
    /// segment before it unless that segment ends in a particle or auxiliary.
    case dependent = 6

    /// Classifies an IPADIC entry by its first two part-of-speech fields.
    static func classify(pos1: Substring, pos2: Substring) -> WordClass {
        switch pos1 {
        case "助詞", "助動詞": return .function
        case "接頭詞": return .prefix
        case "記号": return .symbol
        case "名詞":
            if pos2 == "接尾" { return .suffix }
            if pos2 == "数" { return .number }
            return .content
        case "動詞", "形容詞":
            if pos2 == "非自立" { return .dependent }
            return pos2 == "接尾" ? .suffix : .content
        default: return .content
        }
    }
}
