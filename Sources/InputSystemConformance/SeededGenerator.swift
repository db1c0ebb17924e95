/// A small deterministic random number generator (SplitMix64) whose sequence depends only on its seed,
/// so a random call sequence is reproduced exactly from the seed a report prints.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The generator's state; the seed it was created with, advanced once per number.
    public private(set) var state: UInt64

    /// Creates a generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive), by a fixed rule that is the same on
    /// every platform and Swift release.
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// An element of `items` (which must not be empty).
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
