import Foundation

/// What the checker was doing when the client it checked trapped (a `fatalError`, a failed
/// `precondition`, an array index out of range), read from the progress lines a checker with
/// ``ConformanceChecker/reportsProgress`` writes to standard error.
///
/// A trap ends the process, so the checker must run in a child process (a Swift Testing exit test; see
/// the "Testing your text view" article) whose standard error the parent reads after the child died.
public struct ConformanceCrash: Equatable, Sendable, CustomStringConvertible {
    /// The prefix of every progress line.
    public static let progressPrefix = "[InputSystemConformance] "

    /// The name the client was checked under.
    public var clientName: String
    /// The run that was going on: a scenario's name or `random seed 0x…`.
    public var origin: String
    /// The clause of the call or questions that were running, when the line names one.
    public var clause: ContractClause?
    /// Whether the client trapped during a call (as opposed to a question asked after it).
    public var duringCall: Bool
    /// The call being made (as Swift) or the questions being asked.
    public var step: String
    /// The calls of the run up to and including the last one made, as Swift lines.
    public var calls: [String]
    /// How the process ended, when the caller knows (for example `signal 4`).
    public var exitStatus: String?

    /// Reads the last run from a child process's standard error; nil when it holds no progress line.
    public init?(standardError: [UInt8], exitStatus: String? = nil) {
        let lines = String(decoding: standardError, as: UTF8.self).split(separator: "\n")
            .compactMap { line -> Substring? in
                guard let range = line.range(of: Self.progressPrefix) else { return nil }
                return line[range.upperBound...]
            }
        guard let runIndex = lines.lastIndex(where: { $0.hasPrefix("run ") }) else { return nil }
        let run = Self.fields(lines[runIndex].dropFirst(4))
        clientName = run.0
        origin = run.1
        calls = []
        clause = nil
        duringCall = false
        step = "the fresh client"
        for line in lines[(runIndex + 1)...] {
            let isCall = line.hasPrefix("call ")
            guard isCall || line.hasPrefix("check ") else { continue }
            let (name, text) = Self.fields(line.dropFirst(isCall ? 5 : 6))
            clause = ContractClause(rawValue: name)
            duringCall = isCall
            step = text
            if isCall { calls.append(text) }
        }
        self.exitStatus = exitStatus
    }

    /// Splits `a | b` at the first separator.
    private static func fields(_ line: Substring) -> (String, String) {
        guard let bar = line.range(of: " | ") else { return (String(line), "") }
        return (String(line[..<bar.lowerBound]), String(line[bar.upperBound...]))
    }

    /// The crash as a report: the client, the clause and call or question that was running, and the calls
    /// that lead there from a fresh client.
    public var description: String {
        let how = exitStatus.map { " (the process ended with \($0))" } ?? ""
        let doing = duringCall ? "making the call \(step)" : "asking \(step)"
        var lines = [
            "✗ \(clientName) trapped\(how) while the checker was \(doing)",
            "  clause:   " + (clause.map { "\($0): \($0.source)" } ?? "none (reading the fresh client)"),
            "  run:      \(origin)",
            "  reproduce on a fresh client:",
        ]
        if calls.isEmpty { lines.append("    (no calls: the fresh client itself)") }
        lines += calls.map { "    " + $0 }
        return lines.joined(separator: "\n")
    }
}

extension ConformanceChecker {
    /// Writes a progress line to standard error when ``reportsProgress`` is on.
    func progress(_ line: @autoclosure () -> String) {
        guard reportsProgress else { return }
        FileHandle.standardError.write(Data((ConformanceCrash.progressPrefix + line() + "\n").utf8))
    }
}
