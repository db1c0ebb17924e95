import Foundation
@_spi(Engine) import InputSystem

extension ConformanceChecker {
    /// The client's tokenizer at a sample of composed-character boundaries and at offsets inside composed
    /// characters (a surrogate pair's middle, before a combining mark), for `.character` and `.word` in
    /// both storage directions: answers stay inside the text, and character units are composed
    /// characters, as `UITextInputStringTokenizer` answers.
    func checkTokenizer(_ client: Client, _ m: TextModel) throws {
        let n = m.count
        let bounds = m.boundaries
        let isBoundary = Set(bounds)
        let inside = (0...n).filter { !isBoundary.contains($0) }
        let sample = sampledBoundaries(m) + stride(from: 0, to: inside.count, by: max(1, inside.count / 4)).map { inside[$0] }
        let tokenizer = client.tokenizer
        let begin = client.beginningOfDocument
        progress("check \(ContractClause.tokenizerInsideText) | client.tokenizer at \(sample.count) positions")
        func outside(_ r: UITextRange) -> (Int, Int, Bool)? {
            let (a, b) = offsets(client, r)
            let owned = ownsPosition(client, r.start) && ownsPosition(client, r.end)
            return a < 0 || a > b || b > n || !owned ? (a, b, owned) : nil
        }
        for k in sample {
            let p = try position(client, k)
            let onBoundary = isBoundary.contains(k)
            let i = bounds.firstIndex(of: k)
            for granularity in [UITextGranularity.character, .word] {
                for direction in [UITextDirection.forward, .backward] {
                    let args = "position(\(k)), with: .\(granularity), inDirection: .\(direction)"
                    let forward = direction == .forward
                    // The composed character a string tokenizer encloses a boundary with, looking this way.
                    var unit: (Int, Int)?
                    if granularity == .character, let i {
                        if forward, i + 1 < bounds.count { unit = (k, bounds[i + 1]) }
                        if !forward, i > 0 { unit = (bounds[i - 1], k) }
                    }
                    let enclosing = tokenizer.rangeEnclosingPosition(p, with: granularity, inDirection: direction)
                    let query = "client.tokenizer.rangeEnclosingPosition(\(args))"
                    if let r = enclosing, let (a, b, owned) = outside(r) {
                        try report(Failure(clause: .tokenizerInsideText, query: query,
                                           expected: "nil or a range inside 0...\(n)",
                                           got: "{\(a), \(b - a)}" + (owned ? "" : notOwned)))
                    } else if let r = enclosing {
                        let (a, b) = offsets(client, r)
                        if !isBoundary.contains(a) || !isBoundary.contains(b) {
                            try report(Failure(clause: .tokenizerComposedCharacters, query: query,
                                               expected: "a range whose ends are composed-character boundaries of \(literal(m.string))",
                                               got: "{\(a), \(b - a)}"))
                        } else if let unit, (a, b) != unit {
                            try report(Failure(clause: .tokenizerComposedCharacters, query: query,
                                               expected: "{\(unit.0), \(unit.1 - unit.0)} (the composed character \(literal(m.substring(NSRange(location: unit.0, length: unit.1 - unit.0)))))",
                                               got: "{\(a), \(b - a)}"))
                        }
                    } else if let unit {
                        try report(Failure(clause: .tokenizerComposedCharacters, query: query,
                                           expected: "{\(unit.0), \(unit.1 - unit.0)} (the composed character \(literal(m.substring(NSRange(location: unit.0, length: unit.1 - unit.0)))))",
                                           got: "nil"))
                    }
                    if let q = tokenizer.position(from: p, toBoundary: granularity, inDirection: direction) {
                        let o = client.offset(from: begin, to: q)
                        let query = "client.tokenizer.position(from: position(\(k)), toBoundary: .\(granularity), inDirection: .\(direction))"
                        if o < 0 || o > n || !ownsPosition(client, q) {
                            try report(Failure(clause: .tokenizerInsideText, query: query,
                                               expected: "nil or a position in 0...\(n)", got: "a position at offset \(o)"))
                        } else if !isBoundary.contains(o) {
                            try report(Failure(clause: .tokenizerComposedCharacters, query: query,
                                               expected: "a composed-character boundary of \(literal(m.string))",
                                               got: "offset \(o), inside a composed character"))
                        }
                    }
                    if !onBoundary, tokenizer.isPosition(p, atBoundary: granularity, inDirection: direction) {
                        try report(Failure(clause: .tokenizerComposedCharacters,
                                           query: "client.tokenizer.isPosition(\(args.replacingOccurrences(of: "with:", with: "atBoundary:")))",
                                           expected: "false (offset \(k) is inside a composed character of \(literal(m.string)))",
                                           got: "true"))
                    }
                }
            }
        }
    }
}
