import Foundation

/// Typed access to one trace line's fields, with errors that say what was expected; remembers which
/// fields were read so that an unknown (misspelt) field is reported rather than ignored.
struct TraceFields {
    let object: [String: JSONValue]
    let file: String
    let line: Int
    private var used: Set<String> = ["event", "t"]

    init(object: [String: JSONValue], file: String, line: Int) {
        self.object = object
        self.file = file
        self.line = line
    }

    func error(_ message: String) -> TraceError { TraceError(file: file, line: line, message: message) }

    mutating func value(_ key: String) -> JSONValue? {
        used.insert(key)
        if case .null = object[key] { return nil }
        return object[key]
    }

    mutating func optionalString(_ key: String) throws -> String? {
        guard let v = value(key) else { return nil }
        guard case .string(let s) = v else { throw error("\"\(key)\" must be a string, not \(v.typeName)") }
        return s
    }

    mutating func string(_ key: String) throws -> String {
        guard let s = try optionalString(key) else { throw error("missing \"\(key)\" (a string)") }
        return s
    }

    mutating func optionalInt(_ key: String, minimum: Int? = nil) throws -> Int? {
        guard let v = value(key) else { return nil }
        guard case .number(let n) = v, n == n.rounded(), abs(n) < 9e15 else {
            throw error("\"\(key)\" must be a whole number, not \(v)")
        }
        let i = Int(n)
        if let minimum, i < minimum { throw error("\"\(key)\" must be at least \(minimum), not \(i)") }
        return i
    }

    mutating func int(_ key: String, minimum: Int? = nil) throws -> Int {
        guard let i = try optionalInt(key, minimum: minimum) else { throw error("missing \"\(key)\" (a whole number)") }
        return i
    }

    mutating func optionalBool(_ key: String) throws -> Bool? {
        guard let v = value(key) else { return nil }
        guard case .bool(let b) = v else { throw error("\"\(key)\" must be true or false, not \(v)") }
        return b
    }

    mutating func optionalObject(_ key: String) throws -> TraceFields? {
        guard let v = value(key) else { return nil }
        guard case .object(let o) = v else { throw error("\"\(key)\" must be an object, not \(v.typeName)") }
        var nested = TraceFields(object: o, file: file, line: line)
        nested.used = []
        return nested
    }

    /// A list of exactly `count` numbers.
    mutating func optionalNumbers(_ key: String, count: Int, shape: String) throws -> [Double]? {
        guard let v = value(key) else { return nil }
        guard case .array(let items) = v, items.count == count else {
            throw error("\"\(key)\" must be \(shape), not \(v)")
        }
        return try items.map {
            guard case .number(let n) = $0 else { throw error("\"\(key)\" must be \(shape), not \(v)") }
            return n
        }
    }

    /// One of `choices`, named in the error when the value is not one of them.
    mutating func optionalChoice(_ key: String, _ choices: [String]) throws -> String? {
        guard let s = try optionalString(key) else { return nil }
        guard choices.contains(s) else {
            throw error("unknown \(key) \"\(s)\"; expected one of: \(choices.joined(separator: ", "))")
        }
        return s
    }

    /// Fails on a field that was never read.
    func finish(event: String) throws {
        let unknown = object.keys.filter { !used.contains($0) }.sorted()
        guard unknown.isEmpty else {
            let known = used.subtracting(["event"]).sorted().joined(separator: ", ")
            throw error("unknown field \"\(unknown[0])\" for \"\(event)\"; expected: \(known)")
        }
    }
}
