import Foundation

/// A menu (`UIMenu`): a title and children (actions, commands, submenus), as edit menus and context menus
/// are built.
///
/// Inert: kept, not shown.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's title.
    public let title: String
    /// The menu's subtitle.
    public let subtitle: String?
    /// The menu's image.
    public let image: UIImage?
    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [any UIMenuElement]

    /// Creates a menu (a generated identifier when none is given).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [any UIMenuElement] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
    }

    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [any UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// How a menu is shown (`UIMenu.Options`), with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public var rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is checked (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a palette (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A menu's identifier (`UIMenu.Identifier`), a string; UIKit's standard menus have theirs.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The root menu.
        public static let root = Identifier("com.apple.menu.root")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The standard edit actions (Cut, Copy, Paste …).
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// The Format menu.
        public static let format = Identifier("com.apple.menu.format")
        /// The text style actions (Bold, Italic, Underline).
        public static let textStyle = Identifier("com.apple.menu.text-style")
        /// The Replace item (spelling suggestions).
        public static let replace = Identifier("com.apple.menu.replace")
        /// The Share item.
        public static let share = Identifier("com.apple.menu.share")
        /// The Look Up item.
        public static let lookup = Identifier("com.apple.menu.lookup")
    }
}
