import Foundation
import Synchronization
@_spi(Engine) import InputSystem
import InputSystemTesting
import Testing
import UIKitTextInput

/// The conformance checker on the app clients, directly. Each test names what the
/// checker finds and why (the clients are written as the apps they stand for are, bugs included).
@MainActor
@Suite struct CheckerOnClientsTests {
    static func simpleChecker() -> ConformanceChecker<SimpleTextView> {
        ConformanceChecker(name: "SimpleTextView", makeClient: { SimpleTextView(frame: .zero) },
                           select: { view, range in view.userSelected(range) })
    }

    @Test("SimpleTextInput-style view: position(from:in:offset:) clamps at the ends instead of answering nil (the sample clamps), the first thing the checker asks")
    func simpleViewClampsLayoutPositions() throws {
        let v = try #require(Self.simpleChecker().run([]))
        #expect(v.clause == .layoutPositionOutsideIsNil)
    }

    @Test("SimpleTextInput-style view: the full check reports each broken clause, and nothing else")
    func simpleViewReport() {
        let report = Self.simpleChecker().check(seed: 7, iterations: 40)
        let clauses = Set(report.violations.map(\.clause))
        // Found although the first clause breaks on the first question of every run: one broken clause does
        // not hide the others.
        #expect(clauses.contains(.layoutPositionOutsideIsNil), "position(from:in:offset:) clamps (the sample's code)")
        #expect(clauses.contains(.deleteBackward), "one UTF-16 unit back: a composed character or a surrogate pair is split")
        #expect(clauses.contains(.selectionInsideMarkedRange), "setMarkedText does not clamp the selected range to the marked text")
        #expect(clauses.contains(.outOfRangeAnswers), "textRange(from:to:) accepts positions past the end")
        #expect(clauses.contains(.selectionRects), "selectionRects(for:) answers [] for a non-empty range: the selection cannot be drawn")
        #expect(clauses.contains(.layoutDirectionByCharacters), "left and right move by UTF-16 units, into a surrogate pair")
        #expect(!clauses.contains(.caretRect) && !clauses.contains(.firstRect) && !clauses.contains(.hitTesting),
                "its fixed-advance geometry is consistent: carets, first rectangles and hit testing agree")
        #expect(!clauses.contains(.tokenizerComposedCharacters), "UITextInputStringTokenizer keeps composed characters whole")
        #expect(!clauses.contains(.insertText), "insertText is the sample's and keeps the contract")
        #expect(report.violations.count == clauses.count, "one violation a clause")
        // What else the checker found, printed for the reader of the test log.
        print(report)
    }

    @Test("the terminal: replace and selection changes are ignored by design, which the checker reports as broken clauses")
    func terminalReport() {
        let checker = ConformanceChecker(name: "TerminalView", makeClient: { TerminalView(frame: .zero) })
        let report = checker.check(seed: 3, iterations: 20)
        let clauses = Set(report.violations.map(\.clause))
        #expect(clauses.contains(.replaceRange), "replace(_:withText:) is a no-op in a terminal")
        #expect(clauses.contains(.setSelectedTextRange), "the caret stays at the end of the line")
        #expect(clauses.contains(.layoutDirectionByCharacters), "position(from:in:offset:) is always nil: arrow positions are not supported")
        #expect(clauses.contains(.selectionRects), "no selection rectangles: a terminal draws no selection")
        #expect(!clauses.contains(.insertText), "typing at the end of the line works")
        print(report)
    }

    @Test("the UIKit-spelled UITextField and UITextView run the reference model and conform (the field declares its single-line rule: line breaks of the multi-line starting text become spaces)")
    func uiTextFieldAndViewConform() {
        // The checker takes the UIKit views themselves (it reaches them as the simulation does).
        let field = ConformanceChecker(name: "UITextField", makeClient: { UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 31)) },
                                       setText: { f, t in f.text = t },
                                       alphabet: ["a", "b", "日", "😀"], filter: .singleLine)
        #expect(field.check(seed: 1, iterations: 20).passed)
        let view = ConformanceChecker(name: "UITextView", makeClient: { UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)) },
                                      setText: { v, t in v.text = t },
                                      select: { v, r in v.selectedRange = r })
        let report = view.check(seed: 1, iterations: 20)
        #expect(report.passed, "\(report)")
    }

    @Test("each violation is its own Swift Testing issue, with Japanese shown as itself")
    func eachViolationIsAnIssue() {
        let report = Self.simpleChecker().check(seed: 7, iterations: 40)
        let expected = report.violations.count
        #expect(expected >= 2)
        let count = Mutex(0)
        withKnownIssue {
            report.recordIssues()
        } matching: { issue in
            count.withLock { $0 += 1 }
            return issue.comments.contains { $0.rawValue.contains("reproduce on a fresh client") }
        }
        #expect(count.withLock { $0 } == expected, "one issue a violation")
        let terminal = ConformanceChecker(name: "TerminalView", makeClient: { TerminalView(frame: .zero) })
        let japanese = terminal.run([.setMarkedText("にほん", selectedLocation: 1, selectedLength: 1)])
        #expect(japanese?.description.contains("client.setMarkedText(\"にほん\", selectedRange: NSRange(location: 1, length: 1))") == true,
                "\(String(describing: japanese))")
        #expect(japanese?.description.contains("\\u{") == false)
    }
}
