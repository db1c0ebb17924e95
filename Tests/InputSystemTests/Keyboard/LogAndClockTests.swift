import Foundation
@_spi(Engine) import InputSystem
import Testing

@Suite("Event log, clock and HTML input traits")
struct LogAndClockTests {
    /// Issue scope item 6: one object a line, keys t/kind/name first then fields in order, rectangles as
    /// [x, y, width, height], numbers printed stably.
    @Test func recordsHaveStableKeyOrderAndNumbers() {
        let clock = Clock()
        let log = EventLog(clock: clock)
        clock.advance(by: 250)
        log.record(.delegate, "textFieldShouldBeginEditing:", [
            ("sender", .string("field \"a\"\n")), ("frame", .rect(CGRect(x: 0, y: 409.5, width: 375, height: 258))),
            ("duration", .double(0.25)), ("ok", .bool(true)), ("none", .null), ("big", .double(1e20)),
        ])
        #expect(log.jsonLines == """
        {"t":250,"kind":"delegate","name":"textFieldShouldBeginEditing:","sender":"field \\"a\\"\\n","frame":[0,409.5,375,258],"duration":0.25,"ok":true,"none":null,"big":1e+20}

        """)
    }

    /// Design principle "one clock": scheduled work runs in time order, ties in scheduling order, only
    /// when the clock is advanced past it; cancelled work never runs.
    @Test func clockRunsDueWorkInOrder() {
        let clock = Clock()
        var ran: [String] = []
        clock.schedule(after: 250) { ran.append("b@\(clock.now)") }
        clock.schedule(after: 100) { ran.append("a@\(clock.now)") }
        clock.schedule(after: 250) { ran.append("c@\(clock.now)") }
        let cancelled = clock.schedule(after: 50) { ran.append("never") }
        #expect(clock.cancel(cancelled))
        clock.advance(by: 99)
        #expect(ran.isEmpty)
        clock.advance(by: 200)
        #expect(ran == ["a@100", "b@250", "c@250"])
        #expect(clock.now == 299)
        clock.advance(to: 10)
        #expect(clock.now == 299, "the clock never goes back")
    }

    /// Seed 000 "Configuring the Keyboard for Web Views": type=tel|url|email choose the telephone, URL and
    /// email keyboards; pattern="[0-9]*" or "\d*" the numeric one; autocorrect and autocapitalization attributes.
    @Test(arguments: [
        (["type": "tel"], UIKeyboardType.phonePad),
        (["type": "url"], .URL),
        (["type": "email"], .emailAddress),
        (["type": "text", "pattern": "[0-9]*"], .numberPad),
        (["type": "text", "pattern": "\\d*"], .numberPad),
        (["type": "text", "pattern": "[a-z]*"], .default),
        (["type": "text"], .default),
    ])
    func htmlInputKeyboardTypes(attributes: [String: String], expected: UIKeyboardType) {
        #expect(HTMLInputTraits.traits(forAttributes: attributes).keyboardType == expected)
    }

    /// Seed 000 / 004: `<input type="text" size="30" autocorrect="off" autocapitalization="on">`.
    @Test func htmlInputAutocorrectAndAutocapitalization() {
        let traits = HTMLInputTraits.traits(forAttributes: ["type": "text", "size": "30", "autocorrect": "off",
                                                            "autocapitalization": "on"])
        #expect(traits.autocorrectionType == .no)
        #expect(traits.autocapitalizationType == .sentences)
        let off = HTMLInputTraits.traits(forAttributes: ["AUTOCAPITALIZE": "off", "autocorrect": "on"])
        #expect(off.autocapitalizationType == .none)
        #expect(off.autocorrectionType == .yes)
    }

    /// Issue scope item 7: `kbsim keyboard --render svg` draws the screen, keyboard and keys; the drawing is
    /// the same bytes every time.
    @Test func svgIsDeterministicAndDrawsEveryKey() throws {
        let catalog = try LayoutCatalog.bundled()
        func draw() throws -> String {
            KeyboardSnapshot(catalog: catalog, device: try catalog.device(named: "iphone-notched"), orientation: .portrait,
                             profile: catalog.defaultProfile, traits: TextInputTraits(keyboardType: .emailAddress)).svg
        }
        let svg = try draw()
        #expect(svg == (try draw()))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"812\""))
        // q-p, a-l, shift + z-m + delete, then the email bottom row: 123, globe, space, @, ., return: every key
        // is a rectangle titled with its label; all but shift, delete and the globe (drawn glyphs) show a title.
        #expect(svg.components(separatedBy: "</title></rect>").count - 1 == 10 + 9 + 9 + 6)
        #expect(svg.components(separatedBy: "<text ").count - 1 == 10 + 9 + 9 + 6 - 3)
        #expect(svg.contains(">@</text>"))
    }
}
