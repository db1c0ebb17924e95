import Foundation
@_spi(Engine) import InputSystem

extension ConformanceChecker {
    /// Reads a fresh client's text, selection and marked range into a model, checking they are sound.
    func readInitialState(_ client: Client) throws -> TextModel {
        guard let text = Self.wholeText(client) else {
            throw Failure(clause: .textInRange, query: "client.text(in: range(0, length))",
                          expected: "the fresh client's text", got: "nil")
        }
        var m = TextModel()
        m.units = Array(text.utf16)
        var e = Expectation(m)
        e.selectionStart = 0...m.count
        e.selectionEnd = 0...m.count
        e.marked = .none
        return try checkState(client, e, clause: .textInRange)
    }

    /// Compares the client's text, marked range and selection with `expected`, checking the invariants
    /// first; returns the model of the client's state. `clause` is the one a differing value breaks.
    func checkState(_ client: Client, _ expected: Expectation, clause: ContractClause) throws -> TextModel {
        let want = String(decoding: expected.units, as: UTF16.self)
        guard let text = Self.wholeText(client) else {
            throw Failure(clause: .textInRange, query: "client.text(in: range(0, length))",
                          expected: literal(want), got: "nil")
        }
        if Array(text.utf16) != expected.units {
            throw Failure(clause: clause, query: "client.text(in: range(0, length))",
                          expected: literal(want), got: literal(text))
        }
        let n = expected.units.count
        let length = client.offset(from: client.beginningOfDocument, to: client.endOfDocument)
        if length != n {
            throw Failure(clause: .documentBounds,
                          query: "client.offset(from: client.beginningOfDocument, to: client.endOfDocument)",
                          expected: "\(n)", got: "\(length)")
        }
        if client.hasText != (n > 0) {
            throw Failure(clause: .hasText, query: "client.hasText", expected: "\(n > 0)", got: "\(client.hasText)")
        }
        var marked = try readMarked(client, count: n)
        if case .some(let want) = expected.marked {
            let same = marked == want || (marked == nil && want?.length == 0)
                || (want == nil && marked?.length == 0)
            if !same {
                throw Failure(clause: clause, query: "client.markedTextRange",
                              expected: describe(want), got: describe(marked))
            }
            if marked?.length == 0 && want == nil { marked = nil }
        }
        guard let s = client.selectedTextRange else {
            throw Failure(clause: .selectionInsideText, query: "client.selectedTextRange",
                          expected: "a selection or caret inside 0...\(n)", got: "nil")
        }
        let (a, b) = offsets(client, s)
        let owned = ownsPosition(client, s.start) && ownsPosition(client, s.end)
        guard a >= 0, a <= b, b <= n, owned else {
            throw Failure(clause: .selectionInsideText, query: "client.selectedTextRange",
                          expected: "a range inside 0...\(n)", got: "{\(a), \(b - a)}" + (owned ? "" : notOwned))
        }
        let selection = NSRange(location: a, length: b - a)
        if let mk = marked, a < mk.location || b > NSMaxRange(mk) {
            throw Failure(clause: .selectionInsideMarkedRange, query: "client.selectedTextRange",
                          expected: "a range inside the marked range \(describe(mk))", got: describe(selection))
        }
        if !expected.selectionStart.contains(a) || !expected.selectionEnd.contains(b) {
            let want = expected.selectionStart.count == 1 && expected.selectionEnd.count == 1
                ? describe(NSRange(location: expected.selectionStart.lowerBound,
                                   length: expected.selectionEnd.lowerBound - expected.selectionStart.lowerBound))
                : "start in \(expected.selectionStart), end in \(expected.selectionEnd)"
            throw Failure(clause: clause, query: "client.selectedTextRange", expected: want, got: describe(selection))
        }
        var m = TextModel()
        m.units = expected.units
        m.selection = selection
        m.marked = marked
        return m
    }

    /// The client's marked range as offsets, checked to lie inside text of `count` units.
    func readMarked(_ client: Client, count n: Int) throws -> NSRange? {
        guard let r = client.markedTextRange else { return nil }
        let (a, b) = offsets(client, r)
        let owned = ownsPosition(client, r.start) && ownsPosition(client, r.end)
        guard a >= 0, a <= b, b <= n, owned else {
            throw Failure(clause: .markedRangeInsideText, query: "client.markedTextRange",
                          expected: "nil or a range inside 0...\(n)", got: "{\(a), \(b - a)}" + (owned ? "" : notOwned))
        }
        return NSRange(location: a, length: b - a)
    }

    /// Whether the client accepts a position it handed out as one inside its text: offsets measured from
    /// a position outside the text cannot be trusted, but `position(from: p, offset: 0)` is nil for it.
    func ownsPosition(_ client: Client, _ p: UITextPosition) -> Bool {
        client.position(from: p, offset: 0) != nil
    }

    /// Right after a replace, the text in the replaced span is the new text.
    func checkReplacedText(_ client: Client, _ span: NSRange, _ text: String, newCount: Int) throws {
        guard NSMaxRange(span) <= newCount,
              let pa = client.position(from: client.beginningOfDocument, offset: span.location),
              let pb = client.position(from: client.beginningOfDocument, offset: NSMaxRange(span)),
              let r = client.textRange(from: pa, to: pb) else { return }
        let got = client.text(in: r)
        if got != text {
            throw Failure(clause: .textInRangeAfterReplace,
                          query: "client.text(in: range(\(span.location), \(NSMaxRange(span))))",
                          expected: literal(text), got: got.map(literal) ?? "nil")
        }
    }

