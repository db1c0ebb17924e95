/// The layout of a compiled dictionary file (all integers little-endian).
///
/// ```
/// header (80 bytes)
///   0  magic "KKDICT\0\0"      8  format version (UInt32)   12 header size (UInt32)
///   16 payload size (UInt64)   24 checksum of the whole payload (UInt64; `kbsim dictionary verify`)
///   32 node count (UInt32)     36 entry count (UInt32)      40 surface bytes (UInt32)
///   44 left size (UInt16)      46 right size (UInt16)
///   48 unknown-word left id    50 unknown-word right id     52 number left id  54 number right id
///   56 selection (UInt8: 0 = every source entry, 1 = a subset)
///   57 source (UInt8: a `DictionarySourceKind`, 0 = IPADIC, 1 = Mozc)
///   58 row classes (UInt16)    60 column classes (UInt16)
///   62 child block shift (UInt8)  63 entry block shift (UInt8)
///   64 label count (UInt32)    68 attribute count (UInt32)
///   72 index checksum (UInt64): of header bytes 0–71 and the sections from left ids to the codebook,
///      checked on every open
/// payload, each section padded to 8 bytes
///   trie labels  one per node: an index into the label table, 1 byte when the table has at most 256
///                labels, else 2. Node 0 is the root; nodes are in breadth-first order, so a node's
///                children run from its first child to the next node's first child (sorted by label) and
///                its entries from its entry start to the next node's entry start
///   first child  (node count + 1) values, each a UInt32 block base (one per 2^child-shift nodes) plus a
///                UInt16 offset of its own: bases, then offsets
///   entry start  the same, with the entry block shift
///   entries      8 bytes each: attributes (UInt16, an index into the attribute table), cost (Int16),
///                surface (UInt32: bits 0–1 how it is written, bits 2–4 a count, bits 5–31 an offset in
///                the surface pool); grouped by reading in node order, cheapest first. The surface is written
///                0: as the pool string at the offset; 1: as the reading; 2: as the reading in katakana;
///                3: as the pool string at the offset followed by the last `count` (1–7) UTF-16 units
///                of the reading (a kanji stem and its okurigana: 書 + く)
///   surfaces     the pool: strings of one length byte and that many UTF-8 bytes, shared
///   left ids     UInt16 × right size: the source's number for each left context id (a subset renumbers them)
///   labels       UInt16 × label count: the UTF-16 unit of each trie label, ascending
///   attributes   8 bytes each, the distinct tuples of the entries' other fields (at most 65,536; Mozc's
///                1.3 M entries have 31,175): left id, right id (UInt16), word class (UInt8: low nibble a
///                `WordClass`, bit 4 = a katakana word added from the frequency table, bit 5 = a proper
///                noun), part of speech (UInt8, a `PartOfSpeech` class), flags (UInt8: bit 0 = written
///                with a kanji outside the Jōyō list, bit 1 = also listed in hiragana, bit 2 = a hiragana
///                entry also listed with kanji, bits 4–7 = the surface's `WordFrequencies` bucket, 0 = not
///                listed), script (UInt8: high nibble a `SurfaceScript`, low nibble the number of kanji,
///                at most 15)
///   row classes  UInt16 × left size: the matrix row of each right id of a preceding word
///   column classes UInt16 × right size: the matrix column of each left id of a following word
///   codebook     256 Int16 costs
///   matrix       one UInt8 codebook index per cell, row classes × column classes,
///                row = the previous word's right id's class
/// ```
///
/// Ids whose rows (columns) hold the same costs share one row (column) of the matrix; a subset may also
/// merge ids whose costs differ by at most a tolerance (``DictionaryBuilder/Selection``).
/// Version 1 stored trie nodes as 16-byte records, the matrix as Int16 cells, and had no part of
/// speech, script or IPADIC left ids. Version 2 had no frequency buckets. Version 3 had a 64-byte
/// header without the index checksum, no row or column classes, and was checked whole on every open.
/// Version 4 stored 10-byte trie nodes (two UInt32 and a UTF-16 label) and 16-byte entries with the
/// ids, flags and a UTF-8 surface (offset and length) each.
enum DictionaryFormat {
    static let magic: [UInt8] = Array("KKDICT".utf8) + [0, 0]
    static let version: UInt32 = 5
    /// Entries of the connection-cost codebook.
    static let codebookSize = 256
    static let headerSize = 80
    /// Header bytes covered by the index checksum (the checksum itself lies after them).
    static let checkedHeaderSize = 72
    static let entrySize = 8
    static let attributeSize = 8
    /// Most distinct attribute tuples a file holds (an entry refers to one with a UInt16).
    static let maxAttributes = 65_536
    /// Longest surface (UTF-8 bytes) a pool string holds.
    static let maxSurfaceBytes = 255
    /// Most reading units a stem-and-okurigana surface takes from the reading.
    static let maxOkurigana = 7
    /// Largest surface-pool offset an entry can hold.
    static let maxPoolOffset = (1 << 27) - 1

