import Foundation
import Testing
@_spi(Engine) @testable import InputSystem

/// Directions, bad input and edits.
@Suite struct StringTokenizerInputTests {
    /// Issue clause "layout left/right mapped through the client's writing direction": in right-to-left
    /// text, left is forward in storage.
    @Test(arguments: [(NSWritingDirection.leftToRight, UITextLayoutDirection.right, 5 as Int?),
                      (.leftToRight, .left, nil), (.rightToLeft, .left, 5), (.rightToLeft, .right, nil),
                      (.natural, .right, 5)])
    func leftAndRightFollowTheWritingDirection(_ w: NSWritingDirection, _ d: UITextLayoutDirection, _ expected: Int?) {
        let client = FixtureTextClient("hello world")
        client.direction = w
        #expect(client.tokenizer.boundary(client, 0, .word, .layout(d)) == expected)
    }

    /// Up and down: WebKit's UIKit glue (`toWKSelectionDirection`-style mapping) treats up as backward and
    /// down as forward for every granularity (check: UIKit's own tokenizer is not documented here).
    @Test func upIsBackwardDownIsForward() {
        let client = FixtureTextClient("one two")
        #expect(client.tokenizer.boundary(client, 4, .word, .layout(.down)) == 7)
        #expect(client.tokenizer.boundary(client, 4, .word, .layout(.up)) == 3)
    }

    nonisolated static let badPositions: [(String, Int)] = [("before the start", -1), ("after the end", 7),
                                                ("inside a surrogate pair", 2)]

    /// Issue "Bad input": positions outside the text and a position between the halves of a surrogate
    /// pair answer nil/false for every granularity and direction, never trap.
    @Test(arguments: UITextGranularity.allCases)
    func badPositionsAnswerNilOrFalse(_ g: UITextGranularity) {
        let client = FixtureTextClient("a👍b c")   // 6 UTF-16 units; 1..<3 is the pair
        let t = client.tokenizer
        let directions: [UITextDirection] = [.forward, .backward, .layout(.left), .layout(.right), .layout(.up),
                                           .layout(.down)]
        for (name, p) in Self.badPositions {
            let positions: [UITextPosition] = [TaggedPosition(p), UITextPosition()]
            for position in positions {
                for d in directions {
                    #expect(t.rangeEnclosingPosition(position, with: g, inDirection: d) == nil, "\(name)")
                    #expect(!t.isPosition(position, atBoundary: g, inDirection: d), "\(name)")
                    #expect(t.position(from: position, toBoundary: g, inDirection: d) == nil, "\(name)")
                    #expect(!t.isPosition(position, withinTextUnit: g, inDirection: d), "\(name)")
                }
            }
        }
    }

    /// The reference view answers 0 for positions it does not know; the tokenizer still refuses them.
    @Test func referenceViewRejectsForeignAndOutOfRangePositions() {
        let view = UITextView(text: "hello")
        let t = view.tokenizer
        #expect(t.rangeEnclosingPosition(IndexedPosition(-3), with: .word, inDirection: .forward) == nil)
        #expect(t.rangeEnclosingPosition(IndexedPosition(9), with: .word, inDirection: .forward) == nil)
        #expect(t.position(from: UITextPosition(), toBoundary: .word, inDirection: .forward) == nil)
        #expect(t.rangeEnclosingPosition(IndexedPosition(0), with: .word, inDirection: .forward) != nil)
    }

    /// Issue clause "a cached break iterator is reset when the client's text changes": for a client that
    /// reports a content version and for one that does not.
    @Test(arguments: [false, true])
    func answersFollowEdits(_ versioned: Bool) {
        let client = versioned ? VersionedFixtureClient("hello world") : FixtureTextClient("hello world")
        let t = client.tokenizer
        #expect(t.enclosing(client, 0, .word) == 0..<5)
        client.replace(PositionRange(start: client.at(1), end: client.at(5), isEmpty: false), withText: "i")
        #expect(client.string == "hi world")
        #expect(t.enclosing(client, 0, .word) == 0..<2)
        #expect(t.boundary(client, 2, .word) == 3)
        client.string = ""
        #expect(t.enclosing(client, 0, .word) == nil)
    }

