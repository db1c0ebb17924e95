// Raw libxkbcommon key processing (xkb_state_update_key + xkb_state_key_get_utf8) against
// HardwareKeyboard on the same 1,000,000 key events, measured in the same run.
//
//     swift run -c release HardwareBenchmarks [--layout de] [--events 1000000] [--rounds 5] [--replay]
//
// With --replay it also writes the events as a trace (`key` lines, after a text view is focused and the
// keyboard attached), replays it with `TraceReplay` logging to a file, and reports the replay rate
// against the raw rate of the same key codes measured in the same run, and the peak resident memory.
//
// The figure that matters is the ratio printed last (HardwareKeyboard rate / raw rate); absolute rates
// depend on the machine.
import CXKBCommon
import Foundation
import InputSystem

struct Options {
    var layout = "us"
    var events = 1_000_000
    var rounds = 5
    var replay = false

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--layout": layout = iterator.next() ?? layout
            case "--events": events = iterator.next().flatMap(Int.init) ?? events
            case "--rounds": rounds = iterator.next().flatMap(Int.init) ?? rounds
            case "--replay": replay = true
            default:
                FileHandle.standardError.write(Data("unknown argument '\(argument)': expected --layout, --events, --rounds or --replay\n".utf8))
                exit(2)
            }
        }
    }
}

/// A deterministic typing stream: letter, digit and space taps, one in eight shifted, one in sixteen a
/// dead-key-prone key; as down/up pairs, `count` events in all.
func makeEvents(count: Int) -> [HardwareKeyEvent] {
    let keys = ["KEY_Q", "KEY_W", "KEY_E", "KEY_R", "KEY_T", "KEY_Y", "KEY_U", "KEY_I", "KEY_O", "KEY_P",
                "KEY_A", "KEY_S", "KEY_D", "KEY_F", "KEY_G", "KEY_H", "KEY_J", "KEY_K", "KEY_L", "KEY_Z",
                "KEY_X", "KEY_C", "KEY_V", "KEY_B", "KEY_N", "KEY_M", "KEY_SPACE", "KEY_1", "KEY_COMMA", "KEY_DOT",
                "KEY_EQUAL", "KEY_SPACE"].compactMap { EvdevKeyCode(name: $0) }
    var state: UInt64 = 42
    func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    var events: [HardwareKeyEvent] = []
    events.reserveCapacity(count + 4)
    while events.count < count {
        let key = keys[Int(next() % UInt64(keys.count))]
        let shifted = next() % 8 == 0
        if shifted { events.append(HardwareKeyEvent(code: .leftShift, state: .down)) }
        events.append(HardwareKeyEvent(code: key, state: .down))
        events.append(HardwareKeyEvent(code: key, state: .up))
        if shifted { events.append(HardwareKeyEvent(code: .leftShift, state: .up)) }
    }
    return Array(events.prefix(count))
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
        let replayed = try runReplay(events, layout: options.layout)
        print("replay benchmark: \(events.count) key events typed into a text view, log written to a file")
        print("  replay (read trace + keyboard + session + text view + log): \(Int(n / replayed.seconds)) events/s")
        print("  ratio replay/raw libxkbcommon: \(String(format: "%.3f", best.raw / replayed.seconds))x")
        print("  log: \(replayed.logBytes) bytes; peak resident memory \(peakResidentMegabytes()) MB")
    }
} catch {
    FileHandle.standardError.write(Data("HardwareBenchmarks: \(error)\n".utf8))
    exit(1)
}

/// Writes the events as a trace file, replays it logging to a file, and returns the replay's time.
func runReplay(_ events: [HardwareKeyEvent], layout: String) throws -> (seconds: Double, logBytes: Int) {
    let dir = FileManager.default.temporaryDirectory
    let traceURL = dir.appendingPathComponent("replay-bench-\(getpid()).jsonl")
    let logURL = dir.appendingPathComponent("replay-bench-\(getpid()).log.jsonl")
    defer {
        try? FileManager.default.removeItem(at: traceURL)
        try? FileManager.default.removeItem(at: logURL)
    }
    var trace = "{\"event\": \"field\", \"id\": \"notes\", \"kind\": \"textView\"}\n"
    trace += "{\"event\": \"focus\", \"field\": \"notes\"}\n"
    trace += "{\"event\": \"hardware\", \"layout\": \"\(layout)\"}\n"
    for e in events {
        trace += "{\"event\": \"key\", \"code\": \(e.code.rawValue), \"state\": \"\(e.state)\"}\n"
    }
    try Data(trace.utf8).write(to: traceURL)
    trace = ""
    FileManager.default.createFile(atPath: logURL.path, contents: nil)
    guard let log = FileHandle(forWritingAtPath: logURL.path) else { throw RawSetupFailed(layout: layout) }
    var pending = ""
    var bytes = 0
    let clock = ContinuousClock()
    let start = clock.now
    try TraceReplay.run(TraceReader(contentsOf: traceURL), options: ReplayOptions(), output: { line in
        pending += line
        if pending.utf8.count > 1 << 16 {
            bytes += pending.utf8.count
            log.write(Data(pending.utf8))
            pending = ""
        }
    })
    bytes += pending.utf8.count
    log.write(Data(pending.utf8))
    let elapsed = seconds(clock.now - start)
    try? log.close()
    return (elapsed, bytes)
}

/// Peak resident memory of this process, in MB.
func peakResidentMegabytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss / 1024)
}
