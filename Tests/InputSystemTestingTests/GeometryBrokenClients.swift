import Foundation
@_spi(Engine) import InputSystem

// Clients that each break one geometry, layout-direction or tokenizer clause on purpose.

/// Has no caret rectangle (returns `CGRect.null`).
final class NullCaretClient: PlainTextClient {
    override func caretRect(for position: UITextPosition) -> CGRect { .null }
}

/// Puts every first rectangle at the left edge, wherever the range starts.
final class FirstRectAtEdgeClient: PlainTextClient {
    override func firstRect(for range: UITextRange) -> CGRect {
        var r = super.firstRect(for: range)
        r.origin.x = 0
        return r
    }
}

/// Marks every selection rectangle as containing the start.
final class EveryRectStartClient: PlainTextClient {
    override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        super.selectionRects(for: range).map {
            StoredSelectionRect(rect: $0.rect, containsStart: true, containsEnd: $0.containsEnd)
        }
    }
}

/// Hit-tests one composed character too far right.
final class HitTestOffByOneClient: PlainTextClient {
    override func closestPosition(to point: CGPoint) -> UITextPosition? {
        super.closestPosition(to: CGPoint(x: point.x + 10, y: point.y))
    }
}

/// Moves left and right by UTF-16 units, into surrogate pairs and combining sequences.
final class UnitLayoutMovesClient: PlainTextClient {
    override func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard direction == .left || direction == .right, let p = index(position) else {
            return super.position(from: position, in: direction, offset: offset)
        }
        let q = p + (direction == .left ? -offset : offset)
        return q < 0 || q > units.count ? nil : IndexedPosition(q)
    }
}

/// Answers a move down from the end with a position past the end.
final class DownPastEndClient: PlainTextClient {
    override func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        if direction == .down, index(position) == units.count { return IndexedPosition(units.count + 1) }
        return super.position(from: position, in: direction, offset: offset)
    }
}

/// A tokenizer whose characters are UTF-16 units, and whose words run one unit past the end.
final class UnitTokenizer: UITextInputTokenizer {
    weak var client: PlainTextClient?
    let pastEnd: Bool
    init(pastEnd: Bool) { self.pastEnd = pastEnd }

    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange? {
        guard let client, let p = client.index(position) else { return nil }
        if granularity == .word { return pastEnd ? IndexedRange(location: 0, length: client.units.count + 1) : nil }
        if direction == .forward { return p < client.units.count ? IndexedRange(location: p, length: 1) : nil }
        return p > 0 ? IndexedRange(location: p - 1, length: 1) : nil
    }
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool { false }
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition? { nil }
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool { false }
}

/// Uses ``UnitTokenizer``.
final class UnitTokenizerClient: PlainTextClient {
    let unitTokenizer: UnitTokenizer
    init(pastEnd: Bool = false) {
        unitTokenizer = UnitTokenizer(pastEnd: pastEnd)
        super.init()
        unitTokenizer.client = self
    }
    override var tokenizer: any UITextInputTokenizer {
        get { unitTokenizer }
        set {}
    }
}
