import Foundation

/// One visual line of laid-out text.
public struct LineFragment: Equatable, Sendable {
    /// The UTF-16 offset of the line's first character.
    public var start: Int
    /// The UTF-16 length of the line's characters, not counting its line break.
    public var length: Int
    /// The UTF-16 length of the line break that ends the line (0 for a wrapped or the last line).
    public var breakLength: Int

    /// The offset just past the line's characters (before its line break).
    public var end: Int { start + length }
    /// The offset where the next line starts.
    public var next: Int { start + length + breakLength }
}

/// Lays out a ``TextStorage`` into visual lines with ``TextMetrics``, lazily and incrementally.
///
/// Lines are computed only as far as a question needs, and an edit throws away only the lines from the
/// one before the edit on, so typing in a large document costs what the edited paragraph costs.
/// Wrapping is greedy: a line breaks after the last run of spaces or tabs that fits, or before a wide
/// character, or, when a single word is wider than the line, between characters.
public final class TextLayout {
    /// The metrics.
    public var metrics: TextMetrics { didSet { invalidateAll() } }
    /// The width lines wrap at, or nil for no wrapping (a single-line field).
    public var wrapWidth: CGFloat? { didSet { invalidateAll() } }

    private var lines: [LineFragment] = []
    private var complete = false

    /// Creates a layout.
    public init(metrics: TextMetrics = .standard, wrapWidth: CGFloat?) {
        self.metrics = metrics
        self.wrapWidth = wrapWidth
    }

    /// Forgets every line.
    public func invalidateAll() {
        lines.removeAll(keepingCapacity: true)
        complete = false
    }

    /// Forgets the lines an edit at `offset` may change (the line before the edit and everything after).
    public func invalidate(from offset: Int) {
        guard !lines.isEmpty else { return }
        let k = lastLine(startingAtOrBefore: offset)
        let keep = max(0, k - 1)
        lines.removeSubrange(keep...)
        complete = false
    }

    /// The line that holds `offset` (a position after a wrap belongs to the next line), laying out as
    /// far as needed. Offsets past the end give the last line.
    public func lineIndex(for offset: Int, in storage: TextStorage) -> Int {
        ensure(through: offset, in: storage)
        // A position that ends one line and starts the next (after a wrap or a line break) belongs to the
        // next line, as the caret of a text view with downstream affinity does.
        return min(lastLine(startingAtOrBefore: offset), max(0, lines.count - 1))
    }

    /// The line at index `i`, laying out as far as needed; nil past the last line.
    public func line(at i: Int, in storage: TextStorage) -> LineFragment? {
        while lines.count <= i && !complete { layoutNextLine(in: storage) }
        return i < lines.count ? lines[i] : nil
    }

    /// The number of lines (lays out the whole text).
    public func lineCount(in storage: TextStorage) -> Int {
        while !complete { layoutNextLine(in: storage) }
        return lines.count
    }

    /// The x offset of `offset` within its line `line`.
    public func x(of offset: Int, in line: LineFragment, storage: TextStorage) -> CGFloat {
        var x: CGFloat = 0
        storage.forEachCharacter(from: line.start) { c, at in
            guard at < offset, at < line.end else { return false }
            x = metrics.position(after: c, at: x)
            return true
        }
        return x
    }

    /// The characters of a line with their offsets and horizontal extents.
    public func characters(of line: LineFragment, in storage: TextStorage) -> [(offset: Int, length: Int, minX: CGFloat, maxX: CGFloat)] {
        var result: [(Int, Int, CGFloat, CGFloat)] = []
        var x: CGFloat = 0
        storage.forEachCharacter(from: line.start) { c, at in
            guard at < line.end else { return false }
            let nx = metrics.position(after: c, at: x)
            result.append((at, c.utf16.count, x, nx))
            x = nx
            return true
        }
        return result
    }

    private func ensure(through offset: Int, in storage: TextStorage) {
        while !complete {
            if let last = lines.last, last.next > offset {
                return
            }
            layoutNextLine(in: storage)
        }
    }

    /// Index of the last line whose start is ≤ offset (0 when there are none).
    private func lastLine(startingAtOrBefore offset: Int) -> Int {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].start <= offset { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    private func layoutNextLine(in storage: TextStorage) {
        let start = lines.last?.next ?? 0
        let total = storage.utf16Count
        if start >= total {
            // An empty last line exists for an empty text, or after a final line break.
            if lines.isEmpty || (lines.last?.breakLength ?? 0) > 0 {
                lines.append(LineFragment(start: start, length: 0, breakLength: 0))
            }
            complete = true
            return
        }
        var x: CGFloat = 0
        var end = start
        var breakLength = 0
        var lastOpportunity: Int? = nil
        var previousWasSpace = false
        storage.forEachCharacter(from: start) { c, at in
            if TextMetrics.isLineBreak(c) {
                end = at
                breakLength = c.utf16.count
                return false
            }
            let isSpace = c == " " || c == "\t"
            let wide = TextMetrics.isWide(c)
            if at > start && (previousWasSpace && !isSpace || wide) { lastOpportunity = at }
            let nx = metrics.position(after: c, at: x)
            if let width = wrapWidth, nx > width, at > start, !isSpace {
                end = lastOpportunity ?? at
                return false
            }
            x = nx
            end = at + c.utf16.count
            previousWasSpace = isSpace
            if wide { lastOpportunity = end }
            return true
        }
        lines.append(LineFragment(start: start, length: end - start, breakLength: breakLength))
        if end + breakLength >= total && breakLength == 0 { complete = true }
    }
}
