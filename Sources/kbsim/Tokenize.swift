import ArgumentParser
import Foundation
@_spi(Engine) import InputSystem

struct TokenizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokenize",
        abstract: "Print the text units of a granularity as JSON Lines, or the tokenizer's four answers at an offset.",
        discussion: """
            Without --at, prints one line per unit: {"length":…,"offset":…,"text":…} (UTF-16 offsets). \
            With --at, prints one line with rangeEnclosingPosition, isAtBoundary, positionToBoundary and \
            isWithinTextUnit at that offset in --direction.

            Examples:
              printf 'Hello world. Bye.' | kbsim tokenize --granularity word
              kbsim tokenize --granularity sentence README.md
              echo 'Hello world' | kbsim tokenize --granularity word --at 3 --direction backward
            """
    )

    @Option(help: "The text unit.")
    var granularity: GranularityName

    @Option(help: "The direction the answers at --at look in.")
    var direction: DirectionName = .forward

    @Option(help: "A UTF-16 offset: answer the four tokenizer questions there.")
    var at: Int?

    @Option(help: "Width in points of the text view whose lines the line granularity follows.")
    var width: Double = 320

    @Argument(help: "A UTF-8 text file; - or nothing for standard input.", completion: .file())
    var file: String?

    func validate() throws {
        guard width > 0, width <= 1_000_000 else {
            throw ValidationError("--width \(width): expected a positive number of points up to 1000000")
        }
    }

    func run() throws {
        let g = granularity.granularity
        guard let d = direction.direction else { throw CLIError("--direction \(direction.rawValue): the library has no such direction") }
        let name = file ?? "-"
        let data = name == "-" ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: name)
        guard let data else { throw ValidationError("\(name): cannot read the file") }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("\(name): not valid UTF-8 text")
        }
        let width = width, at = at
        // A command runs on the main thread: the text objects are the main actor's, as UIKit's are.
        try MainActor.assumeIsolated {
            let view = TokenizerReport.view(text, width: width)
            if let at {
                guard let answers = TokenizerReport.answers(view, at: at, g, d) else {
                    throw ValidationError("--at \(at): expected a UTF-16 offset from 0 to \(view.editor.length)")
                }
                print(try TokenizerReport.jsonLine(answers))
            } else {
                for unit in TokenizerReport.units(view, g) { print(try TokenizerReport.jsonLine(unit)) }
            }
        }
    }
}
