import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The streaming log (records written straight into a byte buffer) against the kept records: the log
/// format says the same trace gives the same bytes, whichever way the log is written and in whatever
/// chunks it is handed on.
@Suite struct LogStreamingTests {
    /// The string escaping the log format specifies, one scalar at a time: quotes, backslashes, \n, \r,
    /// \t escaped by name, other control characters as \u00XX, everything else as it is.
    static func referenceQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test("strings are escaped as the log format says, whatever their length and wherever the escapes fall", arguments: [
        "", "a", "plain ASCII that is longer than eight bytes", "quote\" in the middle", "\\", "tab\there",
        "12345678\"", "1234567\u{1}", "\u{1F}\u{0}\u{7F}", "line\nbreak\r\n", "héllo wörld — 日本語 😀", "😀\"😀\\😀",
        String(repeating: "abcdefg\u{8}", count: 9), "DEL \u{7F} is not escaped", "\u{85} NEL is not escaped",
    ])
    func escaping(text: String) {
        #expect(LogValue.quoted(text) == Self.referenceQuoted(text))
        #expect(LogValue.string(text).json == Self.referenceQuoted(text))
    }

    @Test("integers and doubles are written as the log format says")
    func numbers() {
        let values: [LogValue] = [.int(0), .int(-1), .int(Int.max), .int(Int.min), .int(1234567890),
                                  .double(0.25), .double(-0.0), .double(216), .double(1e20), .double(-3.5),
                                  .double(.infinity), .double(.nan), .double(1e15), .double(187.5)]
        let expected = ["0", "-1", "9223372036854775807", "-9223372036854775808", "1234567890",
                        "0.25", "0", "216", "1e+20", "-3.5", "null", "null", "1000000000000000.0", "187.5"]
        #expect(values.map(\.json) == expected)
    }

    @Test("a streaming log writes the bytes the kept records give")
    func streamingMatchesRecords() {
        func fill(_ log: EventLog, _ clock: Clock) {
            log.record(.input, "scene", [("device", .string("iphone-4.7"))])
            clock.advance(by: 100)
            log.record(.delegate, "textViewShouldBeginEditing:", object: "notes", result: true)
            log.record(.delegate, "textViewDidBeginEditing:", object: "no\"tes")
            log.record(.notification, "UITextViewTextDidChangeNotification", object: "notes")
            log.record(TextInputCall("setMarkedText:selectedRange:", [("text", .string("か\n")),
                                                                      ("selectedRange", .range(NSRange(location: 1, length: 0)))]),
                       object: "notes")
            log.record(TextInputCall("x", [("n", .int(-7)), ("none", .null)]), object: "o")
            log.append(LogRecord(time: 5, kind: .state, name: "r", fields: [("frame", .rect(CGRect(x: 0, y: 409.5, width: 375, height: 258)))]))
        }
        let keptClock = Clock(), streamedClock = Clock()
        let kept = EventLog(clock: keptClock), streamed = EventLog(clock: streamedClock)
        let buffer = LogBuffer(capacity: 16)  // small: the buffer grows while records are written
        streamed.stream(to: buffer)
        fill(kept, keptClock)
        fill(streamed, streamedClock)
        #expect(streamed.records.isEmpty)
        #expect(buffer.string == kept.jsonLines)
        #expect(kept.records.map(\.name).contains("textViewDidBeginEditing:"))
    }

    @Test("a replay gives the same bytes through the string output and in byte chunks of any size", arguments: [
        "form.jsonl", "german-hardware.jsonl", "japanese-romaji.jsonl",
    ])
    func chunkSizes(trace: String) throws {
        let url = tracesFolder().appendingPathComponent(trace)
        let options = ReplayOptions(finalText: true, embeddedDictionary: true)
        var text = ""
        try TraceReplay.run(TraceReader(contentsOf: url), options: options, output: { text += $0 })
        #expect(!text.isEmpty)
        for chunkSize in [0, 1, 100, 1 << 16] {
            var bytes: [UInt8] = []
            var chunks = 0
            try TraceReplay.run(TraceReader(contentsOf: url), options: options, chunkSize: chunkSize, write: {
                bytes.append(contentsOf: $0)
                chunks += 1
            })
            #expect(String(decoding: bytes, as: UTF8.self) == text, "chunk size \(chunkSize)")
            if chunkSize == 1 << 16 { #expect(chunks == 1) }
        }
    }
}
