import ArgumentParser
import Foundation
import KanaKanji

/// The `--dictionary` and `--verbose` options shared by the conversion commands.
struct DictionaryOptions: ParsableArguments {
    @Option(help: "A compiled dictionary (default: the full one built by set-up when present, else the embedded subset).",
            completion: .file(extensions: ["kkdic"]))
    var dictionary: String?

    @Flag(help: "Use the embedded dictionary even when the full one is installed (as `kbsim replay --embedded-dictionary`).")
    var embeddedDictionary = false

    @Flag(help: "Say on standard error which dictionary is used.")
    var verbose = false

    func validate() throws {
        if embeddedDictionary, dictionary != nil { throw ValidationError("--embedded-dictionary and --dictionary exclude each other") }
    }

    /// Opens the chosen dictionary, saying which when `--verbose`.
    func open() throws -> KanaKanjiDictionary {
        let opened: KanaKanjiDictionary
            if let path = dictionary {
                opened = try KanaKanjiDictionary(path: path)
            } else if embeddedDictionary {
                opened = try KanaKanjiDictionary.embedded()
            } else {
                opened = try DictionaryLocation.openDefault()
            }
            if verbose {
                let kind = dictionary != nil ? "given" : (opened.path == DictionaryLocation.fullDictionaryPath() ? "full" : "embedded")
                FileHandle.standardError.write(Data("kbsim: using \(kind) dictionary \(opened.path) (\(opened.entryCount) words)\n".utf8))
            }
            return opened
    }
}
