import Foundation

/// The priority of a layout constraint or of content hugging and compression resistance
/// (`UILayoutPriority`), with UIKit's values (1 … 1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float
    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority at which a split view's divider drag resizes the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the scene keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority below which a drag cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority of a button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority of fitting-size calculations (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs` (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
