import FileOutput
import Foundation

/// Compiles IPADIC source entries into the binary dictionary format that ``KanaKanjiDictionary`` opens.
public enum DictionaryBuilder {
    /// Which entries of the source go into the compiled dictionary.
    public enum Selection: Sendable {
        /// Every entry.
        case full
        /// The embedded default subset: every entry that is not a content word, plus content
        /// words whose cost is at most `maxContentCost` and that are neither proper nouns nor written
        /// with kanji outside the Jōyō list, plus content words whose surface is at least this common
        /// in general text (Zipf × 100 in the builder's frequency table; nil: none added this way).
        /// Context ids whose connection costs differ from an id used by more of the subset's words by at
        /// most `connectionTolerance` on average (over the matrix's row or column) share that id's row or
        /// column of the connection matrix; 0 merges only ids whose costs are the same.
        /// Content words whose surface the table does not list but can be split into two to four surfaces
        /// it does list are kept when the frequency estimated from the parts
        /// (as wordfreq estimates a phrase) is at least `minCompoundZipf100` (nil: none kept this way), unless
        /// they are proper nouns or written with a kanji outside the Jōyō list.
        /// Content words listed in `attestedWords` (by reading and surface, any context ids) are kept
        /// whatever their cost, frequency or kanji: words that text of the kind the subset is for is
        /// known to be spelled with (see ``ModelTraining/attestedWords(_:dictionary:model:afterText:)``).
        case subset(maxContentCost: Int16, minContentZipf100: Int? = nil, connectionTolerance: Int = 0,
                    minCompoundZipf100: Int? = nil, attestedWords: Set<WordKey> = [])
    }

    /// A word named by its reading and its surface.
    public struct WordKey: Hashable, Sendable {
        /// The reading (hiragana).
        public var reading: String
        /// The surface (the word as written).
        public var surface: String

        /// The word read `reading` and written `surface`.
        public init(reading: String, surface: String) {
            self.reading = reading
            self.surface = surface
        }
    }

