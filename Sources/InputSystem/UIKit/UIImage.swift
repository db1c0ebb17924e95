import Foundation

/// An image (`UIImage`): its name, size, scale and rendering mode.
///
/// Inert: kept, not drawn. No image files or symbols are read: ``init(named:)`` and
/// ``init(systemName:)`` give an image for any non-empty name (UIKit: nil when the bundle or the symbol
/// set has none), of ``size`` zero unless made with ``init(size:)``.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's name (the asset or symbol name it was made with).
    public let name: String?
    /// Whether the image is an SF Symbol (made with ``init(systemName:)``).
    public let isSymbolImage: Bool
    /// The size in points.
    public let size: CGSize
    /// The scale (1).
    public let scale: CGFloat
    /// How the image is drawn.
    public let renderingMode: RenderingMode

    init(name: String?, symbol: Bool, size: CGSize, renderingMode: RenderingMode) {
        self.name = name
        isSymbolImage = symbol
        self.size = size
        scale = 1
        self.renderingMode = renderingMode
        super.init()
    }

    /// Creates an empty image.
    public convenience override init() {
        self.init(name: nil, symbol: false, size: .zero, renderingMode: .automatic)
    }

    /// Creates a blank image of `size` points (a stand-in for a drawn one).
    public convenience init(size: CGSize) {
        self.init(name: nil, symbol: false, size: size, renderingMode: .automatic)
    }

    /// The image named `name` in the app's assets; nil for an empty name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, symbol: false, size: .zero, renderingMode: .automatic)
    }

    /// The SF Symbol named `name` (a template image); nil for an empty name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, symbol: true, size: .zero, renderingMode: .alwaysTemplate)
    }

    /// The same image with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, symbol: isSymbolImage, size: size, renderingMode: renderingMode)
    }

    /// The same image tinted with `color` (inert: the color is not kept).
    open func withTintColor(_ color: UIColor) -> UIImage {
        withRenderingMode(.alwaysOriginal)
    }

    /// How an image is drawn (`UIImage.RenderingMode`), with UIKit's raw values.
    ///
    /// Any raw value is accepted, as by an imported `NS_ENUM`: values UIKit declares no case for are
    /// ``unknownValue(_:)``, and equality and hashing go by ``rawValue``.
    public enum RenderingMode: RawRepresentable, Hashable, Sendable {
        /// As the context decides (0).
        case automatic
        /// With its own colors (1).
        case alwaysOriginal
        /// As a template tinted with the tint color (2).
        case alwaysTemplate
        /// A raw value UIKit defines no case for.
        case unknownValue(Int)

        /// Creates the case for `rawValue` (never nil: unknown values are ``unknownValue(_:)``).
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .automatic
            case 1: self = .alwaysOriginal
            case 2: self = .alwaysTemplate
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .automatic: 0
            case .alwaysOriginal: 1
            case .alwaysTemplate: 2
            case .unknownValue(let value): value
            }
        }

        /// Whether the two have the same raw value.
        public static func == (lhs: RenderingMode, rhs: RenderingMode) -> Bool { lhs.rawValue == rhs.rawValue }
        /// Hashes the raw value.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }
}
