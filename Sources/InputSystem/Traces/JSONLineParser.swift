import Foundation

/// Parses one JSON text (RFC 8259) from UTF-8 bytes straight into a ``JSONValue``.
///
/// Written for the trace reader's hot path: Foundation's `JSONSerialization` builds `NSDictionary`s that
/// must then be bridged back to Swift, which measured as 30% of a replay's time. It reads the bytes in
/// place (no copy), gives a line's top-level object as its key-value pairs in order (no dictionary to
/// hash), and makes strings of plain ASCII without a second validation pass. Nesting is limited to
/// ``maxDepth`` so that hostile input cannot exhaust the stack.
struct JSONLineParser {
    static let maxDepth = 64

    /// What a line holds: one object (its pairs in order; a repeated key appears more than once), another
    /// JSON value, or no valid JSON text.
    enum Line {
        case object
        case otherValue
        case invalid
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The value of `data`, or nil when it is not exactly one JSON value (surrounding whitespace allowed).
    static func parse(_ data: Data) -> JSONValue? {
        data.withUnsafeBytes { raw in
            var parser = JSONLineParser(raw.bindMemory(to: UInt8.self))
            parser.skipWhitespace()
            guard let value = parser.value(depth: 0) else { return nil }
            parser.skipWhitespace()
            return parser.i == parser.bytes.count ? value : nil
        }
    }

    /// Parses one line: when it is a single JSON object, its pairs are appended to `pairs` in order.
    static func parseLine(_ bytes: UnsafeBufferPointer<UInt8>, into pairs: inout [(key: String, value: JSONValue)]) -> Line {
        var parser = JSONLineParser(bytes)
        parser.skipWhitespace()
        if parser.i < bytes.count, bytes[parser.i] == 0x7B {
            guard parser.objectPairs(depth: 0, into: &pairs) else { return .invalid }
            parser.skipWhitespace()
            return parser.i == bytes.count ? .object : .invalid
        }
        guard parser.value(depth: 0) != nil else { return .invalid }
        parser.skipWhitespace()
        return parser.i == bytes.count ? .otherValue : .invalid
    }

    private mutating func skipWhitespace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    private mutating func value(depth: Int) -> JSONValue? {
        guard i < bytes.count, depth < Self.maxDepth else { return nil }
        switch bytes[i] {
        case 0x7B: return object(depth: depth)
        case 0x5B: return array(depth: depth)
        case 0x22: return string().map(JSONValue.string)
        case 0x74: return literal("true", .bool(true))
        case 0x66: return literal("false", .bool(false))
        case 0x6E: return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ result: JSONValue) -> JSONValue? {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, bytes[i..<(i + w.count)].elementsEqual(w) else { return nil }
        i += w.count
        return result
    }

    private mutating func object(depth: Int) -> JSONValue? {
        var pairs: [(key: String, value: JSONValue)] = []
        guard objectPairs(depth: depth, into: &pairs) else { return nil }
        var fields: [String: JSONValue] = Dictionary(minimumCapacity: pairs.count)
        for (key, value) in pairs { fields[key] = value }  // a repeated key: the last one wins
        return .object(fields)
    }

    /// Reads an object (at its `{`), appending its pairs in order; false when it is not valid JSON.
    private mutating func objectPairs(depth: Int, into pairs: inout [(key: String, value: JSONValue)]) -> Bool {
        i += 1
        skipWhitespace()
        if i < bytes.count, bytes[i] == 0x7D { i += 1; return true }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == 0x22, let key = string() else { return false }
            skipWhitespace()
            guard i < bytes.count, bytes[i] == 0x3A else { return false }
            i += 1
            skipWhitespace()
            guard let v = value(depth: depth + 1) else { return false }
            pairs.append((key, v))
            skipWhitespace()
            guard i < bytes.count else { return false }
            if bytes[i] == 0x2C { i += 1; continue }
            if bytes[i] == 0x7D { i += 1; return true }
            return false
        }
    }

    private mutating func array(depth: Int) -> JSONValue? {
        i += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == 0x5D { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            guard let v = value(depth: depth + 1) else { return nil }
            items.append(v)
            skipWhitespace()
            guard i < bytes.count else { return nil }
            if bytes[i] == 0x2C { i += 1; continue }
            if bytes[i] == 0x5D { i += 1; return .array(items) }
            return nil
        }
    }

    private mutating func string() -> String? {
        i += 1
        let start = i
        // Fast path: no escapes; plain ASCII needs no validation.
        var high: UInt8 = 0
        while i < bytes.count, bytes[i] != 0x22, bytes[i] != 0x5C, bytes[i] >= 0x20 { high |= bytes[i]; i += 1 }
        guard i < bytes.count else { return nil }
        if bytes[i] == 0x22 {
            defer { i += 1 }
            let run = UnsafeBufferPointer(rebasing: bytes[start..<i])
            return high < 0x80 ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
        }
        var out = [UInt8](bytes[start..<i])
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x22:
                i += 1
                return String(validating: out, as: UTF8.self)
            case 0x5C:
                i += 1
                guard i < bytes.count else { return nil }
                let e = bytes[i]
                i += 1
                switch e {
                case 0x22, 0x5C, 0x2F: out.append(e)
                case 0x62: out.append(0x08)
                case 0x66: out.append(0x0C)
                case 0x6E: out.append(0x0A)
                case 0x72: out.append(0x0D)
                case 0x74: out.append(0x09)
                case 0x75:
                    guard var scalar = hex4() else { return nil }
                    if UTF16.isLeadSurrogate(UInt16(scalar)) {
                        guard i + 1 < bytes.count, bytes[i] == 0x5C, bytes[i + 1] == 0x75 else { return nil }
                        i += 2
                        guard let low = hex4(), UTF16.isTrailSurrogate(UInt16(low)) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if UTF16.isTrailSurrogate(UInt16(scalar)) {
                        return nil
                    }
                    guard let u = Unicode.Scalar(scalar) else { return nil }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    return nil
                }
            default:
                guard b >= 0x20 else { return nil }
                out.append(b)
                i += 1
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard i + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: return nil
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    private mutating func number() -> JSONValue? {
        let start = i
        if i < bytes.count, bytes[i] == 0x2D { i += 1 }
        guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else { return nil }
        if bytes[i] == 0x30 { i += 1 } else { while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 } }
        if i < bytes.count, bytes[i] == 0x2E {
            i += 1
            guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else { return nil }
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
        }
        if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
            i += 1
            if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else { return nil }
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
        }
        // Whole numbers of up to 15 digits are exact as a Double: no text conversion.
        var digits = bytes[start] == 0x2D ? start + 1 : start
        if i - digits <= 15 {
            var value = 0
            while digits < i, bytes[digits] >= 0x30, bytes[digits] <= 0x39 {
                value = value * 10 + Int(bytes[digits] - 0x30)
                digits += 1
            }
            if digits == i { return .number(bytes[start] == 0x2D ? -Double(value) : Double(value)) }
        }
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self),
              let d = Double(text) else { return nil }
        return .number(d)
    }
}
