import Foundation

/// The shortcuts bar's items of a responder on iPad (`UITextInputAssistantItem`): the groups of bar button
/// items at its leading and trailing ends. Live: a responder whose groups are both empty, with autocorrection
/// off, leaves no shortcuts bar over an iPad's hardware keyboard (the simulation then posts no show
/// notifications), as apps hide the bar by emptying the groups.
@preconcurrency @MainActor
open class UITextInputAssistantItem: NSObject {
    /// The groups at the bar's leading end (the system's undo, redo and paste by default).
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = [UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)]
    /// The groups at the bar's trailing end (the system's formatting items by default).
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = [UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)]
    /// Whether the bar may hide its shortcuts when there is no room. Inert: kept.
    open var allowsHidingShortcuts = true

    /// Creates the default item (the system's groups at both ends).
    public override init() {
        super.init()
    }

    /// Whether both ends are empty (the app removed the system's groups).
    var isEmpty: Bool { leadingBarButtonGroups.isEmpty && trailingBarButtonGroups.isEmpty }
}

/// A group of bar button items on the shortcuts bar (`UIBarButtonItemGroup`). Inert: kept.
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
    /// The group's items.
    open var barButtonItems: [UIBarButtonItem]
    /// The item shown when the group is collapsed.
    open var representativeItem: UIBarButtonItem?

    /// Creates a group.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
    }
}