    /// How an entry's surface is written (bits 0–1 of its surface word).
    enum SurfaceKind: UInt32 {
        /// The pool string.
        case pool = 0
        /// The reading itself (a word written in hiragana).
        case reading = 1
        /// The reading in katakana.
        case katakana = 2
        /// The pool string (a stem) followed by the reading's last units (okurigana).
        case stem = 3
    }

    /// Byte offsets of the sections of a file with the given header counts.
    struct Layout {
        let labels: Int, labelWidth: Int
        let childBases: Int, childOffsets: Int, entryBases: Int, entryOffsets: Int
        let entries: Int, surfaces: Int, leftIds: Int, labelTable: Int, attributes: Int
        let rowClasses: Int, columnClasses: Int, codebook: Int, matrix: Int, end: Int

        /// Counts are at most 2^32 and shifts at most 31, so no sum overflows an `Int`.
        init(nodes: Int, entries entryCount: Int, surfaceBytes: Int, leftSize: Int, rightSize: Int,
             childShift: Int, entryShift: Int, labels labelCount: Int, attributes attributeCount: Int,
             rows: Int, columns: Int) {
            labels = headerSize
            labelWidth = labelCount <= 256 ? 1 : 2
            childBases = padded(labels + nodes * labelWidth)
            childOffsets = childBases + ((nodes >> childShift) + 1) * 4
            entryBases = padded(childOffsets + (nodes + 1) * 2)
            entryOffsets = entryBases + ((nodes >> entryShift) + 1) * 4
            self.entries = padded(entryOffsets + (nodes + 1) * 2)
            surfaces = padded(self.entries + entryCount * entrySize)
            leftIds = padded(surfaces + surfaceBytes)
            labelTable = padded(leftIds + rightSize * 2)
            attributes = padded(labelTable + labelCount * 2)
            rowClasses = padded(attributes + attributeCount * attributeSize)
            columnClasses = padded(rowClasses + leftSize * 2)
            codebook = padded(columnClasses + rightSize * 2)
            matrix = codebook + codebookSize * 2
            end = padded(matrix + matrixBytes(rows: rows, columns: columns))
        }
    }

    /// The largest block shift (at most 8) such that every value of the non-decreasing `values` lies
    /// within 65,535 of the value at the start of its block of 2^shift values (0 always fits).
    static func blockShift(_ values: [UInt32]) -> Int {
        for shift in stride(from: 8, through: 1, by: -1) {
            var fits = true
            var i = 0
            while i < values.count, fits {
                let base = values[(i >> shift) << shift]
                if values[i] < base || values[i] - base > UInt32(UInt16.max) { fits = false }
                i += 1
            }
            if fits { return shift }
        }
        return 0
    }

    static func padded(_ n: Int) -> Int { (n + 7) & ~7 }

    /// Bytes of the matrix cells for `rows` × `columns` classes.
    static func matrixBytes(rows: Int, columns: Int) -> Int { rows * columns }

