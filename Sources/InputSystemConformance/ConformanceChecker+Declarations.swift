import Foundation
@_spi(Engine) import InputSystem

/// The texts every check starts its scenarios and random sequences from: the client as its factory makes
/// it (`""`), two lines of Latin text with an empty line, an emoji and combining marks, and a line of CJK
/// with an emoji modifier sequence, a zero-width-joiner sequence and a decomposed "é".
public let standardStartingTexts: [String] = [
    "",
    "Hello, world!\nSecond line: nai\u{308}ve café\n\nLast 😀",
    "日本語のテキスト 👍🏽 and 👩‍👩‍👧 e\u{301}",
]

extension ConformanceChecker {
    /// The calls that make `text` the client's own state before a run: the `setText` hook when there is
    /// one, else `insertText` over everything the client holds; then a caret in the middle of the text.
    /// Empty for `""`, which stands for the client as its factory makes it.
    func startCalls(_ text: String, _ model: TextModel) -> [CheckerCall] {
        guard !text.isEmpty else { return [] }
        var calls: [CheckerCall] = []
        if setTextHook != nil {
            calls.append(.externalSetText(text))
        } else {
            if model.count > 0 { calls.append(.select(location: 0, length: model.count)) }
            calls.append(.insertText(text))
        }
        var ends = [0], offset = 0
        for c in text { offset += c.utf16.count; ends.append(offset) }
        calls.append(.select(location: ends[ends.count / 2], length: 0))
        return calls
    }

    /// A call brought into the model's text (see `TextModel.normalized`); text assigned through the
    /// `setText` hook is first filtered as if typed into an empty view.
    func normalize(_ proposed: CheckerCall, _ model: TextModel) -> CheckerCall {
        let call = model.normalized(proposed)
        if let filter, case .externalSetText(let t) = call {
            return .externalSetText(filter.replacement("", NSRange(location: 0, length: 0), t) ?? "")
        }
        return call
    }

    /// What `call` must leave behind: the guide's rules (`TextModel.expectation(after:)`), with the
    /// declared filter applied to the edit and the declared formatting to the edited text.
    func expectation(after call: CheckerCall, from model: TextModel) -> Expectation {
        var e: Expectation
        if let filter, let (range, text) = model.edit(of: call) {
            switch filter.replacement(model.string, range, text) {
            case nil:
                e = Expectation(model)
                e.clause = .declaredFiltering
                e.refused = true
                return e
            case let kept? where kept != text && !text.isEmpty:
                e = model.expectation(after: call.replacingText(with: kept))
                e.clause = .declaredFiltering
                if case .setMarkedText = call, case .some(.some(let placed)) = e.marked {
                    // Where the selection goes in trimmed marked text is the view's choice.
                    e.selectionStart = placed.location...NSMaxRange(placed)
                    e.selectionEnd = placed.location...NSMaxRange(placed)
                }
            default:
                e = model.expectation(after: call)
            }
        } else {
            e = model.expectation(after: call)
        }
        if formats != nil, call.formats, e.units != model.units {
            switch e.marked {
            case .some(.none): e = formatted(e, before: model)
            case .none: e.formatsUnlessMarked = true  // formatted only if the client ended the marked text
            case .some(.some): break
            }
        }
        return e
    }

    /// `expected` with the declared formatting applied to its text: the selection may then be anywhere in
    /// the text (where the caret goes in reformatted text is the view's choice).
    func formatted(_ expected: Expectation, before model: TextModel) -> Expectation {
        guard let formats else { return expected }
        var e = expected
        e.formatsUnlessMarked = false
        let edited = String(decoding: e.units, as: UTF16.self)
        let result = formats(edited)
        guard result != edited else { return e }
        e.units = Array(result.utf16)
        e.selectionStart = 0...e.units.count
        e.selectionEnd = 0...e.units.count
        e.marked = .some(nil)
        e.clause = .declaredFormatting
        e.formatted = true
        return e
    }

    /// Reads the client's state after `call` against `expected`. A declared filter that accepts the edit
    /// while the client left its text as it was is reported as ``ContractClause/declaredFiltering``: the
    /// client refuses what its declaration says it takes.
    func checkState(after call: CheckerCall, _ client: Client, _ expected: Expectation,
                    before model: TextModel) throws -> TextModel {
        let clause = expected.clause ?? Self.clause(of: call)
        do {
            return try checkState(client, expected, clause: clause)
        } catch var f as Failure {
            let text = f.query == "client.text(in: range(0, length))"
            if filter != nil, f.clause == clause, text, !expected.refused, expected.units != model.units,
               model.edit(of: call) != nil, Self.wholeText(client) == model.string {
                f.clause = .declaredFiltering
                f.expected += " (the declared filter accepts this edit)"
                f.got += " (the view refused it)"
            } else if formats != nil, call.formats, text, f.clause == clause, expected.units != model.units {
                // The text after an edit of a formatting view is what its declared formatting makes of it.
                f.clause = .declaredFormatting
                f.expected += " (after the declared formatting)"
            }
            throw f
        }
    }
}

extension CheckerCall {
    /// The same call with another string to insert.
    func replacingText(with text: String) -> CheckerCall {
        switch self {
        case .insertText: return .insertText(text)
        case .setMarkedText(_, let l, let n): return .setMarkedText(text, selectedLocation: l, selectedLength: n)
        case .replace(let l, let n, _): return .replace(location: l, length: n, text: text)
        case .externalPaste: return .externalPaste(text)
        default: return self
        }
    }

    /// Whether declared formatting applies after the call: an edit that leaves no marked text (views do
    /// not reformat while the user composes).
    var formats: Bool {
        switch self {
        case .insertText, .deleteBackward, .replace, .externalPaste, .externalCut: return true
        default: return false
        }
    }
}
