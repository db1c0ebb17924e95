/// Answers questions about text units of a granularity, mirroring `UITextInputTokenizer`
/// ("Tokenizers" in the Text and Web Programming Guide).
///
/// Positions are the client's own; a tokenizer answers nil or false for a position that is not in the
/// client's text, as UIKit does, and never traps.
@MainActor
public protocol TextInputTokenizer: AnyObject {
    /// The range of the text unit of `granularity` that encloses `position`, looking in `direction`.
    func rangeEnclosingPosition(_ position: TextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> TextRange?
    /// Whether `position` is at a boundary of a unit of `granularity` in `direction`.
    func isPosition(_ position: TextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of `granularity` from `position` in `direction`.
    func position(from position: TextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> TextPosition?
    /// Whether `position` is within a unit of `granularity` in `direction`.
    func isPosition(_ position: TextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
