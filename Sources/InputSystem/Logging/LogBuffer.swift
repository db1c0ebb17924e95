/// A growable byte buffer that log lines are written into as compact JSON, without building
/// ``LogRecord``s or `String`s on the way.
///
/// The text is exactly what ``LogValue/json`` and ``LogRecord/jsonLine`` give: strings escaped the same
/// way, integers in decimal, non-integral doubles in Swift's shortest round-tripping form.
public final class LogBuffer {
    // The buffer's state lives in storage the buffer owns rather than in `var` properties, which would pay
    // for Swift's dynamic exclusivity checks on every byte appended (measured by HardwareBenchmarks).
    private struct State {
        var base: UnsafeMutablePointer<UInt8>
        var count: Int
        var capacity: Int
    }
    private let state: UnsafeMutablePointer<State>

    /// The trace every record written here belongs to, written as each record's `trace` field (a log of
    /// several traces), or nil.
    public let traceLabel: String?

    /// Creates an empty buffer with room for `capacity` bytes (it grows as needed). With a `traceLabel`,
    /// every record written through ``appendRecordHead(time:kind:name:)`` says which trace it belongs to.
    public init(capacity: Int = 1 << 12, traceLabel: String? = nil) {
        self.traceLabel = traceLabel
        let capacity = max(64, capacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
    }

    deinit {
        state.pointee.base.deallocate()
        state.deallocate()
    }

    /// The number of bytes written and not yet taken.
    public var count: Int { state.pointee.count }

    /// Whether nothing is written.
    public var isEmpty: Bool { state.pointee.count == 0 }

    /// Calls `body` with the bytes written so far.
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: state.pointee.base, count: state.pointee.count))
    }

    /// The bytes written so far as a string.
    public var string: String {
        String(decoding: UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.count), as: UTF8.self)
    }

    /// Forgets the bytes written (keeps the memory).
    public func removeAll() { state.pointee.count = 0 }

    /// Makes room for `extra` more bytes and returns where they go.
    @inline(__always)
    private func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        let s = state.pointee
        if s.count + extra > s.capacity { grow(s.count + extra) }
        return state.pointee.base + state.pointee.count
    }

    private func grow(_ needed: Int) {
        var newCapacity = state.pointee.capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        new.update(from: state.pointee.base, count: state.pointee.count)
        state.pointee.base.deallocate()
        state.pointee.base = new
        state.pointee.capacity = newCapacity
    }

    /// Appends one byte.
    @inline(__always)
    public func append(byte: UInt8) {
        reserve(1).pointee = byte
        state.pointee.count += 1
    }

    /// Appends raw bytes.
    @inline(__always)
    public func append(bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count).update(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        state.pointee.count += bytes.count
    }

    /// Appends literal text as it is (no escaping).
    @inline(__always)
    public func append(raw text: StaticString) {
        if text.hasPointerRepresentation {
            append(bytes: UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        } else {
            var copy = "\(text)"
            copy.withUTF8 { append(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// Appends text as it is (no escaping).
    public func append(raw text: String) {
        var copy = text
        copy.withUTF8 { append(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Appends an integer in decimal.
    public func append(int value: Int) {
        let out = reserve(20)
        var magnitude = value.magnitude
        var digits = 1
        var probe = magnitude / 10
        while probe > 0 { digits += 1; probe /= 10 }
        let sign = value < 0 ? 1 : 0
        if sign == 1 { out[0] = 0x2D }
        var at = sign + digits - 1
        repeat {
            out[at] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 0x30
            magnitude /= 10
            at -= 1
        } while magnitude > 0
        state.pointee.count += sign + digits
    }

    /// Appends a number as ``LogValue/double(_:)`` writes it: integral values without a fraction, others in
    /// Swift's shortest round-tripping form; non-finite values as `null`.
    public func append(double value: Double) {
        guard value.isFinite else { return append(raw: "null") }
        if value == value.rounded(), abs(value) < 1e15 {
            return append(int: Int(Int64(value)))
        }
        append(raw: value.description)
    }

    /// Appends a JSON string literal: quotes, backslashes and control characters escaped.
    public func append(string value: String) {
        var copy = value
        copy.withUTF8 { append(string: $0) }
    }

    /// Appends UTF-8 bytes as a JSON string literal.
    public func append(string utf8: UnsafeBufferPointer<UInt8>) {
        // Most strings need no escaping: one scan, then one copy between the quotes.
        if Self.needsNoEscape(utf8) {
            let out = reserve(utf8.count + 2)
            out[0] = 0x22
            if let source = utf8.baseAddress { (out + 1).update(from: source, count: utf8.count) }
            out[utf8.count + 1] = 0x22
            state.pointee.count += utf8.count + 2
            return
        }
        append(byte: 0x22)
        var runStart = 0
        for i in 0..<utf8.count {
            let b = utf8[i]
            guard b < 0x20 || b == 0x22 || b == 0x5C else { continue }
            if i > runStart { append(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[runStart..<i]))) }
            runStart = i + 1
            switch b {
            case 0x22: append(raw: "\\\"")
            case 0x5C: append(raw: "\\\\")
            case 0x0A: append(raw: "\\n")
            case 0x0D: append(raw: "\\r")
            case 0x09: append(raw: "\\t")
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                append(raw: "\\u00")
                append(byte: hex[Int(b >> 4)])
                append(byte: hex[Int(b & 0x0F)])
            }
        }
        if utf8.count > runStart { append(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))) }
        append(byte: 0x22)
    }

    /// Whether no byte is a control character, a quote or a backslash; eight bytes at a time.
    @inline(__always)
    private static func needsNoEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= utf8.count {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // A byte below 0x20, or equal to 0x22 or 0x5C, sets its high bit in one of these (ASCII bytes
            // only; bytes of 0x80 and above never match and are masked out by `~x`).
            let below = x &- ones &* 0x20
            let quote = (x ^ (ones &* 0x22)) &- ones
            let backslash = (x ^ (ones &* 0x5C)) &- ones
            if (below | quote | backslash) & ~x & highs != 0 { return false }
            i += 8
        }
        while i < utf8.count {
            let b = utf8[i]
            if b < 0x20 || b == 0x22 || b == 0x5C { return false }
            i += 1
        }
        return true
    }

    /// Appends `"key":` (the key escaped as a JSON string).
    @inline(__always)
    public func append(key: StaticString) {
        // Keys given as literals are plain ASCII names: quoted as they are.
        append(byte: 0x22)
        append(raw: key)
        append(raw: "\":")
    }

    /// Appends a value as compact JSON.
    public func append(_ value: LogValue) {
        switch value {
        case .null: append(raw: "null")
        case .bool(let b): b ? append(raw: "true") : append(raw: "false")
        case .int(let i): append(int: i)
        case .double(let d): append(double: d)
        case .string(let s): append(string: s)
        case .rect(let r):
            append(byte: 0x5B)
            append(double: Double(r.origin.x))
            append(byte: 0x2C)
            append(double: Double(r.origin.y))
            append(byte: 0x2C)
            append(double: Double(r.size.width))
            append(byte: 0x2C)
            append(double: Double(r.size.height))
            append(byte: 0x5D)
        case .array(let values):
            append(byte: 0x5B)
            for (index, v) in values.enumerated() {
                if index > 0 { append(byte: 0x2C) }
                append(v)
            }
            append(byte: 0x5D)
        case .object(let pairs):
            append(byte: 0x7B)
            append(fields: pairs, leadingComma: false)
            append(byte: 0x7D)
        }
    }

    /// Appends `"key":value` pairs, comma-separated (preceded by a comma when `leadingComma`).
    public func append(fields: [(String, LogValue)], leadingComma: Bool) {
        for (index, pair) in fields.enumerated() {
            if index > 0 || leadingComma { append(byte: 0x2C) }
            append(string: pair.0)
            append(byte: 0x3A)
            append(pair.1)
        }
    }

    /// Appends the start of a record's line, `{"t":…,"kind":"…","name":"…"`, without the closing brace.
    public func appendRecordHead(time: Int, kind: LogRecord.Kind, name: String) {
        append(raw: "{\"t\":")
        append(int: time)
        if let traceLabel {
            append(raw: ",\"trace\":")
            append(string: traceLabel)
        }
        switch kind {
        case .notification: append(raw: ",\"kind\":\"notification\",\"name\":")
        case .delegate: append(raw: ",\"kind\":\"delegate\",\"name\":")
        case .delegateResult: append(raw: ",\"kind\":\"delegateResult\",\"name\":")
        case .textInput: append(raw: ",\"kind\":\"textInput\",\"name\":")
        case .state: append(raw: ",\"kind\":\"state\",\"name\":")
        case .input: append(raw: ",\"kind\":\"input\",\"name\":")
        case .inputDelegate: append(raw: ",\"kind\":\"inputDelegate\",\"name\":")
        case .header: append(raw: ",\"kind\":\"header\",\"name\":")
        case .final: append(raw: ",\"kind\":\"final\",\"name\":")
        }
        append(string: name)
    }
}
