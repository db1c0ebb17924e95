import Foundation
@_spi(Engine) import InputSystem

/// Runs the calls the text input system makes against a `UITextInput` client and reports each broken
/// contract clause with the call sequence that reproduces it.
///
/// Every run starts from a fresh client made by the factory, then makes one of ``startingTexts`` the
/// client's own text (through the `setText` hook, else with `insertText`; the calls are part of every
/// reproducing sequence). The checker keeps its own model of what the text, selection and marked range
/// must be, and after every call compares the client's answers with it and checks the invariants of
/// position arithmetic, geometry, hit testing and the tokenizer. What a view filters or formats on its
/// own is declared with `filter:` and `formats:`, so that a view that does what it declares passes. It sets an ``InputDelegateRecorder`` as the
/// client's input delegate: changes the checker asks for must not be reported to it, changes made through
/// the optional hooks (the client's own changes, such as assigning `text` or a tap) must be.
///
/// ```swift
/// let checker = ConformanceChecker(name: "MyTextView", makeClient: { MyTextView() },
///                                  setText: { view, text in view.text = text })
/// let report = checker.check(seed: 1, iterations: 100)
/// print(report)                    // each violation with its clause, source and reproducing calls
/// ```
@MainActor
public final class ConformanceChecker<Client: UITextInput> {
    /// The name reports use for the client.
    public let name: String
    /// The strings random sequences insert and mark.
    public var alphabet: [String]
    /// The number of calls in each random sequence.
    public var sequenceLength: Int
    /// Whether a failing sequence is shrunk to a shorter one that still breaks the same clause.
    public var shrinksFailures = true
    /// The texts runs start from (`""`: the client as its factory makes it). Scenarios run from each;
    /// each random sequence draws one from its seed.
    public var startingTexts: [String]
    /// What the view does to the edits it is asked for (refuses or trims them), or nil when it takes
    /// every edit as it is; see ``InputFilter``.
    public var filter: InputFilter?
    /// What the view's own formatting makes of its text after an edit (for example a card number field
    /// that groups digits by four), or nil when it does not format. The input-delegate messages the view
    /// sends for that change are accepted; the formatted text is checked under
    /// ``ContractClause/declaredFormatting``.
    public var formats: ((String) -> String)?
    /// Whether the checker writes a line to standard error before each call and each group of questions,
    /// so that a client that traps can be named by the process that ran the checker (see
    /// ``ConformanceCrash``).
    public var reportsProgress = false

    /// Clauses already reported in the current ``check(seed:iterations:scenarios:)``: the invariant checks
    /// made after every call skip them, so that one broken clause does not stop every later run before
    /// another clause is reached.
    var ignoredClauses: Set<ContractClause> = []

    /// Throws `failure` unless its clause is already reported.
    func report(_ failure: Failure) throws {
        if !ignoredClauses.contains(failure.clause) { throw failure }
    }

    /// The text and marked range whose layout questions the current run last asked (reset per run).
    var lastLayoutState: LayoutState?

    let makeClient: @MainActor () -> Client
    let setTextHook: (@MainActor (Client, String) -> Void)?
    let selectHook: (@MainActor (Client, NSRange) -> Void)?
    let pasteHook: (@MainActor (Client, String) -> Void)?
    let cutHook: (@MainActor (Client) -> Void)?

