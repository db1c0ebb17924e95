/// `UIInterfaceOrientation`: the four orientations of an app's interface, with UIKit's raw values.
///
/// As in UIKit, `landscapeLeft` (4) is the interface orientation when the device is turned so that its
/// home button is on the left, and `landscapeRight` (3) when it is on the right.
public enum InterfaceOrientation: Int, Sendable, CaseIterable, Codable {
    /// Upright, home button at the bottom (`UIInterfaceOrientationPortrait`).
    case portrait = 1
    /// Upside down, home button at the top (`UIInterfaceOrientationPortraitUpsideDown`).
    case portraitUpsideDown = 2
    /// Home button on the right (`UIInterfaceOrientationLandscapeRight`).
    case landscapeRight = 3
    /// Home button on the left (`UIInterfaceOrientationLandscapeLeft`).
    case landscapeLeft = 4

    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The short name used in traces and on the command line.
    public var name: String {
        switch self {
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeRight: return "landscapeRight"
        case .landscapeLeft: return "landscapeLeft"
        }
    }

    /// UIKit's constant name.
    public var uikitName: String {
        "UIInterfaceOrientation" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Parses a short name or UIKit's constant name.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name || $0.uikitName == name }) else { return nil }
        self = match
    }
}
