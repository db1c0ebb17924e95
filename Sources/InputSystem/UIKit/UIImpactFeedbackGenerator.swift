import Foundation

/// A generator of impacts (`UIImpactFeedbackGenerator`): a tap felt when views collide or snap.
///
/// Inert by design: nothing vibrates; each impact is recorded in ``UIFeedbackGenerator/occurredFeedback``.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The generator's style.
    public let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of ``FeedbackStyle/medium`` impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Gives an impact at full intensity (records `.impact(style, intensity: 1)`).
    open func impactOccurred() {
        record(.impact(style, intensity: 1))
    }

    /// Gives an impact at `intensity` (0…1; records it clamped to that range).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style, intensity: min(max(intensity, 0), 1)))
    }

    /// The strength of an impact (`UIImpactFeedbackGenerator.FeedbackStyle`), with UIKit's raw values.
    public enum FeedbackStyle: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Light (0).
        case light
        /// Medium (1).
        case medium
        /// Heavy (2).
        case heavy
        /// Soft (3, iOS 13).
        case soft
        /// Rigid (4, iOS 13).
        case rigid
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .light
            case 1: self = .medium
            case 2: self = .heavy
            case 3: self = .soft
            case 4: self = .rigid
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .light: 0
            case .medium: 1
            case .heavy: 2
            case .soft: 3
            case .rigid: 4
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
    }
}
