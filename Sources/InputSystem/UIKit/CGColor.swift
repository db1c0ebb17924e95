import Foundation

/// A color as Core Graphics stores it (`CGColor`), which swift-corelibs-foundation lacks: here RGBA
/// components only, for what layers keep (``CALayer/borderColor``, ``UIColor/cgColor``).
///
/// Inert: kept, not drawn. Two colors are equal when their components are.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The red, green, blue and alpha components, each 0…1 (extended values are kept as given).
    public let components: [CGFloat]?
    private let rgba: [CGFloat]

    /// Creates a color from RGBA components (`CGColor(red:green:blue:alpha:)`, iOS 13).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = [red, green, blue, alpha]
        components = rgba
    }

    /// Creates a gray (`CGColor(gray:alpha:)`, iOS 13).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The alpha component.
    public var alpha: CGFloat { rgba[3] }
    /// The number of components (4: red, green, blue, alpha).
    public var numberOfComponents: Int { rgba.count }

    /// The color with another alpha (`copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: alpha)
    }

    /// Whether the two colors have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
    /// `<CGColor r g b a>`.
    public var description: String { "<CGColor \(rgba.map { "\($0)" }.joined(separator: " "))>" }
}