    /// Issue clause "a cached break iterator is reset when the client's text changes" — and only then: a
    /// versioned client's text is read once for any number of questions, and again after an edit; an
    /// unversioned client's text is re-read (and compared) for every question.
    @Test func textIsReadAgainOnlyAfterAnEditForAVersionedClient() {
        let versioned = VersionedFixtureClient("one two three")
        let plain = FixtureTextClient("one two three")
        for client in [versioned, plain] {
            for p in 0...13 {
                _ = client.tokenizer.rangeEnclosingPosition(client.at(p), with: .word, inDirection: .forward)
            }
        }
        #expect(versioned.reads == 1)
        #expect(plain.reads == 14)
        versioned.insertText(" four")
        #expect(versioned.tokenizer.enclosing(versioned, 15, .word) == 14..<18)
        #expect(versioned.reads == 2)
    }

    /// The text objects' editors adopt `TextContentVersioning`; edits through `text =` reach the tokenizer.
    @Test func referenceViewEditsReachTheTokenizer() {
        let view = UITextView(text: "hello world")
        let t = view.tokenizer
        #expect(view.editor is any TextContentVersioning)
        let before = t.rangeEnclosingPosition(IndexedPosition(0), with: .word, inDirection: .forward)
        #expect(before.flatMap { view.editor.nsRange($0) } == NSRange(location: 0, length: 5))
        view.text = "hi world"
        let after = t.rangeEnclosingPosition(IndexedPosition(0), with: .word, inDirection: .forward)
        #expect(after.flatMap { view.editor.nsRange($0) } == NSRange(location: 0, length: 2))
    }

    /// The tokenizer holds its client weakly (TWPG: the client creates and owns it); once the client is
    /// gone every question answers nil/false.
    @Test func answersNothingOnceTheClientIsGone() {
        var client: FixtureTextClient? = FixtureTextClient("hello")
        let t = StringTokenizer(textInput: client!)
        let p = client!.at(0)
        #expect(t.rangeEnclosingPosition(p, with: .word, inDirection: .forward) != nil)
        client = nil
        #expect(t.rangeEnclosingPosition(p, with: .word, inDirection: .forward) == nil)
        #expect(!t.isPosition(p, withinTextUnit: .document, inDirection: .forward))
    }

    /// The same for the reference views, which their tokenizers hold unretained: the view's registry tells
    /// the tokenizer when the view goes away (TWPG: the client creates and owns its tokenizer).
    @Test func answersNothingOnceTheReferenceViewIsGone() {
        var view: UITextView? = UITextView(text: "hello world")
        let t = StringTokenizer(textInput: view!)
        #expect(t.position(from: IndexedPosition(0), toBoundary: .word, inDirection: .forward) != nil)
        #expect(t.textInput != nil)
        view = nil
        #expect(t.textInput == nil)
        #expect(t.position(from: IndexedPosition(0), toBoundary: .word, inDirection: .forward) == nil)
        #expect(!t.isPosition(IndexedPosition(0), atBoundary: .document, inDirection: .backward))
    }

