import Foundation

/// An object that adds behavior to a view (`UIInteraction`): ``UIView/addInteraction(_:)`` tells it
/// which view it moved to.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (nil: it was removed).
    func didMove(to view: UIView?)
}
