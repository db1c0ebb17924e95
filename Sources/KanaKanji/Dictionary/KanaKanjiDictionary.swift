#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A compiled kana-kanji dictionary, memory-mapped read-only.
///
/// Open one with ``init(path:)`` or ``embedded()``. Opening checks the magic bytes, the format
/// version, every section size against the file, and a checksum of the header and the index (the
/// id tables and the cost codebook), so a truncated, foreign or damaged-header file is refused with a
/// ``DictionaryError`` that names it, in a time and memory that do not grow with the dictionary.
/// The rest (trie, entries, surfaces, matrix cells) is read only where a lookup touches it, every
/// read bounds-checked, so damage there gives wrong words, never a crash; ``verify()`` (`kbsim
/// dictionary verify`) checks the whole file against its checksum.
public final class KanaKanjiDictionary {
    /// One dictionary word, as found by a lookup.
    public struct Entry: Equatable, Sendable {
        /// Byte offset of the surface in the surface section.
        let surfaceOffset: UInt32
        /// Byte length of the surface.
        let surfaceLength: UInt16
        /// The left context id.
        public let leftId: UInt16
        /// The right context id.
        public let rightId: UInt16
        /// The word cost; lower is likelier.
        public let cost: Int16
        /// How the word takes part in a segment.
        public let wordClass: WordClass
        /// Whether the word is a proper noun.
        public let isProperNoun: Bool
        /// Whether the word is written with a kanji outside the Jōyō list.
        public let hasRareKanji: Bool
        /// Whether the dictionary also lists this word written in hiragana.
        public let hasKanaSpelling: Bool
        /// Whether this word is written in hiragana and the dictionary also lists it with kanji.
        public let hasKanjiSpelling: Bool
        /// IPADIC's part of speech, a ``PartOfSpeech`` class (0 = other).
        public let partOfSpeech: UInt8
        /// How the surface is written.
        public let script: SurfaceScript
        /// The left context id in IPADIC's own numbering (a subset renumbers ``leftId``).
        public let ipadicLeftId: UInt16
        /// Number of kanji in the surface (at most 15).
        public let kanjiCount: UInt8
        /// How common the surface is in general text: a ``WordFrequencies`` bucket, 0 = not listed.
        public let frequency: UInt8
        /// A katakana word that IPADIC lacks, added from the word-frequency table (クライアント).
        public let isListedLoanword: Bool
    }

    /// The path the dictionary was opened from (for messages).
    public let path: String
    /// Number of words in the dictionary.
    public let entryCount: Int
    /// Context ids given to words not in the dictionary.
    public let unknownIds: (left: UInt16, right: UInt16)
    /// Context ids given to numbers read from their kana.
    public let numberIds: (left: UInt16, right: UInt16)
    /// Whether the dictionary holds a subset of its source (like the embedded one) rather than all of it.
    public let isSubset: Bool
    /// The dictionary it was built from, whose context ids it uses.
    public let source: DictionarySourceKind

    private let base: UnsafeRawPointer
    private let mappedLength: Int
    private let firstChildren: UnsafeRawPointer
    private let entryStarts: UnsafeRawPointer
    private let labels: UnsafeRawPointer
    private let nodeCount: Int
    private let ipadicLeftIds: UnsafeRawPointer
    private let entries: UnsafeRawPointer
    private let surfaces: UnsafePointer<UInt8>
    private let surfaceByteCount: Int
    private let matrix: UnsafePointer<UInt8>
    private let rowClasses: UnsafeRawPointer
    private let columnClasses: UnsafeRawPointer
    private let rowClassCount: Int
    /// The bytes the index checksum covers after the header: left ids, matrix classes and codebook.
    let indexRange: Range<Int>?
    private let columnClassCount: Int
    /// The connection-cost codebook, decoded when opening.
    private let codebook: [Int]
    private let leftSize: Int
    private let rightSize: Int

    /// Memory-maps and validates the compiled dictionary at `path`.
    public init(path: String) throws {
        self.path = path
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw DictionaryError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw DictionaryError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        let size = Int(st.st_size)
        guard size >= DictionaryFormat.headerSize else {
            if size >= 8, try Self.readMagic(fd: fd) != DictionaryFormat.magic { throw DictionaryError.notADictionary(path: path) }
            throw DictionaryError.truncated(path: path, expectedBytes: DictionaryFormat.headerSize, actualBytes: size)
        }
        guard let map = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), map != MAP_FAILED else {
            throw DictionaryError.unreadable(path: path, reason: "mmap failed: \(String(cString: strerror(errno)))")
        }
        let raw = UnsafeRawPointer(map)
        var ok = false
        defer { if !ok { munmap(map, size) } }

