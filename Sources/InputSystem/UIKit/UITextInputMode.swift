import Foundation

/// A keyboard's input mode (`UITextInputMode`): its primary language, as `UIResponder.textInputMode`
/// reports the keyboard serving the first responder. Live: the simulation's input mode (`en-US`, the
/// Japanese Romaji and Kana keyboards as `ja-JP`, and `emoji`).
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// The language of the mode (a BCP 47 tag such as `en-US` or `ja-JP`; `emoji` for the emoji keyboard).
    open private(set) var primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
        super.init()
    }

    /// Posted on `NotificationCenter.default` when the user switches the keyboard's input mode (the
    /// globe key); the object is nil.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    /// The input modes the simulated keyboards offer, in the globe key's order.
    open class var activeInputModes: [UITextInputMode] {
        ["en-US", "ja-JP", "emoji"].map { UITextInputMode(primaryLanguage: $0) }
    }

    /// The primary language of a simulation's input mode (`ja-JP-romaji` → `ja-JP`).
    static func primaryLanguage(ofSimulatorMode mode: String) -> String {
        mode.hasPrefix("ja-JP") ? "ja-JP" : mode
    }

    /// Two modes are equal when their languages are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputMode)?.primaryLanguage == primaryLanguage
    }

    /// A hash of the language.
    open override var hash: Int { primaryLanguage?.hashValue ?? 0 }
}
