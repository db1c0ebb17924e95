import Foundation
import Testing
import KanaKanji

/// Issue 15, "a bounded, seeded mutation test in the normal test suite for each reader": the compiled
/// fixture dictionary, mutated with a fixed seed (header words set to extreme values, bytes changed,
/// the file cut short or grown), is opened through the public API (`KanaKanjiDictionary(path:)`) and,
/// when it opens, used for a conversion. Every file must open or be refused with a `DictionaryError` —
/// a trap or a huge allocation would end the test run. README: "a corrupt dictionary is refused with a
/// message, never a crash".
@Suite struct DictionaryMutationTests {
    /// A small generator with a fixed seed (SplitMix64), so a failure can be reproduced.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func mutatedDictionariesOpenOrAreRefused() throws {
        let original = try Fixture.bytes(frequencies: WordFrequencies(zipf100: [:]))
        #expect(original.count > 64)
        var rng = Seeded(state: 0x15_D1C7)
        let path = Fixture.temporaryPath("mutated-\(UUID().uuidString).kkdic")
        defer { unlink(path) }
        var outcomes = (opened: 0, refused: 0)
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                switch rng.next() % 5 {
                case 0, 1:  // a 32-bit word in the header set to an extreme value
                    let at = Int(rng.next() % 16) * 4
                    let value: UInt32 = [0xFFFF_FFFF, 0x8000_0000, 0x7FFF_FFFF, 0, 1, UInt32(original.count)][Int(rng.next() % 6)]
                    withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(at..<(at + 4), with: $0) }
                case 2:  // a byte anywhere changed
                    bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                case 3:  // cut short
                    bytes.removeLast(Int(rng.next() % UInt64(bytes.count)))
                default:  // grown
                    bytes += (0..<Int(rng.next() % 64)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                }
                if bytes.count < 68 { bytes += [UInt8](repeating: 0, count: 68 - bytes.count) }
            }
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            do {
                let dictionary = try KanaKanjiDictionary(path: path)
                _ = KanaKanjiConverter(dictionary: dictionary).convert("わたし", candidateLimit: 3)
                outcomes.opened += 1
            } catch is DictionaryError {
                outcomes.refused += 1
            }
        }
        #expect(outcomes.refused > 0)
    }
}