    /// Compiles `source` and returns the file's bytes; each entry gets its surface's bucket in
    /// `frequencies`.
    public static func build(_ source: IPADICSource, selection: Selection = .full,
                             frequencies: WordFrequencies = .none) -> [UInt8] {
        var source = source
        source.entries.removeAll { isTypo(surface: $0.surface) || $0.surface.utf8.count > DictionaryFormat.maxSurfaceBytes }
        source.entries += listedLoanwords(source, frequencies)
        var tolerance = 0
        if case let .subset(maxCost, minZipf, connectionTolerance, minCompoundZipf, attested) = selection {
            tolerance = connectionTolerance
            var estimates: [String: Int?] = [:]
            source.entries = source.entries.filter { e in
                if !e.isListedLoanword,
                   e.wordClass != .content || (e.cost <= maxCost && !e.isProperNoun && !e.hasRareKanji) { return true }
                if !attested.isEmpty, attested.contains(WordKey(reading: e.reading, surface: e.surface)) { return true }
                if let zipf = frequencies.zipf100[e.surface] { return minZipf.map { zipf >= $0 } ?? false }
                guard let minCompoundZipf, !e.isListedLoanword, !e.isProperNoun, !e.hasRareKanji else { return false }
                if estimates[e.surface] == nil { estimates[e.surface] = .some(compoundZipf100(e.surface, frequencies.zipf100)) }
                guard let estimate = estimates[e.surface] ?? nil else { return false }
                return estimate >= minCompoundZipf
            }
            source = compactingContextIds(source)
        }
        var entries = source.entries
        for i in entries.indices { entries[i].frequency = frequencies.bucket(of: entries[i].surface) }
        // Mark kanji spellings that IPADIC also lists in hiragana with the same reading and ids.
        var kanaSpelled = Set<String>()
        for e in entries where e.surface == e.reading { kanaSpelled.insert("\(e.reading),\(e.leftId),\(e.rightId)") }
        for i in entries.indices where entries[i].surface != entries[i].reading
            && kanaSpelled.contains("\(entries[i].reading),\(entries[i].leftId),\(entries[i].rightId)") {
            entries[i].hasKanaSpelling = true
        }
        // Mark hiragana entries whose reading IPADIC also lists written with kanji, with the same ids.
        var kanjiSpelled = Set<String>()
        for e in entries where e.surface != e.reading && SurfaceScript.of(e.surface).1 > 0 {
            kanjiSpelled.insert("\(e.reading),\(e.leftId),\(e.rightId)")
        }
        for i in entries.indices where entries[i].surface == entries[i].reading
            && kanjiSpelled.contains("\(entries[i].reading),\(entries[i].leftId),\(entries[i].rightId)") {
            entries[i].hasKanjiSpelling = true
        }
        // Group by reading (UTF-16), cheapest first; equal costs keep file order.
        let keyed = entries.enumerated().map { (Array($0.element.reading.utf16), $0.offset, $0.element) }
            .sorted { a, b in
                if a.0 != b.0 { return a.0.lexicographicallyPrecedes(b.0) }
                if a.2.cost != b.2.cost { return a.2.cost < b.2.cost }
                return a.1 < b.1
            }
        // Unique readings and the entry range of each.
        var readings: [[UInt16]] = []
        var ranges: [(Int, Int)] = []
        for (i, item) in keyed.enumerated() {
            if readings.last != item.0 { readings.append(item.0); ranges.append((i, 0)) }
            ranges[ranges.count - 1].1 += 1
        }
        let trie = buildTrie(readings: readings, ranges: ranges)
        // Entries in node order, so that a node's entries run from its entry start to the next node's.
        var ordered: [SourceEntry] = []
        ordered.reserveCapacity(keyed.count)
        var entryStarts: [UInt32] = []
        for n in trie {
            entryStarts.append(UInt32(ordered.count))
            for i in Int(n.entryStart)..<(Int(n.entryStart) + Int(n.entryCount)) { ordered.append(keyed[i].2) }
        }
        entryStarts.append(UInt32(ordered.count))

        // Surfaces relative to their readings: the reading itself, its katakana, or a stem in the pool
        // followed by the reading's okurigana; only the rest is stored whole.
        var pool: [UInt8] = []
        var poolOffsets: [String: Int] = [:]
        var surfaceWords: [UInt32] = []
        surfaceWords.reserveCapacity(ordered.count)
        for e in ordered {
            let (kind, stored, count) = surfaceCoding(surface: e.surface, reading: e.reading)
            var offset = 0
            if let stored {
                if let o = poolOffsets[stored] { offset = o } else {
                    offset = pool.count
                    let utf8 = Array(stored.utf8)
                    pool.append(UInt8(utf8.count)); pool += utf8
                    poolOffsets[stored] = offset
                }
            }
            surfaceWords.append(kind.rawValue | UInt32(count) << 2 | UInt32(min(offset, DictionaryFormat.maxPoolOffset)) << 5)
        }
        // Distinct attribute tuples (ids, word class, part of speech, flags, script), most used first.
        var attributeUses: [UInt64: Int] = [:]
        func attributeKey(_ e: SourceEntry) -> UInt64 {
            let wordClass = UInt64(e.wordClass.rawValue) | (e.isListedLoanword ? 16 : 0) | (e.isProperNoun ? 32 : 0)
            let flags = UInt64((e.hasRareKanji ? 1 : 0) | (e.hasKanaSpelling ? 2 : 0) | (e.hasKanjiSpelling ? 4 : 0)) | UInt64(min(e.frequency, 15)) << 4
            let (script, kanji) = SurfaceScript.of(e.surface)
            return UInt64(e.leftId) << 48 | UInt64(e.rightId) << 32 | wordClass << 24 | UInt64(e.partOfSpeech) << 16
                | flags << 8 | UInt64(script.rawValue << 4 | UInt8(min(kanji, 15)))
        }
        let keys = ordered.map(attributeKey)
        for key in keys { attributeUses[key, default: 0] += 1 }
        // Beyond the table's 65,536 tuples an entry could not name its own; the least used tuples' entries
        // would get the first tuple (no source comes near: Mozc's 1.3 M entries have 31,175 tuples).
        let attributeList = Array(attributeUses.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
            .prefix(DictionaryFormat.maxAttributes))
        var attributeIndex: [UInt64: Int] = [:]
        for (i, key) in attributeList.enumerated() { attributeIndex[key] = i }
        let labelTable = Array(Set(trie.map(\.label))).sorted()
        var labelIndex: [UInt16: Int] = [:]
        for (i, label) in labelTable.enumerated() { labelIndex[label] = i }
        let firstChildren = trie.map(\.firstChild) + [UInt32(trie.count)]
        let childShift = DictionaryFormat.blockShift(firstChildren), entryShift = DictionaryFormat.blockShift(entryStarts)

        let (codebook, cells) = DictionaryFormat.quantize(source.matrix)
        let decoded = cells.map { Int32(codebook[Int($0)]) }
        var rowUses = [Int](repeating: 0, count: source.leftSize), columnUses = [Int](repeating: 0, count: source.rightSize)
        for e in ordered {
            if Int(e.rightId) < rowUses.count { rowUses[Int(e.rightId)] += 1 }
            if Int(e.leftId) < columnUses.count { columnUses[Int(e.leftId)] += 1 }
        }
        let rowClasses = connectionClasses(decoded, count: source.leftSize, stride: source.rightSize, uses: rowUses, tolerance: tolerance)
        var transposed = [Int32](repeating: 0, count: decoded.count)
        for r in 0..<source.leftSize { for c in 0..<source.rightSize { transposed[c * source.leftSize + r] = decoded[r * source.rightSize + c] } }
        let columnClasses = connectionClasses(transposed, count: source.rightSize, stride: source.leftSize, uses: columnUses, tolerance: tolerance)

        let layout = DictionaryFormat.Layout(
            nodes: trie.count, entries: ordered.count, surfaceBytes: pool.count, leftSize: source.leftSize,
            rightSize: source.rightSize, childShift: childShift, entryShift: entryShift, labels: labelTable.count,
            attributes: attributeList.count, rows: rowClasses.representatives.count, columns: columnClasses.representatives.count)
        var out = [UInt8](repeating: 0, count: layout.end)
        func put16(_ offset: Int, _ v: UInt16) { out[offset] = UInt8(v & 0xFF); out[offset + 1] = UInt8(v >> 8) }
        func put32(_ offset: Int, _ v: UInt32) { for k in 0..<4 { out[offset + k] = UInt8((v >> UInt32(8 * k)) & 0xFF) } }
        for (i, n) in trie.enumerated() {
            let label = labelIndex[n.label] ?? 0
            if layout.labelWidth == 1 { out[layout.labels + i] = UInt8(label) } else { put16(layout.labels + 2 * i, UInt16(label)) }
        }
        func putBlocks(_ values: [UInt32], shift: Int, bases: Int, offsets: Int) {
            for (i, v) in values.enumerated() {
                let base = values[(i >> shift) << shift]
                if i & ((1 << shift) - 1) == 0 { put32(bases + (i >> shift) * 4, base) }
                put16(offsets + 2 * i, UInt16(v - base))
            }
        }
        putBlocks(firstChildren, shift: childShift, bases: layout.childBases, offsets: layout.childOffsets)
        putBlocks(entryStarts, shift: entryShift, bases: layout.entryBases, offsets: layout.entryOffsets)
        for (i, e) in ordered.enumerated() {
            let o = layout.entries + i * DictionaryFormat.entrySize
            put16(o, UInt16(attributeIndex[keys[i]] ?? 0)); put16(o + 2, UInt16(bitPattern: e.cost))
            put32(o + 4, surfaceWords[i])
        }
        out.replaceSubrange(layout.surfaces..<(layout.surfaces + pool.count), with: pool)
        let ipadicLeftIds = source.ipadicLeftIds ?? (0..<source.rightSize).map { UInt16($0) }
        for (i, id) in ipadicLeftIds.enumerated() { put16(layout.leftIds + 2 * i, id) }
        for (i, label) in labelTable.enumerated() { put16(layout.labelTable + 2 * i, label) }
        for (i, key) in attributeList.enumerated() {
            let o = layout.attributes + i * DictionaryFormat.attributeSize
            put16(o, UInt16(key >> 48 & 0xFFFF)); put16(o + 2, UInt16(key >> 32 & 0xFFFF))
            for k in 0..<4 { out[o + 4 + k] = UInt8(key >> UInt64(24 - 8 * k) & 0xFF) }
        }
        for (i, c) in rowClasses.classOf.enumerated() { put16(layout.rowClasses + 2 * i, c) }
        for (i, c) in columnClasses.classOf.enumerated() { put16(layout.columnClasses + 2 * i, c) }
        for i in 0..<DictionaryFormat.codebookSize { put16(layout.codebook + 2 * i, UInt16(bitPattern: i < codebook.count ? codebook[i] : 0)) }
        var cell = layout.matrix
        for row in rowClasses.representatives {
            for column in columnClasses.representatives { out[cell] = cells[Int(row) * source.rightSize + Int(column)]; cell += 1 }
        }
        let indexStart = layout.leftIds, indexEnd = layout.matrix

        let unknown = representative(keyed.map(\.2), pos: .content, preferredLeft: nil)
        let number = representative(keyed.map(\.2), pos: .number, preferredLeft: nil)
        var header: [UInt8] = DictionaryFormat.magic
        append32(&header, DictionaryFormat.version); append32(&header, UInt32(DictionaryFormat.headerSize))
        let payloadSize = out.count - DictionaryFormat.headerSize
        append64(&header, UInt64(payloadSize))
        let sum = out.withUnsafeBytes { DictionaryFormat.checksum(UnsafeRawBufferPointer(rebasing: $0[DictionaryFormat.headerSize...])) }
        append64(&header, sum)
        append32(&header, UInt32(trie.count)); append32(&header, UInt32(ordered.count)); append32(&header, UInt32(pool.count))
        append16(&header, UInt16(source.leftSize)); append16(&header, UInt16(source.rightSize))
        append16(&header, unknown.0); append16(&header, unknown.1); append16(&header, number.0); append16(&header, number.1)
        if case .subset = selection { header.append(1) } else { header.append(0) }
        header.append(source.kind.rawValue)
        append16(&header, UInt16(rowClasses.representatives.count)); append16(&header, UInt16(columnClasses.representatives.count))
        header.append(UInt8(childShift)); header.append(UInt8(entryShift))
        append32(&header, UInt32(labelTable.count)); append32(&header, UInt32(attributeList.count))
        append64(&header, DictionaryFormat.indexChecksum(header: header, index: Array(out[indexStart..<indexEnd])))
        out.replaceSubrange(0..<DictionaryFormat.headerSize, with: header)
        return out
    }

