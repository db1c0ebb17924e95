import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 15, "Integer overflow traps": every number of a trace is range-checked where it is read and a
/// number that would overflow the trace clock or the simulator's clock is a FILE:LINE error (README
/// "a malformed trace line stops with FILE:LINE"), never a trap.
@Suite struct HostileNumbersTests {
    func error(_ lines: [String]) -> String {
        do {
            _ = try TraceReader(string: lines.joined(separator: "\n"), name: "h.jsonl").readAll()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// Waits that add up past 2^53 − 1 ms: each is allowed, their sum is refused at the line that passes it.
    @Test func waitsThatOverflowTheTraceClock() {
        let wait = #"{"event": "wait", "ms": 9000000000000000}"#
        let message = error([wait, wait])
        #expect(message.hasPrefix("h.jsonl:2: the trace's time passes 9007199254740991 ms"), "\(message)")
        // Many more of them would have overflowed Int64 (each ~2^53): still the same error, at line 2.
        #expect(error(Array(repeating: wait, count: 2000)) == message)
    }

    /// A `t` past the limit, a `wait` past the limit, numbers past what a double holds exactly.
    @Test(arguments: [
        (#"{"event": "wait", "ms": 1e300}"#, #"h.jsonl:1: "ms" must be at most 9007199254740991, not 1e+300"#),
        (#"{"event": "wait", "ms": 9007199254740992}"#, #"h.jsonl:1: "ms" must be at most 9007199254740991"#),
        (#"{"event": "tap", "key": "a", "t": 1e19}"#, #"h.jsonl:1: "t" must be at most 9007199254740991"#),
        (#"{"event": "wait", "ms": -1e300}"#, #"h.jsonl:1: "ms" must be at least 0, not -1e+300"#),
        (#"{"event": "candidate", "index": 1e20}"#, #"h.jsonl:1: "index" must be at most 9007199254740991"#),
        (#"{"event": "select", "range": [1e20, 1]}"#, #"h.jsonl:1: missing or invalid "range""#),
        (#"{"event": "tapText", "field": "f", "point": [1e20, 1]}"#, #"h.jsonl:1: missing or invalid "point""#),
        (#"{"event": "tapText", "field": "f", "point": [1]}"#, #"h.jsonl:1: "point" must be [x, y] in the field's points"#),
        (#"{"event": "tapText", "point": [1, 1]}"#, #"h.jsonl:1: missing "field""#),
        (#"{"event": "keyboard", "action": "endDrag", "y": 1e12}"#, #"h.jsonl:1: "y" must be at most 1000000"#),
        (#"{"event": "field", "id": "f", "frame": [0, 0, 1e300, 10]}"#, #"h.jsonl:1: "frame" values must be from -1000000 to 1000000 points"#),
        (#"{"event": "field", "id": "f", "accessory": {"height": 1e15}}"#, #"h.jsonl:1: "height" must be at most 1000000"#),
        (#"{"event": "key", "code": 1e300, "state": "down"}"#, #"h.jsonl:1: "code" must be an evdev key name"#),
    ])
    func outOfRangeNumbers(_ line: String, _ expected: String) {
        let message = error([line])
        #expect(message.hasPrefix(expected), "\(message)")
    }

    /// An error quotes at most the start of a huge value: a line of a million numbers gives a short message
    /// (building the whole value's text took a minute and hundreds of megabytes).
    @Test func errorsQuoteOnlyTheStartOfHugeValues() {
        let numbers = Array(repeating: "0", count: 1_000_000).joined(separator: ",")
        let message = error([#"{"event": "select", "range": ["# + numbers + "]}"])
        #expect(message.hasPrefix(#"h.jsonl:1: "range" must be [location, length] in UTF-16 units, not [0, 0, 0"#), "\(message.prefix(200))")
        #expect(message.count < 300 && message.hasSuffix("…"))
        let long = String(repeating: "x", count: 1_000_000)
        // The message quotes the value's start, then lists the events (a list that grows with the format).
        let unknown = error([#"{"event": ""# + long + #""}"#])
        #expect(unknown.count < 200 + TraceEventParser.events.joined(separator: ", ").count)
        #expect(!unknown.contains(String(repeating: "x", count: 200)))
        #expect(JSONValue.array([.string("ab"), .number(1)]).brief() == #"["ab", 1]"#)
        #expect(JSONValue.string(String(repeating: "y", count: 100)).brief(limit: 10) == "\"yyyyyyyyy…")
    }

    /// A `type` event's duration counts towards the limit too.
    @Test func typeAfterTheLastMillisecond() {
        let message = error([#"{"event": "wait", "ms": 9007199254740990}"#, #"{"event": "type", "text": "abc"}"#])
        #expect(message.hasPrefix("h.jsonl:2: the trace's time passes"), "\(message)")
    }

    /// Replaying the largest allowed times runs (animations scheduled near the end of time saturate
    /// instead of overflowing) and gives a log.
    @Test func replayAtTheEndOfTime() throws {
        let trace = [#"{"event": "field", "id": "f", "kind": "textView"}"#,
                     #"{"event": "wait", "ms": 9007199254740000}"#,
                     #"{"event": "focus", "field": "f"}"#, #"{"event": "type", "text": "Hi"}"#,
                     #"{"event": "rotate", "to": "landscapeLeft", "t": 9007199254740991}"#]
        var log = ""
        try TraceReplay.run(TraceReader(string: trace.joined(separator: "\n"), name: "end.jsonl"),
                            options: ReplayOptions(finalText: true), output: { log += $0 })
        #expect(log.contains(#""kind":"final","name":"finalText","field":"f","text":"Hi""#))
    }

    /// The simulator's clock stops at `Int.max` rather than overflowing, for direct API callers too.
    @Test func clockSaturates() {
        let clock = Clock(start: Int.max - 10)
        var ran = false
        clock.schedule(after: Int.max) { ran = true }
        clock.advance(by: 100)
        #expect(clock.now == Int.max)
        #expect(ran)
        clock.advance(by: Int.max)
        #expect(clock.now == Int.max)
        let simulator = try? Simulator()
        simulator?.advance(to: Int.max)
        #expect(simulator?.now == Int.max)
    }

    /// A line longer than the limit is refused with its line number, from a string and from a file
    /// (read in blocks: the reader stops at the limit instead of holding the whole line).
    @Test func overlongLine() throws {
        let long = String(repeating: "x", count: TraceReader.maximumLineLength + 1)
        let text = #"{"event": "tap", "key": "a"}"# + "\n" + long + "\n" + #"{"event": "tap", "key": "b"}"#
        let fromString = TraceReader(string: text, name: "long.jsonl")
        #expect(try fromString.next() != nil)
        #expect(throws: TraceError(file: "long.jsonl", line: 2,
                                   message: "the line is longer than \(TraceReader.maximumLineLength) bytes; expected one event of at most that size")) {
            try fromString.next()
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(getpid()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.utf8).write(to: url)
        let fromFile = try TraceReader(contentsOf: url, name: "long.jsonl")
        #expect(try fromFile.next() != nil)
        #expect(throws: TraceError.self) { try fromFile.next() }
        // A line of exactly the limit is read (and here is simply not JSON).
        let exact = String(repeating: " ", count: TraceReader.maximumLineLength - 2) + "{}"
        #expect(throws: TraceError(file: "x", line: 1, message: "missing \"event\" (a string)")) {
            try TraceReader(string: exact, name: "x").next()
        }
    }
}
