/// A failure to open an ICU break iterator.
enum BreakIteratorError: Error, CustomStringConvertible, Equatable {
    /// ICU refused to open an iterator of `kind` for `locale`, with ICU's error name.
    case openFailed(kind: String, locale: String, icuError: String)
    /// The text is longer than ICU's 32-bit offsets can address.
    case textTooLong(utf16Count: Int)

    var description: String {
        switch self {
        case .openFailed(let kind, let locale, let icuError):
            return "cannot open an ICU \(kind) break iterator for locale '\(locale)': \(icuError)"
        case .textTooLong(let count):
            return "text of \(count) UTF-16 code units is longer than ICU's limit of \(Int32.max)"
        }
    }
}
