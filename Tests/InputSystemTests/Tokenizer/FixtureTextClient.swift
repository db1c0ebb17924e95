import Foundation
@_spi(Engine) @testable import InputSystem

/// A position that carries more than an offset (a tag the tokenizer must carry through untouched), so the
/// tests show that the tokenizer converts only through the client.
nonisolated final class TaggedPosition: UITextPosition {
    let offset: Int
    let tag: String
    init(_ offset: Int, tag: String = "fixture") {
        self.offset = offset
        self.tag = tag
    }
    override var description: String { "\(tag)@\(offset)" }
}

/// A minimal text client with its own position class and a fixed-pitch layout: every UTF-16 unit is one
/// point wide, lines are 10 points tall, and lines wrap after `columns` units and at each LF. It does not
/// adopt `TextContentVersioning`, so the tokenizer must notice edits by comparing the text.
class FixtureTextClient: UITextInput {
    var string: String
    var columns: Int
    var direction: NSWritingDirection = .leftToRight
    private lazy var lazyTokenizer = StringTokenizer(textInput: self)

    init(_ text: String, columns: Int = 1000) {
        string = text
        self.columns = columns
    }

    var units: [UInt16] { Array(string.utf16) }
    func at(_ p: Int) -> TaggedPosition { TaggedPosition(p) }
    func offset(_ p: UITextPosition) -> Int? {
        guard let t = p as? TaggedPosition, t.offset >= 0, t.offset <= string.utf16.count else { return nil }
        return t.offset
    }

    // Layout: (start, end) of each line, end excluding the LF.
    var lines: [(start: Int, end: Int)] {
        var result: [(Int, Int)] = []
        var start = 0
        let u = units
        for (i, c) in u.enumerated() where c == 0x0A {
            appendWrapped(start, i, into: &result)
            start = i + 1
        }
        appendWrapped(start, u.count, into: &result)
        return result
    }

    private func appendWrapped(_ start: Int, _ end: Int, into result: inout [(Int, Int)]) {
        var s = start
        while end - s > columns {
            result.append((s, s + columns))
            s += columns
        }
        result.append((s, end))
    }

    func lineIndex(_ p: Int) -> Int {
        let all = lines
        // A position at a soft wrap belongs to the later line.
        return all.lastIndex(where: { $0.start <= p && p <= $0.end }) ?? 0
    }

    // UIKeyInput
    var hasText: Bool { !string.isEmpty }
    func insertText(_ text: String) { string += text }
    func deleteBackward() { if !string.isEmpty { string.removeLast() } }

    // UITextInput
    /// How many times the text was read through `text(in:)`.
    var reads = 0
    func text(in range: UITextRange) -> String? {
        reads += 1
        guard let a = offset(range.start), let b = offset(range.end), a <= b else { return nil }
        return String(decoding: units[a..<b], as: UTF16.self)
    }
    func replace(_ range: UITextRange, withText text: String) {
        guard let a = offset(range.start), let b = offset(range.end), a <= b else { return }
        var u = units
        u.replaceSubrange(a..<b, with: Array(text.utf16))
        string = String(decoding: u, as: UTF16.self)
    }
    var selectedTextRange: UITextRange?
    var markedTextRange: UITextRange? { nil }
    var markedTextStyle: [NSAttributedString.Key: Any]?
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    func unmarkText() {}
    var beginningOfDocument: UITextPosition { at(0) }
    var endOfDocument: UITextPosition { at(string.utf16.count) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = offset(fromPosition), let b = offset(toPosition) else { return nil }
        return PositionRange(start: at(min(a, b)), end: at(max(a, b)), isEmpty: a == b)
    }
    func position(from position: UITextPosition, offset delta: Int) -> UITextPosition? {
        guard let a = offset(position), a + delta >= 0, a + delta <= string.utf16.count else { return nil }
        return at(a + delta)
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { nil }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(position) ?? -1, b = offset(other) ?? -1
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }
    func offset(from: UITextPosition, to: UITextPosition) -> Int {
        guard let a = offset(from), let b = offset(to) else { return -1 }
        return b - a
    }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        self.direction
    }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        direction = writingDirection
    }
    func firstRect(for range: UITextRange) -> CGRect { .null }
    func caretRect(for position: UITextPosition) -> CGRect {
        guard let p = offset(position) else { return .null }
        let k = lineIndex(p)
        return CGRect(x: CGFloat(p - lines[k].start), y: CGFloat(k * 10), width: 1, height: 10)
    }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? {
        let all = lines
        let k = min(max(0, Int((point.y / 10).rounded(.down))), all.count - 1)
        let x = Int(min(max(point.x, 0), CGFloat(all[k].end - all[k].start)).rounded())
        return at(all[k].start + x)
    }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
    weak var inputDelegate: (any UITextInputDelegate)?
    var tokenizer: any UITextInputTokenizer { lazyTokenizer }
}

/// The same client, adopting `TextContentVersioning`: every edit bumps the version.
final class VersionedFixtureClient: FixtureTextClient, TextContentVersioning {
    var contentVersion = 0
    override var string: String { didSet { contentVersion += 1 } }
}

extension UITextInputTokenizer {
    /// Offsets of the enclosing range, for compact expectations.
    func enclosing(_ client: FixtureTextClient, _ p: Int, _ g: UITextGranularity,
                   _ d: UITextDirection = .forward) -> Range<Int>? {
        guard let r = rangeEnclosingPosition(client.at(p), with: g, inDirection: d),
              let a = client.offset(r.start), let b = client.offset(r.end) else { return nil }
        return a..<b
    }

    /// The offset `position(from:toBoundary:inDirection:)` answers.
    func boundary(_ client: FixtureTextClient, _ p: Int, _ g: UITextGranularity,
                  _ d: UITextDirection = .forward) -> Int? {
        position(from: client.at(p), toBoundary: g, inDirection: d).flatMap { client.offset($0) }
    }
}