    /// Context ids grouped into the rows (or columns) of the stored connection matrix: `costs` holds
    /// `count` vectors of `stride` costs (one per id); an id joins the class of an earlier id whose costs
    /// differ from its own by at most `tolerance` on average (the nearest such), else starts a class of
    /// its own. Ids are taken most used first (`uses`, the number of entries with the id; id 0, the
    /// sentence boundary, always first), so that the costs a class keeps are those of its most used
    /// id. With tolerance 0 only ids with the same costs share a class. Deterministic.
    static func connectionClasses(_ costs: [Int32], count: Int, stride: Int, uses: [Int], tolerance: Int)
        -> (classOf: [UInt16], representatives: [UInt16]) {
        var classOf = [UInt16](repeating: 0, count: count)
        var representatives: [UInt16] = []
        let order = (0..<count).sorted { a, b in
            if (a == 0) != (b == 0) { return a == 0 }
            return (uses[a], -a) > (uses[b], -b)
        }
        var exact: [ArraySlice<Int32>: UInt16] = [:]
        let bound = Int64(tolerance) * Int64(stride)
        costs.withUnsafeBufferPointer { m in
            for id in order {
                let vector = m[(id * stride)..<((id + 1) * stride)]
                if let c = exact[ArraySlice(vector)] { classOf[id] = c; continue }
                var best: (distance: Int64, class: Int)? = nil
                if tolerance > 0 {
                    for (k, representative) in representatives.enumerated() {
                        let limit = min(bound, (best?.distance ?? bound + 1) - 1)
                        var d: Int64 = 0
                        var i = 0
                        let a = id * stride, b = Int(representative) * stride
                        while i < stride, d <= limit {
                            d += Int64(abs(m[a + i] - m[b + i]))
                            i += 1
                        }
                        if d <= limit { best = (d, k) }
                    }
                }
                if let best {
                    classOf[id] = UInt16(best.class)
                } else {
                    classOf[id] = UInt16(representatives.count)
                    exact[ArraySlice(vector)] = UInt16(representatives.count)
                    representatives.append(UInt16(id))
                }
            }
        }
        return (classOf, representatives)
    }