    /// A codebook of at most 256 costs for `values` and each value's index in it: 1-D k-means
    /// (Lloyd's algorithm over the distinct values, started from their quantiles). On IPADIC's
    /// matrix the median error is 12 and 99 % of cells are within 23. Deterministic.
    static func quantize(_ values: [Int16]) -> (codebook: [Int16], indices: [UInt8]) {
        // Every distinct cost weighs the same, however many cells hold it: weighting by cells spends the
        // codebook on the crowded middle and misses the rare strongly negative costs that decide paths
        // (dev sentence accuracy 38.0 % instead of 40.5 %).
        var histogram: [Int16: Double] = [:]
        for v in values { histogram[v] = 1 }
        let distinct = histogram.keys.sorted()
        guard !distinct.isEmpty else { return ([0], []) }
        var centres: [Double]
        if distinct.count <= codebookSize {
            centres = distinct.map(Double.init)
        } else {
            // Start from quantiles of the cells, then refine.
            var cumulative = 0.0
            var starts: [Double] = []
            let total = histogram.values.reduce(0, +)
            var next = 0
            for v in distinct {
                cumulative += histogram[v] ?? 0
                while next < codebookSize, cumulative * Double(codebookSize) > Double(next) * total { starts.append(Double(v)); next += 1 }
            }
            centres = Array(Set(starts)).sorted()
            for _ in 0..<30 {
                var sums = [Double](repeating: 0, count: centres.count), counts = [Double](repeating: 0, count: centres.count)
                var c = 0
                for v in distinct {
                    let x = Double(v)
                    while c + 1 < centres.count, abs(centres[c + 1] - x) <= abs(centres[c] - x) { c += 1 }
                    let n = histogram[v] ?? 0
                    sums[c] += x * n; counts[c] += n
                }
                var moved = false
                for i in centres.indices where counts[i] > 0 {
                    let m = (sums[i] / counts[i]).rounded()
                    if m != centres[i] { centres[i] = m; moved = true }
                }
                centres = Array(Set(centres)).sorted()
                if !moved { break }
            }
        }
        let codebook = centres.map { Int16(max(Double(Int16.min), min(Double(Int16.max), $0))) }
        var lookup: [Int16: UInt8] = [:]
        var c = 0
        for v in distinct {
            let x = Int(v)
            while c + 1 < codebook.count, abs(Int(codebook[c + 1]) - x) <= abs(Int(codebook[c]) - x) { c += 1 }
            lookup[v] = UInt8(c)
        }
        return (codebook, values.map { lookup[$0] ?? 0 })
    }

    /// The checksum opening checks: of the header's first ``checkedHeaderSize`` bytes and the index
    /// (the sections from the left ids to the codebook), a few kilobytes whatever the dictionary's size.
    static func indexChecksum(header: [UInt8], index: [UInt8]) -> UInt64 {
        let bytes = Array(header.prefix(checkedHeaderSize)) + index
        return bytes.withUnsafeBytes { checksum($0) }
    }

    /// A 64-bit checksum over 8-byte words (the payload is a multiple of 8 bytes long): four
    /// independent multiply-xor lanes, so that checking 20 MB when opening takes a few milliseconds.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5)
        let words = bytes.count / 8
        @inline(__always) func word(_ i: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
        @inline(__always) func mix(_ h: UInt64, _ w: UInt64) -> UInt64 { let m = (h ^ w) &* prime; return m ^ (m >> 29) }
        var i = 0
        while i + 4 <= words {
            lanes.0 = mix(lanes.0, word(i)); lanes.1 = mix(lanes.1, word(i + 1))
            lanes.2 = mix(lanes.2, word(i + 2)); lanes.3 = mix(lanes.3, word(i + 3))
            i += 4
        }
        while i < words { lanes.0 = mix(lanes.0, word(i)); i += 1 }
        return mix(mix(mix(mix(UInt64(words), lanes.0), lanes.1), lanes.2), lanes.3)
    }
}
