import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// One case of a Unicode break test file: the text and the UTF-16 offsets of its boundaries.
struct BreakTestCase: CustomStringConvertible {
    let line: Int
    let text: String
    let boundaries: [Int]
    var description: String { "line \(line)" }
}

/// Reads a UAX #29 test file from Debian's unicode-data package (read at test time, never copied).
enum BreakTestFile {
    nonisolated static let directory = "/usr/share/unicode/auxiliary"

    /// The cases of `name`, or an error naming the file, line and field that could not be read.
    static func cases(_ name: String) throws -> [BreakTestCase] {
        let path = "\(directory)/\(name)"
        guard let data = FileManager.default.contents(atPath: path), let content = String(data: data, encoding: .utf8)
        else {
            throw BreakTestFileError.missing(path: path)
        }
        var result: [BreakTestCase] = []
        for (index, raw) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.isEmpty { continue }
            var scalars = String.UnicodeScalarView()
            var boundaries: [Int] = []
            var offset = 0
            for field in fields {
                switch field {
                case "÷": boundaries.append(offset)
                case "×": break
                default:
                    guard let v = UInt32(field, radix: 16), let s = Unicode.Scalar(v) else {
                        throw BreakTestFileError.badField(path: path, line: index + 1, field: String(field))
                    }
                    scalars.append(s)
                    offset += UTF16.width(s)
                }
            }
            result.append(BreakTestCase(line: index + 1, text: String(scalars), boundaries: boundaries))
        }
        return result
    }

    /// The Unicode version in the file's first line (`# WordBreakTest-15.0.0.txt`).
    static func version(_ name: String) -> String? {
        guard let data = FileManager.default.contents(atPath: "\(directory)/\(name)"),
              let first = String(data: data.prefix(200), encoding: .utf8)?.split(separator: "\n").first,
              let dash = first.lastIndex(of: "-") else { return nil }
        return String(first[first.index(after: dash)...].dropLast(4))
    }
}

enum BreakTestFileError: Error, CustomStringConvertible {
    case missing(path: String)
    case badField(path: String, line: Int, field: String)

    var description: String {
        switch self {
        case .missing(let path):
            return "\(path) is missing: install Debian's unicode-data package (scripts/setup.sh does)"
        case .badField(let path, let line, let field):
            return "\(path):\(line): '\(field)' is neither ÷, × nor a hexadecimal code point"
        }
    }
}

/// The boundaries the tokenizer finds, walking its segments of `granularity` from the start.
func tokenizerBoundaries(_ text: String, _ granularity: UITextGranularity) -> [Int] {
    let client = FixtureTextClient(text)
    let tokenizer = StringTokenizer(textInput: client)
    guard let q = tokenizer.query(client, client.at(0), .forward) else { return [] }
    var result = [0]
    var p = 0
    while let s = tokenizer.segment(granularity, q, at: p, forward: true) {
        result.append(s.end)
        p = s.end
    }
    return result
}

/// UAX #29 conformance, driven by the test files of the Unicode version ICU implements.
@Suite struct UnicodeConformanceTests {
    /// WordBreakTest-15.0.0.txt cases where ICU's CLDR root tailoring (no colon in MidLetter) breaks
    /// around a colon between letters.
    nonisolated static let colonTailoredWordCases = [1253, 1254, 1267, 1268, 1283, 1284, 1285, 1286, 1287, 1288, 1289, 1290,
                                         1291, 1292, 1712]

    /// ICU's Unicode version must be the files' version, or the comparison is of different rules.
    @Test func icuImplementsTheTestFilesUnicodeVersion() throws {
        let icu = StringTokenizer.icuVersion
        let file = try #require(BreakTestFile.version("WordBreakTest.txt"), "cannot read the file's version")
        // ICU 72 implements Unicode 15.0 (ICU 72 release notes).
        let expected = ["72": "15.0", "73": "15.0", "74": "15.1", "75": "15.1", "76": "16.0"]
        let major = String(icu.split(separator: ".").first ?? "")
        #expect(file.hasPrefix(expected[major] ?? "?"), "ICU \(icu) against test files of Unicode \(file)")
    }

