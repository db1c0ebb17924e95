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

    /// Draws the log bytes of `trace` and writes the SVG to `path` (`-`: standard output) through
    /// `OutputFile`, as the log is written.
    static func write(_ log: [UInt8], trace: String, to path: String) throws {
        let timeline: KeyboardTimeline
        do {
            timeline = try KeyboardTimeline(jsonLines: String(decoding: log, as: UTF8.self), name: trace,
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
