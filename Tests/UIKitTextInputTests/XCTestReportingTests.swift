import Foundation
@_spi(Engine) import InputSystem
import InputSystemTesting
import UIKitTextInput
import XCTest

/// InputSystemTesting's XCTest path (ReportingIssues.swift: "an `XCTFail` inside an XCTest case"): inside an
/// XCTest case, with no Swift Testing test running, `assertLog` and `recordIssues()` record XCTest failures
/// at the caller's file and line, one a violation, as XCTest's own assertions do. The failures are caught
/// by the case's `recordFailure` (XCTest's hook for failures) and checked instead of failing the case.
final class XCTestReportingTests: XCTestCase {
    /// A failure the case recorded while `capturing` was on.
    struct Failure: Equatable {
        var description: String
        var file: String
        var line: Int
    }

    private var capturing = false
    private var failures: [Failure] = []

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        failures.append(Failure(description: issue.compactDescription, file: location?.fileURL.path ?? "",
                                line: location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append(Failure(description: description, file: filePath, line: lineNumber))
    }
    #endif

    /// Runs `body` on the main actor (XCTest runs its cases on the main thread) with failures captured,
    /// and returns them.
    private func captured(_ body: @MainActor () -> Void) -> [Failure] {
        capturing = true
        failures = []
        MainActor.assumeIsolated { body() }
        capturing = false
        return failures
    }

    private var goldenFolder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("xctest-golden-\(getpid())-\(UUID().uuidString)")
    }

    func testMatchingLogRecordsNothing() throws {
        let folder = goldenFolder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("same.jsonl")
        try Data("{\"t\":0}\n".utf8).write(to: golden)
        var matched = false
        let failures = captured { matched = assertLog("{\"t\":0}\n", matches: golden.path) }
        XCTAssertTrue(matched)
        XCTAssertEqual(failures, [])
    }

    func testDifferingLogIsOneFailureAtTheCallersLine() throws {
        let folder = goldenFolder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("differs.jsonl")
        try Data("{\"t\":0}\n{\"t\":1}\n".utf8).write(to: golden)
        var matched = true
        var line = 0
        let failures = captured {
            line = #line; matched = assertLog("{\"t\":0}\n{\"t\":2}\n", matches: golden.path)
        }
        XCTAssertFalse(matched)
        XCTAssertEqual(failures.count, 1, "\(failures)")
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.file, #filePath, "the failure is reported where assertLog was called")
        XCTAssertEqual(failure.line, line)
        XCTAssertTrue(failure.description.contains("the log differs from differs.jsonl"), failure.description)
        XCTAssertTrue(failure.description.contains("-2: {\"t\":1}") && failure.description.contains("+2: {\"t\":2}"),
                      "the diff shows the golden and the actual line: \(failure.description)")
    }

    func testMissingGoldenIsOneFailureNamingTheRecordVariable() throws {
        let missing = goldenFolder.appendingPathComponent("missing.jsonl")
        var line = 0
        let failures = captured { line = #line; assertLog(EventLog(clock: Clock()), matches: missing.path) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertEqual(failure.line, line)
        XCTAssertTrue(failure.description.contains("no golden log at \(missing.path)")
                      && failure.description.contains(recordGoldenEnvironmentVariable), failure.description)
    }

    /// "One broken clause never hides another": the SimpleTextInput-style view breaks several clauses
    /// (CheckerOnClientsTests), each its own XCTest failure at the line of the `recordIssues()` call.
    func testEachViolationIsItsOwnFailureAtTheCallersLine() throws {
        var report: ConformanceReport?
        var line = 0
        let failures = captured {
            let checker = ConformanceChecker(name: "SimpleTextView", makeClient: { SimpleTextView(frame: .zero) },
                                             select: { view, range in view.userSelected(range) })
            let result = checker.check(seed: 7, iterations: 40)
            report = result
            line = #line; result.recordIssues()
        }
        let violations = try XCTUnwrap(report).violations
        XCTAssertGreaterThanOrEqual(violations.count, 2)
        XCTAssertEqual(failures.count, violations.count, "one failure a violation: \(failures)")
        for (failure, violation) in zip(failures, violations) {
            XCTAssertEqual(failure.file, #filePath)
            XCTAssertEqual(failure.line, line)
            XCTAssertTrue(failure.description.contains("SimpleTextView breaks \(violation.clause)"), failure.description)
        }
    }

    /// A conforming client records nothing and `recordIssues()` answers true.
    func testConformingClientRecordsNothing() {
        var passed = false
        let failures = captured {
            let checker = ConformanceChecker(name: "UITextView", makeClient: { UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)) },
                                             setText: { v, t in v.text = t }, select: { v, r in v.selectedRange = r })
            passed = checker.check(seed: 1, iterations: 20).recordIssues()
        }
        XCTAssertTrue(passed)
        XCTAssertEqual(failures, [])
    }
}
