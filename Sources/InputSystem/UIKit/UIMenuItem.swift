import Foundation

/// A custom item of the edit menu (`UIMenuItem`, deprecated in iOS 16): a title and what it does.
///
/// UIKit's `init(title:action:)` takes a selector, which Linux has not: here the item runs a closure
/// (``init(title:handler:)``). Inert: kept, not shown; ``perform()`` runs it as choosing it would.
@preconcurrency @MainActor
open class UIMenuItem {
    /// The item's title.
    open var title: String
    private let handler: () -> Void

    /// Creates an item that runs `handler` when chosen (the closure form of `action:`).
    public init(title: String, handler: @escaping () -> Void) {
        self.title = title
        self.handler = handler
    }

    /// Runs the item's handler, as choosing it in the menu does.
    open func perform() {
        handler()
    }
}
