#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, compared by identity (device and inode) rather than by spelling, so that
/// `T`, `./T`, `/abs/T` and a symbolic link to `T` are one file: for refusing a command whose output
/// would be written over one of its inputs (or over another of its outputs) before anything is written.
public enum FileIdentity {
    /// What a path names.
    public enum Key: Hashable, Sendable {
        /// An existing file (symbolic links followed): its device and inode.
        case file(device: UInt64, inode: UInt64)
        /// A file that does not exist yet: the directory it would be made in (by identity, or by its path
        /// when that does not exist either) and its name there.
        case missing(directory: String, name: String)
    }

    /// How a command uses a path.
    public enum Role: Sendable {
        /// Only read.
        case input
        /// Only written.
        case output
        /// Read, then written (a history file that a run updates).
        case inputOutput
    }

    /// A path a command reads or writes, with how the command names it in messages (`--log`, `the trace`).
    public struct Use: Sendable {
        /// How messages name it: an option, or a description of an argument.
        public var label: String
        /// The path as given; `-` stands for standard input (an input) or standard output (an output).
        public var path: String
        /// Whether it is read, written or both.
        public var role: Role

        /// Creates a use.
        public init(_ label: String, _ path: String, _ role: Role) {
            self.label = label
            self.path = path
            self.role = role
        }

        var writes: Bool { role != .input }
        var reads: Bool { role != .output }
    }

    /// The identity of what `path` names; `-` is standard input (`reads`) or output. Symbolic links are
    /// followed (a dangling one names the file its target would create).
    public static func key(forPath path: String, standardStreamIsInput: Bool = true) -> Key? {
        var info = stat()
        if path == "-" {
            guard fstat(standardStreamIsInput ? STDIN_FILENO : STDOUT_FILENO, &info) == 0 else { return nil }
            return .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
        return key(forPath: path, depth: 0)
    }

    private static func key(forPath path: String, depth: Int) -> Key? {
        var info = stat()
        if stat(path, &info) == 0 { return .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) }
        // A dangling symbolic link: writing through it creates its target.
        if depth < 40, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(path, &buffer, buffer.count - 1)
            guard n > 0 else { return nil }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let resolved = target.hasPrefix("/") ? target : directoryPart(path) + target
            return key(forPath: resolved, depth: depth + 1)
        }
        let directory = directoryPart(path)
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var dirInfo = stat()
        if stat(directory.isEmpty ? "." : directory, &dirInfo) == 0 {
            return .missing(directory: "\(dirInfo.st_dev):\(dirInfo.st_ino)", name: name)
        }
        return .missing(directory: directory, name: name)
    }

    /// `path` up to and including its last slash (empty for a bare name).
    private static func directoryPart(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    private static func isCharacterDevice(_ path: String, standardStreamIsInput: Bool) -> Bool {
        var info = stat()
        let found = path == "-" ? fstat(standardStreamIsInput ? STDIN_FILENO : STDOUT_FILENO, &info) == 0 : stat(path, &info) == 0
        return found && info.st_mode & S_IFMT == S_IFCHR
    }

    /// The first two uses that name one file where one of them is written, as a one-line message naming
    /// both (`--log ./T and the trace T are the same file: …`), or nil when there is none. A use that both
    /// reads and writes its file clashes with no other use of itself; two uses of a character device
    /// (`/dev/null`, a terminal) never clash. Nothing is opened or created.
    public static func clash(among uses: [Use]) -> String? {
        let keys = uses.map { key(forPath: $0.path, standardStreamIsInput: $0.reads) }
        for i in uses.indices {
            for j in uses.indices where j > i {
                let a = uses[i], b = uses[j]
                guard a.writes || b.writes, let ka = keys[i], ka == keys[j] else { continue }
                if isCharacterDevice(a.path, standardStreamIsInput: a.reads) { continue }
                // The one that only writes destroys the other; two that only write overwrite each other.
                let (output, other) = a.role == .output || !b.writes ? (a, b) : (b, a)
                let what = other.reads
                    ? "writing \(output.label) would destroy \(other.label) before it is read; give \(output.label) a path of its own"
                    : "one output would overwrite the other; give each its own path"
                return "\(describe(a)) and \(describe(b)) are the same file: \(what)"
            }
        }
        return nil
    }

    private static func describe(_ use: Use) -> String {
        use.path == "-" ? "\(use.label) (\(use.reads ? "standard input" : "standard output"))" : "\(use.label) \(use.path)"
    }
}
