import Testing
@_spi(Engine) @testable import InputSystem

/// Invariants of both composers over random key sequences (issue "Tests": property test). Each case has a
/// fixed seed, printed in every failure message so it can be reproduced.
@Suite struct ComposerPropertyTests {
    nonisolated static let seeds: [UInt64] = Array(1...40)

    @Test("Romaji: display == reading + pending, caret at the end, pending can still grow, nothing lost",
          arguments: seeds)
    func romajiInvariants(seed: UInt64) throws {
        let table = try RomajiTable.bundled()
        var rng = SplitMix64(seed: seed)
        let alphabet = Array("aiueokgsztdnhbpmyrwfjvcxlq'-,.[]") + Array("AKZ09@ ")
        var composer = RomajiComposer(table: table)
        var typedOutsideTable: [Character] = []
        let outputs = Set(table.allEntries.flatMap { Array($0.entry.output) })
        // Odd seeds mix in backspaces; even seeds only type, so the "nothing lost" check applies to them.
        let deletes = seed % 2 == 1
        for step in 0..<60 {
            if deletes && Int.random(in: 0..<10, using: &rng) == 0 {
                let wasEmpty = composer.isEmpty
                let result = composer.deleteBackward()
                #expect(result == (wasEmpty ? .ignored(.nothingToDelete) : .changed), "seed \(seed) step \(step)")
            } else {
                let character = alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
                composer.type(character)
                if !table.usesCharacter(character) { typedOutsideTable.append(character) }
            }
            #expect(composer.display == composer.reading + composer.pending, "seed \(seed) step \(step)")
            #expect(composer.caret == composer.display.utf16.count, "seed \(seed) step \(step)")
            #expect(composer.pending.isEmpty || table.isPrefix(composer.pending),
                    "seed \(seed) step \(step): pending \(composer.pending) can never complete")
        }
        let display = composer.display
        let committed = composer.commit()
        #expect(display.isEmpty == committed.isEmpty, "seed \(seed): commit lost the composition")
        if !deletes {
            // Characters the table never uses reach the reading unchanged and in order.
            #expect(committed.filter { !table.usesCharacter($0) && !outputs.contains($0) } == String(typedOutsideTable),
                    "seed \(seed): \(committed)")
        }
    }

    @Test("Romaji: typing letters no entry can start keeps every one of them", arguments: seeds)
    func romajiUnknownLettersKept(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        // q, v, x, l, c start entries but two different ones complete none, so each letter stays as typed;
        // the same lowercase letter twice is the table's sokuon entry (`qq` → っ, `q` pending, as `kk`),
        // so a doubled letter's first becomes っ and every other character is kept as typed.
        let letters = Array("qvxlcQV1")
        let typed = Array((0..<20).map { _ in letters[Int.random(in: 0..<letters.count, using: &rng)] })
        var composer = try romaji(String(typed))
        let committed = composer.commit()
        let expected = String(typed.indices.map { i -> Character in
            let next = typed.index(after: i)
            return next < typed.endIndex && typed[next] == typed[i] && typed[i].isLowercase ? "っ" : typed[i]
        })
        #expect(committed == expected, "seed \(seed): typed \(String(typed))")
    }

    @Test("Romaji: a doubled q, v, x, l or c is the table's sokuon entry, its first letter っ", arguments: [
        ("qq", "っq"), ("vvv", "っっv"), ("xxQ", "っxQ"), ("lcc", "lっc"), ("qVV", "qVV"), ("11", "11"),
    ])
    func romajiDoubledUnknownLetters(typed: String, committed: String) throws {
        var composer = try romaji(typed)
        #expect(composer.commit() == committed)
    }

    @Test("12-key: display is the reading, caret at the end, no-ops change nothing, one character per key",
          arguments: seeds)
    func kanaInvariants(seed: UInt64) throws {
        let table = try KanaTable.bundled()
        var produced = Set(table.keys.flatMap { $0.cycle + Array($0.flicks.values) })
        for character in produced { if let modified = table.modified(character) { produced.insert(modified) } }
        for character in produced { if let modified = table.modified(character) { produced.insert(modified) } }
        var rng = SplitMix64(seed: seed)
        let ids = table.keys.map(\.id) + ["?"]
        var composer = KanaComposer(table: table, flickOnly: seed % 5 == 0)
        var time = 0
        for step in 0..<80 {
            time += [0, 50, 300, 999, 1000, 1001, 4000][Int.random(in: 0..<7, using: &rng)]
            let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
            let direction = FlickDirection.allCases[Int.random(in: 0..<5, using: &rng)]
            let input: KanaKeyInput = [
                .tap(id), .tap(id), .flick(id, direction), .modifier, .undo, .endCycle, .backspace,
            ][Int.random(in: 0..<7, using: &rng)]
            let before = composer.characters
            let result = composer.handle(input, atMs: time)
            let after = composer.characters
            if case .ignored = result { #expect(after == before, "seed \(seed) step \(step) \(input)") }
            if result == .cycleEnded { #expect(after == before, "seed \(seed) step \(step)") }
            #expect(abs(after.count - before.count) <= 1, "seed \(seed) step \(step) \(input)")
            #expect(composer.display == after.joined(), "seed \(seed) step \(step)")
            #expect(composer.caret == composer.display.utf16.count, "seed \(seed) step \(step)")
            #expect(after.allSatisfy { produced.contains($0) }, "seed \(seed) step \(step): \(after)")
        }
    }
}
