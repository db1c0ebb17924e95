import Foundation

/// Typed access to one trace line's fields, with errors that say what was expected; remembers which
/// fields were read so that an unknown (misspelt) field is reported rather than ignored.
struct TraceFields {
    /// The line's pairs in order (a repeated key appears more than once; the last one counts).
    private(set) var pairs: [(key: String, value: JSONValue)]
    let file: String
    let line: Int
    /// Which pairs were read, a bit each (pairs past the 64th are tracked in `usedBeyond`).
    private var used: UInt64 = 0
    private var usedBeyond: Set<Int> = []
    /// Keys asked for that the line does not have (for the list of expected fields in errors).
    private var absent: [String] = []
    /// Whether `event` and `t` are expected (a line's top level).
    private let topLevel: Bool

    /// The fields of a line's top-level object, from its pairs in order.
    init(pairs: [(key: String, value: JSONValue)], file: String, line: Int) {
        self.pairs = pairs
        self.file = file
        self.line = line
        self.topLevel = true
        markUsed("event")
        markUsed("t")
    }

    /// The fields of a nested object.
    private init(object: [String: JSONValue], file: String, line: Int) {
        self.pairs = object.map { ($0.key, $0.value) }
        self.file = file
        self.line = line
        self.topLevel = false
    }

    func error(_ message: String) -> TraceError { TraceError(file: file, line: line, message: message) }

    private func isUsed(_ index: Int) -> Bool {
        index < 64 ? used & (1 << UInt64(index)) != 0 : usedBeyond.contains(index)
    }

    /// Marks every pair named `key` as read; returns the value of the last one.
    @discardableResult
    private mutating func markUsed(_ key: String) -> JSONValue? {
        var found: JSONValue?
        for index in pairs.indices where pairs[index].key == key {
            if index < 64 { used |= 1 << UInt64(index) } else { usedBeyond.insert(index) }
            found = pairs[index].value
        }
        return found
    }

    mutating func value(_ key: String) -> JSONValue? {
        guard let v = markUsed(key) else {
            // `t` is optional on every line and always listed as expected: not recorded (no allocation).
            if !(topLevel && key == "t"), !absent.contains(key) { absent.append(key) }
            return nil
        }
        if case .null = v { return nil }
        return v
    }

    /// Whether `key` is given as `null` (marking it read), as `"accessory": null` removes a view.
    mutating func isExplicitNull(_ key: String) -> Bool {
        guard pairs.contains(where: { $0.key == key }) else { return false }
        if case .null? = markUsed(key) { return true }
        return false
    }

    mutating func optionalString(_ key: String) throws -> String? {
        guard let v = value(key) else { return nil }
        guard case .string(let s) = v else { throw error("\"\(key)\" must be a string, not \(v.typeName)") }
        return s
    }

    /// A list of strings.
    mutating func optionalStrings(_ key: String) throws -> [String]? {
        guard let v = value(key) else { return nil }
        guard case .array(let items) = v else { throw error("\"\(key)\" must be a list of strings, not \(v.typeName)") }
        return try items.map { item in
            guard case .string(let s) = item else { throw error("\"\(key)\" must be a list of strings, not a list holding \(item.typeName)") }
            return s
        }
    }

    mutating func string(_ key: String) throws -> String {
        guard let s = try optionalString(key) else { throw error("missing \"\(key)\" (a string)") }
        return s
    }

    /// The largest magnitude of a whole number in a trace: 2^53 − 1, the largest a JSON number (a double)
    /// holds exactly. Larger values are refused where they are read, so no arithmetic on them overflows.
    static let largestWholeNumber = 9_007_199_254_740_991

    mutating func optionalInt(_ key: String, minimum: Int? = nil, maximum: Int = largestWholeNumber) throws -> Int? {
        guard let v = value(key) else { return nil }
        guard case .number(let n) = v, n == n.rounded() else {
            throw error("\"\(key)\" must be a whole number, not \(v.brief())")
        }
        if let minimum, n < Double(minimum) { throw error("\"\(key)\" must be at least \(minimum), not \(v.brief())") }
        guard n >= -Double(Self.largestWholeNumber) else {
            throw error("\"\(key)\" must be at least \(-Self.largestWholeNumber), not \(v.brief())")
        }
        guard n <= Double(maximum) else { throw error("\"\(key)\" must be at most \(maximum), not \(v.brief())") }
        return Int(n)
    }

    mutating func int(_ key: String, minimum: Int? = nil, maximum: Int = largestWholeNumber) throws -> Int {
        guard let i = try optionalInt(key, minimum: minimum, maximum: maximum) else {
            throw error("missing \"\(key)\" (a whole number)")
        }
        return i
    }

    mutating func optionalBool(_ key: String) throws -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v else { throw error("\"\(key)\" must be true or false, not \(v.brief())") }
        return b
    }

    mutating func optionalObject(_ key: String) throws -> TraceFields? {
        guard let v = value(key) else { return nil }
        guard case .object(let o) = v else { throw error("\"\(key)\" must be an object, not \(v.typeName)") }
        return TraceFields(object: o, file: file, line: line)
    }

    /// A list of exactly `count` numbers.
    mutating func optionalNumbers(_ key: String, count: Int, shape: String) throws -> [Double]? {
        guard let v = value(key) else { return nil }
        guard case .array(let items) = v, items.count == count else {
            throw error("\"\(key)\" must be \(shape), not \(v.brief())")
        }
        return try items.map {
            guard case .number(let n) = $0 else { throw error("\"\(key)\" must be \(shape), not \(v.brief())") }
            return n
        }
    }

    /// One of `choices`, named in the error when the value is not one of them.
    mutating func optionalChoice(_ key: String, _ choices: [String]) throws -> String? {
        guard let s = try optionalString(key) else { return nil }
        guard choices.contains(s) else {
            throw error("unknown \(key) \(JSONValue.string(s).brief()); expected one of: \(choices.joined(separator: ", "))")
        }
        return s
    }

    /// Fails on a field that was never read.
    func finish(event: String) throws {
        var unknown: Set<String> = []
        for index in pairs.indices where !isUsed(index) { unknown.insert(pairs[index].key) }
        guard unknown.isEmpty else {
            var known = Set(absent)
            for index in pairs.indices where isUsed(index) { known.insert(pairs[index].key) }
            if topLevel { known.insert("t") }
            known.remove("event")
            throw error("unknown field \(JSONValue.string(unknown.sorted()[0]).brief()) for \"\(event)\"; expected: \(known.sorted().joined(separator: ", "))")
        }
    }
}
