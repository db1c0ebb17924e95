import Foundation

/// The checker's own idea of what a client's text, selection and marked range must be: plain UTF-16
/// code units, changed by the rules of the Text and Web Programming Guide's listings 5-5 to 5-8.
struct TextModel: Equatable {
    var units: [UInt16] = []
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?

    var count: Int { units.count }
    var string: String { String(decoding: units, as: UTF16.self) }

    /// The UTF-16 offsets that begin or end a composed character sequence (grapheme cluster), ascending.
    var boundaries: [Int] {
        var result = [0]
        var offset = 0
        for c in string { offset += c.utf16.count; result.append(offset) }
        return result
    }

    /// The nearest composed-character boundary at or before `offset`, within the text.
    func snap(_ offset: Int) -> Int {
        let o = min(max(0, offset), count)
        return boundaries.last(where: { $0 <= o }) ?? 0
    }

    func substring(_ r: NSRange) -> String {
        String(decoding: units[r.location..<(r.location + r.length)], as: UTF16.self)
    }

    mutating func replace(_ r: NSRange, with text: String) {
        units.replaceSubrange(r.location..<(r.location + r.length), with: Array(text.utf16))
    }

    /// Clamps a selection relative to marked text of `length` units into it.
    static func clamp(location: Int, length: Int, into total: Int) -> NSRange {
        let start = min(max(0, location), total)
        return NSRange(location: start, length: min(max(0, length), total - start))
    }
}

/// What the client's state must be after a call: the text exactly, the selection's ends within ranges
/// (one value where the contract fixes it), the marked range exactly or anywhere inside the text.
struct Expectation {
    var units: [UInt16]
    var selectionStart: ClosedRange<Int>
    var selectionEnd: ClosedRange<Int>
    /// The marked range; `nil` inside means no marked text. An empty expected range also accepts none.
    var marked: NSRange??
    /// The clause a differing state breaks when it is not the call's own: a declared filter or declared
    /// formatting changed what the call does.
    var clause: ContractClause?
    /// Whether the declared filter refused the edit (nothing changes).
    var refused = false
    /// Whether declared formatting changed the text after the edit (the client may tell its input
    /// delegate about that change, which is its own).
    var formatted = false
    /// Whether declared formatting applies once the client is seen to have ended the marked text (a
    /// replace that touched it may or may not end it).
    var formatsUnlessMarked = false

    init(_ model: TextModel) {
        units = model.units
        selectionStart = model.selection.location...model.selection.location
        selectionEnd = NSMaxRange(model.selection)...NSMaxRange(model.selection)
        marked = .some(model.marked)
    }

    /// The model that follows when the client meets the expectation by the lowest values allowed.
    var simplest: TextModel {
        var m = TextModel()
        m.units = units
        let s = selectionStart.lowerBound
        m.selection = NSRange(location: s, length: max(0, selectionEnd.lowerBound - s))
        m.marked = marked ?? nil
        return m
    }
}

extension TextModel {
    /// The range an edit replaces and the string it puts there, or nil for a call that edits nothing
    /// (a selection, `unmarkText`, a delete or cut with nothing to remove).
    func edit(of call: CheckerCall) -> (range: NSRange, text: String)? {
        switch call {
        case .insertText(let t), .setMarkedText(let t, _, _), .externalPaste(let t):
            return (marked ?? selection, t)
        case .replace(let l, let n, let t):
            return (NSRange(location: l, length: n), t)
        case .deleteBackward:
            if let mk = marked { return (mk, "") }
            if selection.length > 0 { return (selection, "") }
            guard let before = boundaries.last(where: { $0 < selection.location }) else { return nil }
            return (NSRange(location: before, length: selection.location - before), "")
        case .externalCut:
            return selection.length > 0 ? (selection, "") : nil
        default:
            return nil
        }
    }

