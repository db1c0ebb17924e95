import ArgumentParser
import InputSystemConformance

/// `kbsim check`: runs the conformance checker on the reference clients and prints its report.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run the conformance checker on the reference clients; exits non-zero on any broken clause.",
        discussion: """
            Examples:
              kbsim check                          # UITextField, UITextView and KeyInputView, seed 1, 50 random sequences
              kbsim check --client textView --seed 7 --iterations 500
            To check your own text view, use the InputSystemTesting product's ConformanceChecker from a test.
            """)

    /// Which reference clients to check.
    enum Which: String, ExpressibleByArgument, CaseIterable {
        case textField, textView, keyInput, all
    }

    @Option(help: "The seed the random sequences' seeds are drawn from (decimal or 0x-prefixed hex).")
    var seed: String = "1"

    @Option(help: "The number of random call sequences per client.")
    var iterations: Int = 50

    @Option(help: "The reference client to check, or all of them.")
    var client: Which = .all

    func validate() throws {
        guard parsedSeed != nil else {
            throw ValidationError("--seed \(seed): expected a decimal number or 0x-prefixed hex of at most 64 bits")
        }
        guard (0...1_000_000).contains(iterations) else {
            throw ValidationError("--iterations \(iterations): expected 0 to 1000000")
        }
    }

    private var parsedSeed: UInt64? {
        seed.lowercased().hasPrefix("0x") ? UInt64(seed.dropFirst(2), radix: 16) : UInt64(seed)
    }

    func run() throws {
        let clients = client == .all ? ReferenceClient.allCases : ReferenceClient.allCases.filter { $0.rawValue == client.rawValue }
        var passed = true
        for c in clients {
            let seed = parsedSeed ?? 1, iterations = iterations
            // A command runs on the main thread, where the text objects live.
            let report = MainActor.assumeIsolated { c.check(seed: seed, iterations: iterations) }
            print(report)
            passed = passed && report.passed
        }
        if !passed { throw ExitCode(1) }
    }
}
