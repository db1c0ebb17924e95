import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Issue 12: the iPad's own key layouts (docs/Keyboards.md), their geometry on every device, and the
/// dismiss key.
@Suite("iPad keyboard layouts and key geometry")
struct IPadKeyboardTests {
    nonisolated static let orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft]

    /// Key frames lie inside the keyboard frame, below the bar, and no two keys overlap, on every device,
    /// orientation, keyboard type and plane (docs/Keyboards.md: rows share the height, widths are units).
    @Test("every key of every plane lies inside the keyboard frame and no two keys overlap, on every device")
    func keyFramesInsideAndDisjoint() throws {
        let catalog = try LayoutCatalog.bundled()
        let profile = try catalog.profile(named: "ios8")
        for device in catalog.devices {
            for orientation in Self.orientations {
                for type in UIKeyboardType.allCases {
                    let traits = TextInputTraits(keyboardType: type)
                    let snapshot = KeyboardSnapshot(catalog: catalog, device: device, orientation: orientation,
                                                    profile: profile, traits: traits)
                    let layout = try #require(catalog.layouts[snapshot.typeLayout.layout])
                    for plane in layout.planes.keys.sorted() {
                        let keys = snapshot.geometry.keys(layout: layout, plane: plane, bottomRow: snapshot.typeLayout.bottomRow,
                                                          in: snapshot.interfaceFrame, barHeight: snapshot.barHeight)
                        let what = "\(device.name) \(orientation.name) \(type.name) \(plane)"
                        #expect(!keys.isEmpty, "\(what) has keys")
                        let frame = snapshot.interfaceFrame
                        let top = Double(frame.minY) + snapshot.barHeight
                        for key in keys {
                            #expect(Double(key.frame.minX) >= Double(frame.minX) - 1e-6 && Double(key.frame.maxX) <= Double(frame.maxX) + 1e-6
                                    && Double(key.frame.minY) >= top - 1e-6 && Double(key.frame.maxY) <= Double(frame.maxY) + 1e-6,
                                    "\(what): \(key.label) \(key.frame) inside \(frame)")
                        }
                        for (i, a) in keys.enumerated() {
                            for b in keys[(i + 1)...] {
                                let overlap = a.frame.intersection(b.frame)
                                #expect(overlap.isNull || overlap.width < 1e-6 || overlap.height < 1e-6,
                                        "\(what): \(a.label) and \(b.label) overlap")
                            }
                        }
                    }
                }
            }
        }
    }

    /// The rows of a plane, top first, as labels (the bottom row resolved to `bottomRow`).
    func rows(_ layoutName: String, _ plane: String, bottomRow: String = "default") throws -> [[String]] {
        let layout = try #require(try LayoutCatalog.bundled().layouts[layoutName])
        return try #require(layout.planes[plane]).rows.map { row in
            switch row {
            case .keys(let keys): return keys.compactMap(\.label)
            case .bottom: return (layout.bottomRows[bottomRow] ?? []).compactMap(\.label)
            }
        }
    }

    @Test("the iPad layout: delete on the top row, return on the second, shift on both sides, .?123 on both sides, the dismiss key")
    func iPadRows() throws {
        for (plane, more) in [("letters", ".?123"), ("numbers", "ABC"), ("symbols", "ABC")] {
            let r = try rows("ipad", plane)
            #expect(r.count == 4, "\(plane): four rows")
            #expect(r[0].last == "delete" && r[1].last == "return", "\(plane): delete ends row 1, return row 2")
            #expect(r[3].first == more && r[3].dropLast().last == more && r[3].last == "dismiss",
                    "\(plane): \(more) on both sides of space, dismiss at the right")
        }
        let letters = try rows("ipad", "letters")
        #expect(letters[0].prefix(10).joined() == "qwertyuiop" && letters[1].prefix(9).joined() == "asdfghjkl")
        #expect(letters[2].first == "shift" && letters[2].last == "shift")
        for variant in ["url", "emailAddress", "twitter", "webSearch"] {
            let bottom = try rows("ipad", "letters", bottomRow: variant)[3]
            #expect(bottom.first == ".?123" && bottom.last == "dismiss", "\(variant) bottom row keeps .?123 and dismiss")
        }
    }

    @Test("the 12.9/13-inch iPad Pro layout has a number row, tab, caps lock, shift on both sides and the dismiss key")
    func largeIPadRows() throws {
        let r = try rows("ipad-large", "letters")
        #expect(r.count == 5)
        #expect(r[0].joined(separator: " ") == "` 1 2 3 4 5 6 7 8 9 0 - = delete")
        #expect(r[1].first == "tab" && r[1].dropFirst().prefix(10).joined() == "qwertyuiop")
        #expect(r[2].first == "caps lock" && r[2].last == "return")
        #expect(r[3].first == "shift" && r[3].last == "shift")
        #expect(r[4].filter { $0 == ".?123" }.count == 2 && r[4].last == "dismiss" && r[4].contains("space"))
    }

    @Test("each device shows its layout: iPhones the qwerty, iPads the iPad layout, the 12.9/13-inch the one with a number row")
    func layoutPerDevice() throws {
        let catalog = try LayoutCatalog.bundled()
        let expected = ["iphone-16": "qwerty", "iphone-se-2": "qwerty", "ipad": "ipad", "ipad-10": "ipad", "ipad-mini": "ipad",
                        "ipad-pro-11": "ipad", "ipad-pro-11-m4": "ipad", "ipad-pro-12.9": "ipad-large", "ipad-pro-13": "ipad-large"]
        for (name, layout) in expected {
            let device = try catalog.device(named: name)
            #expect(catalog.typeLayout(for: .default, on: device).layout == layout, "\(name)")
            // The number pads show the same layout's numbers plane on iPad (UIKeyboardType reference).
            if device.idiom == .pad {
                #expect(catalog.typeLayout(for: .numberPad, on: device).layout == layout)
                #expect(catalog.typeLayout(for: .numberPad, on: device).plane == "numbers")
            }
        }
    }

    @Test("the iPad Pro 13-inch render: five rows of keys, a number row on top, the dismiss key at the bottom right")
    func largeIPadSnapshot() throws {
        let catalog = try LayoutCatalog.bundled()
        let snapshot = KeyboardSnapshot(catalog: catalog, device: try catalog.device(named: "ipad-pro-13"), orientation: .portrait,
                                        profile: try catalog.profile(named: "ios8"))
        #expect(snapshot.interfaceFrame == CGRect(x: 0, y: 1376 - 365 - 55, width: 1032, height: 420))
        let ys = Set(snapshot.keys.map { Double($0.frame.minY) })
        #expect(ys.count == 5)
        let dismiss = try #require(snapshot.keys.first { $0.label == "dismiss" })
        #expect(Double(dismiss.frame.maxX) == 1032 && Double(dismiss.frame.maxY) == 1376 - 20, "above the home indicator")
        #expect(snapshot.svg.contains(">dismiss<") && snapshot.svg.contains(">tab<"))
    }

    // MARK: Typing and the dismiss key

    func replay(_ trace: String) throws -> String {
        var out = ""
        try TraceReplay.run(TraceReader(string: trace, name: "t.jsonl"), options: ReplayOptions(finalText: true), output: { out += $0 })
        return out
    }

    @Test("type and tap use the iPad layout: .?123 reaches the digits, return sits on the second row")
    func typingOnIPad() throws {
        let log = try replay("""
        {"event": "scene", "device": "ipad-10"}
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "type", "text": "Hi 42!"}
        {"event": "tap", "key": "more"}
        """)
        #expect(log.contains("\"name\":\"tap\",\"key\":\".?123\",\"action\":\"plane:numbers\""))
        #expect(log.hasSuffix("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"a\",\"text\":\"Hi 42!\"}\n"))
    }

    @Test("the 13-inch iPad Pro types digits from its number row, without a plane switch")
    func numberRowOnLargeIPad() throws {
        let log = try replay("""
        {"event": "scene", "device": "ipad-pro-13"}
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "type", "text": "Room 42"}
        """)
        #expect(!log.contains("plane:numbers"))
        #expect(log.hasSuffix("\"kind\":\"final\",\"name\":\"finalText\",\"field\":\"a\",\"text\":\"Room 42\"}\n"))
    }

    /// (Scenes name profiles that exist in every catalog since iOS 8, or none: the default profile is the
    /// newest, which has every device.)
    ///
    /// The dismiss key resigns the first responder (should-end, did-end, the end-editing notification)
    /// and the keyboard goes down; a delegate that refuses to end editing keeps the keyboard up
    /// (Automattic/simplenote-ios PR #69: on iPad the keyboard "couldn't be dismissed because
    /// textFieldShouldEndEditing returned false").
    @Test("iPad dismiss key: textFieldShouldEndEditing:, textFieldDidEndEditing:, the notification, then WillHide; a refusing delegate keeps it")
    func dismissOnIPad() throws {
        let log = try replay("""
        {"event": "scene", "device": "ipad", "profile": "ios8"}
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "tap", "key": "dismiss"}
        """)
        let names = log.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "\"name\":\"") else { return nil }
            return String(line[r.upperBound...].prefix { $0 != "\"" })
        }
        let tap = try #require(names.lastIndex(of: "tap"))
        let after = Array(names[tap...])
        let should = try #require(after.firstIndex(of: "textFieldShouldEndEditing:"))
        let did = try #require(after.firstIndex(of: "textFieldDidEndEditing:"))
        let note = try #require(after.firstIndex(of: "UITextFieldTextDidEndEditingNotification"))
        let hide = try #require(after.firstIndex(of: "UIKeyboardWillHideNotification"))
        #expect(should < did && did < note && note < hide)

        let refused = try replay("""
        {"event": "scene", "device": "ipad", "profile": "ios8"}
        {"event": "field", "id": "a", "delegate": {"refuseEndEditing": true}}
        {"event": "focus", "field": "a"}
        {"event": "tap", "key": "dismiss"}
        """)
        let afterTap = refused.components(separatedBy: "\"key\":\"dismiss\"").last ?? ""
        #expect(afterTap.contains("textFieldShouldEndEditing:") && !afterTap.contains("UIKeyboardWillHideNotification"))
    }

    @Test("an iPhone trace that taps dismiss is an error at FILE:LINE saying the key is iPad-only")
    func dismissOnIPhoneIsAnError() throws {
        let trace = """
        {"event": "scene", "device": "iphone-16"}
        {"event": "field", "id": "a"}
        {"event": "focus", "field": "a"}
        {"event": "tap", "key": "dismiss"}
        """
        do {
            _ = try replay(trace)
            Issue.record("tapping dismiss on an iPhone was accepted")
        } catch let error as TraceError {
            #expect(error.file == "t.jsonl" && error.line == 4)
            #expect(error.message.contains("only on the iPad") && error.message.contains("iphone-16"))
        }
    }
}
