import Foundation
import Testing

/// Compares `actual` with the golden file `name` next to the calling test (in its `Golden/` folder).
/// With `INPUTSYSTEM_RECORD_GOLDEN=1` in the environment the file is (re)written instead, and the test
/// passes; otherwise a mismatch is reported with the first differing line.
func assertGolden(_ actual: String, named name: String, filePath: String = #filePath,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["INPUTSYSTEM_RECORD_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: url)
        return
    }
    guard let data = try? Data(contentsOf: url), let expected = String(data: data, encoding: .utf8) else {
        Issue.record("missing golden file \(url.path); run the tests with INPUTSYSTEM_RECORD_GOLDEN=1 to record it",
                     sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    Issue.record(Comment(rawValue: "log differs from \(name) (- golden, + actual); re-record with INPUTSYSTEM_RECORD_GOLDEN=1 if the change is intended:\n\(lineDiff(expected, actual))"),
                 sourceLocation: sourceLocation)
}

/// A line diff: lines only in the golden file start with `-`, lines only in the actual text with `+`.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines: [String] = []
    for change in new.difference(from: old) {
        switch change {
        case .remove(let offset, let line, _): lines.append("-\(offset + 1): \(line)")
        case .insert(let offset, let line, _): lines.append("+\(offset + 1): \(line)")
        }
    }
    return lines.joined(separator: "\n")
}

/// The repository's `Traces/` folder.
func tracesFolder(filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath)
    while url.lastPathComponent != "Tests" && url.path != "/" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().appendingPathComponent("Traces")
}
