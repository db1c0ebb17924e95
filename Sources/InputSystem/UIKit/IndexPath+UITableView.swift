import Foundation

extension IndexPath {
    /// An index path of a table view's row `row` in section `section` (UIKit adds this to Foundation's
    /// `IndexPath`; Foundation on Linux has no table views).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
