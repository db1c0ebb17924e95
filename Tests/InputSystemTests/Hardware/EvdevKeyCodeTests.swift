import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Trace format: `key` events name codes as evdev names like `KEY_A` or numbers.
@Test("Evdev key names and numbers parse", arguments: [
    ("KEY_A", 30), ("key_a", 30), ("A", 30), ("KEY_HENKAN", 92), ("KEY_HANGUEL", 122), ("KEY_HANGEUL", 122),
    ("30", 30), ("0x1e", 30), ("767", 767),
])
func evdevNamesParse(name: String, code: Int) {
    #expect(EvdevKeyCode(name: name)?.rawValue == UInt16(code))
}

/// Bad key names give nil, never a trap (callers turn nil into an error naming the value).
@Test("Unknown evdev names and out-of-range numbers give nil", arguments: ["KEY_NOPE", "", "768", "-1", "0x", "99999"])
func evdevBadNames(name: String) {
    #expect(EvdevKeyCode(name: name) == nil)
}

/// The generated table agrees with the machine's input-event-codes.h. The header comes with linux-libc-dev,
/// which the C library's headers (and so Swift on Linux) depend on: its absence is a failure, not a pass
/// with nothing checked.
@Test("Evdev table matches input-event-codes.h")
func evdevTableMatchesHeader() throws {
    let path = "/usr/include/linux/input-event-codes.h"
    let header = try #require(try? String(contentsOfFile: path, encoding: .utf8),
                              "\(path) is missing or unreadable; install linux-libc-dev to check the evdev table")
    let pattern = try NSRegularExpression(pattern: #"^#define\s+(KEY_[A-Z0-9_]+)\s+(0x[0-9a-fA-F]+|\d+)\b"#,
                                          options: .anchorsMatchLines)
    let range = NSRange(header.startIndex..., in: header)
    var checked = 0
    for match in pattern.matches(in: header, range: range) {
        let name = String(header[try #require(Range(match.range(at: 1), in: header))])
        let value = String(header[try #require(Range(match.range(at: 2), in: header))])
        guard name != "KEY_MAX" else { continue }
        let number = value.hasPrefix("0x") ? Int(value.dropFirst(2), radix: 16) : Int(value)
        #expect(EvdevKeyCode(name: name)?.rawValue == number.map(UInt16.init), "\(name)")
        checked += 1
    }
    #expect(checked > 400)
    #expect(EvdevKeyCode(30).name == "KEY_A")
}
