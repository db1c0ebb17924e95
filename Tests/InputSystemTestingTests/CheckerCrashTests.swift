import Foundation
@_spi(Engine) import InputSystem
import InputSystemTesting
import Testing

/// A client that traps ends the process that runs it; run in an exit test, the checker's progress lines
/// let the parent name the clause and call that were running.
@Suite("Conformance checker: clients that trap")
struct CheckerCrashTests {
    @Test("A client that traps (index out of range in deleteBackward) is isolated in an exit test and reported with the deleteBackward clause and call")
    func trapNamesTheCall() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let c = ConformanceChecker(name: "TrappingClient", makeClient: { TrappingClient() as PlainTextClient })
                c.reportsProgress = true
                _ = c.check(seed: 1, iterations: 1)
            }
        }
        let stderr = try #require(result).standardErrorContent
        let crash = try #require(ConformanceCrash(standardError: stderr))
        #expect(crash.clientName == "TrappingClient")
        #expect(crash.clause == .deleteBackward, "\(crash)")
        #expect(crash.duringCall)
        #expect(crash.step == "client.deleteBackward()", "\(crash)")
        #expect(crash.calls.last == "client.deleteBackward()")
        #expect(crash.description.contains("reproduce on a fresh client"))
    }

    @Test("recordConformanceCrash turns the crash into a test failure naming the call; expectConformance reports progress inside an exit test by itself")
    func recordCrashIssue() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await expectConformance(ConformanceChecker(name: "TrappingClient", makeClient: { TrappingClient() as PlainTextClient }),
                                    iterations: 1)
        }
        withKnownIssue {
            let crash = recordConformanceCrash(result)
            #expect(crash?.clause == .deleteBackward)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("TrappingClient trapped") && $0.rawValue.contains("client.deleteBackward()") }
        }
    }

    @Test("A client that keeps the contract exits normally, and recordConformanceCrash records nothing")
    func noCrashNoIssue() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await expectConformance(ConformanceChecker(name: "PlainTextClient", makeClient: { PlainTextClient() }), iterations: 1)
        }
        #expect(recordConformanceCrash(result) == nil)
    }
}
