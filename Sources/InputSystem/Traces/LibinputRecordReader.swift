import Foundation
import Yams

/// Reads the keyboard events of Linux `libinput record` files (YAML, format version 1).
///
/// The format (libinput-record(1), "FILE FORMAT"): a top-level `version: 1` and `devices:`, a list whose
/// items have `node`, `evdev` (the device description: `name`, `codes`), optional `udev` and
/// `events:`, a list of frames `- evdev: [[sec, usec, type, code, value], ...]`. The reader keeps the
/// `EV_KEY` events (type 1) of keyboard keys, with values 0 (up), 1 (down) and 2 (repeat), and ignores
/// every other event, key and device (mice, touchpads, buttons). Devices whose udev properties say
/// `ID_INPUT_KEYBOARD=0` or that list only other `ID_INPUT_*` kinds are skipped. Events of several
/// keyboards are merged by time, keeping file order for equal times.
///
/// By default `libinput record` obfuscates common keys as `KEY_A`; a recording meant for replay should be
/// made with `--show-keycodes`.
public enum LibinputRecordReader {
    /// One key event with the line of the file it came from.
    public struct RecordedKeyEvent: Hashable, Sendable {
        /// The event; its time is `sec * 1000 + usec / 1000` milliseconds.
        public var event: HardwareKeyEvent
        /// The line of the event in the file, from 1.
        public var line: Int
    }

    /// The keyboard events of a file, in time order, and the names of the devices they came from.
    public struct Recording: Hashable, Sendable {
        /// The names (`evdev: name:`) of the keyboard devices that were read.
        public var deviceNames: [String]
        /// The key events.
        public var events: [RecordedKeyEvent]

        /// Whether the key codes look obfuscated, as `libinput record` writes them unless given
        /// `--show-keycodes` (every key press as `KEY_A`): more than three presses other than modifiers, all of
        /// `KEY_A`. Such a recording replays as a row of "a".
        public var looksObfuscated: Bool {
            let modifiers: Set<UInt16> = [29, 42, 54, 56, 97, 100, 125, 126, 58]
            let presses = events.filter { $0.event.state == .down && !modifiers.contains($0.event.code.rawValue) }
            return presses.count > 3 && presses.allSatisfy { $0.event.code.rawValue == 30 }
        }
    }

    /// The bounds a file must keep to: at most 64 MiB, collections nested at most 64 deep, and at most
    /// 2 million nodes once aliases are expanded. They are checked before any node is made, so memory
    /// and time are bounded whatever the file holds.
    static let bounds = YAMLBounds()

    /// The largest file read, in bytes (64 MiB); a larger one is refused without being read.
    public static var maximumFileSize: Int { bounds.maximumBytes }

