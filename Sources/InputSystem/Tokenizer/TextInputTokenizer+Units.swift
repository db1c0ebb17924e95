extension UITextInputTokenizer {
    /// The units of `granularity` in `client`'s text, in storage order, found only by asking this
    /// tokenizer the protocol's questions (so it works for any tokenizer and any client).
    ///
    /// From the start of the document it takes the unit enclosing the position looking forward, or, when
    /// the position is between units, moves to the next boundary forward; text between units (spaces
    /// between words, line breaks) is left out.
    public func units(of granularity: UITextGranularity, in client: any UITextInput) -> [UITextRange] {
        var result: [UITextRange] = []
        var p = client.beginningOfDocument
        let end = client.endOfDocument
        while client.compare(p, to: end) == .orderedAscending {
            if let r = rangeEnclosingPosition(p, with: granularity, inDirection: .forward),
               client.compare(r.end, to: p) == .orderedDescending {
                result.append(r)
                p = r.end
            } else if let next = position(from: p, toBoundary: granularity, inDirection: .forward),
                      client.compare(next, to: p) == .orderedDescending {
                p = next
            } else {
                break
            }
        }
        return result
    }
}