    /// Position arithmetic over the whole text: every offset has a position whose offset is itself,
    /// offsets outside have none, comparisons follow offsets, ranges order their ends, and `text(in:)` of
    /// each composed character agrees with the model.
    func checkArithmetic(_ client: Client, _ m: TextModel) throws {
        let n = m.count
        let begin = client.beginningOfDocument, end = client.endOfDocument
        let offsets = n <= 96 ? Array(0...n) : m.boundaries
        progress("check \(ContractClause.positionFromOffset) | position arithmetic over \(offsets.count) offsets")
        var positions: [UITextPosition] = []
        for k in offsets {
            let p = try position(client, k)
            let o = client.offset(from: begin, to: p)
            if o != k {
                try report(Failure(clause: .offsetBetweenPositions, query: "client.offset(from: client.beginningOfDocument, to: position(\(k)))",
                              expected: "\(k)", got: "\(o)"))
            }
            positions.append(p)
        }
        for (p, what) in [(begin, "beginningOfDocument"), (end, "endOfDocument")] {
            for d in [-(n + 1), -1, 1, n + 1] where (what == "beginningOfDocument") == (d < 0) || abs(d) == n + 1 {
                let inside = (what == "beginningOfDocument" ? d : n + d)
                guard inside < 0 || inside > n else { continue }
                if let q = client.position(from: p, offset: d) {
                    try report(Failure(clause: .positionFromOffset, query: "client.position(from: client.\(what), offset: \(d))",
                                  expected: "nil (outside the text of \(n) units)",
                                  got: "a position at offset \(client.offset(from: begin, to: q))"))
                }
            }
        }
        for i in positions.indices.dropLast() {
            let k = offsets[i], j = offsets[i + 1]
            let (p, q) = (positions[i], positions[i + 1])
            let pairs: [(UITextPosition, UITextPosition, ComparisonResult, String)] = [
                (p, q, .orderedAscending, "position(\(k)), to: position(\(j))"),
                (q, p, .orderedDescending, "position(\(j)), to: position(\(k))"),
                (p, p, .orderedSame, "position(\(k)), to: position(\(k))"),
            ]
            for (x, y, want, text) in pairs {
                let got = client.compare(x, to: y)
                if got != want {
                    try report(Failure(clause: .comparePositions, query: "client.compare(\(text))",
                                  expected: comparisonName(want), got: comparisonName(got)))
                }
            }
            if let again = client.position(from: begin, offset: k), client.compare(again, to: p) != .orderedSame {
                try report(Failure(clause: .comparePositions, query: "client.compare(position(\(k)), to: position(\(k)))  // two objects",
                              expected: "orderedSame", got: comparisonName(client.compare(again, to: p))))
            }
        }
        try checkRanges(client, m, points: offsets, positions: positions)
        if client.position(from: begin, in: .left, offset: 1) != nil {
            try report(Failure(clause: .layoutPositionOutsideIsNil, query: "client.position(from: client.beginningOfDocument, in: .left, offset: 1)",
                          expected: "nil", got: "a position"))
        }
        if client.position(from: end, in: .right, offset: 1) != nil {
            try report(Failure(clause: .layoutPositionOutsideIsNil, query: "client.position(from: client.endOfDocument, in: .right, offset: 1)",
                          expected: "nil", got: "a position"))
        }
        // Layout, geometry and tokenizer answers depend on the text and its marked range: asked again
        // only when either changed since they were last asked in this run.
        let layoutState = LayoutState(units: m.units, marked: m.marked)
        guard layoutState != lastLayoutState else { return }
        try checkLayoutDirections(client, m)
        try checkGeometry(client, m)
        try checkTokenizer(client, m)
        lastLayoutState = layoutState
    }

    private func checkRanges(_ client: Client, _ m: TextModel, points: [Int], positions: [UITextPosition]) throws {
        let index = Dictionary(uniqueKeysWithValues: zip(points, positions.indices))
        let bounds = m.boundaries
        var spans = zip(bounds, bounds.dropFirst()).map { ($0, $1) }
        if bounds.count > 2 { spans.append((0, m.count)) }
        for (a, b) in spans {
            guard let i = index[a], let j = index[b] else { continue }
            guard let r = client.textRange(from: positions[j], to: positions[i]) else {
                try report(Failure(clause: .textRangeFromPositions, query: "client.textRange(from: position(\(b)), to: position(\(a)))",
                              expected: "a range", got: "nil"))
                continue
            }
            let (s, e) = offsets(client, r)
            if s != a || e != b || r.isEmpty != (a == b) {
                try report(Failure(clause: .textRangeFromPositions, query: "client.textRange(from: position(\(b)), to: position(\(a)))",
                              expected: "{\(a), \(b - a)}, isEmpty \(a == b)", got: "{\(s), \(e - s)}, isEmpty \(r.isEmpty)"))
            }
            let want = m.substring(NSRange(location: a, length: b - a))
            let got = client.text(in: r)
            if got != want {
                try report(Failure(clause: .textInRange, query: "client.text(in: range(\(a), \(b)))",
                              expected: literal(want), got: got.map(literal) ?? "nil"))
            }
        }
    }
}

/// The text and marked range the layout questions were last asked about.
struct LayoutState: Equatable {
    var units: [UInt16]
    var marked: NSRange?
}

func describe(_ r: NSRange?) -> String {
    guard let r else { return "nil" }
    return "{\(r.location), \(r.length)}"
}

func comparisonName(_ c: ComparisonResult) -> String {
    switch c {
    case .orderedAscending: return "orderedAscending"
    case .orderedSame: return "orderedSame"
    case .orderedDescending: return "orderedDescending"
    }
}

/// Added to a range's description when one of its ends is a position the client itself rejects.
let notOwned = " with an end the client itself rejects (position(from: end, offset: 0) is nil), so outside the text"
