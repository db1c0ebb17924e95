import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 15, "a bounded, seeded mutation test in the normal test suite for each reader": the sample
/// traces and recording of `Traces/`, mutated with a fixed seed (bytes changed, dropped, repeated; lines
/// repeated and swapped; numbers replaced by extreme values; YAML anchors, aliases and brackets put in),
/// are read and replayed. Every input must give a log or the reader's own error naming the file — a trap
/// would end the test run. The count is bounded so the suite stays fast; the libFuzzer targets in
/// `Fuzz/` run the same readers for as long as one likes.
@Suite struct ReaderMutationTests {
    nonisolated static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")

    nonisolated static let extremeNumbers = ["1e300", "-1e300", "9007199254740991", "9007199254740992", "-9007199254740991",
                                 "18446744073709551616", "0.5", "-0", "4294967295", "65536", "1e15"]

    /// One mutation of `text` (seeded by `rng`).
    static func mutate(_ text: String, _ rng: inout SplitMix64, extra: [String]) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + Int(rng.next() % 4)) where !lines.isEmpty {
            let at = Int(rng.next() % UInt64(lines.count))
            switch rng.next() % 6 {
            case 0:  // a number replaced by an extreme one
                var line = Array(lines[at].utf8)
                if let digit = line.indices.filter({ (0x30...0x39).contains(line[$0]) }).randomElement(using: &rng) {
                    var end = digit
                    while end < line.count, (0x30...0x39).contains(line[end]) || line[end] == 0x2E { end += 1 }
                    let number = extremeNumbers[Int(rng.next() % UInt64(extremeNumbers.count))]
                    line.replaceSubrange(digit..<end, with: Array(number.utf8))
                }
                lines[at] = String(decoding: line, as: UTF8.self)
            case 1:  // a line repeated
                lines.insert(lines[at], at: at)
            case 2:  // two lines swapped
                lines.swapAt(at, Int(rng.next() % UInt64(lines.count)))
            case 3:  // a byte changed, dropped or repeated
                var line = Array(lines[at].utf8)
                guard !line.isEmpty else { continue }
                let i = Int(rng.next() % UInt64(line.count))
                switch rng.next() % 3 {
                case 0: line[i] = UInt8(truncatingIfNeeded: rng.next())
                case 1: line.remove(at: i)
                default: line.insert(line[i], at: i)
                }
                lines[at] = String(decoding: line, as: UTF8.self)
            case 4:  // reader-specific text put in
                lines[at] += extra[Int(rng.next() % UInt64(extra.count))]
            default:  // a line dropped
                lines.remove(at: at)
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func mutatedTracesReadAndReplay() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.traces.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        let samples = try names.map { try String(contentsOf: Self.traces.appendingPathComponent($0), encoding: .utf8) }
        #expect(samples.count >= 5)
        var rng = SplitMix64(seed: 0x15_7ACE)
        var outcomes = (logs: 0, errors: 0)
        let extra = [#", "t": 9007199254740991"#, #"{"event": "wait", "ms": 9007199254740991}"#, "\u{0}", "[[[[", #"\ud800"#]
        for i in 0..<150 {
            let text = Self.mutate(samples[i % samples.count], &rng, extra: extra)
            var bytes = 0
            do {
                try TraceReplay.run(TraceReader(string: text, name: "m.jsonl"), options: ReplayOptions(finalText: true),
                                    chunkSize: 1 << 12, write: { bytes += $0.count })
                outcomes.logs += 1
            } catch let error as TraceError {
                // Every error here is about a line of the trace: lines count from 1, and none past the last.
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(error.file == "m.jsonl", "\(error)")
                #expect((1...lines).contains(error.line), "\(error): line \(error.line) of \(lines)")
                outcomes.errors += 1
            }
        }
        #expect(outcomes.logs > 0 && outcomes.errors > 0)
    }

    @Test func mutatedRecordingsRead() throws {
        let sample = try String(contentsOf: Self.traces.appendingPathComponent("german-dead-keys.libinput.yml"), encoding: .utf8)
        var rng = SplitMix64(seed: 0x15_9A41)
        var outcomes = (recordings: 0, errors: 0)
        let extra = [" &a", " *a", " [", " {", ": *b", "\n- &b [*a, *a, *a, *a]", " !!binary", String(repeating: "[", count: 100)]
        for _ in 0..<400 {
            let text = Self.mutate(sample, &rng, extra: extra)
            do {
                _ = try LibinputRecordReader.read(yaml: text, file: "m.yml")
                outcomes.recordings += 1
            } catch let error as LibinputRecordError {
                #expect("\(error)".hasPrefix("m.yml"), "\(error)")
                outcomes.errors += 1
            }
        }
        #expect(outcomes.recordings > 0 && outcomes.errors > 0)
    }
}
