import Foundation

/// A class of device: its screen in points, status bar, safe area and keyboard heights, read from
/// `Layouts/devices.json`, where every number carries its source.
public struct Device: Equatable, Sendable, Codable {
    /// Whether the device is a phone or a pad (`UIUserInterfaceIdiom`).
    public enum Idiom: String, Sendable, Codable {
        /// `UIUserInterfaceIdiomPhone`.
        case phone
        /// `UIUserInterfaceIdiomPad`.
        case pad
    }

    /// Keyboard heights, in points, for one orientation.
    public struct KeyboardHeights: Equatable, Sendable, Codable {
        /// The letters keyboard (every type with letter, number and symbol planes), without any bar above it.
        public var letters: Double
        /// The number, phone and decimal pads.
        public var pad: Double
        /// The predictive (QuickType) bar, added above the letters keyboard where the profile has one.
        public var predictiveBar: Double
        /// The Japanese candidate row, added above the keyboard for Japanese input.
        public var candidateRow: Double
        /// The height of the split keyboard, where the device has one.
        public var split: Double?
        /// The space under the key rows on a home-indicator iPhone (the strip with the globe and dictation
        /// icons, above and around the home indicator); nil: the bottom safe-area inset.
        public var bottomStrip: Double?
    }

    /// Keyboard heights in each orientation class.
    public struct KeyboardMetrics: Equatable, Sendable, Codable {
        /// Heights in portrait and upside-down portrait.
        public var portrait: KeyboardHeights
        /// Heights in both landscape orientations.
        public var landscape: KeyboardHeights
    }

    /// Safe-area insets as `[top, left, bottom, right]` in portrait and landscape.
    public struct SafeArea: Equatable, Sendable, Codable {
        /// Insets in portrait.
        public var portrait: [Double]
        /// Insets in landscape.
        public var landscape: [Double]
    }

    /// The catalog name (`iphone-3.5`, `ipad`, …).
    public var name: String
    /// A human-readable name.
    public var displayName: String
    /// Other names for the same device class (the models that share its screen: `iphone-15` for `iphone-16`).
    public var aliases: [String]
    /// Phone or pad.
    public var idiom: Idiom
    /// The first system profile (by name, see `Layouts/profiles.json`) that has this device: the release
    /// the first model of the class shipped with. Earlier profiles refuse the device
    /// (``LayoutCatalog/checkAvailability(of:in:)``).
    public var introducedIn: String
    /// The key layout the device's letters keyboards show instead of the one `keyboards/types.json` names
    /// (`ipad`, `ipad-large`); nil for the iPhone's layouts.
    public var letterLayout: String?
    /// The screen's width and height in portrait, in points.
    public var screen: [Double]
    /// The status bar's height in points.
    public var statusBarHeight: Double
    /// The safe-area insets.
    public var safeAreaInsets: SafeArea
    /// Whether the keyboard can be split (iPad).
    public var supportsSplitKeyboard: Bool
    /// Keyboard heights.
    public var keyboard: KeyboardMetrics
    /// Where each number comes from, by field.
    public var sources: [String: String]

    enum CodingKeys: String, CodingKey {
        case name, displayName, aliases, idiom, introducedIn, screen, statusBarHeight, safeAreaInsets,
             supportsSplitKeyboard, letterLayout, keyboard, sources
    }

