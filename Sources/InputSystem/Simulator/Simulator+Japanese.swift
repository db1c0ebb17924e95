import Foundation
import KanaKanji

/// The converters shared by every simulation of the process: each dictionary is opened once, on first
/// use — the default one (the full dictionary when present, else the embedded one; see
/// `DictionaryLocation.openDefault`) and the embedded one alone (reproducible logs whatever is installed).
/// Conversion only reads the dictionary, so simulations on other threads may share it.
final class SharedConverter: @unchecked Sendable {
    static let shared = SharedConverter()
    private let lock = NSLock()
    private var slots: [Bool: (KanaKanjiConverter?, String?)] = [:]

    /// The converter, or nil with the reason when no dictionary could be opened.
    func converter(embeddedOnly: Bool = false) -> (KanaKanjiConverter?, String?) {
        lock.lock()
        defer { lock.unlock() }
        if let slot = slots[embeddedOnly] { return slot }
        let slot: (KanaKanjiConverter?, String?)
        do {
            let dictionary = embeddedOnly ? try KanaKanjiDictionary.embedded() : try DictionaryLocation.openDefault()
            slot = (KanaKanjiConverter(dictionary: dictionary), nil)
        } catch {
            slot = (nil, "\(error)")
        }
        slots[embeddedOnly] = slot
        return slot
    }
}

extension Simulator {
    /// The labels of the 12-key kana keyboard's keys that are not character keys.
    static let kanaControlKeys: [String: KanaKeyInput] = ["゛゜小": .modifier, "undo": .undo, "→": .endCycle]

    /// Builds the Japanese input method for `mode`, or nil for another mode.
    func makeJapaneseInputMethod(_ mode: String) -> (any InputMethod)? {
        let keyboard: JapaneseInputMethod.Keyboard
        switch mode {
        case "ja-JP-romaji": keyboard = .romaji
        case "ja-JP-kana": keyboard = .kana
        default: return nil
        }
        let (converter, failure) = SharedConverter.shared.converter(embeddedOnly: usesEmbeddedDictionary)
        if let failure {
            log.record(.state, "warning", [("message", .string("no kana-kanji dictionary (\(failure)); conversion offers kana forms only"))])
        }
        do {
            return try JapaneseInputMethod(keyboard: keyboard, converter: converter, history: japaneseHistory)
        } catch {
            log.record(.state, "warning", [("message", .string("\(error); using direct input"))])
            return nil
        }
    }

    /// A tap on a 12-key kana key, when the kana keyboard is up: true when the tap was a kana key.
    func tapKana(_ key: String) throws -> Bool {
        guard let session, let method = session.inputMethod as? JapaneseInputMethod, method.keyboard == .kana else { return false }
        let input: KanaKeyInput
        if let control = Self.kanaControlKeys[key] {
            input = control
        } else if key.count == 1, !key.unicodeScalars.allSatisfy(\.isASCII) {
            input = .tap(key)
        } else {
            return false
        }
        try apply(input, key: key, method: method, session: session)
        return true
    }

    /// A flick on a 12-key kana key.
    func flickKana(_ key: String, direction: String) throws {
        guard let session, let method = session.inputMethod as? JapaneseInputMethod, method.keyboard == .kana else {
            throw SimulatorError.unsupported("flick \"\(key)\": the current keyboard (\(inputMode)) has no flick keys")
        }
        guard let flick = FlickDirection(rawValue: direction) else {
            throw SimulatorError.unsupported("flick direction \"\(direction)\"; expected up, down, left or right")
        }
        try apply(.flick(key, flick), key: key, method: method, session: session)
    }

    private func apply(_ input: KanaKeyInput, key: String, method: JapaneseInputMethod, session: TextInputSession) throws {
        switch method.handleKana(input, atMs: now, in: session) {
        case .handled:
            break
        case .notHandled:
            if input == .endCycle { handle(.moveCaret(CaretMotion(direction: .right, unit: .character))) }
        case .ignored(.unknownKey(let id)):
            throw SimulatorError.unsupported("no key \"\(id)\" on the 12-key kana keyboard")
        case .ignored(let reason):
            log.record(.state, "ignored", [("key", .string(key)), ("reason", .string(reason.description))])
        }
    }

    /// Loads the learning history from a file (a missing file is an empty history).
    public func loadJapaneseHistory(from path: String) throws {
        try japaneseHistory.load(from: path)
    }

    /// Saves the learning history to a file.
    public func saveJapaneseHistory(to path: String) throws {
        try japaneseHistory.save(to: path)
    }
}
