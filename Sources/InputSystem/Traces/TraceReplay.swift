import Foundation
import KanaKanji

/// Options of a replay that override the trace's scene.
public struct ReplayOptions: Sendable {
    /// The device, orientation and profile to use instead of the trace's `scene` values.
    public var device: String?
    /// The orientation to start in (`portrait`, `landscapeLeft`, …), or nil for the trace's own.
    public var orientation: String?
    /// The system profile (`ios18`, `ios7`, …), or nil for the trace's own.
    public var profile: String?
    /// Whether to end the log with a `final` record for every text object.
    public var finalText: Bool
    /// The XKB layout and variant a `libinput record` file is replayed through (default `us`).
    public var recordingLayout: HardwareSpec = HardwareSpec(layout: "us")
    /// A learning-history file for the Japanese input methods: read before the replay (a missing file is an
    /// empty history) and written after it, so picked candidates rank first across runs.
    public var historyPath: String?
    /// Whether Japanese conversion uses the embedded dictionary even when the full one is installed.
    public var embeddedDictionary: Bool
    /// The label every record carries as its `trace` field (set when several traces share one log), or nil.
    public var traceLabel: String?

    /// Creates options.
    public init(device: String? = nil, orientation: String? = nil, profile: String? = nil, finalText: Bool = false,
                historyPath: String? = nil, embeddedDictionary: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.profile = profile
        self.finalText = finalText
        self.historyPath = historyPath
        self.embeddedDictionary = embeddedDictionary
    }
}

/// Replays trace files into JSON Lines logs: what `kbsim replay` does for each trace.
///
/// The simulator's log streams into a byte buffer (``EventLog/stream(to:)``): records are written as JSON
/// the moment they are made and handed on in chunks, so memory does not grow with the trace.
@MainActor
public enum TraceReplay {
    /// Replays the trace read by `reader`, writing each event's log lines to `output` as they are made (the
    /// log is drained after every event, so memory does not grow with the trace). On a malformed or
    /// impossible event it throws a ``TraceError`` after everything logged before it was written.
    /// `progress` is told the number of events replayed so far.
    public static func run(_ reader: TraceReader, options: ReplayOptions, output: @escaping (String) -> Void,
                           progress: ((Int) -> Void)? = nil) throws {
        try run(reader, options: options, chunkSize: 0, write: { output(String(decoding: $0, as: UTF8.self)) },
                progress: progress)
    }

    /// Replays the trace read by `reader`, writing the log as UTF-8 bytes to `write` in chunks of at least
    /// `chunkSize` bytes (the last one may be smaller; 0 hands on each event's lines as they are made). The
    /// bytes are the same whatever the chunk size. On a malformed or impossible event it throws a
    /// ``TraceError`` after everything logged before it was written. `progress` is told the number of
    /// events replayed so far.
    public static func run(_ reader: TraceReader, options: ReplayOptions, chunkSize: Int,
                           write: (UnsafeRawBufferPointer) -> Void, progress: ((Int) -> Void)? = nil) throws {
        try withoutActuallyEscaping(write) { write in
            try replay(reader, options: options, chunkSize: chunkSize, write: write, progress: progress)
        }
    }

