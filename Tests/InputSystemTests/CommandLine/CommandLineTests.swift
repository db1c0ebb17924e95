import Foundation
@_spi(Engine) import InputSystem
import Testing

/// Issue 16, "CLI": the built `kbsim` (beside the tests' build products) as a user meets it. Closed sets of
/// option values are typed, so help lists them, completion offers them and a bad value is a usage error
/// (exit status 64, EX_USAGE, with the subcommand's usage); devices and profiles come from the bundled data;
/// the checked-in completion scripts and man page are what the current tool generates; replay progress never
/// changes the log.
@Suite struct CommandLineTests {
    nonisolated static let kbsim = LogPathTests.kbsim
    nonisolated static let root = LogPathTests.packageRoot
    nonisolated static var built: Bool { FileManager.default.isExecutableFile(atPath: kbsim) }

    /// Runs kbsim in the package's root folder, standard input /dev/null.
    func run(_ arguments: [String]) throws -> KbsimResult {
        try BuiltProducts.runKbsim(arguments, in: Self.root.path)
    }

    /// The release folder whose docs the current tool must match: docs/release/<kbsim --version> when there is
    /// one, else the newest release folder (the docs are prepared before the version bump lands).
    nonisolated static var releaseFolder: URL? {
        let releases = root.appendingPathComponent("docs/release")
        let current = releases.appendingPathComponent(InputSystemInfo.version)
        if FileManager.default.fileExists(atPath: current.path) { return current }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: releases.path)) ?? []
        let newest = names.compactMap { name -> ([Int], String)? in
            let parts = name.split(separator: ".").compactMap { Int($0) }
            return parts.count == 3 ? (parts, name) : nil
        }.max { $0.0.lexicographicallyPrecedes($1.0) }
        return newest.map { releases.appendingPathComponent($0.1) }
    }

    // MARK: Typed values

    @Test(.enabled(if: built, "kbsim is not built"), arguments: [
        (["replay", "--device", "nope", "Traces/form.jsonl"], "kbsim replay", "'nope' is invalid for '--device <device>'"),
        (["replay", "--orientation", "sideways", "Traces/form.jsonl"], "kbsim replay", "--orientation"),
        (["replay", "--profile", "ios99", "Traces/form.jsonl"], "kbsim replay", "--profile"),
        (["keyboard", "--render", "png"], "kbsim keyboard", "Please provide one of 'json' and 'svg'"),
        (["keyboard", "--type", "emoji"], "kbsim keyboard", "--type"),
        (["keyboard", "--device", "iphone-99"], "kbsim keyboard", "--device"),
        (["tokenize", "--granularity", "syllable"], "kbsim tokenize", "--granularity"),
        (["tokenize", "--granularity", "word", "--direction", "sideways"], "kbsim tokenize", "--direction"),
        (["dictionary", "build", "--source", "edict"], "kbsim dictionary build", "Please provide one of 'mozc' and 'ipadic'"),
        (["evaluate", "x.tsv", "--start", "zero"], "kbsim evaluate", "--start"),
        // Learner options name features by prefix; one that names none is refused before anything is read.
        (["evaluate", "x.tsv", "--learn", "--freeze", "nosuch"], "kbsim evaluate", "--freeze nosuch: no feature's name begins with it"),
        (["evaluate", "x.tsv", "--learn", "--unfreeze", "wordCostScale"], "kbsim evaluate",
         "--unfreeze wordCostScale: no feature measured and not adopted has a name beginning with it"),
        // The attested-word list (issue 14, the embedded default): written by evaluate, read by a subset build.
        (["evaluate", "x.tsv", "--learn", "--write-words", "w.tsv"], "kbsim evaluate", "--write-words and --learn do different jobs"),
        (["dictionary", "build", "--subset-words", "w.tsv", "--output", "x.kkdic"], "kbsim dictionary build",
         "--subset-words shapes a subset: give --subset-max-cost as well"),
        (["dictionary", "build", "--subset-max-cost", "3000", "--subset-min-pairs", "0", "--output", "x.kkdic"], "kbsim dictionary build",
         "--subset-min-pairs 0: expected 1 to 1000000"),
        // --subset-min-pairs chooses among --subset-words' words: without a list it would be silently ignored, so
        // it is refused like the other options that shape something not asked for (with or without a subset).
        (["dictionary", "build", "--subset-min-pairs", "2", "--output", "x.kkdic"], "kbsim dictionary build",
         "--subset-min-pairs chooses among a word list's words: give --subset-words as well"),
        (["dictionary", "build", "--subset-max-cost", "3000", "--subset-min-pairs", "1", "--output", "x.kkdic"], "kbsim dictionary build",
         "--subset-min-pairs chooses among a word list's words: give --subset-words as well"),
        (["check", "--client", "webView"], "kbsim check", "--client"),
        (["keyboard", "--input-mode", "fr-FR"], "kbsim keyboard", "--input-mode"),
        (["keyboard", "--return-key", "launch"], "kbsim keyboard", "--return-key"),
        // `--timeline` draws one trace, and never onto the log's own output.
        (["replay", "--timeline", "t.svg", "Traces/form.jsonl", "Traces/rotation.jsonl"], "kbsim replay",
         "--timeline draws one trace, got 2"),
        (["replay", "--timeline", "-", "Traces/form.jsonl"], "kbsim replay", "--timeline - and the log both on standard output"),
        (["replay", "--timeline", "same.jsonl", "-o", "same.jsonl", "Traces/form.jsonl"], "kbsim replay",
         "--log same.jsonl and --timeline same.jsonl are the same file: one output would overwrite the other"),
    ])
    func badValueIsUsageError(_ arguments: [String], _ command: String, _ message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.contains("Usage: \(command)"), "the subcommand's usage: \(result.error)")
        #expect(result.output.isEmpty)
    }

    /// Issue 14, the embedded default chosen by the project's own tool: `kbsim evaluate --write-words` lists
    /// the words that spell a file's expected texts, and `kbsim dictionary build --subset-words` keeps them;
    /// a malformed list is refused with FILE:LINE and what was expected, before anything is written.
    @Test(.enabled(if: built, "kbsim is not built"))
    func attestedWordListRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attested-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pairs = folder.appendingPathComponent("pairs.tsv").path, words = folder.appendingPathComponent("words.tsv").path
        try "# two pairs\nへんかんする\t変換する\nかんじをへんかん\t漢字を変換\n".write(toFile: pairs, atomically: true, encoding: .utf8)
        let written = try run(["evaluate", pairs, "--embedded-dictionary", "--write-words", words])
        #expect(written.status == 0, "\(written.error)")
        let list = try String(contentsOfFile: words, encoding: .utf8)
        #expect(list.hasPrefix("# Words that spell the expected texts of \(pairs) (2 pairs), with a subset of the mozc dictionary"), "\(list)")
        #expect(list.contains("\nへんかん\t変換\t2\n") && list.contains("\nかんじ\t漢字\t1\n"), "\(list)")
        // The fixture IPADIC's 漢字 costs 3000: above --subset-max-cost 1000, kept because the list names it.
        let ipadic = Self.root.appendingPathComponent("Tests/KanaKanjiTests/Fixtures/ipadic").path
        let subset = folder.appendingPathComponent("subset.kkdic").path
        let built = try run(["dictionary", "build", "--source", "ipadic", "--ipadic", ipadic, "--subset-max-cost", "1000",
                             "--subset-words", words, "--output", subset])
        #expect(built.status == 0, "\(built.error)")
        let converted = try run(["convert", "--dictionary", subset, "--json", "--candidates", "5", "かんじ"])
        #expect(converted.output.contains("漢字") && !converted.output.contains("幹事"), "\(converted.output)")
        let bad = folder.appendingPathComponent("bad.tsv").path
        try "# list\nかんじ\t漢字\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try run(["dictionary", "build", "--source", "ipadic", "--ipadic", ipadic, "--subset-max-cost", "1000",
                               "--subset-words", bad, "--output", folder.appendingPathComponent("never.kkdic").path])
        #expect(refused.status == 1)
        #expect(refused.error.contains("\(bad):2: malformed line \"かんじ\t漢字\"; expected reading<TAB>surface<TAB>pairs"), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("never.kkdic").path))
    }

    /// An evaluation pair may carry a third field, `after`: its sentence followed text the set drops, and
    /// learning does not price its first word as the start of the input (`Evaluation/README.md`). Any other
    /// third field is refused with FILE:LINE and what was expected.
    @Test(.enabled(if: built, "kbsim is not built"))
    func evaluationPairsMayBeMarkedAfterText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("after-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pairs = folder.appendingPathComponent("pairs.tsv").path
        try "# marked\nへんかんする\t変換する\tafter\nかんじ\t漢字\n".write(toFile: pairs, atomically: true, encoding: .utf8)
        let scored = try run(["evaluate", pairs, "--embedded-dictionary"])
        #expect(scored.status == 0, "\(scored.error)")
        #expect(scored.output.contains("sentences 2"), "\(scored.output)")
        let learned = try run(["evaluate", pairs, "--embedded-dictionary", "--learn", "--epochs", "1"])
        #expect(learned.status == 0, "\(learned.error)")
        #expect(learned.output.contains("training pairs 2"), "\(learned.output)")
        let bad = folder.appendingPathComponent("bad.tsv").path
        try "かんじ\t漢字\n# next\nへんかんする\t変換する\tlater\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try run(["evaluate", bad, "--embedded-dictionary"])
        #expect(refused.status != 0)
        #expect(refused.error.contains("\(bad):3: malformed line \"へんかんする\t変換する\tlater\"; expected \"reading<TAB>expected text\", optionally followed by <TAB>after"), "\(refused.error)")
    }

    /// Aliases (Layouts/devices.json) and UIKit's constant names are values too, as in traces.
    @Test(.enabled(if: built, "kbsim is not built"))
    func aliasesAndUIKitNamesAreAccepted() throws {
        let result = try run(["keyboard", "--device", "iphone-15", "--orientation", "UIInterfaceOrientationLandscapeLeft",
                              "--type", "UIKeyboardTypeNumberPad", "--profile", "ios17"])
        #expect(result.status == 0, "\(result.error)")
        let same = try run(["keyboard", "--device", "iphone-16", "--orientation", "landscapeLeft", "--type", "numberPad",
                            "--profile", "ios17"])
        #expect(result.output == same.output)
    }

    /// The device and profile values are the bundled data's names (help) and names plus aliases (completion),
    /// read from Layouts/, so they cannot fall out of step with the data.
    @Test(.enabled(if: built, "kbsim is not built"))
    func deviceAndProfileValuesAreTheData() throws {
        let catalog = try LayoutCatalog.bundled()
        let help = try run(["keyboard", "--help"]).output
        for device in catalog.devices {
            #expect(help.contains("        \(device.name) "), "\(device.name) listed by --help")
            for alias in device.aliases { #expect(help.contains(alias), "alias \(alias) named by --help") }
        }
        for profile in catalog.profiles { #expect(help.contains("        \(profile.name) "), "\(profile.name) listed by --help") }
        for type in UIKeyboardType.allCases { #expect(help.contains(type.name)) }
        for orientation in InterfaceOrientation.allCases { #expect(help.contains(orientation.name)) }

        let dump = try run(["--experimental-dump-help"]).output
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        let keyboard = try #require((command["subcommands"] as? [[String: Any]])?.first { $0["commandName"] as? String == "keyboard" })
        let arguments = try #require(keyboard["arguments"] as? [[String: Any]])
        func values(_ name: String) -> (all: [String], completion: [String]) {
            let argument = arguments.first { ($0["valueName"] as? String) == name }
            let completion = ((argument?["completionKind"] as? [String: Any])?["list"] as? [String: Any])?["values"] as? [String]
            return (argument?["allValues"] as? [String] ?? [], completion ?? [])
        }
        #expect(values("device").all == catalog.devices.map(\.name))
        #expect(values("device").completion == catalog.devices.flatMap { [$0.name] + $0.aliases })
        #expect(values("profile").all == catalog.profiles.map(\.name))
        #expect(values("type").all == UIKeyboardType.allCases.map(\.name))
        #expect(values("input-mode").all == KeyboardSnapshot.inputModes, "the drawings' input modes, as the library names them")
        #expect(values("return-key").all == UIReturnKeyType.allCases.map(\.traceName), "return key types as traces name them")
    }

    @Test(.enabled(if: built, "kbsim is not built"))
    func tokenizerValuesMapOntoTheLibrary() throws {
        let help = try run(["tokenize", "--help"]).output
        for granularity in UITextGranularity.allCases { #expect(help.contains("        \(granularity.description) ")) }
        for direction in ["forward", "backward", "left", "right", "up", "down"] {
            #expect(UITextDirection(name: direction) != nil)
            #expect(help.contains("        \(direction) "))
            let result = try run(["tokenize", "--granularity", "word", "--at", "0", "--direction", direction, "README.md"])
            #expect(result.status == 0, "\(direction): \(result.error)")
        }
    }

    // MARK: Completions and man page

    /// The completion scripts checked into the release notes are byte for byte what the current tool generates
    /// (regenerate with scripts/make-release-docs.sh); they offer the typed values and complete file names by
    /// the extensions each option takes.
    @Test(.enabled(if: built, "kbsim is not built"), arguments: [("bash", "kbsim.bash"), ("zsh", "_kbsim"), ("fish", "kbsim.fish")])
    func checkedInCompletionIsCurrent(_ shell: String, _ file: String) throws {
        let folder = try #require(Self.releaseFolder, "docs/release/<version> exists")
        let generated = try run(["--generate-completion-script", shell])
        #expect(generated.status == 0)
        let checkedIn = try String(contentsOf: folder.appendingPathComponent("completions/\(file)"), encoding: .utf8)
        #expect(checkedIn == generated.output, "\(folder.lastPathComponent)/completions/\(file) is stale: run scripts/make-release-docs.sh")
        for value in ["iphone-15", "ios17", "landscapeLeft", "numberPad", "svg", "sentence", "backward", "ipadic", "learned"] {
            #expect(checkedIn.contains(value), "\(shell) completion offers \(value)")
        }
        for ext in ["jsonl", "yml", "kkdic", "tsv"] { #expect(checkedIn.contains(ext), "\(shell) completion filters *.\(ext)") }
    }

    /// The checked-in man page has what the man page of a command-line tool has: every command and option
    /// of the current tool, an EXAMPLES section with every example of the discussions, and an ENVIRONMENT
    /// section for the variables the code reads (DictionaryLocation, MozcSource).
    @Test(.enabled(if: built, "kbsim is not built"))
    func checkedInManPageIsCurrent() throws {
        let folder = try #require(Self.releaseFolder)
        let page = try String(contentsOf: folder.appendingPathComponent("kbsim.1"), encoding: .utf8)
        let lines = page.split(separator: "\n").map(String.init)
        #expect(lines.contains(".Sh ENVIRONMENT"))
        #expect(lines.contains(".It Ev KBSIM_DICTIONARY"))
        #expect(lines.contains(".It Ev XDG_DATA_HOME"))
        let examples = try #require(lines.firstIndex(of: ".Sh EXAMPLES"))
        let exampleLines = Set(lines[examples...])

        let dump = try run(["--experimental-dump-help"]).output
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        func visit(_ command: [String: Any], _ path: String) {
            #expect(page.contains(path == "kbsim" ? ".Nm kbsim" : ".It Em \(command["commandName"] as? String ?? "")"), "\(path) documented")
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                if let name = (argument["preferredName"] as? [String: Any])?["name"] as? String,
                   (argument["kind"] as? String) != "positional" {
                    #expect(page.contains("-\(name)"), "\(path) --\(name) documented")
                }
            }
            var inExamples = false
            for line in (command["discussion"] as? String ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "Examples:" { inExamples = true; continue }
                if inExamples, line.hasPrefix("  ") {
                    #expect(exampleLines.contains(String(line.dropFirst(2)).replacingOccurrences(of: "\\", with: "\\e")),
                            "\(path) example in EXAMPLES: \(line)")
                } else {
                    inExamples = false
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                visit(sub, path + " " + (sub["commandName"] as? String ?? ""))
            }
        }
        visit(try #require(json["command"] as? [String: Any]), "kbsim")
    }

    // MARK: Replay progress

    /// A trace long enough that the replay reports events while it runs (every 1,000 events).
    static func longTrace() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString).jsonl").path
        var lines = [#"{"event": "field", "id": "a", "kind": "textView"}"#, #"{"event": "focus", "field": "a"}"#]
        for i in 0..<1_200 { lines.append(i % 2 == 0 ? #"{"event": "type", "text": "ab"}"# : #"{"event": "wait", "ms": 10}"#) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Progress reads the wall clock for display only: forced on, the log is byte-identical to a replay
    /// without it, one trace or several with --jobs; on a non-terminal stderr, nothing is written unless forced.
    @Test(.enabled(if: built, "kbsim is not built"))
    func progressNeverChangesTheLog() throws {
        let long = try Self.longTrace()
        defer { unlink(long) }
        let traces = [long, "Traces/form.jsonl", "Traces/rotation.jsonl"]

        let plain = try run(["replay", long, "--final-text"])
        #expect(plain.status == 0)
        #expect(plain.error.isEmpty, "stderr is a pipe, not a terminal: no progress unless forced")
        let forced = try run(["replay", long, "--final-text", "--progress"])
        #expect(forced.output == plain.output)
        let summary = try #require(forced.error.split(separator: "\n").last.map(String.init))
        #expect(summary.hasPrefix("kbsim: 1202 events  "), "\(forced.error)")
        #expect(summary.contains(" events/s  100% of "), "\(summary)")
        #expect(summary.hasSuffix("  \(long) (done)"))

        let serial = try run(["replay"] + traces)
        let parallel = try run(["replay", "-j", "3", "--progress"] + traces)
        #expect(parallel.output == serial.output)
        #expect(parallel.error.split(separator: "\n").last?.hasSuffix("  3/3 traces (done)") == true, "\(parallel.error)")

        let quiet = try run(["replay", "-q", long, "--final-text"])
        #expect(quiet.output == plain.output)
        #expect(quiet.error.isEmpty)
        let both = try run(["replay", "--quiet", "--progress", long])
        #expect(both.status == 64)
        #expect(both.error.contains("--progress and --quiet exclude each other"))
    }
}
