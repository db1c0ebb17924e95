import Foundation

/// A blur (`UIBlurEffect`). Inert by design: its style is kept, nothing is blurred.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The style of a blur (`UIBlurEffect.Style`), with UIKit's raw values.
    public enum Style: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Extra light (0).
        case extraLight
        /// Light (1).
        case light
        /// Dark (2).
        case dark
        /// Regular, following the interface style (4).
        case regular
        /// Prominent, following the interface style (5).
        case prominent
        /// The ultra-thin system material (6).
        case systemUltraThinMaterial
        /// The thin system material (7).
        case systemThinMaterial
        /// The system material (8).
        case systemMaterial
        /// The thick system material (9).
        case systemThickMaterial
        /// The chrome system material (10).
        case systemChromeMaterial
        /// A raw value UIKit declares no case for (the light and dark material variants, 11…20, among
        /// them): an imported `NS_ENUM` holds any raw value on iOS, so `init(rawValue:)` never fails.
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .extraLight
            case 1: self = .light
            case 2: self = .dark
            case 4: self = .regular
            case 5: self = .prominent
            case 6: self = .systemUltraThinMaterial
            case 7: self = .systemThinMaterial
            case 8: self = .systemMaterial
            case 9: self = .systemThickMaterial
            case 10: self = .systemChromeMaterial
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .extraLight: 0
            case .light: 1
            case .dark: 2
            case .regular: 4
            case .prominent: 5
            case .systemUltraThinMaterial: 6
            case .systemThinMaterial: 7
            case .systemMaterial: 8
            case .systemThickMaterial: 9
            case .systemChromeMaterial: 10
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [Style] = [.extraLight, .light, .dark, .regular, .prominent, .systemUltraThinMaterial,
                                               .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial]
    }
}
