import Foundation
@_spi(Engine) import InputSystem

/// How far apart two coordinates may be and still count as the same place (a view may round).
let geometryTolerance: CGFloat = 1

extension ConformanceChecker {
    /// Geometry and hit testing at a sample of composed-character boundaries: finite caret rectangles,
    /// first rectangles that start at the caret, selection rectangles that mark the start and the end once
    /// each, and hit testing that finds the caret it is pointed at.
    func checkGeometry(_ client: Client, _ m: TextModel) throws {
        let n = m.count
        let points = sampledBoundaries(m)
        progress("check \(ContractClause.caretRect) | client.caretRect(for:) at \(points.count) positions")
        var carets: [Int: CGRect] = [:]
        for k in points {
            let r = client.caretRect(for: try position(client, k))
            guard isFinite(r) else {
                try report(Failure(clause: .caretRect, query: "client.caretRect(for: position(\(k)))",
                                   expected: "a finite rectangle (\(k) is inside the text)", got: describe(r)))
                continue
            }
            carets[k] = r
        }
        var spans = zip(points, points.dropFirst()).map { ($0, $1) }
        if points.count > 2 { spans.append((0, n)) }
        progress("check \(ContractClause.firstRect) | client.firstRect(for:) and client.selectionRects(for:) of \(spans.count) ranges")
        for (a, b) in spans where b > a {
            let r = try range(client, a, b)
            let first = client.firstRect(for: r)
            if !isFinite(first) {
                try report(Failure(clause: .firstRect, query: "client.firstRect(for: range(\(a), \(b)))",
                                   expected: "a finite rectangle", got: describe(first)))
            } else if let ca = carets[a], let cb = carets[b], abs(ca.minY - cb.minY) <= geometryTolerance,
                      !m.substring(NSRange(location: a, length: b - a)).contains(where: TextMetrics.isLineBreak),
                      abs(first.minX - ca.minX) > geometryTolerance || abs(first.minY - ca.minY) > geometryTolerance {
                try report(Failure(clause: .firstRect, query: "client.firstRect(for: range(\(a), \(b)))  // on one line",
                                   expected: "a rectangle starting at the caret at \(a): minX \(ca.minX), minY \(ca.minY)",
                                   got: describe(first)))
            }
            try checkSelectionRects(client.selectionRects(for: r), a, b)
        }
        try checkHitTesting(client, m, carets: carets, spans: spans)
    }

    private func checkSelectionRects(_ rects: [UITextSelectionRect], _ a: Int, _ b: Int) throws {
        let query = "client.selectionRects(for: range(\(a), \(b)))"
        let got = rects.isEmpty ? "[]" : "[" + rects.map(\.description).joined(separator: ", ") + "]"
        if rects.isEmpty || rects.contains(where: { !isFinite($0.rect) }) {
            try report(Failure(clause: .selectionRects, query: query,
                               expected: "one or more finite rectangles (the range is not empty)", got: got))
            return
        }
        let starts = rects.filter(\.containsStart).count, ends = rects.filter(\.containsEnd).count
        if starts != 1 || ends != 1 {
            try report(Failure(clause: .selectionRects, query: query,
                               expected: "exactly one rectangle with containsStart and one with containsEnd",
                               got: got + " (\(starts) with containsStart, \(ends) with containsEnd)"))
        }
    }

    private func checkHitTesting(_ client: Client, _ m: TextModel, carets: [Int: CGRect],
                                 spans: [(Int, Int)]) throws {
        let n = m.count
        let begin = client.beginningOfDocument
        progress("check \(ContractClause.hitTesting) | client.closestPosition(to:) at \(carets.count) caret midpoints")
        for (k, caret) in carets.sorted(by: { $0.key < $1.key }) {
            let mid = CGPoint(x: caret.midX, y: caret.midY)
            let query = "client.closestPosition(to: CGPoint(x: \(mid.x), y: \(mid.y)))  // the middle of caretRect(for: position(\(k)))"
            guard let q = client.closestPosition(to: mid) else {
                try report(Failure(clause: .hitTesting, query: query, expected: "position(\(k))", got: "nil"))
                continue
            }
            let o = client.offset(from: begin, to: q)
            guard o != k else { continue }
            let inside = o >= 0 && o <= n && ownsPosition(client, q)
            let same = inside && close(client.caretRect(for: q), caret)
            if !same {
                try report(Failure(clause: .hitTesting, query: query,
                                   expected: "position(\(k)), or a position with the same caret rectangle",
                                   got: "a position at offset \(o)" + (inside ? "" : notOwned)))
            }
        }
        let probes = [CGPoint(x: -1000, y: -1000), CGPoint(x: 100_000, y: 100_000)]
            + carets.values.prefix(4).map { CGPoint(x: $0.midX, y: $0.midY) }
        progress("check \(ContractClause.hitTesting) | client.closestPosition(to:within:) and client.characterRange(at:)")
        for point in probes {
            let at = "CGPoint(x: \(point.x), y: \(point.y))"
            for (a, b) in spans.prefix(3) {
                guard let q = client.closestPosition(to: point, within: try range(client, a, b)) else { continue }
                let o = client.offset(from: begin, to: q)
                if o < a || o > b || !ownsPosition(client, q) {
                    try report(Failure(clause: .hitTesting,
                                       query: "client.closestPosition(to: \(at), within: range(\(a), \(b)))",
                                       expected: "nil or a position in \(a)...\(b)", got: "a position at offset \(o)"))
                }
            }
            if let r = client.characterRange(at: point) {
                let (a, b) = offsets(client, r)
                let owned = ownsPosition(client, r.start) && ownsPosition(client, r.end)
                if a < 0 || a > b || b > n || !owned {
                    try report(Failure(clause: .hitTesting, query: "client.characterRange(at: \(at))",
                                       expected: "nil or a range inside 0...\(n)",
                                       got: "{\(a), \(b - a)}" + (owned ? "" : notOwned)))
                }
            }
        }
    }

