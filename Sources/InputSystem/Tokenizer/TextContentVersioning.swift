import Foundation

/// An optional adoption for text clients: a number that changes whenever the client's text changes.
///
/// ``StringTokenizer`` keeps a copy of the client's text and break iterators over it. A client that adopts
/// this protocol lets the tokenizer tell in constant time whether that copy is still current; for any other
/// client the tokenizer re-reads the text and compares it on every question, which is correct but costs
/// time proportional to the length of the text.
@MainActor
public protocol TextContentVersioning: AnyObject {
    /// A number that differs from every earlier value after each change to the text.
    var contentVersion: Int { get }
    /// The whole text as UTF-16 code units, the same as `text(in:)` over the whole document would give,
    /// for clients that can hand them over without building a `String`; nil to let the tokenizer read
    /// the text through `text(in:)`.
    func contentUTF16Units() -> [UInt16]?
}

extension TextContentVersioning {
    /// By default the tokenizer reads the text through `text(in:)`.
    public func contentUTF16Units() -> [UInt16]? { nil }
}

extension TextEditor: TextContentVersioning {
    /// The storage's code units, copied from the rope without going through `String`.
    public func contentUTF16Units() -> [UInt16]? {
        storage.utf16Units(in: NSRange(location: 0, length: storage.utf16Count))
    }
}
