/// A trace line that could not be read or replayed, with where it is and what was expected.
public struct TraceError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The trace file's name as given (or `<stdin>`, `<string>`).
    public var file: String
    /// The 1-based line number; 0 for the file as a whole (it cannot be opened, say).
    public var line: Int
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: message`, as compilers print (`FILE: message` for the file as a whole).
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