    /// Moves in layout directions: `.up` from the start and `.down` from the end are nil or inside the text;
    /// on a single left-to-right line, `.right` and `.left` move by one composed character.
    func checkLayoutDirections(_ client: Client, _ m: TextModel) throws {
        let n = m.count
        let begin = client.beginningOfDocument, end = client.endOfDocument
        progress("check \(ContractClause.verticalMoveAtEdges) | client.position(from:in:offset:) up from the start, down from the end")
        for (p, what, direction) in [(begin, "beginningOfDocument", UITextLayoutDirection.up), (end, "endOfDocument", .down)] {
            guard let q = client.position(from: p, in: direction, offset: 1) else { continue }
            let o = client.offset(from: begin, to: q)
            if o < 0 || o > n || !ownsPosition(client, q) {
                try report(Failure(clause: .verticalMoveAtEdges,
                                   query: "client.position(from: client.\(what), in: .\(direction), offset: 1)",
                                   expected: "nil or a position in 0...\(n)", got: "a position at offset \(o)"))
            }
        }
        guard n > 0, !m.string.contains(where: TextMetrics.isLineBreak),
              !m.string.unicodeScalars.contains(where: isRightToLeft),
              client.baseWritingDirection(for: begin, in: .forward) != .rightToLeft else { return }
        let first = client.caretRect(for: begin), last = client.caretRect(for: end)
        guard isFinite(first), isFinite(last), abs(first.minY - last.minY) <= geometryTolerance else { return }
        progress("check \(ContractClause.layoutDirectionByCharacters) | client.position(from:in:offset:) left and right on one line")
        let bounds = m.boundaries
        for k in sampledBoundaries(m) {
            guard let i = bounds.firstIndex(of: k) else { continue }
            let p = try position(client, k)
            for (direction, j) in [(UITextLayoutDirection.right, i + 1), (.left, i - 1)] where bounds.indices.contains(j) {
                let q = client.position(from: p, in: direction, offset: 1)
                let o = q.map { client.offset(from: begin, to: $0) }
                if o != bounds[j] {
                    try report(Failure(clause: .layoutDirectionByCharacters,
                                       query: "client.position(from: position(\(k)), in: .\(direction), offset: 1)  // one left-to-right line",
                                       expected: "position(\(bounds[j])) (one composed character \(direction == .right ? "forward" : "backward"))",
                                       got: o.map { "a position at offset \($0)" } ?? "nil"))
                }
            }
        }
    }

    /// Up to `limit` composed-character boundaries spread over the text, with both ends and the
    /// selection's ends.
    func sampledBoundaries(_ m: TextModel, limit: Int = 8) -> [Int] {
        let all = m.boundaries
        guard all.count > limit else { return all }
        var picked = Set((0..<limit).map { all[$0 * (all.count - 1) / (limit - 1)] })
        let set = Set(all)
        for k in [m.selection.location, NSMaxRange(m.selection)] where set.contains(k) { picked.insert(k) }
        return picked.sorted()
    }
}

/// Whether a rectangle is a real place: not null, not infinite, no coordinate NaN or infinite.
func isFinite(_ r: CGRect) -> Bool {
    !r.isNull && !r.isInfinite && [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite)
}

/// Whether two rectangles are the same within ``geometryTolerance``.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
    isFinite(a) && isFinite(b) && abs(a.minX - b.minX) <= geometryTolerance && abs(a.minY - b.minY) <= geometryTolerance
        && abs(a.width - b.width) <= geometryTolerance && abs(a.height - b.height) <= geometryTolerance
}

func describe(_ r: CGRect) -> String {
    if r.isNull { return "CGRect.null" }
    if r.isInfinite { return "CGRect.infinite" }
    return "CGRect(x: \(r.origin.x), y: \(r.origin.y), width: \(r.size.width), height: \(r.size.height))"
}

/// Whether a scalar belongs to a right-to-left script block (Hebrew, Arabic, Syriac, Thaana, N'Ko and
/// their presentation forms, and the right-to-left blocks outside the BMP).
func isRightToLeft(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
    default: return false
    }
}