    private static func replay(_ reader: TraceReader, options: ReplayOptions, chunkSize: Int,
                               write: @escaping (UnsafeRawBufferPointer) -> Void, progress: ((Int) -> Void)?) throws {
        let simulator = try makeSimulator(options, file: reader.name)
        // The header states the scene the trace starts in: its leading `scene` event under the options.
        let first = try reader.next()
        var scene = (device: options.device, orientation: options.orientation, profile: options.profile)
        if case .scene(let d, let o, let p)? = first?.kind {
            scene = (options.device ?? d, options.orientation ?? o, options.profile ?? p)
        }
        let out = LogOutput(simulator: simulator, chunkSize: chunkSize, write: write,
                            header: header(file: reader.name, simulator: simulator, scene: scene, options: options),
                            traceLabel: options.traceLabel)
        defer { out.flush() }
        let replayer = Replayer(simulator: simulator)
        var count = 0
        var pending = first
        while let event = try pending ?? reader.next() {
            pending = nil
            if case .scene(let d, let o, let p) = event.kind {
                // Options override the trace's own scene values.
                let merged = TraceEvent(line: event.line, time: event.time,
                                        kind: .scene(device: options.device ?? d, orientation: options.orientation ?? o,
                                                     profile: options.profile ?? p))
                try replayer.apply(merged, file: reader.name)
            } else {
                try replayer.apply(event, file: reader.name)
            }
            out.flushIfFull()
            count += 1
            if count % 1_000 == 0 { progress?(count) }
        }
        if count % 1_000 != 0 { progress?(count) }
        finish(simulator, options: options, out: out)
        out.flush()
        if let path = options.historyPath { try simulator.saveJapaneseHistory(to: path) }
    }

    /// Replays the keyboard events of a `libinput record` file: they are typed, through the XKB layout of
    /// `options.recordingLayout`, into a text view named `text` that has the focus. Times come from the
    /// recording (ms from its first key event). Errors name the file and line.
    public static func runRecording(_ url: URL, name: String? = nil, options: ReplayOptions,
                                    output: @escaping (String) -> Void) throws {
        try runRecording(url, name: name, options: options, chunkSize: 0,
                         write: { output(String(decoding: $0, as: UTF8.self)) })
    }

    /// ``runRecording(_:name:options:output:)`` writing the log as UTF-8 bytes to `write` in chunks of at
    /// least `chunkSize` bytes, as ``run(_:options:chunkSize:write:progress:)`` does.
    public static func runRecording(_ url: URL, name: String? = nil, options: ReplayOptions, chunkSize: Int,
                                    write: (UnsafeRawBufferPointer) -> Void) throws {
        try withoutActuallyEscaping(write) { write in
            try replayRecording(url, name: name, options: options, chunkSize: chunkSize, write: write)
        }
    }

    /// ``runRecording(_:name:options:chunkSize:write:)`` for a recording's text already read (one piped to
    /// standard input); `name` names it in the log and in errors.
    public static func runRecording(yaml: String, name: String, options: ReplayOptions, chunkSize: Int,
                                    write: (UnsafeRawBufferPointer) -> Void) throws {
        let recording = try LibinputRecordReader.read(yaml: yaml, file: name)
        try withoutActuallyEscaping(write) { write in
            try replay(recording, file: name, options: options, chunkSize: chunkSize, write: write)
        }
    }

    private static func replayRecording(_ url: URL, name: String?, options: ReplayOptions, chunkSize: Int,
                                        write: @escaping (UnsafeRawBufferPointer) -> Void) throws {
        let file = name ?? url.path
        let recording = try LibinputRecordReader.read(contentsOf: url)
        try replay(recording, file: file, options: options, chunkSize: chunkSize, write: write)
    }

    private static func replay(_ recording: LibinputRecordReader.Recording, file: String, options: ReplayOptions,
                               chunkSize: Int, write: @escaping (UnsafeRawBufferPointer) -> Void) throws {
        let simulator = try makeSimulator(options, file: file)
        let out = LogOutput(simulator: simulator, chunkSize: chunkSize, write: write,
                            header: header(file: file, simulator: simulator,
                                           scene: (options.device, options.orientation, options.profile), options: options),
                            traceLabel: options.traceLabel)
        defer { out.flush() }
        simulator.addField(FieldSpec(id: "text", kind: .textView))
        try simulator.focus("text")
        do {
            try simulator.setHardwareKeyboard(options.recordingLayout)
        } catch {
            throw TraceError(file: file, line: 0, message: "cannot make a keyboard for layout \(options.recordingLayout.layout): \(error)")
        }
        if recording.looksObfuscated {
            // libinput record writes every key as KEY_A unless given --show-keycodes: the text below is a row of
            // "a", not what was typed.
            simulator.log.record(.state, "warning", [("message", .string(
                "every key press is KEY_A: the recording's key codes look obfuscated (record with libinput record --show-keycodes)"))])
        }
        let start = recording.events.first?.event.milliseconds ?? 0
        for recorded in recording.events {
            simulator.advance(to: Int(((recorded.event.milliseconds ?? start) - start).rounded()))
            do {
                try simulator.hardwareKey(recorded.event.code, state: recorded.event.state)
            } catch {
                throw TraceError(file: file, line: recorded.line, message: "\(error)")
            }
            out.flushIfFull()
        }
        finish(simulator, options: options, out: out)
    }

