import Foundation

/// A table view (`UITableView`), minimal: a scroll view of rows, each a ``UITableViewCell`` from the
/// ``dataSource``, as far as forms and keyboard avoidance need.
///
/// Live: rows are stacked from the top (after ``tableHeaderView``) at ``rowHeight`` (44 by default) or
/// the delegate's ``UITableViewDelegate/tableView(_:heightForRowAt:)``; ``UIScrollView/contentSize`` is their total;
/// the cells of the rows inside the bounds are asked for, added as subviews at ``rectForRow(at:)`` and put
/// back in the reuse queue when scrolled out, as UIKit's; ``cellForRow(at:)`` is nil for a row not on
/// screen; ``scrollToRow(at:at:animated:)`` sets ``UIScrollView/contentOffset`` from ``rectForRow(at:)``
/// within the adjusted content insets (what keyboard avoidance relies on). Inert by design: section
/// headers and footers take no height, separators and selection are not drawn, nothing animates,
/// ``automaticDimension`` rows are 44 points (Auto Layout is not solved).
///
/// Cell registration: Swift cannot make an instance of a class known only at run time unless its
/// initializer is `required`, and UIKit's `init(style:reuseIdentifier:)` is not (cells override it).
/// So ``register(_:forCellReuseIdentifier:)`` makes cells of ``UITableViewCell`` itself; for a subclass,
/// use the classic idiom `tableView.dequeueReusableCell(withIdentifier: id) as? MyCell ?? MyCell(style:
/// .default, reuseIdentifier: id)`, which compiles and runs unchanged on iOS.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's style.
    public let style: Style
    /// What the table shows. Setting it reloads.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }
    /// How rows look and react. Setting it reloads (row heights may change).
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { reloadData() }
    }
    /// The height of every row the delegate does not size (44 by default).
    open var rowHeight: CGFloat = 44 {
        didSet { reloadData() }
    }
    /// The estimated row height (kept: heights are computed, not estimated).
    open var estimatedRowHeight: CGFloat = 0
    /// A view above the rows: its height pushes the rows down.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = tableHeaderView { addSubview(view) }
            reloadData()
        }
    }
    /// A view below the rows (often an empty view to hide separators): its height adds to the content.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = tableFooterView { addSubview(view) }
            reloadData()
        }
    }
    /// Whether rows can be selected (kept).
    open var allowsSelection = true
    /// Whether the table is editing (kept).
    open var isEditing = false

    /// A row height that asks for self-sizing: treated as 44 points here (Auto Layout is not solved).
    nonisolated public static let automaticDimension: CGFloat = -1

    private var registered: [String: AnyClass] = [:]
    private var reusePool: [String: [UITableViewCell]] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var rowCounts: [Int] = []
    private var isTiling = false

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a ``Style/plain`` table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Cells

    /// Registers `cellClass` for cells reused under `identifier` (nil removes the registration). Cells of
    /// ``UITableViewCell`` itself are made on demand; see the type's documentation for subclasses.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell from the reuse queue of `identifier` (given ``UITableViewCell/prepareForReuse()``), else a new
    /// cell when ``UITableViewCell`` itself is registered under it, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], !pool.isEmpty {
            let cell = pool.removeLast()
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let cls = registered[identifier], cls == UITableViewCell.self {
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return nil
    }

    /// A cell for the row at `indexPath`: from the reuse queue, else a new one of the registered class.
    /// Stops the program when none can be made (no registration, or a subclass registered: see the type's
    /// documentation), as UIKit stops it for an unregistered identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        if let cls = registered[identifier] {
            preconditionFailure("UITableView: cannot make a \(cls) for '\(identifier)' (Swift makes no instance of a class known at run time without a required initializer): dequeue with dequeueReusableCell(withIdentifier:) and make the cell with init(style:reuseIdentifier:) when it is nil")
        }
        preconditionFailure("UITableView: unable to dequeue a cell with identifier '\(identifier)': register a class for it")
    }

    /// The cell of the row at `indexPath` if the row is on screen, else nil (as UIKit's).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        tile()
        return visible[indexPath]
    }

    /// The index path of `cell` if it is the cell of a row on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The index path of the row at `point` (content coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for section in 0..<numberOfSections {
            for row in 0..<numberOfRows(inSection: section) {
                let path = IndexPath(row: row, section: section)
                if rectForRow(at: path).contains(point) { return path }
            }
        }
        return nil
    }

    /// The cells of the rows on screen, in row order.
    open var visibleCells: [UITableViewCell] {
        tile()
        return visible.keys.sorted().compactMap { visible[$0] }
    }

    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        tile()
        return visible.keys.sorted()
    }

    // MARK: Rows and geometry

    /// Asks the data source again for the sections, rows and on-screen cells (the cells go back to the
    /// reuse queue first).
    open func reloadData() {
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        let sections = dataSource?.numberOfSections(in: self) ?? 0
        rowCounts = (0..<max(0, sections)).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        updateContentSize()
        tile()
    }

    /// The number of sections (as the data source answered at the last reload).
    open var numberOfSections: Int { rowCounts.count }

    /// The number of rows in `section` (as the data source answered at the last reload).
    open func numberOfRows(inSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The rectangle of the row at `indexPath`, in the table's content coordinates (zero for a row that
    /// does not exist).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard rowCounts.indices.contains(indexPath.section), (0..<rowCounts[indexPath.section]).contains(indexPath.row) else {
            return .zero
        }
        var y = tableHeaderView?.frame.height ?? 0
        for section in 0..<indexPath.section {
            for row in 0..<rowCounts[section] { y += height(of: IndexPath(row: row, section: section)) }
        }
        for row in 0..<indexPath.row { y += height(of: IndexPath(row: row, section: indexPath.section)) }
        return CGRect(x: 0, y: y, width: bounds.width, height: height(of: indexPath))
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` inside the adjusted content insets
    /// (``ScrollPosition/none``: as little as makes it visible), within the content (at once: nothing
    /// animates).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        default:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = min(max(-inset.top, y), maxY)
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    /// Selects the row at `indexPath` (the cell's ``UITableViewCell/isSelected``) and scrolls to it at
    /// `scrollPosition`. The delegate is not told, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        for cell in visible.values { cell.isSelected = false }
        selectedRow = indexPath
        guard let indexPath else { return }
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        cellForRow(at: indexPath)?.isSelected = true
    }

    /// Deselects the row at `indexPath`. The delegate is not told, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedRow == indexPath { selectedRow = nil }
        visible[indexPath]?.isSelected = false
    }

    /// The selected row, if any.
    open var indexPathForSelectedRow: IndexPath? { selectedRow }
    private var selectedRow: IndexPath?

    /// Scrolling moves the rows on screen: cells of rows that left the bounds go back to the reuse queue,
    /// rows that came in get cells.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            tile()
        }
    }

    /// Lays the cells out again (the width follows the table's).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
        tile()
    }

    // MARK: Tiling

    private func height(of indexPath: IndexPath) -> CGFloat {
        let h = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return h < 0 ? 44 : h
    }

    private func updateContentSize() {
        var height = tableHeaderView?.frame.height ?? 0
        for section in rowCounts.indices {
            for row in 0..<rowCounts[section] { height += self.height(of: IndexPath(row: row, section: section)) }
        }
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: height, width: bounds.width, height: footer.frame.height)
            height += footer.frame.height
        }
        contentSize = CGSize(width: bounds.width, height: height)
    }

    private func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
    }

    /// Gives the rows inside the bounds their cells and takes the others' away.
    private func tile() {
        guard !isTiling, let dataSource else { return }
        isTiling = true
        defer { isTiling = false }
        let area = bounds
        var onScreen: [IndexPath: CGRect] = [:]
        var y = tableHeaderView?.frame.height ?? 0
        for section in rowCounts.indices {
            for row in 0..<rowCounts[section] {
                let path = IndexPath(row: row, section: section)
                let h = height(of: path)
                let rect = CGRect(x: 0, y: y, width: area.width, height: h)
                if rect.maxY > area.minY && rect.minY < area.maxY { onScreen[path] = rect }
                y += h
            }
        }
        for (path, cell) in visible where onScreen[path] == nil {
            visible[path] = nil
            enqueue(cell)
        }
        for path in onScreen.keys.sorted() {
            let rect = onScreen[path]!
            if let cell = visible[path] {
                cell.frame = rect
                continue
            }
            let cell = dataSource.tableView(self, cellForRowAt: path)
            cell.frame = rect
            cell.isSelected = selectedRow == path
            visible[path] = cell
            if cell.superview !== self { addSubview(cell) }
            delegate?.tableView(self, willDisplay: cell, forRowAt: path)
        }
    }

    // MARK: Styles

    /// The style of a table (`UITableView.Style`), with UIKit's raw values.
    public enum Style: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// Plain (0).
        case plain
        /// Grouped (1).
        case grouped
        /// Inset grouped (2, iOS 13).
        case insetGrouped
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .plain
            case 1: self = .grouped
            case 2: self = .insetGrouped
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .plain: 0
            case .grouped: 1
            case .insetGrouped: 2
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [Style] = [.plain, .grouped, .insetGrouped]
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts a row (`UITableView.ScrollPosition`), with UIKit's raw
    /// values.
    public enum ScrollPosition: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// As little scrolling as makes the row visible (0).
        case none
        /// At the top (1).
        case top
        /// In the middle (2).
        case middle
        /// At the bottom (3).
        case bottom
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .none
            case 1: self = .top
            case 2: self = .middle
            case 3: self = .bottom
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .none: 0
            case .top: 1
            case .middle: 2
            case .bottom: 3
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [ScrollPosition] = [.none, .top, .middle, .bottom]
    }
}
