import ArgumentParser
import FileOutput
import Foundation
@_spi(Engine) import InputSystem

/// `kbsim replay --timeline FILE`: the replay's log drawn as a ``KeyboardTimeline`` SVG.
///
/// One picture shows one trace: with several traces the option is refused (run the replay once per trace).
enum TimelineOutput {
    /// Refuses `--timeline` with several traces and `--timeline -` when the log also goes to standard
    /// output (the log's own file, or any input, is refused by file identity with the other paths:
    /// ``ReplayCommand/fileUses``).
    static func validate(_ path: String?, traces: [String], log: String) throws {
        guard let path else { return }
        if traces.count != 1 {
            throw ValidationError("--timeline draws one trace, got \(traces.count); replay each trace with its own --timeline file")
        }
        if path == "-" && log == "-" {
            throw ValidationError("--timeline - and the log both on standard output: give the log a file with -o")
        }
    }

    /// The most log bytes a timeline is drawn from (kept while the replay runs): 64 MiB, thousands of times
    /// what 20,000 records usually take, so a log of a few huge records is refused rather than held.
    static let maximumLogBytes = 64 << 20

    /// Draws the log bytes (the log written to `logPath`, `-` for standard output) and writes the SVG to
    /// `path` (`-`: standard output) through `OutputFile`, as the log is written. Errors name the log and
    /// its line (the picture's title names the trace, from the log's header).
    static func write(_ bytes: [UInt8], log logPath: String, to path: String) throws {
        let timeline: KeyboardTimeline
        do {
            timeline = try KeyboardTimeline(jsonLines: String(decoding: bytes, as: UTF8.self),
                                            name: logPath == "-" ? "the log (standard output)" : logPath,
                                            catalog: try? LayoutCatalog.bundled())
        } catch {
            throw CLIError("cannot draw the timeline: \(error)")
        }
        if path == "-" {
            FileHandle.standardOutput.write(Data(timeline.svg.utf8))
            return
        }
        do {
            try OutputFile.write(timeline.svg, toPath: path)
        } catch {
            throw CLIError("cannot write the timeline: \(error)")
        }
    }
}
