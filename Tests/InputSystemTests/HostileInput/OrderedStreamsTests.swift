import FileOutput
import Foundation
import Testing

/// `kbsim replay --jobs N` writes each trace's log whole and in the order of the traces while they replay
/// at the same time (README, "kbsim replay"), holding at most a bounded buffer a waiting trace in
/// memory and the rest in temporary files of its own.
@Suite struct OrderedStreamsTests {
    nonisolated final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var bytes: [UInt8] = []
        func append(_ b: UnsafeRawBufferPointer) { lock.lock(); bytes.append(contentsOf: b); lock.unlock() }
    }

    /// The bytes stream `i` produces: a recognisable line per chunk, of several sizes.
    nonisolated static func chunks(_ i: Int) -> [[UInt8]] {
        (0..<(20 + i * 7)).map { k in Array("stream \(i) chunk \(k) \(String(repeating: "x", count: (k * 37 + i) % 50))\n".utf8) }
    }

    @Test("Streams written concurrently come out whole and in stream order, spilling past the memory limit", arguments: [1, 64, 1 << 20])
    func concurrentStreamsKeepOrder(memoryLimit: Int) throws {
        let count = 6
        let out = Collected()
        let streams = OrderedStreams(count: count, memoryLimit: memoryLimit) { out.append($0) }
        let group = DispatchGroup()
        let failures = Collected()
        // Later streams first, so that most of them wait for earlier ones.
        for i in (0..<count).reversed() {
            DispatchQueue.global().async(group: group) {
                do {
                    for chunk in Self.chunks(i) { try chunk.withUnsafeBytes { try streams.append(i, $0) } }
                    try streams.finish(i)
                } catch {
                    failures.lock.lock(); failures.bytes += Array("\(error)".utf8); failures.lock.unlock()
                }
            }
        }
        group.wait()
        #expect(failures.bytes.isEmpty, "\(String(decoding: failures.bytes, as: UTF8.self))")
        let expected = (0..<count).flatMap { Self.chunks($0).flatMap { $0 } }
        #expect(out.bytes == expected)
        if memoryLimit == 1 { #expect(streams.spilledBytes > 0, "waiting streams over the limit went to temporary files") }
        if memoryLimit == 1 << 20 { #expect(streams.spilledBytes == 0, "streams under the limit stay in memory") }
    }

    @Test("The first unfinished stream is written through at once; a later one waits until every earlier one has finished")
    func headWritesThrough() throws {
        let out = Collected()
        let streams = OrderedStreams(count: 3, memoryLimit: 4) { out.append($0) }
        try Array("b1".utf8).withUnsafeBytes { try streams.append(1, $0) }
        try Array("c1c2c3".utf8).withUnsafeBytes { try streams.append(2, $0) }
        try streams.finish(2)
        #expect(out.bytes.isEmpty)
        try Array("a1".utf8).withUnsafeBytes { try streams.append(0, $0) }
        #expect(String(decoding: out.bytes, as: UTF8.self) == "a1")
        try streams.finish(0)
        // Stream 1 is now first: what it held is written, and what follows goes straight through.
        #expect(String(decoding: out.bytes, as: UTF8.self) == "a1b1")
        try Array("b2".utf8).withUnsafeBytes { try streams.append(1, $0) }
        #expect(String(decoding: out.bytes, as: UTF8.self) == "a1b1b2")
        try streams.finish(1)
        #expect(String(decoding: out.bytes, as: UTF8.self) == "a1b1b2c1c2c3")
        #expect(streams.spilledBytes == 6, "stream 2 (6 bytes) passed the 4-byte limit and waited in a temporary file")
        // Bytes after a stream finished, or for a stream that does not exist, are ignored.
        try Array("late".utf8).withUnsafeBytes { try streams.append(1, $0); try streams.append(7, $0) }
        #expect(String(decoding: out.bytes, as: UTF8.self) == "a1b1b2c1c2c3")
    }

    @Test("A temporary file that cannot be made is an error naming the folder and the reason, and nothing is written out of order")
    func unwritableTemporaryFolder() throws {
        let out = Collected()
        let missing = NSTemporaryDirectory() + "/kbsim-no-such-folder-\(UUID().uuidString)"
        let streams = OrderedStreams(count: 2, memoryLimit: 1, temporaryDirectory: missing) { out.append($0) }
        do {
            try Array("waits".utf8).withUnsafeBytes { try streams.append(1, $0) }
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "cannot write a temporary file in \(missing): could not create it: No such file or directory")
        }
        #expect(out.bytes.isEmpty, "stream 1 waits for stream 0")
        try Array("first".utf8).withUnsafeBytes { try streams.append(0, $0) }
        #expect(String(decoding: out.bytes, as: UTF8.self) == "first", "the first stream still writes through")
    }

    @Test("No temporary file is left behind: spill files are unlinked as soon as they are made")
    func noTemporaryFilesLeft() throws {
        // A folder of this test's own, so that other tests' spill files (made and unlinked at the same
        // time) are not counted.
        let folder = NSTemporaryDirectory() + "/kbsim-spill-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let streams = OrderedStreams(count: 2, memoryLimit: 1, temporaryDirectory: folder) { _ in }
        try Array("spilled".utf8).withUnsafeBytes { try streams.append(1, $0) }
        #expect(streams.spilledBytes == 7, "the waiting stream went to a temporary file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "the file was unlinked as soon as it was made")
        try streams.finish(0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
