import Foundation

/// A key on a keyboard plane with its frame in screen coordinates of the interface.
public struct KeyboardKey: Equatable, Sendable {
    /// The key's label.
    public var label: String
    /// What the key does (see ``KeyboardLayout/KeySpec/action``); nil for a key that types its label.
    public var action: String?
    /// The key's touch frame.
    public var frame: CGRect
}

/// Keyboard heights, frames and key frames for a device, orientation and profile.
///
/// Frames are computed in the interface's coordinates (origin at the top left of the screen as the user
/// sees it) and converted to the profile's coordinate space with ``convert(_:from:portraitScreen:to:)``.
public struct KeyboardGeometry: Sendable {
    /// The device.
    public var device: Device
    /// The interface orientation.
    public var orientation: InterfaceOrientation
    /// The system profile.
    public var profile: SystemProfile

    /// Whether the user collapsed the predictive bar to its grabber (iOS 8: a swipe down on the bar).
    public var predictiveBarCollapsed = false

    /// The height of a collapsed predictive bar (its grabber): 225 − 216 on the iPhone 6 in iOS 8 (logged in
    /// stackoverflow.com/questions/25946121), taken for every device.
    public static let collapsedPredictiveBarHeight = 9.0

    /// Creates a geometry.
    public init(device: Device, orientation: InterfaceOrientation, profile: SystemProfile, predictiveBarCollapsed: Bool = false) {
        self.device = device
        self.orientation = orientation
        self.profile = profile
        self.predictiveBarCollapsed = predictiveBarCollapsed
    }

    /// The screen's size as the interface sees it.
    public var screenSize: CGSize { device.screenSize(in: orientation) }

    /// Whether the predictive bar is shown above a letters keyboard for `traits`: the profile has one,
    /// and neither autocorrection is off nor secure entry is on.
    public func showsPredictiveBar(for traits: TextInputTraits, kind: KeyboardTypeLayout.Kind) -> Bool {
        profile.predictiveBar && kind == .letters && traits.autocorrectionType != .no && !traits.isSecureTextEntry
    }

    /// The height of the bar above the keys (predictive bar or Japanese candidate row), or 0.
    public func barHeight(for traits: TextInputTraits, kind: KeyboardTypeLayout.Kind, japanese: Bool = false) -> Double {
        let heights = device.keyboardHeights(in: orientation)
        if japanese && kind == .letters { return heights.candidateRow }
        guard showsPredictiveBar(for: traits, kind: kind) else { return 0 }
        return predictiveBarCollapsed ? Self.collapsedPredictiveBarHeight : heights.predictiveBar
    }

    /// The system keyboard's height for a keyboard kind and traits, without any accessory view.
    public func keyboardHeight(for traits: TextInputTraits, kind: KeyboardTypeLayout.Kind, japanese: Bool = false) -> Double {
        let heights = device.keyboardHeights(in: orientation)
        let base = kind == .letters ? heights.letters : heights.pad
        return base + barHeight(for: traits, kind: kind, japanese: japanese)
    }

    /// The emoji keyboard's height: the letters keyboard's with the predictive bar's strip where the profile
    /// has one (its category bar takes that space), whatever the field's traits; the keyboard changes
    /// height when the user switches to it from a field without a bar (SCLAlertView-Swift PR #135: switching
    /// between emoji and QWERTY posts keyboardWillShow again).
    public var emojiKeyboardHeight: Double {
        let heights = device.keyboardHeights(in: orientation)
        return heights.letters + (profile.predictiveBar ? heights.predictiveBar : 0)
    }

    /// The frame of a keyboard of `height` docked at the bottom of the screen, in interface coordinates.
    public func dockedFrame(height: Double) -> CGRect {
        let size = screenSize
        return CGRect(x: 0, y: Double(size.height) - height, width: Double(size.width), height: height)
    }

    /// The frame of a keyboard of `height` just below the bottom of the screen, in interface coordinates.
    public func offscreenFrame(height: Double) -> CGRect {
        let size = screenSize
        return CGRect(x: 0, y: Double(size.height), width: Double(size.width), height: height)
    }

