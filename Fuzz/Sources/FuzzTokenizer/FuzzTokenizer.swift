import Foundation
import FuzzDriver
@_spi(Engine) import InputSystem

/// Asks the string tokenizer the four questions on arbitrary text at arbitrary positions (inside and
/// outside the text, inside surrogate pairs) for every granularity and direction. The input is
/// `[positions...] 0xFF text`: each byte before the first 0xFF is a position (signed, so some are
/// negative); the rest is the text. A trap, a hang or a wrong answer's invariant is a finding.
private let directions: [UITextDirection] = [.storage(.forward), .storage(.backward), .layout(.left), .layout(.right),
                                           .layout(.up), .layout(.down)]

@_cdecl("FuzzTokenizer_main")
func fuzzTokenizerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzTokenizer(data, size)
    }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTokenizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0xFF) ?? 0
    let positions = bytes[..<split].prefix(16).map { Int(Int8(bitPattern: $0)) }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(split == 0 ? 0 : split + 1)...]), as: UTF8.self)
    // libFuzzer calls this on the main thread, where the text objects live.
    MainActor.assumeIsolated { check(text, positions) }
    return 0
}

/// Asks the tokenizer of a text view holding `text` every question at `positions`.
@MainActor
private func check(_ text: String, _ positions: [Int]) {
    let view = UITextView(text: text)
    let tokenizer = view.tokenizer
    let length = text.utf16.count
    for p in positions.isEmpty ? [0, length] : positions {
        let position = IndexedPosition(p)
        for granularity in UITextGranularity.allCases {
            for direction in directions {
                if let range = tokenizer.rangeEnclosingPosition(position, with: granularity, inDirection: direction),
                   let start = range.start as? IndexedPosition, let end = range.end as? IndexedPosition {
                    precondition(0 <= start.index && start.index <= end.index && end.index <= length,
                                 "range \(start.index)..<\(end.index) outside 0...\(length)")
                }
                _ = tokenizer.isPosition(position, atBoundary: granularity, inDirection: direction)
                if let next = tokenizer.position(from: position, toBoundary: granularity, inDirection: direction)
                    as? IndexedPosition {
                    precondition(0 <= next.index && next.index <= length, "boundary \(next.index) outside 0...\(length)")
                }
                _ = tokenizer.isPosition(position, withinTextUnit: granularity, inDirection: direction)
            }
        }
    }
}
