import Foundation

/// One rectangle of a selection's highlight, mirroring `UITextSelectionRect`.
public struct TextSelectionRect: Equatable, Sendable, CustomStringConvertible {
    /// The rectangle, in the client's coordinates.
    public var rect: CGRect
    /// The writing direction of the text in the rectangle.
    public var writingDirection: NSWritingDirection
    /// Whether the rectangle holds the start of the selection.
    public var containsStart: Bool
    /// Whether the rectangle holds the end of the selection.
    public var containsEnd: Bool
    /// Whether the text in the rectangle runs vertically.
    public var isVertical: Bool

    /// Creates a selection rectangle.
    public init(rect: CGRect, writingDirection: NSWritingDirection = .leftToRight, containsStart: Bool,
                containsEnd: Bool, isVertical: Bool = false) {
        self.rect = rect
        self.writingDirection = writingDirection
        self.containsStart = containsStart
        self.containsEnd = containsEnd
        self.isVertical = isVertical
    }

    public var description: String {
        "[\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height)]"
            + (containsStart ? " start" : "") + (containsEnd ? " end" : "")
    }
}
