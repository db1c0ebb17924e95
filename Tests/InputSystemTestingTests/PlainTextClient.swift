import Foundation
@_spi(Engine) import InputSystem

/// A small, correct text client over a UTF-16 array, written the way the guide's listings 5-5 to 5-11
/// are: the baseline the checker must pass, and the base the deliberately broken clients override.
class PlainTextClient: UITextInput {
    var units: [UInt16] = []
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = StringTokenizer(textInput: self)

    init() {}

    var string: String { String(decoding: units, as: UTF16.self) }

    /// The client's own change of its whole text (as `text =`), reported to the input delegate.
    func setText(_ text: String) {
        inputDelegate?.selectionWillChange(self)
        inputDelegate?.textWillChange(self)
        units = Array(text.utf16)
        marked = nil
        selection = NSRange(location: units.count, length: 0)
        inputDelegate?.textDidChange(self)
        inputDelegate?.selectionDidChange(self)
    }

    /// The user's tap or drag (listing 5-16): ends marked text, reported to the input delegate.
    func userSelect(_ range: NSRange) {
        inputDelegate?.selectionWillChange(self)
        marked = nil
        selection = range
        inputDelegate?.selectionDidChange(self)
    }

    /// The edit menu's Paste (the client's own edit): replaces the marked text or the selection and leaves
    /// the caret after the pasted text, reported to the input delegate.
    func paste(_ text: String) {
        inputDelegate?.selectionWillChange(self)
        inputDelegate?.textWillChange(self)
        let target = marked ?? selection
        edit(target, text)
        marked = nil
        selection = NSRange(location: target.location + text.utf16.count, length: 0)
        inputDelegate?.textDidChange(self)
        inputDelegate?.selectionDidChange(self)
    }

    /// The edit menu's Cut (the client's own edit): removes the selection, reported to the input delegate.
    func cut() {
        guard selection.length > 0 else { return }
        inputDelegate?.selectionWillChange(self)
        inputDelegate?.textWillChange(self)
        edit(selection, "")
        marked = nil
        selection = NSRange(location: selection.location, length: 0)
        inputDelegate?.textDidChange(self)
        inputDelegate?.selectionDidChange(self)
    }

    // MARK: Helpers

    func index(_ p: UITextPosition) -> Int? {
        guard let i = (p as? IndexedPosition)?.index, i >= 0, i <= units.count else { return nil }
        return i
    }

    func nsRange(_ r: UITextRange) -> NSRange? {
        guard let a = index(r.start), let b = index(r.end), a <= b else { return nil }
        return NSRange(location: a, length: b - a)
    }

    func edit(_ r: NSRange, _ text: String) {
        units.replaceSubrange(r.location..<NSMaxRange(r), with: Array(text.utf16))
    }

    /// Composed-character boundaries (grapheme clusters), as UTF-16 offsets.
    var boundaries: [Int] {
        var result = [0], o = 0
        for c in string { o += c.utf16.count; result.append(o) }
        return result
    }

    // MARK: UIKeyInput

    var hasText: Bool { !units.isEmpty }

    func insertText(_ text: String) {
        let target = marked ?? selection
        edit(target, text)
        marked = nil
        selection = NSRange(location: target.location + text.utf16.count, length: 0)
    }

    func deleteBackward() {
        var target = marked ?? selection
        if marked == nil && selection.length == 0 {
            guard let before = boundaries.last(where: { $0 < selection.location }) else { return }
            target = NSRange(location: before, length: selection.location - before)
        }
        edit(target, "")
        marked = nil
        selection = NSRange(location: target.location, length: 0)
    }

    // MARK: UITextInput

    func text(in range: UITextRange) -> String? {
        guard let r = nsRange(range) else { return nil }
        return String(decoding: units[r.location..<NSMaxRange(r)], as: UTF16.self)
    }

    func replace(_ range: UITextRange, withText text: String) {
        guard let r = nsRange(range) else { return }
        let delta = text.utf16.count - r.length
        func map(_ p: Int) -> Int {
            if p < r.location || (p == r.location && r.length > 0) { return p }
            if p >= NSMaxRange(r) { return p + delta }
            return r.location + text.utf16.count
        }
        edit(r, text)
        if let m = marked {
            marked = NSMaxRange(m) <= r.location && !(NSMaxRange(m) == r.location && r.length == 0) ? m
                : m.location >= NSMaxRange(r) ? NSRange(location: m.location + delta, length: m.length) : nil
        }
        let s = map(selection.location), e = map(NSMaxRange(selection))
        selection = NSRange(location: s, length: max(0, e - s))
    }

    var selectedTextRange: UITextRange? {
        get { IndexedRange(selection) }
        set {
            guard let newValue, let r = nsRange(newValue) else { return }
            selection = r
        }
    }

