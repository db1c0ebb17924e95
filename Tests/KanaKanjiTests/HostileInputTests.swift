import Foundation
import Testing
@testable import KanaKanji

/// Issue 15 (the KanaKanji part): a compiled-dictionary header claiming huge sizes is refused before
/// anything is allocated or read; cost arithmetic cannot overflow whatever the weights and costs; a
/// NaN or infinite value never reaches an `Int` conversion in training; numbers in TSV inputs are
/// range-checked with FILE:LINE.
@Suite struct HostileInputTests {
    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = Fixture.temporaryPath("\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func openError(_ path: String) -> String {
        do { _ = try KanaKanjiDictionary(path: path); return "" } catch { return "\(error)" }
    }

    @Test("a header whose payload size is near 2^64 is refused as truncated, not allocated")
    func hugePayload() throws {
        var bytes = try Fixture.bytes()
        bytes.replaceSubrange(16..<24, with: [0xF0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
        let path = try write(bytes, "huge-payload.kkdic")
        #expect(openError(path).contains("truncated"), "\(openError(path))")
    }

    @Test("section counts far beyond the file (node, entry, surface counts; matrix sizes) are refused")
    func hugeSections() throws {
        let good = try Fixture.bytes()
        // Sizes are checked against the file before the index checksum (which covers these fields too) is read.
        for (offset, value) in [(32, [0xFF, 0xFF, 0xFF, 0xFF]), (36, [0xFF, 0xFF, 0xFF, 0x0F]), (40, [0x00, 0x00, 0x00, 0x80]),
                                (44, [0xFF, 0xFF]), (46, [0xFF, 0xFF]), (48, [0xFE, 0xFF])] as [(Int, [UInt8])] {
            var bytes = good
            bytes.replaceSubrange(offset..<(offset + value.count), with: value)
            let path = try write(bytes, "huge-\(offset).kkdic")
            let message = openError(path)
            #expect(message.contains(path) && message.contains("corrupt"), "\(offset): \(message)")
        }
        var kind = good
        kind[57] = 9
        let path = try write(kind, "kind.kkdic")
        #expect(openError(path).contains("unknown source kind 9"))
    }

    @Test("extreme weights (Int.max, Int.min) convert without overflow: costs are clamped by construction")
    func extremeCosts() throws {
        let dictionary = try Fixture.dictionary()
        for extreme in [Int.max, Int.min, ConversionModel.maxWeight] {
            var model = ConversionModel(weights: [:])
            model.weights = model.weights.map { _ in extreme }
            let converter = KanaKanjiConverter(dictionary: dictionary, model: model)
            let conversion = converter.convert("かんじをへんかんする", candidateLimit: 5)
            #expect(conversion.segments.map(\.reading).joined() == "かんじをへんかんする")
            #expect(!converter.nBest("かんじ", count: 3).isEmpty)
        }
    }

    @Test("training turns NaN and infinite values into bounded weights instead of trapping")
    func nonFiniteWeights() {
        #expect(ModelTraining.weight(.nan) == 0)
        #expect(ModelTraining.weight(.infinity) == ConversionModel.maxWeight)
        #expect(ModelTraining.weight(-.infinity) == -ConversionModel.maxWeight)
        #expect(ModelTraining.weight(1e300) == ConversionModel.maxWeight)
        #expect(ModelTraining.weight(12.6) == 13)
    }

    @Test("a word-frequency value outside 0…1000 or not a number is refused with FILE:LINE")
    func frequencyRange() throws {
        for (text, line) in [("語\t300\n語2\t1001\n", 2), ("語\t-1\n", 1), ("# x\n語\t9223372036854775808\n", 2), ("語\tnan\n", 1)] {
            let path = try write(Array(text.utf8), "freq.tsv")
            do { _ = try WordFrequencies.read(path: path); Issue.record("accepted \(text)") } catch {
                #expect("\(error)".contains("\(path):\(line)"), "\(error)")
            }
        }
    }
}
