import Foundation
@_spi(Engine) import InputSystem
import InputSystemTesting
import Testing

/// A checker over one of the test clients, with both external-change hooks.
func checker(_ make: @escaping @MainActor () -> PlainTextClient, length: Int = 30) -> ConformanceChecker<PlainTextClient> {
    ConformanceChecker(name: "\(type(of: make()))", makeClient: make,
                       setText: { $0.setText($1) }, select: { $0.userSelect($1) },
                       paste: { $0.paste($1) }, cut: { $0.cut() }, sequenceLength: length)
}

@Suite("Conformance checker")
struct CheckerTests {
    /// A client written as the guide's listings 5-5 to 5-11 passes every scenario and random sequence.
    @Test("The plain client conforms", arguments: [UInt64(1), 2, 0xC0FFEE])
    func plainClientConforms(seed: UInt64) {
        let report = checker { PlainTextClient() }.check(seed: seed, iterations: 40)
        #expect(report.passed, "\(report)")
        #expect(report.callCount > 1000)
    }

    /// Each deliberately broken client is reported under the clause it breaks (TWPG passages in
    /// ``ContractClause/source``).
    ///
    /// Chosen where the seeds are silent: deleteBackward must not split a composed character (UIKit never
    /// leaves half a surrogate pair); positions left from before the text shrank must be answered with nil,
    /// "" or something inside the text (the issue: "a client that answers out of range is reported, not
    /// trusted"); a marked range reported past the end is out of the text even if the marked text is not.
    @Test("A broken client is caught with the right clause", arguments: [
        ("marked range not updated (listing 5-8)", ContractClause.setMarkedText),
        ("selection not clamped into marked text", .selectionInsideMarkedRange),
        ("position(from:offset:) past the end (listing 5-9)", .positionFromOffset),
        ("deleteBackward splits a surrogate pair", .deleteBackward),
        ("no input-delegate messages for an external change", .delegateMessagesForExternalChanges),
        ("text(in:) disagrees after replace (listing 5-6)", .textInRangeAfterReplace),
        ("compare inconsistent with offsets", .comparePositions),
        ("delegate told about system changes", .noDelegateMessagesForSystemChanges),
        ("stale range answered out of range", .outOfRangeAnswers),
        ("tap keeps marked text (listing 5-16)", .userSelectionEndsMarkedText),
        ("marked range past the end of the text", .markedRangeInsideText),
        ("textRange(from:to:) not ordered (listing 5-11)", .textRangeFromPositions),
        ("paste leaves the caret before the pasted text", .editMenuEdits),
        ("caretRect(for:) is CGRect.null", .caretRect),
        ("firstRect(for:) starts at the left edge, not at the caret", .firstRect),
        ("selectionRects(for:) marks every rectangle containsStart", .selectionRects),
        ("closestPosition(to:) one character right of the caret", .hitTesting),
        ("position(from:in: .right/.left) moves by UTF-16 units", .layoutDirectionByCharacters),
        ("position(from: end, in: .down) answers past the end", .verticalMoveAtEdges),
        ("tokenizer's character units are UTF-16 units", .tokenizerComposedCharacters),
        ("tokenizer's word range runs past the end", .tokenizerInsideText),
    ])
    func brokenClientCaught(name: String, clause: ContractClause) {
        let make: @MainActor () -> PlainTextClient = switch clause {
        case .setMarkedText: { MarkedRangeNotUpdatedClient() }
        case .selectionInsideMarkedRange: { SelectionNotClampedClient() }
        case .positionFromOffset: { PositionPastEndClient() }
        case .deleteBackward: { SurrogateSplittingClient() }
        case .delegateMessagesForExternalChanges: { SilentExternalChangeClient() }
        case .textInRangeAfterReplace: { StaleCacheClient() }
        case .comparePositions: { ReversedCompareClient() }
        case .noDelegateMessagesForSystemChanges: { ChattyClient() }
        case .outOfRangeAnswers: { TrustingClient() }
        case .markedRangeInsideText: { MarkedRangePastEndClient() }
        case .textRangeFromPositions: { UnorderedRangeClient() }
        case .editMenuEdits: { PasteCaretBeforeClient() }
        case .caretRect: { NullCaretClient() }
        case .firstRect: { FirstRectAtEdgeClient() }
        case .selectionRects: { EveryRectStartClient() }
        case .hitTesting: { HitTestOffByOneClient() }
        case .layoutDirectionByCharacters: { UnitLayoutMovesClient() }
        case .verticalMoveAtEdges: { DownPastEndClient() }
        case .tokenizerComposedCharacters: { UnitTokenizerClient() }
        case .tokenizerInsideText: { UnitTokenizerClient(pastEnd: true) }
        default: { TapKeepsMarkedTextClient() }
        }
        let report = checker(make).check(seed: 7, iterations: 20)
        #expect(!report.passed, "\(name)")
        #expect(report.violations.first?.clause == clause, "\(name):\n\(report)")
        #expect(report.violations.allSatisfy { !$0.expected.isEmpty && !$0.got.isEmpty })
    }

