import ArgumentParser
import Foundation
import InputSystem

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

    @Argument(help: "Trace files: JSON Lines (see the README's \"Trace format\"), or libinput record files (.yml, .yaml). Use - for standard input.")
    var traces: [String]

    @Option(name: [.customShort("o"), .long], help: "Where to write the log: a file, or - for standard output.")
    var log: String = "-"

    @Option(help: "Device to simulate (overrides the trace's scene).")
    var device: String?

    @Option(help: "Interface orientation (overrides the trace's scene).")
    var orientation: String?

    @Option(help: "System profile (overrides the trace's scene).")
    var profile: String?

    @Option(help: "XKB layout that libinput record files (.yml) are typed through.")
    var layout: String = "us"

    @Option(help: "XKB variant for --layout.")
    var variant: String?

    @Flag(help: "End each trace's log with the final text of every field.")
    var finalText = false

    @Option(name: [.customShort("j"), .long], help: "Replay up to N traces in parallel; the output keeps the order of the traces.")
    var jobs: Int = 1

    @Option(help: ArgumentHelp("A JSON file of candidates picked in the Japanese input methods: read before the replay, written after it.",
                               valueName: "file"))
    var history: String?

    @Flag(help: "Convert Japanese with the embedded dictionary even when the full one is installed (reproducible logs).")
    var embeddedDictionary = false

    @Option(help: ArgumentHelp("Also draw the replay as an SVG timeline: keyboard frames over simulated time with every notification, delegate message and text-input call marked (one trace only).",
                               valueName: "svg-file"), completion: .file(extensions: ["svg"]))
    var timeline: String?

    func validate() throws {
        try TimelineOutput.validate(timeline, traces: traces, log: log)
        guard (1...256).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 256, got \(jobs)") }
        if history != nil && jobs > 1 && traces.count > 1 {
            throw ValidationError("--history needs --jobs 1 (parallel traces would race to write it)")
        }
    }

    func run() throws {
        var options = ReplayOptions(device: device, orientation: orientation, profile: profile, finalText: finalText,
                                    historyPath: history, embeddedDictionary: embeddedDictionary)
        options.recordingLayout = HardwareSpec(layout: layout, variant: variant)
        let sink = try LogSink(path: log)
        if timeline != nil { sink.keptCopy = [] }
        let failures = ReplayRunner.run(traces: traces, options: options, jobs: jobs, sink: sink)
        sink.close()
        if let timeline { try TimelineOutput.write(sink.keptCopy ?? [], trace: traces[0], to: timeline) }
        for failure in failures { FileHandle.standardError.write(Data((failure + "\n").utf8)) }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
