/// The layout of a compiled dictionary file (all integers little-endian).
///
/// ```
/// header (64 bytes)
///   0  magic "KKDICT\0\0"      8  format version (UInt32)   12 header size (UInt32)
///   16 payload size (UInt64)   24 checksum of the payload (UInt64)
///   32 node count (UInt32)     36 entry count (UInt32)      40 surface bytes (UInt32)
///   44 left size (UInt16)      46 right size (UInt16)
///   48 unknown-word left id    50 unknown-word right id     52 number left id  54 number right id
/// payload, each section padded to 8 bytes
///   trie nodes   16 bytes each: first child (UInt32), entry start (UInt32), entry count (UInt16),
///                child count (UInt16), label (UTF-16 unit), padding; node 0 is the root and the
///                children of a node are contiguous and sorted by label
///   entries      16 bytes each: surface offset (UInt32), left id, right id, cost (Int16),
///                surface length (UInt16), word class (UInt8), flags (UInt8: bit 0 = proper noun,
///                bit 1 = written with a kanji outside the Jōyō list,
///                bit 2 = also listed in hiragana),
///                padding; grouped by reading, cheapest first
///   surfaces     UTF-8 bytes
///   matrix       Int16 × left size × right size, row = previous word's right id
/// ```
enum DictionaryFormat {
    static let magic: [UInt8] = Array("KKDICT".utf8) + [0, 0]
    static let version: UInt32 = 1
    static let headerSize = 64
    static let nodeSize = 16
    static let entrySize = 16

    static func padded(_ n: Int) -> Int { (n + 7) & ~7 }

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
