import Foundation
@_spi(Engine) import InputSystem

/// The text objects the package ships, which `kbsim check` runs the checker on.
@MainActor
public enum ReferenceClient: String, CaseIterable, Sendable {
    /// `UITextField`: single line (declared: line breaks become spaces); assigning `text`, setting
    /// `selectedTextRange` as a tap does and the edit menu's Paste and Cut are its own changes.
    case textField
    /// `UITextView`: multi-line (line breaks are in the random alphabet).
    case textView
    /// `KeyInputView`: the key-input subset only.
    case keyInput

    /// The frames of fresh objects: UIKit's usual field and view sizes (a view as wide as the reference
    /// metrics' 320 points).
    static let fieldFrame = CGRect(x: 0, y: 0, width: 280, height: 31)
    static let viewFrame = CGRect(x: 0, y: 0, width: 320, height: 200)

    /// Runs the checker on a fresh client of this kind for each run.
    public func check(seed: UInt64, iterations: Int) -> ConformanceReport {
        switch self {
        case .textField:
            return ConformanceChecker(name: "UITextField", makeClient: { UITextField(frame: Self.fieldFrame) },
                                      setText: { $0.text = $1 }, select: { $0.userSelect($1) },
                                      paste: { $0.userPaste($1) }, cut: { $0.cut(nil) }, filter: .singleLine)
                .check(seed: seed, iterations: iterations)
        case .textView:
            return ConformanceChecker(name: "UITextView", makeClient: { UITextView(frame: Self.viewFrame) },
                                      setText: { $0.text = $1 }, select: { $0.userSelect($1) },
                                      paste: { $0.userPaste($1) }, cut: { $0.cut(nil) },
                                      alphabet: standardCheckerAlphabet + ["\n"])
                .check(seed: seed, iterations: iterations)
        case .keyInput:
            return KeyInputChecker(name: "KeyInputView", makeClient: { KeyInputView() }, text: { $0.text })
                .check(seed: seed, iterations: iterations)
        }
    }
}
