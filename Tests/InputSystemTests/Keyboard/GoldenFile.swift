import Foundation
import Testing

/// Compares text with a golden file in `Golden/` beside this file; with `INPUTSYSTEM_RECORD_GOLDEN=1` in
/// the environment, (re-)records the file instead. A mismatch fails with a line diff.
enum GoldenFile {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["INPUTSYSTEM_RECORD_GOLDEN"] == "1" }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".jsonl")
        if recording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: url.path, contents: Data(actual.utf8))
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path), let expected = String(data: data, encoding: .utf8) else {
            Issue.record("golden file \(url.path) is missing; run with INPUTSYSTEM_RECORD_GOLDEN=1 to record it",
                         sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let message = "log differs from \(name).jsonl (- golden, + actual):\n\(diff(expected, actual))"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// A line diff: lines only in the golden file start with `-`, lines only in the actual text with `+`.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = new.difference(from: old)
        var lines: [String] = []
        for change in difference {
            switch change {
            case .remove(let offset, let line, _): lines.append("-\(offset + 1): \(line)")
            case .insert(let offset, let line, _): lines.append("+\(offset + 1): \(line)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