    /// Decodes a device; `aliases` and `letterLayout` may be left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        displayName = try c.decode(String.self, forKey: .displayName)
        aliases = try c.decodeIfPresent([String].self, forKey: .aliases) ?? []
        idiom = try c.decode(Idiom.self, forKey: .idiom)
        introducedIn = try c.decode(String.self, forKey: .introducedIn)
        screen = try c.decode([Double].self, forKey: .screen)
        statusBarHeight = try c.decode(Double.self, forKey: .statusBarHeight)
        safeAreaInsets = try c.decode(SafeArea.self, forKey: .safeAreaInsets)
        supportsSplitKeyboard = try c.decode(Bool.self, forKey: .supportsSplitKeyboard)
        letterLayout = try c.decodeIfPresent(String.self, forKey: .letterLayout)
        keyboard = try c.decode(KeyboardMetrics.self, forKey: .keyboard)
        sources = try c.decode([String: String].self, forKey: .sources)
    }

    /// Whether `name` names this device (its name or one of its aliases).
    public func isNamed(_ name: String) -> Bool {
        self.name == name || aliases.contains(name)
    }

    /// The safe-area insets `[top, left, bottom, right]` in `orientation`.
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> [Double] {
        orientation.isLandscape ? safeAreaInsets.landscape : safeAreaInsets.portrait
    }

    /// The status bar's height in `orientation`: none where the safe area has no top inset (iPhones hide
    /// the status bar in landscape from iOS 8 on, and the notched iPhones have none there).
    public func statusBarHeight(in orientation: InterfaceOrientation) -> Double {
        (safeAreaInsets(in: orientation).first ?? 0) > 0 ? statusBarHeight : 0
    }

    /// The screen's size in portrait, in points.
    public var portraitScreenSize: CGSize { CGSize(width: screen[0], height: screen[1]) }

    /// The screen's size as the interface sees it in `orientation`.
    public func screenSize(in orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: screen[1], height: screen[0]) : portraitScreenSize
    }

    /// The keyboard heights in `orientation`.
    public func keyboardHeights(in orientation: InterfaceOrientation) -> KeyboardHeights {
        orientation.isLandscape ? keyboard.landscape : keyboard.portrait
    }

    func validate(file: String) throws {
        func check(_ ok: Bool, _ field: String, _ value: String, _ expected: String) throws {
            if !ok { throw LayoutError.invalidValue(file: file, entry: name, field: field, value: value, expected: expected) }
        }
        try check(screen.count == 2 && screen.allSatisfy { $0 > 0 }, "screen", "\(screen)", "[width, height] > 0")
        let profileName = #"^(iphoneos[0-9]+|ios[0-9]+(\.[0-9]+)?)$"#
        try check(introducedIn.range(of: profileName, options: .regularExpression) != nil, "introducedIn", introducedIn,
                  "a profile name such as ios8 or iphoneos3")
        try check(screen.count == 2 && screen.allSatisfy { $0 <= 10_000 }, "screen", "\(screen)", "points <= 10000")
        try check(statusBarHeight >= 0, "statusBarHeight", "\(statusBarHeight)", "a number >= 0")
        for (key, insets) in [("portrait", safeAreaInsets.portrait), ("landscape", safeAreaInsets.landscape)] {
            try check(insets.count == 4 && insets.allSatisfy { $0 >= 0 }, "safeAreaInsets.\(key)", "\(insets)",
                      "[top, left, bottom, right] >= 0")
        }
        for (key, heights) in [("portrait", keyboard.portrait), ("landscape", keyboard.landscape)] {
            for (field, value) in [("letters", heights.letters), ("pad", heights.pad)] {
                try check(value > 0, "keyboard.\(key).\(field)", "\(value)", "a height > 0")
            }
            let tallest = max(heights.letters + max(heights.predictiveBar, heights.candidateRow), heights.pad)
            let screenHeight = key == "portrait" ? (screen.count == 2 ? screen[1] : 0) : (screen.first ?? 0)
            try check(tallest < screenHeight, "keyboard.\(key)", "\(tallest) points tall",
                      "a keyboard shorter than the screen (\(screenHeight))")
            try check((heights.bottomStrip ?? 0) < heights.letters, "keyboard.\(key).bottomStrip",
                      "\(heights.bottomStrip ?? 0)", "a strip shorter than the letters keyboard")
            for (field, value) in [("predictiveBar", heights.predictiveBar), ("candidateRow", heights.candidateRow),
                                   ("split", heights.split ?? 0), ("bottomStrip", heights.bottomStrip ?? 0)] {
                try check(value >= 0, "keyboard.\(key).\(field)", "\(value)", "a height >= 0")
            }
        }
    }
}
