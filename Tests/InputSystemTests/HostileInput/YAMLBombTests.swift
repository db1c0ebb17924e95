import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 15, "YAML bombs": a `libinput record` file is checked against bounds on its size, the nesting
/// of its collections and the nodes its aliases stand for before it is composed into nodes, so a bomb is
/// a FILE:LINE error in time linear in its length instead of a hang, a stack overflow or an out-of-memory
/// abort.
@Suite struct YAMLBombTests {
    func refusal(_ yaml: String) -> String {
        do {
            _ = try LibinputRecordReader.read(yaml: yaml, file: "bomb.yml")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The "billion laughs" shape: nine levels of ten aliases each stand for 10^9 nodes.
    @Test func billionLaughs() {
        var yaml = "version: 1\nlol0: &l0 [lol]\n"
        for level in 1...9 {
            yaml += "lol\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        yaml += "devices: *l9\n"
        let message = refusal(yaml)
        #expect(message.hasPrefix("bomb.yml:"), "\(message)")
        #expect(message.contains("more than 2000000 nodes once its aliases are expanded"), "\(message)")
    }

    /// Deep nesting, flow and block style: refused at the line where it passes 64 levels.
    @Test func deepNesting() {
        let flow = "version: 1\ndevices: " + String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(refusal(flow) == "bomb.yml:2: refused: sequences and mappings nest more than 64 deep")
        var block = "version: 1\ndevices:\n"
        for depth in 0..<100 { block += String(repeating: " ", count: depth) + "- \n" }
        let message = refusal(block)
        #expect(message.hasPrefix("bomb.yml:") && message.contains("nest more than 64 deep"), "\(message)")
    }

    /// A document larger than the limit is refused before it is parsed; a file is read no further than
    /// one byte past the limit.
    @Test func oversizedDocument() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(getpid()).yml")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(LibinputRecordReader.maximumFileSize) + 4096)  // sparse: no disk used
        try handle.close()
        #expect(throws: LibinputRecordError.tooLarge(file: url.path, line: 1, problem: "the file is larger than \(LibinputRecordReader.maximumFileSize) bytes; expected at most that")) {
            try LibinputRecordReader.read(contentsOf: url)
        }
    }

    /// Aliases within the bounds still read (YAML allows them; libinput never writes them).
    @Test func smallAliasesStillRead() throws {
        let yaml = """
            version: 1
            devices:
            - node: /dev/input/event3
              events:
              - evdev: &frame
                - [0, 0, 1, 30, 1]
              - evdev: *frame
            """
        let recording = try LibinputRecordReader.read(yaml: yaml, file: "ok.yml")
        #expect(recording.events.count == 2)
    }
}
