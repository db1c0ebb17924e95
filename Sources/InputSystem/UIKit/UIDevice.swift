import Foundation

/// The device (`UIDevice.current`): its idiom, orientation and system version, from the current simulation
/// (the one that most recently made a window, had its window made key, or was given a responder); an iPhone
/// in portrait on iOS 18.0 when there is none.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    private override init() {
        super.init()
    }

    private var keyboard: SystemKeyboard? { UIApplication.shared.currentSimulator?.keyboard }

    /// The kind of device: the simulated device's idiom.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { keyboard?.device.idiom == .pad ? .pad : .phone }

    /// The device's physical orientation: the simulated interface orientation's (a device turned to its
    /// left shows the interface in ``UIInterfaceOrientation/landscapeRight``, as in UIKit).
    open var orientation: UIDeviceOrientation {
        switch keyboard?.orientation ?? .portrait {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        }
    }

    /// The system version: the first release of the simulated system profile (`"18.0"`).
    open var systemVersion: String {
        guard let release = keyboard?.profile.release else { return "18.0" }
        return "\(release.major).\(release.minor)"
    }

    /// The system's name (`"iOS"`, `"iPadOS"` on an iPad).
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The model (`"iPhone"` or `"iPad"`).
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The device's name (the model's, as iOS 16 and later report it).
    open var name: String { model }
}

/// The physical orientation of the device (`UIDeviceOrientation`), with UIKit's raw values.
public enum UIDeviceOrientation: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Unknown (0).
    case unknown
    /// Upright (1).
    case portrait
    /// Upside down (2).
    case portraitUpsideDown
    /// Turned left: home button on the right (3).
    case landscapeLeft
    /// Turned right: home button on the left (4).
    case landscapeRight
    /// Flat, screen up (5).
    case faceUp
    /// Flat, screen down (6).
    case faceDown
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .unknown
        case 1: self = .portrait
        case 2: self = .portraitUpsideDown
        case 3: self = .landscapeLeft
        case 4: self = .landscapeRight
        case 5: self = .faceUp
        case 6: self = .faceDown
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .unknown: 0
        case .portrait: 1
        case .portraitUpsideDown: 2
        case .landscapeLeft: 3
        case .landscapeRight: 4
        case .faceUp: 5
        case .faceDown: 6
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIDeviceOrientation] = [.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}

/// The orientation of the interface (`UIInterfaceOrientation`), with UIKit's raw values.
public enum UIInterfaceOrientation: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Unknown (0).
    case unknown
    /// Upright (1).
    case portrait
    /// Upside down (2).
    case portraitUpsideDown
    /// Home button on the right (3).
    case landscapeRight
    /// Home button on the left (4).
    case landscapeLeft
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .unknown
        case 1: self = .portrait
        case 2: self = .portraitUpsideDown
        case 3: self = .landscapeRight
        case 4: self = .landscapeLeft
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .unknown: 0
        case .portrait: 1
        case .portraitUpsideDown: 2
        case .landscapeRight: 3
        case .landscapeLeft: 4
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIInterfaceOrientation] = [.unknown, .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft]

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
