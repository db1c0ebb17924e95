import Foundation

/// A view controller (`UIViewController`), as far as text-input and keyboard-avoidance code needs: its
/// root view (loaded lazily, once), the appearance callbacks, child controllers, the responder chain, and
/// presentation.
///
/// Live: ``view`` calls ``loadView()`` and ``viewDidLoad()`` once, on first use; the root view's next
/// responder is the controller, whose next responder is the root view's superview (else its parent, else the
/// controller that presented it), as in UIKit; ``UIWindow/rootViewController`` puts the view in the window
/// and sends the appearance callbacks (`viewWillAppear(_:)` … `viewDidDisappear(_:)`) to the controller and
/// its children. Inert by design: `present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// record the presentation and run the completion at once (no presented view is shown);
/// ``additionalSafeAreaInsets`` is kept, not added to the views' safe area; ``navigationController`` is the
/// nearest ``UINavigationController`` among the parents.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?
    /// The controller's title.
    open var title: String?
    /// Extra insets the controller asks for on top of the safe area (iOS 11). Inert: kept.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    /// The child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?
    /// The controller this one presented (`present(_:animated:completion:)`), until it is dismissed.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open private(set) weak var presentingViewController: UIViewController?
    /// How the controller is presented. Inert: kept.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// The navigation controller the controller is in: the nearest ``UINavigationController`` among its parents.
    open var navigationController: UINavigationController? { parent as? UINavigationController ?? parent?.navigationController }

    /// Creates a controller; the name of a nib is kept, and no nib is loaded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// Creates a controller from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The name of the controller's nib (kept; nothing is loaded from it).
    public let nibName: String?

    // MARK: The root view

    /// The root view: loaded by ``loadView()`` on first use, then ``viewDidLoad()`` runs (once). Setting it
    /// replaces the root view.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.viewController = nil
            storedView = newValue
            newValue?.viewController = self
        }
    }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the root view; override to make your own (without calling super). The default makes a plain
    /// view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the root view if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called once the root view is loaded; override to set it up, calling super.
    open func viewDidLoad() {}
    /// The root view is about to join the window (``UIWindow/rootViewController``).
    open func viewWillAppear(_ animated: Bool) {}
    /// The root view joined the window.
    open func viewDidAppear(_ animated: Bool) {}
    /// The root view is about to leave the window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The root view left the window.
    open func viewDidDisappear(_ animated: Bool) {}

    enum Appearance { case willAppear, didAppear, willDisappear, didDisappear }

    /// Sends an appearance callback (not animated) to this controller and its children.
    func sendAppearance(_ appearance: Appearance) {
        switch appearance {
        case .willAppear: viewWillAppear(false)
        case .didAppear: viewDidAppear(false)
        case .willDisappear: viewWillDisappear(false)
        case .didDisappear: viewDidDisappear(false)
        }
        for child in children { child.sendAppearance(appearance) }
    }

    // MARK: UIResponder chain

    /// The root view's superview, else the parent, else the presenting controller (UIKit's rule).
    open override var next: UIResponder? {
        storedView?.superview ?? parent ?? presentingViewController
    }

    // MARK: Children

    /// Adds a child controller (moving it from its old parent); calls its ``willMove(toParent:)``. Add its
    /// view yourself and then call its ``didMove(toParent:)``, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent; calls its ``didMove(toParent:)`` with nil. Call
    /// `willMove(toParent: nil)` and remove its view first, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Tells the controller it is about to be added to or removed from a parent; override to react.
    open func willMove(toParent parent: UIViewController?) {}
    /// Tells the controller it was added to or removed from a parent; override to react.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (inert)

    /// Records `viewControllerToPresent` as presented by this controller and runs `completion` at once.
    /// Inert: its view is not shown.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Ends the presentation this controller takes part in (the one it made, else the one it is in) and runs
    /// `completion` at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}

/// How a controller is presented (`UIModalPresentationStyle`), with UIKit's raw values.
public enum UIModalPresentationStyle: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The system's choice (−2).
    case automatic
    /// No adaptation (−1).
    case none
    /// Full screen (0).
    case fullScreen
    /// A page sheet (1).
    case pageSheet
    /// A form sheet (2).
    case formSheet
    /// In the current context (3).
    case currentContext
    /// Custom (4).
    case custom
    /// Over full screen (5).
    case overFullScreen
    /// Over the current context (6).
    case overCurrentContext
    /// A popover (7).
    case popover
    /// A raw value UIKit declares no case for: an imported `NS_ENUM` holds any raw value on iOS, so
    /// `init(rawValue:)` never fails (switch over the cases with `@unknown default`).
    case unknownValue(Int)

    /// The value with `rawValue`: a named case, else ``unknownValue(_:)``; never nil, as on iOS.
    public init?(rawValue: Int) {
        switch rawValue {
        case -2: self = .automatic
        case -1: self = .none
        case 0: self = .fullScreen
        case 1: self = .pageSheet
        case 2: self = .formSheet
        case 3: self = .currentContext
        case 4: self = .custom
        case 5: self = .overFullScreen
        case 6: self = .overCurrentContext
        case 7: self = .popover
        default: self = .unknownValue(rawValue)
        }
    }

    /// UIKit's raw value.
    public var rawValue: Int {
        switch self {
        case .automatic: -2
        case .none: -1
        case .fullScreen: 0
        case .pageSheet: 1
        case .formSheet: 2
        case .currentContext: 3
        case .custom: 4
        case .overFullScreen: 5
        case .overCurrentContext: 6
        case .popover: 7
        case .unknownValue(let value): value
        }
    }

    /// The named cases, in UIKit's order.
    public static let allCases: [UIModalPresentationStyle] = [.automatic, .none, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover]
}
