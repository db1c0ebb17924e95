import Foundation
@_spi(Engine) import InputSystem
import InputSystemTesting
import Testing

/// Starting texts, and what users declare a view filters or formats on its own.
@Suite("Conformance checker: starting texts and declarations")
struct CheckerDeclarationTests {
    // MARK: Starting texts

    @Test("Runs start from non-empty texts too: a bug only a line break shows is found, and the reproducing calls set the starting text through the setText hook")
    func startsFromNonEmptyText() throws {
        let c = checker { LineBreakDeleteClient() }
        let v = try #require(c.check(seed: 1, iterations: 5).violations.first)
        #expect(v.clause == .deleteBackward, "\(v)")
        #expect(v.calls.first == .externalSetText(standardStartingTexts[1]), "\(v)")
        #expect(c.run(v.calls)?.clause == v.clause, "the calls alone reproduce it on a fresh client")
        c.startingTexts = [""]
        #expect(c.check(seed: 1, iterations: 5).passed, "from an empty start the bug is out of reach")
    }

    @Test("Without a setText hook the starting text is typed with insertText over the whole text, then a caret is set")
    func startsWithSystemCalls() throws {
        let c = ConformanceChecker(name: "LineBreakDeleteClient", makeClient: { LineBreakDeleteClient() as PlainTextClient })
        let v = try #require(c.check(seed: 1, iterations: 5).violations.first)
        #expect(v.clause == .deleteBackward, "\(v)")
        #expect(v.calls.first == .insertText(standardStartingTexts[1]), "\(v)")
    }

    @Test("A client whose factory returns a non-empty document is checked, not stopped", arguments: [
        "Hello", "日本語 👍🏽\nline two e\u{301}",
    ])
    func prefilledClientIsChecked(text: String) {
        let report = checker { PrefilledClient(text) }.check(seed: 3, iterations: 10)
        #expect(report.passed, "\(report)")
        #expect(report.callCount > 300)
        let broken = ConformanceChecker(name: "prefilled", makeClient: { () -> PlainTextClient in
            let c = SurrogateSplittingClient()
            c.units = Array(text.utf16)
            c.selection = NSRange(location: c.units.count, length: 0)
            return c
        }).check(seed: 3, iterations: 10)
        #expect(broken.violations.map(\.clause).contains(.deleteBackward), "\(broken)")
    }

    @Test("The reference UITextField declares its single-line rule (line breaks become spaces) and passes from multi-line starting texts")
    func textFieldSingleLine() {
        let report = ReferenceClient.textField.check(seed: 5, iterations: 10)
        #expect(report.passed, "\(report)")
        #expect(report.startingTexts == standardStartingTexts)
    }

    // MARK: Filtering

    nonisolated static let digitsAlphabet = ["1", "2", "3", "9", "0", "a", "😀"]

    @Test("UITextFieldDelegate filtering: a digits-only field that refuses other edits passes when declared .digitsOnly")
    func declaredDigitsPass() {
        let c = ConformanceChecker(name: "DigitsOnly", makeClient: { DigitsOnlyClient() as PlainTextClient },
                                   setText: { $0.setText($1) }, select: { $0.userSelect($1) },
                                   paste: { $0.paste($1) }, cut: { $0.cut() },
                                   alphabet: Self.digitsAlphabet, filter: .digitsOnly)
        let report = c.check(seed: 2, iterations: 20)
        #expect(report.passed, "\(report)")
    }

    @Test("Undeclared filtering is still reported: the refused insertText breaks insertText")
    func undeclaredDigitsReported() {
        let c = ConformanceChecker(name: "DigitsOnly", makeClient: { DigitsOnlyClient() as PlainTextClient },
                                   alphabet: Self.digitsAlphabet)
        #expect(c.run([.insertText("a")])?.clause == .insertText)
    }

