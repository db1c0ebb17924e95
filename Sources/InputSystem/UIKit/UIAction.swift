import Foundation

/// A closure-based action (`UIAction`, iOS 14) for ``UIControl/addAction(_:for:)``.
@preconcurrency @MainActor
open class UIAction {
    /// The action's title.
    open var title: String
    /// The control that sent the action while its handler runs.
    open internal(set) var sender: Any?
    let handler: @MainActor (UIAction) -> Void

    /// Creates an action that runs `handler`.
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    // MARK: Menu element (inert: kept, not shown)

    /// The action's image (menus show it; inert here).
    open var image: UIImage?
    /// The action's identifier.
    open var identifier = Identifier(rawValue: UUID().uuidString)
    /// The title a hardware-keyboard discoverability overlay shows.
    open var discoverabilityTitle: String?
    /// The action's attributes in a menu (destructive, disabled, hidden).
    open var attributes: UIMenuElement.Attributes = []
    /// The action's check state in a menu.
    open var state: UIMenuElement.State = .off
    /// The subtitle a menu shows under the title (iOS 15).
    open var subtitle: String?
}