    /// The katakana words of `frequencies` that `source` does not list, as common nouns (名詞,一般) with
    /// the context ids most content words have and no cost of their own: the cost model prices them by
    /// their frequency (``ConversionModel/Feature/listedLoanword``). Three or more katakana letters and
    /// ー, not starting with ー; the reading is the word in hiragana.
    static func listedLoanwords(_ source: IPADICSource, _ frequencies: WordFrequencies) -> [SourceEntry] {
        let listed = Set(source.entries.map(\.surface))
        let (left, right) = representative(source.entries, pos: .content, preferredLeft: nil)
        let noun = PartOfSpeech.classify(pos1: "名詞", pos2: "一般")
        return frequencies.zipf100.keys.sorted().compactMap { surface in
            guard !listed.contains(surface), isKatakanaWord(surface) else { return nil }
            var e = SourceEntry(reading: Kana.hiragana(surface), surface: surface, leftId: left, rightId: right,
                                cost: 0, wordClass: .content)
            e.partOfSpeech = noun
            e.isListedLoanword = true
            return e
        }
    }

    /// How an entry's surface is stored relative to its reading: as the reading itself (a hiragana word),
    /// as the reading in katakana (a loanword), as a stem in the pool followed by the reading's last 1–7
    /// hiragana units (書 + く for 書く read かく), or whole in the pool. Returns the kind, the string to
    /// put in the pool (nil: none) and the number of reading units that follow it.
    static func surfaceCoding(surface: String, reading: String) -> (DictionaryFormat.SurfaceKind, String?, Int) {
        if surface == reading { return (.reading, nil, 0) }
        if surface == Kana.katakana(reading) { return (.katakana, nil, 0) }
        let s = Array(surface.utf16), r = Array(reading.utf16)
        var k = 0
        while k < min(s.count - 1, r.count, DictionaryFormat.maxOkurigana), s[s.count - 1 - k] == r[r.count - 1 - k],
              (0x3041...0x309F).contains(s[s.count - 1 - k]) { k += 1 }
        // The stem ends before a hiragana unit, so it is whole characters.
        if k > 0 { return (.stem, String(decoding: s[0..<(s.count - k)], as: UTF16.self), k) }
        return (.pool, surface, 0)
    }

