// Raw libxkbcommon key processing (xkb_state_update_key + xkb_state_key_get_utf8) against
// HardwareKeyboard on the same 1,000,000 key events, measured in the same run.
//
//     swift run -c release --package-path Benchmarks HardwareBenchmarks [--layout de] [--events 1000000] [--rounds 5] [--replay]
//                                             [--keep DIR]
//
// With --replay it also writes the events as a trace file (`key` lines, after a text view is focused and
// the keyboard attached; written streaming), and reports against the raw rate of the same key codes
// measured in the same run:
//   - the trace reader alone (every line parsed to a TraceEvent, nothing replayed);
//   - writing the replay's log bytes alone (the log file read back and re-written in the same chunks);
//   - the whole replay with `TraceReplay` logging to a file in 64 KiB chunks (each best of 3);
//   - the peak resident memory of a replay alone (a child process: --replay-only) at 100,000 events and
//     at the full count, to show that memory does not grow with the trace.
// --keep DIR keeps the trace and the log in DIR. --replay-only runs one replay and prints its peak memory;
// --profile-reader runs the trace reader alone five times (for perf record).
//
// The figures that matter are the ratios against raw; absolute rates depend on the machine.
import RawXKBCommon
import Foundation
@_spi(Engine) import InputSystem

struct Options {
    var layout = "us"
    var events = 1_000_000
    var rounds = 5
    var replay = false
    var replayOnly = false
    var profileReader = false
    var keep: String?

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--layout": layout = iterator.next() ?? layout
            case "--events": events = iterator.next().flatMap(Int.init) ?? events
            case "--rounds": rounds = iterator.next().flatMap(Int.init) ?? rounds
            case "--replay": replay = true
            case "--replay-only": replayOnly = true
            case "--profile-reader": profileReader = true
            case "--keep": keep = iterator.next()
            default:
                FileHandle.standardError.write(Data("unknown argument '\(argument)': expected --layout, --events, --rounds, --replay, --replay-only, --profile-reader or --keep\n".utf8))
                exit(2)
            }
        }
    }
}

/// A deterministic typing stream: letter, digit and space taps, one in eight shifted, one in sixteen a
/// dead-key-prone key; as down/up pairs, `count` events in all, given to `body` one by one.
func forEachEvent(count: Int, _ body: (HardwareKeyEvent) throws -> Void) rethrows {
    let keys = ["KEY_Q", "KEY_W", "KEY_E", "KEY_R", "KEY_T", "KEY_Y", "KEY_U", "KEY_I", "KEY_O", "KEY_P",
                "KEY_A", "KEY_S", "KEY_D", "KEY_F", "KEY_G", "KEY_H", "KEY_J", "KEY_K", "KEY_L", "KEY_Z",
                "KEY_X", "KEY_C", "KEY_V", "KEY_B", "KEY_N", "KEY_M", "KEY_SPACE", "KEY_1", "KEY_COMMA", "KEY_DOT",
                "KEY_EQUAL", "KEY_SPACE"].compactMap { EvdevKeyCode(name: $0) }
    var state: UInt64 = 42
    func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    var made = 0
    func emit(_ event: HardwareKeyEvent) throws {
        guard made < count else { return }
        made += 1
        try body(event)
    }
    while made < count {
        let key = keys[Int(next() % UInt64(keys.count))]
        let shifted = next() % 8 == 0
        if shifted { try emit(HardwareKeyEvent(code: .leftShift, state: .down)) }
        try emit(HardwareKeyEvent(code: key, state: .down))
        try emit(HardwareKeyEvent(code: key, state: .up))
        if shifted { try emit(HardwareKeyEvent(code: .leftShift, state: .up)) }
    }
}

