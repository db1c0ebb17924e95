import Foundation

/// A picture of one replay over simulated time: the keyboard frame's top edge as the keyboard notifications
/// announce it, animated along each notification's duration and curve, with every notification, delegate
/// message, text-input call and input marked on the time axis in its own lane. `kbsim replay --timeline`
/// writes it.
///
/// The timeline is built from a replay's log (JSON Lines, as ``TraceReplay`` writes it, or
/// ``EventLog/records``); the SVG depends on nothing else, so the same log gives byte-identical SVG.
///
/// What is drawn:
/// - The curve: the `minY` of `UIKeyboardFrameEndUserInfoKey` (in the coordinates the notification reports)
///   on a vertical axis that grows downwards, as on the screen. A will-notification with a begin and an
///   end frame starts an animation at its time, from the begin frame's top to the end frame's top, over
///   `UIKeyboardAnimationDurationUserInfoKey` along `UIKeyboardAnimationCurveUserInfoKey`
///   (``animationCurveControlPoints(_:)``); it ends early when the matching did-notification comes
///   sooner (the keyboard moved at once: a step) or when the next animation starts.
/// - The lanes under the time axis: inputs (what the user did), keyboard notifications, other
///   notifications, delegate messages (with the answer of `should…` messages), text-input calls and
///   input-delegate messages. Each record is a dot at its time with a label; labels that would overlap
///   go to the next row of their lane. A lane with nothing in it is left out.
public struct KeyboardTimeline: Sendable {
    /// A lane of markers.
    public enum Lane: String, Sendable, CaseIterable {
        /// What the simulation received: focus, rotation, keyboard actions (`input` records).
        case input
        /// Keyboard notifications (`UIKeyboard…Notification`).
        case keyboard
        /// Other notifications (text field and text view notifications).
        case notification
        /// Delegate messages.
        case delegate
        /// Calls of the text-input protocol on the first responder.
        case textInput
        /// Messages the first responder sent the system's input delegate.
        case inputDelegate

        /// The lane's title in the picture.
        public var title: String {
            switch self {
            case .input: return "inputs"
            case .keyboard: return "keyboard notifications"
            case .notification: return "other notifications"
            case .delegate: return "delegate messages"
            case .textInput: return "text-input calls"
            case .inputDelegate: return "input delegate"
            }
        }

        var color: String {
            switch self {
            case .input: return "#6e6e73"
            case .keyboard: return "#d12f1b"
            case .notification: return "#b25000"
            case .delegate: return "#0b61a4"
            case .textInput: return "#1a7f37"
            case .inputDelegate: return "#7b3fa0"
            }
        }
    }

    /// One marked record: its time, lane, UIKit name and the label drawn.
    public struct Marker: Equatable, Sendable {
        /// Simulated time in milliseconds.
        public var time: Int
        /// The lane it is drawn in.
        public var lane: Lane
        /// The record's name (UIKit's notification constant, selector, or input name).
        public var name: String
        /// The label drawn beside the dot.
        public var label: String
    }

    /// One piece of the keyboard curve: from `fromTop` at `start` to `toTop` at `end`, along the curve
    /// `curve` (`UIViewAnimationCurve` raw value) of an animation that would have taken `duration` ms.
    public struct Segment: Equatable, Sendable {
        /// When the animation starts (the will-notification's time), in ms.
        public var start: Int
        /// When it ends in the picture (the duration's end, or earlier: see ``KeyboardTimeline``), in ms.
        public var end: Int
        /// The announced duration in ms.
        public var duration: Int
        /// `UIKeyboardAnimationCurveUserInfoKey`.
        public var curve: Int
        /// The begin frame's top (`minY`).
        public var fromTop: Double
        /// The end frame's top (`minY`).
        public var toTop: Double
        /// The end frame's height.
        public var height: Double
        /// The notification that announced it.
        public var notification: String
    }

