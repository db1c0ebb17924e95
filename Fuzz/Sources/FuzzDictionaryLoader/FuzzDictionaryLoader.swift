import Foundation
import FuzzDriver
import KanaKanji

/// The loader's public API opens a path (it maps the file), so each input is written to a file in a
/// private temporary directory (on tmpfs when /dev/shm exists) and opened. A dictionary that opens is
/// then used: a conversion reads its index, entries and connection costs. Every outcome is a dictionary
/// or a `DictionaryError`; a trap, a read outside the file (AddressSanitizer) or a huge allocation
/// (-rss_limit_mb / -malloc_limit_mb) is a finding.
private let path = fuzzInputPath("dictionary", fileExtension: "kkdic")

@_cdecl("FuzzDictionaryLoader_main")
func fuzzDictionaryLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzDictionaryLoader(data, size)
    }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzDictionaryLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size)) else { return 0 }
    defer { unlink(path) }
    do {
        let dictionary = try KanaKanjiDictionary(path: path)
        let converter = KanaKanjiConverter(dictionary: dictionary)
        for reading in ["きょう", "わたし", "にほんご", "123", "ー"] { _ = converter.convert(reading, candidateLimit: 3) }
    } catch is DictionaryError {
    } catch {
        fatalError("the loader threw something other than a DictionaryError: \(error)")
    }
    return 0
}
