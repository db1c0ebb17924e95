import Foundation

extension UIAction: UIMenuElement {
    /// Creates an action with its menu properties (UIKit's full initializer): a title, an image, an
    /// identifier, attributes and a state, running `handler` when chosen or sent by a control.
    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void) {
        self.init(title: title, handler: handler)
        self.subtitle = subtitle
        self.image = image
        if let identifier { self.identifier = identifier }
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// An action's identifier (`UIAction.Identifier`), a string.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