    /// A tokenizer that goes before its view leaves the view's registry; the view then goes away cleanly,
    /// and its own tokenizer still answers until then.
    @Test func aTokenizerCanGoBeforeItsView() {
        var view: UITextField? = UITextField(text: "one two")
        do {
            let extra = StringTokenizer(textInput: view!)
            #expect(extra.position(from: IndexedPosition(0), toBoundary: .word, inDirection: .forward) != nil)
        }
        let own = view!.tokenizer
        #expect(own.position(from: IndexedPosition(0), toBoundary: .word, inDirection: .forward)
            .flatMap { view!.editor.index($0) } == 3)
        view = nil
        #expect(own.position(from: IndexedPosition(0), toBoundary: .word, inDirection: .forward) == nil)
    }

    /// Issue clause "Tokenizer state must follow edits" and the read-ahead of a forward walk: a tokenizer
    /// that answers a long random sequence of questions (walks forward, jumps, backward questions, edits
    /// between them) answers each exactly as a fresh tokenizer over the same text would.
    @Test func aWarmTokenizerAnswersAsAFreshOne() {
        var rng = SplitMix64(seed: 0x7A11)
        let words = ["alpha", "beta", "γάμμα", "日本語の", "テキスト", "😀", "e\u{301}", "42", "x.y", "don't"]
        func sentence() -> String {
            (0..<Int.random(in: 3...9, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "" }
                .joined(separator: " ") + ". "
        }
        let view = UITextView(text: (0..<30).map { _ in sentence() }.joined())
        let warm = view.tokenizer
        var walk = 0
        for step in 0..<600 {
            let n = view.editor.length
            if step % 97 == 96 {
                view.editor.userReplace(NSRange(location: Int.random(in: 0...n, using: &rng), length: 0), with: sentence())
                continue
            }
            let granularity: UITextGranularity = [.word, .character, .sentence, .paragraph][(step / 40) % 4]
            let forward = Int.random(in: 0..<4, using: &rng) != 0
            let jump = Int.random(in: 0..<5, using: &rng) == 0
            let offset = jump ? Int.random(in: 0...n, using: &rng) : min(walk, n)
            let direction: UITextDirection = .storage(forward ? .forward : .backward)
            let fresh = StringTokenizer(textInput: view)
            let a = warm.position(from: IndexedPosition(offset), toBoundary: granularity, inDirection: direction)
            let b = fresh.position(from: IndexedPosition(offset), toBoundary: granularity, inDirection: direction)
            #expect(a.flatMap { view.editor.index($0) } == b.flatMap { view.editor.index($0) }, "step \(step) at \(offset)")
            let ra = warm.rangeEnclosingPosition(IndexedPosition(offset), with: granularity, inDirection: direction)
            let rb = fresh.rangeEnclosingPosition(IndexedPosition(offset), with: granularity, inDirection: direction)
            #expect(ra.flatMap { view.editor.nsRange($0) } == rb.flatMap { view.editor.nsRange($0) }, "step \(step) at \(offset)")
            walk = a.flatMap { view.editor.index($0) } ?? 0
        }
    }

    /// A reference view's edits reach the tokenizer as patches of its copy (the storage's journal): after
    /// random insertions, deletions and replacements anywhere (surrogate pairs, CJK and combining marks
    /// included), a few or many between questions, every answer matches a fresh tokenizer's, across the
    /// gap of the patched copy too.
    @Test func patchedCopyAnswersAsAFreshOne() {
        var rng = SplitMix64(seed: 0xED17)
        let pieces = ["a", "word ", ". ", "日本語", "😀", "e\u{301}", "\n", "x y z. ", "テスト。", ""]
        let view = UITextView(text: "Start. Of the text 日本語のテキスト。 😀 end.\nNext paragraph here.")
        let warm = view.tokenizer
        for round in 0..<300 {
            // Usually one edit between questions; sometimes more than the journal holds.
            let edits = round % 50 == 49 ? TextEditJournal.capacity + 3 : Int.random(in: 1...3, using: &rng)
            for _ in 0..<edits {
                let n = view.editor.length
                let a = Int.random(in: 0...n, using: &rng), b = Int.random(in: a...min(n, a + 6), using: &rng)
                view.editor.userReplace(NSRange(location: a, length: b - a), with: pieces.randomElement(using: &rng) ?? "")
            }
            let fresh = StringTokenizer(textInput: view)
            for _ in 0..<4 {
                let offset = Int.random(in: 0...view.editor.length, using: &rng)
                let g: UITextGranularity = [.character, .word, .sentence, .paragraph].randomElement(using: &rng) ?? .word
                let d: UITextDirection = .storage(Bool.random(using: &rng) ? .forward : .backward)
                let p = IndexedPosition(offset)
                #expect(warm.position(from: p, toBoundary: g, inDirection: d).flatMap { view.editor.index($0) }
                    == fresh.position(from: p, toBoundary: g, inDirection: d).flatMap { view.editor.index($0) },
                    "round \(round) at \(offset)")
                #expect(warm.rangeEnclosingPosition(p, with: g, inDirection: d).flatMap { view.editor.nsRange($0) }
                    == fresh.rangeEnclosingPosition(p, with: g, inDirection: d).flatMap { view.editor.nsRange($0) },
                    "round \(round) at \(offset)")
                #expect(warm.isPosition(p, atBoundary: g, inDirection: d) == fresh.isPosition(p, atBoundary: g, inDirection: d))
            }
        }
    }

    /// The storage remembers its last edits by version, and says when it no longer holds them all.
    @Test func storageJournal() {
        var s = TextStorage("hello")
        let v0 = s.version
        s.replace(NSRange(location: 5, length: 0), with: " world")
        s.replace(NSRange(location: 0, length: 1), with: "J")
        #expect(s.edits(since: v0) == [TextEdit(location: 5, removed: 0, inserted: 6),
                                       TextEdit(location: 0, removed: 1, inserted: 1)])
        #expect(s.edits(since: s.version) == [])
        for _ in 0..<TextEditJournal.capacity { s.replace(NSRange(location: 0, length: 0), with: "x") }
        #expect(s.edits(since: v0) == nil)
        #expect(s.edits(since: s.version + 1) == nil)
    }

    /// Positions the tokenizer returns are the client's own class, made by the client.
    @Test func returnedPositionsAreTheClients() {
        let client = FixtureTextClient("hello world")
        let p = client.tokenizer.position(from: client.at(0), toBoundary: .word, inDirection: .forward)
        #expect((p as? TaggedPosition)?.tag == "fixture")
    }
}
