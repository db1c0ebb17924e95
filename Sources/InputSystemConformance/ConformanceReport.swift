/// The outcome of a checker run: which scenarios and random sequences ran and each clause broken.
public struct ConformanceReport: Equatable, Sendable, CustomStringConvertible {
    /// The name the client was checked under.
    public var clientName: String
    /// The scripted scenarios run, by name.
    public var scenarios: [String]
    /// The texts the runs started from (`""`: the client as its factory made it).
    public var startingTexts: [String]
    /// The seed the random sequences' seeds were drawn from.
    public var seed: UInt64
    /// How many random sequences ran.
    public var iterations: Int
    /// The calls made in all, scenarios and random sequences together (shrinking not counted).
    public var callCount: Int
    /// The first violation of each broken clause, in the order found.
    public var violations: [ContractViolation]

    /// Whether no clause was broken.
    public var passed: Bool { violations.isEmpty }

    /// A plain-text report: a summary line, then each violation.
    public var description: String {
        let head = "\(clientName): \(scenarios.count) scenarios from \(startingTexts.count) starting text"
            + (startingTexts.count == 1 ? "" : "s") + ", \(iterations) random sequences from seed "
            + "\(hex(seed)), \(callCount) calls: "
            + (passed ? "conforms" : "\(violations.count) broken clause\(violations.count == 1 ? "" : "s")")
        return ([head] + violations.map(\.description)).joined(separator: "\n")
    }
}

/// A seed as reports print it.
func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16, uppercase: true) }