    private static func makeSimulator(_ options: ReplayOptions, file: String) throws -> Simulator {
        let simulator: Simulator
        do {
            simulator = try Simulator(device: options.device, orientation: options.orientation, profile: options.profile)
        } catch {
            throw TraceError(file: file, line: 0, message: "\(error)")
        }
        simulator.usesEmbeddedDictionary = options.embeddedDictionary
        if let path = options.historyPath { try simulator.loadJapaneseHistory(from: path) }
        return simulator
    }

    /// The first record of a trace's log: the tool's version, the trace, the scene it starts in (device,
    /// UIKit's orientation name, profile) and the dictionary Japanese conversion uses.
    private static func header(file: String, simulator: Simulator, scene: (device: String?, orientation: String?, profile: String?),
                               options: ReplayOptions) -> LogRecord {
        let device = scene.device ?? simulator.keyboard.device.name
        let orientation = scene.orientation.flatMap(InterfaceOrientation.init(name:)) ?? simulator.keyboard.orientation
        let profile = scene.profile ?? simulator.keyboard.profile.name
        let dictionary = options.embeddedDictionary || !FileManager.default.fileExists(atPath: DictionaryLocation.fullDictionaryPath())
            ? "embedded" : "full"
        return LogRecord(time: 0, kind: .header, name: "kbsim", fields: [
            ("version", .string(InputSystemInfo.version)), ("file", .string(file)), ("device", .string(device)),
            ("orientation", .string(orientation.uikitName)), ("profile", .string(profile)), ("dictionary", .string(dictionary)),
        ])
    }

    /// Lets the last animations end, then writes the final texts when asked.
    private static func finish(_ simulator: Simulator, options: ReplayOptions, out: LogOutput) {
        simulator.settle()
        guard options.finalText else { return }
        let buffer = out.buffer
        for (field, text) in simulator.finalTexts {
            buffer.appendRecordHead(time: simulator.now, kind: .final, name: "finalText")
            buffer.append(raw: ",\"field\":")
            buffer.append(string: field)
            buffer.append(raw: ",\"text\":")
            buffer.append(string: text)
            buffer.append(raw: "}\n")
        }
    }
}

/// A simulator's log streaming into a buffer that is handed on in chunks.
@MainActor
private struct LogOutput {
    let buffer: LogBuffer
    let chunkSize: Int
    let write: (UnsafeRawBufferPointer) -> Void

    init(simulator: Simulator, chunkSize: Int, write: @escaping (UnsafeRawBufferPointer) -> Void, header: LogRecord,
         traceLabel: String?) {
        self.chunkSize = max(0, chunkSize)
        self.write = write
        buffer = LogBuffer(capacity: self.chunkSize + (1 << 12), traceLabel: traceLabel)
        header.write(to: buffer)
        buffer.append(byte: 0x0A)
        // Anything logged while the simulator was made goes next.
        for record in simulator.log.records {
            record.write(to: buffer)
            buffer.append(byte: 0x0A)
        }
        simulator.log.removeAll()
        simulator.log.stream(to: buffer)
    }

    /// Hands on the buffer once it holds `chunkSize` bytes (any bytes at all for a chunk size of 0).
    @inline(__always)
    func flushIfFull() {
        if buffer.count >= chunkSize && !buffer.isEmpty { flush() }
    }

    /// Hands on whatever the buffer holds.
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withBytes(write)
        buffer.removeAll()
    }
}
