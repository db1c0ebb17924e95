import Foundation

/// The name of an action method (`Selector`), as `canPerformAction(_:withSender:)` and
/// `target(forAction:withSender:)` take it. Swift without Objective-C has no `#selector`: write
/// `Selector("copy:")`, or one of the named standard edit actions (`.copy`), where iOS code writes
/// `#selector(copy(_:))`.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The Objective-C name of the method (`copy:`).
    public let name: String

    /// The selector named `name` (`Selector("paste:")`).
    public init(_ name: String) { self.name = name }

    /// The selector named by a string literal.
    public init(stringLiteral value: String) { self.name = value }

    /// The method's name.
    public var description: String { name }

    /// `cut:` (UIResponderStandardEditActions).
    public static let cut = Selector("cut:")
    /// `copy:`.
    public static let copy = Selector("copy:")
    /// `paste:`.
    public static let paste = Selector("paste:")
    /// `select:`.
    public static let select = Selector("select:")
    /// `selectAll:`.
    public static let selectAll = Selector("selectAll:")
    /// `delete:`.
    public static let delete = Selector("delete:")
    /// `undo:` (the undo manager's action).
    public static let undo = Selector("undo:")
    /// `redo:`.
    public static let redo = Selector("redo:")

    /// The standard edit action this selector names, if any.
    var editAction: UIResponder.StandardEditAction? { UIResponder.StandardEditAction(rawValue: name) }
}
