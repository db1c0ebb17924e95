import Foundation
import FuzzDriver
import KanaKanji

/// Converts arbitrary text (any scalars, not only kana) with the embedded dictionary and the shipped
/// model, with and without fixed segment lengths taken from the input. A trap (cost overflow, an index
/// out of range), a hang or unbounded memory is a finding.
nonisolated(unsafe) private let converter: KanaKanjiConverter = {
    guard let dictionary = try? KanaKanjiDictionary.embedded() else { fatalError("no embedded dictionary") }
    return KanaKanjiConverter(dictionary: dictionary)
}()

@_cdecl("FuzzConverter_main")
func fuzzConverterMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzConverter(data, size)
    }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzConverter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    // First byte: the candidate limit and how many segment lengths follow; then the reading.
    let limit = Int(first & 0x0F)
    let lengthCount = min(Int(first >> 4), max(0, size - 1))
    let lengths = bytes.dropFirst().prefix(lengthCount).map { Int(Int8(bitPattern: $0)) }
    let reading = String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst(1 + lengthCount)), as: UTF8.self)
    let conversion = converter.convert(reading, candidateLimit: limit)
    _ = conversion
    if !lengths.isEmpty { _ = converter.convert(reading, fixedSegmentLengths: lengths, candidateLimit: limit) }
    return 0
}
