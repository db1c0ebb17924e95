import Foundation
import Spelling

/// The spell checkers of a process, one per language, made on first use and kept (opening a dictionary
/// and building its lexicon takes a fraction of a second), all for words typed on the simulator's
/// default iPhone keyboard. Safe to use from any thread.
public final class SpellCheckers: @unchecked Sendable {
    /// The process's checkers.
    public static let shared = SpellCheckers()
    private let lock = NSLock()
    private var checkers: [String: SpellChecker] = [:]
    private var keyboard: KeyboardProximity?

    private init() {}

    /// The languages with an installed dictionary, `en_US` form.
    public var availableLanguages: [String] { SpellChecker.availableLanguages }

    /// The checker of `language` (`en_US`, or `en-US`), made on first use.
    public func checker(language: String) throws -> SpellChecker {
        let name = language.replacingOccurrences(of: "-", with: "_")
        lock.lock()
        defer { lock.unlock() }
        if let checker = checkers[name] { return checker }
        let keyboard = try lockedKeyboard()
        let checker = try SpellChecker(language: name, keyboard: keyboard)
        checkers[name] = checker
        return checker
    }

    func iPhoneKeyboard() throws -> KeyboardProximity {
        lock.lock()
        defer { lock.unlock() }
        return try lockedKeyboard()
    }

    private func lockedKeyboard() throws -> KeyboardProximity {
        if let keyboard { return keyboard }
        let made = try KeyboardProximity.letters(catalog: LayoutCatalog.bundled())
        keyboard = made
        return made
    }
}
