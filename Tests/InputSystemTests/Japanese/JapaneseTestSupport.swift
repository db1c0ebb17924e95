import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The package root, found from this file's path (Tests/InputSystemTests/Japanese/…).
nonisolated let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Composes romaji with the bundled table and returns the composer.
func romaji(_ typed: String) throws -> RomajiComposer {
    var composer = RomajiComposer(table: try RomajiTable.bundled())
    composer.type(typed)
    return composer
}

/// The bundled table's entries, for parameterized tests (empty if the table fails to load, which
/// `RomajiTableTests.bundledTableLoads` reports).
nonisolated let bundledRomajiEntries: [RomajiCase] = ((try? RomajiTable.bundled())?.allEntries ?? []).map {
    RomajiCase(input: $0.input, output: $0.entry.output, pending: $0.entry.pending)
}

/// One romaji table entry as a test argument.
struct RomajiCase: Sendable, CustomTestStringConvertible {
    var input: String
    var output: String
    var pending: String
    var testDescription: String { "\(input) → \(output)" + (pending.isEmpty ? "" : " + \(pending)") }
}

/// A 12-key composer over the bundled table.
func kanaComposer(flickOnly: Bool = false) throws -> KanaComposer {
    KanaComposer(table: try KanaTable.bundled(), flickOnly: flickOnly)
}

/// Feeds 12-key inputs at the given times and returns the composer and the results.
func kana(_ inputs: [(KanaKeyInput, Int)], flickOnly: Bool = false) throws -> (KanaComposer, [ComposerResult]) {
    var composer = try kanaComposer(flickOnly: flickOnly)
    let results = inputs.map { composer.handle($0.0, atMs: $0.1) }
    return (composer, results)
}

/// Taps a key `count` times, `gap` ms apart, starting at `start`.
nonisolated func taps(_ key: String, _ count: Int, start: Int = 0, gap: Int = 100) -> [(KanaKeyInput, Int)] {
    (0..<count).map { (.tap(key), start + $0 * gap) }
}
