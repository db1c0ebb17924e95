import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Random key sequences through the Japanese methods (issue 6, Tests): the client's text is always the
/// committed text plus the marked text the method reports, the marked range lies inside the text, the
/// selection inside the marked range, and no committed text is lost.
@Suite struct JapanesePropertyTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce from the seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    nonisolated static let romajiActions: [KeyAction] = "kasitanhmyrwgzdbpauieo-,.nK1".map { .insertText(String($0)) } + [
        .insertText(" "), .insertText(" "), .deleteBackward, .return, .escape, .functionKey(7), .functionKey(8),
        .functionKey(10), .japanese(.henkan),
        .moveCaret(CaretMotion(direction: .left, unit: .character)),
        .moveCaret(CaretMotion(direction: .right, unit: .character)),
        .moveCaret(CaretMotion(direction: .left, unit: .character, extendsSelection: true)),
        .moveCaret(CaretMotion(direction: .right, unit: .character, extendsSelection: true)),
        .moveCaret(CaretMotion(direction: .up, unit: .line)),
        .moveCaret(CaretMotion(direction: .down, unit: .line)),
        .moveCaret(CaretMotion(direction: .down, unit: .documentBoundary)),
    ]

    nonisolated static let kanaInputs: [KanaKeyInput] = ["あ", "か", "さ", "た", "な", "は", "や", "わ", "、"].map { .tap($0) }
        + [.flick("か", .up), .flick("わ", .down), .flick("た", .left), .modifier, .undo, .endCycle]

    @Test("random key sequences keep client text = committed + marked, ranges nested, nothing committed lost",
          arguments: [(JapaneseInputMethod.Keyboard.romaji, UInt64(1)), (.romaji, 2), (.romaji, 3), (.kana, 4), (.kana, 5), (.kana, 6)])
    func invariants(keyboard: JapaneseInputMethod.Keyboard, seed: UInt64) throws {
        let h = try JapaneseHarness(keyboard)
        var random = Generator(state: seed)
        var expected = ""  // the committed text, as the calls the client received say it must be
        var time = 0
        for step in 0..<300 {
            let wasComposing = h.method.isComposing
            let committedBefore = h.method.committedText
            var fellThrough: KeyAction?
            if keyboard == .kana && random.next(3) > 0 {
                time += 100 + random.next(3) * 500
                let input = Self.kanaInputs[random.next(Self.kanaInputs.count)]
                if h.method.handleKana(input, atMs: time, in: h.session) == .notHandled {
                    h.press(.moveCaret(CaretMotion(direction: .right, unit: .character)))
                }
            } else if random.next(12) == 0, !h.method.candidates.isEmpty {
                _ = h.method.selectCandidate(at: random.next(h.method.candidates.count + 1), in: h.session)
            } else {
                let action = Self.romajiActions[random.next(Self.romajiActions.count)]
                // Arrows with no composition move the client's caret; this model appends only, so skip them.
                if case .moveCaret = action, !wasComposing { continue }
                if !wasComposing { fellThrough = action }
                h.press(action)
                if keyboard == .kana, case .insertText(let t) = action, t != " " {
                    // The 12-key method commits and lets the text in directly.
                    expected += String(h.method.committedText.dropFirst(committedBefore.count)) + t
                    fellThrough = nil
                    continue
                }
            }
            expected += String(h.method.committedText.dropFirst(committedBefore.count))
            if let action = fellThrough, !h.method.isComposing {
                switch action {
                case .deleteBackward: if !expected.isEmpty { expected.removeLast() }
                case .return: expected += "\n"
                case .insertText(" "): expected += " "
                default: break
                }
            }
            let marked = h.method.markedText ?? ""
            #expect(h.view.text == expected + marked, "step \(step)")
            #expect((h.clientMarked ?? "") == marked, "step \(step)")
            if let m = h.view.editor.markedRange {
                #expect(m.location + m.length <= h.view.editor.length, "step \(step)")
                let s = h.view.selectedRange
                #expect(s.location >= m.location && s.location + s.length <= m.location + m.length, "step \(step)")
            }
            if h.view.text != expected + marked { break }
        }
        let marked = h.method.markedText ?? ""
        h.method.commitComposition(in: h.session)
        #expect(h.view.text == expected + marked && h.view.editor.markedRange == nil && !h.method.isComposing)
    }
}
