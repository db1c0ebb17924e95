import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The shape of a replay's log (issue 13, "Log shape"): a header record per trace, a trace label on every
/// record of a multi-trace log, named `final` records, and UIKit's orientation names in records.
@Suite struct LogShapeTests {
    func replay(_ trace: String, options: ReplayOptions) throws -> [[String: Any]] {
        var out = ""
        try TraceReplay.run(TraceReader(string: trace, name: "shape.jsonl"), options: options, output: { out += $0 })
        return out.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    nonisolated static let trace = """
    {"event": "scene", "device": "iphone-4", "orientation": "landscapeLeft", "profile": "ios5"}
    {"event": "field", "id": "a"}
    {"event": "focus", "field": "a"}
    {"event": "type", "text": "Hi"}
    """

    @Test("the first record is a header naming the tool's version, the trace, the scene it starts in (UIKit's orientation name) and the dictionary")
    func header() throws {
        let records = try replay(Self.trace, options: ReplayOptions(embeddedDictionary: true))
        let head = try #require(records.first)
        #expect(head["kind"] as? String == "header")
        #expect(head["version"] as? String == InputSystemInfo.version)
        #expect(head["file"] as? String == "shape.jsonl")
        #expect(head["device"] as? String == "iphone-4")
        #expect(head["orientation"] as? String == "UIInterfaceOrientationLandscapeLeft")
        #expect(head["profile"] as? String == "ios5")
        #expect(head["dictionary"] as? String == "embedded")
        #expect(records.filter { $0["kind"] as? String == "header" }.count == 1)
    }

    @Test("options override the trace's scene in the header as they do in the replay")
    func headerOptions() throws {
        let records = try replay(Self.trace, options: ReplayOptions(device: "iphone-3.5", orientation: "portrait", embeddedDictionary: true))
        #expect(records.first?["device"] as? String == "iphone-3.5")
        #expect(records.first?["orientation"] as? String == "UIInterfaceOrientationPortrait")
    }

    @Test("with a trace label (several traces in one log) every record, final ones included, names its trace")
    func traceLabel() throws {
        var options = ReplayOptions(finalText: true, embeddedDictionary: true)
        options.traceLabel = "Traces/one.jsonl"
        let records = try replay(Self.trace, options: options)
        #expect(records.count > 5)
        #expect(records.allSatisfy { $0["trace"] as? String == "Traces/one.jsonl" })
        let unlabelled = try replay(Self.trace, options: ReplayOptions(finalText: true, embeddedDictionary: true))
        #expect(unlabelled.allSatisfy { $0["trace"] == nil })
    }

    @Test("final records have a name like every other record")
    func finalName() throws {
        let records = try replay(Self.trace, options: ReplayOptions(finalText: true, embeddedDictionary: true))
        let finals = records.filter { $0["kind"] as? String == "final" }
        #expect(finals.count == 1)
        #expect(finals.first?["name"] as? String == "finalText")
        #expect(finals.first?["text"] as? String == "Hi")
    }

    @Test("records spell orientations with UIKit's constant names even where the trace uses the short ones")
    func orientationNames() throws {
        let records = try replay(Self.trace, options: ReplayOptions(embeddedDictionary: true))
        let scene = try #require(records.first { $0["name"] as? String == "scene" })
        #expect(scene["orientation"] as? String == "UIInterfaceOrientationLandscapeLeft")
    }
}