    /// How common a surface the frequency table does not list would be, estimated from its parts the way
    /// wordfreq estimates a phrase: split into two to four surfaces the table lists (each at most six
    /// characters), the frequencies f₁ … fₙ combine as 1 / (1/f₁ + … + 1/fₙ), divided by 10 for each
    /// boundary between parts; the best split wins. Zipf × 100, or nil when no split exists or the surface
    /// is longer than 12 characters. 初期化 from 初期 and 化.
    static func compoundZipf100(_ surface: String, _ table: [String: Int]) -> Int? {
        let characters = Array(surface)
        let n = characters.count
        guard (2...12).contains(n) else { return nil }
        // inverse[i][k]: the least sum of 1/f over splits of the first i characters into k parts.
        var inverse = [[Double]](repeating: [Double](repeating: .infinity, count: 5), count: n + 1)
        inverse[0][0] = 0
        for end in 1...n {
            for start in max(0, end - 6)..<end {
                guard let zipf = table[String(characters[start..<end])] else { continue }
                let cost = pow(10, -Double(zipf) / 100)
                for k in 1...4 where inverse[start][k - 1] < .infinity {
                    inverse[end][k] = min(inverse[end][k], inverse[start][k - 1] + cost)
                }
            }
        }
        var best: Double? = nil
        for k in 2...4 where inverse[n][k] < .infinity {
            let zipf = -log10(inverse[n][k]) - Double(k - 1)
            best = max(best ?? zipf, zipf)
        }
        return best.map { Int(($0 * 100).rounded()) }
    }

