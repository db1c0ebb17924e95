/// The direction of a touch on a 12-key kana key: a plain release (center) or a flick.
///
/// On the iOS kana keyboard the characters of a row sit around the key clockwise from the left: い段 to
/// the left, う段 up, え段 to the right and お段 down.
public enum FlickDirection: String, CaseIterable, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Released on the key after sliding away and back (gives the key's first character, no cycling).
    case center
    /// Flicked left.
    case left
    /// Flicked up.
    case up
    /// Flicked right.
    case right
    /// Flicked down.
    case down

    /// The direction's name (`center`, `left`, `up`, `right`, `down`).
    public var description: String { rawValue }
}
