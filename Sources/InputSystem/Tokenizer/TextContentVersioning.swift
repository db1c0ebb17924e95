/// An optional adoption for text clients: a number that changes whenever the client's text changes.
///
/// ``StringTokenizer`` keeps a copy of the client's text and break iterators over it. A client that adopts
/// this protocol lets the tokenizer tell in constant time whether that copy is still current; for any other
/// client the tokenizer re-reads the text and compares it on every question, which is correct but costs
/// time proportional to the length of the text.
public protocol TextContentVersioning: AnyObject {
    /// A number that differs from every earlier value after each change to the text.
    var contentVersion: Int { get }
}

extension TextEditingView: TextContentVersioning {}
