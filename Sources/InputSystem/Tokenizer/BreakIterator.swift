import CICU

/// An ICU break iterator over UTF-16 text it does not own (the owner keeps the text alive and unchanged).
final class BreakIterator {
    /// Which of ICU's rule sets an iterator follows.
    enum Kind {
        case character, word, sentence

        var cKind: cicu_break_kind {
            switch self {
            case .character: return CICU_BREAK_CHARACTER
            case .word: return CICU_BREAK_WORD
            case .sentence: return CICU_BREAK_SENTENCE
            }
        }

        var name: String {
            switch self {
            case .character: return "character"
            case .word: return "word"
            case .sentence: return "sentence"
            }
        }
    }

    private let handle: OpaquePointer

    /// Opens an iterator over `text` (`count` UTF-16 units) for `locale` (nil: ICU's root locale).
    init(_ kind: Kind, locale: String?, text: UnsafePointer<UInt16>?, count: Int) throws {
        guard count <= Int(Int32.max) else { throw BreakIteratorError.textTooLong(utf16Count: count) }
        var errorName: UnsafePointer<CChar>?
        let opened: OpaquePointer? = locale.map { l in
            l.withCString { cicu_break_open(kind.cKind, $0, text, Int32(count), &errorName) }
        } ?? cicu_break_open(kind.cKind, nil, text, Int32(count), &errorName)
        guard let opened else {
            throw BreakIteratorError.openFailed(kind: kind.name, locale: locale ?? "root",
                                                icuError: errorName.map { String(cString: $0) } ?? "unknown")
        }
        handle = opened
    }

    /// Opens an iterator over gap-buffer text (see ``TextSnapshot``), which the owner keeps alive and
    /// reports changes of with ``resetText(_:)``.
    init(_ kind: Kind, locale: String?, gapText: UnsafePointer<cicu_gap_text>, count: Int) throws {
        guard count <= Int(Int32.max) else { throw BreakIteratorError.textTooLong(utf16Count: count) }
        var errorName: UnsafePointer<CChar>?
        let opened: OpaquePointer? = locale.map { l in
            l.withCString { cicu_break_open_gap_text(kind.cKind, $0, gapText, &errorName) }
        } ?? cicu_break_open_gap_text(kind.cKind, nil, gapText, &errorName)
        guard let opened else {
            throw BreakIteratorError.openFailed(kind: kind.name, locale: locale ?? "root",
                                                icuError: errorName.map { String(cString: $0) } ?? "unknown")
        }
        handle = opened
    }

    /// Gives ICU the gap-buffer text again after it changed; false if ICU refuses it.
    func resetText(_ gapText: UnsafePointer<cicu_gap_text>) -> Bool { cicu_break_reset_gap_text(handle, gapText) == 0 }

    deinit { cicu_break_close(handle) }

    /// ICU's version, "major.minor".
    static var icuVersion: String { String(cString: cicu_version()) }

    /// The first boundary after `offset`, or nil at the end.
    func following(_ offset: Int) -> Int? { done(cicu_break_following(handle, Int32(offset))) }
    /// The last boundary before `offset`, or nil at the start.
    func preceding(_ offset: Int) -> Int? { done(cicu_break_preceding(handle, Int32(offset))) }
    /// The boundary after the current one, or nil at the end.
    func next() -> Int? { done(cicu_break_next(handle)) }
    /// Whether `offset` is a boundary (moves the iterator).
    func isBoundary(_ offset: Int) -> Bool { cicu_break_is_boundary(handle, Int32(offset)) != 0 }
    /// Up to `capacity` boundaries after the current one, with their rule statuses, in one call; the
    /// iterator stands at the last one stored. Returns how many were stored (fewer at the end of the text).
    func next(into ends: UnsafeMutablePointer<Int32>, statuses: UnsafeMutablePointer<Int32>, capacity: Int) -> Int {
        Int(cicu_break_next_batch(handle, ends, statuses, Int32(capacity)))
    }
    /// The rule status of the boundary most recently returned.
    var ruleStatus: Int { Int(cicu_break_rule_status(handle)) }

    @inline(__always)
    private func done(_ value: Int32) -> Int? { value == CICU_DONE ? nil : Int(value) }
}
