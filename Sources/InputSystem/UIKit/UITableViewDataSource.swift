import Foundation

/// What a table view shows (`UITableViewDataSource`): its sections, rows and cells.
///
/// Implement the row count and the cell; the other members have UIKit's defaults (one section, no titles).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath` (usually `dequeueReusableCell(withIdentifier:for:)`, configured).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (default nil; kept, not drawn).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (default nil; kept, not drawn).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section (UIKit's default).
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title (UIKit's default).
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title (UIKit's default).
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
