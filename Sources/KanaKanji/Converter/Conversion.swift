/// The result of converting a reading: its segments, each with ranked candidates.
public struct Conversion: Equatable, Sendable {
    /// The reading that was converted (NFC).
    public var reading: String
    /// The segments, in reading order; their readings concatenate to ``reading``.
    public var segments: [Segment]

    /// The best conversion: the best candidate of every segment, concatenated.
    public var text: String { segments.map(\.best).joined() }
}
