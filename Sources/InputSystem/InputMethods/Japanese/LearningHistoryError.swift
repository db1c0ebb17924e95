/// A learning-history file that cannot be used.
public enum LearningHistoryError: Error, CustomStringConvertible, Equatable {
    /// The file exists but cannot be read.
    case unreadable(path: String)
    /// The file is not a history file; `detail` says what was wrong and what was expected.
    case malformed(path: String, detail: String)
    /// The file cannot be written.
    case unwritable(path: String, detail: String)

    /// A message naming the file and the problem.
    public var description: String {
        switch self {
        case .unreadable(let path): return "\(path): cannot read the learning history file"
        case .malformed(let path, let detail):
            return "\(path): not a learning history file: \(detail); expected {\"version\": 1, \"entries\": [{\"reading\": …, \"candidates\": […]}]}"
        case .unwritable(let path, let detail): return "\(path): cannot write the learning history file: \(detail)"
        }
    }
}
