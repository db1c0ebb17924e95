import Foundation
import KanaKanji

/// The keyboard a device shows for one keyboard type, orientation and profile: its frame and keys, as a
/// JSON description or an SVG drawing of the screen with the keyboard on it.
public struct KeyboardSnapshot: Sendable {
    /// The geometry used.
    public var geometry: KeyboardGeometry
    /// The keyboard type.
    public var keyboardType: UIKeyboardType
    /// The layout entry the type shows on this device.
    public var typeLayout: KeyboardTypeLayout
    /// The docked keyboard's frame in interface coordinates.
    public var interfaceFrame: CGRect
    /// The height of the bar above the keys (predictive bar or candidate row).
    public var barHeight: Double
    /// The keys of the first plane, in interface coordinates.
    public var keys: [KeyboardKey]
    /// The input mode drawn: `en-US`, `ja-JP-romaji` or `ja-JP-kana` (see ``inputModes``).
    public var inputMode = "en-US"
    /// The return key's type (its title in the drawing).
    public var returnKeyType: UIReturnKeyType = .default
    /// The reading being composed (marked text), for the Japanese keyboards; nil when nothing is composed.
    public var reading: String?
    /// The candidate bar's candidates for ``reading``, best first.
    public var candidates: [String] = []
    /// The word being typed on the English keyboard (``withTypedWord(_:)``), nil when none.
    public var typedWord: String?
    /// The QuickType bar's suggestions for ``typedWord`` (``Simulator/quickTypeSuggestions``' rule).
    public var suggestions: [String] = []

    /// The input modes the snapshot draws.
    public static let inputModes = ["en-US", "ja-JP-romaji", "ja-JP-kana"]
    /// The layout drawn for each Japanese input mode's letters keyboard.
    public static let japaneseLayouts = ["ja-JP-romaji": "japanese-romaji", "ja-JP-kana": "japanese-kana"]
    /// The longest reading the candidate bar is computed for.
    public static let maximumReadingLength = 32

    /// Computes the docked keyboard for `traits` on a device.
    public init(catalog: LayoutCatalog, device: Device, orientation: InterfaceOrientation, profile: SystemProfile,
                traits: TextInputTraits = TextInputTraits(), japanese: Bool = false) {
        geometry = KeyboardGeometry(device: device, orientation: orientation, profile: profile)
        keyboardType = traits.keyboardType
        typeLayout = catalog.typeLayout(for: traits.keyboardType, on: device)
        barHeight = geometry.barHeight(for: traits, kind: typeLayout.kind, japanese: japanese)
        interfaceFrame = geometry.dockedFrame(height: geometry.keyboardHeight(for: traits, kind: typeLayout.kind,
                                                                              japanese: japanese))
        if let layout = catalog.layouts[typeLayout.layout] {
            keys = geometry.keys(layout: layout, plane: typeLayout.plane, bottomRow: typeLayout.bottomRow,
                                 in: interfaceFrame, barHeight: barHeight)
        } else {
            keys = []
        }
    }

