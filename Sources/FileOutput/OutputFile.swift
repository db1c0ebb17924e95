#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files the tool makes (logs, learning histories, dictionaries, generated sources) without
/// damaging what their paths point at.
///
/// A path that names a regular file, or nothing, is replaced atomically: the bytes go to a new file beside
/// it, which is flushed to disk and renamed over the path, so a reader sees the old file or the whole new
/// one, and a failure leaves the old file as it was and no temporary file behind. Any other path — a
/// symbolic link, a named pipe, a device, a socket — is opened for writing (created if missing,
/// truncated) and written through, as a shell's `>` does: the link, the pipe or the device stays what it
/// is. A rename is never made over anything but a regular file.
public enum OutputFile {
    /// Writes `bytes` to `path`: atomically for a regular file (or a missing one), through the path for
    /// anything else. Throws ``OutputFileError`` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], toPath path: String) throws(OutputFileError) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let stream = try Stream(path: path)
            defer { stream.closeQuietly() }
            try stream.write(bytes)
            try stream.close()
            return
        }
        try replaceAtomically(path, with: bytes)
    }

    /// Writes `text` as UTF-8, as ``write(_:toPath:)`` does.
    public static func write(_ text: String, toPath path: String) throws(OutputFileError) {
        try write(Array(text.utf8), toPath: path)
    }

    /// Writes to a temporary file in `path`'s directory, flushes it and renames it over `path`; removes
    /// the temporary file on any failure.
    private static func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(OutputFileError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory).\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw OutputFileError(path: path, operation: "create a file beside", code: errno) }
        let temporary = String(cString: template)
        let stream = Stream(descriptor: fd, path: path)
        do throws(OutputFileError) {
            // mkstemp makes the file 0600; a new output file gets the usual 0666 less the umask, and an
            // existing one keeps its mode.
            var info = stat()
            let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o666 & ~currentUmask()
            if fchmod(fd, mode) != 0 { throw OutputFileError(path: path, operation: "set the mode of", code: errno) }
            try stream.write(bytes)
            if fsync(fd) != 0 { throw OutputFileError(path: path, operation: "flush", code: errno) }
            try stream.close()
            if rename(temporary, path) != 0 { throw OutputFileError(path: path, operation: "replace", code: errno) }
        } catch {
            stream.closeQuietly()
            unlink(temporary)
            throw error
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// A file opened for writing through its path (created if missing with mode 0666 less the umask,
    /// truncated), written with `write(2)`: for logs that stream, and for paths that are not regular files.
    public final class Stream {
        /// The path as given, for error messages.
        public let path: String
        private var descriptor: Int32

        /// Opens `path` for writing: follows a symbolic link, opens a named pipe or a device as it is
        /// (a pipe waits for a reader, as a shell's `>` does), creates a missing file, truncates a regular
        /// one.
        public init(path: String) throws(OutputFileError) {
            var fd: Int32
            repeat {
                fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            } while fd < 0 && errno == EINTR
            guard fd >= 0 else { throw OutputFileError(path: path, operation: "open", code: errno) }
            self.descriptor = fd
            self.path = path
        }

        fileprivate init(descriptor: Int32, path: String) {
            self.descriptor = descriptor
            self.path = path
        }

        deinit { closeQuietly() }

        /// Writes all of `bytes`, retrying short writes and interruptions.
        public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
            guard descriptor >= 0 else { throw OutputFileError(path: path, operation: "write to a closed", code: EBADF) }
            try Self.writeAll(bytes, to: descriptor, path: path)
        }

        /// Writes all of `bytes` to an open file descriptor (standard output, say), retrying short writes
        /// and interruptions; `path` names it in the error.
        public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32,
                                    path: String) throws(OutputFileError) {
            guard var base = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let n = posixWrite(descriptor, base, left)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw OutputFileError(path: path, operation: "write", code: errno)
                }
                base += n
                left -= n
            }
        }

        /// Writes all of `bytes`.
        public func write(_ bytes: [UInt8]) throws(OutputFileError) {
            let failure = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> OutputFileError? in
                do throws(OutputFileError) { try self.write(raw) } catch { return error }
                return nil
            }
            if let failure { throw failure }
        }

        /// Closes the file; a failure (a full disk reported late) is an error.
        public func close() throws(OutputFileError) {
            guard descriptor >= 0 else { return }
            let fd = descriptor
            descriptor = -1
            if posixClose(fd) != 0 && errno != EINTR { throw OutputFileError(path: path, operation: "close", code: errno) }
        }

        /// Closes the file, ignoring errors (after another error already).
        public func closeQuietly() {
            guard descriptor >= 0 else { return }
            _ = posixClose(descriptor)
            descriptor = -1
        }
    }
}

/// An output file that could not be written: which path, what was being done and the system's reason.
public struct OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What was being done: "open", "write", "replace", …
    public var operation: String
    /// The `errno` value.
    public var code: Int32

    /// Creates an error.
    public init(path: String, operation: String, code: Int32) {
        self.path = path
        self.operation = operation
        self.code = code
    }

    /// `cannot write PATH: could not OPERATION it: REASON`.
    public var description: String {
        "cannot write \(path): could not \(operation) it: \(String(cString: strerror(code)))"
    }
}