    /// A log that cannot be drawn: which line and why.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The log's name and line (1-based; 0 for the log as a whole) and what is wrong.
        public var name: String, line: Int, message: String
        /// `NAME:LINE: message`.
        public var description: String { line > 0 ? "\(name):\(line): \(message)" : "\(name): \(message)" }
    }

    /// The most records a timeline draws: more would not be legible (replay a shorter trace).
    public static let maximumMarkers = 20_000

    /// The latest time a record may have, in ms: a trace's (``TraceReader/maximumTime``, 2^53 − 1), which a
    /// double holds exactly.
    public static let maximumTime = TraceReader.maximumTime

    /// The widest the plot is drawn, in pixels: 1 px a millisecond up to 2.5 s, then narrower down to
    /// 0.25 px a millisecond, and for a replay longer than 400 s (simulated) narrower still, so that the
    /// picture's size (its time-axis ticks and its width) is bounded whatever the simulated time, and
    /// grows only with the records (at most ``maximumMarkers``).
    public static let maximumPlotWidth = 100_000.0

    /// The header's description of the replay: trace file, device, orientation, profile.
    public private(set) var title: String
    /// The markers, in log order.
    public private(set) var markers: [Marker] = []
    /// The keyboard curve's pieces, in time order.
    public private(set) var segments: [Segment] = []
    /// The time of the last record.
    public private(set) var endTime = 0

    /// Builds the timeline of a replay's log, given as JSON Lines text (`name` names it in errors). A line
    /// that is not a log record (an object with a number `t`, string `kind` and `name`) is an error, as is a
    /// log of several traces (records with different `trace` fields).
    ///
    /// With a `catalog`, frames that a profile reports in fixed portrait coordinates (iOS 7 and earlier,
    /// ``SystemProfile/CoordinateSpace/fixedPortrait``) are drawn in the interface's coordinates, so that a
    /// landscape keyboard's top edge is its top edge on screen: the header names the device (its portrait
    /// screen) and profile; a frame as tall as the portrait screen is a landscape keyboard, converted for the
    /// landscape orientation the log last rotated to, any other frame a portrait one.
    public init(jsonLines: String, name: String, catalog: LayoutCatalog? = nil) throws(Failure) {
        var records: [(time: Int, kind: String, name: String, fields: [String: JSONValue])] = []
        var trace: String?
        var lineNumber = 0
        for line in jsonLines.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.allSatisfy({ $0 == " " || $0 == "\r" }) { continue }
            guard case .object(let object)? = JSONValue.parse(Data(line.utf8)) else {
                throw Failure(name: name, line: lineNumber, message: "expected a log record (a JSON object), got: \(line.prefix(60))")
            }
            guard case .number(let t)? = object["t"], t.isFinite, t >= 0, t <= Double(Self.maximumTime),
                  case .string(let kind)? = object["kind"], case .string(let recordName)? = object["name"] else {
                throw Failure(name: name, line: lineNumber,
                              message: "expected a log record with \"t\" (milliseconds, 0…\(Self.maximumTime)), \"kind\" and \"name\"")
            }
            if case .string(let label)? = object["trace"] {
                if let trace, trace != label {
                    throw Failure(name: name, line: lineNumber,
                                  message: "the log holds several traces (\(trace), \(label)); a timeline draws one")
                }
                trace = label
            }
            records.append((Int(t), kind, recordName, object))
            if records.count > Self.maximumMarkers {
                throw Failure(name: name, line: lineNumber,
                              message: "more than \(Self.maximumMarkers) records: too many to draw legibly; replay a shorter trace")
            }
        }
        self.title = name
        build(records, catalog: catalog)
    }

    /// Builds the timeline of a simulation's records (``EventLog/records``).
    public init(records: [LogRecord], name: String, catalog: LayoutCatalog? = nil) throws(Failure) {
        try self.init(jsonLines: records.map(\.jsonLine).joined(separator: "\n"), name: name, catalog: catalog)
    }

    /// Whether frames were converted from fixed portrait coordinates to the interface's.
    public private(set) var convertedFromFixedPortrait = false

    private mutating func build(_ records: [(time: Int, kind: String, name: String, fields: [String: JSONValue])],
                                catalog: LayoutCatalog?) {
        var openDelegates: [String: Int] = [:]   // name + object → marker index awaiting its result
        var pending: Segment?
        var portraitScreen: CGSize?               // set when frames come in fixed portrait coordinates
        var landscape = InterfaceOrientation.landscapeLeft, upsideDown = false
        func follow(_ value: JSONValue?) {
            guard case .string(let name)? = value, let orientation = try? LayoutCatalog.orientation(named: name) else { return }
            if orientation.isLandscape { landscape = orientation } else { upsideDown = orientation == .portraitUpsideDown }
        }
        /// (top, height) of a frame in the interface's coordinates.
        func interface(_ r: [Double]) -> (top: Double, height: Double) {
            guard let screen = portraitScreen else { return (r[1], r[3]) }
            let pw = Double(screen.width), ph = Double(screen.height)
            if abs(r[3] - ph) < 0.5 && abs(r[2] - pw) >= 0.5 {
                return landscape == .landscapeLeft ? (r[0], r[2]) : (pw - r[0] - r[2], r[2])
            }
            return upsideDown ? (ph - r[1] - r[3], r[3]) : (r[1], r[3])
        }
        for record in records {
            endTime = max(endTime, record.time)
            if record.kind == "input" || record.kind == "header" { follow(record.fields["orientation"]) }
            switch record.kind {
            case "header":
                if let catalog, case .string(let deviceName)? = record.fields["device"], case .string(let profileName)? = record.fields["profile"],
                   let device = try? catalog.device(named: deviceName), let profile = try? catalog.profile(named: profileName),
                   profile.coordinateSpace == .fixedPortrait {
                    portraitScreen = device.portraitScreenSize
                    convertedFromFixedPortrait = true
                }
                var parts: [String] = []
                if case .string(let file)? = record.fields["file"] { parts.append(file) }
                for key in ["device", "orientation", "profile"] {
                    if case .string(let value)? = record.fields[key] {
                        parts.append(value.replacingOccurrences(of: "UIInterfaceOrientation", with: ""))
                    }
                }
                title = parts.joined(separator: " · ")
            case "notification":
                let keyboard = record.name.hasPrefix("UIKeyboard")
                var label = Self.shortNotificationName(record.name)
                if !keyboard, case .string(let object)? = record.fields["object"] { label += " (\(object))" }
                markers.append(Marker(time: record.time, lane: keyboard ? .keyboard : .notification, name: record.name, label: label))
                guard keyboard, case .object(let info)? = record.fields["userInfo"] else { continue }
                let begin = Self.rect(info["UIKeyboardFrameBeginUserInfoKey"])
                // An all-zero end frame (a floating keyboard's drag) says nothing of where the keyboard goes, as
                // a missing one (an undocked keyboard's drag) does not.
                let end = Self.rect(info["UIKeyboardFrameEndUserInfoKey"]).flatMap { $0 == [0, 0, 0, 0] ? nil : $0 }
                if record.name.contains("Will"), let begin, let end {
                    var duration = 0
                    if case .number(let seconds)? = info["UIKeyboardAnimationDurationUserInfoKey"], seconds.isFinite {
                        duration = Int((min(max(seconds, 0), 60) * 1000).rounded())
                    }
                    var curve = 0
                    if case .number(let value)? = info["UIKeyboardAnimationCurveUserInfoKey"], value.isFinite {
                        curve = Int(min(max(value, 0), 15))
                    }
                    let from = interface(begin), to = interface(end)
                    let segment = Segment(start: record.time, end: record.time + duration, duration: duration, curve: curve,
                                          fromTop: from.top, toTop: to.top, height: to.height, notification: record.name)
                    if var last = pending {
                        // The same animation announced twice (WillChangeFrame and WillShow): keep one.
                        if last.start == segment.start && last.fromTop == segment.fromTop && last.toTop == segment.toTop {
                            continue
                        }
                        last.end = min(last.end, segment.start)
                        segments.append(last)
                    }
                    pending = segment
                } else if record.name.contains("Did"), let end {
                    let to = interface(end)
                    if var last = pending, last.toTop == to.top {
                        // The did-notification came before the animation's end: the keyboard moved at once.
                        if record.time < last.end { last.end = record.time }
                        pending = last
                    } else if let last = pending, record.time >= last.end {
                        // The keyboard is somewhere no will-notification announced (the end of a drag): it is
                        // there now.
                        segments.append(last)
                        pending = Segment(start: record.time, end: record.time, duration: 0, curve: 0, fromTop: last.toTop,
                                          toTop: to.top, height: to.height, notification: record.name)
                    }
                }
            case "delegate":
                var label = record.name
                if case .string(let object)? = record.fields["object"] { label += " (\(object))" }
                openDelegates[record.name + "\u{0}" + Self.string(record.fields["object"])] = markers.count
                markers.append(Marker(time: record.time, lane: .delegate, name: record.name, label: label))
            case "delegateResult":
                let key = record.name + "\u{0}" + Self.string(record.fields["object"])
                if let index = openDelegates.removeValue(forKey: key), case .bool(let result)? = record.fields["result"] {
                    markers[index].label += result ? " → YES" : " → NO"
                }
            case "textInput":
                var label = record.name
                for key in ["text", "markedText", "string"] {
                    if case .string(let text)? = record.fields[key] {
                        label += " " + Self.quotedBrief(text)
                        break
                    }
                }
                markers.append(Marker(time: record.time, lane: .textInput, name: record.name, label: label))
            case "inputDelegate":
                markers.append(Marker(time: record.time, lane: .inputDelegate, name: record.name, label: record.name))
            case "input":
                var label = record.name
                for key in ["field", "owner", "key", "text", "orientation", "mode", "action"] {
                    if case .string(let value)? = record.fields[key] {
                        label += " " + Self.quotedBrief(value.replacingOccurrences(of: "UIInterfaceOrientation", with: ""))
                        break
                    }
                }
                markers.append(Marker(time: record.time, lane: .input, name: record.name, label: label))
            default:
                continue
            }
        }
        if let last = pending { segments.append(last) }
    }

    /// `UIKeyboardWillShowNotification` → `KeyboardWillShow`: UIKit's name without the `UI` prefix and the
    /// `Notification` suffix (the full name is the marker's tooltip).
    static func shortNotificationName(_ name: String) -> String {
        var short = Substring(name)
        if short.hasPrefix("UI") { short = short.dropFirst(2) }
        if short.hasSuffix("Notification") { short = short.dropLast("Notification".count) }
        return String(short)
    }

    private static func string(_ value: JSONValue?) -> String {
        if case .string(let s)? = value { return s }
        return ""
    }

    private static func quotedBrief(_ text: String) -> String {
        let visible = text.replacingOccurrences(of: "\n", with: "⏎")
        return "\"" + (visible.count > 14 ? visible.prefix(13) + "…" : visible) + "\""
    }

    private static func rect(_ value: JSONValue?) -> [Double]? {
        guard case .array(let items)? = value, items.count == 4 else { return nil }
        var numbers: [Double] = []
        for item in items {
            guard case .number(let n) = item, n.isFinite, abs(n) < 1e7 else { return nil }
            numbers.append(n)
        }
        return numbers
    }

    /// The cubic Bézier control points (x1, y1, x2, y2) of a `UIViewAnimationCurve` value, as Core
    /// Animation defines its timing functions: ease-in-out (0) 0.42, 0, 0.58, 1; ease-in (1) 0.42, 0, 1, 1;
    /// ease-out (2) 0, 0, 0.58, 1; linear (3). The keyboard's private curve 7 (iOS 7 on) is a spring that
    /// Apple does not document; it is drawn with 0.38, 0.7, 0.125, 1, a published fit of it (Apple Developer
    /// Forums thread 48088). Unknown values are drawn as ease-in-out.
    public static func animationCurveControlPoints(_ curve: Int) -> (Double, Double, Double, Double) {
        switch curve {
        case 1: return (0.42, 0, 1, 1)
        case 2: return (0, 0, 0.58, 1)
        case 3: return (0, 0, 1, 1)
        case 7: return (0.38, 0.7, 0.125, 1)
        default: return (0.42, 0, 0.58, 1)
        }
    }

    /// How far (0…1) an animation along `curve` has got at `fraction` (0…1) of its duration.
    public static func progress(curve: Int, at fraction: Double) -> Double {
        let (x1, y1, x2, y2) = animationCurveControlPoints(curve)
        let f = min(max(fraction, 0), 1)
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        // x(s) is increasing for these control points: find s with x(s) = f by bisection (fixed steps).
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if bezier(x1, x2, mid) < f { low = mid } else { high = mid }
        }
        return bezier(y1, y2, (low + high) / 2)
    }
}

