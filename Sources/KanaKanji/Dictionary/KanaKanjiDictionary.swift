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
        /// The entry's index in the dictionary (its reading is found from it).
        let index: Int
        /// How the surface is stored: a ``DictionaryFormat/SurfaceKind``, a count and a pool offset.
        let surfaceWord: UInt32
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
    private let labels: UnsafeRawPointer
    private let labelWidth: Int
    /// The UTF-16 unit of each trie label, ascending (decoded when opening: at most 65,536).
    private let labelUnits: [UInt16]
    private let childBases: UnsafeRawPointer, childOffsets: UnsafeRawPointer, childShift: Int
    private let entryBases: UnsafeRawPointer, entryOffsets: UnsafeRawPointer, entryShift: Int
    private let nodeCount: Int
    private let attributes: UnsafeRawPointer
    private let attributeCount: Int
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
        childShift = Int(raw.load(fromByteOffset: 62, as: UInt8.self)); entryShift = Int(raw.load(fromByteOffset: 63, as: UInt8.self))
        let labelCount = u32(64)
        attributeCount = u32(68)
        guard childShift <= 31, entryShift <= 31, (1...65_536).contains(labelCount), attributeCount <= DictionaryFormat.maxAttributes else {
            throw DictionaryError.corrupt(path: path, problem: "trie block shifts, label or attribute count out of range")
        }
        let layout = DictionaryFormat.Layout(
            nodes: nodeCount, entries: entryCount, surfaceBytes: surfaceByteCount, leftSize: leftSize, rightSize: rightSize,
            childShift: childShift, entryShift: entryShift, labels: labelCount, attributes: attributeCount,
            rows: rowClassCount, columns: columnClassCount)
        let leftIdsOffset = layout.leftIds, matrixOffset = layout.matrix
        let rowClassesOffset = layout.rowClasses, columnClassesOffset = layout.columnClasses, codebookOffset = layout.codebook
        guard nodeCount >= 1, nodeCount < Int(UInt32.max), leftSize > 0, rightSize > 0,
              (1...leftSize).contains(rowClassCount), (1...rightSize).contains(columnClassCount),
              layout.end == size else {
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
        for i in 0..<attributeCount {
            let o = layout.attributes + i * DictionaryFormat.attributeSize
            guard u16(o) < rightSize, u16(o + 2) < leftSize else {
                throw DictionaryError.corrupt(path: path, problem: "attribute \(i) has context ids \(u16(o)), \(u16(o + 2)) outside the connection matrix")
            }
        }
        var units: [UInt16] = []
        units.reserveCapacity(labelCount)
        for i in 0..<labelCount {
            let unit = UInt16(u16(layout.labelTable + 2 * i))
            guard units.last.map({ $0 < unit }) ?? true else { throw DictionaryError.corrupt(path: path, problem: "trie labels not in ascending order") }
            units.append(unit)
        }
        labelUnits = units
        guard Int(unknownIds.left) < rightSize, Int(unknownIds.right) < leftSize,
              Int(numberIds.left) < rightSize, Int(numberIds.right) < leftSize else {
            throw DictionaryError.corrupt(path: path, problem: "default context ids outside the connection matrix")
        }
        base = raw; mappedLength = size
        labels = raw + layout.labels; labelWidth = layout.labelWidth
        childBases = raw + layout.childBases; childOffsets = raw + layout.childOffsets
        entryBases = raw + layout.entryBases; entryOffsets = raw + layout.entryOffsets
        attributes = raw + layout.attributes
        ipadicLeftIds = raw + leftIdsOffset
        entries = raw + layout.entries
        surfaces = (raw + layout.surfaces).assumingMemoryBound(to: UInt8.self)
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
    /// Then checks every structure a lookup walks (trie ranges and labels, entries' attributes and surfaces).
    ///
    /// - Throws: ``DictionaryError/checksumMismatch(path:stored:computed:)`` when a byte differs,
    ///   ``DictionaryError/corrupt(path:problem:)`` when a structure is inconsistent.
    public func verify() throws {
        let payload = UnsafeRawBufferPointer(start: base + DictionaryFormat.headerSize, count: mappedLength - DictionaryFormat.headerSize)
        let stored = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        let computed = DictionaryFormat.checksum(payload)
        guard stored == computed else { throw DictionaryError.checksumMismatch(path: path, stored: stored, computed: computed) }
        try verifyStructure()
    }

    /// The written form of `entry`. A surface stored relative to the reading is spelt from the reading,
    /// found by walking up the trie (about a microsecond); a caller that has the reading at hand passes it
    /// to ``surface(of:reading:)`` instead.
    public func surface(of entry: Entry) -> String {
        let word = entry.surfaceWord
        // A surface stored whole needs no reading, so no walk up the trie.
        let reading = word & 3 == DictionaryFormat.SurfaceKind.pool.rawValue ? [] : readingUnits(ofEntryAt: entry.index)
        return reading.withUnsafeBufferPointer { spell(word, reading: $0) }
    }

    /// The written form of `entry`, given its reading as the UTF-16 units it was found under (a
    /// ``forEachPrefix(of:from:_:)`` key's slice): no walk up the trie. A reading that is not the entry's
    /// gives a wrong word, never a crash.
    public func surface(of entry: Entry, reading: UnsafeBufferPointer<UInt16>) -> String {
        spell(entry.surfaceWord, reading: reading)
    }

    /// Spells a surface word with `reading`: the pool string, the reading, its katakana, or a stem and
    /// the reading's last units.
    private func spell(_ word: UInt32, reading: UnsafeBufferPointer<UInt16>) -> String {
        switch DictionaryFormat.SurfaceKind(rawValue: word & 3) ?? .pool {
        case .pool: return poolString(at: Int(word >> 5)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        case .reading: return String(decoding: reading, as: UTF16.self)
        case .katakana:
            return String(decoding: reading.lazy.map(Kana.katakana(unit:)), as: UTF16.self)
        case .stem:
            guard let stem = poolString(at: Int(word >> 5)) else { return "" }
            let count = min(Int(word >> 2 & 7), reading.count)
            return String(decoding: stem, as: UTF8.self)
                + String(decoding: UnsafeBufferPointer(rebasing: reading[(reading.count - count)...]), as: UTF16.self)
        }
    }

    /// The reading of `entry` (in hiragana, as the dictionary indexes it).
    public func reading(of entry: Entry) -> String {
        String(decoding: readingUnits(ofEntryAt: entry.index), as: UTF16.self)
    }

    /// The pool string at `offset`: its UTF-8 bytes, or nil when it runs past the pool.
    private func poolString(at offset: Int) -> UnsafeBufferPointer<UInt8>? {
        guard offset < surfaceByteCount else { return nil }
        let length = Int(surfaces[offset])
        guard offset + 1 + length <= surfaceByteCount else { return nil }
        return UnsafeBufferPointer(start: surfaces + offset + 1, count: length)
    }

    /// The reading of the entry at `index`, found by walking up the trie from the node whose entries
    /// hold it (a binary search for the node, then for each ancestor); empty when the index is out of
    /// range or the trie is inconsistent. Used to spell surfaces stored relative to their reading.
    private func readingUnits(ofEntryAt index: Int) -> [UInt16] {
        guard index >= 0, index < entryCount else { return [] }
        // The last node whose entry start is at most `index`.
        var lo = 0, hi = nodeCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if blockValue(mid, entryBases, entryOffsets, entryShift) <= index { lo = mid } else { hi = mid - 1 }
        }
        var node = lo
        var units: [UInt16] = []
        while node > 0, units.count < 1024 {
            units.append(label(of: node))
            // The parent: the last node whose first child is at most `node`.
            var a = 0, b = node - 1
            while a < b {
                let mid = (a + b + 1) / 2
                if blockValue(mid, childBases, childOffsets, childShift) <= node { a = mid } else { b = mid - 1 }
            }
            node = a
        }
        return units.reversed()
    }

    /// Whether `entry` is written in katakana only (U+30A1–U+30FC).
    public func isKatakanaSurface(_ entry: Entry) -> Bool {
        let word = entry.surfaceWord
        if word & 3 == DictionaryFormat.SurfaceKind.pool.rawValue {
            // Checked on the pool's UTF-8 bytes, without making a string.
            guard let bytes = poolString(at: Int(word >> 5)), bytes.count > 0, bytes.count % 3 == 0 else { return false }
            var i = 0
            while i < bytes.count {
                let b0 = bytes[i], b1 = bytes[i + 1], b2 = bytes[i + 2]
                guard b0 == 0xE3, (b1 == 0x82 && b2 >= 0xA1) || (b1 == 0x83 && b2 <= 0xBC) else { return false }
                i += 3
            }
            return true
        }
        let surface = self.surface(of: entry)
        return !surface.isEmpty && surface.unicodeScalars.allSatisfy { (0x30A1...0x30FC).contains($0.value) }
    }

    /// The entry at `index` (0 ..< ``entryCount``), or nil when out of range or its attributes are.
    public func entry(at index: Int) -> Entry? {
        guard index >= 0, index < entryCount else { return nil }
        let o = index * DictionaryFormat.entrySize
        let attribute = Int(UInt16(littleEndian: entries.loadUnaligned(fromByteOffset: o, as: UInt16.self)))
        guard attribute < attributeCount else { return nil }
        let a = attribute * DictionaryFormat.attributeSize
        // Opening checked every attribute's ids against the matrix.
        let left = UInt16(littleEndian: attributes.loadUnaligned(fromByteOffset: a, as: UInt16.self))
        let right = UInt16(littleEndian: attributes.loadUnaligned(fromByteOffset: a + 2, as: UInt16.self))
        let wordClass = attributes.load(fromByteOffset: a + 4, as: UInt8.self)
        let ipadicLeft = Int(left) < rightSize ? UInt16(littleEndian: ipadicLeftIds.loadUnaligned(fromByteOffset: Int(left) * 2, as: UInt16.self)) : left
        let flags = attributes.load(fromByteOffset: a + 6, as: UInt8.self)
        let script = attributes.load(fromByteOffset: a + 7, as: UInt8.self)
        return Entry(
            index: index,
            surfaceWord: UInt32(littleEndian: entries.loadUnaligned(fromByteOffset: o + 4, as: UInt32.self)),
            leftId: left, rightId: right,
            cost: Int16(bitPattern: UInt16(littleEndian: entries.loadUnaligned(fromByteOffset: o + 2, as: UInt16.self))),
            wordClass: WordClass(rawValue: wordClass & 15) ?? .content,
            isProperNoun: wordClass & 32 != 0,
            hasRareKanji: flags & 1 != 0,
            hasKanaSpelling: flags & 2 != 0,
            hasKanjiSpelling: flags & 4 != 0,
            partOfSpeech: attributes.load(fromByteOffset: a + 5, as: UInt8.self),
            script: SurfaceScript(rawValue: script >> 4) ?? .mixed,
            ipadicLeftId: ipadicLeft,
            kanjiCount: script & 15,
            frequency: flags >> 4,
            isListedLoanword: wordClass & 16 != 0)
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

    /// Value `i` (0 ... node count) of a two-level array: its block's UInt32 base plus its UInt16 offset.
    @inline(__always)
    private func blockValue(_ i: Int, _ bases: UnsafeRawPointer, _ offsets: UnsafeRawPointer, _ shift: Int) -> Int {
        Int(UInt32(littleEndian: bases.loadUnaligned(fromByteOffset: (i >> shift) * 4, as: UInt32.self)))
            + Int(UInt16(littleEndian: offsets.loadUnaligned(fromByteOffset: i * 2, as: UInt16.self)))
    }

    /// The UTF-16 unit of `node`'s label (0 when the label is out of the table).
    @inline(__always)
    private func label(of node: Int) -> UInt16 {
        let index = labelIndex(of: node)
        return index < labelUnits.count ? labelUnits[index] : 0
    }

    /// The index into the label table stored for `node` (one or two bytes a node).
    @inline(__always)
    private func labelIndex(of node: Int) -> Int {
        labelWidth == 1 ? Int(labels.load(fromByteOffset: node, as: UInt8.self))
            : Int(UInt16(littleEndian: labels.loadUnaligned(fromByteOffset: node * 2, as: UInt16.self)))
    }

    /// The first child of `node` and the number of children (0 when the file's ranges are inconsistent).
    @inline(__always)
    private func children(of node: Int) -> (Int, Int) {
        let first = blockValue(node, childBases, childOffsets, childShift)
        let next = blockValue(node + 1, childBases, childOffsets, childShift)
        return (first, next >= first ? next - first : 0)
    }

    /// The first entry of `node` and the number of entries (0 when the file's ranges are inconsistent).
    @inline(__always)
    private func entryRange(of node: Int) -> (Int, Int) {
        let first = blockValue(node, entryBases, entryOffsets, entryShift)
        let next = blockValue(node + 1, entryBases, entryOffsets, entryShift)
        return (first, next >= first ? next - first : 0)
    }

    @inline(__always)
    private func findChild(_ unit: UInt16, first: Int, count: Int) -> Int? {
        var lo = first, hi = first + count
        guard hi <= nodeCount else { return nil }
        while lo < hi {
            let mid = (lo + hi) / 2
            let l = label(of: mid)
            if l == unit { return mid }
            if l < unit { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }

    /// Checks the structures a lookup walks, every value of them (``verify()`` does after the checksum):
    /// the trie's child and entry ranges, its labels, every entry's attributes and surface.
    func verifyStructure() throws {
        func corrupt(_ problem: String) -> DictionaryError { .corrupt(path: path, problem: problem) }
        var previousChild = 0, previousEntry = 0
        for node in 0...nodeCount {
            let child = blockValue(node, childBases, childOffsets, childShift)
            let entry = blockValue(node, entryBases, entryOffsets, entryShift)
            guard child >= previousChild, child <= nodeCount else { throw corrupt("trie node \(node) has first child \(child)") }
            // Breadth-first order: a node's children come after it.
            if node > 0, child > previousChild, previousChild <= node - 1 { throw corrupt("trie node \(node - 1) has children before it") }
            guard entry >= previousEntry, entry <= entryCount else { throw corrupt("trie node \(node) has entry start \(entry)") }
            if node < nodeCount {
                let index = labelIndex(of: node)
                guard index < labelUnits.count else { throw corrupt("trie node \(node) has label \(index) of \(labelUnits.count)") }
            }
            previousChild = child; previousEntry = entry
        }
        guard blockValue(nodeCount, childBases, childOffsets, childShift) == nodeCount,
              blockValue(nodeCount, entryBases, entryOffsets, entryShift) == entryCount else {
            throw corrupt("the trie's last ranges do not end at the node and entry counts")
        }
        for i in 0..<entryCount {
            let o = i * DictionaryFormat.entrySize
            let attribute = Int(UInt16(littleEndian: entries.loadUnaligned(fromByteOffset: o, as: UInt16.self)))
            guard attribute < attributeCount else { throw corrupt("entry \(i) has attributes \(attribute) of \(attributeCount)") }
            let word = UInt32(littleEndian: entries.loadUnaligned(fromByteOffset: o + 4, as: UInt32.self))
            let kind = word & 3, count = Int(word >> 2 & 7)
            if kind == DictionaryFormat.SurfaceKind.pool.rawValue || kind == DictionaryFormat.SurfaceKind.stem.rawValue {
                guard poolString(at: Int(word >> 5)) != nil else { throw corrupt("entry \(i) has a surface beyond the surface bytes") }
            }
            guard (kind == DictionaryFormat.SurfaceKind.stem.rawValue) == (count > 0) else {
                throw corrupt("entry \(i) has surface kind \(kind) with count \(count)")
            }
        }
    }
}
