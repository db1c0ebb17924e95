import Foundation

/// What an edit menu is presented for (`UIEditMenuConfiguration`, iOS 16): an identifier and the point
/// it comes from.
@preconcurrency @MainActor
open class UIEditMenuConfiguration {
    /// The configuration's identifier (code compares it in the delegate).
    public let identifier: AnyHashable
    /// The point the menu comes from, in the interaction's view's coordinates.
    public let sourcePoint: CGPoint
    /// Where the menu's arrow should point.
    open var preferredArrowDirection = UIEditMenuArrowDirection.automatic

    /// Creates a configuration (UIKit takes `NSCopying?` as the identifier; here any hashable value).
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.sourcePoint = sourcePoint
    }
}