extension KeyboardTimeline {
    /// The font list of the pictures: Latin sans-serif first, then Japanese fonts for kana and kanji in
    /// labels and keys.
    static let fontFamily = "Helvetica, Arial, 'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif"

    /// A number for SVG: rounded to a tenth, without a trailing `.0`.
    static func n(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for SVG text and attributes.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // Control characters are not allowed in XML 1.0 text.
                if c.value < 0x20 && c != "\t" { out += "\u{FFFD}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// The width in pixels that `text` takes at `size` px, estimated: East Asian wide characters one em,
    /// others 0.58 em (no font metrics are read, so the estimate and the picture are the same everywhere).
    static func textWidth(_ text: String, size: Double) -> Double {
        var width = 0.0
        for c in text.unicodeScalars {
            let v = c.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0x1F300...0x1FAFF).contains(v)
            width += wide ? size : size * 0.58
        }
        return width
    }

    /// The milliseconds-to-pixels scale: 1 px a millisecond up to 2.5 s, then narrower, down to 0.25.
    var pixelsPerMillisecond: Double {
        let span = Double(max(drawnEnd, 1))
        return span <= 2500 ? 1 : min(max(0.25, 2500 / span), Self.maximumPlotWidth / span)
    }

    /// The last time drawn: the last record or the end of the last animation, plus 200 ms.
    var drawnEnd: Int { max(endTime, segments.last?.end ?? 0) + 200 }

    /// The picture as SVG: title, the keyboard curve with its axis, the time axis, and the lanes of
    /// markers. Byte-identical for the same log.
    public var svg: String {
        let left = 180.0, right = 60.0, plotTop = 50.0, plotHeight = 200.0
        let scale = pixelsPerMillisecond
        let plotWidth = Double(drawnEnd) * scale
        func x(_ t: Int) -> Double { left + Double(t) * scale }
        func x(_ t: Double) -> Double { left + t * scale }

        // Vertical range of the keyboard curve.
        let tops = segments.flatMap { [$0.fromTop, $0.toTop] }
        var low = (tops.min() ?? 0) - 20, high = (tops.max() ?? 100) + 20
        if high - low < 100 { let mid = (low + high) / 2; low = mid - 50; high = mid + 50 }
        func y(_ top: Double) -> Double { plotTop + (top - low) / (high - low) * plotHeight }

        // Lanes: rows of labels, each label on the first row where it does not overlap the one before.
        let fontSize = 11.0, rowHeight = 15.0
        var laneRows: [Lane: Int] = [:]
        var placed: [(marker: Marker, row: Int)] = []
        var rowEnds: [Lane: [Double]] = [:]
        for marker in markers {
            let start = x(marker.time)
            let width = 8 + Self.textWidth(marker.label, size: fontSize)
            var ends = rowEnds[marker.lane] ?? []
            let row = ends.firstIndex(where: { $0 + 6 <= start }) ?? ends.count
            if row == ends.count { ends.append(0) }
            ends[row] = start + width
            rowEnds[marker.lane] = ends
            laneRows[marker.lane] = max(laneRows[marker.lane] ?? 0, row + 1)
            placed.append((marker, row))
        }
        let axisY = plotTop + plotHeight + 24
        var laneTop: [Lane: Double] = [:]
        var cursor = axisY + 34
        for lane in Lane.allCases {
            guard let rows = laneRows[lane] else { continue }
            laneTop[lane] = cursor
            cursor += 20 + Double(rows) * rowHeight + 8
        }
        let labelsRight = placed.map { x($0.marker.time) + 8 + Self.textWidth($0.marker.label, size: fontSize) }.max() ?? 0
        let width = max(left + plotWidth, labelsRight) + right
        let height = cursor + 10

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" "
        out += "viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" font-family=\"\(Self.fontFamily)\" font-size=\"\(Self.n(fontSize))\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" fill=\"#ffffff\"/>\n"
        out += "<text x=\"10\" y=\"22\" font-size=\"14\" font-weight=\"bold\">\(Self.escape(title))</text>\n"
        let space = convertedFromFixedPortrait ? "in interface coordinates, converted from the fixed portrait coordinates the profile reports"
                                               : "as the notifications report it"
        out += "<text x=\"10\" y=\"38\" fill=\"#555555\">keyboard top edge (UIKeyboardFrameEndUserInfoKey minY, pt, \(space)) over simulated time; shaded: animations</text>\n"

        // Plot frame, animations shaded, keyboard notifications as dashed lines.
        out += "<rect x=\"\(Self.n(left))\" y=\"\(Self.n(plotTop))\" width=\"\(Self.n(plotWidth))\" height=\"\(Self.n(plotHeight))\" fill=\"#f7f7f9\" stroke=\"#c7c7cc\"/>\n"
        for segment in segments where segment.end > segment.start {
            out += "<rect x=\"\(Self.n(x(segment.start)))\" y=\"\(Self.n(plotTop))\" width=\"\(Self.n(Double(segment.end - segment.start) * scale))\" height=\"\(Self.n(plotHeight))\" fill=\"#ffe3b3\">"
            out += "<title>\(Self.escape(segment.notification)): \(segment.duration) ms, curve \(segment.curve), \(Self.n(segment.fromTop)) → \(Self.n(segment.toTop))</title></rect>\n"
        }
        var keyboardTimes: [Int] = []
        for marker in markers where marker.lane == .keyboard && keyboardTimes.last != marker.time { keyboardTimes.append(marker.time) }
        for t in keyboardTimes {
            out += "<line x1=\"\(Self.n(x(t)))\" y1=\"\(Self.n(plotTop))\" x2=\"\(Self.n(x(t)))\" y2=\"\(Self.n(laneTop[.keyboard] ?? axisY))\" stroke=\"#d12f1b\" stroke-opacity=\"0.35\" stroke-dasharray=\"3 3\"/>\n"
        }
        // Horizontal guides at the tops the keyboard rests at, labelled with the top and the frame's height.
        var levels: [(top: Double, height: Double?)] = []
        for segment in segments {
            for (top, h) in [(segment.fromTop, nil as Double?), (segment.toTop, segment.height)] {
                if let i = levels.firstIndex(where: { $0.top == top }) {
                    if levels[i].height == nil { levels[i].height = h }
                } else {
                    levels.append((top, h))
                }
            }
        }
        levels.sort { $0.top < $1.top }
        var lastLabelY = -100.0
        for level in levels {
            let ly = y(level.top)
            out += "<line x1=\"\(Self.n(left))\" y1=\"\(Self.n(ly))\" x2=\"\(Self.n(left + plotWidth))\" y2=\"\(Self.n(ly))\" stroke=\"#c7c7cc\" stroke-dasharray=\"2 4\"/>\n"
            if ly - lastLabelY >= 13 {
                let text = level.height.map { "y \(Self.n(level.top)) (\(Self.n($0)) tall)" } ?? "y \(Self.n(level.top))"
                out += "<text x=\"\(Self.n(left - 6))\" y=\"\(Self.n(ly + 4))\" text-anchor=\"end\">\(Self.escape(text))</text>\n"
                lastLabelY = ly
            }
        }
        if segments.isEmpty {
            out += "<text x=\"\(Self.n(left + 10))\" y=\"\(Self.n(plotTop + plotHeight / 2))\" fill=\"#555555\">no keyboard notification with frames in this log</text>\n"
        } else {
            // The curve: flat while the keyboard rests, sampled along the curve while it moves.
            var points: [(Double, Double)] = [(x(0), y(segments[0].fromTop))]
            for segment in segments {
                // Resting until the segment starts, then (if it starts elsewhere) a jump to its begin frame.
                if let resting = points.last { points.append((x(segment.start), resting.1)) }
                points.append((x(segment.start), y(segment.fromTop)))
                if segment.end <= segment.start || segment.duration == 0 {
                    points.append((x(segment.start), y(segment.toTop)))
                    continue
                }
                let steps = 24
                let last = Double(segment.end - segment.start) / Double(segment.duration)
                for i in 1...steps {
                    let f = last * Double(i) / Double(steps)
                    let p = Self.progress(curve: segment.curve, at: f)
                    points.append((x(Double(segment.start) + f * Double(segment.duration)),
                                   y(segment.fromTop + (segment.toTop - segment.fromTop) * p)))
                }
            }
            if let final = points.last { points.append((x(drawnEnd), final.1)) }
            var d = ""
            for (i, p) in points.enumerated() {
                if i > 0, p == points[i - 1] { continue }
                d += (i == 0 ? "M" : " L") + "\(Self.n(p.0)) \(Self.n(p.1))"
            }
            out += "<path d=\"\(d)\" fill=\"none\" stroke=\"#0a84ff\" stroke-width=\"2\"/>\n"
        }

        // Time axis.
        // Ticks at least 70 px apart: at most maximumPlotWidth / 70 of them, however long the replay.
        let stepChoices = [10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000]
            + (6...15).flatMap { e in [1, 2, 5].map { $0 * Int(pow(10.0, Double(e))) } }
        let step = stepChoices.first { Double($0) * scale >= 70 } ?? 10_000_000_000_000_000
        out += "<line x1=\"\(Self.n(left))\" y1=\"\(Self.n(axisY))\" x2=\"\(Self.n(left + plotWidth))\" y2=\"\(Self.n(axisY))\" stroke=\"#000000\"/>\n"
        var tick = 0
        while tick <= drawnEnd {
            out += "<line x1=\"\(Self.n(x(tick)))\" y1=\"\(Self.n(axisY))\" x2=\"\(Self.n(x(tick)))\" y2=\"\(Self.n(axisY + 5))\" stroke=\"#000000\"/>\n"
            out += "<text x=\"\(Self.n(x(tick)))\" y=\"\(Self.n(axisY + 17))\" text-anchor=\"middle\">\(tick)</text>\n"
            tick += step
        }
        out += "<text x=\"\(Self.n(left - 6))\" y=\"\(Self.n(axisY + 17))\" text-anchor=\"end\" fill=\"#555555\">simulated time (ms)</text>\n"

        // Lanes.
        for lane in Lane.allCases {
            guard let top = laneTop[lane] else { continue }
            out += "<line x1=\"0\" y1=\"\(Self.n(top - 6))\" x2=\"\(Self.n(width))\" y2=\"\(Self.n(top - 6))\" stroke=\"#e5e5ea\"/>\n"
            out += "<text x=\"8\" y=\"\(Self.n(top + 10))\" font-size=\"12\" font-weight=\"bold\" fill=\"\(lane.color)\">\(lane.title)</text>\n"
        }
        for (marker, row) in placed {
            guard let top = laneTop[marker.lane] else { continue }
            let mx = x(marker.time)
            let baseline = top + 14 + Double(row) * rowHeight
            out += "<g fill=\"\(marker.lane.color)\"><title>\(marker.time) ms: \(Self.escape(marker.name))</title>"
            out += "<line x1=\"\(Self.n(mx))\" y1=\"\(Self.n(top - 6))\" x2=\"\(Self.n(mx))\" y2=\"\(Self.n(top - 1))\" stroke=\"\(marker.lane.color)\"/>"
            out += "<circle cx=\"\(Self.n(mx))\" cy=\"\(Self.n(baseline - 4))\" r=\"2.5\"/>"
            out += "<text x=\"\(Self.n(mx + 5))\" y=\"\(Self.n(baseline))\">\(Self.escape(marker.label))</text></g>\n"
        }
        out += "</svg>\n"
        return out
    }
}