    /// Computes the docked keyboard of an input mode: `en-US` as above; `ja-JP-romaji` and `ja-JP-kana` show
    /// the Japanese keyboards (iPhones only) for the letters keyboard types, with the candidate row above
    /// the keys. With a `reading` (kana being composed) the candidate bar holds its conversions (the
    /// simulator's rule, ``JapaneseInputMethod/candidateBar(for:converter:history:)``) and the space and
    /// return keys show 次候補 and 確定. `embeddedDictionary` converts with the embedded dictionary whatever
    /// is installed (reproducible drawings).
    public init(catalog: LayoutCatalog, device: Device, orientation: InterfaceOrientation, profile: SystemProfile,
                traits: TextInputTraits = TextInputTraits(), inputMode: String, reading: String? = nil,
                embeddedDictionary: Bool = false) throws {
        guard Self.inputModes.contains(inputMode) else {
            throw LayoutError.unknownName(kind: "input mode", name: inputMode, valid: Self.inputModes)
        }
        let japanese = inputMode != "en-US"
        if japanese && device.idiom == .pad {
            throw KeyboardDrawingError("the Japanese keyboards are drawn for iPhones only; device '\(device.name)' is an iPad")
        }
        if let reading {
            guard japanese else { throw KeyboardDrawingError("--reading needs a Japanese input mode (ja-JP-romaji or ja-JP-kana)") }
            guard !reading.isEmpty, reading.count <= Self.maximumReadingLength,
                  reading.unicodeScalars.allSatisfy({ (0x3041...0x30FF).contains($0.value) }) else {
                throw KeyboardDrawingError("a reading is 1 to \(Self.maximumReadingLength) hiragana or katakana, got '\(reading.prefix(40))'")
            }
        }
        self.init(catalog: catalog, device: device, orientation: orientation, profile: profile, traits: traits, japanese: japanese)
        self.inputMode = inputMode
        self.returnKeyType = traits.returnKeyType
        if let layoutName = Self.japaneseLayouts[inputMode], typeLayout.kind == .letters, typeLayout.plane == "letters",
           let layout = catalog.layouts[layoutName] {
            typeLayout = KeyboardTypeLayout(layout: layoutName, plane: "letters", bottomRow: "default", kind: .letters)
            keys = geometry.keys(layout: layout, plane: "letters", bottomRow: "default", in: interfaceFrame, barHeight: barHeight)
        }
        if let reading {
            self.reading = reading
            let converter = SharedConverter.shared.converter(embeddedOnly: embeddedDictionary).0
            candidates = JapaneseInputMethod.candidateBar(for: Kana.hiragana(reading), converter: converter)
        }
    }

    /// This keyboard with `word` being typed in a field above it (the English keyboard): the QuickType bar
    /// holds its suggestions where the bar shows (the simulator's rule: the word as typed, words that begin
    /// with it, corrections of a word the dictionary does not know). A word is 1 to 40 letters or
    /// apostrophes.
    public func withTypedWord(_ word: String) throws -> KeyboardSnapshot {
        guard inputMode == "en-US" else { throw KeyboardDrawingError("--typed needs the English keyboard (en-US); use --reading for Japanese") }
        guard (1...40).contains(word.count), AutocorrectionRules.trailingWord(of: word) == word else {
            throw KeyboardDrawingError("a typed word is 1 to 40 letters, digits or apostrophes with a letter, got '\(word.prefix(40))'")
        }
        var copy = self
        copy.typedWord = word
        copy.suggestions = barHeight > KeyboardGeometry.collapsedPredictiveBarHeight
            ? Simulator.suggestions(for: word, language: inputMode) : []
        return copy
    }

    /// The frame in the profile's coordinate space, as the notifications report it.
    public var frame: CGRect { geometry.toProfileSpace(interfaceFrame) }

    /// A one-line JSON description: names, frames and keys, keys in a fixed order.
    public var json: String {
        let keyValues: [LogValue] = keys.map { key in
            var pairs: [(String, LogValue)] = [("label", .string(key.label)), ("frame", .rect(key.frame))]
            if let action = key.action { pairs.append(("action", .string(action))) }
            return .object(pairs)
        }
        return LogValue.object([
            ("device", .string(geometry.device.name)),
            ("orientation", .string(geometry.orientation.uikitName)),
            ("keyboardType", .string(keyboardType.uikitName)),
            ("profile", .string(geometry.profile.name)),
            ("coordinateSpace", .string(geometry.profile.coordinateSpace.rawValue)),
            ("frame", .rect(frame)),
            ("interfaceFrame", .rect(interfaceFrame)),
            ("layout", .string(typeLayout.layout)),
            ("plane", .string(typeLayout.plane)),
            ("keys", .array(keyValues)),
        ] + (inputMode == "en-US" ? [] : [("inputMode", LogValue.string(inputMode))])
          + (reading.map { [("reading", LogValue.string($0)), ("candidates", .array(candidates.map { .string($0) }))] } ?? [])
          + (typedWord.map { [("typed", LogValue.string($0)), ("suggestions", .array(suggestions.map { .string($0) }))] } ?? [])).json
    }
}

/// A keyboard that cannot be drawn as asked: says why.
public struct KeyboardDrawingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message.
    public var description: String
    /// Creates an error with its message.
    public init(_ description: String) { self.description = description }
}
