import Foundation

/// The base of the items of toolbars and navigation bars (`UIBarItem`): a title, an image, an enabled
/// state and a tag.
///
/// Inert: kept, not drawn. As in UIKit, an item is an `NSObject` (`Equatable` and `Hashable` by identity).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title (nil for a system item, as in UIKit).
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item is enabled (a disabled item ignores ``UIBarButtonItem/performPrimaryAction()``).
    open var isEnabled = true
    /// A number that identifies the item (0).
    open var tag = 0

    /// Creates an item.
    public override init() {
        super.init()
    }
}

/// A button in a toolbar or navigation bar (`UIBarButtonItem`), with the closure-based initializers of
/// iOS 14 (`init(systemItem:primaryAction:menu:)`, `init(title:image:primaryAction:menu:)`).
///
/// The target–action initializers (`init(barButtonSystemItem:target:action:)`) need `#selector`, which
/// Linux has not: give a ``UIAction`` as `primaryAction` instead. Touches are not simulated, so a test taps
/// the item with ``performPrimaryAction()`` — a Done button in an input accessory toolbar that resigns the
/// field is exercised so. The item is otherwise inert: kept, not drawn.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The item's style.
    open var style = Style.plain
    /// The item's width (0: its natural width; a ``SystemItem/fixedSpace`` item's space).
    open var width: CGFloat = 0
    /// The action the item runs when tapped (iOS 14).
    open var primaryAction: UIAction?
    /// The menu the item shows (iOS 14). Inert: kept, not shown.
    open var menu: UIMenu?
    /// A view shown instead of the item's title or image.
    open var customView: UIView?
    /// The item's tint color. Inert: kept, not drawn.
    open var tintColor: UIColor?
    /// The system item the item was made as, if any (UIKit keeps it private; the Done, Cancel and space
    /// items of a toolbar are told apart by it).
    public let systemItem: SystemItem?

    /// Creates a plain item with no title.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Creates a system item (Done, Cancel, a flexible space …) that runs `primaryAction` when tapped (iOS 14).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
        if systemItem == .done { style = .done }
    }

    /// Creates an item with a title and an image that runs `primaryAction` when tapped (iOS 14). With no
    /// title, the action's title is the item's.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
        self.title = title ?? primaryAction.map(\.title)
        self.image = image
    }

    /// Creates an item that runs `primaryAction` and shows its title (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init(title: nil)
        self.customView = customView
    }

    /// A flexible space that pushes the items apart (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A fixed space `width` points wide (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Taps the item: runs ``primaryAction``'s handler with the item as the action's sender, unless the item
    /// is disabled. This module's stand-in for a tap (touches are not simulated); returns whether an
    /// action ran.
    @discardableResult
    open func performPrimaryAction() -> Bool {
        guard isEnabled, let action = primaryAction else { return false }
        action.sender = self
        action.handler(action)
        action.sender = nil
        return true
    }

    /// The style of an item (`UIBarButtonItem.Style`), with UIKit's raw values; any raw value is accepted.
    public enum Style: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// A plain item (0).
        case plain
        /// A bordered item (1; deprecated in iOS 8).
        case bordered
        /// A Done item: bold (2).
        case done
        /// A raw value UIKit declares no case for (`init(rawValue:)` never fails, as on iOS).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .plain
            case 1: self = .bordered
            case 2: self = .done
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .plain: 0
            case .bordered: 1
            case .done: 2
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [Style] = [.plain, .bordered, .done]
    }

    /// The system items (`UIBarButtonItem.SystemItem`), with UIKit's raw values; any raw value is accepted.
    public enum SystemItem: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// Done (0).
        case done
        /// Cancel (1).
        case cancel
        /// Edit (2).
        case edit
        /// Save (3).
        case save
        /// Add (4).
        case add
        /// A flexible space (5).
        case flexibleSpace
        /// A fixed space (6).
        case fixedSpace
        /// Compose (7).
        case compose
        /// Reply (8).
        case reply
        /// Action (share) (9).
        case action
        /// Organize (10).
        case organize
        /// Bookmarks (11).
        case bookmarks
        /// Search (12).
        case search
        /// Refresh (13).
        case refresh
        /// Stop (14).
        case stop
        /// Camera (15).
        case camera
        /// Trash (16).
        case trash
        /// Play (17).
        case play
        /// Pause (18).
        case pause
        /// Rewind (19).
        case rewind
        /// Fast forward (20).
        case fastForward
        /// Undo (21).
        case undo
        /// Redo (22).
        case redo
        /// Page curl (23; deprecated in iOS 11).
        case pageCurl
        /// Close (24, iOS 13).
        case close
        /// A raw value UIKit declares no case for (`init(rawValue:)` never fails, as on iOS).
        case unknownValue(Int)

        /// The named cases, in UIKit's order (their raw values are their positions).
        public static let allCases: [SystemItem] = [
            .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action,
            .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind,
            .fastForward, .undo, .redo, .pageCurl, .close,
        ]

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .done
            case 1: self = .cancel
            case 2: self = .edit
            case 3: self = .save
            case 4: self = .add
            case 5: self = .flexibleSpace
            case 6: self = .fixedSpace
            case 7: self = .compose
            case 8: self = .reply
            case 9: self = .action
            case 10: self = .organize
            case 11: self = .bookmarks
            case 12: self = .search
            case 13: self = .refresh
            case 14: self = .stop
            case 15: self = .camera
            case 16: self = .trash
            case 17: self = .play
            case 18: self = .pause
            case 19: self = .rewind
            case 20: self = .fastForward
            case 21: self = .undo
            case 22: self = .redo
            case 23: self = .pageCurl
            case 24: self = .close
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .done: 0
            case .cancel: 1
            case .edit: 2
            case .save: 3
            case .add: 4
            case .flexibleSpace: 5
            case .fixedSpace: 6
            case .compose: 7
            case .reply: 8
            case .action: 9
            case .organize: 10
            case .bookmarks: 11
            case .search: 12
            case .refresh: 13
            case .stop: 14
            case .camera: 15
            case .trash: 16
            case .play: 17
            case .pause: 18
            case .rewind: 19
            case .fastForward: 20
            case .undo: 21
            case .redo: 22
            case .pageCurl: 23
            case .close: 24
            case .unknownValue(let value): value
            }
        }
    }
}
