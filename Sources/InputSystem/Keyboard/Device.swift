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
    /// Phone or pad.
    public var idiom: Idiom
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
        try check(statusBarHeight >= 0, "statusBarHeight", "\(statusBarHeight)", "a number >= 0")
        for (key, insets) in [("portrait", safeAreaInsets.portrait), ("landscape", safeAreaInsets.landscape)] {
            try check(insets.count == 4 && insets.allSatisfy { $0 >= 0 }, "safeAreaInsets.\(key)", "\(insets)",
                      "[top, left, bottom, right] >= 0")
        }
        for (key, heights) in [("portrait", keyboard.portrait), ("landscape", keyboard.landscape)] {
            for (field, value) in [("letters", heights.letters), ("pad", heights.pad)] {
                try check(value > 0, "keyboard.\(key).\(field)", "\(value)", "a height > 0")
            }
            for (field, value) in [("predictiveBar", heights.predictiveBar), ("candidateRow", heights.candidateRow),
                                   ("split", heights.split ?? 0)] {
                try check(value >= 0, "keyboard.\(key).\(field)", "\(value)", "a height >= 0")
            }
        }
    }
}
