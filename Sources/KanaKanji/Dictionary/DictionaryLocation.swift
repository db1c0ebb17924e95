import Foundation

/// Where the full compiled dictionary lives, and which dictionary to open by default.
public enum DictionaryLocation {
    /// The environment variable that overrides the full dictionary's path.
    public static let environmentVariable = "KBSIM_DICTIONARY"

    /// Where `kbsim dictionary build` writes the full dictionary and where ``openDefault(environment:)`` looks:
    /// `$KBSIM_DICTIONARY`, else `${XDG_DATA_HOME:-$HOME/.local/share}/kbsim/kana-kanji.kkdic`.
    public static func fullDictionaryPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return dataHome + "/kbsim/kana-kanji.kkdic"
    }

    /// Opens the full dictionary when it exists at ``fullDictionaryPath(environment:)``, else the embedded one.
    /// A full dictionary that exists but is damaged is an error, not a silent fallback.
    public static func openDefault(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> KanaKanjiDictionary {
        let path = fullDictionaryPath(environment: environment)
        if FileManager.default.fileExists(atPath: path) { return try KanaKanjiDictionary(path: path) }
        return try KanaKanjiDictionary.embedded()
    }
}