/// The stream of ``forEachEvent(count:_:)`` as an array.
func makeEvents(count: Int) -> [HardwareKeyEvent] {
    var events: [HardwareKeyEvent] = []
    events.reserveCapacity(count)
    forEachEvent(count: count) { events.append($0) }
    return events
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The raw loop: what any libxkbcommon client does per key, without compose.
struct RawSetupFailed: Error, CustomStringConvertible {
    var layout: String
    var description: String { "libxkbcommon could not compile layout '\(layout)' for the raw loop" }
}

func runRaw(_ events: [HardwareKeyEvent], keymap: XKBKeymap) throws -> (Double, Int) {
    guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
        throw RawSetupFailed(layout: keymap.names.layout)
    }
    defer { xkb_context_unref(context) }
    xkb_context_include_path_append(context, XKBKeymap.systemIncludePath)
    let compiled = keymap.names.layout.withCString { layout in
        "evdev".withCString { rules in
            "pc105".withCString { model in
                "".withCString { empty in
                    var ruleNames = xkb_rule_names(rules: rules, model: model, layout: layout, variant: empty, options: empty)
                    return xkb_keymap_new_from_names(context, &ruleNames, XKB_KEYMAP_COMPILE_NO_FLAGS)
                }
            }
        }
    }
    guard let raw = compiled, let state = xkb_state_new(raw) else { throw RawSetupFailed(layout: keymap.names.layout) }
    var checksum = 0
    var buffer = [CChar](repeating: 0, count: 64)
    let clock = ContinuousClock()
    let start = clock.now
    buffer.withUnsafeMutableBufferPointer { buffer in
        for event in events {
            let keycode = event.code.xkbKeycode
            if event.state == .up {
                xkb_state_update_key(state, keycode, XKB_KEY_UP)
            } else {
                checksum &+= Int(xkb_state_key_get_utf8(state, keycode, buffer.baseAddress, 64))
                xkb_state_update_key(state, keycode, XKB_KEY_DOWN)
            }
        }
    }
    let elapsed = seconds(clock.now - start)
    xkb_state_unref(state)
    xkb_keymap_unref(raw)
    return (elapsed, checksum)
}

func runKeyboard(_ events: [HardwareKeyEvent], keyboard: HardwareKeyboard) -> (Double, Int) {
    keyboard.reset()
    var checksum = 0
    let clock = ContinuousClock()
    let start = clock.now
    for event in events {
        let result = keyboard.handle(event)
        checksum &+= result.text.utf8.count
    }
    return (seconds(clock.now - start), checksum)
}