    /// Creates a checker.
    ///
    /// - Parameters:
    ///   - name: The client's name in reports.
    ///   - makeClient: Makes a fresh client for each run (it may hold text: the checker reads it).
    ///   - setText: Optional: makes the client replace its whole text on its own, as assigning `text`
    ///     does; the client must tell its input delegate (`textWillChange`/`textDidChange`).
    ///   - select: Optional: makes the client select a UTF-16 range on its own, as a tap does; the client
    ///     must tell its input delegate (`selectionWillChange`/`selectionDidChange`) and end marked text.
    ///   - paste: Optional: makes the client perform the edit menu's Paste of a string itself (it replaces
    ///     the marked text or the selection and leaves the caret after it); the client must tell its input
    ///     delegate, as for any change it makes on its own.
    ///   - cut: Optional: makes the client perform the edit menu's Cut itself (the selection is removed).
    ///   - alphabet: The strings random sequences are built from.
    ///   - sequenceLength: The number of calls in each random sequence.
    ///   - startingTexts: The texts runs start from (``standardStartingTexts``: the factory's own text and
    ///     two non-empty ones).
    ///   - filter: What the view does to the edits it is asked for, when it filters its input.
    ///   - formats: What the view's own formatting makes of its text after an edit, when it formats.
    public init(name: String, makeClient: @escaping @MainActor () -> Client,
                setText: (@MainActor (Client, String) -> Void)? = nil, select: (@MainActor (Client, NSRange) -> Void)? = nil,
                paste: (@MainActor (Client, String) -> Void)? = nil, cut: (@MainActor (Client) -> Void)? = nil,
                alphabet: [String] = standardCheckerAlphabet, sequenceLength: Int = 30,
                startingTexts: [String] = standardStartingTexts, filter: InputFilter? = nil,
                formats: ((String) -> String)? = nil) {
        self.name = name
        self.makeClient = makeClient
        self.setTextHook = setText
        self.selectHook = select
        self.pasteHook = paste
        self.cutHook = cut
        self.alphabet = alphabet.isEmpty ? standardCheckerAlphabet : alphabet
        self.sequenceLength = sequenceLength
        self.startingTexts = startingTexts
        self.filter = filter
        self.formats = formats
    }

    /// The starting texts in use (never empty).
    var starts: [String] { startingTexts.isEmpty ? [""] : startingTexts }

    /// Runs the standard scenarios and `iterations` random sequences whose seeds are drawn from `seed`,
    /// and reports the first violation of each broken clause (shrunk). Once a clause is reported, the
    /// invariant checks made after every call skip it, so one broken clause does not hide the others.
    public func check(seed: UInt64 = 1, iterations: Int = 50,
                      scenarios: [ConformanceScenario] = ConformanceScenario.standard) -> ConformanceReport {
        var report = ConformanceReport(clientName: name, scenarios: scenarios.map(\.name), startingTexts: starts,
                                       seed: seed, iterations: max(0, iterations), callCount: 0, violations: [])
        ignoredClauses = []
        defer { ignoredClauses = [] }
        func keep(_ outcome: RunOutcome) {
            report.callCount += outcome.executed.count
            guard let v = outcome.violation, !report.violations.contains(where: { $0.clause == v.clause }) else {
                return
            }
            report.violations.append(shrinksFailures ? shrink(v) : v)
            ignoredClauses.insert(v.clause)
        }
        // Scenarios run again while a pass finds a new clause: a clause found late must not have hidden
        // the clauses of the scenarios before it.
        var known = -1
        while known != report.violations.count {
            known = report.violations.count
            for start in starts {
                let from = start.isEmpty ? "" : " from \(literal(start))"
                for s in scenarios {
                    keep(execute(origin: "scenario \"\(s.name)\"" + from, start: start, next: Self.script(s.calls)))
                }
            }
        }
        var seeds = SeededGenerator(seed: seed)
        for _ in 0..<max(0, iterations) {
            keep(runRandom(seed: seeds.next()))
        }
        return report
    }

    /// Runs `calls` on a fresh client (no starting text: the calls of a violation include the ones that
    /// made its starting text); the first violation, or nil when the client kept the contract.
    public func run(_ calls: [CheckerCall], origin: String = "calls") -> ContractViolation? {
        execute(origin: origin, next: Self.script(calls)).violation
    }

    /// Runs the random sequence that `seed` determines (the seed a report prints) on a fresh client,
    /// from the starting text the seed draws.
    public func runRandom(seed: UInt64) -> RunOutcome {
        var rng = SeededGenerator(seed: seed)
        let start = starts[rng.below(starts.count)]
        let length = sequenceLength
        return execute(origin: "random seed \(hex(seed))", start: start) { model, step in
            step < length ? self.randomCall(&rng, model) : nil
        }
    }

