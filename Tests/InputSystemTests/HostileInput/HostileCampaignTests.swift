import Foundation
import Testing

/// Issue 27, "Hostile input": what a 20,389-run campaign against the built `kbsim` found, each reproduced
/// here. Numbers that trapped are range-checked where they are read; an output path that is one of the
/// command's inputs (or another output), however spelt, is a usage error (exit status 64) naming both,
/// before anything is written; options that would be silently ignored, and paths that are not what a
/// command reads, are refused with a message that says why.
@Suite(.serialized) struct HostileCampaignTests {
    nonisolated static let kbsim = LogPathTests.kbsim
    nonisolated static let root = LogPathTests.packageRoot
    nonisolated static var built: Bool { FileManager.default.isExecutableFile(atPath: kbsim) }
    nonisolated static let trace = root.appendingPathComponent("Traces/rotation.jsonl").path

    /// Runs kbsim in `directory`, standard input `input` (a path) or /dev/null.
    func run(_ arguments: [String], in directory: String, input: String? = nil) throws -> KbsimResult {
        try BuiltProducts.runKbsim(arguments, in: directory, input: input)
    }

    /// A fresh folder holding a copy of Traces/rotation.jsonl as T.jsonl.
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile27-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.trace, toPath: path + "/T.jsonl")
        return path
    }

    func contents(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

    // MARK: Crashes

    /// `abs(Int.min)` trapped: `--set NAME=-9223372036854775808` (evaluate and learning) and a weight table
    /// holding that value are refused like any weight beyond ±1,000,000.
    @Test(.enabled(if: built, "kbsim is not built"))
    func intMinWeightIsRefusedNotATrap() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "よみ\t読み\n".write(toFile: dir + "/e.tsv", atomically: true, encoding: .utf8)
        for extra in [[String](), ["--learn", "--epochs", "1"]] {
            let set = try run(["evaluate", "e.tsv", "--embedded-dictionary", "--set", "wordCostScale=-9223372036854775808"] + extra, in: dir)
            #expect(set.status == 64, "\(extra): \(set.error)")
            #expect(set.error.contains("--set wordCostScale=-9223372036854775808: expected NAME=INTEGER within ±1000000"), "\(set.error)")
        }
        try "# weights\nwordCostScale\t-9223372036854775808\n".write(toFile: dir + "/w.tsv", atomically: true, encoding: .utf8)
        let table = try run(["evaluate", "e.tsv", "--embedded-dictionary", "--weights", "w.tsv"], in: dir)
        #expect(table.status == 1, "\(table.error)")
        #expect(table.error.contains("w.tsv:2: malformed line \"wordCostScale\t-9223372036854775808\"; expected \"FEATURE<TAB>WEIGHT\" with a known feature and an integer within ±1000000"),
                "\(table.error)")
    }

    // MARK: Damage and lost data

    /// The trace given as the log, however spelt (the same name, `./`, an absolute path, a symbolic link
    /// to it, standard input redirected from it, standard output appending to it): refused before the log
    /// is opened, the trace left as it was.
    @Test(.enabled(if: built, "kbsim is not built"))
    func logOverTheTraceIsRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let original = contents(dir + "/T.jsonl")
        #expect(symlink("T.jsonl", dir + "/link.jsonl") == 0)
        let cases: [([String], String)] = [
            (["replay", "T.jsonl", "--log", "T.jsonl"], "the trace T.jsonl and --log T.jsonl are the same file"),
            (["replay", "T.jsonl", "--log", "./T.jsonl"], "the trace T.jsonl and --log ./T.jsonl are the same file"),
            (["replay", "T.jsonl", "-o", dir + "/T.jsonl"], "the trace T.jsonl and --log \(dir)/T.jsonl are the same file"),
            (["replay", "link.jsonl", "--log", "T.jsonl"], "the trace link.jsonl and --log T.jsonl are the same file"),
            (["replay", "T.jsonl", "--log", "link.jsonl"], "the trace T.jsonl and --log link.jsonl are the same file"),
            (["replay", "Other.jsonl", "T.jsonl", "--log", "./T.jsonl"], "the trace T.jsonl and --log ./T.jsonl are the same file"),
        ]
        try FileManager.default.copyItem(atPath: Self.trace, toPath: dir + "/Other.jsonl")
        for (arguments, message) in cases {
            let result = try run(arguments, in: dir)
            #expect(result.status == 64, "\(arguments): \(result.error)")
            #expect(result.error.contains(message + ": writing --log would destroy the trace before it is read"), "\(result.error)")
            #expect(contents(dir + "/T.jsonl") == original, "\(arguments) changed the trace")
        }
        let stdin = try run(["replay", "-", "--log", "T.jsonl"], in: dir, input: dir + "/T.jsonl")
        #expect(stdin.status == 64, "\(stdin.error)")
        #expect(stdin.error.contains("the trace (standard input) and --log T.jsonl are the same file"), "\(stdin.error)")
        #expect(contents(dir + "/T.jsonl") == original)
    }

    /// `--timeline` onto the log by another spelling, `--history` as the log or the picture, an output
    /// over the evaluation file, the weights, or a dictionary source: each refused naming both options,
    /// nothing written.
    @Test(.enabled(if: built, "kbsim is not built"))
    func outputsOverOtherPathsAreRefused() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let history = #"{"version": 1, "entries": [{"reading": "きしゃ", "candidates": ["記者"]}]}"# + "\n"
        try history.write(toFile: dir + "/h.json", atomically: true, encoding: .utf8)
        try "log".write(toFile: dir + "/out.jsonl", atomically: true, encoding: .utf8)
        try "よみ\t読み\n".write(toFile: dir + "/e.tsv", atomically: true, encoding: .utf8)
        try "wordCostScale\t1000\n".write(toFile: dir + "/w.tsv", atomically: true, encoding: .utf8)
        try "かんじ\t漢字\t1\n".write(toFile: dir + "/words.tsv", atomically: true, encoding: .utf8)
        let ipadic = Self.root.appendingPathComponent("Tests/KanaKanjiTests/Fixtures/ipadic").path
        try FileManager.default.copyItem(atPath: ipadic, toPath: dir + "/ipadic")
        let cases: [([String], String)] = [
            (["replay", "T.jsonl", "--log", "out.jsonl", "--timeline", "./out.jsonl"],
             "--log out.jsonl and --timeline ./out.jsonl are the same file: one output would overwrite the other"),
            (["replay", "T.jsonl", "--log", dir + "/out.jsonl", "--timeline", "out.jsonl"],
             "--log \(dir)/out.jsonl and --timeline out.jsonl are the same file"),
            (["replay", "T.jsonl", "--log", "h.json", "--history", "h.json", "--embedded-dictionary"],
             "--history h.json and --log h.json are the same file: writing --log would destroy --history before it is read"),
            (["replay", "T.jsonl", "--log", "out.jsonl", "--timeline", "./h.json", "--history", "h.json"],
             "--history h.json and --timeline ./h.json are the same file: writing --timeline would destroy --history"),
            (["replay", "T.jsonl", "--log", "out.jsonl", "--history", "./T.jsonl"],
             "the trace T.jsonl and --history ./T.jsonl are the same file: writing --history would destroy the trace"),
            (["evaluate", "e.tsv", "--embedded-dictionary", "--write-words", "./e.tsv"],
             "the evaluation file e.tsv and --write-words ./e.tsv are the same file"),
            (["evaluate", "e.tsv", "--embedded-dictionary", "--learn", "--weights", "w.tsv", "--write-weights", dir + "/w.tsv"],
             "--weights w.tsv and --write-weights \(dir)/w.tsv are the same file"),
            (["dictionary", "build", "--source", "ipadic", "--ipadic", "ipadic", "--output", "./ipadic/matrix.def"],
             "the IPADIC source \(dir)/ipadic/matrix.def and --output ./ipadic/matrix.def are the same file"),
            (["dictionary", "build", "--source", "ipadic", "--ipadic", "ipadic", "--subset-max-cost", "1000",
              "--subset-words", "words.tsv", "--output", "./words.tsv"],
             "--subset-words words.tsv and --output ./words.tsv are the same file"),
        ]
        let before = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().map { ($0, contents(dir + "/" + $0)) }
        for (arguments, message) in cases {
            let result = try run(arguments, in: dir)
            #expect(result.status == 64, "\(arguments): \(result.error)")
            #expect(result.error.contains(message), "\(result.error)")
            let after = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().map { ($0, contents(dir + "/" + $0)) }
            #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1), "\(arguments) wrote something")
        }
        // A history both read and written is one use, not a clash; /dev/null is no file to protect.
        let fine = try run(["replay", "T.jsonl", "--log", "/dev/null", "--timeline", "/dev/null", "--history", "h.json", "--embedded-dictionary"], in: dir)
        #expect(fine.status == 0, "\(fine.error)")
    }

    // MARK: The small ones

    /// A directory given as a trace was replayed as an empty one (exit 0, a header-only log); a missing
    /// trace gave no reason and a `:0:` line; `--device`/`--profile` that do not go together were
    /// reported against the trace's line 0 rather than as the usage error they are.
    @Test(.enabled(if: built, "kbsim is not built"))
    func tracePathsAndSceneOptions() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: false)
        let folder = try run(["replay", "folder"], in: dir)
        #expect(folder.status == 1)
        #expect(folder.error == "folder: is a directory; expected a trace file\n", "\(folder.error)")
        #expect(folder.output.isEmpty, "\(folder.output)")
        let missing = try run(["replay", "nope.jsonl"], in: dir)
        #expect(missing.status == 1)
        #expect(missing.error == "nope.jsonl: cannot open the trace file: No such file or directory\n", "\(missing.error)")
        // The same for libinput record files (the message was Foundation's "The file doesn’t exist", or
        // "NSCocoaErrorDomain error 256" for a directory).
        try FileManager.default.createDirectory(atPath: dir + "/folder.yml", withIntermediateDirectories: false)
        let missingRecording = try run(["replay", "nope.yml"], in: dir)
        #expect(missingRecording.status == 1)
        #expect(missingRecording.error.contains("nope.yml: cannot read: No such file or directory"), "\(missingRecording.error)")
        let folderRecording = try run(["replay", "folder.yml"], in: dir)
        #expect(folderRecording.status == 1)
        #expect(folderRecording.error.contains("folder.yml: cannot read: is a directory; expected a libinput record file"), "\(folderRecording.error)")
        let scene = try run(["replay", "--device", "iphone-notched", "--profile", "ios5", "T.jsonl"], in: dir)
        #expect(scene.status == 64, "\(scene.error)")
        #expect(scene.error.contains("--device iphone-notched and --profile ios5 do not go together: device 'iphone-notched' does not exist in profile 'ios5'"),
                "\(scene.error)")
    }

    /// Options that were silently ignored or refused with a confusing message.
    @Test(.enabled(if: built, "kbsim is not built"), arguments: [
        // `--jobs -1` said "Missing value for '--jobs'".
        (["replay", "--jobs", "-1", "T.jsonl"], "--jobs must be from 1 to 256, got -1"),
        // `--hold-out 0/1` satisfies "0 <= R < M" but holds out every pair: the message states the rule.
        (["evaluate", "e.tsv", "--learn", "--hold-out", "0/1"], "--hold-out 0/1: expected R/M with 2 <= M <= 1000000 and 0 <= R < M"),
        (["evaluate", "e.tsv", "--learn", "--hold-out", "1/x/5"], "--hold-out 1/x/5: expected R/M"),
        // Input echoed on one line.
        (["evaluate", "e.tsv", "--set", "a\nb=1"], "--set a\\nb=1: expected NAME=INTEGER"),
        // An IPADIC directory without --source ipadic was ignored (Mozc's dictionary was built instead).
        (["dictionary", "build", "--ipadic", "/usr/share/mecab/dic/ipadic", "--output", "x.kkdic"],
         "--ipadic names IPADIC's source directory: give --source ipadic as well"),
        (["dictionary", "build", "--source", "ipadic", "--mozc", "dic", "--output", "x.kkdic"],
         "--mozc belongs to Mozc's dictionary, not --source ipadic: leave it out"),
        (["convert", String(repeating: "あ", count: 1001)], "reading 1 has 1001 characters; expected at most 1000"),
    ])
    func optionsRefusedWithTheirRule(_ arguments: [String], _ message: String) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "よみ\t読み\n".write(toFile: dir + "/e.tsv", atomically: true, encoding: .utf8)
        let result = try run(arguments, in: dir)
        #expect(result.status == 64, "\(arguments): \(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.kkdic"))
    }

    /// `dictionary build --output` made a missing folder, where every other output refuses one.
    @Test(.enabled(if: built, "kbsim is not built"))
    func dictionaryOutputNeedsItsFolder() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let ipadic = Self.root.appendingPathComponent("Tests/KanaKanjiTests/Fixtures/ipadic").path
        let result = try run(["dictionary", "build", "--source", "ipadic", "--ipadic", ipadic, "--output", "missing/x.kkdic"], in: dir)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.error.contains("missing/x.kkdic: cannot write dictionary: could not create a file beside it: No such file or directory"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/missing"))
    }

    /// `convert` took about 2 KB per character of one line with no limit (a 3 MB line took 9 GB): a line of
    /// standard input longer than 1000 characters is refused with <stdin>:LINE after the lines before it
    /// were converted, without holding more than 4000 bytes of it.
    @Test(.enabled(if: built, "kbsim is not built"))
    func convertLineLimit() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ("きょう\n" + String(repeating: "あ", count: 300_000) + "\nあした\n").write(toFile: dir + "/in.txt", atomically: true, encoding: .utf8)
        let result = try run(["convert", "--embedded-dictionary"], in: dir, input: dir + "/in.txt")
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output == "今日\n", "\(result.output)")
        #expect(result.error.contains("<stdin>:2: a reading of more than 1000 characters (Unicode scalars); expected at most that many a line"), "\(result.error)")
        try (String(repeating: "あ", count: 1000) + "\r\n").write(toFile: dir + "/in.txt", atomically: true, encoding: .utf8)
        let limit = try run(["convert", "--embedded-dictionary"], in: dir, input: dir + "/in.txt")
        #expect(limit.status == 0, "\(limit.error)")
    }

    /// `--timeline` kept the whole log before counting its records (1.78 GB for a long replay); it refused
    /// traces past 2^31 − 1 ms of simulated time, naming the log's line under the trace's name; and its SVG
    /// grew with simulated time (a 100-byte trace gave 596 MB).
    @Test(.enabled(if: built, "kbsim is not built"))
    func timelineBounds() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var taps = [#"{"event": "field", "id": "a"}"#, #"{"event": "focus", "field": "a"}"#]
        taps += Array(repeating: #"{"event": "tap", "key": "a"}"#, count: 4500)
        try taps.joined(separator: "\n").write(toFile: dir + "/taps.jsonl", atomically: true, encoding: .utf8)
        let many = try run(["replay", "taps.jsonl", "-o", "taps.log", "--timeline", "taps.svg"], in: dir)
        #expect(many.status == 1)
        #expect(many.error.contains("cannot draw the timeline: the log has more than 20000 records, too many to draw legibly"), "\(many.error)")
        // The log itself is whole.
        #expect(String(decoding: contents(dir + "/taps.log"), as: UTF8.self).split(separator: "\n").count > 20_000)
        #expect(!FileManager.default.fileExists(atPath: dir + "/taps.svg"))
        for ms in ["3000000000", "9007199254000000"] {
            let trace = [#"{"event": "field", "id": "a"}"#, #"{"event": "focus", "field": "a"}"#,
                         #"{"event": "wait", "ms": \#(ms)}"#, #"{"event": "tap", "key": "a"}"#].joined(separator: "\n")
            try trace.write(toFile: dir + "/long.jsonl", atomically: true, encoding: .utf8)
            let long = try run(["replay", "long.jsonl", "-o", "long.log", "--timeline", "long.svg"], in: dir)
            #expect(long.status == 0, "\(ms): \(long.error)")
            let svg = contents(dir + "/long.svg")
            #expect(svg.count > 1000 && svg.count < 1_000_000, "\(ms): \(svg.count) bytes")
        }
    }

    /// A malformed history file's error said what JSON was expected in Swift's type names
    /// (`Dictionary<String, Any>`).
    @Test(.enabled(if: built, "kbsim is not built"))
    func historyErrorsSayJSON() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (text, expected) in [(#"{"version": 1, "entries": {}}"#, "expected an array at entries"),
                                 (#"{"version": 1, "entries": [3]}"#, "expected an object at entries[0]"),
                                 (#"{"version": "1", "entries": []}"#, "expected an integer at version")] {
            try text.write(toFile: dir + "/h.json", atomically: true, encoding: .utf8)
            let result = try run(["replay", "T.jsonl", "--history", "h.json", "--embedded-dictionary"], in: dir)
            #expect(result.status == 1)
            #expect(result.error.contains(expected), "\(result.error)")
            #expect(!result.error.contains("<") && !result.error.contains("Swift."), "\(result.error)")
        }
    }
}