        func u16(_ o: Int) -> Int { Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt16.self))) }
        func u32(_ o: Int) -> Int { Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt32.self))) }
        func u64(_ o: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }

        guard Array(UnsafeRawBufferPointer(start: raw, count: 8)) == DictionaryFormat.magic else { throw DictionaryError.notADictionary(path: path) }
        let version = UInt32(u32(8))
        guard version == DictionaryFormat.version else {
            throw DictionaryError.unsupportedVersion(path: path, found: version, expected: DictionaryFormat.version)
        }
        guard u32(12) == DictionaryFormat.headerSize else { throw DictionaryError.corrupt(path: path, problem: "header size \(u32(12)), expected \(DictionaryFormat.headerSize)") }
        let payload = u64(16)
        guard payload <= UInt64(Int.max - DictionaryFormat.headerSize), size == DictionaryFormat.headerSize + Int(payload) else {
            let expected = payload <= UInt64(Int.max / 2) ? DictionaryFormat.headerSize + Int(payload) : Int.max
            if size < expected { throw DictionaryError.truncated(path: path, expectedBytes: expected, actualBytes: size) }
            throw DictionaryError.corrupt(path: path, problem: "file is \(size) bytes but the header says \(expected)")
        }
        nodeCount = u32(32); entryCount = u32(36); surfaceByteCount = u32(40)
        leftSize = u16(44); rightSize = u16(46)
        unknownIds = (UInt16(u16(48)), UInt16(u16(50))); numberIds = (UInt16(u16(52)), UInt16(u16(54)))
        isSubset = raw.load(fromByteOffset: 56, as: UInt8.self) == 1
        guard let kind = DictionarySourceKind(rawValue: raw.load(fromByteOffset: 57, as: UInt8.self)) else {
            throw DictionaryError.corrupt(path: path, problem: "unknown source kind \(raw.load(fromByteOffset: 57, as: UInt8.self))")
        }
        source = kind
        rowClassCount = u16(58); columnClassCount = u16(60)
        let nodesOffset = DictionaryFormat.headerSize
        let entriesOffset = DictionaryFormat.padded(nodesOffset + DictionaryFormat.trieBytes(nodes: nodeCount))
        let surfacesOffset = entriesOffset + entryCount * DictionaryFormat.entrySize
        let leftIdsOffset = DictionaryFormat.padded(surfacesOffset + surfaceByteCount)
        let rowClassesOffset = DictionaryFormat.padded(leftIdsOffset + rightSize * 2)
        let columnClassesOffset = DictionaryFormat.padded(rowClassesOffset + leftSize * 2)
        let codebookOffset = DictionaryFormat.padded(columnClassesOffset + rightSize * 2)
        let matrixOffset = codebookOffset + DictionaryFormat.codebookSize * 2
        guard nodeCount >= 1, nodeCount < Int(UInt32.max), leftSize > 0, rightSize > 0,
              (1...leftSize).contains(rowClassCount), (1...rightSize).contains(columnClassCount),
              DictionaryFormat.padded(matrixOffset + DictionaryFormat.matrixBytes(rows: rowClassCount, columns: columnClassCount)) == size else {
            throw DictionaryError.corrupt(path: path, problem: "section sizes do not add up to the file size")
        }
        let stored = u64(DictionaryFormat.checkedHeaderSize)
        let computed = DictionaryFormat.indexChecksum(
            header: Array(UnsafeRawBufferPointer(start: raw, count: DictionaryFormat.checkedHeaderSize)),
            index: Array(UnsafeRawBufferPointer(start: raw + leftIdsOffset, count: matrixOffset - leftIdsOffset)))
        guard stored == computed else { throw DictionaryError.checksumMismatch(path: path, stored: stored, computed: computed) }
        indexRange = leftIdsOffset..<matrixOffset
        for i in 0..<leftSize where u16(rowClassesOffset + 2 * i) >= rowClassCount {
            throw DictionaryError.corrupt(path: path, problem: "right id \(i) has matrix row \(u16(rowClassesOffset + 2 * i)) of \(rowClassCount)")
        }
        for i in 0..<rightSize where u16(columnClassesOffset + 2 * i) >= columnClassCount {
            throw DictionaryError.corrupt(path: path, problem: "left id \(i) has matrix column \(u16(columnClassesOffset + 2 * i)) of \(columnClassCount)")
        }
        guard Int(unknownIds.left) < rightSize, Int(unknownIds.right) < leftSize,
              Int(numberIds.left) < rightSize, Int(numberIds.right) < leftSize else {
            throw DictionaryError.corrupt(path: path, problem: "default context ids outside the connection matrix")
        }
        base = raw; mappedLength = size
        firstChildren = raw + nodesOffset
        entryStarts = raw + nodesOffset + (nodeCount + 1) * 4
        labels = raw + nodesOffset + (nodeCount + 1) * 8
        ipadicLeftIds = raw + leftIdsOffset
        entries = raw + entriesOffset
        surfaces = (raw + surfacesOffset).assumingMemoryBound(to: UInt8.self)
        codebook = (0..<DictionaryFormat.codebookSize).map { Int(Int16(bitPattern: UInt16(u16(codebookOffset + 2 * $0)))) }
        rowClasses = raw + rowClassesOffset
        columnClasses = raw + columnClassesOffset
        matrix = (raw + matrixOffset).assumingMemoryBound(to: UInt8.self)
        ok = true
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), mappedLength) }

    private static func readMagic(fd: Int32) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 8)
        _ = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 8, 0) }
        return buffer
    }

    /// The dictionary shipped with the package: a documented subset of Mozc's dictionary (see docs/KanaKanji.md).
    public static func embedded() throws -> KanaKanjiDictionary {
        guard let url = Bundle.module.url(forResource: "mozc-subset", withExtension: "kkdic") else {
            throw DictionaryError.unreadable(path: "mozc-subset.kkdic", reason: "the package resource is missing")
        }
        return try KanaKanjiDictionary(path: url.path)
    }

    /// The connection cost between a word with right id `right` and a following word with left id `left`.
    @inline(__always)
    public func connectionCost(_ right: UInt16, _ left: UInt16) -> Int {
        let r = Int(right), l = Int(left)
        guard r < leftSize, l < rightSize else { return 0 }
        // Opening checked every class against the class counts.
        let row = Int(UInt16(littleEndian: rowClasses.loadUnaligned(fromByteOffset: r * 2, as: UInt16.self)))
        let column = Int(UInt16(littleEndian: columnClasses.loadUnaligned(fromByteOffset: l * 2, as: UInt16.self)))
        return codebook.withUnsafeBufferPointer { $0[Int(matrix[row * columnClassCount + column])] }
    }

    /// Rows and columns of the stored connection matrix: context ids with the same costs share one.
    public var connectionMatrixClasses: (rows: Int, columns: Int) { (rowClassCount, columnClassCount) }

    /// Checks the whole file against the checksum of its payload (opening checks only the header and
    /// the index). Reads every byte, so it takes time and brings the file into memory.
    ///
    /// - Throws: ``DictionaryError/checksumMismatch(path:stored:computed:)`` when a byte differs.
    public func verify() throws {
        let payload = UnsafeRawBufferPointer(start: base + DictionaryFormat.headerSize, count: mappedLength - DictionaryFormat.headerSize)
        let stored = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        let computed = DictionaryFormat.checksum(payload)
        guard stored == computed else { throw DictionaryError.checksumMismatch(path: path, stored: stored, computed: computed) }
    }

    /// The written form of `entry`.
    public func surface(of entry: Entry) -> String {
        let end = Int(entry.surfaceOffset) + Int(entry.surfaceLength)
        guard end <= surfaceByteCount else { return "" }
        return String(decoding: UnsafeBufferPointer(start: surfaces + Int(entry.surfaceOffset), count: Int(entry.surfaceLength)), as: UTF8.self)
    }

    /// Whether `entry` is written in katakana only (U+30A1–U+30FC), checked on its UTF-8 bytes
    /// without making a string.
    public func isKatakanaSurface(_ entry: Entry) -> Bool {
        let start = Int(entry.surfaceOffset), length = Int(entry.surfaceLength)
        guard length > 0, length % 3 == 0, start + length <= surfaceByteCount else { return false }
        var i = start
        while i < start + length {
            let b0 = surfaces[i], b1 = surfaces[i + 1], b2 = surfaces[i + 2]
            guard b0 == 0xE3, (b1 == 0x82 && b2 >= 0xA1) || (b1 == 0x83 && b2 <= 0xBC) else { return false }
            i += 3
        }
        return true
    }

    /// The entry at `index` (0 ..< ``entryCount``), or nil when out of range.
    public func entry(at index: Int) -> Entry? {
        guard index >= 0, index < entryCount else { return nil }
        let o = index * DictionaryFormat.entrySize
        func u16(_ k: Int) -> UInt16 { UInt16(littleEndian: entries.loadUnaligned(fromByteOffset: o + k, as: UInt16.self)) }
        let left = u16(4)
        let ipadicLeft = Int(left) < rightSize ? UInt16(littleEndian: ipadicLeftIds.loadUnaligned(fromByteOffset: Int(left) * 2, as: UInt16.self)) : left
        return Entry(
            surfaceOffset: UInt32(littleEndian: entries.loadUnaligned(fromByteOffset: o, as: UInt32.self)),
            surfaceLength: u16(10), leftId: left, rightId: u16(6), cost: Int16(bitPattern: u16(8)),
            wordClass: WordClass(rawValue: entries.load(fromByteOffset: o + 12, as: UInt8.self) & 15) ?? .content,
            isProperNoun: entries.load(fromByteOffset: o + 13, as: UInt8.self) & 1 != 0,
            hasRareKanji: entries.load(fromByteOffset: o + 13, as: UInt8.self) & 2 != 0,
            hasKanaSpelling: entries.load(fromByteOffset: o + 13, as: UInt8.self) & 4 != 0,
            hasKanjiSpelling: entries.load(fromByteOffset: o + 13, as: UInt8.self) & 8 != 0,
            partOfSpeech: entries.load(fromByteOffset: o + 14, as: UInt8.self),
            script: SurfaceScript(rawValue: entries.load(fromByteOffset: o + 15, as: UInt8.self) >> 4) ?? .mixed,
            ipadicLeftId: ipadicLeft,
            kanjiCount: entries.load(fromByteOffset: o + 15, as: UInt8.self) & 15,
            frequency: entries.load(fromByteOffset: o + 13, as: UInt8.self) >> 4,
            isListedLoanword: entries.load(fromByteOffset: o + 12, as: UInt8.self) & 16 != 0)
    }

    /// Calls `body` with the length and entry index range of every dictionary reading that is a
    /// prefix of `key[start...]`, shortest first. Allocates nothing.
    public func forEachPrefix(of key: UnsafeBufferPointer<UInt16>, from start: Int, _ body: (_ length: Int, _ entries: Range<Int>) -> Void) {
        var node = 0
        var i = start
        while i < key.count {
            let (first, count) = children(of: node)
            guard let child = findChild(key[i], first: first, count: count) else { return }
            node = child
            i += 1
            let (entryStart, entryCount) = entryRange(of: node)
            if entryCount > 0, entryStart + entryCount <= self.entryCount { body(i - start, entryStart..<(entryStart + entryCount)) }
        }
    }

    /// Every entry whose reading is exactly `reading` (cheapest first).
    public func lookup(_ reading: String) -> [Entry] {
        var node = 0
        for unit in reading.utf16 {
            let (first, count) = children(of: node)
            guard let child = findChild(unit, first: first, count: count) else { return [] }
            node = child
        }
        let (s, c) = entryRange(of: node)
        return (s..<(s + c)).compactMap { entry(at: $0) }
    }

    /// The first child of `node` and the number of children (0 when the file's ranges are inconsistent).
    @inline(__always)
    private func children(of node: Int) -> (Int, Int) {
        let first = Int(UInt32(littleEndian: firstChildren.loadUnaligned(fromByteOffset: node * 4, as: UInt32.self)))
        let next = Int(UInt32(littleEndian: firstChildren.loadUnaligned(fromByteOffset: node * 4 + 4, as: UInt32.self)))
        return (first, next >= first ? next - first : 0)
    }

    /// The first entry of `node` and the number of entries (0 when the file's ranges are inconsistent).
    @inline(__always)
    private func entryRange(of node: Int) -> (Int, Int) {
        let first = Int(UInt32(littleEndian: entryStarts.loadUnaligned(fromByteOffset: node * 4, as: UInt32.self)))
        let next = Int(UInt32(littleEndian: entryStarts.loadUnaligned(fromByteOffset: node * 4 + 4, as: UInt32.self)))
        return (first, next >= first ? next - first : 0)
    }

    @inline(__always)
    private func findChild(_ label: UInt16, first: Int, count: Int) -> Int? {
        var lo = first, hi = first + count
        guard hi <= nodeCount else { return nil }
        while lo < hi {
            let mid = (lo + hi) / 2
            let l = UInt16(littleEndian: labels.loadUnaligned(fromByteOffset: mid * 2, as: UInt16.self))
            if l == label { return mid }
            if l < label { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }
}
