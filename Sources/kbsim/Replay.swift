import ArgumentParser
import FileOutput
import Foundation
@_spi(Engine) import InputSystem
import KanaKanji

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay keystroke traces and write a JSON Lines log of notifications, delegate messages and text-input calls.",
        discussion: """
            Examples:
              kbsim replay Traces/form.jsonl --final-text
              kbsim replay Traces/*.jsonl -j 2 -o all.jsonl
              kbsim replay Traces/japanese-romaji.jsonl --history picks.json --embedded-dictionary
              kbsim replay recording.yml --layout de
              kbsim replay Traces/rotation.jsonl -o rotation.jsonl --timeline rotation.svg
            A malformed or impossible line stops its trace with FILE:LINE: message and a non-zero exit; the log written before it is kept.
            """
    )

    @Argument(help: "Trace files: JSON Lines (see the README's \"Trace format\"), or libinput record files (.yml, .yaml, or any file starting with '# libinput record'). Use - for standard input.",
              completion: .file(extensions: ["jsonl", "yml", "yaml"]))
    var traces: [String]

    @Option(name: [.customShort("o"), .long], help: "Where to write the log: a file, or - for standard output.",
            completion: .file(extensions: ["jsonl"]))
    var log: String = "-"

    @Option(help: "Device to simulate, by name or alias (overrides the trace's scene; `kbsim devices` lists them).")
    var device: DeviceName?

    @Option(help: "Interface orientation (overrides the trace's scene; UIKit's names are accepted too).")
    var orientation: OrientationName?

    @Option(help: "System profile (overrides the trace's scene).")
    var profile: ProfileName?

    @Option(help: "XKB layout that libinput record files (.yml) are typed through.")
    var layout: String = "us"

    @Option(help: "XKB variant for --layout (default: the layout's Macintosh variant where xkeyboard-config has one, as an iPad types; \"\" for XKB's own).")
    var variant: String?

    @Flag(help: "End each trace's log with the final text of every field.")
    var finalText = false

    // `.unconditional`: `--jobs -1` is a value out of range, not a missing value followed by an option `-1`.
    @Option(name: [.customShort("j"), .long], parsing: .unconditional,
            help: "Replay up to N traces in parallel; the output keeps the order of the traces.")
    var jobs: Int = 1

    @Option(help: ArgumentHelp("A JSON file of candidates picked in the Japanese input methods: read before the replay, written after it.",
                               valueName: "file"), completion: .file(extensions: ["json"]))
    var history: String?

    @Flag(help: "Convert Japanese with the embedded dictionary even when the full one is installed (reproducible logs).")
    var embeddedDictionary = false

    @Option(help: ArgumentHelp("Also draw the replay as an SVG timeline: keyboard frames over simulated time with every notification, delegate message and text-input call marked (one trace only).",
                               valueName: "svg-file"), completion: .file(extensions: ["svg"]))
    var timeline: String?

    @Flag(help: "Show progress on standard error (events/s, percentage of the bytes read, ETA) even when it is not a terminal or the log goes to one (by default progress shows when standard error is a terminal and the log is not printed on a terminal).")
    var progress = false

    @Flag(name: [.customShort("q"), .long], help: "Write nothing to standard error but errors (no progress).")
    var quiet = false

    /// Set by `--jobs` on the worker processes it starts: replay only trace number N of the list, its log to
    /// standard output and its error to standard error (the parent gathers them in order).
    @Option(help: .hidden)
    var workerIndex: Int?

    func validate() throws {
        if progress && quiet { throw ValidationError("--progress and --quiet exclude each other") }
        try TimelineOutput.validate(timeline, traces: traces, log: log)
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 256, got \(jobs)") }
        if history != nil && jobs > 1 && traces.count > 1 {
            throw ValidationError("--history needs --jobs 1 (parallel traces would race to write it)")
        }
        // A device the profile predates is the options' mistake, not the trace's: a usage error naming both.
        if let device, let profile, let catalog = BundledCatalog.shared {
            do {
                try catalog.checkAvailability(of: try catalog.device(named: device.name), in: try catalog.profile(named: profile.name))
            } catch {
                throw ValidationError("--device \(device.name) and --profile \(profile.name) do not go together: \(error)")
            }
        }
        if let clash = FileIdentity.clash(among: fileUses) { throw ValidationError(clash) }
        // A layout or variant XKB does not have is the options' mistake: a usage error before any log is written.
        if layout != "us" || variant != nil {
            let names = KeymapNames(layout: layout, variant: variant ?? "")
            do {
                _ = try HardwareKeyboard(names: names)
            } catch {
                throw ValidationError("--layout \(layout)\(variant.map { " --variant \($0)" } ?? ""): XKB has no such layout: \(error)")
            }
        }
    }

    /// Every path the replay reads or writes, for refusing an output that is one of its inputs (or another
    /// output) by file identity, before anything is opened for writing.
    var fileUses: [FileIdentity.Use] {
        var uses = traces.map { FileIdentity.Use("the trace", $0, .input) }
        if let history { uses.append(FileIdentity.Use("--history", history, .inputOutput)) }
        if !embeddedDictionary {
            let dictionary = DictionaryLocation.fullDictionaryPath()
            if FileManager.default.fileExists(atPath: dictionary) { uses.append(FileIdentity.Use("the dictionary", dictionary, .input)) }
        }
        uses.append(FileIdentity.Use("--log", log, .output))
        if let timeline { uses.append(FileIdentity.Use("--timeline", timeline, .output)) }
        return uses
    }

    func run() throws {
        var options = ReplayOptions(device: device?.name, orientation: orientation?.rawValue, profile: profile?.name, finalText: finalText,
                                    historyPath: history, embeddedDictionary: embeddedDictionary)
        options.recordingLayout = HardwareSpec(layout: layout, variant: variant)
        if let workerIndex {
            guard traces.indices.contains(workerIndex) else {
                throw ValidationError("--worker-index \(workerIndex): there are \(traces.count) traces")
            }
            let path = traces[workerIndex]
            if traces.count > 1 { options.traceLabel = path }
            let out = try LogSink(path: "-")
            let failure = MainActor.assumeIsolated { [options] in
                ReplayRunner.replay(path, options: options, write: out.write, progress: nil, index: workerIndex)
            }
            out.close()
            if let failure {
                FileHandle.standardError.write(Data((failure + "\n").utf8))
                throw ExitCode(ReplayWorker.traceFailed)
            }
            return
        }
        let sink = try LogSink(path: log)
        // By default only on a terminal, and not when the log itself is printed there: it would garble it.
        let showProgress = !quiet && (progress || (isatty(STDERR_FILENO) == 1 && !(log == "-" && isatty(STDOUT_FILENO) == 1)))
        if timeline != nil {
            // Kept only up to what a timeline draws (its records, at most 64 MiB of them).
            sink.keptCopy = []
            sink.keptRecordLimit = KeyboardTimeline.maximumMarkers
            sink.keptByteLimit = TimelineOutput.maximumLogBytes
        }
        // A command runs on the main thread, where the simulation's text objects live.
        let failures = MainActor.assumeIsolated { [traces, options, jobs] in
            ReplayRunner.run(traces: traces, options: options, jobs: jobs, sink: sink, progress: showProgress)
        }
        sink.close()
        for failure in failures { FileHandle.standardError.write(Data((failure + "\n").utf8)) }
        if let timeline {
            if let overflow = sink.keptCopyOverflowed {
                throw CLIError("cannot draw the timeline: \(overflow), too many to draw legibly; replay a shorter trace")
            }
            try TimelineOutput.write(sink.keptCopy ?? [], log: log, to: timeline)
        }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
