import Foundation
import FuzzDriver
import KanaKanji

/// The dictionary sources `kbsim dictionary build` reads (issue 27): Mozc's MeCab-compiled `sys.dic` and
/// IPADIC's `matrix.def`, each from a directory of files, so each input is written into a private
/// temporary directory (on tmpfs when /dev/shm exists) beside fixed companion files. The first byte
/// chooses the reader: even, the rest is a `sys.dic` read with a 4 × 4 `matrix.bin` and four ids in
/// `id.def`; odd, the rest is a `matrix.def` read with a one-word ASCII CSV. A `sys.dic` of at least a
/// header's length has its magic number, version, type, id counts and charset set and its section sizes
/// made to add up to the file (derived from the input's own size fields), so inputs reach the double
/// array and the tokens instead of stopping at the header. Every outcome is a source or a
/// `DictionaryError`; a trap, a read outside a buffer (AddressSanitizer), or an allocation beyond
/// -malloc_limit_mb (the sizes are bounded by the file) is a finding.
private let directory: String = {
    let path = fuzzInputPath("sources", fileExtension: "d")
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    var matrix: [UInt8] = [4, 0, 4, 0]
    for cell in 0..<16 { matrix += [UInt8(cell), 0] }
    FileManager.default.createFile(atPath: path + "/matrix.bin", contents: Data(matrix))
    FileManager.default.createFile(atPath: path + "/id.def", contents: Data("0 BOS/EOS,*\n1 N,a\n2 P,b\n3 V,c\n".utf8))
    FileManager.default.createFile(atPath: path + "/a.csv", contents: Data("x,0,0,100,N,a,*,*,*,*,x,x,x\n".utf8))
    return path
}()

@_cdecl("FuzzDictionarySources_main")
func fuzzDictionarySourcesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzzDictionarySources(data, size)
    }
}

private func put32(_ bytes: inout [UInt8], _ offset: Int, _ value: UInt32) {
    for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
}

private func get32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
}

/// The input callback (also under libFuzzer's conventional name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzDictionarySources(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 1 else { return 0 }
    var bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    do {
        if data[0] & 1 == 0 {
            if bytes.count >= 72 {
                let rest = UInt32(bytes.count - 72)
                let arrayBytes = get32(bytes, 24) % (rest + 1) / 8 * 8
                let tokenCount = get32(bytes, 12) % ((rest - arrayBytes) / 16 + 1)
                put32(&bytes, 0, 0xEF71_8F77 ^ UInt32(bytes.count))
                put32(&bytes, 4, 102); put32(&bytes, 8, 0); put32(&bytes, 12, tokenCount)
                put32(&bytes, 16, 4); put32(&bytes, 20, 4); put32(&bytes, 24, arrayBytes)
                put32(&bytes, 28, tokenCount * 16); put32(&bytes, 32, rest - arrayBytes - tokenCount * 16)
                bytes.replaceSubrange(40..<72, with: Array("utf-8".utf8) + [UInt8](repeating: 0, count: 27))
            }
            guard FileManager.default.createFile(atPath: directory + "/sys.dic", contents: Data(bytes)) else { return 0 }
            let source = try MozcSource.read(directory: directory, idDefinitions: directory + "/id.def")
            for entry in source.entries where entry.reading.isEmpty || entry.surface.isEmpty || entry.leftId >= 4 || entry.rightId >= 4 {
                fatalError("the sys.dic reader returned an entry outside the format: \(entry)")
            }
        } else {
            guard FileManager.default.createFile(atPath: directory + "/matrix.def", contents: Data(bytes)) else { return 0 }
            let source = try IPADICSource.read(directory: directory)
            if source.matrix.count != source.leftSize * source.rightSize {
                fatalError("matrix.def gave \(source.matrix.count) costs for \(source.leftSize) × \(source.rightSize)")
            }
        }
    } catch is DictionaryError {
    } catch {
        fatalError("a source reader threw something other than a DictionaryError: \(error)")
    }
    return 0
}
