import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 27, "Hostile input" (the timeline's part): a log past 2^31 − 1 ms of simulated time was refused
/// though its trace was valid, and the SVG grew with simulated time (a 100-byte trace gave 555 MB). Times
/// up to a trace's limit (2^53 − 1 ms) are drawn, and the picture's size is bounded by its records.
@Suite struct HostileTimelineTests {
    func log(lastTime: String) -> String {
        [#"{"t":0,"kind":"header","name":"kbsim","file":"t.jsonl","device":"iphone-16","orientation":"UIInterfaceOrientationPortrait","profile":"ios18"}"#,
         #"{"t":0,"kind":"input","name":"focus","field":"a"}"#,
         #"{"t":\#(lastTime),"kind":"input","name":"tap","key":"a"}"#].joined(separator: "\n")
    }

    @Test("records past 2^31 − 1 ms, up to 2^53 − 1 ms, are drawn, in a picture of bounded size",
          arguments: ["2147483648", "3000000000", "400000000000", "9007199254740991"])
    func longSimulatedTimes(_ time: String) throws {
        let timeline = try KeyboardTimeline(jsonLines: log(lastTime: time), name: "t.log")
        #expect(timeline.endTime == Int(time))
        let svg = timeline.svg
        #expect(svg.utf8.count < 200_000, "\(time): \(svg.utf8.count) bytes")
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test("a time past a trace's limit is refused, naming the log and its line")
    func timeBeyondTheTraceLimit() {
        #expect(throws: KeyboardTimeline.Failure(name: "t.log", line: 3, message: "expected a log record with \"t\" (milliseconds, 0…9007199254740991), \"kind\" and \"name\"")) {
            _ = try KeyboardTimeline(jsonLines: log(lastTime: "9007199254740993"), name: "t.log")
        }
    }
}
