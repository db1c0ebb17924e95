import Foundation

/// Options of a replay that override the trace's scene.
public struct ReplayOptions: Sendable {
    /// The device, orientation and profile to use instead of the trace's `scene` values.
    public var device: String?
    public var orientation: String?
    public var profile: String?
    /// Whether to end the log with a `final` record for every text object.
    public var finalText: Bool
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
    /// Replays the trace read by `reader`, writing each log line to `output` as it is made. On a malformed
    /// or impossible event it throws a ``TraceError`` after everything logged before it was written.
    /// `progress` is told the number of events replayed so far.
    public static func run(_ reader: TraceReader, options: ReplayOptions, output: @escaping (String) -> Void,
                           progress: ((Int) -> Void)? = nil) throws {
        let log = EventLog(keepsRecords: false, output: output)
        let simulator = Simulator(log: log)
        simulator.usesEmbeddedDictionary = options.embeddedDictionary
        if let path = options.historyPath { try simulator.loadJapaneseHistory(from: path) }
        if options.device != nil || options.orientation != nil || options.profile != nil {
            try simulator.perform(.scene(device: options.device, orientation: options.orientation, profile: options.profile))
        }
        let replayer = Replayer(simulator: simulator)
        var count = 0
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
            count += 1
            if count % 10_000 == 0 { progress?(count) }
        }
        if options.finalText { simulator.logFinalTexts() }
        if let path = options.historyPath { try simulator.saveJapaneseHistory(to: path) }
    }
}
