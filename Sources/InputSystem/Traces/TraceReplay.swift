import Foundation

/// Options of a replay that override the trace's scene.
public struct ReplayOptions: Sendable {
    /// The device, orientation and profile to use instead of the trace's `scene` values.
    public var device: String?
    public var orientation: String?
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
public enum TraceReplay {
    /// Replays the trace read by `reader`, writing each log line to `output` as it is made (the log is
    /// drained after every event, so memory does not grow with the trace). On a malformed or impossible
    /// event it throws a ``TraceError`` after everything logged before it was written. `progress` is told
    /// the number of events replayed so far.
    public static func run(_ reader: TraceReader, options: ReplayOptions, output: @escaping (String) -> Void,
                           progress: ((Int) -> Void)? = nil) throws {
        let simulator = try makeSimulator(options, file: reader.name)
        let replayer = Replayer(simulator: simulator)
        var count = 0
        defer { drain(simulator, to: output) }
        while let event = try reader.next() {
            if case .scene(let d, let o, let p) = event.kind {
                // Options override the trace's own scene values.
                let merged = TraceEvent(line: event.line, time: event.time,
                                        kind: .scene(device: options.device ?? d, orientation: options.orientation ?? o,
                                                     profile: options.profile ?? p))
                try replayer.apply(merged, file: reader.name)
            } else {
                try replayer.apply(event, file: reader.name)
            }
            drain(simulator, to: output)
            count += 1
            if count % 10_000 == 0 { progress?(count) }
        }
        finish(simulator, options: options, output: output)
        if let path = options.historyPath { try simulator.saveJapaneseHistory(to: path) }
    }

    /// Replays the keyboard events of a `libinput record` file: they are typed, through the XKB layout of
    /// `options.recordingLayout`, into a text view named `text` that has the focus. Times come from the
    /// recording (ms from its first key event). Errors name the file and line.
    public static func runRecording(_ url: URL, name: String? = nil, options: ReplayOptions,
                                    output: @escaping (String) -> Void) throws {
        let file = name ?? url.path
        let recording = try LibinputRecordReader.read(contentsOf: url)
        let simulator = try makeSimulator(options, file: file)
        defer { drain(simulator, to: output) }
        simulator.addField(FieldSpec(id: "text", kind: .textView))
        try simulator.focus("text")
        do {
            try simulator.setHardwareKeyboard(options.recordingLayout)
        } catch {
            throw TraceError(file: file, line: 0, message: "cannot make a keyboard for layout \(options.recordingLayout.layout): \(error)")
        }
        let start = recording.events.first?.event.milliseconds ?? 0
        for recorded in recording.events {
            simulator.advance(to: Int(((recorded.event.milliseconds ?? start) - start).rounded()))
            do {
                try simulator.hardwareKey(recorded.event.code, state: recorded.event.state)
            } catch {
                throw TraceError(file: file, line: recorded.line, message: "\(error)")
            }
            drain(simulator, to: output)
        }
        finish(simulator, options: options, output: output)
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

    /// Lets the last animations end, then writes the final texts when asked.
    private static func finish(_ simulator: Simulator, options: ReplayOptions, output: (String) -> Void) {
        simulator.settle()
        drain(simulator, to: output)
        guard options.finalText else { return }
        for (field, text) in simulator.finalTexts {
            output(LogValue.object([("t", .int(simulator.now)), ("kind", .string("final")), ("field", .string(field)),
                                    ("text", .string(text))]).json + "\n")
        }
    }

    private static func drain(_ simulator: Simulator, to output: (String) -> Void) {
        guard !simulator.log.records.isEmpty else { return }
        var text = ""
        for record in simulator.log.records {
            text += record.jsonLine
            text += "\n"
        }
        simulator.log.removeAll()
        output(text)
    }
}
