import Foundation
@_spi(Engine) import InputSystem

/// A broken clause found while running, before the reproducing calls are attached.
struct Failure: Error {
    var clause: ContractClause
    var query: String
    var expected: String
    var got: String
}

extension ConformanceChecker {
    /// Runs calls from `next` (given the model and the step number; nil ends the run) on a fresh client,
    /// after the calls that make `start` the client's own text.
    func execute(origin: String, start: String = "", next: (TextModel, Int) -> CheckerCall?) -> RunOutcome {
        progress("run \(name) | \(origin)")
        lastLayoutState = nil
        let client = makeClient()
        let recorder = InputDelegateRecorder()
        client.inputDelegate = recorder
        recorder.readText = { [unowned client] in Self.wholeText(client) }
        var executed: [CheckerCall] = []
        var model = TextModel()
        do {
            progress("check \(ContractClause.textInRange) | the fresh client's text, selection and marked range")
            model = try readInitialState(client)
            try checkArithmetic(client, model)
            if !recorder.messages.isEmpty {
                throw Failure(clause: .noDelegateMessagesForSystemChanges, query: "the system's first questions",
                              expected: "no messages (questions change nothing)",
                              got: recorder.messages.map(\.name).joined(separator: ", "))
            }
            let prefix = startCalls(start, model)
            var step = 0
            while let proposed = step < prefix.count ? prefix[step] : next(model, step - prefix.count) {
                step += 1
                let call = normalize(proposed, model)
                if case .externalSetText = call, setTextHook == nil { continue }
                if case .externalSelect = call, selectHook == nil { continue }
                if case .externalPaste = call, pasteHook == nil { continue }
                if case .externalCut = call, cutHook == nil { continue }
                executed.append(call)
                recorder.reset()
                recorder.readText = { [unowned client] in Self.wholeText(client) }
                var expectation = expectation(after: call, from: model)
                progress("call \(expectation.clause ?? Self.clause(of: call)) | \(call.swiftLine)")
                let probe = try perform(call, client, model)
                progress("check \(expectation.clause ?? Self.clause(of: call)) | the state after \(call.swiftLine)")
                let messages = recorder.messages
                recorder.reset()
                recorder.readText = { nil }
                if expectation.formatsUnlessMarked, client.markedTextRange.map({ $0.isEmpty }) ?? true {
                    expectation = formatted(expectation, before: model)
                }
                // With declared formatting, a system call's messages are judged once the text is known to
                // be the declared one: a view that formats differently is reported for its text.
                let messagesLater = formats != nil && call.isSystemCall
                if !messagesLater { try checkDelegateMessages(call, messages, before: model, after: expectation) }
                if case .replace(let l, _, let t) = call, expectation.clause == nil {
                    try checkReplacedText(client, NSRange(location: l, length: t.utf16.count), t,
                                          newCount: expectation.units.count)
                }
                let before = model
                model = try checkState(after: call, client, expectation, before: model)
                if messagesLater { try checkDelegateMessages(call, messages, before: before, after: expectation) }
                if let probe { model = try probe(model) }
                try checkArithmetic(client, model)
                if !recorder.messages.isEmpty {
                    throw Failure(clause: .noDelegateMessagesForSystemChanges,
                                  query: "the system's questions after \(call.swiftLine)",
                                  expected: "no messages (questions change nothing)",
                                  got: recorder.messages.map(\.name).joined(separator: ", "))
                }
            }
        } catch let f as Failure {
            let v = ContractViolation(clause: f.clause, query: f.query, expected: f.expected, got: f.got,
                                      calls: executed, origin: origin)
            return RunOutcome(executed: executed, violation: v)
        } catch {
            // Only Failure is thrown.
        }
        return RunOutcome(executed: executed, violation: nil)
    }

    /// The clause a wrong state after `call` breaks.
    static func clause(of call: CheckerCall) -> ContractClause {
        switch call {
        case .insertText: return .insertText
        case .deleteBackward: return .deleteBackward
        case .setMarkedText: return .setMarkedText
        case .unmarkText: return .unmarkText
        case .replace, .staleProbe: return .replaceRange
        case .select: return .setSelectedTextRange
        case .externalSetText: return .textInRange
        case .externalSelect: return .userSelectionEndsMarkedText
        case .externalPaste, .externalCut: return .editMenuEdits
        }
    }

