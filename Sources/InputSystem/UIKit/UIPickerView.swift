import Foundation

/// A spinning-wheel picker (`UIPickerView`), the usual custom `inputView` of a text field: components of
/// rows from its data source, titles from its delegate, a selected row per component.
///
/// Live: the rows and the selection; as an input view it is as tall as UIKit's picker (216 points) unless
/// its frame says otherwise. Nothing spins: ``userSelectRow(_:inComponent:)`` stands for the user's spin
/// (it selects and tells the delegate, as a spin does), while ``selectRow(_:inComponent:animated:)`` is the
/// app's call and tells no one, as in UIKit.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Where the rows come from (held weakly).
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// Titles, sizes and the selection callback (held weakly).
    open weak var delegate: (any UIPickerViewDelegate)?
    /// Whether the selection indicator shows (deprecated in UIKit). Inert: kept.
    open var showsSelectionIndicator = true
    private var selected: [Int: Int] = [:]

    /// The picker's height in UIKit (216 points), its intrinsic height.
    nonisolated public static let standardHeight: CGFloat = 216

    /// The picker's size with no frame: the screen's width is not known here, so the width is left to the
    /// container (``UIView/noIntrinsicMetric``) and the height is UIKit's 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    /// The number of components, from the data source (0 without one).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    /// The number of rows of `component`, from the data source (0 outside the components).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The selected row of `component` (-1 when the component has no rows or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selected[component] ?? 0, rows - 1)
    }

    /// Selects `row` of `component` (the app's call: the delegate is not told, as in UIKit). A row outside
    /// the component is ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        selected[component] = row
    }

    /// The user spins `component` to `row`: it is selected and the delegate's
    /// `pickerView(_:didSelectRow:inComponent:)` runs. Returns false for a row outside the component.
    @discardableResult
    open func userSelectRow(_ row: Int, inComponent component: Int) -> Bool {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return false }
        selected[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }

    /// Asks the data source and delegate again for every component; selections past a component's new
    /// row count move to its last row.
    open func reloadAllComponents() {
        for component in Array(selected.keys) { reloadComponent(component) }
    }

    /// Asks again for `component`'s rows.
    open func reloadComponent(_ component: Int) {
        let rows = numberOfRows(inComponent: component)
        if let row = selected[component], row >= rows { selected[component] = rows > 0 ? rows - 1 : nil }
    }

    /// The title the delegate gives `row` of `component` (its attributed title's string when it gives
    /// only that), or nil.
    open func title(forRow row: Int, forComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
            ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
    }
}

/// The rows of a ``UIPickerView`` (`UIPickerViewDataSource`).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Titles, sizes and selection of a ``UIPickerView`` (`UIPickerViewDelegate`). Every member is optional,
/// as in UIKit: the defaults answer as UIKit does without them.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The title of `row` in `component`.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The attributed title of `row` in `component`.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The user selected `row` in `component`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// The width of `component`. Inert: kept for layout code.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component`. Inert: kept for layout code.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    /// Default: nil.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Default: nil.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Default: nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// Default: the picker's width shared by its components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
    }
    /// Default: 32 points (UIKit's row height).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}
