import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// The keyboard's punctuation rules (issue 25, section 2) and their invariants under random typing.
@MainActor
@Suite struct SmartPunctuationTests {
    /// Apple's UITextSmartQuotesType and UITextSmartDashesType references: iOS 11.0+; the "." shortcut in
    /// every profile (docs/Fidelity.md: chosen for the iPhone OS 2-3.1 profile).
    @Test("profiles: Smart Punctuation from iOS 11, the \".\" shortcut in every era, each with a source")
    func profiles() throws {
        let catalog = try LayoutCatalog.bundled()
        for profile in catalog.profiles {
            #expect(profile.smartPunctuation == (profile.release.major >= 11), "\(profile.name)")
            #expect(profile.periodShortcut, "\(profile.name)")
            #expect(profile.certainty(of: "smartPunctuation") == .sure && profile.certainty(of: "periodShortcut") != nil)
        }
    }

    /// Smart quotes open after the start, white space or an opening bracket or quote, and close elsewhere,
    /// so an apostrophe inside a word is U+2019 (as in autocorrection's own output: "I’m",
    /// twstokes/UITextViewAutocorrectCustomAttributes); the side rule past that is this project's choice.
    @Test("a typed straight quote becomes the opening or closing curly mark by the character before it", arguments: [
        ("\"", nil, "\u{201C}"), ("\"", " ", "\u{201C}"), ("\"", "\n", "\u{201C}"), ("\"", "(", "\u{201C}"),
        ("\"", "a", "\u{201D}"), ("\"", ".", "\u{201D}"), ("'", nil, "\u{2018}"), ("'", " ", "\u{2018}"),
        ("'", "\u{201C}", "\u{2018}"), ("'", "n", "\u{2019}"), ("'", "s", "\u{2019}"), ("'", "\u{2018}", "\u{2018}"),
    ] as [(String, Character?, String)])
    func quoteSides(_ typed: String, _ previous: Character?, _ expected: String) {
        #expect(SmartPunctuation.smartQuote(for: typed, after: previous) == expected)
    }

    @Test("only straight quotes are changed")
    func otherTextStays() {
        for typed in ["a", "-", " ", "\u{201C}", "''", "`"] { #expect(SmartPunctuation.smartQuote(for: typed, after: "a") == nil) }
    }

    /// Two hyphens make an em dash (iOS 11 as shipped: "two hyphens in a row (--) are turned into a proper
    /// em-dash", macsurfer.com 2018); a third hyphen in a row is left alone (chosen).
    @Test("two hyphens at the caret make a dash pair; one or three do not", arguments: [
        ("a--", true), ("--", true), ("a-", false), ("a---", false), ("-", false), ("", false), ("a- -", false),
    ])
    func dashPairs(_ text: String, _ expected: Bool) {
        #expect(SmartPunctuation.endsInDashPair(text) == expected)
    }

    @Test("the period goes in after a word, a number or a closing mark, never after white space or other punctuation", arguments: [
        ("Hi  ", true), ("66  ", true), ("(yes)  ", true), ("\u{201C}ok\u{201D}  ", true), ("Hi.  ", false),
        ("Hi,  ", false), ("   ", false), ("  ", false), ("Hi ", false), ("Hi \n  ", false),
    ])
    func periodContext(_ text: String, _ expected: Bool) {
        #expect(SmartPunctuation.endsInWordAndTwoSpaces(text) == expected)
    }

    /// Invariant: smart quotes change which quote goes in, never how many UTF-16 units were typed (nor does
    /// the "." shortcut, a space for a period); with the shortcut off, straightening the quotes gives back
    /// exactly what was typed.
    @Test("random typing: smart quotes keep the typed UTF-16 length and straighten back to the typed text", arguments: [UInt64(7), 25, 2017])
    func quotesKeepLength(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let alphabet = ["a", "b", " ", "\"", "'", ".", "x", "7"]
        for periodShortcut in [true, false] {
            let s = try Simulator(profile: "ios18")
            s.addField(FieldSpec(id: "f", kind: .textView, traits: TextInputTraits(autocapitalizationType: .none)))
            try s.focus("f")
            s.setKeyboardSettings(periodShortcut: periodShortcut)
            var typed = ""
            for _ in 0..<60 {
                let piece = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                try s.type(piece)
                typed += piece
                let text = try #require(s.text(of: "f"))
                #expect(text.utf16.count == typed.utf16.count, "seed \(seed): \(typed.debugDescription) gave \(text.debugDescription)")
                if !periodShortcut {
                    let straightened = String(text.map { "\u{201C}\u{201D}".contains($0) ? "\"" : "\u{2018}\u{2019}".contains($0) ? "'" : $0 })
                    #expect(straightened == typed, "seed \(seed)")
                }
            }
        }
    }

    /// Invariant: the "." shortcut fires exactly when the space bar is tapped within the window after a
    /// space-bar tap that followed a word, and never when nothing but spaces came after a deletion
    /// (ianstormtaylor/slate#1177: not "if you've recently deleted").
    @Test("random typing: the period appears exactly on quick double spaces after a word, never after a deletion", arguments: [UInt64(1), 11, 1177])
    func periodModel(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let s = try Simulator(profile: "ios18")
        s.addField(FieldSpec(id: "f", kind: .textView))
        try s.focus("f")
        var lastSpaceAt: Int?   // the model's memory of a first space-bar tap
        var deletedSinceText = false
        var fired = 0, refusedAfterDeletion = 0
        for step in 0..<300 {
            let before = try #require(s.text(of: "f"))
            switch rng.next() % 5 {
            case 0, 1:
                let expectFire = lastSpaceAt.map { s.now - $0 <= SmartPunctuation.periodShortcutWindow } == true && !deletedSinceText
                    && SmartPunctuation.endsInWordAndTwoSpaces(before + " ")
                try s.tap(key: .space)
                var expected = before + " "
                if expectFire { expected = String(before.dropLast()) + ". "; fired += 1 }
                if deletedSinceText, lastSpaceAt == nil, SmartPunctuation.endsInWordAndTwoSpaces(before + " ") { refusedAfterDeletion += 1 }
                #expect(s.text(of: "f") == expected, "seed \(seed) step \(step): \(before.debugDescription)")
                lastSpaceAt = expectFire || deletedSinceText ? nil : s.now
            case 2:
                try s.tap(key: .delete)
                deletedSinceText = true
                lastSpaceAt = nil
            case 3:
                try s.type("w")
                deletedSinceText = false
                lastSpaceAt = nil
            default:
                s.advance(by: Int(rng.next() % 1500))
            }
        }
        #expect(fired > 0 && refusedAfterDeletion > 0, "seed \(seed): the sequence exercised neither case (\(fired), \(refusedAfterDeletion))")
    }
}
