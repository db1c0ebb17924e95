import Foundation
import FuzzDriver
@_spi(Engine) import InputSystem

/// Reads arbitrary bytes as a `libinput record` file (YAML). Every outcome is a recording or a
/// `LibinputRecordError`; a trap, a stack overflow in the YAML parser, a hang or an out-of-memory abort
/// is a finding.
@_cdecl("FuzzLibinputRecord_main")
func fuzzLibinputRecordMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzLibinputRecord(data, size)
    }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLibinputRecord(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let recording = try LibinputRecordReader.read(yaml: text, file: "fuzz.yml")
        // Times are ordered and every event names its line.
        for (a, b) in zip(recording.events, recording.events.dropFirst()) {
            precondition((a.event.milliseconds ?? 0) <= (b.event.milliseconds ?? 0), "events out of time order")
        }
        precondition(recording.events.allSatisfy { $0.line >= 1 }, "an event without a line")
    } catch is LibinputRecordError {
    } catch {
        fatalError("the reader threw something other than a LibinputRecordError: \(error)")
    }
    return 0
}
