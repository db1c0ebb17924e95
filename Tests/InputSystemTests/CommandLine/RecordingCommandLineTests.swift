import Foundation
@_spi(Engine) import InputSystem
import Testing

/// Issue 32, "Reading real files", as a user of `kbsim replay` meets them.
extension CommandLineTests {
    @Test("a libinput recording named without .yml is told by its '# libinput record' first line and replayed as one")
    func recordingUnderAnotherName() throws {
        try #require(Self.built)
        let sample = try String(contentsOf: Self.root.appendingPathComponent("Traces/german-dead-keys.libinput.yml"), encoding: .utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString).txt").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(("# libinput record\n" + sample).utf8)))
        defer { unlink(path) }
        let result = try run(["replay", path, "--layout", "de", "--final-text"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(#""text":"Cafü\n""#))
    }

    @Test("an unknown --layout or --variant is a usage error (exit 64) before any log is written")
    func unknownLayoutIsAUsageError() throws {
        try #require(Self.built)
        for arguments in [["--layout", "xx"], ["--layout", "de", "--variant", "nope"]] {
            let result = try run(["replay", "Traces/german-dead-keys.libinput.yml"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.error)")
            #expect(result.output.isEmpty)
            #expect(result.error.contains("XKB has no such layout"))
        }
    }
}
