import Foundation
@_spi(Engine) import InputSystem
import Testing

/// The keyboard's own edits per system profile (issue 25: "golden logs per profile"): the same trace under
/// iOS 13 and iOS 18 differs where the eras differ — dictation's input mode (system-edits.md F7.3) and the
/// AutoFill probe (F8.3) — and agrees on the rest.
@MainActor
@Suite struct SystemEditsReplayTests {
    @Test("Traces/system-edits.jsonl replayed under iOS 13 and iOS 18 gives its golden logs", arguments: ["ios13", "ios18"])
    func goldens(profile: String) throws {
        let name = "system-edits.jsonl"
        let reader = try TraceReader(contentsOf: tracesFolder().appendingPathComponent(name), name: name)
        var out = ""
        try TraceReplay.run(reader, options: ReplayOptions(profile: profile, finalText: true, embeddedDictionary: true),
                            output: { out += $0 })
        assertGolden(out, named: "system-edits-\(profile).jsonl")
        #expect(out.contains(#""mode":"dictation""#) == (profile == "ios13"))
        #expect(out.contains(#""range":[0,0],"replacementString":" "}"#) == (profile == "ios13"))
        #expect(out.contains(#""text":"Meet tomorrow at the usual place""#))
    }
}
