import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Several producers' byte streams, written to one destination one whole stream after another in the
/// producers' order, while the producers run at the same time (`kbsim replay --jobs`).
///
/// The first unfinished stream is written through as its bytes come; the others are held until every
/// stream before them is finished: in memory up to `memoryLimit` bytes a stream, beyond that in an
/// unnamed temporary file of this process's own (created with `mkstemp` and unlinked at once, so nothing
/// is left behind and no path of anyone else's is written). So memory stays bounded by the number of
/// running producers, whatever the streams' lengths, and the destination's bytes are the same as if the
/// streams had been produced one after another.
///
/// Calls may come from any thread; the destination is called with a lock held, never concurrently.
public final class OrderedStreams: @unchecked Sendable {
    private struct Held {
        var bytes: [UInt8] = []
        /// The temporary file holding the bytes before `bytes`, or −1.
        var spill: Int32 = -1
        var finished = false
    }

    private let lock = NSLock()
    private var held: [Held]
    private var head = 0
    private let memoryLimit: Int
    private let destination: (UnsafeRawBufferPointer) -> Void
    private let temporaryDirectory: String
    /// Bytes held in temporary files so far, over all streams (for tests and diagnostics).
    public private(set) var spilledBytes = 0

    /// Creates `count` streams written to `destination`, each holding at most `memoryLimit` bytes in
    /// memory while it waits (at least 1), the rest in files made in `temporaryDirectory`.
    public init(count: Int, memoryLimit: Int = 4 << 20, temporaryDirectory: String = NSTemporaryDirectory(),
                destination: @escaping (UnsafeRawBufferPointer) -> Void) {
        held = Array(repeating: Held(), count: max(0, count))
        self.memoryLimit = max(1, memoryLimit)
        self.temporaryDirectory = temporaryDirectory
        self.destination = destination
    }

    deinit {
        for h in held where h.spill >= 0 { _ = posixClose(h.spill) }
    }

    /// Appends `bytes` to stream `index`.
    ///
    /// - Throws: ``OutputFileError`` when a temporary file cannot be made or written (a full disk).
    public func append(_ index: Int, _ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        lock.lock(); defer { lock.unlock() }
        guard held.indices.contains(index), !held[index].finished else { return }
        if index == head {
            destination(bytes)
            return
        }
        held[index].bytes.append(contentsOf: bytes)
        if held[index].bytes.count >= memoryLimit { try spill(index) }
    }

    /// Marks stream `index` finished: it and every finished stream after it that now comes first are
    /// written out, and the next unfinished one is written through from now on.
    ///
    /// - Throws: ``OutputFileError`` when a temporary file cannot be read back.
    public func finish(_ index: Int) throws(OutputFileError) {
        lock.lock(); defer { lock.unlock() }
        guard held.indices.contains(index) else { return }
        held[index].finished = true
        while head < held.count, held[head].finished {
            head += 1
            if head < held.count { try drain(head) }
        }
    }

    /// Moves stream `index`'s bytes in memory to the end of its temporary file, making the file first.
    private func spill(_ index: Int) throws(OutputFileError) {
        if held[index].spill < 0 {
            var template = Array((temporaryDirectory + "/kbsim-jobs-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { throw OutputFileError(path: "a temporary file in \(temporaryDirectory)", operation: "create", code: errno) }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            held[index].spill = fd
        }
        let fd = held[index].spill
        let failure = held[index].bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> OutputFileError? in
            do throws(OutputFileError) { try OutputFile.Stream.writeAll(raw, to: fd, path: "a temporary file") } catch { return error }
            return nil
        }
        if let failure { throw failure }
        spilledBytes += held[index].bytes.count
        held[index].bytes.removeAll(keepingCapacity: false)
    }

    /// Writes out everything stream `index` holds (its temporary file, then its bytes in memory).
    private func drain(_ index: Int) throws(OutputFileError) {
        let fd = held[index].spill
        if fd >= 0 {
            held[index].spill = -1
            defer { _ = posixClose(fd) }
            guard lseek(fd, 0, SEEK_SET) == 0 else { throw OutputFileError(path: "a temporary file", operation: "rewind", code: errno) }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw OutputFileError(path: "a temporary file", operation: "read back", code: errno)
                }
                if n == 0 { break }
                chunk.withUnsafeBytes { destination(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            }
        }
        if !held[index].bytes.isEmpty {
            held[index].bytes.withUnsafeBytes { destination($0) }
            held[index].bytes = []
        }
    }
}