    /// A surface that ends in a Latin letter right after a kanji (IPADIC's 「浮津一番f」): no Japanese word
    /// is written so, and its reading never says the letter, so the builder drops it. Words where a
    /// letter follows katakana or stands alone (ビタミンC, Tシャツ) are kept.
    static func isTypo(surface: String) -> Bool {
        let scalars = Array(surface.unicodeScalars)
        guard scalars.count >= 2, let last = scalars.last, last.isASCII, last.properties.isAlphabetic else { return false }
        return JoyoKanji.isKanji(scalars[scalars.count - 2])
    }

    /// Three or more katakana letters and ー, the first a letter.
    static func isKatakanaWord(_ surface: String) -> Bool {
        let scalars = Array(surface.unicodeScalars)
        guard scalars.count >= 3, (0x30A1...0x30FA).contains(scalars[0].value) else { return false }
        return scalars.allSatisfy { (0x30A1...0x30FA).contains($0.value) || $0.value == 0x30FC }
    }

    /// `source` with only the context ids its entries use (and id 0, beginning and end of sentence),
    /// renumbered in order, and the connection matrix cut down to them: a subset keeps every connection
    /// cost it can need in a fraction of IPADIC's 1316 × 1316 matrix.
    static func compactingContextIds(_ source: IPADICSource) -> IPADICSource {
        // leftSize counts the right ids of a preceding word (rows); rightSize the left ids of a following
        // word (columns): matrix[previous.rightId * rightSize + next.leftId].
        let rows = Array(Set(source.entries.map(\.rightId) + [0])).sorted()
        let columns = Array(Set(source.entries.map(\.leftId) + [0])).sorted()
        var rowMap: [UInt16: UInt16] = [:], columnMap: [UInt16: UInt16] = [:]
        for (i, id) in rows.enumerated() { rowMap[id] = UInt16(i) }
        for (i, id) in columns.enumerated() { columnMap[id] = UInt16(i) }
        var compact = source
        compact.leftSize = rows.count
        compact.rightSize = columns.count
        compact.matrix = [Int16](repeating: 0, count: rows.count * columns.count)
        for (r, oldRow) in rows.enumerated() {
            for (c, oldColumn) in columns.enumerated() {
                compact.matrix[r * columns.count + c] = source.matrix[Int(oldRow) * source.rightSize + Int(oldColumn)]
            }
        }
        compact.ipadicLeftIds = columns.map { source.ipadicLeftIds?[Int($0)] ?? $0 }
        for i in compact.entries.indices {
            compact.entries[i].leftId = columnMap[compact.entries[i].leftId] ?? 0
            compact.entries[i].rightId = rowMap[compact.entries[i].rightId] ?? 0
        }
        return compact
    }

    /// Where the builder reads a dictionary source.
    public enum SourceLocation: Sendable {
        /// An IPADIC source directory (EUC-JP `*.csv` and `matrix.def`).
        case ipadic(directory: String)
        /// A directory with Mozc's MeCab-compiled `sys.dic` and `matrix.bin`, and Mozc's `id.def`.
        case mozc(directory: String, idDefinitions: String)
    }