    /// Reads the file at `url`. A file larger than ``maximumFileSize`` is refused after reading at most
    /// one byte past the limit (a named pipe or device has no size to check first).
    public static func read(contentsOf url: URL) throws -> Recording {
        let data: Data
        // Opened with open(2), so that the error gives the system's reason, and a directory (which opens)
        // is refused rather than read as an error or an empty recording.
        var descriptor: Int32
        repeat { descriptor = open(url.path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else {
            throw LibinputRecordError.unreadable(file: url.path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw LibinputRecordError.unreadable(file: url.path, reason: "is a directory; expected a libinput record file")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            let code = (error as NSError).domain == NSPOSIXErrorDomain ? Int32((error as NSError).code) : 0
            throw LibinputRecordError.unreadable(file: url.path, reason: code != 0 ? String(cString: strerror(code)) : "\(error)")
        }
        guard data.count <= maximumFileSize else {
            throw LibinputRecordError.tooLarge(file: url.path, line: 1,
                                               problem: "the file is larger than \(maximumFileSize) bytes; expected at most that")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LibinputRecordError.unreadable(file: url.path, reason: "not UTF-8 text")
        }
        return try read(yaml: text, file: url.path)
    }

    /// Reads a recording from its text; `file` names it in errors. The text must keep to the bounds of
    /// ``read(contentsOf:)``; a text that does not is refused before it is composed into nodes.
    public static func read(yaml: String, file: String) throws -> Recording {
        if yaml.hasPrefix("# EVEMU") {
            throw LibinputRecordError.unreadable(
                file: file, reason: "an evemu recording (evemu-record), not a libinput record: record the keyboard with `libinput record --show-keycodes` instead")
        }
        var yaml = yaml
        if let violation = yaml.withUTF8({ bounds.check($0) }) {
            throw LibinputRecordError.tooLarge(file: file, line: violation.line, problem: violation.problem)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw invalidYAML(error, file: file)
        } catch {
            throw LibinputRecordError.invalidYAML(file: file, line: 1, problem: "\(error)")
        }
        guard let root, let top = root.mapping else {
            throw LibinputRecordError.invalidValue(file: file, line: root?.mark?.line ?? 1,
                                                   value: summary(root), expected: "a mapping with 'version' and 'devices'")
        }
        if let version = top["version"] {
            guard version.scalar?.string == "1" else {
                throw LibinputRecordError.unsupportedVersion(file: file, line: line(version), version: summary(version))
            }
        }
        guard let devicesNode = top["devices"] else {
            throw LibinputRecordError.missingKey(file: file, line: line(root), key: "devices",
                                                 expected: "a list of recorded devices")
        }
        guard let devices = devicesNode.sequence else {
            throw LibinputRecordError.invalidValue(file: file, line: line(devicesNode), value: summary(devicesNode),
                                                   expected: "a list of recorded devices")
        }
        var names: [String] = []
        var keyboardsWithoutEvents = 0
        var events: [(order: Int, event: RecordedKeyEvent)] = []
        for device in devices {
            guard let deviceMap = device.mapping else {
                throw LibinputRecordError.invalidValue(file: file, line: line(device), value: summary(device),
                                                       expected: "a device mapping with 'evdev' and 'events'")
            }
            guard isKeyboard(deviceMap) else { continue }
            let deviceEvents = try keyEvents(of: deviceMap, at: line(device), file: file)
            guard !deviceEvents.isEmpty || declaresKeyboard(deviceMap) else {
                keyboardsWithoutEvents += 1
                continue
            }
            names.append(deviceMap["evdev"]?.mapping?["name"]?.scalar?.string ?? deviceMap["node"]?.scalar?.string ?? "")
            for event in deviceEvents { events.append((events.count, event)) }
        }
        guard !names.isEmpty else {
            if keyboardsWithoutEvents > 0 { throw LibinputRecordError.noKeyEvents(file: file) }
            throw LibinputRecordError.noKeyboard(file: file)
        }
        // A keyboard that recorded nothing would replay as nothing, silently.
        guard !events.isEmpty else { throw LibinputRecordError.noKeyEvents(file: file) }
        events.sort { ($0.event.event.milliseconds ?? 0, $0.order) < ($1.event.event.milliseconds ?? 0, $1.order) }
        return Recording(deviceNames: names, events: events.map(\.event))
    }

    private static func keyEvents(of device: Node.Mapping, at deviceLine: Int, file: String) throws -> [RecordedKeyEvent] {
        guard let eventsNode = device["events"] else { return [] }
        guard let frames = eventsNode.sequence else {
            if eventsNode.scalar?.string.isEmpty == true || eventsNode.scalar?.tag == Tag(.null) { return [] }
            throw LibinputRecordError.invalidValue(file: file, line: line(eventsNode), value: summary(eventsNode),
                                                   expected: "a list of event frames")
        }
        var result: [RecordedKeyEvent] = []
        for frame in frames {
            guard let frameMap = frame.mapping else {
                throw LibinputRecordError.invalidValue(file: file, line: line(frame), value: summary(frame),
                                                       expected: "an event frame such as '- evdev: [...]'")
            }
            guard let evdev = frameMap["evdev"] else { continue } // hid, libinput and other frames
            guard let rows = evdev.sequence else {
                throw LibinputRecordError.invalidValue(file: file, line: line(evdev), value: summary(evdev),
                                                       expected: "a list of [sec, usec, type, code, value]")
            }
            for row in rows {
                let numbers = try fields(of: row, file: file)
                guard numbers[2] == 1 else { continue } // EV_KEY only
                guard isKeyboardKey(numbers[3]) else { continue }
                guard let state = HardwareKeyState(rawValue: numbers[4]) else {
                    throw LibinputRecordError.invalidValue(file: file, line: line(row), value: String(numbers[4]),
                                                           expected: "a key value 0 (up), 1 (down) or 2 (repeat)")
                }
                let milliseconds = Double(numbers[0]) * 1000 + Double(numbers[1]) / 1000
                let event = HardwareKeyEvent(code: EvdevKeyCode(UInt16(numbers[3])), state: state,
                                             milliseconds: milliseconds)
                result.append(RecordedKeyEvent(event: event, line: line(row)))
            }
        }
        return result
    }

    /// The five integers of an evdev row; times must not be negative and usec must be below one second.
    private static func fields(of row: Node, file: String) throws -> [Int] {
        let expected = "[sec, usec, type, code, value] with five integers"
        guard let items = row.sequence, items.count == 5 else {
            throw LibinputRecordError.invalidValue(file: file, line: line(row), value: summary(row), expected: expected)
        }
        var numbers: [Int] = []
        for item in items {
            guard let text = item.scalar?.string, let number = Int(text) else {
                throw LibinputRecordError.invalidValue(file: file, line: line(item), value: summary(item), expected: expected)
            }
            numbers.append(number)
        }
        guard (0...Int(UInt32.max)).contains(numbers[0]), (0..<1_000_000).contains(numbers[1]) else {
            throw LibinputRecordError.invalidValue(file: file, line: line(row), value: summary(row),
                                                   expected: "sec >= 0 and usec from 0 to 999999")
        }
        return numbers
    }

    /// Keyboard keys: every `KEY_*` code, not the `BTN_*` ranges of mice, joysticks and touchpads.
    private static func isKeyboardKey(_ code: Int) -> Bool {
        guard (1...Int(EvdevKeyCode.maximum.rawValue)).contains(code) else { return false }
        return !(0x100..<0x160).contains(code) && !(0x2c0..<0x2e8).contains(code)
    }

    private static func udevProperties(_ device: Node.Mapping) -> [String] {
        device["udev"]?.mapping?["properties"]?.sequence?.compactMap { $0.scalar?.string } ?? []
    }

    private static func declaresKeyboard(_ device: Node.Mapping) -> Bool {
        udevProperties(device).contains("ID_INPUT_KEYBOARD=1")
    }

    /// A device is read unless its udev properties say it is some other kind of input device.
    private static func isKeyboard(_ device: Node.Mapping) -> Bool {
        let properties = udevProperties(device)
        if properties.contains("ID_INPUT_KEYBOARD=1") || properties.contains("ID_INPUT_KEY=1") { return true }
        return !properties.contains { $0.hasPrefix("ID_INPUT_") && $0 != "ID_INPUT=1" && $0.hasSuffix("=1") }
    }

    private static func line(_ node: Node) -> Int { node.mark?.line ?? 1 }

    private static func summary(_ node: Node?) -> String {
        guard let node else { return "(empty)" }
        switch node {
        case .scalar(let scalar): return String(scalar.string.prefix(40))
        case .mapping: return "(a mapping)"
        case .sequence(let sequence): return "(a list of \(sequence.count))"
        }
    }

    private static func invalidYAML(_ error: YamlError, file: String) -> LibinputRecordError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return .invalidYAML(file: file, line: mark.line, problem: problem)
        case .reader(let problem, _, _, _):
            return .invalidYAML(file: file, line: 1, problem: problem)
        default:
            return .invalidYAML(file: file, line: 1, problem: "\(error)")
        }
    }
}
