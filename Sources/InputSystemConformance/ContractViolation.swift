/// A broken contract clause, with what was expected, what the client answered, and the calls that
/// reproduce it on a fresh client.
public struct ContractViolation: Equatable, Sendable, CustomStringConvertible {
    /// The clause the client broke.
    public var clause: ContractClause
    /// The question asked or state read when the break showed (for example `client.markedTextRange`).
    public var query: String
    /// What the contract requires.
    public var expected: String
    /// What the client answered.
    public var got: String
    /// The calls, from a fresh client, after which the break shows (shrunk when the checker could).
    public var calls: [CheckerCall]
    /// Where the sequence came from: a scenario's name or `random seed 0x…`.
    public var origin: String

    /// Creates a violation.
    public init(clause: ContractClause, query: String, expected: String, got: String, calls: [CheckerCall],
                origin: String) {
        self.clause = clause
        self.query = query
        self.expected = expected
        self.got = got
        self.calls = calls
        self.origin = origin
    }

    /// The violation as a readable block: the clause and its source, expected against got, and the
    /// reproducing calls as Swift.
    public var description: String {
        var lines = [
            "✗ \(clause) (\(origin))",
            "  source:   \(clause.source)",
            "  query:    \(query)",
            "  expected: \(expected)",
            "  got:      \(got)",
            "  reproduce on a fresh client:",
        ]
        if calls.isEmpty { lines.append("    (no calls: the fresh client itself)") }
        if calls.contains(where: { $0.swiftLine.contains("range(") }) {
            lines.append("    // range(a, b): client.textRange(from: position(a), to: position(b))!,"
                + " position(k): client.position(from: client.beginningOfDocument, offset: k)!")
        }
        lines += calls.map { "    " + $0.swiftLine }
        return lines.joined(separator: "\n")
    }
}