    /// A random failure prints its seed; running that seed again gives the same violation and calls.
    @Test("A report is reproducible from its seed")
    func reproducibleFromSeed() throws {
        let c = checker({ SurrogateSplittingClient() }, length: 40)
        c.shrinksFailures = false
        let report = c.check(seed: 42, iterations: 30, scenarios: [])
        let v = try #require(report.violations.first)
        let seedText = try #require(v.origin.split(separator: " ").last)
        let seed = try #require(UInt64(seedText.dropFirst(2), radix: 16))
        let again = c.runRandom(seed: seed).violation
        #expect(again == v)
        #expect(c.check(seed: 42, iterations: 30, scenarios: []) == report)
        #expect(c.run(v.calls, origin: v.origin) == v)
    }

    /// Shrinking keeps the clause and leaves only what is needed: a surrogate pair typed and one delete.
    @Test("Shrinking yields a short sequence")
    func shrinkingIsShort() throws {
        let c = checker({ SurrogateSplittingClient() }, length: 40)
        c.shrinksFailures = false
        let long = try #require(c.check(seed: 42, iterations: 30, scenarios: []).violations.first)
        let short = c.shrink(long)
        #expect(short.clause == long.clause)
        #expect(short.calls.count <= 3, "\(short)")
        #expect(short.calls.count < long.calls.count || long.calls.count <= 3)
        #expect(c.run(short.calls) != nil)
    }

    /// Questions change nothing, so they send no input-delegate messages either (TWPG "Informing the
    /// Text Input Delegate of Changes"); a client that notifies from a getter is reported, and reading its
    /// text from inside the message does not recurse.
    @Test("Messages sent from a getter are reported")
    func notifyingGetter() {
        let report = checker { NotifyingGetterClient() }.check(seed: 1, iterations: 2)
        #expect(report.violations.first?.clause == .noDelegateMessagesForSystemChanges, "\(report)")
    }

    /// Out-of-range positions reach the tokenizer too; its answers must stay inside the text (issue
    /// contract: out-of-range positions give nil, never trust). This tokenizer steps past the end from the
    /// end of the text itself, which `tokenizerInsideText` reports first; the stale probe still reports it.
    @Test("A tokenizer that answers past the end is caught")
    func trustingTokenizer() throws {
        let report = checker { TrustingTokenizerClient() }.check(seed: 1, iterations: 2)
        #expect(report.violations.first?.clause == .tokenizerInsideText, "\(report)")
        let stale = try #require(report.violations.first { $0.clause == .outOfRangeAnswers }, "\(report)")
        #expect(stale.query.hasPrefix("client.tokenizer.position(from: staleEnd"), "\(stale)")
    }

    /// One scenario per clause, named after it.
    @Test("Every clause has a scenario named after it")
    func scenarioPerClause() {
        let scenarios = ConformanceScenario.standard
        #expect(Set(scenarios.map(\.clause)) == Set(ContractClause.allCases))
        #expect(scenarios.allSatisfy { $0.name.hasPrefix($0.clause.rawValue + ": ") })
        #expect(Set(scenarios.map(\.name)).count == scenarios.count)
    }

    /// Each scenario passes on its own on the plain client (the guide's listings).
    @Test("Each scenario passes on the plain client", arguments: ConformanceScenario.standard)
    func scenarioPasses(scenario: ConformanceScenario) {
        #expect(checker { PlainTextClient() }.run(scenario.calls, origin: scenario.name) == nil)
    }

    /// The report names the clause, its source passage, expected and got, and Swift lines to reproduce.
    @Test("A violation reads as Swift")
    func violationDescription() throws {
        let v = try #require(checker { SurrogateSplittingClient() }.run([.insertText("a😀"), .deleteBackward]))
        let text = v.description
        #expect(text.contains("deleteBackward"))
        #expect(text.contains("TWPG listing 5-5"))
        #expect(text.contains("client.insertText(\"a😀\")"), "printable characters read as themselves")
        #expect(text.contains("client.deleteBackward()"))
        #expect(v.expected == "\"a\"")
    }

    /// Empty marked text ends the marked range (chosen: listing 5-8 leaves an empty range, UIKit views
    /// report none); the checker accepts either and follows the client's answer.
    @Test("Empty marked text: an empty range and no range are both accepted")
    func emptyMarkedText() {
        let calls: [CheckerCall] = [.insertText("x"), .setMarkedText("か", selectedLocation: 1, selectedLength: 0),
                                    .setMarkedText("", selectedLocation: 0, selectedLength: 0), .deleteBackward]
        #expect(checker { PlainTextClient() }.run(calls) == nil)
    }
}

/// The key-input subset: listing 5-2's deleteBackward removes one UTF-16 unit, which splits a surrogate
/// pair; the checker reports it (chosen contract: one composed character sequence).
@Test("KeyInputChecker catches a deleteBackward that splits a surrogate pair")
func keyInputSplitCaught() {
    let checker = KeyInputChecker(name: "LiteralKeyInputClient", makeClient: { LiteralKeyInputClient() },
                                  text: { String(decoding: $0.units, as: UTF16.self) })
    let report = checker.check(seed: 3, iterations: 5)
    #expect(report.violations.map(\.clause) == [.deleteBackward], "\(report)")
}
