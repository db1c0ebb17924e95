import Foundation

/// The keyboard a device shows for one keyboard type, orientation and profile: its frame and keys, as a
/// JSON description or an SVG drawing of the screen with the keyboard on it.
public struct KeyboardSnapshot: Sendable {
    /// The geometry used.
    public var geometry: KeyboardGeometry
    /// The keyboard type.
    public var keyboardType: KeyboardType
    /// The layout entry the type shows on this device.
    public var typeLayout: KeyboardTypeLayout
    /// The docked keyboard's frame in interface coordinates.
    public var interfaceFrame: CGRect
    /// The height of the bar above the keys (predictive bar or candidate row).
    public var barHeight: Double
    /// The keys of the first plane, in interface coordinates.
    public var keys: [KeyboardKey]

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
        ]).json
    }

    /// An SVG drawing, in interface coordinates, of the screen, status bar (where the orientation shows
    /// one), keyboard, bar and keys.
    public var svg: String {
        func n(_ value: CGFloat) -> String { LogValue.format(Double(value)) }
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let screen = geometry.screenSize
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" "
        out += "viewBox=\"0 0 \(n(screen.width)) \(n(screen.height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" fill=\"#ffffff\" stroke=\"#000000\"/>\n"
        // No status bar where the orientation has none (iPhones in landscape from iOS 8 on).
        let statusBar = geometry.device.statusBarHeight(in: geometry.orientation)
        if statusBar > 0 {
            out += "<rect x=\"0\" y=\"0\" width=\"\(n(screen.width))\" height=\"\(LogValue.format(statusBar))\" fill=\"#e5e5ea\"/>\n"
        }
        let k = interfaceFrame
        out += "<rect x=\"\(n(k.origin.x))\" y=\"\(n(k.origin.y))\" width=\"\(n(k.size.width))\" height=\"\(n(k.size.height))\" fill=\"#d1d4d9\"/>\n"
        if barHeight > 0 {
            out += "<rect x=\"\(n(k.origin.x))\" y=\"\(n(k.origin.y))\" width=\"\(n(k.size.width))\" height=\"\(LogValue.format(barHeight))\" fill=\"#c7cad0\"/>\n"
        }
        for key in keys {
            let f = key.frame.insetBy(dx: 3, dy: 5)
            out += "<rect x=\"\(n(f.origin.x))\" y=\"\(n(f.origin.y))\" width=\"\(n(f.size.width))\" height=\"\(n(f.size.height))\" rx=\"5\" fill=\"\(key.action == nil ? "#ffffff" : "#adb3bc")\"/>\n"
            out += "<text x=\"\(n(f.midX))\" y=\"\(n(f.midY + 5))\" font-size=\"14\" text-anchor=\"middle\">\(escape(key.label))</text>\n"
        }
        out += "</svg>\n"
        return out
    }
}