    /// Reads an IPADIC directory, compiles it with `frequencies` (nil: the bundled table) and writes the
    /// result to `outputPath` (atomically when it is a regular file or missing; through the path otherwise:
    /// see `OutputFile`).
    public static func build(ipadicDirectory: String, outputPath: String, selection: Selection = .full,
                             frequencies: WordFrequencies? = nil) throws {
        try build(from: .ipadic(directory: ipadicDirectory), outputPath: outputPath, selection: selection, frequencies: frequencies)
    }

    /// Reads a dictionary source, compiles it with `frequencies` (nil: the bundled table) and writes the
    /// result to `outputPath` atomically.
    public static func build(from location: SourceLocation, outputPath: String, selection: Selection = .full,
                             frequencies: WordFrequencies? = nil) throws {
        let source: IPADICSource
        switch location {
        case .ipadic(let directory): source = try IPADICSource.read(directory: directory)
        case .mozc(let directory, let idDefinitions): source = try MozcSource.read(directory: directory, idDefinitions: idDefinitions)
        }
        let bytes = build(source, selection: selection, frequencies: try frequencies ?? WordFrequencies.bundled())
        do {
            try OutputFile.write(bytes, toPath: outputPath)
        } catch {
            // The path is named once, by the DictionaryError: the reason is what failed and why.
            throw DictionaryError.unwritable(path: outputPath, reason: "could not \(error.operation) it: \(String(cString: strerror(error.code)))")
        }
    }

    /// The context ids used most often by words of class `pos` (for unknown words and numbers).
    static func representative(_ entries: [SourceEntry], pos: WordClass, preferredLeft: UInt16?) -> (UInt16, UInt16) {
        var counts: [UInt32: Int] = [:]
        for e in entries where e.wordClass == pos { counts[UInt32(e.leftId) << 16 | UInt32(e.rightId), default: 0] += 1 }
        guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key else { return (0, 0) }
        return (UInt16(best >> 16), UInt16(best & 0xFFFF))
    }

    struct Node { var firstChild: UInt32 = 0, entryStart: UInt32 = 0, entryCount: UInt16 = 0, childCount: UInt16 = 0, label: UInt16 = 0 }

    /// Builds the trie breadth-first from sorted unique keys, so that each node's children are contiguous
    /// and follow the children of the node before it.
    static func buildTrie(readings: [[UInt16]], ranges: [(Int, Int)]) -> [Node] {
        var nodes = [Node()]
        // Work items: node index, key range [lo, hi), depth.
        var queue: [(Int, Int, Int, Int)] = [(0, 0, readings.count, 0)]
        var head = 0
        while head < queue.count {
            let (node, lo0, hi, depth) = queue[head]; head += 1
            var lo = lo0
            if lo < hi, readings[lo].count == depth {
                nodes[node].entryStart = UInt32(ranges[lo].0)
                nodes[node].entryCount = UInt16(min(ranges[lo].1, Int(UInt16.max)))
                lo += 1
            }
            nodes[node].firstChild = UInt32(nodes.count)
            var i = lo
            var children = 0
            while i < hi {
                let label = readings[i][depth]
                var j = i + 1
                while j < hi, readings[j][depth] == label { j += 1 }
                nodes.append(Node(label: label))
                queue.append((nodes.count - 1, i, j, depth + 1))
                children += 1
                i = j
            }
            nodes[node].childCount = UInt16(children)
        }
        return nodes
    }

    static func append16(_ a: inout [UInt8], _ v: UInt16) { a.append(UInt8(v & 0xFF)); a.append(UInt8(v >> 8)) }
    static func append32(_ a: inout [UInt8], _ v: UInt32) { for s in stride(from: 0, to: 32, by: 8) { a.append(UInt8((v >> UInt32(s)) & 0xFF)) } }
    static func append64(_ a: inout [UInt8], _ v: UInt64) { for s in stride(from: 0, to: 64, by: 8) { a.append(UInt8((v >> UInt64(s)) & 0xFF)) } }
}