    var markedTextRange: UITextRange? { marked.map { IndexedRange($0) } }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let t = markedText ?? ""
        let target = marked ?? selection
        edit(target, t)
        let placed = NSRange(location: target.location, length: t.utf16.count)
        marked = placed.length > 0 ? placed : nil
        let start = min(max(0, selectedRange.location), placed.length)
        selection = NSRange(location: placed.location + start,
                            length: min(max(0, selectedRange.length), placed.length - start))
    }

    func unmarkText() { marked = nil }

    var beginningOfDocument: UITextPosition { IndexedPosition(0) }
    var endOfDocument: UITextPosition { IndexedPosition(units.count) }

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = index(fromPosition), let b = index(toPosition) else { return nil }
        return IndexedRange(location: min(a, b), length: abs(b - a))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let p = index(position) else { return nil }
        let end = p + offset
        return end < 0 || end > units.count ? nil : IndexedPosition(end)
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let p = index(position) else { return nil }
        let steps = (direction == .left || direction == .up) ? -offset : offset
        let b = boundaries
        guard let i = b.firstIndex(of: p), b.indices.contains(i + steps) else { return nil }
        return IndexedPosition(b[i + steps])
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = index(position) ?? 0, b = index(other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to: UITextPosition) -> Int {
        guard let a = index(from), let b = index(to) else { return 0 }
        return b - a
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard nsRange(range) != nil else { return nil }
        return direction == .left || direction == .up ? range.start : range.end
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let q = self.position(from: position, in: direction, offset: 1) else { return nil }
        return textRange(from: position, to: q)
    }

    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        .leftToRight
    }

    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    // MARK: Geometry: one composed character is 10 pt wide, a line 20 pt tall; lines end at line breaks.

    /// Each composed character with its offset, length, line and column.
    var layout: [(offset: Int, length: Int, line: Int, column: Int)] {
        var result: [(Int, Int, Int, Int)] = []
        var o = 0, line = 0, column = 0
        for c in string {
            result.append((o, c.utf16.count, line, column))
            o += c.utf16.count
            if c == "\n" { line += 1; column = 0 } else { column += 1 }
        }
        return result
    }

    /// The line and column of the caret at `p` (a position inside a character counts as its start).
    func place(_ p: Int) -> (line: Int, column: Int) {
        var line = 0, column = 0
        for c in layout where c.offset + c.length <= p {
            if units[c.offset] == 0x0A { line += 1; column = 0 } else { column += 1 }
        }
        return (line, column)
    }

    func rect(line: Int, column: Int, width: CGFloat) -> CGRect {
        CGRect(x: CGFloat(column) * 10, y: CGFloat(line) * 20, width: width, height: 20)
    }

    func firstRect(for range: UITextRange) -> CGRect {
        guard let r = nsRange(range) else { return .null }
        let (line, column) = place(r.location)
        let onLine = layout.filter { $0.offset >= r.location && $0.offset < NSMaxRange(r) && $0.line == line && units[$0.offset] != 0x0A }
        return rect(line: line, column: column, width: CGFloat(onLine.count) * 10)
    }

    func caretRect(for position: UITextPosition) -> CGRect {
        guard let p = index(position) else { return .null }
        let (line, column) = place(p)
        return rect(line: line, column: column, width: 2)
    }

    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = nsRange(range), r.length > 0 else { return [] }
        let chars = layout.filter { $0.offset >= r.location && $0.offset < NSMaxRange(r) }
        let lines = Dictionary(grouping: chars, by: \.line).sorted { $0.key < $1.key }
        return lines.enumerated().map { i, entry in
            let first = entry.value.map(\.column).min() ?? 0
            return StoredSelectionRect(rect: rect(line: entry.key, column: first, width: CGFloat(entry.value.count) * 10),
                                     containsStart: i == 0, containsEnd: i == lines.count - 1)
        }
    }

    func closestPosition(to point: CGPoint) -> UITextPosition? {
        let lineCount = layout.filter { units[$0.offset] == 0x0A }.count + 1
        let line = min(max(0, Int((point.y / 20).rounded(.down))), lineCount - 1)
        let column = max(0, Int((point.x / 10).rounded()))
        let onLine = layout.filter { $0.line == line && units[$0.offset] != 0x0A }
        if column < onLine.count { return IndexedPosition(onLine[column].offset) }
        if let last = onLine.last { return IndexedPosition(last.offset + last.length) }
        let breaks = layout.filter { $0.line == line - 1 && units[$0.offset] == 0x0A }
        return IndexedPosition(breaks.last.map { $0.offset + 1 } ?? 0)
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = nsRange(range), let p = closestPosition(to: point).flatMap(index) else { return nil }
        return IndexedPosition(min(max(p, r.location), NSMaxRange(r)))
    }

    func characterRange(at point: CGPoint) -> UITextRange? {
        guard point.x >= 0, point.y >= 0 else { return nil }
        let line = Int(point.y / 20), column = Int(point.x / 10)
        guard let c = layout.first(where: { $0.line == line && $0.column == column }) else { return nil }
        return IndexedRange(location: c.offset, length: c.length)
    }
}
