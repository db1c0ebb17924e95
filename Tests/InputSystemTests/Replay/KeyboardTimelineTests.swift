import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// `KeyboardTimeline` (`kbsim replay --timeline`): the keyboard curve follows the notifications' frames,
/// durations and curves; every notification, delegate message and text-input call is marked; the SVG is
/// byte-identical for the same trace.
@Suite struct KeyboardTimelineTests {
    func log(_ trace: String) throws -> String {
        var out = ""
        let url = tracesFolder().appendingPathComponent(trace)
        try TraceReplay.run(TraceReader(contentsOf: url, name: "Traces/\(trace)"),
                            options: ReplayOptions(embeddedDictionary: true), output: { out += $0 })
        return out
    }

    @Test("the rotation trace's timeline matches its golden SVG")
    func rotationGolden() throws {
        let timeline = try KeyboardTimeline(jsonLines: log("rotation.jsonl"), name: "rotation.jsonl", catalog: LayoutCatalog.bundled())
        assertGolden(timeline.svg, named: "rotation-timeline.svg")
    }

    @Test("the README's timeline picture (docs/images/timeline-rotation.svg) is what the tool draws today")
    func readmePictureIsCurrent() throws {
        let svg = try KeyboardTimeline(jsonLines: log("rotation.jsonl"), name: "r", catalog: LayoutCatalog.bundled()).svg
        let docs = tracesFolder().deletingLastPathComponent().appendingPathComponent("docs/images/timeline-rotation.svg")
        #expect(try String(contentsOf: docs, encoding: .utf8) == svg,
                "re-draw it: kbsim replay Traces/rotation.jsonl --embedded-dictionary -o /dev/null --timeline docs/images/timeline-rotation.svg")
    }

    @Test("frames a profile reports in fixed portrait coordinates (iOS 7 and earlier) are drawn in interface coordinates: the landscape keyboard's top is its top on the landscape screen")
    func fixedPortraitFramesConverted() throws {
        let text = try log("rotation.jsonl")
        let converted = try KeyboardTimeline(jsonLines: text, name: "r", catalog: LayoutCatalog.bundled())
        #expect(converted.convertedFromFixedPortrait)
        // iphone-4 under ios5, landscape left: a 480×320 screen and a 162-pt keyboard, top 320 − 162 = 158.
        let landscapeShow = try #require(converted.segments.first { $0.start == 950 && $0.notification == "UIKeyboardWillChangeFrameNotification" && $0.end > $0.start })
        #expect(landscapeShow.fromTop == 320 && landscapeShow.toTop == 158 && landscapeShow.height == 162)
        // The hide posted at the rotation is still in the old (portrait) orientation: 352 → 568.
        let hide = try #require(converted.segments.first { $0.start == 950 && $0.end == $0.start })
        #expect(hide.fromTop == 352 && hide.toTop == 568)
        // Without the catalog the frames are drawn as reported: the landscape keyboard is 568 tall at y 0.
        let raw = try KeyboardTimeline(jsonLines: text, name: "r")
        #expect(!raw.convertedFromFixedPortrait && raw.segments.contains { $0.toTop == 0 && $0.height == 568 })
    }

    @Test("the same trace gives a byte-identical SVG (simulated time only, no font metrics read)")
    func deterministic() throws {
        let a = try KeyboardTimeline(jsonLines: log("japanese-kana.jsonl"), name: "k").svg
        let b = try KeyboardTimeline(jsonLines: log("japanese-kana.jsonl"), name: "k").svg
        #expect(a == b)
        #expect(a.hasPrefix("<svg ") && a.hasSuffix("</svg>\n"))
    }

    @Test("every notification, delegate message and text-input call in the log has a marker at its time, with its name as tooltip")
    func everyRecordMarked() throws {
        let text = try log("form.jsonl")
        let timeline = try KeyboardTimeline(jsonLines: text, name: "form")
        let svg = timeline.svg
        var expected: [(Int, String, KeyboardTimeline.Lane)] = []
        for line in text.split(separator: "\n") {
            guard case .object(let o)? = JSONValue.parse(Data(line.utf8)), case .number(let t)? = o["t"],
                  case .string(let kind)? = o["kind"], case .string(let name)? = o["name"] else { continue }
            switch kind {
            case "notification": expected.append((Int(t), name, name.hasPrefix("UIKeyboard") ? .keyboard : .notification))
            case "delegate": expected.append((Int(t), name, .delegate))
            case "textInput": expected.append((Int(t), name, .textInput))
            default: break
            }
        }
        let marked = timeline.markers.filter { $0.lane != .input && $0.lane != .inputDelegate }
        #expect(marked.count == expected.count)
        for (marker, want) in zip(marked, expected) {
            #expect(marker.time == want.0 && marker.name == want.1 && marker.lane == want.2)
        }
        for (t, name, _) in expected {
            #expect(svg.contains("<title>\(t) ms: \(name)</title>"), "no marker for \(name) at \(t) ms")
        }
        #expect(svg.contains(">keyboard notifications</text>") && svg.contains(">delegate messages</text>")
                && svg.contains(">text-input calls</text>"))
    }

    @Test("a show animates from the begin frame's top to the end frame's top over the announced duration and curve (ios18: 250 ms, curve 7)")
    func showFollowsDurationAndCurve() throws {
        let timeline = try KeyboardTimeline(jsonLines: log("japanese-kana.jsonl"), name: "k")
        let show = try #require(timeline.segments.first)
        #expect(show.notification == "UIKeyboardWillChangeFrameNotification")
        #expect(show.start == 100 && show.end == 350 && show.duration == 250 && show.curve == 7)
        #expect(show.fromTop == 852 && show.toTop == 517 && show.height == 335)
        // WillChangeFrame and WillShow announce the same animation: drawn once.
        #expect(timeline.segments.count == 2)
    }

    @Test("a rotation's hide, posted with its did-notification at once, is drawn as a step (Keyboards.md: Will/Did hide at once)")
    func rotationHideIsAStep() throws {
        let timeline = try KeyboardTimeline(jsonLines: log("rotation.jsonl"), name: "r")
        let hide = try #require(timeline.segments.first { $0.start == 950 && $0.notification == "UIKeyboardWillChangeFrameNotification" })
        #expect(hide.end == hide.start && hide.duration == 250)
    }

    @Test("a frame only a did-notification reports (the end of an iPad keyboard drag: Keyboards.md, endDrag posts DidChangeFrame) is a step at its time, and the curve rests flat between animations")
    func dragEndIsAStep() throws {
        let timeline = try KeyboardTimeline(jsonLines: log("ipad-floating.jsonl"), name: "f")
        let drop = try #require(timeline.segments.first { $0.start == 3100 })
        #expect(drop.end == 3100 && drop.toTop == 200 && drop.notification == "UIKeyboardDidChangeFrameNotification")
        let path = try #require(timeline.svg.firstMatch(of: /<path d="([^"]*)" fill="none" stroke="#0a84ff"/)).1
        // Every piece of the path is horizontal, vertical, or part of an animation (inside a shaded interval).
        let points = path.split(separator: "L").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "M", with: "").split(separator: " ").map { Double($0)! } }
        let shaded = timeline.segments.filter { $0.end > $0.start }.map { (180 + Double($0.start) * timeline.pixelsPerMillisecond - 0.1)...(180 + Double($0.end) * timeline.pixelsPerMillisecond + 0.1) }
        for (a, b) in zip(points, points.dropFirst()) where a[0] != b[0] && a[1] != b[1] {
            #expect(shaded.contains { $0.contains(a[0]) && $0.contains(b[0]) }, "a slanted line outside an animation from \(a) to \(b)")
        }
    }

    @Test("should… delegate messages are labelled with the delegate's answer")
    func delegateAnswers() throws {
        let timeline = try KeyboardTimeline(jsonLines: log("form.jsonl"), name: "form")
        #expect(timeline.markers.contains { $0.label == "textFieldShouldBeginEditing: (name) → YES" })
        #expect(timeline.markers.contains { $0.name == "insertText:" && $0.label == "insertText: \"A\"" })
    }

    @Test("labels in a lane never overlap: each goes to the first row where the one before it has ended")
    func labelsDoNotOverlap() throws {
        let timeline = try KeyboardTimeline(jsonLines: log("japanese-kana.jsonl"), name: "k")
        let svg = timeline.svg
        // Labels as (x, baseline, estimated width).
        var boxes: [(x: Double, y: Double, w: Double)] = []
        let pattern = /<circle cx="[^"]*" cy="[^"]*" r="2.5"\/><text x="([0-9.]+)" y="([0-9.]+)">([^<]*)<\/text>/
        for match in svg.matches(of: pattern) {
            let label = String(match.3).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            boxes.append((Double(match.1)!, Double(match.2)!, KeyboardTimeline.textWidth(label, size: 11)))
        }
        #expect(boxes.count == timeline.markers.count && boxes.count > 50)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where a.y == b.y {
                #expect(a.x + a.w <= b.x || b.x + b.w <= a.x, "labels overlap at y \(a.y)")
            }
        }
    }

    @Test("the timing curves are Core Animation's: ease-in-out symmetric, linear straight, all from 0 to 1 and increasing")
    func timingCurves() {
        #expect(abs(KeyboardTimeline.progress(curve: 0, at: 0.5) - 0.5) < 1e-9)
        #expect(abs(KeyboardTimeline.progress(curve: 3, at: 0.3) - 0.3) < 1e-9)
        for curve in [0, 1, 2, 3, 7] {
            #expect(abs(KeyboardTimeline.progress(curve: curve, at: 0)) < 1e-9)
            #expect(abs(KeyboardTimeline.progress(curve: curve, at: 1) - 1) < 1e-9)
            var last = -1.0
            for i in 0...50 {
                let p = KeyboardTimeline.progress(curve: curve, at: Double(i) / 50)
                #expect(p >= last - 1e-12)
                last = p
            }
        }
    }

    @Test("a line that is not a log record is refused with NAME:LINE and what was expected")
    func malformedLine() {
        #expect(throws: KeyboardTimeline.Failure(name: "l.jsonl", line: 2, message: "expected a log record (a JSON object), got: not json")) {
            try KeyboardTimeline(jsonLines: "{\"t\":0,\"kind\":\"input\",\"name\":\"scene\"}\nnot json\n", name: "l.jsonl")
        }
        #expect(throws: KeyboardTimeline.Failure.self) {
            try KeyboardTimeline(jsonLines: "{\"t\":-5,\"kind\":\"input\",\"name\":\"scene\"}", name: "l.jsonl")
        }
    }

    @Test("a log of several traces is refused: one picture shows one trace")
    func severalTracesRefused() {
        let text = "{\"t\":0,\"kind\":\"input\",\"name\":\"scene\",\"trace\":\"a\"}\n{\"t\":0,\"kind\":\"input\",\"name\":\"scene\",\"trace\":\"b\"}"
        #expect(throws: KeyboardTimeline.Failure(name: "x", line: 2, message: "the log holds several traces (a, b); a timeline draws one")) {
            try KeyboardTimeline(jsonLines: text, name: "x")
        }
    }
}
