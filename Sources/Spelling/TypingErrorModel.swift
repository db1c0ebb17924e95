/// The cost of typing one word when another was meant, in log10 units of probability: the channel of a
/// noisy-channel spell checker. Edits are weighted by kind — a slip to a neighbouring key costs less
/// than a distant substitution, a doubled or dropped double letter less than another insertion or
/// omission — so the ranking knows the keyboard the word was typed on.
struct TypingErrorModel: Sendable {
    let keyboard: KeyboardProximity
    /// ``substitution(_:_:)`` and ``isNeighbour(_:_:)`` for ASCII pairs, computed once (index: a × 128 + b).
    private let asciiSubstitution: [Double]
    private let asciiNeighbours: [Bool]

    init(keyboard: KeyboardProximity) {
        self.keyboard = keyboard
        var substitution = [Double](repeating: 0, count: 128 * 128), neighbours = [Bool](repeating: false, count: 128 * 128)
        for a in UInt32(0)..<128 {
            for b in UInt32(0)..<128 {
                substitution[Int(a * 128 + b)] = Self.substitution(a, b, keyboard)
                neighbours[Int(a * 128 + b)] = Self.isNeighbour(a, b, keyboard)
            }
        }
        asciiSubstitution = substitution
        asciiNeighbours = neighbours
    }

    // Costs in log10 units (1.0: ten times less likely). Chosen, then tuned (transposition, omission,
    // neighbour substitution, first letter) on the development halves of the spell benchmark's sets
    // (Benchmarks/SpellBenchmarks); its held-out halves were not looked at while tuning.
    static let neighbourSubstitution = 1.4
    static let farSubstitution = 2.8
    static let vowelSubstitution = 1.6
    static let soundSubstitution = 1.8
    static let unknownKeySubstitution = 2.5
    static let omission = 1.2
    static let doubleLetterOmission = 1.0
    static let punctuationOmission = 0.5
    static let insertion = 1.9
    static let doubledInsertion = 1.1
    static let neighbourInsertion = 1.3
    static let transposition = 1.0
    static let firstLetter = 0.45
    static let missingSpace = 1.0
    /// The least any one edit costs (a lower bound used to stop scoring candidates early).
    static let cheapestEdit = 0.5

    private static let vowels: Set<UInt32> = Set("aeiouy".unicodeScalars.map(\.value))
    private static let soundPairs: Set<[UInt32]> = Set(["cs", "sc", "ck", "kc", "sz", "zs", "iy", "yi", "gj", "jg"]
        .map { $0.unicodeScalars.map(\.value) })
    private static let apostrophe: UInt32 = 0x27, hyphen: UInt32 = 0x2D

    func substitution(_ intended: UInt32, _ typed: UInt32) -> Double {
        intended < 128 && typed < 128 ? asciiSubstitution[Int(intended * 128 + typed)] : Self.substitution(intended, typed, keyboard)
    }

    func isNeighbour(_ a: UInt32, _ b: UInt32) -> Bool {
        a < 128 && b < 128 ? asciiNeighbours[Int(a * 128 + b)] : Self.isNeighbour(a, b, keyboard)
    }

    private static func substitution(_ intended: UInt32, _ typed: UInt32, _ keyboard: KeyboardProximity) -> Double {
        var cost = unknownKeySubstitution
        if let a = Unicode.Scalar(intended), let b = Unicode.Scalar(typed), let d = keyboard.distance(a, b) {
            cost = Swift.min(farSubstitution, neighbourSubstitution + Swift.max(0, d - 1))
        }
        if vowels.contains(intended), vowels.contains(typed) { cost = Swift.min(cost, vowelSubstitution) }
        if soundPairs.contains([intended, typed]) { cost = Swift.min(cost, soundSubstitution) }
        return cost
    }

    private static func isNeighbour(_ a: UInt32, _ b: UInt32, _ keyboard: KeyboardProximity) -> Bool {
        guard let x = Unicode.Scalar(a), let y = Unicode.Scalar(b), let d = keyboard.distance(x, y) else { return false }
        return d <= 1.25
    }

    /// The cost of typing `typed` for `intended` (both lowercased scalars): the cheapest alignment.
    func cost(typed t: [UInt32], intended w: [UInt32]) -> Double {
        let m = w.count, n = t.count
        let width = n + 1
        var table = [Double](repeating: 0, count: (m + 1) * width)
        func first(_ i: Int, _ j: Int) -> Double { (i <= 1 && j <= 1) ? Self.firstLetter : 0 }
        for j in 0...n where j > 0 { table[j] = table[j - 1] + insertionCost(t, j - 1, w, 0) + first(0, j) }
        for i in 1...max(1, m) where i <= m {
            table[i * width] = table[(i - 1) * width] + omissionCost(w, i - 1) + first(i, 0)
            for j in stride(from: 1, through: n, by: 1) {
                let wi = w[i - 1], tj = t[j - 1]
                var best = table[(i - 1) * width + j - 1] + (wi == tj ? 0 : substitution(wi, tj) + first(i, j))
                best = Swift.min(best, table[(i - 1) * width + j] + omissionCost(w, i - 1) + first(i, j))
                best = Swift.min(best, table[i * width + j - 1] + insertionCost(t, j - 1, w, i) + first(i, j))
                if i > 1, j > 1, wi == t[j - 2], w[i - 2] == tj, wi != tj {
                    best = Swift.min(best, table[(i - 2) * width + j - 2] + Self.transposition + first(i - 1, j - 1))
                }
                table[i * width + j] = best
            }
        }
        return table[m * width + n]
    }

    /// Leaving out the intended `w[i]`.
    private func omissionCost(_ w: [UInt32], _ i: Int) -> Double {
        let c = w[i]
        if c == Self.apostrophe { return Self.punctuationOmission }
        if c == Self.hyphen { return Self.punctuationOmission + 0.3 }
        if (i > 0 && w[i - 1] == c) || (i + 1 < w.count && w[i + 1] == c) { return Self.doubleLetterOmission }
        return Self.omission
    }

    /// Typing the extra `t[j]` where `w[i]` (if any) comes next in the intended word.
    private func insertionCost(_ t: [UInt32], _ j: Int, _ w: [UInt32], _ i: Int) -> Double {
        let c = t[j]
        if (j > 0 && t[j - 1] == c) || (j + 1 < t.count && t[j + 1] == c) { return Self.doubledInsertion }
        if (i < w.count && isNeighbour(c, w[i])) || (i > 0 && isNeighbour(c, w[i - 1])) { return Self.neighbourInsertion }
        return Self.insertion
    }
}
