import Foundation
import FuzzDriver
import KanaKanji

/// The kana-kanji pipeline's tab-separated tables are files a user passes on the command line: a word
/// list (`kbsim dictionary build --subset-words`), a word-frequency table (`--frequencies`) and a weight
/// table (`kbsim evaluate --weights`), and the evaluation files `kbsim evaluate` scores and learns from.
/// Each input is written to a file in a private temporary directory (on tmpfs when /dev/shm exists) and
/// read by all four readers. Every outcome is a value or a
/// `DictionaryError`/`ConversionModel` read error; a trap, a read outside a buffer (AddressSanitizer) or
/// a huge allocation is a finding.
private let path = fuzzInputPath("table", fileExtension: "tsv")

@_cdecl("FuzzTables_main")
func fuzzTablesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzTables(data, size)
    }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTables(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else { return 0 }
    defer { unlink(path) }
    if let words = try? DictionaryBuilder.readAttestedWords(path: path, minPairs: 2) {
        // Whatever was read is a set of non-empty words within the format's limits.
        for word in words where word.reading.isEmpty || word.surface.isEmpty || word.surface.utf8.count > 255 {
            fatalError("the word list reader returned a word outside the format: \(word)")
        }
    }
    if let (pairs, afterText) = try? Evaluation.readPairs(path: path) {
        // Every pair has both fields, and every mark names one of the pairs.
        for pair in pairs where pair.reading.isEmpty || pair.expected.isEmpty {
            fatalError("the evaluation file reader returned an empty field: \(pair)")
        }
        if let index = afterText.first(where: { $0 < 0 || $0 >= pairs.count }) {
            fatalError("the evaluation file reader marked pair \(index) of \(pairs.count)")
        }
    }
    _ = try? WordFrequencies.read(path: path)
    _ = try? ConversionModel.read(path: path)
    return 0
}