    /// Makes the call on the client. For a stale probe, returns the questions to ask once the state after
    /// the emptying replace has been checked.
    func perform(_ call: CheckerCall, _ client: Client, _ model: TextModel) throws -> ((TextModel) throws -> TextModel)? {
        switch call {
        case .insertText(let t): client.insertText(t)
        case .deleteBackward: client.deleteBackward()
        case .setMarkedText(let t, let l, let n): client.setMarkedText(t, selectedRange: NSRange(location: l, length: n))
        case .unmarkText: client.unmarkText()
        case .replace(let l, let n, let t): client.replace(try range(client, l, l + n), withText: t)
        case .select(let l, let n): client.selectedTextRange = try range(client, l, l + n)
        case .externalSetText(let t): setTextHook?(client, t)
        case .externalSelect(let l, let n): selectHook?(client, NSRange(location: l, length: n))
        case .externalPaste(let t): pasteHook?(client, t)
        case .externalCut: cutHook?(client)
        case .staleProbe:
            let whole = try range(client, 0, model.count)
            let staleEnd = client.endOfDocument
            client.replace(whole, withText: "")
            guard model.count > 0 else { return nil }
            return { m in try self.probeStale(client, whole: whole, end: staleEnd, model: m) }
        }
        return nil
    }

    /// Asks about a range and a position that lay inside the text before it was emptied: answers must be
    /// nil, empty, or inside the (now empty) text; setting the stale range as the selection must leave the
    /// selection inside the text.
    func probeStale(_ client: Client, whole: UITextRange, end: UITextPosition, model: TextModel) throws -> TextModel {
        let n = model.count
        if let t = client.text(in: whole), !t.isEmpty {
            throw Failure(clause: .outOfRangeAnswers, query: "client.text(in: stale)",
                          expected: "nil or \"\" (the range is past the end of \(literal(model.string)))",
                          got: literal(t))
        }
        if let p = client.position(from: end, offset: 0) {
            let o = client.offset(from: client.beginningOfDocument, to: p)
            if o < 0 || o > n || !ownsPosition(client, p) {
                throw Failure(clause: .outOfRangeAnswers, query: "client.position(from: staleEnd, offset: 0)",
                              expected: "nil or a position in 0...\(n)", got: "a position at offset \(o)")
            }
        }
        if let r = client.textRange(from: client.beginningOfDocument, to: end) {
            let a = client.offset(from: client.beginningOfDocument, to: r.start)
            let b = client.offset(from: client.beginningOfDocument, to: r.end)
            let owned = ownsPosition(client, r.start) && ownsPosition(client, r.end)
            if a < 0 || b > n || a > b || !owned {
                throw Failure(clause: .outOfRangeAnswers,
                              query: "client.textRange(from: client.beginningOfDocument, to: staleEnd)",
                              expected: "nil or a range inside 0...\(n)", got: "{\(a), \(b - a)}" + (owned ? "" : notOwned))
            }
        }
        try probeStaleTokenizer(client, end: end, count: n)
        client.selectedTextRange = whole
        var m = model
        guard let s = client.selectedTextRange else {
            throw Failure(clause: .outOfRangeAnswers, query: "client.selectedTextRange after setting it to stale",
                          expected: "a selection inside 0...\(n)", got: "nil")
        }
        let a = client.offset(from: client.beginningOfDocument, to: s.start)
        let b = client.offset(from: client.beginningOfDocument, to: s.end)
        let owned = ownsPosition(client, s.start) && ownsPosition(client, s.end)
        guard a >= 0, a <= b, b <= n, owned else {
            throw Failure(clause: .outOfRangeAnswers, query: "client.selectedTextRange after setting it to stale",
                          expected: "a selection inside 0...\(n)", got: "{\(a), \(b - a)}" + (owned ? "" : notOwned))
        }
        m.selection = NSRange(location: a, length: b - a)
        m.marked = try readMarked(client, count: n)
        return m
    }

    /// The client's tokenizer, asked about the stale end: nil, or answers inside the text.
    func probeStaleTokenizer(_ client: Client, end: UITextPosition, count n: Int) throws {
        let tokenizer = client.tokenizer
        let begin = client.beginningOfDocument
        for granularity in [UITextGranularity.character, .word, .paragraph] {
            for direction in [UITextDirection.forward, .backward] {
                let args = "staleEnd, with: .\(granularity), inDirection: .\(direction)"
                if let r = tokenizer.rangeEnclosingPosition(end, with: granularity, inDirection: direction) {
                    let a = client.offset(from: begin, to: r.start), b = client.offset(from: begin, to: r.end)
                    let owned = ownsPosition(client, r.start) && ownsPosition(client, r.end)
                    if a < 0 || a > b || b > n || !owned {
                        throw Failure(clause: .outOfRangeAnswers,
                                      query: "client.tokenizer.rangeEnclosingPosition(\(args))",
                                      expected: "nil or a range inside 0...\(n)",
                                      got: "{\(a), \(b - a)}" + (owned ? "" : notOwned))
                    }
                }
                if let p = tokenizer.position(from: end, toBoundary: granularity, inDirection: direction) {
                    let o = client.offset(from: begin, to: p)
                    if o < 0 || o > n || !ownsPosition(client, p) {
                        throw Failure(clause: .outOfRangeAnswers,
                                      query: "client.tokenizer.position(from: staleEnd, toBoundary: .\(granularity), inDirection: .\(direction))",
                                      expected: "nil or a position in 0...\(n)", got: "a position at offset \(o)")
                    }
                }
            }
        }
    }