    @Test("declaredFiltering: a field declared .digitsOnly that trims letters instead of refusing the edit is reported")
    func trimmingDiffersFromDeclaration() throws {
        let c = ConformanceChecker(name: "TrimmingDigits", makeClient: { TrimmingDigitsClient() as PlainTextClient },
                                   alphabet: Self.digitsAlphabet, filter: .digitsOnly)
        let v = try #require(c.check(seed: 2, iterations: 10).violations.first)
        #expect(v.clause == .declaredFiltering, "\(v)")
        #expect(ContractClause.declaredFiltering.source.contains("shouldChangeCharactersIn"))
    }

    @Test("declaredFiltering: a field that refuses an edit its declared .maxLength(4) accepts is reported")
    func refusingMoreThanDeclared() throws {
        let c = ConformanceChecker(name: "MaxThree", makeClient: { MaxThreeClient() as PlainTextClient },
                                   alphabet: ["a", "b"], startingTexts: [""], filter: .maxLength(4))
        let v = try #require(c.run([.insertText("ab"), .insertText("b"), .insertText("a")]))
        #expect(v.clause == .declaredFiltering, "\(v)")
        #expect(v.got.contains("refused"))
        #expect(c.run([.insertText("ab"), .insertText("b"), .insertText("a"), .insertText("b")].dropLast(2).map { $0 }) == nil)
    }

    @Test(".characters(where:) keeps the accepted characters of a replacement")
    func charactersFilter() {
        let f = InputFilter.characters(where: { $0.isNumber })
        #expect(f.replacement("", NSRange(location: 0, length: 0), "a1b2") == "12")
        #expect(InputFilter.maxLength(2).replacement("ab", NSRange(location: 2, length: 0), "c") == nil)
        #expect(InputFilter.maxLength(2).replacement("ab", NSRange(location: 0, length: 1), "c") == "c")
        #expect(InputFilter.singleLine.replacement("", NSRange(location: 0, length: 0), "a\nb") == "a b")
    }

    // MARK: Formatting

    static func cardChecker(_ make: @escaping @MainActor () -> PlainTextClient, declared: Bool) -> ConformanceChecker<PlainTextClient> {
        ConformanceChecker(name: "\(type(of: make()))", makeClient: make,
                           setText: { $0.setText($1) }, select: { $0.userSelect($1) },
                           paste: { $0.paste($1) }, cut: { $0.cut() },
                           alphabet: ["1", "2", "3", "4", "5"], filter: .digitsOnly,
                           formats: declared ? { CardNumberClient.grouped($0, by: 4) } : nil)
    }

    @Test("A card-number field's own grouping (textWillChange/textDidChange around it) is accepted when declared with formats:")
    func declaredFormattingPasses() {
        let report = Self.cardChecker({ CardNumberClient() }, declared: true).check(seed: 4, iterations: 20)
        #expect(report.passed, "\(report)")
    }

    @Test("Undeclared formatting: the client's messages during insertText are reported as noDelegateMessagesForSystemChanges")
    func undeclaredFormattingReported() {
        let report = Self.cardChecker({ CardNumberClient() }, declared: false).check(seed: 4, iterations: 5)
        #expect(report.violations.first?.clause == .noDelegateMessagesForSystemChanges, "\(report)")
    }

    @Test("declaredFormatting: a field that groups by three while declared to group by four is reported")
    func formattingDiffersFromDeclaration() {
        let report = Self.cardChecker({ CardNumberByThreeClient() }, declared: true).check(seed: 4, iterations: 5)
        #expect(report.violations.first?.clause == .declaredFormatting, "\(report)")
    }

    @Test("Messages not caused by declared formatting are still reported (setMarkedText)")
    func undeclaredMessagesStillReported() {
        let c = Self.cardChecker({ CardNumberChattyClient() }, declared: true)
        let v = c.run([.insertText("12"), .setMarkedText("3", selectedLocation: 1, selectedLength: 0)])
        #expect(v?.clause == .noDelegateMessagesForSystemChanges, "\(String(describing: v))")
    }
}
