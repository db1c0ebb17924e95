import Foundation

/// How a table view's rows look and react (`UITableViewDelegate`); every member has UIKit's default.
///
/// Live: ``tableView(_:heightForRowAt:)`` sizes the rows; ``tableView(_:willDisplay:forRowAt:)`` is
/// called when a row's cell is made. ``tableView(_:didSelectRowAt:)`` and ``tableView(_:didDeselectRowAt:)``
/// are never called by the table: a tap calls them on iOS and touches are not simulated
/// (``UITableView/selectRow(at:animated:scrollPosition:)`` and ``UITableView/deselectRow(at:animated:)`` do
/// not call them, as in UIKit); a test calls them itself.
@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
    /// The height of the row at `indexPath` (default: the table view's ``UITableView/rowHeight``).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The cell of the row at `indexPath` is about to be shown (default: nothing).
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The row at `indexPath` was selected (default: nothing).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row at `indexPath` was deselected (default: nothing).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// The table view's ``UITableView/rowHeight`` (UIKit's default).
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Nothing (UIKit's default).
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing (UIKit's default).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing (UIKit's default).
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