let options = Options(arguments: CommandLine.arguments)
if options.replayOnly {
    // One replay in a fresh process, for its peak resident memory.
    do {
        let files = try ReplayFiles(keep: options.keep)
        defer { files.remove() }
        try writeTrace(count: options.events, layout: options.layout, to: files.trace)
        let replayed = try runReplay(files, layout: options.layout)
        print("events \(options.events) seconds \(replayed.seconds) log \(replayed.logBytes) peak-rss-kb \(peakResidentKilobytes())")
    } catch {
        FileHandle.standardError.write(Data("HardwareBenchmarks: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
if options.profileReader {
    // The trace reader alone, five times over, for `perf record`.
    do {
        let files = try ReplayFiles(keep: options.keep)
        defer { files.remove() }
        try writeTrace(count: options.events, layout: options.layout, to: files.trace)
        for _ in 0..<5 {
            let elapsed = try runReader(files)
            print("trace reader alone: \(Int(Double(options.events) / elapsed)) events/s")
        }
    } catch {
        FileHandle.standardError.write(Data("HardwareBenchmarks: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
let events = makeEvents(count: options.events)
do {
    let keymap = try XKBKeymap(names: KeymapNames(layout: options.layout))
    let withCompose = HardwareKeyboard(keymap: keymap, composeTable: try ComposeTable())
    let withoutCompose = HardwareKeyboard(keymap: keymap, composeTable: nil)
    var best = (raw: Double.infinity, compose: Double.infinity, plain: Double.infinity)
    var checksums = Set<String>()
    for _ in 0..<options.rounds {
        let raw = try runRaw(events, keymap: keymap)
        let compose = runKeyboard(events, keyboard: withCompose)
        let plain = runKeyboard(events, keyboard: withoutCompose)
        best = (min(best.raw, raw.0), min(best.compose, compose.0), min(best.plain, plain.0))
        checksums.insert("\(raw.1)/\(compose.1)/\(plain.1)")
    }
    let n = Double(events.count)
    print("hardware keyboard benchmark: \(events.count) key events, layout \(options.layout), best of \(options.rounds)")
    print("  raw libxkbcommon (update_key + key_get_utf8): \(Int(n / best.raw)) events/s")
    print("  HardwareKeyboard without compose:              \(Int(n / best.plain)) events/s")
    print("  HardwareKeyboard with compose (en_US.UTF-8):   \(Int(n / best.compose)) events/s")
    print("  ratio HardwareKeyboard/raw: without compose \(String(format: "%.2f", best.raw / best.plain))x, "
          + "with compose \(String(format: "%.2f", best.raw / best.compose))x")
    print("  output checksums (text bytes raw/compose/plain): \(checksums.sorted().joined(separator: " "))")
    if options.replay {
        let files = try ReplayFiles(keep: options.keep)
        defer { files.remove() }
        try writeTrace(count: options.events, layout: options.layout, to: files.trace)
        // Best of three each, interleaved, as the raw loop is best of its rounds.
        var reader = Double.infinity, writing = Double.infinity
        var replayed = (seconds: Double.infinity, logBytes: 0)
        for _ in 0..<3 {
            reader = min(reader, try runReader(files))
            let replay = try runReplay(files, layout: options.layout)
            replayed = (min(replayed.seconds, replay.seconds), replay.logBytes)
            writing = min(writing, try runLogWrite(files))
        }
        func rate(_ seconds: Double) -> String { "\(Int(n / seconds)) events/s" }
        func ratio(_ seconds: Double) -> String { String(format: "%.3fx raw", best.raw / seconds) }
        print("replay benchmark: \(events.count) key events typed into a text view, log written to a file in 64 KiB chunks, best of 3")
        print("  trace reader alone (parse every line to TraceEvent): \(rate(reader)), \(ratio(reader))")
        print("  log writing alone (\(replayed.logBytes) bytes, \(String(format: "%.0f", Double(replayed.logBytes) / n)) B/event, same chunks): "
              + "\(rate(writing)), \(ratio(writing))")
        print("  replay (read trace + keyboard + session + text view + log): \(rate(replayed.seconds)), \(ratio(replayed.seconds))")
        print("  ratio replay/raw libxkbcommon: \(String(format: "%.3f", best.raw / replayed.seconds))x")
        for count in Set([100_000, options.events]).sorted() {
            if let line = replayInChildProcess(events: count, layout: options.layout) {
                print("  peak resident memory of a replay alone, \(count) events: \(line)")
            }
        }
    }
} catch {
    FileHandle.standardError.write(Data("HardwareBenchmarks: \(error)\n".utf8))
    exit(1)
}

/// The trace and log files of a replay: in the temporary folder (removed afterwards) or in `--keep DIR`.
struct ReplayFiles {
    var trace: URL
    var log: URL
    var copy: URL
    var kept: Bool

    init(keep: String?) throws {
        let dir = keep.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let stem = keep == nil ? "replay-bench-\(getpid())" : "replay-bench"
        trace = dir.appendingPathComponent("\(stem).jsonl")
        log = dir.appendingPathComponent("\(stem).log.jsonl")
        copy = dir.appendingPathComponent("\(stem).log-copy.jsonl")
        kept = keep != nil
    }

    func remove() {
        try? FileManager.default.removeItem(at: copy)
        guard !kept else { return }
        try? FileManager.default.removeItem(at: trace)
        try? FileManager.default.removeItem(at: log)
    }
}

struct FileFailed: Error, CustomStringConvertible {
    var path: String
    var description: String { "cannot open \(path)" }
}

/// An output file written with write(2).
final class OutputFile {
    let fd: Int32
    init(_ url: URL) throws {
        fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw FileFailed(path: url.path) }
    }
    func write(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let n = writeToDescriptor(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n <= 0 { return }
            offset += n
        }
    }
    deinit { close(fd) }
}

/// Writes the events as a trace file, line by line through a 64 KiB buffer (the trace is never in memory).
func writeTrace(count: Int, layout: String, to url: URL) throws {
    let file = try OutputFile(url)
    var text = "{\"event\": \"field\", \"id\": \"notes\", \"kind\": \"textView\"}\n"
    text += "{\"event\": \"focus\", \"field\": \"notes\"}\n"
    text += "{\"event\": \"hardware\", \"layout\": \"\(layout)\"}\n"
    forEachEvent(count: count) { e in
        text += "{\"event\": \"key\", \"code\": \(e.code.rawValue), \"state\": \"\(e.state)\"}\n"
        if text.utf8.count >= 1 << 16 {
            text.withUTF8 { file.write(UnsafeRawBufferPointer($0)) }
            text = ""
        }
    }
    text.withUTF8 { file.write(UnsafeRawBufferPointer($0)) }
}

/// The trace reader alone: every line parsed to a TraceEvent.
func runReader(_ files: ReplayFiles) throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let reader = try TraceReader(contentsOf: files.trace)
    var events = 0
    var checksum = 0
    while let event = try reader.next() {
        events += 1
        checksum &+= event.line
    }
    let elapsed = seconds(clock.now - start)
    if checksum == 42 { print(events) }  // keeps the loop's work observable
    return elapsed
}

/// Replays the trace, logging to a file in 64 KiB chunks; returns the replay's time and the log's size.
func runReplay(_ files: ReplayFiles, layout: String) throws -> (seconds: Double, logBytes: Int) {
    let log = try OutputFile(files.log)
    var bytes = 0
    let clock = ContinuousClock()
    let start = clock.now
    try TraceReplay.run(TraceReader(contentsOf: files.trace), options: ReplayOptions(), chunkSize: 1 << 16, write: { chunk in
        bytes += chunk.count
        log.write(chunk)
    })
    return (seconds(clock.now - start), bytes)
}

/// Writing the log alone: the replay's log file read back in 64 KiB chunks and written to another file;
/// only the writes are timed.
func runLogWrite(_ files: ReplayFiles) throws -> Double {
    let input = open(files.log.path, O_RDONLY)
    guard input >= 0 else { throw FileFailed(path: files.log.path) }
    defer { close(input) }
    let output = try OutputFile(files.copy)
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { chunk.deallocate() }
    let clock = ContinuousClock()
    var total = Duration.zero
    while true {
        let n = read(input, chunk.baseAddress, chunk.count)
        if n <= 0 { break }
        let start = clock.now
        output.write(UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
        total += clock.now - start
    }
    return seconds(total)
}

/// `write(2)` under a name the log writer's own `write` method does not shadow (Foundation brings the C
/// library's on Linux and on macOS alike).
func writeToDescriptor(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Runs `--replay-only` in a child process and returns its peak resident memory, or nil when it failed.
func replayInChildProcess(events: Int, layout: String) -> String? {
    let process = Process()
    process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--replay-only", "--events", String(events), "--layout", layout]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let words = String(decoding: data, as: UTF8.self).split(separator: " ")
    guard process.terminationStatus == 0, let i = words.firstIndex(of: "peak-rss-kb"), i + 1 < words.count,
          let kb = Int(words[i + 1].trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
    return "\(kb / 1024) MB"
}

/// Peak resident memory of this process image, in KB: `VmHWM` (`getrusage`'s `ru_maxrss` would count the
/// parent's memory too, as it is carried over a fork and an exec).
func peakResidentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }  // fallback: 0 where there is no /proc (macOS)
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
    }
    return 0
}
