import Foundation
@testable import KanaKanji

/// Paths to the test fixtures and helpers that compile them into temporary dictionaries.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static var ipadic: String { directory.appendingPathComponent("ipadic").path }
    static var badCSV: String { directory.appendingPathComponent("bad-csv").path }
    static let realIPADIC = "/usr/share/mecab/dic/ipadic"
    static var hasRealIPADIC: Bool { FileManager.default.fileExists(atPath: realIPADIC + "/matrix.def") }

    /// A fresh temporary file path with a recognizable name.
    static func temporaryPath(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kanakanji-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    /// The fixture compiled to bytes, with the bundled word frequencies of its own surfaces as
    /// `kbsim dictionary build` would give them (the learned weights expect frequencies: without, every
    /// word counts as rare). Only the fixture's surfaces: the table's katakana loanwords are left out,
    /// so the fixture holds its own words alone.
    static func bytes(frequencies: WordFrequencies? = nil) throws -> [UInt8] {
        let source = try IPADICSource.read(directory: ipadic)
        return DictionaryBuilder.build(source, frequencies: try frequencies ?? fixtureFrequencies(source))
    }

    static func fixtureFrequencies(_ source: IPADICSource) throws -> WordFrequencies {
        let surfaces = Set(source.entries.map(\.surface))
        return WordFrequencies(zipf100: try cachedFrequencies.get().zipf100.filter { surfaces.contains($0.key) })
    }
    private static let cachedFrequencies = Result { try WordFrequencies.bundled() }

    /// The fixture compiled, written to a temporary file and opened.
    static func dictionary() throws -> KanaKanjiDictionary {
        let path = temporaryPath("fixture-\(UUID().uuidString).kkdic")
        try Data(try bytes()).write(to: URL(fileURLWithPath: path))
        return try KanaKanjiDictionary(path: path)
    }

    /// A converter over the fixture with no cost adjustments, so fixture costs decide.
    static func converter() throws -> KanaKanjiConverter {
        KanaKanjiConverter(dictionary: try dictionary(), model: .ipadicOnly)
    }
}
