import Foundation

/// A search field with its bar (`UISearchBar`), kept minimal: its text field (``searchTextField``, iOS 13),
/// ``text``, ``placeholder`` and a delegate told about editing.
///
/// Live: the text is the search field's, which takes part in the simulation as any ``UITextField`` does (in
/// a window it becomes first responder through its own `becomeFirstResponder()`); the delegate hears
/// `searchBarTextDidBeginEditing(_:)`, `searchBar(_:textDidChange:)` (for the user's edits) and
/// `searchBarTextDidEndEditing(_:)` from the field's editing events. The bar's look (scope bar, cancel
/// button, bookmarks) is not modeled.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's text field (iOS 13).
    public let searchTextField: UISearchTextField
    /// The delegate.
    open weak var delegate: (any UISearchBarDelegate)?

    /// Creates a search bar with a frame; its search field fills it.
    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        searchTextField.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(searchTextField)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarTextDidBeginEditing(self)
        }, for: .editingDidBegin)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.text ?? "")
        }, for: .editingChanged)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarTextDidEndEditing(self)
        }, for: .editingDidEnd)
    }

    /// Creates a search bar from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The search text (the search field's).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder shown while the text is empty (the search field's).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A prompt shown above the bar. Inert: kept.
    open var prompt: String?
    /// Whether the bar shows its Cancel button. Inert: kept.
    open var showsCancelButton = false

    /// Shows or hides the Cancel button. Inert: kept in ``showsCancelButton``.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The search field becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// The search field resigns.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    /// Whether the search field is first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
}

/// The text field of a search bar (`UISearchTextField`, iOS 13): a ``UITextField``; search tokens are not
/// modeled.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// The delegate of a search bar (`UISearchBarDelegate`); every method has a default, as UIKit's optional
/// methods have.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Editing began in the search field.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended in the search field.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the search text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The Search button was tapped. Not sent by the simulation.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped. Not sent by the simulation.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
