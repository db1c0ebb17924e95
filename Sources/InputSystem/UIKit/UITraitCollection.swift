import Foundation

/// The traits of an interface (`UITraitCollection`): appearance, size classes, idiom, layout direction,
/// text size and display scale, as ``UIView/traitCollection`` reports them.
///
/// Live where the simulation knows the answer: the idiom, the size classes (from the simulated device and
/// its current orientation: an iPhone is compact wide and regular tall in portrait, compact tall in
/// landscape — regular wide in landscape for the 414-point-wide and larger iPhones —, an iPad regular in
/// both) and the display scale (``UIScreen/scale``). The appearance is light, the layout direction left to
/// right and the text size ``UIContentSizeCategory/large`` (the simulation has no dark mode, right-to-left
/// locale or Dynamic Type setting).
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The preferred text size (Dynamic Type).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Points to pixels.
    public let displayScale: CGFloat

    /// Creates a collection with every trait unspecified (scale 0), as UIKit's `init()`.
    public override convenience init() {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified,
                  direction: .unspecified, category: .unspecified, scale: 0)
    }

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         idiom: UIUserInterfaceIdiom, direction: UITraitEnvironmentLayoutDirection, category: UIContentSizeCategory,
         scale: CGFloat) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        layoutDirection = direction
        preferredContentSizeCategory = category
        displayScale = scale
        super.init()
    }

    /// The traits of the simulated device in its current orientation (the current simulation's when
    /// `simulator` is nil; an iPhone 16 in portrait when there is none).
    static func current(for simulator: Simulator?) -> UITraitCollection {
        let keyboard = (simulator ?? UIApplication.shared.currentSimulator)?.keyboard
        let isPad = keyboard?.device.idiom == .pad
        let landscape = keyboard?.orientation.isLandscape ?? false
        let portraitWidth = keyboard.map { min($0.device.screenSize(in: .portrait).width, $0.device.screenSize(in: .portrait).height) } ?? 393
        let horizontal: UIUserInterfaceSizeClass = isPad || (landscape && portraitWidth >= 414) ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = isPad || !landscape ? .regular : .compact
        return UITraitCollection(style: .light, horizontal: horizontal, vertical: vertical, idiom: isPad ? .pad : .phone,
                                 direction: .leftToRight, category: .large, scale: UIScreen.main.scale)
    }

    /// Whether the two collections have the same traits.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && userInterfaceIdiom == other.userInterfaceIdiom
            && layoutDirection == other.layoutDirection && preferredContentSizeCategory == other.preferredContentSizeCategory
            && displayScale == other.displayScale
    }

    /// A hash of the traits.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle.rawValue)
        hasher.combine(horizontalSizeClass.rawValue)
        hasher.combine(verticalSizeClass.rawValue)
        hasher.combine(userInterfaceIdiom.rawValue)
        hasher.combine(preferredContentSizeCategory.rawValue)
        hasher.combine(displayScale)
        return hasher.finalize()
    }

    /// Whether the traits that change colors (the appearance) differ from `traitCollection`'s.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }
}

/// An interface's appearance (`UIUserInterfaceStyle`), with UIKit's raw values.
public enum UIUserInterfaceStyle: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Not specified (0).
    case unspecified
    /// Light (1).
    case light
    /// Dark (2).
    case dark
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .unspecified
        case 1: self = .light
        case 2: self = .dark
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .unspecified: 0
        case .light: 1
        case .dark: 2
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIUserInterfaceStyle] = [.unspecified, .light, .dark]
}

/// A size class (`UIUserInterfaceSizeClass`), with UIKit's raw values.
public enum UIUserInterfaceSizeClass: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Not specified (0).
    case unspecified
    /// Compact (1).
    case compact
    /// Regular (2).
    case regular
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .unspecified
        case 1: self = .compact
        case 2: self = .regular
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .unspecified: 0
        case .compact: 1
        case .regular: 2
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
}

/// The kind of device (`UIUserInterfaceIdiom`), with UIKit's raw values.
public enum UIUserInterfaceIdiom: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Not specified (−1).
    case unspecified
    /// An iPhone (0).
    case phone
    /// An iPad (1).
    case pad
    /// Apple TV (2).
    case tv
    /// CarPlay (3).
    case carPlay
    /// A Mac (5).
    case mac
    /// Apple Vision Pro (6).
    case vision
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case -1: self = .unspecified
        case 0: self = .phone
        case 1: self = .pad
        case 2: self = .tv
        case 3: self = .carPlay
        case 5: self = .mac
        case 6: self = .vision
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .unspecified: -1
        case .phone: 0
        case .pad: 1
        case .tv: 2
        case .carPlay: 3
        case .mac: 5
        case .vision: 6
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
}

/// A trait collection's layout direction (`UITraitEnvironmentLayoutDirection`), with UIKit's raw values.
public enum UITraitEnvironmentLayoutDirection: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Not specified (−1).
    case unspecified
    /// Left to right (0).
    case leftToRight
    /// Right to left (1).
    case rightToLeft
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case -1: self = .unspecified
        case 0: self = .leftToRight
        case 1: self = .rightToLeft
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .unspecified: -1
        case .leftToRight: 0
        case .rightToLeft: 1
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UITraitEnvironmentLayoutDirection] = [.unspecified, .leftToRight, .rightToLeft]
}

/// A Dynamic Type text size (`UIContentSizeCategory`), with UIKit's names.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the size.
    public var rawValue: String
    /// Creates a size from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large (the default).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Whether the size is one of the accessibility sizes (none of the sizes declared here is).
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// The kind of the current device: ``UIDevice/userInterfaceIdiom`` (UIKit's `UI_USER_INTERFACE_IDIOM()`,
/// deprecated in iOS 13).
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
}

/// How a view's content is laid out with respect to the layout direction (`UISemanticContentAttribute`),
/// with UIKit's raw values.
public enum UISemanticContentAttribute: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// Follows the layout direction (0).
    case unspecified
    /// Playback controls: always left to right (1).
    case playback
    /// Directional controls: always left to right (2).
    case spatial
    /// Always left to right (3).
    case forceLeftToRight
    /// Always right to left (4).
    case forceRightToLeft
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .unspecified
        case 1: self = .playback
        case 2: self = .spatial
        case 3: self = .forceLeftToRight
        case 4: self = .forceRightToLeft
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .unspecified: 0
        case .playback: 1
        case .spatial: 2
        case .forceLeftToRight: 3
        case .forceRightToLeft: 4
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UISemanticContentAttribute] = [.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft]
}
