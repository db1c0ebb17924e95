import Foundation
@_spi(Engine) import InputSystem
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

extension ConformanceReport {
    /// Records each violation as its own test failure, with its clause, source passage, expected and got,
    /// and the Swift calls that reproduce it: a Swift Testing issue inside a `@Test`, an `XCTFail` inside
    /// an XCTest case. One broken clause never hides another: every clause the run broke is its own failure.
    /// Returns whether the client conformed.
    @discardableResult
    public func recordIssues(fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
                             column: Int = #column) -> Bool {
        for v in violations {
            recordFailure("\(clientName) breaks \(v.clause):\n\(v.description)", fileID: fileID, filePath: filePath,
                          line: line, column: column)
        }
        return passed
    }
}

/// Runs `checker` and records each violation as its own test failure (see
/// ``InputSystemConformance/ConformanceReport/recordIssues(fileID:filePath:line:column:)``); returns the report.
/// Inside a Swift Testing exit test it turns on the checker's progress lines, so that the parent can name
/// what was running if the client traps (see ``recordConformanceCrash(_:fileID:filePath:line:column:)``).
@MainActor @discardableResult
public func expectConformance<Client: UITextInput>(_ checker: ConformanceChecker<Client>, seed: UInt64 = 1, iterations: Int = 50,
                                                 fileID: String = #fileID, filePath: StaticString = #filePath,
                                                 line: Int = #line, column: Int = #column) -> ConformanceReport {
    if isExitTestChild { checker.reportsProgress = true }
    let report = checker.check(seed: seed, iterations: iterations)
    report.recordIssues(fileID: fileID, filePath: filePath, line: line, column: column)
    return report
}

/// The environment variable that makes ``assertLog(_:matches:fileID:filePath:line:column:)-(String,_,_,_,_,_)`` write the
/// golden file instead of comparing (`INPUTSYSTEM_RECORD_GOLDEN=1`, the same as the project's own goldens).
public let recordGoldenEnvironmentVariable = "INPUTSYSTEM_RECORD_GOLDEN"

/// Compares a simulation's log (JSON Lines) with a golden file and records a test failure that shows
/// the differing lines (`-` golden, `+` actual, with line numbers). With `INPUTSYSTEM_RECORD_GOLDEN=1` in
/// the environment the golden file is written (folders created) and the assertion passes. A relative
/// `goldenPath` is resolved against the folder of the calling test file. Returns whether the log matched
/// (or was recorded).
@discardableResult
public func assertLog(_ log: EventLog, matches goldenPath: String, fileID: String = #fileID,
                      filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) -> Bool {
    assertLog(log.jsonLines, matches: goldenPath, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares JSON Lines text with a golden file; see ``assertLog(_:matches:fileID:filePath:line:column:)``.
@discardableResult
public func assertLog(_ jsonLines: String, matches goldenPath: String, fileID: String = #fileID,
                      filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) -> Bool {
    let url = goldenPath.hasPrefix("/") ? URL(fileURLWithPath: goldenPath)
        : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(goldenPath)
    if ProcessInfo.processInfo.environment[recordGoldenEnvironmentVariable] == "1" {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(jsonLines.utf8).write(to: url)
            return true
        } catch {
            recordFailure("could not record the golden log \(url.path): \(error)", fileID: fileID, filePath: filePath,
                          line: line, column: column)
            return false
        }
    }
    guard let data = try? Data(contentsOf: url), let expected = String(data: data, encoding: .utf8) else {
        recordFailure("no golden log at \(url.path); run the tests with \(recordGoldenEnvironmentVariable)=1 to record it",
                      fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    guard expected != jsonLines else { return true }
    recordFailure("the log differs from \(url.lastPathComponent) (- golden, + actual); re-record with "
                  + "\(recordGoldenEnvironmentVariable)=1 if the change is intended:\n\(goldenLineDiff(expected, jsonLines))",
                  fileID: fileID, filePath: filePath, line: line, column: column)
    return false
}

/// A line diff: lines only in `expected` start with `-`, lines only in `actual` with `+`.
func goldenLineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines: [String] = []
    for change in new.difference(from: old) {
        switch change {
        case .remove(let offset, let line, _): lines.append("-\(offset + 1): \(line)")
        case .insert(let offset, let line, _): lines.append("+\(offset + 1): \(line)")
        }
    }
    return lines.joined(separator: "\n")
}

/// Records one failure in the test framework that is running, at the caller's source location: a Swift
/// Testing issue when a `@Test` is running, else an XCTest failure; with neither, the message goes to
/// standard error.
func recordFailure(_ message: String, fileID: String, filePath: StaticString, line: Int, column: Int) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: line, column: column))
        return
    }
    #endif
    #if canImport(XCTest)
    // At the caller's file and line, as XCTest's own assertions report (XCTest takes the file as a StaticString).
    XCTFail(message, file: filePath, line: UInt(clamping: line))
    #else
    FileHandle.standardError.write(Data((message + "\n").utf8))
    #endif
}