    /// Brings a call's offsets into this text (after shrinking removed the calls that made them valid):
    /// clamped to the text, on composed-character boundaries, inside the marked text when there is some.
    func normalized(_ call: CheckerCall) -> CheckerCall {
        switch call {
        case .replace(let l, let n, let t):
            let a = snap(l), b = max(a, snap(l + max(0, n)))
            return .replace(location: a, length: b - a, text: t)
        case .select(let l, let n), .externalSelect(let l, let n):
            var a = snap(l), b = max(a, snap(l + max(0, n)))
            if case .select = call, let m = marked {
                a = min(max(a, m.location), NSMaxRange(m)); b = min(max(b, a), NSMaxRange(m))
            }
            if case .select = call { return .select(location: a, length: b - a) }
            return .externalSelect(location: a, length: b - a)
        default:
            return call
        }
    }

    /// What a system call must leave behind, by the guide's listings; nil for calls whose result the
    /// checker takes from the client (external changes) or builds itself.
    func expectation(after call: CheckerCall) -> Expectation {
        var m = self
        switch call {
        case .insertText(let t):
            let target = marked ?? selection
            m.replace(target, with: t)
            m.marked = nil
            m.selection = NSRange(location: target.location + t.utf16.count, length: 0)
        case .deleteBackward:
            var target: NSRange
            if let mk = marked { target = mk }
            else if selection.length > 0 { target = selection }
            else {
                let before = boundaries.last(where: { $0 < selection.location })
                target = before.map { NSRange(location: $0, length: selection.location - $0) }
                    ?? NSRange(location: selection.location, length: 0)
            }
            m.replace(target, with: "")
            m.marked = nil
            m.selection = NSRange(location: target.location, length: 0)
        case .setMarkedText(let t, let l, let n):
            let target = marked ?? selection
            m.replace(target, with: t)
            let placed = NSRange(location: target.location, length: t.utf16.count)
            m.marked = placed
            let rel = TextModel.clamp(location: l, length: n, into: placed.length)
            m.selection = NSRange(location: placed.location + rel.location, length: rel.length)
        case .unmarkText:
            m.marked = nil
        case .replace(let l, let n, let t):
            return replaceExpectation(NSRange(location: l, length: n), t)
        case .select(let l, let n):
            m.selection = NSRange(location: l, length: n)
        case .staleProbe:
            return replaceExpectation(NSRange(location: 0, length: count), "")
        case .externalSetText(let t):
            m.units = Array(t.utf16)
            m.marked = nil
            var e = Expectation(m)
            e.selectionStart = 0...m.count
            e.selectionEnd = 0...m.count
            return e
        case .externalSelect(let l, let n):
            m.marked = nil
            m.selection = NSRange(location: l, length: n)
        case .externalPaste(let t):
            // Paste replaces the marked text, else the selection; the caret ends after the pasted text.
            let target = marked ?? selection
            m.replace(target, with: t)
            m.marked = nil
            m.selection = NSRange(location: target.location + t.utf16.count, length: 0)
        case .externalCut:
            // Cut removes the selection (nothing without one); the caret ends where it was.
            guard selection.length > 0 else { break }
            m.replace(selection, with: "")
            m.marked = nil
            m.selection = NSRange(location: selection.location, length: 0)
        }
        return Expectation(m)
    }

    /// Listing 5-6: ends before the range stay, ends after it shift by the change in length; an end inside
    /// the replaced range (which the guide leaves open) may land anywhere in the new text. A marked range
    /// the replacement touches may become anything inside the text.
    private func replaceExpectation(_ r: NSRange, _ t: String) -> Expectation {
        var m = self
        m.replace(r, with: t)
        let newLength = t.utf16.count
        let delta = newLength - r.length
        func allowed(_ p: Int) -> ClosedRange<Int> {
            if p < r.location || (p == r.location && r.length > 0) { return p...p }
            if p > NSMaxRange(r) { return (p + delta)...(p + delta) }
            return r.location...(r.location + newLength)
        }
        var e = Expectation(m)
        e.selectionStart = allowed(selection.location)
        e.selectionEnd = allowed(NSMaxRange(selection))
        if let mk = marked {
            if NSMaxRange(mk) < r.location || (NSMaxRange(mk) == r.location && r.length > 0) {
                e.marked = .some(mk)
            } else if mk.location > NSMaxRange(r) {
                e.marked = .some(NSRange(location: mk.location + delta, length: mk.length))
            } else {
                e.marked = .none
            }
        }
        return e
    }
}
