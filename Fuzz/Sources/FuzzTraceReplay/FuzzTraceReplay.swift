import Foundation
import FuzzDriver
@_spi(Engine) import InputSystem

/// Reads arbitrary bytes as a keystroke trace and replays it. Every outcome is a log or a `TraceError`;
/// a trap, a hang (libFuzzer's -timeout) or an out-of-memory abort (-rss_limit_mb) is a finding.
@_cdecl("FuzzTraceReplay_main")
func fuzzTraceReplayMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzTraceReplay(data, size)
    }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTraceReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // libFuzzer calls this on the main thread, where the simulation's text objects live.
    return MainActor.assumeIsolated {
        let reader = TraceReader(string: text, name: "fuzz.jsonl")
        var bytes = 0
        do {
            try TraceReplay.run(reader, options: ReplayOptions(finalText: true, embeddedDictionary: true), chunkSize: 1 << 16,
                                write: { bytes &+= $0.count })
        } catch is TraceError {
            // A clear error is the expected outcome for most inputs.
        } catch {
            fatalError("replay threw something other than a TraceError: \(error)")
        }
        return 0
    }
}