    /// `rect`, given in interface coordinates, in the profile's coordinate space.
    public func toProfileSpace(_ rect: CGRect) -> CGRect {
        KeyboardGeometry.convert(rect, from: orientation, portraitScreen: device.portraitScreenSize,
                                 to: profile.coordinateSpace)
    }

    /// Converts a rectangle from interface coordinates in `orientation` to `space`.
    ///
    /// In ``SystemProfile/CoordinateSpace/fixedPortrait`` the screen's axes stay those of the portrait
    /// device, so a landscape keyboard's frame comes out tall and narrow at the screen's side.
    public static func convert(_ rect: CGRect, from orientation: InterfaceOrientation, portraitScreen: CGSize,
                               to space: SystemProfile.CoordinateSpace) -> CGRect {
        guard space == .fixedPortrait else { return rect }
        let w = Double(portraitScreen.width), h = Double(portraitScreen.height)
        let x = Double(rect.origin.x), y = Double(rect.origin.y)
        let rw = Double(rect.size.width), rh = Double(rect.size.height)
        switch orientation {
        case .portrait:
            return rect
        case .portraitUpsideDown:
            return CGRect(x: w - x - rw, y: h - y - rh, width: rw, height: rh)
        case .landscapeRight:
            // Home button on the right: the interface's top is the device's right edge.
            return CGRect(x: w - y - rh, y: x, width: rh, height: rw)
        case .landscapeLeft:
            // Home button on the left: the interface's top is the device's left edge.
            return CGRect(x: y, y: h - x - rw, width: rh, height: rw)
        }
    }

    /// The keys of a plane laid out in `keyboardFrame` (interface coordinates).
    ///
    /// The bar above the keys (`barHeight`) and the device's bottom safe-area inset (or the bottom strip
    /// of a home-indicator iPhone, ``Device/KeyboardHeights/bottomStrip``) are left free; the
    /// rows share the rest equally, and each key's width is its units' share of the row's total.
    public func keys(layout: KeyboardLayout, plane: String, bottomRow: String?, in keyboardFrame: CGRect,
                     barHeight: Double) -> [KeyboardKey] {
        guard let rows = layout.planes[plane]?.rows, !rows.isEmpty else { return [] }
        let insets = orientation.isLandscape ? device.safeAreaInsets.landscape : device.safeAreaInsets.portrait
        let left = Double(keyboardFrame.origin.x) + insets[1]
        let width = Double(keyboardFrame.size.width) - insets[1] - insets[3]
        let top = Double(keyboardFrame.origin.y) + barHeight
        let strip = max(insets[2], device.keyboardHeights(in: orientation).bottomStrip ?? 0)
        let height = Double(keyboardFrame.size.height) - barHeight - strip
        guard width > 0, height > 0 else { return [] }
        let rowHeight = height / Double(rows.count)
        var keys: [KeyboardKey] = []
        for (index, row) in rows.enumerated() {
            let specs: [KeyboardLayout.KeySpec]
            switch row {
            case .keys(let list): specs = list
            case .bottom: specs = bottomRow.flatMap { layout.bottomRows[$0] } ?? layout.bottomRows["default"] ?? []
            }
            let units = specs.reduce(0) { $0 + $1.width }
            guard units > 0 else { continue }
            // Each key's left edge from the units before it (not a running sum of widths, whose rounding
            // errors would show in the frames: 117.89999999999999 for 117.9).
            var before = 0.0
            for spec in specs {
                let keyWidth = width * spec.width / units
                if let label = spec.label {
                    keys.append(KeyboardKey(label: label, action: spec.action,
                                            frame: CGRect(x: left + width * before / units, y: top + Double(index) * rowHeight,
                                                          width: keyWidth,
                                                          height: rowHeight * Double(min(spec.rows, rows.count - index)))))
                }
                before += spec.width
            }
        }
        return keys
    }
}
