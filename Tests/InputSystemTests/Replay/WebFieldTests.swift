import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Web fields (issue 13): a web page's `<input>` chooses its keyboard through HTML attributes (seed 000,
/// "Configuring the Keyboard for Web Views"; seed 004), has no UITextField delegate, and on iPhone carries
/// the web view's form-navigation bar as an accessory.
@Suite struct WebFieldTests {
    func replay(_ trace: String, name: String = "t.jsonl") throws -> String {
        var out = ""
        try TraceReplay.run(TraceReader(string: trace, name: name), options: ReplayOptions(finalText: true, embeddedDictionary: true),
                            output: { out += $0 })
        return out
    }

    @Test("the sample web form replays to its golden log: each input's keyboard follows its attributes (type, pattern, inputmode, enterkeyhint), with the form accessory")
    func webFormGolden() throws {
        let url = tracesFolder().appendingPathComponent("web-form.jsonl")
        let log = try replay(String(contentsOf: url, encoding: .utf8), name: "web-form.jsonl")
        assertGolden(log, named: "web-form.jsonl")
        #expect(log.contains("\"owner\":\"email\",\"keyboardType\":\"UIKeyboardTypeEmailAddress\",\"plane\":\"letters\",\"returnKey\":\"Go\",\"accessoryHeight\":44"))
        #expect(log.contains("\"owner\":\"zip\",\"keyboardType\":\"UIKeyboardTypeNumberPad\""))
        #expect(log.contains("\"owner\":\"amount\",\"keyboardType\":\"UIKeyboardTypeDecimalPad\",\"plane\":\"numbers\",\"returnKey\":\"Done\""))
        // No UITextField delegate or notification for web elements.
        #expect(!log.contains("\"kind\":\"delegate\""))
        #expect(!log.contains("UITextField"))
        // Return in a single-line input submits rather than inserting a line break.
        #expect(log.contains("\"field\":\"password\",\"text\":\"secret\""))
    }

    @Test("HTML attributes map to traits as seed 000 lists them, with the newer inputmode and enterkeyhint overriding", arguments: [
        (["type": "tel"], UIKeyboardType.phonePad, UIReturnKeyType.go),
        (["type": "url"], .URL, .go),
        (["type": "email"], .emailAddress, .go),
        (["type": "text", "pattern": "\\d*"], .numberPad, .go),
        (["type": "number"], .numbersAndPunctuation, .go),
        (["type": "search"], .default, .search),
        (["type": "text", "inputmode": "numeric"], .numberPad, .go),
        (["type": "email", "inputmode": "text"], .default, .go),
        (["inputmode": "search", "enterkeyhint": "send"], .webSearch, .send),
    ])
    func mapping(attributes: [String: String], keyboard: UIKeyboardType, returnKey: UIReturnKeyType) {
        let traits = HTMLInputTraits.traits(forAttributes: attributes)
        #expect(traits.keyboardType == keyboard)
        #expect(traits.returnKeyType == returnKey)
    }

    @Test("type=password is secure text entry")
    func password() {
        #expect(HTMLInputTraits.traits(forAttributes: ["type": "password"]).isSecureTextEntry)
    }

    @Test("on iPad the form navigation sits in the shortcuts bar: no accessory on the keyboard")
    func iPadNoAccessory() throws {
        let log = try replay("""
        {"event": "scene", "device": "ipad", "profile": "ios8"}
        {"event": "field", "id": "q", "kind": "webField", "html": {"type": "search"}}
        {"event": "focus", "field": "q"}
        """)
        #expect(log.contains("\"owner\":\"q\",\"keyboardType\":\"UIKeyboardTypeDefault\""))
        #expect(!log.contains("\"accessoryHeight\":44"))
    }

    @Test("web fields' impossible forms are FILE:LINE errors", arguments: [
        ("{\"event\": \"field\", \"id\": \"w\", \"kind\": \"webField\", \"html\": {\"type\": \"date\"}}",
         "t.jsonl:1: input type \"date\" is not a text field the keyboard edits; expected one of: text, search, tel, url, email, password, number"),
        ("{\"event\": \"field\", \"id\": \"w\", \"kind\": \"webField\", \"html\": {\"inputmode\": \"digits\"}}",
         "t.jsonl:1: unknown inputmode \"digits\"; expected one of: none, text, decimal, numeric, tel, search, email, url"),
        ("{\"event\": \"field\", \"id\": \"w\", \"kind\": \"webField\", \"html\": {\"autocomplete\": \"off\"}}",
         "t.jsonl:1: unknown attribute \"autocomplete\"; expected one of: type, pattern, autocorrect, autocapitalize, autocapitalization, inputmode, enterkeyhint"),
        ("{\"event\": \"field\", \"id\": \"w\", \"kind\": \"webField\", \"html\": {\"type\": 5}}",
         "t.jsonl:1: html attribute \"type\" must be a string, not a number"),
        ("{\"event\": \"field\", \"id\": \"w\", \"html\": {\"type\": \"tel\"}}",
         "t.jsonl:1: \"html\" goes with kind \"webField\"; \"w\" is a textField"),
        ("{\"event\": \"field\", \"id\": \"w\", \"kind\": \"webField\", \"traits\": {\"keyboardType\": \"URL\"}}",
         "t.jsonl:1: a webField's traits come from its \"html\" attributes, not \"traits\""),
        ("{\"event\": \"field\", \"id\": \"w\", \"kind\": \"webField\", \"html\": {\"inputmode\": \"none\"}}",
         "t.jsonl:1: inputmode \"none\" (no keyboard) is not modeled"),
    ])
    func badInput(line: String, message: String) {
        do {
            _ = try replay(line)
            Issue.record("no error for \(line)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
