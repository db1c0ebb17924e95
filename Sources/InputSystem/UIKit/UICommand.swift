import Foundation

/// A menu command (`UICommand`): a title and what it does.
///
/// UIKit's `init(title:image:action:propertyList:…)` takes a selector, which Linux has not: here the
/// command runs a closure (``init(title:image:propertyList:discoverabilityTitle:attributes:state:handler:)``).
/// Inert: kept, not shown; ``UIKeyCommand`` is a separate class here, not a subclass.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The command's title.
    open var title: String
    /// The command's subtitle.
    open var subtitle: String?
    /// The command's image.
    open var image: UIImage?
    /// The title a hardware-keyboard discoverability overlay shows.
    open var discoverabilityTitle: String?
    /// The command's attributes.
    open var attributes: UIMenuElement.Attributes
    /// The command's check state.
    open var state: UIMenuElement.State
    /// A value that tells commands with the same handler apart.
    public let propertyList: Any?
    private let handler: (UICommand) -> Void

    /// Creates a command that runs `handler` when chosen (the closure form of `action:`).
    public init(title: String, image: UIImage? = nil, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping (UICommand) -> Void) {
        self.title = title
        self.image = image
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the command's handler, as choosing it in a menu does.
    open func perform() {
        handler(self)
    }
}
