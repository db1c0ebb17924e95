@_spi(Engine) import InputSystem

/// Checks the key-input subset of the contract (`UIKeyInput`: `insertText`, `deleteBackward`, `hasText`)
/// on a client that adopts only that protocol.
///
/// Such a client has no selection or marked text the system can see, so the checker models the caret at
/// the end of the text (where typing without taps leaves it, as the guide's listing 5-2 appends). The
/// protocol cannot return text, so the user supplies a closure that reads it.
@MainActor
public final class KeyInputChecker<Client: UIKeyInput> {
    /// The name reports use for the client.
    public let name: String
    /// The strings random sequences insert.
    public var alphabet: [String]
    /// The number of calls in each random sequence.
    public var sequenceLength: Int
    let makeClient: @MainActor () -> Client
    let readText: @MainActor (Client) -> String

    /// Creates a checker; `text` reads the client's whole text.
    public init(name: String, makeClient: @escaping @MainActor () -> Client, text: @escaping @MainActor (Client) -> String,
                alphabet: [String] = standardCheckerAlphabet, sequenceLength: Int = 30) {
        self.name = name
        self.makeClient = makeClient
        self.readText = text
        self.alphabet = alphabet.isEmpty ? standardCheckerAlphabet : alphabet
        self.sequenceLength = sequenceLength
    }

    /// The scripted sequence every check starts with: typing and deleting around composed characters.
    public static var scenario: ConformanceScenario {
        ConformanceScenario(.deleteBackward, "typing appends, deleting removes one composed character at the end", [
            .deleteBackward, .insertText("a😀"), .insertText("e\u{301}"), .deleteBackward, .deleteBackward,
            .insertText("日👍🏽"), .deleteBackward, .deleteBackward, .deleteBackward, .deleteBackward,
        ])
    }

    /// Runs the scenario and `iterations` random sequences whose seeds are drawn from `seed`.
    public func check(seed: UInt64 = 1, iterations: Int = 50) -> ConformanceReport {
        var report = ConformanceReport(clientName: name, scenarios: [Self.scenario.name], startingTexts: [""], seed: seed,
                                       iterations: max(0, iterations), callCount: 0, violations: [])
        var runs: [(String, [CheckerCall])] = [("scenario \"\(Self.scenario.name)\"", Self.scenario.calls)]
        var seeds = SeededGenerator(seed: seed)
        for _ in 0..<max(0, iterations) {
            let s = seeds.next()
            var rng = SeededGenerator(seed: s)
            let calls: [CheckerCall] = (0..<sequenceLength).map { _ in
                rng.below(3) == 0 ? .deleteBackward : .insertText(rng.pick(alphabet))
            }
            runs.append(("random seed \(hex(s))", calls))
        }
        for (origin, calls) in runs {
            report.callCount += calls.count
            if let v = run(calls, origin: origin), !report.violations.contains(where: { $0.clause == v.clause }) {
                report.violations.append(v)
            }
        }
        return report
    }

    /// Runs `calls` (only `insertText` and `deleteBackward` apply) on a fresh client; the first violation.
    public func run(_ calls: [CheckerCall], origin: String = "calls") -> ContractViolation? {
        let client = makeClient()
        var model = TextModel()
        model.units = Array(readText(client).utf16)
        model.selection.location = model.count
        var done: [CheckerCall] = []
        for call in calls {
            let clause: ContractClause
            switch call {
            case .insertText(let t): client.insertText(t); clause = .insertText
            case .deleteBackward: client.deleteBackward(); clause = .deleteBackward
            default: continue
            }
            done.append(call)
            let e = model.expectation(after: call)
            let want = String(decoding: e.units, as: UTF16.self)
            let got = readText(client)
            if Array(got.utf16) != e.units {
                return ContractViolation(clause: clause, query: "the client's text", expected: literal(want),
                                         got: literal(got), calls: done, origin: origin)
            }
            if client.hasText != !e.units.isEmpty {
                return ContractViolation(clause: .hasText, query: "client.hasText", expected: "\(!e.units.isEmpty)",
                                         got: "\(client.hasText)", calls: done, origin: origin)
            }
            model = e.simplest
        }
        return nil
    }
}