    /// Shrinks a violation's call sequence (removing chunks, then single calls, as delta debugging does)
    /// while the shorter sequence still breaks the same clause.
    public func shrink(_ violation: ContractViolation) -> ContractViolation {
        var best = violation
        var chunk = max(1, best.calls.count / 2)
        while true {
            var i = 0
            var removed = false
            while i < best.calls.count {
                var candidate = best.calls
                candidate.removeSubrange(i..<min(best.calls.count, i + chunk))
                if let v = run(candidate, origin: violation.origin), v.clause == violation.clause,
                   v.calls.count < best.calls.count {
                    best = v
                    removed = true
                } else {
                    i += chunk
                }
            }
            if chunk == 1 && !removed { break }
            if !removed { chunk = max(1, chunk / 2) }
        }
        best.origin = violation.origin + (best.calls.count < violation.calls.count
            ? ", shrunk from \(violation.calls.count) calls" : "")
        return best
    }

    static func script(_ calls: [CheckerCall]) -> (TextModel, Int) -> CheckerCall? {
        { _, step in step < calls.count ? calls[step] : nil }
    }

    // MARK: Random calls

    func randomCall(_ rng: inout SeededGenerator, _ m: TextModel) -> CheckerCall {
        func text(_ maxPieces: Int, allowEmpty: Bool) -> String {
            let n = allowEmpty ? rng.below(maxPieces + 1) : 1 + rng.below(maxPieces)
            return (0..<n).map { _ in rng.pick(alphabet) }.joined()
        }
        func span(in lo: Int, _ hi: Int) -> (Int, Int) {
            let inside = m.boundaries.filter { $0 >= lo && $0 <= hi }
            let points = inside.isEmpty ? [lo] : inside
            let a = rng.pick(points), b = rng.pick(points)
            return (min(a, b), abs(b - a))
        }
        var kinds = [(0, 25), (1, 15), (2, 20), (3, 8), (4, 10), (5, 10), (6, 2)]
        if setTextHook != nil { kinds.append((7, 4)) }
        if selectHook != nil { kinds.append((8, 4)) }
        if pasteHook != nil { kinds.append((9, 3)) }
        if cutHook != nil { kinds.append((10, 2)) }
        var roll = rng.below(kinds.reduce(0) { $0 + $1.1 })
        var kind = 0
        for (k, w) in kinds { if roll < w { kind = k; break }; roll -= w }
        switch kind {
        case 0: return .insertText(text(3, allowEmpty: false))
        case 1: return .deleteBackward
        case 2:
            let t = text(3, allowEmpty: rng.below(6) == 0)
            let n = t.utf16.count
            if rng.below(4) == 0 {
                // Anywhere on a character boundary of the marked text, or past its end (to be clamped).
                var ends = [0]
                for c in t { ends.append(ends[ends.count - 1] + c.utf16.count) }
                ends += [n + 1, n + 2]
                let a = rng.pick(ends), b = rng.pick(ends)
                return .setMarkedText(t, selectedLocation: min(a, b), selectedLength: abs(b - a))
            }
            return .setMarkedText(t, selectedLocation: n, selectedLength: 0)
        case 3: return .unmarkText
        case 4:
            let (a, n) = span(in: 0, m.count)
            return .replace(location: a, length: n, text: text(2, allowEmpty: true))
        case 5:
            let (a, n) = m.marked.map { span(in: $0.location, NSMaxRange($0)) } ?? span(in: 0, m.count)
            return .select(location: a, length: n)
        case 6: return .staleProbe
        case 7: return .externalSetText(text(4, allowEmpty: true))
        case 9: return .externalPaste(text(3, allowEmpty: false))
        case 10: return .externalCut
        default:
            let (a, n) = span(in: 0, m.count)
            return .externalSelect(location: a, length: n)
        }
    }
}

/// What one run did: the calls it made (normalized, up to the first violation) and that violation.
public struct RunOutcome: Sendable {
    /// The calls made, as they would be written to reproduce the run.
    public var executed: [CheckerCall]
    /// The first violation, or nil when the client kept the contract throughout.
    public var violation: ContractViolation?
}
