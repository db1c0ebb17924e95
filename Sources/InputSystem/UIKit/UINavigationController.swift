import Foundation

/// A navigation controller (`UINavigationController`), minimal: a stack of view controllers whose top
/// one's view fills the controller's view, and an inert ``navigationBar``.
///
/// Live: pushing and popping change ``viewControllers``, make the pushed controller a child (so its
/// ``UIViewController/navigationController`` is this one and its view's responder chain reaches it), show
/// the top controller's view in the navigation controller's view, and send the appearance callbacks to
/// the controllers whose views come and go (not animated: `animated` is ignored). Inert by design:
/// ``navigationBar`` is a plain view (nothing drawn), ``isNavigationBarHidden`` is kept and moves nothing,
/// there is no interactive pop gesture.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar (inert: a plain view at the top of the controller's view).
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    /// Whether the bar is hidden (kept; the bar's ``UIView/isHidden`` follows it).
    open var isNavigationBarHidden = false {
        didSet { navigationBar.isHidden = isNavigationBarHidden }
    }

    /// Creates a navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; this module reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The stack, bottom first. Setting it replaces the stack (not animated).
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { children.last }
    /// The controller whose view is shown (the top one: nothing is presented over it here).
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Sets or hides the bar (``isNavigationBarHidden``; nothing animates).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Replaces the stack with `viewControllers`, showing the new top controller's view.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        for controller in children where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        reorderChildren(viewControllers)
        show(from: oldTop)
    }

    /// Pushes `viewController` on the stack and shows its view.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let oldTop = topViewController
        addChild(viewController)
        viewController.didMove(toParent: self)
        show(from: oldTop)
    }

    /// Pops the top controller (not the root) and shows the one below; returns the popped controller.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = topViewController else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        show(from: top)
        return top
    }

    /// Pops every controller above the root; returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return [] }
        let popped = Array(children.dropFirst())
        let oldTop = topViewController
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        show(from: oldTop)
        return popped
    }

    /// Pops the controllers above `viewController`; returns them, bottom first (nil when it is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        let oldTop = topViewController
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        show(from: oldTop)
        return popped
    }

    /// Adds the bar to the view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        navigationBar.autoresizingMask = [.flexibleWidth]
        view.addSubview(navigationBar)
        show(from: nil)
    }

    private func reorderChildren(_ order: [UIViewController]) {
        // children are kept in addition order by UIViewController; re-add out-of-order ones.
        guard children.map(ObjectIdentifier.init) != order.map(ObjectIdentifier.init) else { return }
        for controller in order {
            controller.removeFromParent()
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// Shows the top controller's view in place of `oldTop`'s.
    private func show(from oldTop: UIViewController?) {
        guard isViewLoaded else { return }
        let newTop = topViewController
        if let oldTop, oldTop !== newTop, let old = oldTop.viewIfLoaded, old.superview === view {
            oldTop.viewWillDisappear(false)
            old.removeFromSuperview()
            oldTop.viewDidDisappear(false)
        }
        if let newTop, newTop.viewIfLoaded?.superview !== view {
            let top: UIView = newTop.view
            top.frame = view.bounds
            top.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            newTop.viewWillAppear(false)
            view.insertSubview(top, belowSubview: navigationBar)
            newTop.viewDidAppear(false)
        }
    }
}
