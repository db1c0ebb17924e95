// Word boundaries over 10 MB of English and of Japanese through the tokenizer API, against raw ICU
// (`ubrk_next` over the same UTF-16 text) in the same run; and the cost of a question at the end of a
// 10 MB document against one at its start. Figures are ratios against baselines measured here.
//
// Run: swift run -c release --package-path Benchmarks TokenizerBenchmarks [--only english|japanese] [--megabytes N]
// Text: the GPL-3 text of Debian's base-files (English) and Vim's Japanese tutor (Debian's vim-runtime),
// repeated to 10 MB of UTF-8 at run time.
import RawICU
import Foundation
@_spi(Engine) import InputSystem

enum BenchmarkError: Error, CustomStringConvertible {
    case missingText(path: String, package: String)
    case icuOpen(String)

    var description: String {
        switch self {
        case .missingText(let path, let package):
            return "\(path) is missing: install Debian's \(package) package (apt-get install \(package))"
        case .icuOpen(let name): return "ICU refused to open a word break iterator: \(name)"
        }
    }
}

/// The size of each text, 10 MB unless `--megabytes N` says otherwise (small sizes are for profiling).
nonisolated(unsafe) var targetBytes = 10_000_000

func tenMegabytes(of path: String, package: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
          !text.isEmpty else {
        throw BenchmarkError.missingText(path: path, package: package)
    }
    var result = ""
    result.reserveCapacity(targetBytes + data.count)
    while result.utf8.count < targetBytes { result += text }
    return result
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The best of `runs` timings.
func best(_ runs: Int, _ body: () -> Void) -> Double { (0..<runs).map { _ in seconds(body) }.min() ?? .infinity }

/// Times `walk` once over an ICU word iterator opened on `units`.
func timeWordIterator(_ units: [UInt16], _ walk: (OpaquePointer) -> Void) throws -> Double {
    try units.withUnsafeBufferPointer { buffer -> Double in
        var name: UnsafePointer<CChar>?
        guard let it = raw_icu_word_open(buffer.baseAddress, Int32(buffer.count), &name) else {
            throw BenchmarkError.icuOpen(name.map { String(cString: $0) } ?? "?")
        }
        defer { raw_icu_close(it) }
        return seconds { walk(it) }
    }
}

/// Raw ICU: every word boundary with `ubrk_next`.
func rawICU(_ units: [UInt16]) throws -> (boundaries: Int, seconds: Double) {
    var count = 0
    let time = try timeWordIterator(units) { it in
        _ = raw_icu_first(it)
        while raw_icu_next(it) != RAW_ICU_DONE { count += 1 }
    }
    return (count, time)
}

/// The floor for any tokenizer on ICU that tells words from the spaces between them: raw ICU plus the
/// rule status of each boundary. Returns the number of boundaries that end a word, so that nothing is
/// optimized away. (Until the tokenizer reused the positions a walk drops, this floor also made one
/// `IndexedPosition` a boundary, which cost about as much as ICU's own work on English.)
func rawICUWithRuleStatus(_ units: [UInt16]) throws -> (wordEnds: Int, seconds: Double) {
    var words = 0
    let time = try timeWordIterator(units) { it in
        _ = raw_icu_first(it)
        while true {
            let b = raw_icu_next(it)
            if b == RAW_ICU_DONE { break }
            if raw_icu_rule_status(it) >= 100 { words += 1 }
        }
    }
    return (words, time)
}

/// The tokenizer API on the reference text view: `position(from:toBoundary:.word, .forward)` from the
/// start to the end (word starts and ends alike), on a fresh tokenizer each run.
func tokenizerWalk(_ text: String) -> (stops: Int, seconds: Double, firstQuestion: Double) {
    var stops = 0
    var walkBest = Double.infinity, firstBest = Double.infinity
    do {
        let view = UITextView(text: text)
        let tokenizer = view.tokenizer
        // The first question copies the text and opens the iterator: timed apart from the walk.
        firstBest = min(firstBest, seconds {
            _ = tokenizer.isPosition(IndexedPosition(0), withinTextUnit: .word, inDirection: .forward)
        })
        var p: UITextPosition = IndexedPosition(0)
        stops = 0
        walkBest = min(walkBest, seconds {
            while let q = tokenizer.position(from: p, toBoundary: .word, inDirection: .forward) {
                p = q
                stops += 1
            }
        })
    }
    return (stops, walkBest, firstBest)
}

/// Questions at the end of the 10 MB document against the same questions at the end of a short document
/// holding only the last 64 KB of the same text (the same text around the question, so any difference is
/// the document's length), and at its start (warm tokenizers).
func endOfDocument(_ text: String) -> (short: Double, start: Double, end: Double,
                                      typing: (end: Double, middle: Double, short: Double)) {
    let repeats = 10_000
    func ask(_ tokenizer: any UITextInputTokenizer, _ offset: Int) {
        for _ in 0..<repeats {
            _ = tokenizer.rangeEnclosingPosition(IndexedPosition(offset), with: .word, inDirection: .forward)
            _ = tokenizer.position(from: IndexedPosition(offset), toBoundary: .sentence, inDirection: .backward)
        }
    }
    let view = UITextView(text: text)
    let tokenizer = view.tokenizer
    let n = view.editor.length
    let units = Array(text.utf16)
    var tailStart = max(0, units.count - 65_536)
    while tailStart < units.count, UTF16.isTrailSurrogate(units[tailStart]) { tailStart += 1 }
    let short = UITextView(text: String(decoding: units[tailStart...], as: UTF16.self))
    let shortTokenizer = short.tokenizer
    ask(tokenizer, 0)
    ask(shortTokenizer, 0)
    let atShortEnd = best(3) { ask(shortTokenizer, short.editor.length - 3) }
    let atStart = best(3) { ask(tokenizer, 3) }
    let atEnd = best(3) { ask(tokenizer, n - 3) }
    // Typing: an edit, then a question there, 1,000 times at the end and 1,000 times in the middle (the
    // tokenizer patches its copy of the text with the storage's journal of edits).
    func typing(_ view: UITextView, at offset: Int) -> Double {
        let tokenizer = view.tokenizer
        _ = tokenizer.rangeEnclosingPosition(IndexedPosition(offset), with: .word, inDirection: .forward)
        let cycles = 1_000
        return seconds {
            for i in 0..<cycles {
                _ = view.editor.userReplace(NSRange(location: offset + i, length: 0), with: "x")
                _ = tokenizer.rangeEnclosingPosition(IndexedPosition(offset + i), with: .word, inDirection: .backward)
            }
        } / Double(cycles)
    }
    let typingEnd = typing(view, at: view.editor.length)
    let typingMiddle = typing(view, at: view.editor.length / 2)
    let typingShort = typing(short, at: short.editor.length)
    let r = Double(repeats)
    return (atShortEnd / r, atStart / r, atEnd / r, (typingEnd, typingMiddle, typingShort))
}

func run(only: String?) throws {
    print("ICU \(StringTokenizer.icuVersion)")
    let all = [("English", try tenMegabytes(of: "/usr/share/common-licenses/GPL-3", package: "base-files")),
                 ("Japanese", try tenMegabytes(of: "/usr/share/vim/vim90/tutor/tutor.ja.utf-8",
                                               package: "vim-runtime"))]
    let texts = all.filter { only == nil || $0.0.lowercased() == only?.lowercased() }
    for (name, text) in texts {
        let units = Array(text.utf16)
        // Raw ICU and the tokenizer alternate, five rounds, best of each: other load on the machine
        // then weighs on both alike.
        var raw = (boundaries: 0, seconds: Double.infinity)
        var api = (stops: 0, seconds: Double.infinity, firstQuestion: Double.infinity)
        var floor = Double.infinity
        for _ in 0..<5 {
            let r = try rawICU(units)
            raw = (r.boundaries, min(raw.seconds, r.seconds))
            floor = min(floor, try rawICUWithRuleStatus(units).seconds)
            let a = tokenizerWalk(text)
            api = (a.stops, min(api.seconds, a.seconds), min(api.firstQuestion, a.firstQuestion))
        }
        let mb = Double(text.utf8.count) / 1e6
        print(String(format: "%@ %.1f MB (%d UTF-16 units): raw ICU %d boundaries in %.3f s; tokenizer %d stops in %.3f s; "
                     + "tokenizer/raw speed %.2fx (goal >= 0.80x); first question (copy + open) %.3f s",
                     name, mb, units.count, raw.boundaries, raw.seconds, api.stops, api.seconds,
                     raw.seconds / api.seconds, api.firstQuestion))
        print(String(format: "%@ floor (raw ICU + rule status): %.3f s, %.2fx raw; "
                     + "tokenizer/floor speed %.2fx", name, floor, raw.seconds / floor, floor / api.seconds))
        let e = endOfDocument(text)
        print(String(format: "%@ question at the end of 10 MB / at the end of its last 64 KB alone: %.2fx (%.2f us vs %.2f us); "
                     + "at the start of 10 MB: %.2f us",
                     name, e.end / e.short, e.end * 1e6, e.short * 1e6, e.start * 1e6))
        print(String(format: "%@ typing (edit + question) at the end of 10 MB / of 64 KB: %.2fx (%.2f us vs %.2f us); "
                     + "in the middle of 10 MB: %.2fx (%.2f us)",
                     name, e.typing.end / e.typing.short, e.typing.end * 1e6, e.typing.short * 1e6,
                     e.typing.middle / e.typing.short, e.typing.middle * 1e6))
    }
}

/// `--only english|japanese` runs one text; `--megabytes N` sizes the texts (both for profiling).
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--only": only = arguments.next()
    case "--megabytes":
        guard let megabytes = arguments.next().flatMap(Double.init), megabytes > 0 else {
            FileHandle.standardError.write(Data("--megabytes takes a positive number\n".utf8))
            exit(2)
        }
        targetBytes = Int(megabytes * 1e6)
    default:
        FileHandle.standardError.write(Data("unknown argument '\(argument)': expected --only english|japanese or --megabytes N\n".utf8))
        exit(2)
    }
}
do {
    try run(only: only)
} catch {
    FileHandle.standardError.write(Data("TokenizerBenchmarks: \(error)\n".utf8))
    exit(1)
}