    /// Input-delegate messages: none for the system's own calls; will/did pairs around external changes,
    /// the will-message seeing the old text and the did-message the new. An external change that changes
    /// nothing (the same text, the same caret with no marked text) may go unreported.
    /// A system call whose edit the declared formatting changed may be followed by the client's messages
    /// about its own formatting.
    func checkDelegateMessages(_ call: CheckerCall, _ messages: [InputDelegateRecorder.Message],
                               before model: TextModel, after expected: Expectation) throws {
        let names = messages.map(\.name)
        let got = names.isEmpty ? "no messages" : names.joined(separator: ", ")
        let oldText = model.string
        switch call {
        case .externalSetText(let t) where t == oldText && messages.isEmpty:
            return
        case .externalSelect(let l, let n)
            where model.marked == nil && model.selection == NSRange(location: l, length: n) && messages.isEmpty:
            return
        case .externalCut where model.selection.length == 0 && messages.isEmpty:
            return
        case .externalPaste, .externalCut where expected.refused && messages.isEmpty:
            return
        case .externalSetText, .externalPaste, .externalCut:
            // textWillChange: sees the old text, textDidChange: the new (the set text, or the client's own
            // edit for a paste or a cut).
            let will = messages.firstIndex { $0.name == "textWillChange:" }
            let did = messages.lastIndex { $0.name == "textDidChange:" }
            guard let will, let did, will < did else {
                throw Failure(clause: .delegateMessagesForExternalChanges, query: call.swiftLine,
                              expected: "textWillChange: before the change and textDidChange: after it", got: got)
            }
            if let seen = messages[will].text, seen != oldText {
                throw Failure(clause: .delegateMessagesForExternalChanges, query: "text seen at textWillChange:",
                              expected: literal(oldText) + " (the text before the change)", got: literal(seen))
            }
            let newText: String
            if case .externalSetText(let t) = call { newText = t } else {
                newText = String(decoding: expected.units, as: UTF16.self)
            }
            if let seen = messages[did].text, seen != newText {
                throw Failure(clause: .delegateMessagesForExternalChanges, query: "text seen at textDidChange:",
                              expected: literal(newText) + " (the text after the change)", got: literal(seen))
            }
        case .externalSelect:
            let will = messages.firstIndex { $0.name == "selectionWillChange:" }
            let did = messages.lastIndex { $0.name == "selectionDidChange:" }
            guard let will, let did, will < did else {
                throw Failure(clause: .delegateMessagesForExternalChanges, query: call.swiftLine,
                              expected: "selectionWillChange: before the change and selectionDidChange: after it",
                              got: got)
            }
        default:
            if !messages.isEmpty && !expected.formatted {
                throw Failure(clause: .noDelegateMessagesForSystemChanges, query: call.swiftLine,
                              expected: "no messages (the system made this change)", got: got)
            }
        }
    }

    // MARK: Reading the client

    /// The client's whole text, or nil when it cannot give a range over it.
    static func wholeText(_ client: Client) -> String? {
        guard let r = client.textRange(from: client.beginningOfDocument, to: client.endOfDocument) else { return nil }
        return client.text(in: r)
    }

    /// The client's position at UTF-16 offset `k`.
    func position(_ client: Client, _ k: Int) throws -> UITextPosition {
        guard let p = client.position(from: client.beginningOfDocument, offset: k) else {
            throw Failure(clause: .positionFromOffset, query: "position(\(k))",
                          expected: "a position (offset \(k) is inside the text)", got: "nil")
        }
        return p
    }

    /// The client's range between UTF-16 offsets `a` and `b`.
    func range(_ client: Client, _ a: Int, _ b: Int) throws -> UITextRange {
        let pa = try position(client, a), pb = try position(client, b)
        guard let r = client.textRange(from: pa, to: pb) else {
            throw Failure(clause: .textRangeFromPositions, query: "range(\(a), \(b))",
                          expected: "a range (both ends are inside the text)", got: "nil")
        }
        return r
    }

    /// The offsets of a range's ends, via `offset(from: beginningOfDocument, to:)`.
    func offsets(_ client: Client, _ r: UITextRange) -> (Int, Int) {
        let b = client.beginningOfDocument
        return (client.offset(from: b, to: r.start), client.offset(from: b, to: r.end))
    }
}
