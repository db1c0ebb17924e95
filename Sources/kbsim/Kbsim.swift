import ArgumentParser
import InputSystem

@main
struct Kbsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbsim",
        abstract: "Simulate the iOS text input system: keyboards, notifications, text clients, input methods.",
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
        ]
    )
}