    /// UAX #29 §3 extended grapheme clusters: the tokenizer's character boundaries, every case.
    @Test func graphemeBreakTestFile() throws {
        let cases = try BreakTestFile.cases("GraphemeBreakTest.txt")
        #expect(cases.count > 500)
        for c in cases {
            #expect(tokenizerBoundaries(c.text, .character) == c.boundaries, "GraphemeBreakTest.txt \(c)")
            // Through the public API too: every character boundary is a unit end.
            let client = FixtureTextClient(c.text)
            let ends = client.tokenizer.units(of: .character, in: client).compactMap { client.offset($0.end) }
            #expect([0] + ends == c.boundaries, "GraphemeBreakTest.txt \(c), public API")
        }
    }

    /// UAX #29 §4 word boundaries: the tokenizer's word segments, every case; and every boundary the
    /// public API reports is one of the file's.
    @Test func wordBreakTestFile() throws {
        let cases = try BreakTestFile.cases("WordBreakTest.txt")
        #expect(cases.count > 1000)
        var deviating: [Int] = []
        for c in cases {
            let found = tokenizerBoundaries(c.text, .word)
            if found != c.boundaries {
                // ICU follows CLDR's root tailoring of UAX #29, which takes U+003A COLON out of MidLetter
                // (CLDR keeps it only for Swedish and Finnish): ICU breaks on both sides of a colon between
                // letters where the file, untailored, does not. Only those extra breaks are allowed.
                let units = Array(c.text.utf16)
                let missing = Set(c.boundaries).subtracting(found)
                let extra = Set(found).subtracting(c.boundaries)
                // Beside the colon, or after the colon and the Extend/Format marks that cling to it (WB4).
                let clinging: (UInt16) -> Bool = { u in
                    guard let s = Unicode.Scalar(u) else { return false }
                    let c = s.properties.generalCategory
                    return c == .nonspacingMark || c == .enclosingMark || c == .spacingMark || c == .format
                }
                let besideColon = extra.allSatisfy { b in
                    var i = b - 1
                    while i >= 0 && clinging(units[i]) { i -= 1 }
                    return (i >= 0 && units[i] == 0x3A) || (b < units.count && units[b] == 0x3A)
                }
                #expect(missing.isEmpty && besideColon, "WordBreakTest.txt \(c): \(found) != \(c.boundaries)")
                deviating.append(c.line)
                continue
            }
            let client = FixtureTextClient(c.text)
            for unit in client.tokenizer.units(of: .word, in: client) {
                let a = try #require(client.offset(unit.start)), b = try #require(client.offset(unit.end))
                #expect(c.boundaries.contains(a) && c.boundaries.contains(b), "WordBreakTest.txt \(c), \(a)..<\(b)")
            }
        }
        // The intended deviations, all the colon tailoring above (WordBreakTest-15.0.0.txt line numbers).
        #expect(deviating == Self.colonTailoredWordCases, "cases that differ from the file: \(deviating)")
    }

    /// UAX #29 §5 sentence boundaries: every sentence segment is a unit, so the public API shows them all.
    @Test func sentenceBreakTestFile() throws {
        let cases = try BreakTestFile.cases("SentenceBreakTest.txt")
        #expect(cases.count > 400)
        for c in cases {
            #expect(tokenizerBoundaries(c.text, .sentence) == c.boundaries, "SentenceBreakTest.txt \(c)")
            let client = FixtureTextClient(c.text)
            let ends = client.tokenizer.units(of: .sentence, in: client).compactMap { client.offset($0.end) }
            #expect([0] + ends == c.boundaries, "SentenceBreakTest.txt \(c), public API")
        }
    }
}
