import Foundation
import InputSystem

/// The reference clients the package ships, which `kbsim check` runs the checker on.
@MainActor
public enum ReferenceClient: String, CaseIterable, Sendable {
    /// `TextField`: single line (declared: line breaks become spaces); assigning `text` and
    /// `userSelect(_:)` are its own changes.
    case textField
    /// `TextView`: multi-line (line breaks are in the random alphabet).
    case textView
    /// `KeyInputView`: the key-input subset only.
    case keyInput

    /// Runs the checker on a fresh client of this kind for each run.
    public func check(seed: UInt64, iterations: Int) -> ConformanceReport {
        switch self {
        case .textField:
            return ConformanceChecker(name: "TextField", makeClient: { TextField() },
                                      setText: { $0.text = $1 }, select: { $0.userSelect($1) },
                                      paste: { $0.paste($1) }, cut: { _ = $0.cut() }, filter: .singleLine)
                .check(seed: seed, iterations: iterations)
        case .textView:
            return ConformanceChecker(name: "TextView", makeClient: { TextView() },
                                      setText: { $0.text = $1 }, select: { $0.userSelect($1) },
                                      paste: { $0.paste($1) }, cut: { _ = $0.cut() },
                                      alphabet: standardCheckerAlphabet + ["\n"])
                .check(seed: seed, iterations: iterations)
        case .keyInput:
            return KeyInputChecker(name: "KeyInputView", makeClient: { KeyInputView() }, text: { $0.text })
                .check(seed: seed, iterations: iterations)
        }
    }
}
