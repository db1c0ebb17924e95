import Foundation
import Spelling

/// Where the keyboard's corrections come from: given the word the user just ended, the word to put in its
/// place, or nil to leave it as typed. The simulation asks it only where autocorrection is on (the text
/// object's traits, the profile and Settings › Auto-Correction).
@MainActor
public protocol Autocorrector: AnyObject {
    /// The correction of `word` for the keyboard language `language` (`en-US`), or nil.
    func correction(for word: String, language: String) -> String?
}

/// An autocorrector from a fixed list of corrections (`teh` → `the`), matched whole-word and case-sensitively:
/// for tests and traces that need known corrections.
@MainActor
public final class ListAutocorrector: Autocorrector {
    private let corrections: [String: String]

    /// Creates a corrector that replaces each key of `corrections` with its value.
    public init(_ corrections: [String: String]) {
        self.corrections = corrections
    }

    /// The listed correction of `word`, if any.
    public func correction(for word: String, language: String) -> String? { corrections[word] }
}

/// The rules of the keyboard's autocorrection that do not depend on the dictionary.
enum AutocorrectionRules {
    /// Whether inserting `text` ends the word before the caret: a space, a line break, or sentence and
    /// clause punctuation (the keyboard applies its correction then: system-edits.md F1.1, F1.6).
    static func endsWord(_ text: String) -> Bool {
        text.count == 1 && " \n.,!?;:".contains(text)
    }

    /// Whether the traits let the keyboard autocorrect: `autocorrectionType` `.no` never; `.yes` always
    /// (but never in secure entry); `.default` except in secure entry and on the keypads and the keyboards
    /// for addresses, search terms and names (chosen: they type codes, addresses and names, not words; the
    /// numbers-and-punctuation keyboard is the letters keyboard on another plane and corrects as it does).
    static func enabled(_ traits: TextInputTraits) -> Bool {
        if traits.isSecureTextEntry { return false }
        switch traits.autocorrectionType {
        case .no: return false
        case .yes: return true
        case .default, .unknownValue:
            switch traits.keyboardType {
            case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .URL, .emailAddress, .webSearch,
                 .namePhonePad:
                return false
            default:
                return true
            }
        }
    }

    /// The word that ends `text`: its trailing letters, digits and apostrophes (straight or curly), with at
    /// least one letter; nil when `text` ends with anything else.
    static func trailingWord(of text: String) -> String? {
        var word = Substring(text)
        while let c = word.last, c.isLetter || c.isNumber || c == "'" || c == "\u{2019}" { word = word.dropLast() }
        let found = text[word.endIndex...]
        guard found.contains(where: \.isLetter) else { return nil }
        return String(found)
    }
}

/// The keyboard's own autocorrector: the spell checker of the keyboard's language (the Hunspell
/// dictionary the set-up installs, ranked by word frequency and the iPhone's key layout, see
/// docs/Spelling.md). A word the dictionary knows, or that holds a digit, is left alone; otherwise the
/// likeliest guess replaces it (a split such as `hip star` included), keeping the typed capitalization. A
/// language with no dictionary corrects nothing.
@MainActor
public final class DictionaryAutocorrector: Autocorrector {
    /// Creates the corrector.
    public init() {}

    /// The likeliest guess for a word the dictionary does not know, or nil.
    public func correction(for word: String, language: String) -> String? {
        guard !word.contains(where: \.isNumber),
              let checker = try? SpellCheckers.shared.checker(language: language),
              !checker.isCorrect(word) else { return nil }
        return checker.guesses(for: word, limit: 1).first
    }
}
