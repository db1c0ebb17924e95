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

    /// The fixture compiled to bytes, with the bundled word frequencies as `kbsim dictionary build`
    /// uses them (the learned weights expect them: without, every word counts as rare).
    static func bytes(frequencies: WordFrequencies? = nil) throws -> [UInt8] {
        DictionaryBuilder.build(try IPADICSource.read(directory: ipadic), frequencies: try frequencies ?? bundledFrequencies())
    }

    /// The bundled table, read once.
    static func bundledFrequencies() throws -> WordFrequencies { try cachedFrequencies.get() }
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
