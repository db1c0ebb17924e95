import Foundation
@_spi(Engine) import InputSystem
#if canImport(Testing)
import Testing

/// Records the crash of a checker run in a child process (a Swift Testing exit test) as a test failure
/// that names the clause and the call or question that was running, with the calls that lead there; does
/// nothing when the child exited normally. Returns the crash read from the child's standard error.
///
/// A client that traps (`fatalError`, a failed `precondition`, an index out of range) ends the process
/// that runs it. Run the checker in an exit test, observe its standard error, and pass the result here:
///
/// ```swift
/// @Test func myTextViewConformsInIsolation() async {
///     let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
///         await expectConformance(ConformanceChecker(name: "MyTextView", makeClient: { MyTextView() }))
///     }
///     recordConformanceCrash(result)
/// }
/// ```
///
/// Inside an exit test ``expectConformance(_:seed:iterations:fileID:filePath:line:column:)`` turns on
/// `ConformanceChecker.reportsProgress` itself, and the violations it records in
/// the child are reported by the parent as usual.
@discardableResult
public func recordConformanceCrash(_ result: ExitTest.Result?, fileID: String = #fileID, filePath: StaticString = #filePath,
                                   line: Int = #line, column: Int = #column) -> ConformanceCrash? {
    guard let result else { return nil }
    if case .exitCode(EXIT_SUCCESS) = result.exitStatus { return nil }
    let status = describe(result.exitStatus)
    let crash = ConformanceCrash(standardError: result.standardErrorContent, exitStatus: status)
    let message = crash?.description ?? "the checker's process ended with \(status) before it wrote any progress "
        + "(run it with reportsProgress on, and observe \\.standardErrorContent in the exit test)"
    recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    return crash
}

/// An exit status as reports print it.
private func describe(_ status: ExitStatus) -> String {
    switch status {
    case .exitCode(let code): return "exit code \(code)"
    case .signal(let signal): return "signal \(signal)"
    @unknown default: return "\(status)"
    }
}

/// Whether this process is the child of an exit test.
var isExitTestChild: Bool { ExitTest.current != nil }
#else
/// Whether this process is the child of an exit test (never without Swift Testing).
var isExitTestChild: Bool { false }
#endif
