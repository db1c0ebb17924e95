import Foundation

/// A row of a table view (`UITableViewCell`): add content to its ``contentView``.
///
/// Live: ``contentView`` fills the cell and follows its size; ``textLabel`` and ``detailTextLabel`` are
/// labels in it (made on first use; the detail label only for the styles that have one), laid out in a
/// row (inert typography: no separators, accessories or selection are drawn); ``prepareForReuse()`` is
/// called when ``UITableView`` hands a reused cell out again.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The cell's style (which labels it has).
    public let style: CellStyle
    /// The view to add content to: fills the cell.
    public let contentView: UIView
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a ``CellStyle/default`` cell with no reuse identifier, with the frame `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The cell's main label (made on first use, in ``contentView``).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: max(0, contentView.bounds.width - 32), height: contentView.bounds.height))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The cell's detail label (``CellStyle/value1``, ``CellStyle/value2`` and ``CellStyle/subtitle``; nil
    /// for ``CellStyle/default``, as in UIKit).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: max(0, contentView.bounds.width - 32), height: contentView.bounds.height))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .right
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// Whether the cell is selected (kept, not drawn).
    open var isSelected = false
    /// Whether the cell is highlighted (kept, not drawn).
    open var isHighlighted = false

    /// Sets ``isSelected`` (nothing animates).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Called before the table view hands the cell out again from its reuse queue; override to reset
    /// content, calling super.
    open func prepareForReuse() {}

    /// The labels a cell has (`UITableViewCell.CellStyle`), with UIKit's raw values.
    public enum CellStyle: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// A text label only (0).
        case `default`
        /// Text on the left, detail on the right (1).
        case value1
        /// Detail on the left, text on the right (2).
        case value2
        /// Text above a subtitle (3).
        case subtitle
        /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
        /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
        case unknownValue(Int)

        /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .default
            case 1: self = .value1
            case 2: self = .value2
            case 3: self = .subtitle
            default: self = .unknownValue(rawValue)
            }
        }

        /// UIKit's raw value.
        public var rawValue: Int {
            switch self {
            case .default: 0
            case .value1: 1
            case .value2: 2
            case .subtitle: 3
            case .unknownValue(let value): value
            }
        }

        /// The named cases, in UIKit's order.
        public static let allCases: [CellStyle] = [.default, .value1, .value2, .subtitle]
    }
}
